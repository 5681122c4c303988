// Einauge behind sim::GameSimulator (games/simulator.h): simulate_einauge (sim_game.h) with
// the spec's bot at every seat (bot.h, greedy_bot.h), records written (record_writer.h)
// with the whole draw pile (`deck`) and the computed `result`, so that they replay as valid.
//
// Figures, per game (compare --simulate shows their means):
//   "jewels per player"      the mean final total;
//   "jewels from end bonus"  the share of all jewels scored that came from the end bonus:
//                            chest majorities under `scoring: chests`, the colour bonus
//                            under `scoring: colours` (the rest: jewels held and ducats);
//                            pooled: the run's bonus jewels of all its jewels;
//   "colours per player"     different island colours owned at the end (mean);
//   "steals per game"        steals, final turn included;
//   "vessels bought per game" vessels bought from the display (vessel_cost decides their
//                            price);
//   "dead ends"              games that stopped because the player to move could not pay
//                            for any display card (the record ends there, unfinished, and
//                            says so in a comment).
#pragma once

#include "games/einauge/options.h"
#include "games/einauge/sim_game.h"
#include "games/simulator.h"

namespace qm::einauge {

class EinaugeSimulator : public sim::GameSimulator {
 public:
  explicit EinaugeSimulator(const sim::SimSpec& spec);  // throws std::invalid_argument
  sim::SimOutcome play(uint64_t seed, std::string* record) const override;

 private:
  std::string ruleset_, bot_;
  Options options_;
  int players_ = 0;
  EinaugeSimSettings settings_;
};

}  // namespace qm::einauge
