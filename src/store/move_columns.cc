#include "store/move_columns.h"

#include "games/game.h"

namespace qm::store {

namespace {

std::optional<std::string> column(const std::string& value) {
  if (value.empty()) return std::nullopt;
  return value;
}

}  // namespace

MoveColumns move_columns(const std::string& game, const RawMove& move,
                         const std::vector<std::string>& players) {
  const Game* g = find_game(game);
  if (!g) return {};
  std::optional<MoveFields> f = g->move_fields(move, players);
  if (!f) return {};
  return MoveColumns{column(f->player), column(f->verb), column(f->target), column(f->card)};
}

}  // namespace qm::store
