// The legal moves of a full-information Loot position, counted and indexed without being
// listed: what a random bot needs (one below(size()) call, then at(k)) at a fraction of
// the cost of legal_moves(). at(k) is legal_moves(state)[k] (sim/loot_bot.h), the same
// order; tests/unit/sim_legal_moves_test.cc checks it on every position of many games.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "games/loot/state.h"

namespace qm::sim {

class LegalMoveIndex {
 public:
  // `state`'s turn must have begun and the player to move hold no unknown card.
  explicit LegalMoveIndex(const loot::State& state);
  size_t size() const { return size_; }
  loot::Move at(size_t k) const;  // k < size()

 private:
  int player_ = 0;
  bool draw_ = false;
  std::vector<loot::Card> merchants_;               // merchant kinds held, in card order
  std::array<std::vector<loot::Card>, 4> pirates_;  // pirate kinds held, per colour
  struct Sea {  // trivial, so that a List of them is not initialised
    int number;
    uint8_t colours;  // the colours the player may attack it with (bit per colour)
    size_t count;     // attacks on it
  };
  std::vector<Sea> sea_;
  std::vector<int> captains_, admirals_;  // sea numbers
  std::vector<loot::Card> discards_;
  size_t attacks_ = 0, size_ = 0;
};

}  // namespace qm::sim
