// The conditions of a `stat` move entry qm applies (slice h40-immune; abilities.h StatAbility::
// When): "faster while empty" (`{cargo: empty}`: no coin nor unique treasure aboard; the crew do
// not count), `{cargo: full}` (no free cargo place), `{masts: all}` (every printed mast standing,
// none lost nor on fire) and `{crew: captain}` (a crew with the Captain keyword at work aboard:
// of the ship's nation, not switched off). Each is read when the move line is checked, before it.
// Slice h41b-apply: a cargo entry's `{crew: none}` (no crew aboard at all, of any nation, face up
// or down; equipment and unique treasures are no crew), read whenever the ship's places are
// counted (State::recompute_crew, after each line that moves items).
// And `{cannons: keep}`: a lost mast's cannon fires while one mast stands (a fire mast's does not);
// `{hits-per-mast: N}`: a mast falls to every Nth ordinary hit of one shoot line (rules_shoot.cc).
#include "games/pirates/abilities.h"
#include "games/pirates/state.h"

namespace qm::pirates {

bool stat_when_holds(const State& s, const StatAbility& st, int ship) {
  const Ship& x = s.ship(ship);
  const Pieces& p = s.pieces();
  switch (st.when) {
    case StatAbility::Always:
      return true;
    case StatAbility::CargoEmpty:
      if (!x.gold.empty()) return false;
      for (size_t c = 0; c < p.crew.size(); ++c)
        if (p.crew[c].unique && s.crew_ship(int(c)) == ship && !s.crew_lost(int(c))) return false;
      return true;
    case StatAbility::CargoFull:
      return x.free_places() <= 0;
    case StatAbility::MastsAll:
      return (x.lost & x.masts) == 0;
    case StatAbility::CrewCaptain:
      for (size_t c = 0; c < p.crew.size(); ++c) {
        const CrewSpec& crew = p.crew[c];
        if ((crew.keyword & kCaptain) && !crew.equipment && s.crew_ship(int(c)) == ship &&
            !s.crew_lost(int(c)) && crew.nation == p.ships[size_t(ship)].nation &&
            !s.cancelled(AbilityCarrier{-1, int(c), -1}))
          return true;
      }
      return false;
    case StatAbility::CrewNone:  // slice h41b-apply: no crew aboard (equipment is no crew)
      for (size_t c = 0; c < p.crew.size(); ++c)
        if (!p.crew[c].equipment && s.crew_ship(int(c)) == ship && !s.crew_lost(int(c)))
          return false;
      return true;
  }
  return false;
}

bool stat_cannon_kept(const State& s, int ship, int mast) {
  const Ship& x = s.ship(ship);
  if (x.standing() == 0 || mast < 1 || mast > 16 || !((x.masts >> (mast - 1)) & 1) ||
      ((x.fire >> (mast - 1)) & 1))
    return false;
  for (const StatAbility& st : s.pieces().abilities.stats)
    if (st.cannons_keep && working_ship(s, st.carrier, true) == ship) return true;
  return false;
}

int stat_hits_per_mast(const State& s, int ship, std::string* source) {
  int per = 0;
  for (const StatAbility& st : s.pieces().abilities.stats)
    if (st.hits_per_mast > per && working_ship(s, st.carrier, true) == ship) {
      per = st.hits_per_mast;
      if (source) *source = carrier_id(s.pieces(), st.carrier) + "'s " + st.text;
    }
  return per;
}

}  // namespace qm::pirates
