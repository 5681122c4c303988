#include "sim/simulator.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "games/game.h"

namespace qm::sim {

std::vector<std::string> simulator_bots(std::string_view game) {
  const Game* g = find_game(game);
  return g ? g->bots() : std::vector<std::string>{};
}

std::vector<std::string> all_simulator_bots() {
  std::vector<std::string> bots;
  for (const Game* g : all_games())
    for (const std::string& bot : g->bots())
      if (std::find(bots.begin(), bots.end(), bot) == bots.end()) bots.push_back(bot);
  return bots;
}

std::unique_ptr<GameSimulator> make_simulator(std::string_view game, const SimSpec& spec) {
  const Game* g = find_game(game);
  const std::vector<std::string> bots = g ? g->bots() : std::vector<std::string>{};
  if (bots.empty()) {
    std::vector<std::string_view> simulated;
    for (const Game* other : all_games())
      if (!other->bots().empty()) simulated.push_back(other->name());
    throw std::invalid_argument(fmt::format("no simulator for the game '{}' yet (simulators: {})",
                                            game, fmt::join(simulated, ", ")));
  }
  if (std::find(bots.begin(), bots.end(), spec.bot) == bots.end())
    throw std::invalid_argument(
        fmt::format("unknown bot '{}' (bots: {})", spec.bot, fmt::join(bots, ", ")));
  return g->make_simulator(spec);
}

}  // namespace qm::sim
