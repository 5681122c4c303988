#include <fmt/format.h>

#include "report/html.h"
#include "report/site/pages.h"

namespace qm::report::site {

namespace {

std::string facts_list(const SiteContext& site, const std::string& page, const GameRow& g) {
  std::string out;
  auto fact = [&](std::string_view term, const std::string& definition_html) {
    out += element("dt", "", term);
    out += element_html("dd", "", definition_html);
  };
  fact("verdict", element("strong", attribute("class", "verdict"), verdict_words(g)));
  if (!g.game.empty()) fact("game", escape(g.game));
  if (!g.ruleset.empty())
    fact("ruleset",
         g.game.empty() ? escape(g.ruleset) : ruleset_link(site, page, g.game, g.ruleset));
  fact("date", escape(date_or_dash(g.date)));
  if (!g.event.empty()) fact("event", escape(g.event));
  fact("source", g.simulated ? "simulated (qm simulate)" : "played at a table");
  if (g.result_only)
    fact("moves",
         "none: a record of the result only (no moves were recorded; the result is "
         "taken as the record gives it)");
  else if (g.status != "unreadable")
    fact("moves",
         escape(fmt::format("{}{}", g.move_count, g.finished ? ", finished" : ", unfinished")));
  return element_html("dl", attribute("class", "facts"), out);
}

std::string violation_block(const GameRow& g) {
  if (g.status == "illegal") {
    std::string out = element("h2", "", "The illegal move");
    std::vector<std::vector<std::string>> rows = {
        {escape(violation_move_words(g)),
         escape(g.violation_line ? std::to_string(*g.violation_line) : "–"),
         escape(g.violation_player), element("code", "", g.violation_rule),
         escape(g.violation_message)}};
    out += table_html({"move", "line", "player", "rule", "what happened"}, rows,
                      attribute("class", "violation"), {0, 1});
    return out;
  }
  if (g.status == "unreadable") {
    const std::string place = g.error_line ? fmt::format("line {}, column {}: ", *g.error_line,
                                                         g.error_column.value_or(0))
                                           : "";
    return element("h2", "", "Why it cannot be read") +
           element("p", attribute("class", "error"), place + g.error_message);
  }
  return "";
}

std::string seats_table(const SiteContext& site, const std::string& page, const GameRow& g) {
  if (g.seats.empty()) return "";
  std::vector<std::vector<std::string>> rows;
  for (const SeatRow& s : g.seats)
    rows.push_back({std::to_string(s.seat), player_link(site, page, s.player),
                    s.side == s.player ? "" : escape(s.side),
                    escape(result_words(site, g, s.player))});
  return element("h2", "", "Players") +
         table_html({"seat", "player", "team", "result"}, rows, attribute("class", "seats"), {0});
}

std::string scores_table(const SiteContext& site, const GameRow& g) {
  if (g.sides.empty()) return "";
  // The parts' names as the first side lists them (every side has the same parts). An
  // unfinished game has no winner: its scores are those so far.
  std::vector<std::string> header = {"side", g.finished ? "score" : "score so far", "winner"};
  if (!g.sides.front().parts.empty())
    for (const auto& part : g.sides.front().parts) header.push_back(part.first);
  std::vector<std::vector<std::string>> rows;
  for (const SideRow& s : g.sides) {
    std::vector<std::string> row = {escape(s.name),
                                    s.low && s.high && *s.low != *s.high
                                        ? escape(fmt::format("{}–{}", *s.low, *s.high))
                                        : std::to_string(s.score),
                                    g.finished && s.winner ? "yes" : ""};
    for (const auto& part : s.parts) row.push_back(std::to_string(part.second));
    row.resize(header.size());
    rows.push_back(std::move(row));
  }
  auto unit = site.league.score_units.find(g.game);
  std::vector<int> numeric = {1};
  for (size_t c = 3; c < header.size(); ++c) numeric.push_back(int(c));
  std::string out = element(
      "h2", "",
      fmt::format("Scores ({})", unit != site.league.score_units.end() ? unit->second : "points"));
  if (!g.finished)
    out += element("p", attribute("class", "no-winner"),
                   "No winner: the game is unfinished; the scores are those so far.");
  return out + table_html(header, rows, attribute("class", "scores"), numeric);
}

// The moves of a disputed record, the illegal one marked.
std::string moves_table(const GameRow& g) {
  if (g.moves.empty()) return "";
  std::string rows;
  for (const MoveRow& m : g.moves) {
    const bool offending = g.violation_move && *g.violation_move == m.ply;
    std::string cells = element("td", attribute("class", "num"), std::to_string(m.ply));
    cells += element("td", attribute("class", "num"), m.line ? std::to_string(*m.line) : "");
    cells += element_html("td", "", element("code", "", m.text));
    rows += element_html("tr", offending ? attribute("class", "offending") : "", cells);
    rows += "\n";
  }
  // A long record shows the moves around the offending one (league_data.cc).
  const bool part = (long long)g.moves.size() < g.move_count;
  return element("h2", "", "Moves") +
         (part ? element("p", attribute("class", "meta"),
                         fmt::format("Moves {} to {} of {}, around the offending one.",
                                     g.moves.front().ply, g.moves.back().ply, g.move_count))
               : std::string()) +
         element_html("table", attribute("class", "moves"),
                      "<thead><tr><th>move</th><th>line</th><th>as written</th></tr></thead>"
                      "<tbody>" +
                          rows + "</tbody>");
}

}  // namespace

std::string game_page(const SiteContext& site, const GameRow& g, const std::string& rulings_html,
                      const std::string& picture_html) {
  const std::string& page = site.names.game(g.id);
  std::string body = facts_list(site, page, g);
  body += violation_block(g);
  body += rulings_html;
  body += seats_table(site, page, g);
  body += scores_table(site, g);
  body += picture_html;
  body += moves_table(g);
  return site_page(site, page, g.id, body);
}

}  // namespace qm::report::site
