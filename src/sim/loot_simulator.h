// Loot behind the GameSimulator interface (sim/simulator.h): simulate_loot_game with the
// spec's bot at every seat, records written with Visibility::Full (deal and draw pile
// given, every draw named). Figures: "merchants captured", the share of the 25 merchant
// ships that ended in someone's captured pile.
#pragma once

#include "sim/loot_sim.h"
#include "sim/simulator.h"

namespace qm::sim {

class LootSimulator : public GameSimulator {
 public:
  explicit LootSimulator(const SimSpec& spec);  // throws std::invalid_argument
  SimOutcome play(uint64_t seed, std::string* record) const override;

 private:
  std::string ruleset_;
  loot::Options options_;
  std::vector<std::string> players_;
  SimSettings settings_;
};

}  // namespace qm::sim
