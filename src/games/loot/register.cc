// Loot's registration (games/registry.h): listed first, the first game qm knew.
#include "games/loot/loot_game.h"
#include "games/registry.h"

namespace qm {

void register_loot(GameRegistry& registry) { registry.add(std::make_unique<loot::LootGame>(), 1); }

}  // namespace qm
