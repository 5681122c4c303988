// What a game reads from one move (player, verb, target, card), stored beside the move as
// written so that the moves table can be queried. The replay never reads these columns.
// Each game says what its moves name (Game::move_fields); a move its game cannot read, or
// a record of an unknown game, gives none.
#pragma once

#include <string>
#include <vector>

#include "record/record.h"
#include "store/stored_record.h"

namespace qm::store {

MoveColumns move_columns(const std::string& game, const RawMove& move,
                         const std::vector<std::string>& players);

}  // namespace qm::store
