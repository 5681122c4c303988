// Helpers for the Einauge tests: a fixed two-player set-up written inline, and whole games
// played by the simulation loop (games/play.h) on EinaugeGameState, with their moves as the
// engine took them, and records of them cut where a test needs them.
#pragma once

#include <string>
#include <vector>

#include "games/einauge/bot.h"
#include "games/einauge/invariants.h"
#include "games/einauge/options.h"
#include "games/einauge/record_writer.h"
#include "games/einauge/state.h"

namespace qmtest {

// A whole simulated game: the set-up (the whole deck known) and every move.
struct EinaugeSimGame {
  uint64_t seed = 0;
  qm::einauge::Setup setup;
  std::vector<qm::einauge::Move> moves;
  bool completed = false;  // false: a player could not buy (the moves stop there)
  std::optional<qm::einauge::State> final_state;  // the table after the last move
};

struct EinaugeSimSettings {
  // Seat i's bot: seats[i % size].
  std::vector<qm::einauge::EinaugeBotKind> seats = {qm::einauge::EinaugeBotKind::Random};
  bool check_invariants = false;  // after every move (invariants.h)
};

// The game of `seed` between `players` bots, as `qm simulate` plays it (one generator for
// the deal and every bot).
EinaugeSimGame simulate_einauge(const qm::einauge::Options& options, int players, uint64_t seed,
                                const EinaugeSimSettings& settings = {});

// A two-player record (Anna, Bruno; red, blue, green, yellow, purple in play) with
// display [blue-5, green-3, purple-2, blue-8, red-4, green-6] and desk [purple-4], then
// `moves` (lines "  - ...\n"). No deck: reveals are checked against the unseen cards.
std::string einauge_record(const std::string& moves,
                           const std::string& removed = "[orange, black, white]",
                           const std::string& ruleset = "einauge/standard");

// The first turns of that game, used by many tests (see einauge_rules_test.cc).
extern const char* const kTurnA1;  // Anna buy blue-5, move green-3, reveal red-2 yellow-7
extern const char* const kTurnB1;  // Bruno buy red-4, move purple-2, reveal yellow-3 blue-2

// The options of a shipped ruleset.
qm::einauge::Options einauge_options(const std::string& ruleset);

// A completed simulated game from `seed` on (the first seed whose game the bots finish).
EinaugeSimGame finished_game(const qm::einauge::Options& options, int players, uint64_t seed);

// The record of `moves` (a prefix of a game's moves, or edited ones) over `game`'s set-up,
// after a newline (as the inline records: see record_text).
std::string sim_record(const EinaugeSimGame& game, const std::vector<qm::einauge::Move>& moves,
                       const std::string& ruleset = "einauge/standard", bool with_result = false);

}  // namespace qmtest
