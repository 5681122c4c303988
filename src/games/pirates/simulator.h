// Pirates behind sim::GameSimulator (games/simulator.h): the game of a seed dealt and played
// by PiratesGameState (pirates_game_state.h) with the spec's bot at every seat, `random`
// (bot.h) or `greedy` (the treasure bot, greedy_bot.h), and written as a record that
// replays as valid with the same scores: the set-up (record_writer.h), every line as
// notation.h writes it, `result`. The random bot's games are byte for byte those of the
// generic loop (sim/play_loop.h) on Game::new_state.
//
// Figures, per game (compare --simulate shows their means): gold home per player, shots
// per game, hit rate (hits of shots: pooled, every shot of the run weighing the same),
// ships sunk per game, games ended by the rules (the rest stopped after kMaxRounds rounds).
#pragma once

#include "games/pirates/options.h"
#include "games/pirates/pirates_game_state.h"
#include "games/simulator.h"

namespace qm::pirates {

class PiratesSimulator : public sim::GameSimulator {
 public:
  explicit PiratesSimulator(const sim::SimSpec& spec);  // throws std::invalid_argument
  sim::SimOutcome play(uint64_t seed, std::string* record) const override;

 private:
  std::string ruleset_, bot_name_;
  Options options_;
  int players_ = 0;
  BotKind bot_ = BotKind::Random;
  bool check_invariants_ = false;
};

}  // namespace qm::pirates
