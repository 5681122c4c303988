// Slice h41-crewloss: every crew elimination goes through Rules::eliminate_crew, which applies
// the working `immune {to: crew-loss}` entries (abilities.h crew_fate): a ship's (or an
// equipment's) covers every crew aboard its ship; a crew's covers that crew itself (the cards:
// "it cannot be eliminated unless its ship sinks", "if this crew would be eliminated, place it
// on your home island instead"). An entry works where its carrier works (abilities.cc
// working_ship: aboard a ship of its nation, not cancelled). A crew that sinks with its ship is
// not eliminated by any of these: it goes with the ship.
#include <fmt/format.h>

#include "games/pirates/abilities.h"
#include "games/pirates/rules.h"

namespace qm::pirates {

CrewFate crew_fate(const State& s, int c) {
  CrewFate fate;
  const Pieces& p = s.pieces();
  if (c < 0 || p.crew[size_t(c)].equipment || s.crew_lost(c)) return fate;
  const int ship = s.crew_ship(c);
  if (ship < 0) return fate;
  for (const ImmuneAbility& im : p.abilities.immune) {
    if (im.what != ImmuneAbility::CrewLoss || working_ship(s, im.carrier, true) != ship) continue;
    const bool crew_card = im.carrier.crew >= 0 && !p.crew[size_t(im.carrier.crew)].equipment;
    if (crew_card && im.carrier.crew != c) continue;
    // An entry that keeps the crew aboard goes before one that sends it home.
    if (!im.instead_home) return {CrewFate::Kept, &im};
    if (!fate.by) fate = {CrewFate::Home, &im};
  }
  return fate;
}

std::string crew_kept_text(const State& s, int c, const CrewFate& f) {
  const Pieces& p = s.pieces();
  const std::string& id = p.crew[size_t(c)].id;
  const std::string& by = carrier_id(p, f.by->carrier);
  return by == id
             ? fmt::format("{} cannot be eliminated unless its ship sinks (its own ability)", id)
             : fmt::format("{} cannot be eliminated unless its ship sinks ({}'s ability)", id, by);
}

CrewFate Rules::eliminate_crew(State& s, int c) {
  const CrewFate fate = crew_fate(s, c);
  if (fate.kind == CrewFate::Eliminated)
    s.crew_lost_[size_t(c)] = 1;
  else if (fate.kind == CrewFate::Home)
    s.crew_at_[size_t(c)] = CrewPlace{CrewPlace::Home, int16_t(s.pieces().crew[size_t(c)].owner)};
  return fate;
}

bool sink_immune(const State& s, int ship) {
  return !s.pieces().abilities.immune.empty() &&
         !immune_other_source(s, ship, ImmuneAbility::Sink).empty();
}

std::string only_on6_source(const State& s, int ship, int die) {
  if (die == 6 || s.pieces().abilities.immune.empty()) return "";
  return immune_other_source(s, ship, ImmuneAbility::OnlyOn6);
}

}  // namespace qm::pirates
