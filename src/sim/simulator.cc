#include "sim/simulator.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "games/game.h"
#include "games/registry.h"
#include "sim/play_loop.h"

namespace qm::sim {

std::vector<std::string> simulator_bots(std::string_view game) {
  const Game* g = find_game(game);
  if (!g) return {};
  // A game without a state has no simulator.
  return g->offers_state() ? g->type().bots : std::vector<std::string>{};
}

std::vector<std::string> all_simulator_bots() {
  std::vector<std::string> bots;
  for (const Game* g : all_games())
    for (const std::string& bot : simulator_bots(g->name()))
      if (std::find(bots.begin(), bots.end(), bot) == bots.end()) bots.push_back(bot);
  return bots;
}

std::unique_ptr<GameSimulator> make_simulator(std::string_view game, const SimSpec& spec) {
  const std::vector<std::string> bots = simulator_bots(game);
  if (bots.empty()) {
    std::vector<std::string_view> simulated;
    for (const Game* other : all_games())
      if (!simulator_bots(other->name()).empty()) simulated.push_back(other->name());
    throw std::invalid_argument(fmt::format("no simulator for the game '{}' yet (simulators: {})",
                                            game, fmt::join(simulated, ", ")));
  }
  if (std::find(bots.begin(), bots.end(), spec.bot) == bots.end())
    throw std::invalid_argument(
        fmt::format("unknown bot '{}' (bots: {})", spec.bot, fmt::join(bots, ", ")));
  const Game* g = find_game(game);
  // A game without a simulator of its own is played by the generic loop on its GameState.
  if (std::unique_ptr<GameSimulator> own = g->make_simulator(spec)) return own;
  return make_state_simulator(game, spec);
}

}  // namespace qm::sim
