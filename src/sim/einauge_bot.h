// A random Einauge player, and whole simulated games, for the property tests, the sample
// records and the benchmark.
//
// The bot plays a turn on a copy of the state, move by move through State::play, so every
// move it returns is legal there: it picks a display card it can pay for (selling jewels,
// then island cards, only while short: legal under `selling: when-short`), buys it (a
// vessel onto a random column of its own with room, or a new one), steals a desk card
// with probability 1/2 when it has the sabres, and moves a random display card to the desk
// while there is room. The reveal is the simulation's: it knows the draw pile.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/einauge/state.h"
#include "sim/random.h"

namespace qm::sim {

class EinaugeBot {
 public:
  explicit EinaugeBot(Rng& rng) : rng_(rng) {}
  // The moves of the player to move, up to (not including) the reveal; empty when she
  // cannot buy anything (a dead end: no legal turn exists).
  std::vector<einauge::Move> turn(const einauge::State& state);
  // The final-turn action of the player to move: a steal, or a pass.
  einauge::Move final_action(const einauge::State& state);

 private:
  Rng& rng_;
};

// A whole simulated game: the set-up (the whole deck known) and every move.
struct EinaugeSimGame {
  uint64_t seed = 0;
  einauge::Setup setup;
  std::vector<einauge::Move> moves;
  bool completed = false;  // false: a player could not buy (the moves stop there)
};

// Deals (random removed colours and a shuffled pile from Rng(seed)) and plays a game
// between `players` random bots (2-5).
EinaugeSimGame simulate_einauge(const einauge::Options& options, int players, uint64_t seed);

// The game's record (format v1, one YAML document): header with removed/display/desk (and
// `deck` when `with_deck`), the moves as einauge::format_move writes them, and `result`
// (the computed totals) when `with_result`.
struct EinaugeRecordInfo {
  std::string ruleset = "einauge/standard";
  std::string id, date, event;
  bool with_deck = false, with_result = true;
};
std::string write_einauge_record(const EinaugeSimGame& game, const einauge::Options& options,
                                 const EinaugeRecordInfo& info);

}  // namespace qm::sim
