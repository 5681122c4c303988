// What a game's simulator is to `qm simulate` / `qm compare --simulate` (sim/simulation.h):
// a GameSimulator plays one game from a seed with bots and says how it went, in terms every
// game shares (sides, scores, winners, length) plus the game's own figures; it can also
// write the game as a full-information record (docs/format.md) that replays as valid.
// A game offers one through Game::bots() and Game::make_simulator() (games/game.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "rules/ruleset.h"

namespace qm::sim {

struct SimSpec {
  // Resolved (options and data tables); its name is written into records ("loot/standard").
  Ruleset ruleset;
  int players = 0;
  std::string bot = "random";  // every seat
  bool check_invariants = false;
};

// A figure of one game: a share (0..1, shown as a percentage) or a plain number; or, pooled,
// a count out of a total (hits of shots), whose rate over many games is the sum of the
// counts over the sum of the totals — every shot weighs the same, a game without shots none
// — not the mean of each game's rate.
struct SimFigure {
  std::string name;
  double value = 0;  // pooled: the count (hits)
  bool share = false;
  bool pooled = false;
  double of = 0;  // pooled: the total the count is out of (shots)
};

// What happened in one simulated game.
struct SimOutcome {
  int moves = 0;
  std::vector<int> side_of_seat;  // seat (turn order) -> side
  std::vector<long long> scores;  // per side
  std::vector<int> winners;       // sides with the highest score
  // False when the simulation stopped the game before its rules ended it (a cap on its
  // length, a position the rules leave open): scores and winners are then the table's.
  bool finished = true;
  // The game's own figures, in a fixed order (Loot: "merchants captured", a share).
  std::vector<SimFigure> figures;
};

class GameSimulator {
 public:
  virtual ~GameSimulator() = default;
  // Plays the game of `seed`; when `record` is not null, writes it there as one YAML
  // document (ending in a newline). Thread-safe: const, no shared state.
  virtual SimOutcome play(uint64_t seed, std::string* record) const = 0;
};

}  // namespace qm::sim
