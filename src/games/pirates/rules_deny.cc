// deny-broken for a piece's own `deny` entries that qm applies (abilities.h, DenyAbility;
// docs/abilities-pirates.md): a ship that may not shoot (while laden, with `if: {laden:
// true}`), move or explore does. The entry works on the ship its carrier works on (a crew
// aboard a ship of its nation, equipment aboard any). Slice h41-deny: a crew that may not leave its
// ship (`leave-ship`) moved off it by a cargo line or an explore at sea, a crew put aboard a ship
// that may not carry crew (`carry-crew`; at set-up: setup_checks.cc).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

const char* deny_verb(DenyAbility::What w) {
  return w == DenyAbility::Shoot       ? "shoot"
         : w == DenyAbility::Move      ? "move"
         : w == DenyAbility::LastCoin  ? "take an island's last coin"
         : w == DenyAbility::Explore   ? "explore"
         : w == DenyAbility::AnyAction ? "take a non-free action"
                                       : "carry crew";
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

std::optional<Violation> Rules::denied_leave(const State& s,
                                             const SmallList<int16_t, kMaxCoins>& items, int from) {
  for (const DenyAbility& d : s.pieces().abilities.denies) {
    if (d.what != DenyAbility::LeaveShip || working_ship(s, d.carrier, true) != from) continue;
    if (std::find(items.begin(), items.end(), int16_t(d.carrier.crew)) == items.end()) continue;
    if (!s.enforced("deny-broken")) return std::nullopt;
    const std::string& id = carrier_id(s.pieces(), d.carrier);
    return Violation{"deny-broken", fmt::format("{} may not leave {}: its ability '{}' (it leaves "
                                                "only captured or eliminated)",
                                                id, s.id(from), d.text)};
  }
  return std::nullopt;
}

std::optional<Violation> Rules::denied_carry(const State& s,
                                             const SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                             const SmallList<int16_t, 2 * kMaxCoins>& onto) {
  for (int k = 0; k < boarded.size; ++k) {
    const CrewSpec& c = s.pieces().crew[size_t(boarded[k])];
    if (c.equipment || c.unique) continue;  // a crew, not an item
    AbilityCarrier self{kNoPiece, boarded[k]};
    for (const DenyAbility& d : s.pieces().abilities.denies) {
      if (d.what != DenyAbility::CarryCrew || d.carrier.crew == self.crew ||
          working_ship(s, d.carrier, true) != onto[k])
        continue;
      if (!s.enforced("deny-broken")) return std::nullopt;
      return Violation{"deny-broken",
                       fmt::format("{} may not carry crew, and {} would go aboard: {}'s ability "
                                   "'{}'",
                                   s.id(onto[k]), c.id, carrier_id(s.pieces(), d.carrier), d.text)};
    }
  }
  return std::nullopt;
}

}  // namespace qm::pirates
