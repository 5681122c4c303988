// `creature-action` (format 2, docs/rules-pirates.md, "Sea creatures"): a sea creature only
// moves and shoots. It never docks, explores, repairs, carries items (load, unload, leave,
// transfer), rams, boards or tows, and is never explored, rammed, boarded, towed or given
// items. Checked after die-value, before fog-lost.
#include <fmt/format.h>

#include "games/pirates/rules.h"

namespace qm::pirates {

std::optional<Violation> Rules::creature_action(const State& s, const Action& a) {
  if (a.ship < 0 || !s.enforced("creature-action")) return std::nullopt;
  const char* does = nullptr;     // what the acting piece may not do
  const char* undergo = nullptr;  // what the other piece may not undergo
  switch (a.verb) {
    case Verb::Dock:
      does = "docks";
      break;
    case Verb::Explore:
      does = "explores";
      if (a.at_sea) undergo = "explored";
      break;
    case Verb::Load:
      does = "loads";
      break;
    case Verb::Unload:
      does = "unloads";
      break;
    case Verb::Leave:
      does = "leaves items";
      break;
    case Verb::Transfer:
      does = "carries items";
      undergo = "given items";
      break;
    case Verb::Repair:
      does = "repairs";
      break;
    case Verb::Ram:
      does = "rams";
      undergo = "rammed";
      break;
    case Verb::Board:
      does = "boards";
      undergo = "boarded";
      break;
    case Verb::Tow:
      does = "tows";
      undergo = "towed";
      break;
    default:
      return std::nullopt;
  }
  if (s.creature(a.ship))
    return Violation{"creature-action", fmt::format("{} is a sea creature: it never {}; a "
                                                    "creature only moves and shoots",
                                                    s.id(a.ship), does)};
  if (undergo && a.other >= 0 && !a.other_fort && a.other < int(s.ships().size()) &&
      s.creature(a.other))
    return Violation{"creature-action",
                     fmt::format("{} is a sea creature: it is never {}", s.id(a.other), undergo)};
  return std::nullopt;
}

}  // namespace qm::pirates
