// What a Loot player cannot see, and re-dealing it: the other players' hands and the order
// of the draw pile. Everything else is on the table for everybody: the merchants at sea and
// every card played at them, the captures, the discards, the sizes of the hands and of the
// pile; and a player's own hand.
#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "games/loot/loot_game_state.h"

namespace qm::loot {

void State::redeal_hidden(int seat, sim::Rng& chance) {
  if (!setup_.deck_known)
    throw std::logic_error("re-dealing a Loot table needs the draw pile known");
  for (int p = 0; p < players(); ++p)
    if (unknown_[size_t(p)] > 0)
      throw std::logic_error(
          fmt::format("re-dealing a Loot table needs every hand known, not "
                      "{} unknown cards of player {}",
                      unknown_[size_t(p)], p));
  std::vector<Card> pool;
  for (int p = 0; p < players(); ++p)
    if (p != seat)
      for (Card c : cards_of(known_[size_t(p)])) pool.push_back(c);
  pool.insert(pool.end(), setup_.deck.begin() + deck_pos_, setup_.deck.end());
  std::sort(pool.begin(), pool.end());  // the deal depends on the cards, not where they lay
  chance.shuffle(pool);
  size_t next = 0;
  for (int p = 0; p < players(); ++p) {
    if (p == seat) continue;
    CardCounts hand;
    for (int i = known_[size_t(p)].total; i > 0; --i) hand.add(pool[next++]);
    known_[size_t(p)] = hand;
  }
  std::copy(pool.begin() + long(next), pool.end(), setup_.deck.begin() + deck_pos_);
}

void LootGameState::resample_hidden(int seat, Chance& chance) {
  state_.redeal_hidden(seat, chance);
}

// The table, with the other players' hands counted only.
std::string LootGameState::seat_view(int seat) const {
  TableView t = table_view();
  for (size_t p = 0; p < t.hands.size(); ++p)
    if (int(p) != seat) {
      t.hands[p].unknown = t.hands[p].size;
      t.hands[p].known.clear();
    }
  return to_json(t).dump();
}

}  // namespace qm::loot
