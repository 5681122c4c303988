// Slice h41b-deny2: the `deny` entries that decide where a crew's entries work (abilities.h):
// a crew's `{deny: {what: only-ship, name: SHIP}}` (aboard that ship only) and a ship's own
// `{deny: abilities}` (the crew aboard it use none, as after a stinkpot hit: equipment still
// works). working_ship, the keywords (State::recompute_crew) and the set-up checks ask here.
#include <fmt/format.h>

#include "games/pirates/abilities.h"
#include "games/pirates/pieces.h"
#include "games/pirates/state.h"

namespace qm::pirates {

namespace {

bool names_ship(const ShipSpec& sh, const std::string& name) {
  return sh.name == name || sh.id == name;
}

// The only-ship entry of `crew` that `ship` is not, or nullptr.
const OnlyShipDeny* only_elsewhere(const Pieces& p, int crew, int ship) {
  for (const OnlyShipDeny& d : p.abilities.only_ships)
    if (d.crew == crew && !names_ship(p.ships[size_t(ship)], d.ship)) return &d;
  return nullptr;
}

// The ship's own working `deny abilities`, or nullptr.
const AbilityCarrier* ship_denies(const State& s, int crew, int ship) {
  if (s.pieces().crew[size_t(crew)].equipment) return nullptr;
  for (const AbilityCarrier& c : s.pieces().abilities.abilities_denies)
    if (c.ship == ship && !s.cancelled(c)) return &c;
  return nullptr;
}

}  // namespace

bool crew_denied(const State& s, int crew, int ship) {
  const Pieces& p = s.pieces();
  if (p.abilities.only_ships.empty() && p.abilities.abilities_denies.empty()) return false;
  // The only-ship entry is the crew's own: it works where the crew's other entries would.
  return only_elsewhere(p, crew, ship) || ship_denies(s, crew, ship);
}

std::string crew_denied_text(const State& s, int crew, int ship) {
  const Pieces& p = s.pieces();
  if (const OnlyShipDeny* d = only_elsewhere(p, crew, ship))
    return fmt::format(
        "{}'s entries work only aboard {} (its `deny {{only-ship}}`), and it is "
        "aboard {}",
        p.crew[size_t(crew)].id, d->ship, s.id(ship));
  if (ship_denies(s, crew, ship))
    return fmt::format("{}'s crew use no abilities (its own `deny abilities`)", s.id(ship));
  return "";
}

bool setup_crew_denied(const Pieces& p, int crew, int ship) {
  if (p.abilities.only_ships.empty() && p.abilities.abilities_denies.empty()) return false;
  if (only_elsewhere(p, crew, ship)) return true;
  if (p.crew[size_t(crew)].equipment) return false;
  for (const AbilityCarrier& c : p.abilities.abilities_denies)
    if (c.ship == ship) return true;
  return false;
}

}  // namespace qm::pirates
