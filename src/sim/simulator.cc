#include "sim/simulator.h"

#include <stdexcept>

#include "sim/einauge_simulator.h"
#include "sim/loot_simulator.h"

namespace qm::sim {

std::vector<std::string> simulator_bots(std::string_view game) {
  if (game == "loot" || game == "einauge") return {"random", "greedy"};
  return {};
}

std::unique_ptr<GameSimulator> make_simulator(std::string_view game, const SimSpec& spec) {
  if (game == "loot") return std::make_unique<LootSimulator>(spec);
  if (game == "einauge") return std::make_unique<EinaugeSimulator>(spec);
  throw std::invalid_argument("no simulator for the game '" + std::string(game) +
                              "' yet (simulators: loot, einauge)");
}

}  // namespace qm::sim
