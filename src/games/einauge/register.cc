// Einauge's registration (games/registry.h): listed after Loot, the second game qm knew.
#include "games/einauge/einauge_game.h"
#include "games/registry.h"

namespace qm {

void register_einauge(GameRegistry& registry) {
  registry.add(std::make_unique<einauge::EinaugeGame>(), 2);
}

}  // namespace qm
