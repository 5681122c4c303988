// deny-broken for a piece's own `deny` entries that qm applies (abilities.h, DenyAbility;
// docs/abilities-pirates.md): a ship that may not shoot (while laden, with `if: {laden:
// true}`), move or explore does. The entry works on the ship its carrier works on (a crew
// aboard a ship of its nation, equipment aboard any).
#include <fmt/format.h>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

const char* deny_verb(DenyAbility::What w) {
  return w == DenyAbility::Shoot      ? "shoot"
         : w == DenyAbility::Move     ? "move"
         : w == DenyAbility::LastCoin ? "take an island's last coin"
                                      : "explore";
}

// A coin or a unique treasure aboard ship i.
bool laden(const State& s, int i) {
  if (!s.ship(i).gold.empty()) return true;
  for (size_t c = 0; c < s.pieces().crew.size(); ++c)
    if (s.pieces().crew[c].unique && s.crew_ship(int(c)) == i && !s.crew_lost(int(c))) return true;
  return false;
}

}  // namespace

std::optional<Violation> Rules::denied(const State& s, int i, DenyAbility::What what) {
  for (const DenyAbility& d : s.pieces().abilities.denies) {
    if (d.what != what || working_ship(s, d.carrier, true) != i) continue;
    if (d.laden && !laden(s, i)) continue;
    if (!s.enforced("deny-broken")) return std::nullopt;
    return Violation{"deny-broken",
                     fmt::format("{} may not {}{}: {}'s ability '{}'", s.id(i), deny_verb(what),
                                 d.laden ? " while a coin or a unique treasure is aboard" : "",
                                 carrier_id(s.pieces(), d.carrier), d.text)};
  }
  return std::nullopt;
}

}  // namespace qm::pirates
