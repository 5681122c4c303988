#include "store/move_columns.h"

#include <fmt/format.h>

#include "games/loot/cards.h"
#include "games/loot/notation.h"

namespace qm::store {

namespace {

MoveColumns loot_columns(const RawMove& raw, const std::vector<std::string>& players) {
  MoveColumns c;
  loot::Move move;
  try {
    move = loot::parse_move(raw, players);
  } catch (const RecordError&) {
    return c;  // unreadable: the replay reports it
  }
  c.player = players[size_t(move.player)];
  c.verb = std::string(loot::verb_name(move.verb));
  if (move.target_owner >= 0)
    c.target = fmt::format("{}.m{}", players[size_t(move.target_owner)], move.target_value);
  else if (move.target > 0)
    c.target = fmt::format("@{}", move.target);
  if (move.card) c.card = std::string(loot::card_name(*move.card));
  return c;
}

}  // namespace

MoveColumns move_columns(const std::string& game, const RawMove& move,
                         const std::vector<std::string>& players) {
  if (game == "loot") return loot_columns(move, players);
  return {};
}

}  // namespace qm::store
