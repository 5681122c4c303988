// Helpers for the Einauge tests: a fixed two-player set-up written inline, and records of
// whole games played by the simulation (games/einauge/sim_game.h), cut where a test needs them.
#pragma once

#include <string>
#include <vector>

#include "games/einauge/invariants.h"
#include "games/einauge/options.h"
#include "games/einauge/record_writer.h"
#include "games/einauge/sim_game.h"

namespace qmtest {

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
qm::einauge::EinaugeSimGame finished_game(const qm::einauge::Options& options, int players,
                                          uint64_t seed);

// The record of `moves` (a prefix of a game's moves, or edited ones) over `game`'s set-up,
// after a newline (as the inline records: see record_text).
std::string sim_record(const qm::einauge::EinaugeSimGame& game,
                       const std::vector<qm::einauge::Move>& moves,
                       const std::string& ruleset = "einauge/standard", bool with_result = false);

}  // namespace qmtest
