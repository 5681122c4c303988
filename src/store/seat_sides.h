// Reading every seat of a store with the person and the side it plays for, in one pass per
// table (ratings, standings and the league site read whole stores so): the person's name in
// the store (store/people.h), and the side as the record names it — its team, or the name
// it writes — which is how `scores` names sides. And finding a game's row among rows kept
// in game_id order.
#pragma once

#include <algorithm>
#include <functional>
#include <string>

#include "store/sqlite.h"

namespace qm::store {

struct SeatSide {
  long long game_id = 0;
  int seat = 0;  // 1 moves first
  const std::string& player;
  const std::string& side;
};

// Calls `visit` for every seat, by game_id, then seat.
void for_each_seat_side(Database& db, const std::function<void(const SeatSide&)>& visit);

// The element of `rows` (sorted by their `game_id`) whose game_id is `game_id`, or null.
template <typename Rows>
auto row_of_game(Rows& rows, long long game_id) -> decltype(&rows.front()) {
  auto it = std::lower_bound(rows.begin(), rows.end(), game_id,
                             [](const auto& row, long long id) { return row.game_id < id; });
  return it != rows.end() && it->game_id == game_id ? &*it : nullptr;
}

}  // namespace qm::store
