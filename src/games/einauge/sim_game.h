// A whole simulated Einauge game between bots (bot.h, greedy_bot.h), for `qm simulate`, the
// property tests, the sample records and the benchmarks: the deal (deal.h), then every turn
// the bot of the player to move plays, the table revealing the next cards of the known
// pile after each, until the game ends or a player cannot buy anything (a dead end).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "games/einauge/bot.h"
#include "games/einauge/state.h"

namespace qm::einauge {

struct EinaugeSimSettings {
  std::vector<EinaugeBotKind> seats = {EinaugeBotKind::Random};  // seat i: seats[i % size]
  // Checks after every move that no card is lost or doubled and no count is negative
  // (check_einauge_invariants, invariants.h); a failure throws std::logic_error.
  bool check_invariants = false;
};

// A whole simulated game: the set-up (the whole deck known) and every move.
struct EinaugeSimGame {
  uint64_t seed = 0;
  Setup setup;
  std::vector<Move> moves;
  bool completed = false;            // false: a player could not buy (the moves stop there)
  std::optional<State> final_state;  // the table after the last move
};

// Deals (deal_einauge with sim::Rng(seed)) and plays a game between `players` bots (2-5):
// random ones, or as `settings` says. The bots draw from the dealer's generator, so the
// random-bot game of a seed is the same with either overload.
EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed);
EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed,
                                const EinaugeSimSettings& settings);

}  // namespace qm::einauge
