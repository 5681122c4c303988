#include "games/registry.h"

#include <algorithm>
#include <stdexcept>

#include "games/game.h"

namespace qm {

GameRegistry::GameRegistry() = default;
GameRegistry::~GameRegistry() = default;

void GameRegistry::add(std::unique_ptr<Game> game, int place) {
  const Game& g = *game;
  add(g, place);
  entries_.back().owned = std::move(game);
}

void GameRegistry::add(const Game& game, int place) {
  if (find(game.name()))
    throw std::logic_error("the game '" + std::string(game.name()) + "' is registered twice");
  entries_.push_back({place, &game, nullptr});
  std::vector<const Entry*> order;
  for (const Entry& e : entries_) order.push_back(&e);
  std::stable_sort(order.begin(), order.end(),
                   [](const Entry* a, const Entry* b) { return a->place < b->place; });
  listed_.clear();
  for (const Entry* e : order) listed_.push_back(e->game);
}

const Game* GameRegistry::find(std::string_view name) const {
  for (const Game* g : listed_)
    if (g->name() == name) return g;
  return nullptr;
}

GameRegistry& game_registry() {
  static GameRegistry registry;
  static const bool filled = (register_folder_games(registry), true);
  (void)filled;
  return registry;
}

const std::vector<const Game*>& all_games() { return game_registry().games(); }

const Game* find_game(std::string_view name) { return game_registry().find(name); }

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
