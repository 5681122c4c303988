#include "games/audit_text.h"

#include <fmt/format.h>

#include "games/text_table.h"

namespace qm {

std::string audit_head(const ReplaySummary& r, bool finished, std::string_view game_title,
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
                     finished ? "finished" : "unfinished");
  return out;
}

std::string ClaimedColumn::cell(long long total, std::optional<long long> claimed,
                                const std::optional<ScoreBounds>& bounds) {
  if (!claimed) return "-";
  any_claim_ = true;
  const bool agrees =
      bounds ? *claimed >= bounds->first && *claimed <= bounds->second : *claimed == total;
  all_agree_ &= agrees;
  return fmt::format("{}{}", *claimed, agrees ? " (agrees)" : " (differs)");
}

std::string ClaimedColumn::closing_lines(bool finished,
                                         const std::vector<std::string>& winners) const {
  std::string out;
  if (!finished)  // an unfinished game has no winner to announce
    out += winners.empty()
               ? std::string("No winner: the game is unfinished.\n")
               : fmt::format("No winner: the game is unfinished (leading so far: {}).\n",
                             fmt::join(winners, ", "));
  else if (winners.empty())
    out += "Winner: open: the hidden cards could still change the order.\n";
  else
    out += fmt::format("{}: {}\n", winners.size() == 1 ? "Winner" : "Shared win",
                       fmt::join(winners, ", "));
  if (any_claim_)
    out += all_agree_ ? "The result claimed at the table agrees with the record.\n"
                      : "The result claimed at the table does not agree with the record.\n";
  return out;
}

}  // namespace qm
