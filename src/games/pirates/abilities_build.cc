// The `build` entries that act beyond set-up's points and faces (docs/abilities-pirates.md):
// a crew or equipment whose own `{build: {no-cargo: true}}` (Oarsman, Cargo Master and the
// "takes no cargo place" cards) works takes no cargo place, at set-up (fleet-cargo) and in play
// (the places a ship's treasure may fill). A ship's `{build: {discount: …}}` lowers what the
// crew aboard it cost (fleet-points, fleet-crew-points, cargo-points). A crew's `link` (slice
// h41-deny: or its `link-choice`'s chosen crew) aboard with it gives its ship one more place.
#include <algorithm>
#include <vector>

#include "games/pirates/abilities.h"
#include "games/pirates/pieces.h"
#include "games/pirates/state.h"

namespace qm::pirates {

bool crew_takes_no_place(const State& s, int crew) {
  for (const BuildAbility& b : s.pieces().abilities.builds)
    if (b.kind == BuildAbility::NoCargo && b.carrier.crew == crew)
      // a switched-off entry takes its place; "when revealed": a face-down card too
      return working_ship(s, b.carrier, true) >= 0 && (!b.face_up_only || s.face_up(crew));
  return false;
}

bool setup_crew_takes_no_place(const Pieces& p, int crew) {
  for (const BuildAbility& b : p.abilities.builds) {
    if (b.kind != BuildAbility::NoCargo || b.carrier.crew != crew) continue;
    const CrewSpec& c = p.crew[size_t(crew)];
    if (b.face_up_only && !c.face_up) return false;  // placed face down: it takes its place
    return c.ship >= 0 && (c.equipment || setup_crew_nation_works(p, c.ship, c.nation)) &&
           !setup_crew_denied(p, crew, c.ship);
  }
  return false;
}

namespace {

// The crew's points less the discounts that `works` says work on ship `ship`: the ship's own,
// and those of the other crew aboard it ("all other crew placed on this ship").
template <typename Works>
int discounted(const Pieces& p, int crew, int ship, Works works) {
  const CrewSpec& c = p.crew[size_t(crew)];
  if (ship < 0 || c.equipment || c.unique || p.abilities.builds.empty()) return c.points;
  std::vector<int> seen;  // two sources of one ability count once
  for (const BuildAbility& b : p.abilities.builds) {
    if (b.kind != BuildAbility::Discount || b.carrier.crew == crew || !works(b.carrier)) continue;
    if (b.points == 0) return 0;  // count: all
    if (std::find(seen.begin(), seen.end(), b.points) == seen.end()) seen.push_back(b.points);
  }
  int less = 0;
  for (int n : seen) less += n;
  return std::max(0, c.points - less);
}

// Whether a `build {link}` of `crew` names ship `ship` or a crew `aboard` says is on it.
template <typename Aboard>
bool linked_to(const Pieces& p, int crew, int ship, Aboard aboard) {
  const ShipSpec& sh = p.ships[size_t(ship)];
  for (const BuildAbility& b : p.abilities.builds) {
    if (b.kind == BuildAbility::LinkChoice && b.carrier.crew == crew && b.link_crew >= 0 &&
        b.link_crew != crew && p.crew[size_t(b.link_crew)].nation == b.link_nation &&
        aboard(b.link_crew))  // slice h41-deny: the crew chosen, of the nation it names
      return true;
    if (b.kind != BuildAbility::Link || b.carrier.crew != crew) continue;
    if (!b.link_nation.empty() && b.link_nation == sh.nation) return true;
    for (const std::string& name : b.link_names) {
      if (name == sh.name) return true;
      for (size_t c = 0; c < p.crew.size(); ++c)
        if (int(c) != crew && p.crew[c].name == name && aboard(int(c))) return true;
    }
  }
  return false;
}

}  // namespace

int setup_crew_cost(const Pieces& p, int crew, int ship) {
  return discounted(p, crew, ship, [&](const AbilityCarrier& c) {
    if (c.ship >= 0) return c.ship == ship;
    const CrewSpec& other = p.crew[size_t(c.crew)];
    return other.ship == ship &&
           (other.equipment || setup_crew_nation_works(p, ship, other.nation)) &&
           !setup_crew_denied(p, c.crew, ship);
  });
}

int crew_cost(const State& s, int crew, int ship) {
  return discounted(s.pieces(), crew, ship,
                    [&](const AbilityCarrier& c) { return working_ship(s, c, true) == ship; });
}

bool setup_link_place(const Pieces& p, int crew, int ship) {
  return linked_to(p, crew, ship, [&](int c) { return p.crew[size_t(c)].ship == ship; });
}

bool link_place(const State& s, int crew, int ship) {
  return linked_to(s.pieces(), crew, ship,
                   [&](int c) { return s.crew_ship(c) == ship && !s.crew_lost(c); });
}

}  // namespace qm::pirates
