// The format 2 lines the bots write for the table (terrain and forts; docs/rules-pirates.md,
// "Terrain" and "Forts"), shared by every Pirates bot, with the dice drawn from the chance
// they are given:
//   - before any ship's line, the lines the table owes: the turn's iceberg roll, the drifts
//     it calls for (S along the edge the die names, stopping where the iceberg first touches
//     an island or a ship, every ship it comes to touch listed as hit), and the lines a move
//     owes for the terrain it met (a reef's die when it has no value yet this turn, a
//     Sargasso Sea's die, the fog bank's entry at its centre or the nearest free point inside,
//     clear of the ships lost there and of icebergs);
//   - a ship's own: right after its exit from a fog bank its move; lost in a fog bank, its
//     exit (the die rolled; a way out that is blocked is rolled again with a working
//     `reroll {die: any}` of the ship, `D1,D2`, else writes nothing and the ship stays lost);
//     right after a move that ends touching a whirlpool, its jump to the first free place
//     touching another whirlpool (16 directions round it, touching no island, ship or other
//     terrain), the d6 and, on 4-6, the loss: the smallest coin aboard, else a crew, else the
//     highest mast standing; trapped in a Sargasso Sea, its escape as its standard action when a
//     place in stern contact (its stern to the sea's centre, one of 16 headings) is free;
//   - after the player's ships, each of the player's forts standing with a flag up shoots
//     once, when an enemy ship or creature is in the range of one of its flags: each flag
//     at the target in its range worth the most (gold aboard, then the fewest masts
//     standing), never at a derelict (its sinking would owe a share) nor at one the line has
//     made derelict; the line of fire from the fort's circle, which only terrain that blocks
//     fire stops;
//   - then the fort's `build` when a ship of the player is docked at an explored wild island
//     with no fort and the home island holds its cost (paid as one coin).
// The bots keep their moves to what the rules let them write (move_meets_ok): a move meets
// at most one fog bank, reef or Sargasso Sea, and only with its last point, and not a fog
// bank with no free place inside.
#pragma once

#include <optional>

#include "games/pirates/action.h"
#include "games/pirates/bot.h"
#include "games/pirates/state.h"
#include "games/random.h"

namespace qm::pirates {

// Whether the table owes a line now (no chance), and that line.
bool table_line_due(const State& s);
Action table_line(const State& s, sim::Rng& dice);

// What a ship's terrain asks of its turn.
enum class ShipTerrain : uint8_t {
  Free,       // nothing: its lines are the bot's own
  Done,       // it entered a fog bank this turn, or is lost in one and cannot move: no line
  Exit,       // lost in a fog bank: its exit comes first
  AfterExit,  // it left the fog bank on the line before: its move
  Escape,     // trapped in a Sargasso Sea, its standard action not taken: its escape first
  Whirl,      // its move just ended touching a whirlpool with a place by another: the jump
};
ShipTerrain ship_terrain(const State& s, int ship, const TurnMemory& m);
// The line of Exit, AfterExit, Escape and Whirl; nullopt when there is none (a blocked exit,
// no room to escape to: for Escape the bot's other lines follow).
std::optional<Action> ship_terrain_line(const State& s, int ship, const TurnMemory& m,
                                        ShipTerrain what, sim::Rng& choice, sim::Rng& dice);

// Whether the move `a` of `ship` meets the terrain as the bots allow (see above).
bool move_meets_ok(const State& s, int ship, const Action& a);

// Whether ship `towed`, towed by ship `tower` standing at `at` heading `heading`, placed behind
// it, overlaps no terrain that blocks moves (an iceberg with a ship under it could not drift).
bool tow_place_clear(const State& s, int tower, int towed, Point at, double heading);

// The current player's `build` now, or nullopt.
std::optional<Action> build_line(const State& s);

// Whether a fort of the current player shoots now (no chance), and its line.
bool fort_shot_due(const State& s);
Action fort_shot_line(const State& s, sim::Rng& dice);

}  // namespace qm::pirates
