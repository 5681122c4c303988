// Slice h41-deny: `allow {terrain}` and `allow {fog-hop}` (abilities.h; docs/abilities-pirates.md).
// "This ship ignores terrain when she is given a move action": its moves meet no terrain piece
// of a kind not in `except`: no fog, reef or Sargasso line is owed after them (a line written
// for one is terrain-line), none of those kinds blocks them (terrain_blocks_move), a trade
// current gives them no extra S and a whirlpool no jump (rules_move.cc, rules_terrain.cc,
// rules_whirlpool.cc). Read as: a drifting iceberg still hits it (no move of its own). A lost
// ship with `allow {fog-hop}` may leave by any other fog bank in play (rules_fog.cc).
#include "games/pirates/abilities.h"
#include "games/pirates/pieces.h"
#include "games/pirates/state.h"

namespace qm::pirates {

uint8_t terrain_ignored(const State& s, int ship, std::string* source) {
  uint8_t kinds = 0;
  for (const TerrainAllow& t : s.pieces().abilities.terrain_allows) {
    if (working_ship(s, t.carrier, true) != ship) continue;
    const uint8_t more = uint8_t(0x3f & ~t.except);
    if (source && (more & ~kinds)) *source = carrier_id(s.pieces(), t.carrier);
    kinds = uint8_t(kinds | more);
  }
  return kinds;
}

bool fog_hops(const State& s, int ship) {
  for (const AbilityCarrier& c : s.pieces().abilities.fog_hops)
    if (working_ship(s, c, true) == ship) return true;
  return false;
}

}  // namespace qm::pirates
