// The treasure bot (`--bot greedy`, as the other games name their sensible bot): sails for
// treasure, carries it home and shoots what it can hit. It looks no further than the ship
// it is playing, and draws on chance only for dice.
//
// For each ship, in fleet order, after the free lines every bot takes (bot.h; it neither
// rams nor tows) and its `use` lines (bot_abilities.h):
//   1. docked since its turn began at an island with coins and room aboard: explores,
//      taking the best coins;
//   2. a lost mast, docked at home (or a Shipwright aboard): repairs;
//   3. nothing aboard and an enemy in range: shoots, each cannon at the best target (a
//      derelict carrying gold, which sinks; else the most gold aboard; else the fewest
//      masts standing), unless a Captain lets it move first;
//   4. moves: format 2, with a working `take` and room aboard, to meet an enemy ship carrying
//      gold on its way home (bot_abilities.h take_goal); home when its hold is full or no
//      island holds coins any more, else to the nearest island with coins; with no treasure left
//      anywhere and nothing aboard, at the nearest enemy at sea. Each segment of its move heads
//      straight for the goal, or turned 20, 40, 60 or 80 degrees either way when that is blocked,
//      and stops touching the island it sails for;
//   5. failing all that, shoots if it can.
// It docks wherever its move ends touching an island it may dock at (unloading at home).
#pragma once

#include "games/pirates/bot.h"

namespace qm::pirates {

// The move of `ship` towards `goal`, segment by segment (longest ruler first): each
// segment heads straight for it, or turned 20, 40, 60 or 80 degrees either way when that
// is blocked; it stops at the goal. nullopt when no segment can be sailed.
std::optional<Action> move_towards(const State& s, int ship, Point goal);
// The point of `island`'s shore nearest the ship, touching it without overlapping; nullopt
// for a ship at its centre.
std::optional<Point> shore_point(const State& s, int ship, int island);

class GreedyBot : public PiratesBot {
 public:
  bool has_line(const State& s, int ship, const TurnMemory& m) const override;
  std::optional<Action> line(const State& s, int ship, const TurnMemory& m,
                             sim::Rng& rng) const override;
};

}  // namespace qm::pirates
