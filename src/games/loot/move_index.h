// The legal moves of a full-information Loot position, counted and indexed without being
// listed: what a random bot needs (one below(size()) call, then at(k)) at a fraction of
// the cost of legal_moves(). at(k) is legal_moves(state)[k] (games/loot/bot.h), the same
// order; tests/unit/sim_legal_moves_test.cc checks it on every position of many games.
#pragma once

#include <array>
#include <cstddef>

#include "games/loot/state.h"

namespace qm::loot {

class LegalMoveIndex {
 public:
  // `state`'s turn must have begun and the player to move hold no unknown card.
  explicit LegalMoveIndex(const State& state);
  size_t size() const { return size_; }
  Move at(size_t k) const;  // k < size()

 private:
  // A list of at most N items kept inline: the index is built before every move of a
  // simulated game, so it must not allocate. The bounds come from the deck (cards.h).
  template <typename T, size_t N>
  struct InlineList {
    std::array<T, N> items;
    size_t size = 0;
    void push_back(T item) { items[size++] = item; }
    const T& operator[](size_t i) const { return items[i]; }
    const T* begin() const { return items.data(); }
    const T* end() const { return items.data() + size; }
  };
  static constexpr size_t kMerchantShips = 25;

  int player_ = 0;
  bool draw_ = false;
  InlineList<Card, 7> merchants_;               // merchant kinds held, in card order
  std::array<InlineList<Card, 4>, 4> pirates_;  // pirate kinds held, per colour
  struct Sea {
    int number;
    uint8_t colours;  // the colours the player may attack it with (bit per colour)
    size_t count;     // attacks on it
  };
  InlineList<Sea, kMerchantShips> sea_;
  InlineList<int, kMerchantShips> captains_, admirals_;  // sea numbers
  InlineList<Card, kCardKinds - 7> discards_;            // any kind but merchants
  size_t attacks_ = 0, size_ = 0;
};

}  // namespace qm::loot
