// Pirates' registration (games/registry.h): listed after Loot and Einauge, the third game.
#include "games/pirates/cards/card_include.h"
#include "games/pirates/pirates_game.h"
#include "games/record_includes.h"
#include "games/registry.h"

namespace qm {

void register_pirates(GameRegistry& registry) {
  registry.add(std::make_unique<pirates::PiratesGame>(), 3);
  register_include_reader("pirates", &pirates::read_card_includes);  // `cards:`
}

}  // namespace qm
