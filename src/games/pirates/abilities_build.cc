// The `build` entries that act beyond set-up's points and faces (docs/abilities-pirates.md):
// a crew or equipment whose own `{build: {no-cargo: true}}` (Oarsman, Cargo Master and the
// "takes no cargo place" cards) works takes no cargo place, at set-up (fleet-cargo) and in play
// (the places a ship's treasure may fill).
#include "games/pirates/abilities.h"
#include "games/pirates/pieces.h"
#include "games/pirates/state.h"

namespace qm::pirates {

bool crew_takes_no_place(const State& s, int crew) {
  for (const BuildAbility& b : s.pieces().abilities.builds)
    if (b.kind == BuildAbility::NoCargo && b.carrier.crew == crew)
      return working_ship(s, b.carrier, true) >= 0;  // a switched-off entry takes its place
  return false;
}

bool setup_crew_takes_no_place(const Pieces& p, int crew) {
  for (const BuildAbility& b : p.abilities.builds) {
    if (b.kind != BuildAbility::NoCargo || b.carrier.crew != crew) continue;
    const CrewSpec& c = p.crew[size_t(crew)];
    return c.ship >= 0 && (c.equipment || setup_crew_nation_works(p, c.ship, c.nation));
  }
  return false;
}

}  // namespace qm::pirates
