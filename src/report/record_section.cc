#include "report/record_section.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/game.h"
#include "games/registry.h"
#include "record/excerpt.h"
#include "replay/present.h"
#include "report/html.h"
#include "report/svg_chart.h"

namespace qm::report {

namespace {

// A line that opens (`---`) or ends (`...`) a YAML document.
bool document_marker(std::string_view line) {
  for (std::string_view marker : {"---", "..."})
    if (line.substr(0, 3) == marker && (line.size() == 3 || line[3] == ' ' || line[3] == '\t'))
      return true;
  return false;
}

std::string id_of(std::string_view what, int index) { return fmt::format("{}-{}", what, index); }

// The line of the record to mark, and what to write beside it; line 0: none to mark, the
// note is shown above the text instead.
struct Mark {
  int line = 0;
  std::string rule;  // the rule id, for a broken rule
  std::string note;  // the sentence
};

Mark mark_of(const Replay& r) {
  Mark m;
  if (r.violation) {
    const Violation& v = *r.violation;
    m.line = v.line;
    m.rule = v.rule;
    std::string who = place_words(v);
    if (!v.player.empty()) who += ", " + v.player;
    m.note = who + ": " + v.message;
  } else if (r.error) {
    const ReadError& e = *r.error;
    if (e.file == r.source) m.line = e.pos.line;
    m.note = e.pos.line > 0 ? fmt::format("{}line {}, column {}: {}",
                                          e.file == r.source ? "" : "in " + e.file + ", ",
                                          e.pos.line, e.pos.column, e.message)
                            : e.message;
  }
  return m;
}

std::string note_html(const Mark& m) {
  std::string out;
  if (!m.rule.empty()) out += element("span", attribute("class", "rule"), m.rule) + " ";
  return out + escape(m.note);
}

std::string header_facts(const Replay& r) {
  if (!r.record) return "";
  const Record& rec = *r.record;
  std::vector<std::pair<std::string, std::string>> items = {
      {"game", rec.game}, {"ruleset", r.ruleset ? r.ruleset->name : rec.ruleset}};
  if (!rec.date.empty()) items.push_back({"date", rec.date});
  if (!rec.event.empty()) items.push_back({"event", rec.event});
  std::string players;
  for (const std::string& p : rec.players) players += (players.empty() ? "" : ", ") + p;
  items.push_back({"players", players});
  items.push_back(
      {"moves", rec.result_only ? "none (result only)" : std::to_string(rec.moves.size())});
  std::string out = "<p class=\"meta\">";
  for (size_t i = 0; i < items.size(); ++i)
    out += (i ? " · " : "") + element("span", attribute("class", "fact-name"), items[i].first) +
           ": " + element("span", attribute("class", items[i].first), items[i].second);
  out += "</p>\n";
  if (!rec.notes.empty())
    out += element("p", attribute("class", "meta notes"), "Notes: " + rec.notes) + "\n";
  return out;
}

// What the verdict rests on that the record leaves open, under it, a paragraph each.
std::string caveats_html(const Replay& r) {
  std::string out;
  for (const std::string& caveat : replay_caveats(r))
    out += element("p", attribute("class", "caveat"), "Caveat: " + caveat) + "\n";
  return out;
}

std::string verdict_paragraph(const Replay& r, int index) {
  const std::string status(status_name(r.status));
  return "<p" + attribute("class", "verdict " + status) + attribute("id", id_of("verdict", index)) +
         ">" + element("span", attribute("class", "status"), status) + " " +
         element("code", "", verdict_line(r, CaveatsOnLine::Omitted)) + "</p>\n" + caveats_html(r);
}

// A line of the record as the page shows it: cut after kMaxLineChars characters.
std::string shown_line(std::string_view line) {
  if (line.size() <= kMaxLineChars) return escape(line);
  return escape(excerpt(line, kMaxLineChars)) +
         element("span", attribute("class", "cut"), fmt::format(" ({} bytes in all)", line.size()));
}

// The ranges of lines [from, to] shown of `text`: all of them, or the first ones, those
// around the marked line and the last ones, in order and apart.
std::vector<std::pair<int, int>> shown_ranges(const DocumentLines& text, int marked) {
  if (text.count() <= kMaxShownLines) return {{text.first, text.last}};
  const int head = 2 * kMaxShownLines / 5, around = 2 * kMaxShownLines / 5;
  const int tail = kMaxShownLines - head - around;
  std::vector<std::pair<int, int>> ranges = {{text.first, text.first + head - 1}};
  if (marked >= text.first && marked <= text.last)
    ranges.emplace_back(std::max(text.first, marked - around / 2),
                        std::min(text.last, marked + around / 2 - 1));
  ranges.emplace_back(text.last - tail + 1, text.last);
  std::vector<std::pair<int, int>> merged;
  for (const auto& r : ranges) {
    if (!merged.empty() && r.first <= merged.back().second + 1)
      merged.back().second = std::max(merged.back().second, r.second);
    else
      merged.push_back(r);
  }
  return merged;
}

std::string record_text(const DocumentLines& text, const Mark& mark, int index) {
  std::string out;
  if (!mark.note.empty() && (mark.line < text.first || mark.line > text.last || !text.file))
    out += "<p" + attribute("class", "ruling") + attribute("id", id_of("ruling", index)) + ">" +
           note_html(mark) + "</p>\n";
  if (text.count() <= 0) return out;
  out += "<table" + attribute("class", "record-lines") +
         attribute("id", id_of("record-text", index)) + ">\n<tbody>\n";
  int next = text.first;  // the first line not yet shown or said left out
  for (const auto& [from, to] : shown_ranges(text, mark.line)) {
    if (from > next)
      out += "<tr class=\"elided\"><td class=\"ln\">…</td><td class=\"src\">" +
             fmt::format("{} lines not shown (lines {} to {})", from - next, next, from - 1) +
             "</td><td class=\"note\"></td></tr>\n";
    for (int line = from; line <= to; ++line) {
      const bool marked = line == mark.line;
      out += "<tr" + attribute("id", fmt::format("line-{}-{}", index, line));
      if (marked)
        out += attribute("class", "offending") + attribute("data-line", std::to_string(line));
      out += "><td class=\"ln\">" + std::to_string(line) + "</td><td class=\"src\">" +
             shown_line(text.file->line(line)) + "</td>";
      out += marked ? "<td class=\"note\"" + attribute("id", id_of("offending", index)) + ">" +
                          note_html(mark) + "</td>"
                    : "<td class=\"note\"></td>";
      out += "</tr>\n";
    }
    next = to + 1;
  }
  out += "</tbody>\n</table>\n";
  return out;
}

std::string table_heading(const Replay& r) {
  if (r.violation && r.violation->phase == Phase::Move)
    return fmt::format("The table before move {}, the disputed move", r.violation->move);
  if (r.violation && r.violation->before_moves()) return "The table at the start";
  return fmt::format("The table after move {}", r.moves_played);
}

std::string table_part(const Replay& r, int index) {
  std::string out = element("h3", "", table_heading(r)) + "\n";
  out +=
      "<div" + attribute("class", "table-at-move") + attribute("id", id_of("table", index)) + ">\n";
  if (std::optional<std::string> svg = table_svg(r))
    out += "<figure>" +
           inline_svg(*svg, attribute("class", "table-picture") +
                                attribute("id", id_of("table-picture", index))) +
           "</figure>\n";
  out += element("pre", attribute("class", "table-text"), table_text(r)) + "\n</div>\n";
  return out;
}

std::string audit_part(const Replay& r, int index) {
  return element("h3", "", "The scoring audit") + "\n" +
         element("pre", attribute("class", "audit") + attribute("id", id_of("audit", index)),
                 audit_text(r, TextStyle::Plain)) +
         "\n";
}

std::string chart_part(const Replay& r, const ScoreTrack& track, int index) {
  LineChart chart;
  const Game* game = find_game(r.record->game);
  chart.labels = {id_of("score-chart", index), "Score by move", "move",
                  game ? std::string(game->score_unit()) : "points"};
  chart.integer_x = chart.integer_y = true;
  chart.steps = true;
  for (size_t side = 0; side < track.sides().size(); ++side) {
    Series s{track.sides()[side], {}};
    for (const ScoreTrack::Point& p : track.points())
      if (side < p.scores.size()) s.points.emplace_back(double(p.move), double(p.scores[side]));
    chart.series.push_back(std::move(s));
  }
  std::string caption =
      "Each side's score at the start (move 0) and after each move played, as the "
      "game counts it at that point (with hidden cards, at the top of its range).";
  if (track.stride() > 1)
    caption +=
        fmt::format(" A long record: every {}th move is drawn, and the last.", track.stride());
  return element("h3", "", "Score by move") + "\n<figure>\n" + line_chart_svg(chart) +
         element("figcaption", "", caption) + "\n</figure>\n";
}

}  // namespace

FileLines::FileLines(std::string_view text) : text_(text) {
  // A final line end starts no line (as split the lines before: "a\nb\n" is two lines).
  for (size_t at = 0; at < text.size();) {
    starts_.push_back(uint32_t(at));
    const size_t end = text.find('\n', at);
    at = end == std::string_view::npos ? text.size() : end + 1;
  }
}

std::string_view FileLines::line(int number) const {
  const size_t begin = starts_[size_t(number - 1)];
  const size_t end = size_t(number) < starts_.size() ? starts_[size_t(number)] : text_.size();
  std::string_view line = text_.substr(begin, end - begin);
  if (!line.empty() && line.back() == '\n') line.remove_suffix(1);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

DocumentLines document_lines(const FileLines& file, int content_line) {
  DocumentLines d;
  const int count = file.count();
  if (count == 0) return d;
  content_line = std::clamp(content_line, 1, count);
  // A document after the first starts at its `---` line (YamlDocument::first_line).
  int first = 1;
  if (document_marker(file.line(content_line)))
    first = content_line + 1;
  else
    for (int k = content_line - 1; k >= 1; --k)
      if (document_marker(file.line(k))) {
        first = k + 1;
        break;
      }
  int last = count;
  for (int k = content_line + 1; k <= count; ++k)
    if (document_marker(file.line(k))) {
      last = k - 1;
      break;
    }
  d.file = &file;
  d.first = first;
  d.last = last;
  return d;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    at = end + 1;
  }
  return lines;
}

std::vector<Adjudication> rulings_outcomes(Replayer& replayer, const Replay& r,
                                           const ReplayOptions& options, size_t& budget) {
  std::vector<Adjudication> out;
  if (!r.record) return out;
  ReplayOptions plain = options;
  plain.observer = nullptr;
  // Three replays, each with its own outcome of every ruling (what they hold).
  const size_t cost = 3 * (r.record->moves.size() + r.rulings.size() + 1);
  for (const RulingOutcome& o : r.rulings)
    if (!o.rule.empty()) {
      if (out.size() == kMaxRulingOutcomes || cost > budget) break;
      budget -= cost;
      Adjudication a = adjudicate(replayer, *r.record, o.ruling.move, plain);
      if (a.move > 0) out.push_back(std::move(a));
    }
  return out;
}

std::string rulings_html(const Replay& r, const std::vector<Adjudication>& rulings, int index,
                         int heading_level, std::string_view bound) {
  const std::string heading = fmt::format("h{}", heading_level);
  const std::string subheading = fmt::format("h{}", heading_level + 1);
  std::string out = element(heading, "", "The referee's rulings") + "\n";
  out += "<div" + attribute("class", "rulings") + attribute("id", id_of("rulings", index)) + ">\n";
  out += element("pre", attribute("class", "rulings-applied"), rulings_text(r, "")) + "\n";
  for (const Adjudication& a : rulings)
    out +=
        element(subheading, "", fmt::format("Move {}: if it stands, and if it is struck", a.move)) +
        "\n" +
        element("pre",
                attribute("class", "adjudication") +
                    attribute("id", fmt::format("adjudication-{}-{}", index, a.move)),
                adjudication_text(a)) +
        "\n";
  // A page shows a bounded number of outcomes (rulings_outcomes): say what it leaves out.
  size_t ruled = 0;
  for (const RulingOutcome& o : r.rulings) ruled += o.rule.empty() ? 0 : 1;
  if (ruled > rulings.size())
    out += element("p", attribute("class", "meta"),
                   fmt::format("The outcomes of {} more rulings are not shown here ({}): "
                               "`qm adjudicate RECORD --move N` gives any of them.",
                               ruled - rulings.size(), bound)) +
           "\n";
  return out + "</div>\n";
}

std::string record_section(const Replay& r, const ScoreTrack& track, const DocumentLines& text,
                           int index, const std::vector<Adjudication>& rulings) {
  std::string title = record_label(r);
  if (r.record) title += " (" + r.record->id + ")";
  std::string out = "<section" + attribute("class", "record") +
                    attribute("id", id_of("record", index)) + ">\n" + element("h2", "", title) +
                    "\n";
  out += header_facts(r);
  out += verdict_paragraph(r, index);
  if (!r.rulings.empty()) out += rulings_html(r, rulings, index, 3);
  out += element("h3", "", "The record") + "\n";
  out += record_text(text, mark_of(r), index);
  if (r.state && r.record) {
    out += table_part(r, index);
    out += audit_part(r, index);
    out += chart_part(r, track, index);
  } else if (r.result_only) {
    out += element("p", attribute("class", "no-replay result-only"),
                   "A record of the result only: no moves were recorded, so there is no table "
                   "or score by move to show; the result is taken as the record gives it.") +
           "\n";
    out += audit_part(r, index);
  } else {
    out += element("p", attribute("class", "no-replay"),
                   "The record cannot be replayed, so there is no table, audit or score to "
                   "show.") +
           "\n";
  }
  out += "</section>\n";
  return out;
}

std::string inline_svg(std::string_view svg, std::string_view attributes_html) {
  const size_t open = svg.find("<svg");
  if (open == std::string_view::npos) return "";
  std::string out(svg.substr(open));
  const size_t tag_end = out.find('>');
  for (std::string_view ns :
       {" xmlns=\"http://www.w3.org/2000/svg\"", " xmlns:xlink=\"http://www.w3.org/1999/xlink\""}) {
    const size_t at = out.find(ns);
    if (at != std::string::npos && at < tag_end) out.erase(at, ns.size());
  }
  out.insert(4, attributes_html);
  return out;
}

}  // namespace qm::report
