// What a game tells the generic layers about a replayed record beyond its outcome: the
// words of each move (player, verb, the rest of the line), the facts it reports as events,
// and the sections of `qm stats` it makes of their totals. The record store keeps them as
// generic rows (schema/store-v4.sql); the replay's observers (replay/observer.h) see them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/game_type.h"

namespace qm {

using Json = nlohmann::ordered_json;

// What a move reads as, in its game's notation: who moves, the verb, and the rest of the
// line ("Bruno attack @1 blue-3": Bruno, attack, "@1 blue-3"). Empty: not named (a move
// nobody makes has no player).
struct MoveWords {
  std::string player, verb, rest;
};

// One fact a game reports about a replayed record (a capture, a payout...), kept by the
// record store as a row of `events` (schema/store-v4.sql).
struct GameEvent {
  int move = 0;      // the move before which it happened; 0: at the end of the game
  std::string side;  // the side it is by or for; "" for none
  std::string kind;  // one of GameType::event_kinds
  long long value = 0;
  Json detail;  // an object with whatever else the game says about it, or null
};

// The events of one kind and value over the records `qm stats` counts: how many, and the
// sum of their values.
struct EventTotal {
  std::string kind;
  long long value = 0, events = 0, value_sum = 0;
};

// A section a game adds to `qm stats`, made from its event totals (by kind, then value).
// Every game's JSON carries the key of every registered game's sections (an empty array
// when the game has no such section), so that the JSON has the same shape for all games.
struct StatsSection {
  std::string key;                                             // its key in the JSON
  Json (*json)(const std::vector<EventTotal>& totals);         // an array
  std::string (*text)(const std::vector<EventTotal>& totals);  // "" when there is nothing
};

}  // namespace qm
