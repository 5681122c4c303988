// How a game stands, in terms every game shares: the sides, their scores (or the range of
// each, when hidden cards leave them open), whether the game is over, the winners; where
// each score came from; and what a referee's "stands" ruling did.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace qm {

// A side's score range [min, max] while hidden cards leave it open.
using ScoreBounds = std::pair<long long, long long>;

struct Outcome {
  bool finished = false;
  bool complete = true;            // false: hidden cards leave some score open
  std::vector<std::string> sides;  // players, or teams in partnership games
  std::vector<long long> scores;
  std::vector<ScoreBounds> bounds;  // per side [min, max], when !complete
  std::vector<std::string> winners;
};

// One named share of a side's score, e.g. Einauge's "chest majorities" (jewels) or Loot's
// "merchants left in hand" (negative gold).
struct ScorePart {
  std::string name;
  long long value = 0;
};

// What a referee's "stands" ruling did to a move that broke a rule (GameState::stand):
// applied as played, or refused with a plain sentence why the table cannot hold it.
struct StandResult {
  bool applied = false;
  std::string why_not;  // when not applied, e.g. "nobody could hold a third m8: ..."
};

// Winners from final scores: the highest score (shared on a tie); with score ranges, the
// sides sure to win whatever the hidden cards are (possibly none). Defined in
// games/result.cc, with the other rules every game shares (games/result.h).
std::vector<std::string> winners_of(const Outcome& outcome);

}  // namespace qm
