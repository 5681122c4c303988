#include "sim/simulator.h"

#include <stdexcept>

#include "sim/einauge_simulator.h"
#include "sim/loot_simulator.h"
#include "sim/play_loop.h"

namespace qm::sim {

std::vector<std::string> simulator_bots(std::string_view game) {
  if (game == "loot" || game == "einauge") return {"random", "greedy"};
  return state_simulator_bots(game);
}

std::unique_ptr<GameSimulator> make_simulator(std::string_view game, const SimSpec& spec) {
  if (game == "loot") return std::make_unique<LootSimulator>(spec);
  if (game == "einauge") return std::make_unique<EinaugeSimulator>(spec);
  // A game without a simulator of its own: the generic loop on its GameState.
  if (std::unique_ptr<GameSimulator> generic = make_state_simulator(game, spec)) return generic;
  throw std::invalid_argument("no simulator for the game '" + std::string(game) +
                              "' yet (simulators: loot, einauge)");
}

}  // namespace qm::sim
