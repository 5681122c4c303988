// What a Pirates player cannot see, and re-dealing it: the coins lying face down on the
// islands nobody has explored. Everything else is on the table for everybody (the ships,
// their masts, crew and gold aboard, the gold at home, the coins of explored islands).
#include <algorithm>
#include <nlohmann/json.hpp>

#include "games/pirates/pirates_game_state.h"

namespace qm::pirates {

void State::redeal_coins(sim::Rng& chance) {
  std::vector<int16_t> pool;
  for (const Island& is : islands_)
    if (!is.explored) pool.insert(pool.end(), is.coins.begin(), is.coins.end());
  std::sort(pool.begin(), pool.end());  // the deal depends on the coins, not where they lay
  chance.shuffle(pool);
  size_t next = 0;
  for (Island& is : islands_)
    if (!is.explored)
      for (int16_t& c : is.coins) c = pool[next++];
}

void PiratesGameState::resample_hidden(int, Chance& chance) { state_.redeal_coins(chance); }

// The table, with the coins of the islands nobody has explored counted only (each a 0).
std::string PiratesGameState::seat_view(int) const {
  TableView t = table_view();
  for (IslandView& island : t.islands)
    if (!island.explored) std::fill(island.coins.begin(), island.coins.end(), 0);
  return to_json(t).dump();
}

}  // namespace qm::pirates
