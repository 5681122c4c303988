#include "replay/present.h"
#include "games/game.h"
#include "games/json_text.h"
#include "games/registry.h"

#include <fmt/format.h>

#include "games/json_text.h"
#include "record/written_move.h"
#include "replay/result_only.h"

namespace qm {

namespace {

// The replay's problems after the first, one indented line each.
std::string later_errors_of(const Replay& r) {
  return later_errors_text(r.errors, r.errors_left_off, record_label(r), "  ");
}

std::string where(const Replay& r) {
  if (r.error && r.error->pos.line > 0) return error_place(*r.error, record_label(r));
  if (r.violation && r.violation->line > 0)
    return fmt::format("{}:{}", r.source, r.violation->line);
  return record_label(r);
}

std::string scores_text(const Outcome& o) {
  std::string s;
  for (size_t i = 0; i < o.sides.size(); ++i) {
    s += fmt::format("{}{} {}", i ? ", " : "", o.sides[i], o.scores[i]);
    if (!o.complete) s += fmt::format(" [{} to {}]", o.bounds[i].first, o.bounds[i].second);
  }
  return s;
}

// An unfinished game (one that stops at an illegal move, or a record that ends before the
// game does) has no winner to announce: the scores say who was ahead.
std::string winners_text(const Outcome& o) {
  if (!o.finished) return "no winner (the game is unfinished)";
  if (o.winners.empty()) return "winner open (hidden cards)";
  std::string s = o.winners.size() == 1 ? "winner " : "shared win ";
  return s + fmt::format("{}", fmt::join(o.winners, ", "));
}

}  // namespace

std::string error_place(const ReadError& e, const std::string& label) {
  // Lines count from the top of the file, so `file:line:column` needs no document number.
  if (e.pos.line > 0) return fmt::format("{}:{}:{}", e.file, e.pos.line, e.pos.column);
  return label;
}

std::string later_errors_text(const std::vector<ReadError>& errors, int left_off,
                              const std::string& label, std::string_view indent) {
  std::string out;
  for (size_t i = 1; i < errors.size(); ++i)
    out += fmt::format("{}{}: {}\n", indent, error_place(errors[i], label), errors[i].message);
  if (left_off > 0)
    out += fmt::format("{}and {} more unreadable problem{} (the first {} are listed)\n", indent,
                       left_off, left_off == 1 ? "" : "s", kMaxReadErrors);
  return out;
}

std::string violation_text(const Violation& v) {
  std::string head = place_words(v);
  if (!v.player.empty()) head += ", " + v.player;
  return fmt::format("{}: {}: {}", head, v.rule, v.message);
}

std::string outcome_text(const Outcome& o) {
  return fmt::format("game {}; scores: {}; {}", o.finished ? "finished" : "unfinished",
                     scores_text(o), winners_text(o));
}

namespace {

// What the game's presenters know of the replay; the verdict as the audit head states it.
ReplaySummary replay_summary(const Replay& r) {
  ReplaySummary s{*r.record, record_label(r), r.ruleset ? r.ruleset->name : r.record->ruleset,
                  std::string(status_name(r.status))};
  if (!r.rulings.empty()) s.verdict += " (rulings applied: see below)";
  if (r.violation) {
    const Violation& v = *r.violation;
    s.verdict += v.phase == Phase::Move ? fmt::format(" at move {} (line {})", v.move, v.line)
                 : v.before_moves()     ? fmt::format(" before the first move (line {})", v.line)
                                        : std::string(" after the last move");
    s.verdict += fmt::format(": {}: {}", v.rule, v.message);
  }
  return s;
}

}  // namespace

std::string rulings_text(const Replay& r, std::string_view indent) {
  std::string out;
  for (const RulingOutcome& o : r.rulings) {
    out += fmt::format("{}ruling on move {}{}: {}", indent, o.ruling.move,
                       o.rule.empty() ? "" : " (" + o.rule + ")", ruling_name(o.ruling.kind));
    out += o.applied ? ", applied" : ", not applied: " + o.why_not;
    if (!o.ruling.note.empty()) out += " (note: " + o.ruling.note + ")";
    out += o.from_command_line ? " [--ruling]\n" : "\n";
  }
  return out;
}

std::string record_label(const Replay& r) {
  std::string label = r.source.empty() ? (r.record ? r.record->id : std::string("?")) : r.source;
  return r.document > 1 ? fmt::format("{}#{}", label, r.document) : label;
}

std::vector<std::string> replay_caveats(const Replay& r) {
  return r.state ? r.state->caveats() : std::vector<std::string>{};
}

std::string verdict_line(const Replay& r, CaveatsOnLine caveats) {
  std::string tail;  // the caveats, at the end of the line
  if (caveats == CaveatsOnLine::Shown)
    for (const std::string& caveat : replay_caveats(r)) tail += "  caveat: " + caveat;
  std::string line = fmt::format("{}  {}{}", where(r), status_name(r.status),
                                 r.rulings.empty() ? "" : " (with the referee's rulings)");
  if (r.error) {
    std::string later = later_errors_of(r);
    if (!later.empty()) later.pop_back();  // the caller ends the line
    return line + "  " + r.error->message + (later.empty() ? "" : "\n" + later);
  }
  if (r.violation) return line + "  " + violation_text(*r.violation) + tail;
  const Outcome o = *replay_outcome(r);
  if (r.result_only)
    return line + fmt::format("  result only (no moves recorded); {}; {}", scores_text(o),
                              winners_text(o));
  return line +
         fmt::format("  {} moves, {}; {}; {}", r.record->moves.size(),
                     o.finished ? "finished" : "unfinished", scores_text(o), winners_text(o)) +
         tail;
}

std::string verdict_text(const Replay& r) {
  std::string id = r.record ? " (" + r.record->id + ")" : "";
  std::string out = fmt::format("{}{}: {}{}\n", record_label(r), id, status_name(r.status),
                                r.rulings.empty() ? "" : " (with the referee's rulings)");
  out += rulings_text(r, "  ");
  if (r.error)
    return out + fmt::format("  {}: {}\n", where(r), r.error->message) + later_errors_of(r);
  if (r.violation) {
    out += "  " + violation_text(*r.violation) + "\n";
    if (r.violation->line && r.violation->phase == Phase::Move)
      out += fmt::format("  at {}: {}\n", where(r),
                         written_move(r.record->moves[r.violation->move - 1]));
  }
  const Outcome o = *replay_outcome(r);
  if (r.result_only) {
    out += fmt::format("  {}\n", kResultOnlyWords);
    out += fmt::format("  scores: {}; {}\n", scores_text(o), winners_text(o));
    return out;
  }
  out += fmt::format(
      "  {} of {} moves played, game {}\n",
      r.violation && r.violation->phase == Phase::Move ? r.violation->move - 1 : r.moves_played,
      r.record->moves.size(), o.finished ? "finished" : "unfinished");
  out += fmt::format("  scores: {}; {}\n", scores_text(o), winners_text(o));
  for (const std::string& caveat : replay_caveats(r)) out += "  caveat: " + caveat + "\n";
  return out + margins_text(r);
}

std::string margins_text(const Replay& r) {
  if (r.margins.empty()) return "";
  std::string out = "  margins (how near each measured check of a legal move came to failing):\n";
  for (const MoveMargins& m : r.margins) {
    out += fmt::format("    move {} (line {}): {}\n", m.move, m.line,
                       written_move(r.record->moves[size_t(m.move - 1)]));
    for (const Margin& c : m.checks) out += fmt::format("      {}: {}\n", c.rule, c.text);
  }
  return out;
}

std::string table_text(const Replay& r) {
  if (const Game* game = find_game(r.record->game))
    return game->table_text(replay_summary(r), *r.state);
  return json_text(r.state->table(), 2) + "\n";
}

std::optional<std::string> table_svg(const Replay& r) {
  const Game* game = find_game(r.record->game);
  if (!game) return std::nullopt;
  return game->table_svg(replay_summary(r), *r.state);
}

std::string audit_text(const Replay& r, TextStyle style) {
  if (r.result_only) return result_only_audit_text(r, replay_summary(r), style);
  std::string rulings = rulings_text(r, style == TextStyle::Markdown ? "- " : "");
  if (!rulings.empty()) rulings = "\nRulings:\n" + rulings;
  if (const Game* game = find_game(r.record->game))
    return game->audit_text(replay_summary(r), *r.state, style) + rulings;
  return json_text(r.state->audit(), 2) + "\n" + rulings;
}

}  // namespace qm
