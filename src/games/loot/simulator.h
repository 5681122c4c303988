// Loot behind sim::GameSimulator (games/simulator.h): simulate_loot_game with the
// spec's bot at every seat, records written with Visibility::Full (deal and draw pile
// given, every draw named). Figures: "merchants captured", the share of the 25 merchant
// ships that ended in someone's captured pile.
#pragma once

#include "games/loot/sim_game.h"
#include "games/simulator.h"

namespace qm::loot {

class LootSimulator : public sim::GameSimulator {
 public:
  explicit LootSimulator(const sim::SimSpec& spec);  // throws std::invalid_argument
  sim::SimOutcome play(uint64_t seed, std::string* record) const override;

 private:
  std::string ruleset_;
  Options options_;
  std::vector<std::string> players_;
  SimSettings settings_;
};

}  // namespace qm::loot
