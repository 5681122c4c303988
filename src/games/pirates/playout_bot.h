// The search bot's Pirates policy (games/ismcts.h: its candidate lines and its play-outs):
// random among sensible lines, so that the games it plays out end by the rules, with every
// kind of line in them. Its choices are drawn on one generator and the dice on another
// (line_with_dice), so that the search can play one choice again with other dice.
//
// For each ship, in fleet order, every free line due (bot.h), ramming and towing too:
// board after its ram (the winner takes the best coin), dock, explore (the best coins), ram
// an enemy its bow touches, tow a derelict, a Captain's shot after the move. Then, one time
// in two, it scuttles its own derelict that an enemy ship could tow away with its next move
// (an enemy afloat, with masts, towing nothing, the derelict's bow within its move), unless
// the derelict is in tow or may repair where it lies; one try a turn. Then its standard
// action:
//   1. docked since its turn began at an island with coins and room aboard: explores;
//   2. a lost mast it may repair: repairs when it cannot move or has lost half its masts or
//      more, else one time in two;
//   3. an enemy in range: shoots (each cannon at the best target, as the treasure bot),
//      three times in four with nothing aboard, one time in four with gold aboard;
//   4. moves (as the treasure bot steers, greedy_bot.h move_towards) towards a goal drawn
//      among the sensible ones: one time in two, the bow of the nearest derelict within its
//      move (any player's, not already towed by its own side, not docked at its owner's
//      home), so that a tow is then due; towing, home; with gold aboard, home when the hold
//      is full or no island holds coins, else home or an island with coins, even odds; with
//      room aboard, an island with coins (the nearest three times in four, else one at
//      random), or one time in five with nothing aboard (and always when no island holds
//      coins), an enemy at sea, the nearest carrying gold else the nearest, sailing bow
//      first until it touches it (a ram is then due);
//   5. failing all that, shoots if it can.
#pragma once

#include "games/pirates/bot.h"

namespace qm::pirates {

class PlayoutBot : public PiratesBot {
 public:
  bool has_line(const State& s, int ship, const TurnMemory& m) const override;
  // Choices and dice both on `rng`.
  std::optional<Action> line(const State& s, int ship, const TurnMemory& m,
                             sim::Rng& rng) const override {
    return line_with_dice(s, ship, m, rng, rng);
  }
  std::optional<Action> line_with_dice(const State& s, int ship, const TurnMemory& m,
                                       sim::Rng& choice, sim::Rng& dice) const override;
};

}  // namespace qm::pirates
