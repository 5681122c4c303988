// The games of `qm compare --simulate`, in pairs: game i is played from game_seed(S, i)
// (sim/game_seeds.h) under ruleset A and under ruleset B, with the same bots, so the two
// plays share the deal and every draw until the rulesets make them part. Each pair keeps
// both outcomes, the moves of each verb and the events of each kind (its mix of moves and
// events), how often each game's engine read each option it counts (games/option_uses.h),
// and the move at which the two plays parted.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/option_uses.h"
#include "sim/simulation.h"

namespace qm {
class Game;
}

namespace qm::compare {

struct PairedGame {
  sim::SimOutcome a, b;
  // Moves of each verb, in the order of PairedRun::verbs (shorter: none of the rest).
  std::vector<int> verbs_a, verbs_b;
  // Events of each kind the game reports (GameType::event_kinds, in its order).
  std::vector<int> events_a, events_b;
  std::vector<OptionUse> options_a, options_b;  // GameState::option_uses at the end
  int first_difference = 0;  // the first move where the plays part (1-based); 0: never
};

struct PairedRun {
  std::vector<PairedGame> games;         // in game order
  std::vector<std::string> verbs;        // every verb played under A or B, in order of first use
  std::vector<std::string> event_kinds;  // the game's (GameType::event_kinds), in its order
};

// Plays games [0, count) of `seed` under both simulators (their game is `game`) on `threads`
// threads; the result does not depend on the number of threads.
PairedRun play_paired(const Game& game, const sim::Simulator& a, const sim::Simulator& b,
                      uint64_t seed, uint64_t count, int threads,
                      const sim::Progress& progress = {});

// Moves of the verb (or events of the kind) `index` in one side's counts.
inline int verb_count(const std::vector<int>& counts, size_t index) {
  return index < counts.size() ? counts[index] : 0;
}

}  // namespace qm::compare
