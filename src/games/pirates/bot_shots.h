// The lines the bots write for the format 2 abilities that change how a ship shoots, moves after
// shooting, boards and acts (`qm simulate --table abilities`, deal_table.h), beside bot.h's
// special shots and bot_abilities.h's `fire` and `use` lines:
//   - a Broadsides Attack (`B>B2:5h`, `broadsides-attack`): shoot_line fires one instead of its
//     cannons when the ship has one at hand and an enemy ship within S (not a creature); the
//     treasure bot when it scores more hits on average than the cannons one by one at that
//     target, the random bot one time in two; the hits fall on the highest masts (no `/N`);
//   - the free move after a shoot action (`allow {shoot-move}`): the treasure bot sails on
//     towards its goal, the random bot makes a random move;
//   - `use SRC board-range T` (`allow {board-range}`), right after the ship's move or as its
//     action: at the enemy ship within reach carrying the most gold (not docked at its home
//     island), when the ship has room aboard and its masts standing are as many as the target's
//     or more; the `board` line follows (as after a ram); the treasure bot sails to meet such a
//     ship (board_range_goal);
//   - a Born Leader's `extra` (`{act: {grant: same, when: before-action}}`) before the ship's
//     first line of the turn, when it has an action to take; a second action of the first's kind
//     follows when the die grants it (bot.h standard_lines).
//   - the `use SRC @N …` lines a `when {event: hit}` makes due after a shoot line (a crew of
//     the piece hit eliminated);
//   - a raid (`allow {raid}`): a raider with room aboard docks at an enemy home island holding
//     coins (the treasure bot sails there when it is nearer than every island with coins) and
//     loads the largest coin that home may hold (`load A1 3`), as many as the raid allows; on
//     its owner's next turn its action is a move (raid-leave).
// Each line but the Broadsides Attack is tried on a copy of the table before it is written.
#pragma once

#include <optional>

#include "games/pirates/action.h"
#include "games/pirates/bot.h"
#include "games/pirates/state.h"
#include "games/random.h"

namespace qm::pirates {

std::optional<Action> broadside_line(const State& s, int ship, Pick pick, sim::Rng& rng);

// Whether `ship` may make its free move after shooting now (no chance).
bool shoot_move_due(const State& s, int ship);

// The `use … board-range` line of `ship`, right after its move (`m.moved_last`) or as its
// action; nullopt when none serves.
std::optional<Action> board_range_line(const State& s, int ship, const TurnMemory& m);
// Where the treasure bot sails to board from range: to within half the reach of the enemy ship
// carrying the most gold within kBoardMoves of its moves; nullopt when none, or when one is
// within reach already.
constexpr double kBoardMoves = 4;
std::optional<Point> board_range_goal(const State& s, int ship);

// A Born Leader's `extra` line for `ship` before its first line of the turn, its die drawn on
// `dice`; born_leader_due says whether there is one (no chance).
bool born_leader_due(const State& s, int ship);
std::optional<Action> born_leader_line(const State& s, int ship, sim::Rng& dice);

// A smoke shot (`{shot: {kind: smoke}}`, shoot_line): a spare fog bank of the header not on
// the table, placed between the ship and the nearest enemy ship within 2 L of it (as near the
// ship as it may lie without touching it; turned by up to 80 degrees when an island or a ship is
// in the way), whole millimetres; nullopt when the ship has no smoke shot at hand, no spare fog
// bank is free or no enemy is near.
struct SmokePlace {
  int fog = -1;  // index in Pieces::terrain
  Point at;
};
std::optional<SmokePlace> smoke_place(const State& s, int ship);

// A shot's effect (`use SRC @N kill CREW`, `@N cargo ITEM`, `@N mast`): right after the shoot
// line of `m.shot_last` (and the `use` lines answering it), the next line a `when {event: hit}`
// working on that ship owes, the first shot with something to act on: the first crew aboard the
// piece hit, its best coin, a mast (the highest standing); tried on a copy of the table. The
// game state writes these before any other line (pirates_game_state.cc).
bool hit_use_due(const State& s, const TurnMemory& m);
std::optional<Action> hit_use_line(const State& s, const TurnMemory& m);

// Raids: whether `ship` may dock at `island` as a raider (an enemy home holding coins, room
// aboard, a working `allow {raid}`); its `load` line now, docked there, that the engine accepts
// (nullopt when none); whether it docked there in an earlier turn (its action is then a move);
// the enemy home island the treasure bot sails to raid (nullopt: none, or an island with coins
// is nearer).
bool raid_island(const State& s, int ship, int island);
std::optional<Action> raid_load_line(const State& s, int ship);
bool raider_must_leave(const State& s, int ship);
std::optional<int> raid_goal(const State& s, int ship);
// The move of a raider that must leave and has no goal to sail for: straight out from the
// island's centre, as far as its rulers go (turned as greedy_bot.h's move_towards turns).
std::optional<Action> raider_leave_move(const State& s, int ship);

}  // namespace qm::pirates
