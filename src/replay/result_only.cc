#include "replay/result_only.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/result.h"
#include "record/excerpt.h"

namespace qm {

Outcome result_only_outcome(const Record& record) {
  // The game's own fields describe a game played move by move: without moves, nothing reads
  // them, and a field nobody reads would be a silent claim.
  if (record.game_fields.map_size() > 0) {
    const YNode& key = record.game_fields.key(0);
    throw RecordError(key.pos, fmt::format("a record of the result only (no 'moves') takes no "
                                           "'{}': give the moves, or leave '{}' out",
                                           excerpt(key.text), excerpt(key.text)));
  }
  Outcome o;
  o.finished = true;
  o.complete = true;
  if (record.has_teams) {
    for (const Team& team : record.teams) o.sides.push_back(team.name);
    for (size_t p = 0; p < record.players.size(); ++p) {
      const bool in_a_team =
          std::any_of(record.teams.begin(), record.teams.end(), [&](const Team& t) {
            return std::find(t.members.begin(), t.members.end(), record.players[p]) !=
                   t.members.end();
          });
      if (!in_a_team)
        throw RecordError(record.player_pos[p],
                          fmt::format("player '{}' is in no team", excerpt(record.players[p])));
    }
  } else {
    o.sides = record.players;
  }
  check_claimed_sides(record.result, o.sides, record.has_teams ? "team" : "player");
  for (const std::string& side : o.sides) {
    const std::optional<long long> claimed = claimed_score(record.result, side);
    if (!claimed)
      throw RecordError(record.result_pos,
                        fmt::format("a record of the result only (no 'moves') gives every {}'s "
                                    "score in 'result': '{}' has none",
                                    record.has_teams ? "team" : "player", excerpt(side)));
    o.scores.push_back(*claimed);
  }
  o.winners = winners_of(o);
  return o;
}

namespace {

std::string underline(const std::string& title, char c) {
  return title + "\n" + std::string(title.size(), c) + "\n";
}

}  // namespace

std::string result_only_audit_text(const Replay& r, const ReplaySummary& summary, TextStyle style) {
  const Record& rec = *r.record;
  const Outcome& o = *r.result_only;
  const bool md = style == TextStyle::Markdown;
  const std::string title = fmt::format("{} scoring audit: {}", rec.game, rec.id);
  std::string out = md ? "# " + title + "\n\n" : underline(title, '=');
  std::vector<std::string> where;
  if (!rec.event.empty()) where.push_back(rec.event);
  if (!rec.date.empty()) where.push_back(rec.date);
  if (!where.empty()) out += fmt::format("{}\n", fmt::join(where, ", "));
  out += fmt::format("Record: {}\nRuleset: {}\nPlayers: {}\n", summary.label, summary.ruleset,
                     fmt::join(rec.players, ", "));
  out += fmt::format("Verdict: valid; {}\n\n", kResultOnlyWords);
  out += md ? "## Result, as the record gives it\n\n"
            : underline("Result, as the record gives it", '-');
  const std::vector<int> ranks = ranks_of(o.scores);
  size_t width = 4;
  for (const std::string& side : o.sides) width = std::max(width, side.size());
  if (md) {
    out += "| rank | side | score |\n|---|---|---|\n";
    for (size_t i = 0; i < o.sides.size(); ++i)
      out += fmt::format("| {} | {} | {} |\n", ranks[i], o.sides[i], o.scores[i]);
  } else {
    out += fmt::format("  rank  {:<{}}  score\n", "side", width);
    for (size_t i = 0; i < o.sides.size(); ++i)
      out += fmt::format("  {:<4}  {:<{}}  {}\n", ranks[i], o.sides[i], width, o.scores[i]);
  }
  out += fmt::format("\n{} {}\n",
                     o.winners.size() == 1 ? "Winner:" : "Shared win:", fmt::join(o.winners, ", "));
  return out;
}

Json result_only_audit_json(const Replay& r) {
  const Outcome& o = *r.result_only;
  const std::vector<int> ranks = ranks_of(o.scores);
  Json sides = Json::array();
  for (size_t i = 0; i < o.sides.size(); ++i)
    sides.push_back({{"rank", ranks[i]}, {"side", o.sides[i]}, {"score", o.scores[i]}});
  return Json{{"result_only", true}, {"sides", sides}, {"winners", o.winners}};
}

}  // namespace qm
