#include "games/planned_games.h"

#include <algorithm>
#include <array>

#include "games/game.h"

namespace qm {

bool is_planned_game(std::string_view name) {
  static constexpr std::array<std::string_view, 1> kInTheFormat = {"pirates"};
  return !find_game(name) &&
         std::find(kInTheFormat.begin(), kInTheFormat.end(), name) != kInTheFormat.end();
}

}  // namespace qm
