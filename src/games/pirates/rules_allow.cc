// The `allow` entries of slice allow/build that qm applies (abilities.h;
// docs/abilities-pirates.md): a ship's `{allow: {what: crew-nation, nation: X|any}}` lets crew of
// nation X (of any nation) keep their abilities aboard it; `{allow: fire-through}`: other ships and
// creatures do not block its ship's line of fire (rules_shoot.cc); `{allow: shoot-move}`: after
// its shoot action the ship makes one free move (rules_move.cc).
#include "games/pirates/abilities.h"
#include "games/pirates/pieces.h"
#include "games/pirates/state.h"

namespace qm::pirates {

namespace {

bool admits(const CrewNationAllow& a, const std::string& nation) {
  return a.nation == "any" || a.nation == nation;
}

}  // namespace

bool crew_nation_works(const State& s, int ship, const std::string& nation) {
  const Pieces& p = s.pieces();
  if (nation == p.ships[size_t(ship)].nation) return true;
  for (const CrewNationAllow& a : p.abilities.crew_nations)
    if (a.carrier.ship == ship && admits(a, nation) && !s.cancelled(a.carrier)) return true;
  return false;
}

bool setup_crew_nation_works(const Pieces& p, int ship, const std::string& nation) {
  if (nation == p.ships[size_t(ship)].nation) return true;
  for (const CrewNationAllow& a : p.abilities.crew_nations)
    if (a.carrier.ship == ship && admits(a, nation)) return true;
  return false;
}

bool fires_through(const State& s, int ship) {
  for (const AbilityCarrier& c : s.pieces().abilities.fire_through)
    if (working_ship(s, c, true) == ship) return true;
  return false;
}

bool moves_after_shooting(const State& s, int ship) {
  for (const AbilityCarrier& c : s.pieces().abilities.shoot_moves)
    if (working_ship(s, c, true) == ship) return true;
  return false;
}

}  // namespace qm::pirates
