#include "games/einauge/einauge_game.h"
#include "games/game.h"
#include "games/loot/loot_game.h"

namespace qm {

namespace {

std::vector<const Game*>& registered_games() {
  static const loot::LootGame loot;
  static const einauge::EinaugeGame einauge;
  static std::vector<const Game*> all = {&loot, &einauge};
  return all;
}

}  // namespace

const std::vector<const Game*>& all_games() { return registered_games(); }

void register_game(const Game& game) {
  if (!find_game(game.name())) registered_games().push_back(&game);
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

std::vector<std::string> winners_of(const Outcome& o) {
  std::vector<std::string> winners;
  if (o.sides.empty()) return winners;
  if (o.complete) {
    long long best = o.scores[0];
    for (long long s : o.scores) best = std::max(best, s);
    for (size_t i = 0; i < o.sides.size(); ++i)
      if (o.scores[i] == best) winners.push_back(o.sides[i]);
    return winners;
  }
  for (size_t i = 0; i < o.sides.size(); ++i) {
    bool sure = true;
    for (size_t j = 0; j < o.sides.size(); ++j)
      if (j != i && o.bounds[j].second >= o.bounds[i].first) sure = false;
    if (sure) winners.push_back(o.sides[i]);
  }
  return winners;
}

}  // namespace qm
