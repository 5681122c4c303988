// Slice h41-range (issue 26; docs/abilities-pirates.md): the `stat {range}` entries qm applies.
// `{stat: {range: =S|=L|x2, hit-on?: 6, optional?: turn}}` changes the reach of every cannon of
// its ship but a `fixed: true` extra cannon (shoot-range, and the margins), and with `hit-on: 6`
// makes such a shot hit only on a natural 6 (shoot-roll), in rules_shoot.cc. An `optional: turn`
// entry works only in a turn whose `use SRC range` line chose it: the choice comes before the
// ship's shoot line and holds for all its shots to the end of that turn (the vocabulary's
// "optional: turn", a choice made per turn).
// `{allow: {what: move-after-cargo, move: S|L}}`: after a line of its ship that loads or unloads
// (Read as: a `load` or `unload` line, a `dock` line that unloads gold, an explore that takes
// coins or unique treasures), one move of that ruler that takes no action, once a turn
// (rules_move.cc), as `allow {shoot-move}` after a shoot action.
// `{allow: {what: explore-range, range: S|L}}`: a `use SRC explore ISLAND` line marks a wild island
// within the ruler of its ship explored for the ship's owner only (the cards: "once per turn, if
// this ship is within S of a wild island, you may mark it as explored without docking at it; the
// island becomes unexplored in regards to all other players"): that player's ships then explore
// it right after docking (rules_dock_explore.cc) and build a fort on it (rules_fort.cc).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/abilities.h"
#include "games/pirates/pieces.h"
#include "games/pirates/rules.h"
#include "games/pirates/state.h"

namespace qm::pirates {

double range_reach(const State& s, int ship, int ruler, bool& hit_on_6, std::string* sources) {
  const double own = s.ruler(Ruler(ruler));
  hit_on_6 = false;
  const std::vector<RangeAbility>& ranges = s.pieces().abilities.ranges;
  if (ranges.empty()) return own;
  double set = 0;  // the longest ruler an `=` entry sets
  bool doubled = false;
  const int chosen = s.ship(ship).range_by;
  for (size_t k = 0; k < ranges.size(); ++k) {
    const RangeAbility& r = ranges[k];
    if (r.optional && int(k) != chosen) continue;
    if (working_ship(s, r.carrier, true) != ship) continue;
    if (r.kind == RangeAbility::Double)
      doubled = true;
    else
      set = std::max(set, s.ruler(r.kind == RangeAbility::SetS ? Ruler::S : Ruler::L));
    hit_on_6 = hit_on_6 || r.hit_on_6;
    if (sources)
      *sources += fmt::format("{}{}'s {}", sources->empty() ? "" : ", ",
                              carrier_id(s.pieces(), r.carrier), r.text);
  }
  const double base = set > 0 ? set : own;
  return doubled ? 2 * base : base;
}

std::optional<Violation> Rules::use_range(State& s, const Action& a) {
  const Pieces& p = s.pieces();
  const AbilityCarrier carrier =
      a.source_ship ? AbilityCarrier{a.source, -1, -1} : AbilityCarrier{-1, a.source, -1};
  const std::string& src = carrier_id(p, carrier);
  int entry = kNoPiece;
  for (size_t k = 0; k < p.abilities.ranges.size(); ++k) {
    const RangeAbility& r = p.abilities.ranges[k];
    if (r.optional && r.carrier.ship == carrier.ship && r.carrier.crew == carrier.crew)
      entry = int(k);
  }
  // use-source
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  if (entry < 0)
    return Violation{"use-source",
                     fmt::format("{} has no `{{stat: {{range: …, optional: turn}}}}` ability to "
                                 "choose",
                                 src)};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, "stat")};
  const Ship& x = s.ship(i);
  // use-trigger: the choice comes before the ship's shoot line
  if (x.shot && s.enforced("use-trigger"))
    return Violation{"use-trigger",
                     fmt::format("{} has shot already this turn: {}'s range ({}) is chosen before "
                                 "its shoot line",
                                 s.id(i), src, p.abilities.ranges[size_t(entry)].text)};
  // use-once: once a turn
  if (x.range_by >= 0 && s.enforced("use-once"))
    return Violation{"use-once",
                     fmt::format("{}'s range was chosen already this turn ({}'s {})", s.id(i),
                                 carrier_id(p, p.abilities.ranges[size_t(x.range_by)].carrier),
                                 p.abilities.ranges[size_t(x.range_by)].text)};
  s.ships_[size_t(i)].range_by = int16_t(entry);
  return std::nullopt;
}

int cargo_move_ruler(const State& s, int ship) {
  int ruler = -1;
  for (const CargoMoveAllow& c : s.pieces().abilities.cargo_moves)
    if (working_ship(s, c.carrier, true) == ship) ruler = std::max(ruler, int(c.ruler));
  return ruler;
}

void Rules::cargo_moved(State& s, const Action& a) {
  const int i = a.ship;
  if (i < 0 || i >= int(s.ships().size())) return;
  const bool moved_items = !a.items.empty() || !a.coins.empty();
  const bool cargo_line = (a.verb == Verb::Load || a.verb == Verb::Unload) && moved_items;
  const bool unloads = a.verb == Verb::Dock && !a.coins.empty();  // only at home, or own fort
  const bool explores = a.verb == Verb::Explore && !a.at_sea && moved_items;
  Ship& x = s.ships_[size_t(i)];
  if (!(cargo_line || unloads || explores) || x.cargo_move_given || cargo_move_ruler(s, i) < 0)
    return;
  x.cargo_move_due = x.cargo_move_given = true;
}

std::optional<Violation> Rules::use_explore(State& s, const Action& a) {
  const Pieces& p = s.pieces();
  const AbilityCarrier carrier =
      a.source_ship ? AbilityCarrier{a.source, -1, -1} : AbilityCarrier{-1, a.source, -1};
  const std::string& src = carrier_id(p, carrier);
  const ExploreRangeAllow* e = nullptr;
  for (const ExploreRangeAllow& x : p.abilities.explore_ranges)
    if (x.carrier.ship == carrier.ship && x.carrier.crew == carrier.crew) e = &x;
  // use-source
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  if (!e)
    return Violation{"use-source",
                     fmt::format("{} has no `{{allow: {{what: explore-range}}}}` ability", src)};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, "allow")};
  const Ship& x = s.ship(i);
  // use-once: once a turn for its ship (the cards)
  if (x.explored_by_range && s.enforced("use-once"))
    return Violation{"use-once", fmt::format("{} marked an island explored already this turn "
                                             "(once a turn)",
                                             s.id(i))};
  // use-target: a wild island within the ruler, edge to edge
  const IslandSpec& isl = p.islands[size_t(a.island)];
  if (s.enforced("use-target")) {
    if (isl.home >= 0)
      return use_target(
          fmt::format("{} is {}'s home island: {}'s `explore-range` marks a wild "
                      "island",
                      isl.id, s.quoted_name(isl.home), src));
    const double reach = s.ruler(e->ruler == 0 ? Ruler::S : Ruler::L);
    const double gap = s.geometry().dist(x.pos, isl.centre) - s.radius(i) - isl.r;
    if (gap > reach + s.geometry().tolerance)
      return use_target(
          fmt::format("{} is {} mm from {} edge to edge: {}'s `explore-range` "
                      "reaches {} mm (tolerance {} mm)",
                      isl.id, mm(gap), s.id(i), src, mm(reach), mm(s.geometry().tolerance)));
  }
  Island& marked = s.islands_[size_t(a.island)];
  marked.explored_by = uint8_t(marked.explored_by | (1u << x.owner));
  s.ships_[size_t(i)].explored_by_range = true;
  return std::nullopt;
}

}  // namespace qm::pirates
