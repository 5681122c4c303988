// The parts every game's scoring audit (`qm audit`) shares, around the game's own sections:
// the head, the sides in the order of their rank, the "claimed" column of the scores table
// and the closing lines. They take the values of the game's typed audit (<game>_views.h):
// whether the game finished, the winners, and per side its rank, total, claim and, when
// hidden cards leave the score open, its bounds.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/outcome.h"
#include "games/replay_summary.h"

namespace qm {

// The head every game's audit starts with: the title ("<game_title> scoring audit: ID"),
// event and date, record, ruleset (followed by ` (<ruleset_note>)` when there is one),
// players, and the verdict with the moves played and whether the game `finished`.
std::string audit_head(const ReplaySummary& replay, bool finished, std::string_view game_title,
                       const std::string& ruleset_note, TextStyle style);

// The sides (or players) of an audit in the order of their `rank` (ties in the game's order).
template <class Side>
std::vector<const Side*> by_rank(const std::vector<Side>& sides) {
  std::vector<const Side*> sorted;
  for (const Side& side : sides) sorted.push_back(&side);
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const Side* x, const Side* y) { return x->rank < y->rank; });
  return sorted;
}

// The "claimed" column of the scores table: each cell, and whether every claim agrees.
class ClaimedColumn {
 public:
  // "-" when the side claimed nothing; else e.g. "17 (agrees)" or "17 (differs)": the
  // claim agrees when it is the `total`, or within the `bounds` when there are any.
  std::string cell(long long total, std::optional<long long> claimed,
                   const std::optional<ScoreBounds>& bounds = std::nullopt);
  // The closing lines of the audit: the winners (or that the hidden cards leave them
  // open), then, when anybody claimed a score, whether the claimed result agrees.
  std::string closing_lines(bool finished, const std::vector<std::string>& winners) const;

 private:
  bool any_claim_ = false, all_agree_ = true;
};

}  // namespace qm
