// `stat {coin}` and `stat {derelict: sinks}` (slice h40b-coin; docs/abilities-pirates.md).
// Read as: `count: K` is K coins of each dock line that unloads at the home island (the cards:
// "each time this ship unloads gold … one treasure coin is worth +N"), `all` every coin it
// unloads (a ship in tow's included: the line unloads them); a fort is not the home island, so
// gold unloaded into one's own fort gets no bonus. An entry works while working_ship says so (a
// crew aboard a ship of its nation, not switched off).
#include <algorithm>

#include "games/pirates/abilities.h"
#include "games/pirates/state.h"

namespace qm::pirates {

int stat_coin_bonus(const State& s, int ship, int coins, std::string* sources) {
  int gold = 0;
  for (const StatAbility& st : s.pieces().abilities.stats) {
    if (!st.coin || coins <= 0 || working_ship(s, st.carrier, true) != ship) continue;
    const int n = st.coin_count ? std::min(coins, int(st.coin_count)) : coins;
    gold += n * st.coin;
    if (sources)
      *sources +=
          (sources->empty() ? "" : ", ") + carrier_id(s.pieces(), st.carrier) + "'s " + st.text;
  }
  return gold;
}

bool stat_derelict_sinks(const State& s, int ship) {
  for (const StatAbility& st : s.pieces().abilities.stats)
    if (st.derelict_sinks && working_ship(s, st.carrier, true) == ship)
      return !sink_immune(s, ship);  // slice h41-crewloss: `immune {to: sink}` wins
  return false;
}

}  // namespace qm::pirates
