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
#include "games/random.h"

namespace qm::loot {

// Every legal move of the player to move, in a fixed order: draw; merchant (card order);
// attack (merchants in sea order, then pirate card order); captain (sea order; when the
// player holds a captain); admiral (sea order; when the player holds it); discard (card
// order). Empty when the game is over. Each candidate is kept when State::check() accepts
// it on the state after begin_turn(). Full information: the hand is State::known_hand().
std::vector<Move> legal_moves(const State& state);
// The same into `out` (cleared first), without allocating once `out` has grown. With every
// card known (no unknown hand cards) the rules are applied directly, not through
// State::check(), which formats a message for each refused candidate: the simulations'
// fast path. The list is the same, in the same order (tests/unit/sim_legal_moves_test.cc).
void legal_moves(const State& state, std::vector<Move>& out);
// legal_moves() by State::check() on every candidate: the reference the fast path is
// tested against.
std::vector<Move> legal_moves_checked(const State& state);

// A player for simulations: picks one of the legal moves. Implementations are
// deterministic functions of the state, the legal moves and their generator's state.
class LootBot {
 public:
  virtual ~LootBot() = default;
  // `legal` is legal_moves(state), never empty; the state's turn has begun.
  virtual Move pick(const State& state, const std::vector<Move>& legal) = 0;
};

// Chooses uniformly among the legal moves with the given generator (one below() call per
// choice). The generator is borrowed: it must outlive the bot.
class RandomBot : public LootBot {
 public:
  explicit RandomBot(sim::Rng& rng) : rng_(rng) {}
  // The state's turn must have begun (see begin_turn); throws std::logic_error when the
  // player to move has no legal move.
  Move choose(const State& state);
  // The same with the legal moves already listed (`legal` must be legal_moves(state)).
  Move choose(const State& state, const std::vector<Move>& legal);
  Move pick(const State& state, const std::vector<Move>& legal) override {
    return choose(state, legal);
  }

 private:
  sim::Rng& rng_;
};

}  // namespace qm::loot
