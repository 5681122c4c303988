#include "games/einauge/einauge_game.h"
#include "games/game.h"
#include "games/loot/loot_game.h"

namespace qm {

const std::vector<const Game*>& all_games() {
  static const loot::LootGame loot;
  static const einauge::EinaugeGame einauge;
  static const std::vector<const Game*> all = {&loot, &einauge};
  return all;
}

const Game* find_game(std::string_view name) {
  for (const Game* g : all_games())
    if (g->name() == name) return g;
  return nullptr;
}

std::string known_games() {
  std::string s;
  for (const Game* g : all_games()) {
    if (!s.empty()) s += ", ";
    s += g->name();
  }
  return s;
}

const RulesSpec* game_option_specs(std::string_view name) {
  const Game* g = find_game(name);
  return g ? &g->rules_spec() : nullptr;
}

}  // namespace qm
