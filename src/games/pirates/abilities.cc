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

std::string switched_off_text(const State& s, const AbilityCarrier& c) {
  if (!s.cancelled(c)) return "";
  return fmt::format(
      "{}'s abilities are switched off (a `cancel`, a ruling's `off`, or a stink "
      "shot's hit)",
      carrier_id(s.pieces(), c));
}

std::string not_at_work_text(const State& s, const AbilityCarrier& c, std::string_view primitive) {
  if (s.cancelled(c)) return switched_off_text(s, c);
  const std::string& src = carrier_id(s.pieces(), c);
  const int at = c.crew >= 0 ? s.crew_ship(c.crew) : -1;
  if (c.crew < 0 || !s.in_play(at))
    return fmt::format("{} is aboard no ship: its `{}` works only aboard", src, primitive);
  if (crew_nation_works(s, at, s.pieces().crew[size_t(c.crew)].nation) ||
      s.pieces().crew[size_t(c.crew)].equipment)
    return crew_denied_text(s, c.crew, at);  // slice h41b-deny2
  return fmt::format("{} is of {}, and {} of {}: its abilities do not work there", src,
                     s.pieces().crew[size_t(c.crew)].nation, s.id(at),
                     s.pieces().ships[size_t(at)].nation);
}

int working_ship(const State& s, const AbilityCarrier& c, bool need_nation) {
  if (c.fort >= 0) return -1;     // a fort's works on the fort (working_piece)
  if (s.cancelled(c)) return -1;  // switched off by a `cancel` or a ruling's `off`
  if (c.ship >= 0) return s.in_play(c.ship) ? c.ship : -1;
  const CrewSpec& crew = s.pieces().crew[size_t(c.crew)];
  const int ship = s.crew_ship(c.crew);  // ashore, a crew works for nothing
  if (s.crew_lost(c.crew) || !s.in_play(ship)) return -1;
  // Equipment bears the nine-pointed star: it works aboard a ship of any nation.
  if (need_nation && !crew.equipment && !crew_nation_works(s, ship, crew.nation)) return -1;
  if (crew_denied(s, c.crew, ship)) return -1;  // slice h41b-deny2: only-ship, deny abilities
  return ship;
}

RollPiece working_piece(const State& s, const AbilityCarrier& c, bool need_nation) {
  if (c.fort >= 0) return {s.fort(c.fort).standing() ? c.fort : -1, true};
  return {working_ship(s, c, need_nation), false};
}

const std::string& carrier_id(const Pieces& p, const AbilityCarrier& c) {
  return c.fort >= 0   ? p.forts[size_t(c.fort)].id
         : c.ship >= 0 ? p.ships[size_t(c.ship)].id
                       : p.crew[size_t(c.crew)].id;
}

int carrier_owner(const Pieces& p, const AbilityCarrier& c) {
  return c.fort >= 0   ? p.forts[size_t(c.fort)].owner
         : c.ship >= 0 ? p.ships[size_t(c.ship)].owner
                       : p.crew[size_t(c.crew)].owner;
}

namespace {

bool same(RollPiece a, RollPiece b) {
  return a.index >= 0 && a.index == b.index && a.fort == b.fort;
}

// Where a piece stands for `within`: its centre and its edge's distance from it (a fort:
// its island's circle).
struct Disc {
  Point centre;
  double r = 0;
};
Disc disc_of(const State& s, RollPiece p) {
  if (p.fort) {
    const IslandSpec& isl = s.pieces().islands[size_t(s.fort(p.index).island)];
    return {isl.centre, isl.r};
  }
  return {s.ship(p.index).pos, s.radius(p.index)};
}

// Whether one piece of the table (a ship or creature in play, a fort standing) other than
// `at` is within `reach` of it, edge to edge, and friendly to `owner` (or not, for enemy).
bool piece_within(const State& s, RollPiece at, double reach, int owner, bool friend_side) {
  const Disc me = disc_of(s, at);
  auto near = [&](Disc d) { return s.geometry().dist(me.centre, d.centre) - me.r - d.r <= reach; };
  for (int i = 0; i < int(s.ships().size()); ++i)
    if (s.in_play(i) && !same(at, {i, false}) && (s.ship(i).owner == owner) == friend_side &&
        near(disc_of(s, {i, false})))
      return true;
  for (int f = 0; f < int(s.forts().size()); ++f)
    if (s.fort(f).standing() && !same(at, {f, true}) &&
        (s.pieces().forts[size_t(f)].owner == owner) == friend_side && near(disc_of(s, {f, true})))
      return true;
  return false;
}

// Whether the mod's conditions hold for its carrier at work on `on`.
bool conditions_hold(const State& s, const ModAbility& m, RollPiece on) {
  for (const ModCondition& c : m.conditions) {
    if (c.kind == ModCondition::DockedHere) {
      // A fort's island: any ship docked there is its owner's (no ship docks at an enemy fort).
      const int island = s.fort(on.index).island;
      bool docked = false;
      for (int i = 0; i < int(s.ships().size()) && !docked; ++i)
        docked = s.in_play(i) && s.ship(i).docked == island;
      if (!docked) return false;
      continue;
    }
    const double reach =
        (c.ruler < 0 ? c.mm : s.ruler(c.ruler == 0 ? Ruler::S : Ruler::L)) + s.geometry().tolerance;
    if (!piece_within(s, on, reach, carrier_owner(s.pieces(), m.carrier),
                      c.kind == ModCondition::WithinFriend))
      return false;
  }
  return true;
}

// The nation of a ship, or nullptr for a fort (a record gives a fort none).
const std::string* nation_of(const State& s, RollPiece p) {
  return p.fort ? nullptr : &s.pieces().ships[size_t(p.index)].nation;
}

}  // namespace

int roll_mod(const State& s, ModRoll roll, RollPiece roller, RollPiece other,
             std::string* sources) {
  const std::vector<ModAbility>& mods = s.pieces().abilities.mods;
  if (mods.empty()) return 0;
  const std::string* roller_nation = nation_of(s, roller);
  const std::string* other_nation = nation_of(s, other);
  // Whether the filter passes `nation` (the filtered piece's); `own`: the carrier's. A fort
  // has no nation: a mod with a nation filter never passes it (AbilitySet::fort_nation).
  auto passes = [](const ModAbility& m, const std::string* nation, const std::string* own) {
    if (m.nations.empty() && m.not_nations.empty()) return true;
    static const std::string kNone;  // a fort carrier's `own` (its `not-nation: own` is unmodelled)
    return nation && nation_passes(m, *nation, own ? *own : kNone);
  };
  // to: self — the roller's own, filtered on the other; to: attackers — the other's,
  // filtered on the roller.
  auto applies = [&](const ModAbility& m) {
    if (m.roll != roll) return false;
    const RollPiece on = working_piece(s, m.carrier, true);
    if (m.attackers ? !same(on, other) || !passes(m, roller_nation, other_nation)
                    : !same(on, roller) || !passes(m, other_nation, roller_nation))
      return false;
    return m.conditions.empty() || conditions_hold(s, m, on);
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
    if (sources)
      *sources += fmt::format("{}{} {:+}", sources->empty() ? "" : ", ",
                              carrier_id(s.pieces(), m.carrier), m.by);
  }
  return total;
}

const char* shot_kind_name(ShotKind k) {
  return k == ShotKind::Chain       ? "chain"
         : k == ShotKind::Grapple   ? "grapple"
         : k == ShotKind::Grape     ? "grape"
         : k == ShotKind::Fire      ? "fire"
         : k == ShotKind::Firepot   ? "firepot"
         : k == ShotKind::Stink     ? "stink"
         : k == ShotKind::Smoke     ? "smoke"
         : k == ShotKind::Exploding ? "exploding"
         : k == ShotKind::Double    ? "double"
         : k == ShotKind::Broadside ? "broadside"
                                    : "none";
}

namespace {

// Why the entry of `c` does not work on `ship` ("A2a is not aboard A2"), "" when it does.
std::string not_working(const State& s, const AbilityCarrier& c, int ship) {
  const std::string& who = carrier_id(s.pieces(), c);
  if (s.cancelled(c)) return switched_off_text(s, c);
  if (c.ship >= 0) return c.ship == ship ? "" : fmt::format("{} is another ship's", who);
  const CrewSpec& crew = s.pieces().crew[size_t(c.crew)];
  if (s.crew_lost(c.crew)) return fmt::format("{} has left the game", who);
  if (s.crew_ship(c.crew) != ship) return fmt::format("{} is not aboard {}", who, s.id(ship));
  if (!crew.equipment && !crew_nation_works(s, ship, crew.nation))
    return fmt::format("{} is {}, {} is {}", who, crew.nation, s.id(ship),
                       s.pieces().ships[size_t(ship)].nation);
  return crew_denied_text(s, c.crew, ship);  // slice h41b-deny2
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
    spent += (spent.empty() ? "" : ", ") + carrier_id(s.pieces(), list[k].carrier);
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

int grape_victim(const State& s, int t, std::span<const int16_t> gone) {
  for (size_t c = 0; c < s.pieces().crew.size(); ++c)
    if (!s.pieces().crew[c].equipment && !s.crew_lost(int(c)) && s.crew_ship(int(c)) == t &&
        std::find(gone.begin(), gone.end(), int16_t(c)) == gone.end() &&
        crew_fate(s, int(c)).kind != CrewFate::Kept)  // slice h41-crewloss
      return int(c);
  return kNoPiece;
}

}  // namespace qm::pirates
