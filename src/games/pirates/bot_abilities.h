// The lines the bots write for the format 2 abilities that ask for lines of their own
// (`qm simulate --table abilities`, deal_table.h), beside bot.h's `extra`, `reveal` and special
// shots:
//   - `fire`: at the start of a turn, after the table's lines (the iceberg roll and drifts), the
//     fire line of every ship whose fire masts are due (rules_fire.cc), in fleet order, a d6 per
//     fire mast; a spread sets the highest-numbered standing mast on fire (no `/N` written);
//   - `use SRC cancel SHIP D6`: before the ship's action, a working `cancel` of the ship switches
//     off the most dangerous enemy ship in its reach: one with an ability entry the engine
//     applies, at work, the one with the most masts standing (the random bot: any of them);
//   - `use SRC take SHIP COIN`: a working `take` of the ship, with room aboard, takes the best
//     coins (the random bot: coins at random) of the enemy ship in its reach carrying the most
//     gold (the random bot: any enemy ship carrying gold); the treasure bot sails to meet such a
//     ship on its way home (take_goal).
// Each line is tried on a copy of the table before it is written (the engine decides the
// `once` and the cargo places); a ship's use lines come after its free lines and before its
// `extra` and its action, so that a cancel switches off an immunity before the ship shoots.
#pragma once

#include <optional>

#include "games/pirates/action.h"
#include "games/pirates/bot.h"
#include "games/pirates/state.h"
#include "games/random.h"

namespace qm::pirates {

// Whether a ship's `fire` line is due now (no chance), and the first one.
bool fire_line_due(const State& s);
std::optional<Action> fire_line(const State& s, sim::Rng& dice);

// Where the treasure bot sails for a `take` (with room aboard, a working take of the ship): to
// meet the enemy ship carrying the most gold on its way home (the point of the straight way
// from it to its home island nearest this ship, within six of this ship's moves); nullopt
// when none, or when one is within its reach already.
std::optional<Point> take_goal(const State& s, int ship);

// Whether `ship` has a `use` line to write now (no chance), and that line: its choices (the
// random bot's) drawn on `choice`, a cancel's die on `dice`.
bool use_due(const State& s, int ship);
std::optional<Action> use_line(const State& s, int ship, Pick pick, sim::Rng& choice,
                               sim::Rng& dice);

}  // namespace qm::pirates
