// A game's simulator, found through the game registry (games/game.h): `qm simulate` and
// `qm compare --simulate` know no game; each game offers its bots and makes its simulator
// (games/simulator.h).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/simulator.h"

namespace qm::sim {

// The bots a game's simulator offers, the default first; empty for a game without one.
std::vector<std::string> simulator_bots(std::string_view game);

// Every bot some registered game offers, each once, in registration order (the default of
// the first game with a simulator first): the `--bot` choices.
std::vector<std::string> all_simulator_bots();

// A simulator of `game` under `spec`. Throws std::invalid_argument for a game without a
// simulator, an unknown bot, or a player count the ruleset does not allow.
std::unique_ptr<GameSimulator> make_simulator(std::string_view game, const SimSpec& spec);

}  // namespace qm::sim
