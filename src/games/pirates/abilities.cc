#include "games/pirates/abilities.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/state.h"

namespace qm::pirates {

namespace {

constexpr const char* kAreaNames[] = {"move",    "shoot", "ram",     "board",  "tow",
                                      "explore", "dock",  "cargo",   "repair", "terrain",
                                      "actions", "setup", "scoring", "dice"};

// Whether `nation` passes the mod's filter; `own`: the carrier ship's nation.
bool nation_passes(const ModAbility& m, const std::string& nation, const std::string& own) {
  if (!m.nations.empty() &&
      std::find(m.nations.begin(), m.nations.end(), nation) == m.nations.end())
    return false;
  for (const std::string& n : m.not_nations)
    if (nation == (n == "own" ? own : n)) return false;
  return true;
}

}  // namespace

const char* area_name(AbilityArea area) {
  for (int i = 0; i < 14; ++i)
    if (area == 1 << i) return kAreaNames[i];
  return "all";
}

uint16_t area_bit(std::string_view word) {
  if (word == "all") return kAreaAll;
  for (int i = 0; i < 14; ++i)
    if (word == kAreaNames[i]) return uint16_t(1 << i);
  return 0;
}

std::string areas_text(uint16_t areas) {
  if (areas == kAreaAll) return "all";
  std::string out;
  for (int i = 0; i < 14; ++i)
    if (areas >> i & 1) out += fmt::format("{}{}", out.empty() ? "" : ", ", kAreaNames[i]);
  return out;
}

int working_ship(const State& s, const AbilityCarrier& c, bool need_nation) {
  if (c.ship >= 0) return s.in_play(c.ship) ? c.ship : -1;
  const CrewSpec& crew = s.pieces().crew[size_t(c.crew)];
  const int ship = s.crew_ship(c.crew);  // ashore, a crew works for nothing
  if (s.crew_lost(c.crew) || !s.in_play(ship)) return -1;
  // Equipment bears the nine-pointed star: it works aboard a ship of any nation.
  if (need_nation && !crew.equipment && crew.nation != s.pieces().ships[size_t(ship)].nation)
    return -1;
  return ship;
}

int roll_mod(const State& s, ModRoll roll, int roller, int other, std::string* sources) {
  const std::vector<ModAbility>& mods = s.pieces().abilities.mods;
  if (mods.empty()) return 0;
  const std::vector<ShipSpec>& ships = s.pieces().ships;
  const std::string& roller_nation = ships[size_t(roller)].nation;
  const std::string& other_nation = ships[size_t(other)].nation;
  // to: self — the roller's own, filtered on the other; to: attackers — the other's,
  // filtered on the roller.
  auto applies = [&](const ModAbility& m) {
    if (m.roll != roll) return false;
    const int on = working_ship(s, m.carrier, true);
    return m.attackers ? on == other && nation_passes(m, roller_nation, other_nation)
                       : on == roller && nation_passes(m, other_nation, roller_nation);
  };
  int total = 0;
  for (size_t k = 0; k < mods.size(); ++k) {
    const ModAbility& m = mods[k];
    if (!applies(m)) continue;
    // Two sources, one ability: an expression counts once (at its first source at work).
    bool again = false;
    for (size_t j = 0; j < k && !again; ++j)
      again = mods[j].expression_id == m.expression_id && applies(mods[j]);
    if (again) continue;
    total += m.by;
    if (sources) {
      const AbilityCarrier& c = m.carrier;
      *sources += fmt::format(
          "{}{} {:+}", sources->empty() ? "" : ", ",
          c.ship >= 0 ? ships[size_t(c.ship)].id : s.pieces().crew[size_t(c.crew)].id, m.by);
    }
  }
  return total;
}

std::string immune_source(const State& s, int target, bool shot, int ruler) {
  for (const ImmuneAbility& im : s.pieces().abilities.immune)
    if (im.shot == shot && (im.ruler < 0 || im.ruler == ruler) &&
        working_ship(s, im.carrier, true) == target)
      return im.carrier.ship >= 0 ? s.pieces().ships[size_t(im.carrier.ship)].id
                                  : s.pieces().crew[size_t(im.carrier.crew)].id;
  return "";
}

const char* shot_kind_name(ShotKind k) {
  return k == ShotKind::Chain ? "chain" : k == ShotKind::Grapple ? "grapple" : "none";
}

std::string carrier_id(const State& s, const AbilityCarrier& c) {
  return c.ship >= 0 ? s.pieces().ships[size_t(c.ship)].id : s.pieces().crew[size_t(c.crew)].id;
}

namespace {

// Why the entry of `c` does not work on `ship` ("A2a is not aboard A2"), "" when it does.
std::string not_working(const State& s, const AbilityCarrier& c, int ship) {
  const std::string& who = carrier_id(s, c);
  if (c.ship >= 0) return c.ship == ship ? "" : fmt::format("{} is another ship's", who);
  const CrewSpec& crew = s.pieces().crew[size_t(c.crew)];
  if (s.crew_lost(c.crew)) return fmt::format("{} has left the game", who);
  if (s.crew_ship(c.crew) != ship) return fmt::format("{} is not aboard {}", who, s.id(ship));
  if (!crew.equipment && crew.nation != s.pieces().ships[size_t(ship)].nation)
    return fmt::format("{} is {}, {} is {}", who, crew.nation, s.id(ship),
                       s.pieces().ships[size_t(ship)].nation);
  return "";
}

// The source search shared by rerolls and shots: `list` the abilities, `fits` whether entry
// k is of the kind asked, `used` whether it was used this turn.
template <typename List, typename Fits, typename Used>
int find_source(const State& s, int ship, const List& list, Fits fits, Used used,
                std::string* why) {
  int result = kNoSource;
  std::string reasons, spent;
  for (size_t k = 0; k < list.size(); ++k) {
    if (!fits(list[k])) continue;
    const std::string no = not_working(s, list[k].carrier, ship);
    if (!no.empty()) {
      // Another ship's own entry is no candidate worth naming.
      if (list[k].carrier.ship < 0) reasons += (reasons.empty() ? "" : "; ") + no;
      continue;
    }
    if (!used(int(k))) return int(k);
    result = kSourceUsed;
    spent += (spent.empty() ? "" : ", ") + carrier_id(s, list[k].carrier);
  }
  if (why) *why = result == kSourceUsed ? spent : reasons;
  return result;
}

}  // namespace

int reroll_source(const State& s, int ship, std::string* why) {
  return find_source(
      s, ship, s.pieces().abilities.rerolls, [](const RerollAbility&) { return true; },
      [&](int k) { return s.reroll_used(k); }, why);
}

int shot_source(const State& s, int ship, ShotKind kind, std::string* why) {
  return find_source(
      s, ship, s.pieces().abilities.shots, [&](const ShotAbility& a) { return a.kind == kind; },
      [&](int k) { return s.pieces().abilities.shots[size_t(k)].once_turn && s.shot_used(k); },
      why);
}

}  // namespace qm::pirates
