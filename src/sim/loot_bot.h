// Move generation and a random player for full-information Loot simulations.
//
// legal_moves() works on a state whose turn has begun (State::begin_turn(): the capture
// checks owed at the start of the turn have run), or begins it on a copy.
//
// Invariants: every move legal_moves() returns is accepted by State::play() on the state
// it was generated from; draws are returned unnamed (the simulation names the card).
#pragma once

#include <vector>

#include "games/loot/state.h"
#include "sim/random.h"

namespace qm::sim {

// Every legal move of the player to move, in a fixed order: draw; merchant (card order);
// attack (merchants in sea order, then pirate card order); captain (sea order; when the
// player holds a captain); admiral (sea order; when the player holds it); discard (card
// order). Empty when the game is over. Each candidate is kept when State::check() accepts
// it on the state after begin_turn(). Full information: the hand is State::known_hand().
std::vector<loot::Move> legal_moves(const loot::State& state);

// Chooses uniformly among the legal moves with the given generator (one below() call per
// choice). The generator is borrowed: it must outlive the bot.
class RandomBot {
 public:
  explicit RandomBot(Rng& rng) : rng_(rng) {}
  // The state's turn must have begun (see begin_turn); throws std::logic_error when the
  // player to move has no legal move.
  loot::Move choose(const loot::State& state);
  // The same with the legal moves already listed (`legal` must be legal_moves(state)).
  loot::Move choose(const loot::State& state, const std::vector<loot::Move>& legal);

 private:
  Rng& rng_;
};

}  // namespace qm::sim
