#include "games/audit_text.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/text_table.h"

namespace qm {

std::string audit_head(const ReplaySummary& r, const Json& a, std::string_view game_title,
                       const std::string& ruleset_note, TextStyle style) {
  const Record& rec = r.record;
  std::string out = heading(fmt::format("{} scoring audit: {}", game_title, rec.id), style, 1);
  std::string about = rec.event;
  if (!rec.date.empty()) about += fmt::format("{}{}", about.empty() ? "" : ", ", rec.date);
  if (!about.empty()) out += about + "\n";
  out += fmt::format("Record: {}\nRuleset: {}{}\nPlayers: {}\n", r.label, r.ruleset,
                     ruleset_note.empty() ? "" : fmt::format(" ({})", ruleset_note),
                     fmt::join(rec.players, ", "));
  out += fmt::format("Verdict: {}; {} moves, game {}\n\n", r.verdict, rec.moves.size(),
                     a["finished"].get<bool>() ? "finished" : "unfinished");
  return out;
}

std::vector<Json> by_rank(const Json& sides) {
  std::vector<Json> sorted(sides.begin(), sides.end());
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const Json& x, const Json& y) { return x["rank"] < y["rank"]; });
  return sorted;
}

std::string ClaimedColumn::cell(const Json& s) {
  if (s["claimed"].is_null()) return "-";
  any_claim_ = true;
  const bool bounded = s.contains("bounds") && !s["bounds"].is_null();
  const bool agrees = bounded ? s["claimed"] >= s["bounds"][0] && s["claimed"] <= s["bounds"][1]
                              : s["claimed"] == s["total"];
  all_agree_ &= agrees;
  return s["claimed"].dump() + (agrees ? " (agrees)" : " (differs)");
}

std::string ClaimedColumn::closing_lines(const Json& a) const {
  std::string out;
  const Json& winners = a["winners"];
  if (!a["finished"].get<bool>())  // an unfinished game has no winner to announce
    out += winners.empty()
               ? std::string("No winner: the game is unfinished.\n")
               : fmt::format("No winner: the game is unfinished (leading so far: {}).\n",
                             join(winners));
  else if (winners.empty())
    out += "Winner: open: the hidden cards could still change the order.\n";
  else
    out += fmt::format("{}: {}\n", winners.size() == 1 ? "Winner" : "Shared win", join(winners));
  if (any_claim_)
    out += all_agree_ ? "The result claimed at the table agrees with the record.\n"
                      : "The result claimed at the table does not agree with the record.\n";
  return out;
}

}  // namespace qm
