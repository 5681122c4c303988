// Format 2's cargo lines, `load`, `unload`, `transfer` and `leave` (cargo-not-docked,
// cargo-place, cargo-not-own, cargo-not-there, fort-withdraw, cargo-places, cargo-points,
// cargo-zero-point-crew), and the explore at sea (explore-sea-target, fog-lost, action-budget,
// explore-sea-contact, then as a transfer), in the rule page's order. The items move one by one
// as they are checked; State::play keeps a checkpoint and puts the table back when a check
// fails, so the rules after the move (cargo-places and on) test the table as the line leaves it.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/margins.h"
#include "games/pirates/rules.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

using CrewList = SmallList<int16_t, kMaxCoins>;

// A ship that docked in this turn (its dock line since the turn began), or in tow of one.
bool docked_this_turn(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (x.docked >= 0 && !x.docked_since_start) return true;
  return x.towed_by >= 0 && s.ship(x.towed_by).docked == x.docked &&
         !s.ship(x.towed_by).docked_since_start;
}

std::string place_text(const State& s, int c) {
  const CrewPlace& at = s.crew_place(c);
  if (s.crew_lost(c)) return "out of the game";
  switch (at.kind) {
    case CrewPlace::Aboard:
      return fmt::format("aboard {}", s.id(at.index));
    case CrewPlace::Home:
      return fmt::format("on {}'s home island", s.quoted_name(at.index));
    case CrewPlace::Island:  // a unique treasure there lies in its treasure, face down
      if (s.pieces().crew[size_t(c)].unique)
        return fmt::format("in {}'s treasure", s.island_id(at.index));
      return fmt::format("on {}", s.island_id(at.index));
    case CrewPlace::Fort:
      return fmt::format("in fort {}", s.fort_id(at.index));
  }
  return "";
}

// Removes coin `v` from `from` into `rest`; false when it is not there.
template <typename List>
bool take_coin(List& from, int16_t v) {
  auto it = std::find(from.begin(), from.end(), v);
  if (it == from.end()) return false;
  std::copy(it + 1, from.end(), it);
  if constexpr (std::is_same_v<List, std::vector<int16_t>>)
    from.pop_back();
  else
    --from.size;
  return true;
}

}  // namespace

// What a line that moves items checks once they have moved, for each ship they went aboard
// or left (`ships`): cargo-places, cargo-points, then cargo-zero-point-crew for each crew
// that went aboard (`boarded`, with the ship it boarded).
std::optional<Violation> Rules::after_move(const State& s, const SmallList<int16_t, 2>& ships,
                                           const SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                           const SmallList<int16_t, 2 * kMaxCoins>& onto) {
  for (int16_t t : ships) {
    const Ship& y = s.ship(t);
    if (y.free_places() < 0 && s.enforced("cargo-places"))
      return Violation{"cargo-places",
                       fmt::format("after the line {} would carry {} crew and {} coins in {} "
                                   "cargo place(s)",
                                   s.id(t), int(y.crew_aboard), int(y.gold.size), int(y.places))};
  }
  const bool combined = s.options().cargo_points == CargoPoints::Combined;
  for (int16_t t : ships) {
    const ShipSpec& spec = s.pieces().ships[size_t(t)];
    int crew = 0, equipment = 0;
    for (size_t c = 0; c < s.pieces().crew.size(); ++c)
      if (s.crew_ship(int(c)) == t && !s.crew_lost(int(c)))
        (s.pieces().crew[c].equipment ? equipment : crew) += crew_cost(s, int(c), t);
    const char* what = nullptr;
    int points = 0;
    if (combined && crew + equipment > spec.points) {
      what = "crew and equipment";
      points = crew + equipment;
    } else if (crew > spec.points || equipment > spec.points) {
      what = crew > spec.points ? "crew" : "equipment";
      points = crew > spec.points ? crew : equipment;
    }
    if (what && s.enforced("cargo-points"))
      return Violation{"cargo-points",
                       fmt::format("after the line the {} aboard {} would cost {} points, more "
                                   "than the ship's {}{}",
                                   what, s.id(t), points, spec.points,
                                   combined ? " (cargo_points: combined)" : "")};
  }
  for (int k = 0; k < boarded.size; ++k) {
    const CrewSpec& c = s.pieces().crew[size_t(boarded[k])];
    const ShipSpec& spec = s.pieces().ships[size_t(onto[k])];
    if (!c.equipment && c.points == 0 && c.nation != spec.nation &&
        s.enforced("cargo-zero-point-crew"))
      return Violation{"cargo-zero-point-crew",
                       fmt::format("{} is a 0-point crew of {}; it goes aboard only a ship of its "
                                   "nation, and {} is {}",
                                   c.id, c.nation, spec.id, spec.nation)};
  }
  return std::nullopt;
}

std::optional<Violation> Rules::after_exchange(State& s, int i, int o,
                                               const SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                               const SmallList<int16_t, 2 * kMaxCoins>& onto) {
  s.recompute_crew(i);
  s.recompute_crew(o);
  SmallList<int16_t, 2> ships;
  ships.push_back(int16_t(i));
  ships.push_back(int16_t(o));
  return after_move(s, ships, boarded, onto);
}

std::optional<Violation> Rules::cargo(State& s, const Action& a) {
  if (a.island >= 0) return cargo_range(s, a);  // `@ISLAND` (rules_cargo_range.cc)
  const int i = a.ship;
  const Ship& x = s.ship(i);
  const int p = x.owner;
  if (x.docked < 0)  // even under a "stands" ruling: no island to move items at
    return Violation{
        "cargo-not-docked",
        fmt::format("{} is docked nowhere: items move only while a ship is docked", s.id(i))};
  const bool on_dock = s.options().cargo_moves == CargoMoves::OnDock;
  if (a.verb == Verb::Transfer) {
    const Ship& y = s.ship(a.other);
    if (y.docked != x.docked && a.other != i && s.enforced("cargo-not-docked"))
      return Violation{"cargo-not-docked",
                       fmt::format("{} is {}; a transfer is between two ships docked at the same "
                                   "island ({} is docked at {})",
                                   s.id(a.other),
                                   y.docked < 0 ? std::string("docked nowhere")
                                                : "docked at " + s.island_id(y.docked),
                                   s.id(i), s.island_id(x.docked))};
    if (on_dock && !docked_this_turn(s, i) && !docked_this_turn(s, a.other) &&
        s.enforced("cargo-not-docked"))
      return Violation{"cargo-not-docked",
                       fmt::format("neither {} nor {} docked this turn: items move only in a turn "
                                   "one of the two docked (cargo_moves: on-dock)",
                                   s.id(i), s.id(a.other))};
  } else if (on_dock && !docked_this_turn(s, i) && s.enforced("cargo-not-docked")) {
    return Violation{"cargo-not-docked",
                     fmt::format("{} has not docked this turn: items move only in a turn the ship "
                                 "docked (cargo_moves: on-dock)",
                                 s.id(i))};
  }
  const int island = x.docked;
  const std::string& isl = s.island_id(island);
  const int home_of = s.pieces().islands[size_t(island)].home;
  const int fort = s.fort_on(island);
  const bool own_fort = fort >= 0 && s.pieces().forts[size_t(fort)].owner == p;
  // cargo-place; coins at an enemy home island are a raider's (rules_raid.cc)
  const bool raid = a.verb == Verb::Load && !a.coins.empty() && home_of >= 0 && home_of != p;
  if (a.verb == Verb::Load && !a.coins.empty() && !own_fort && !raid)
    return Violation{"cargo-place",
                     fmt::format("coins are loaded only from one's own fort, and {} holds none "
                                 "of {}'s (a wild island's coins are taken by `explore`)",
                                 isl, s.quoted_name(p))};
  if (raid)
    if (auto v = raid_load(s, a, home_of)) return v;
  if (a.verb == Verb::Unload) {
    if (home_of != p && !own_fort)
      return Violation{"cargo-place",
                       fmt::format("{} is neither {}'s home island nor holds a fort of theirs: "
                                   "items are unloaded only there",
                                   isl, s.quoted_name(p))};
    if (!a.coins.empty())
      return Violation{"cargo-place", fmt::format("coins are unloaded by the dock line (`dock {} "
                                                  "{} unload …`), all the gold aboard at once",
                                                  s.id(i), isl)};
  }
  if (a.verb == Verb::Leave) {
    if (home_of >= 0)
      return Violation{"cargo-place", fmt::format("{} is {}'s home island: items are left only "
                                                  "on a wild island",
                                                  isl, s.quoted_name(home_of))};
    if (fort >= 0)
      return Violation{"cargo-place", fmt::format("{} holds fort {}: items are left only on a "
                                                  "wild island without a fort",
                                                  isl, s.fort_id(fort))};
  }
  // cargo-not-own
  if (a.verb == Verb::Transfer) {
    if (a.other == i)
      return Violation{
          "cargo-not-own",
          fmt::format("{} transfers to itself: a transfer is between two ships", s.id(i))};
    if (s.ship(a.other).owner != p)
      return Violation{"cargo-not-own",
                       fmt::format("{} is {}'s: items are transferred only between one's own "
                                   "ships",
                                   s.id(a.other), s.quoted_name(s.ship(a.other).owner))};
  }
  // Equipment left on a wild island is anyone's to load; a player's other items are theirs.
  if (a.verb == Verb::Load)
    for (int16_t c : a.items)
      if (c >= 0 && s.pieces().crew[size_t(c)].owner != p && !s.pieces().crew[size_t(c)].unique &&
          !(s.pieces().crew[size_t(c)].equipment && s.crew_place(c).kind == CrewPlace::Island))
        return Violation{"cargo-not-own",
                         fmt::format("{} is {}'s crew: a ship loads only its own player's crew",
                                     s.pieces().crew[size_t(c)].id,
                                     s.quoted_name(s.pieces().crew[size_t(c)].owner))};
  // cargo-not-there, moving each item as it is found
  const int to_ship = a.verb == Verb::Load ? i : a.verb == Verb::Transfer ? a.other : kNoPiece;
  CrewPlace ashore{CrewPlace::Island, int16_t(island)};
  if (a.verb == Verb::Unload)
    ashore = own_fort ? CrewPlace{CrewPlace::Fort, int16_t(fort)}
                      : CrewPlace{CrewPlace::Home, int16_t(p)};
  SmallList<int16_t, 2 * kMaxCoins> boarded, onto;
  // deny-broken (slice h41-deny): a crew kept aboard by its `deny {leave-ship}`, found on the
  // table before the line, said after fort-withdraw.
  std::optional<Violation> deny;
  if (!s.pieces().abilities.denies.empty() && a.verb != Verb::Load)
    deny = denied_leave(s, a.items, i);
  for (int16_t c : a.items) {
    if (c < 0)
      return Violation{"cargo-not-there",
                       fmt::format("the record has no crew {}: qm moves crew (by id) and coins "
                                   "(by value)",
                                   a.unknown)};
    const CrewPlace& at = s.crew_place(c);
    bool there = false;
    if (s.crew_lost(c)) {
      there = false;
    } else if (a.verb == Verb::Load && s.pieces().crew[size_t(c)].unique) {
      // A unique treasure is loaded only from one's own fort: one in a wild island's
      // treasure is explored, one unloaded at home stays there.
      there = at.kind == CrewPlace::Fort && at.index == fort && own_fort;
    } else if (a.verb == Verb::Load) {
      there = (at.kind == CrewPlace::Home && home_of == p && at.index == p) ||
              (at.kind == CrewPlace::Island && at.index == island) ||
              (at.kind == CrewPlace::Fort && at.index == fort && own_fort);
    } else {
      there = at.kind == CrewPlace::Aboard && at.index == i;
    }
    if (!there)
      return Violation{
          "cargo-not-there",
          fmt::format("{} is {}, not {}", s.pieces().crew[size_t(c)].id, place_text(s, c),
                      a.verb != Verb::Load ? "aboard " + s.id(i)
                      : s.pieces().crew[size_t(c)].unique && own_fort
                          ? fmt::format("in fort {}", s.fort_id(fort))
                      : s.pieces().crew[size_t(c)].unique
                          ? fmt::format("in a fort of {}'s on {} (a unique treasure is loaded "
                                        "only from one's own fort)",
                                        s.quoted_name(p), isl)
                          : "on " + isl)};
    if (to_ship >= 0)
      s.put_aboard(c, to_ship);
    else
      s.crew_at_[size_t(c)] = ashore;
    if (to_ship >= 0) {
      boarded.push_back(c);
      onto.push_back(int16_t(to_ship));
    }
  }
  static const Coins kNoCoins;
  Gold gold = 0;
  for (int16_t v : raid ? kNoCoins : a.coins) {  // a raider's came from that home already
    const bool there = a.verb == Verb::Load ? take_coin(s.forts_[size_t(fort)].gold, v)
                                            : take_coin(s.ships_[size_t(i)].gold, v);
    if (!there) {
      const std::string where =
          a.verb == Verb::Load ? fmt::format("in fort {}", s.fort_id(fort)) : "aboard " + s.id(i);
      return Violation{"cargo-not-there", fmt::format("no coin of {} is {}", v, where)};
    }
    gold += v;
    if (a.verb == Verb::Leave) {
      Island& is = s.islands_[size_t(island)];
      if (is.coins.full())
        return Violation{"cargo-place", fmt::format("{} holds {} coins, the most an island "
                                                    "holds in qm",
                                                    isl, kMaxCoins)};
      is.coins.push_back(v);
    } else {
      Ship& t = s.ships_[size_t(to_ship)];
      if (t.gold.full())
        return Violation{"cargo-places", fmt::format("{} would carry more than {} coins",
                                                     s.id(to_ship), kMaxCoins)};
      t.gold.push_back(v);
    }
  }
  s.recompute_crew(i);
  if (to_ship >= 0 && to_ship != i) s.recompute_crew(to_ship);
  // fort-withdraw
  if (a.verb == Verb::Load && !a.coins.empty() && !raid) {
    const FortSpec& f = s.pieces().forts[size_t(fort)];
    const Gold left = s.fort(fort).gold_value();
    if (left < f.cost && s.enforced("fort-withdraw"))
      return Violation{"fort-withdraw",
                       fmt::format("fort {} would keep {} gold, less than its cost {}: a fort "
                                   "always keeps its cost inside",
                                   f.id, left, f.cost)};
  }
  if (deny) return deny;
  if (!s.pieces().abilities.denies.empty())  // `deny {carry-crew}` of the ship boarded
    if (auto v = denied_carry(s, boarded, onto)) return v;
  SmallList<int16_t, 2> ships;
  ships.push_back(int16_t(i));
  if (to_ship >= 0 && to_ship != i) ships.push_back(int16_t(to_ship));
  if (auto v = after_move(s, ships, boarded, onto)) return v;
  Ledger& l = s.ledger_[size_t(p)];
  if (a.verb == Verb::Load) l.fort_withdrawn += gold;
  if (a.verb == Verb::Leave) l.left += gold;
  return std::nullopt;
}

std::optional<Violation> Rules::move_aboard(State& s, const Action& a, const CrewList& crew,
                                            const Coins& coins, int from, int to,
                                            SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                            SmallList<int16_t, 2 * kMaxCoins>& onto) {
  for (int16_t c : crew) {
    if (c < 0)
      return Violation{"cargo-not-there",
                       fmt::format("the record has no crew {}: qm moves crew (by id) and coins "
                                   "(by value)",
                                   a.unknown)};
    if (s.crew_ship(c) != from || s.crew_lost(c))
      return Violation{"cargo-not-there",
                       fmt::format("{} is {}, not aboard {}", s.pieces().crew[size_t(c)].id,
                                   place_text(s, c), s.id(from))};
    s.put_aboard(c, to);
    boarded.push_back(c);
    onto.push_back(int16_t(to));
  }
  for (int16_t v : coins) {
    if (!take_coin(s.ships_[size_t(from)].gold, v))
      return Violation{"cargo-not-there", fmt::format("no coin of {} is aboard {}", v, s.id(from))};
    Ship& t = s.ships_[size_t(to)];
    if (t.gold.full())
      return Violation{"cargo-places",
                       fmt::format("{} would carry more than {} coins", s.id(to), kMaxCoins)};
    t.gold.push_back(v);
  }
  return std::nullopt;
}

std::optional<Violation> Rules::explore_at_sea(State& s, const Action& a, Fault* fault) {
  const int i = a.ship, o = a.other;
  const Ship& x = s.ship(i);
  // explore-sea-target
  if (a.other_fort)
    return Violation{"explore-sea-target",
                     fmt::format("{} is a fort: at sea a ship explores a friendly ship or a "
                                 "derelict",
                                 s.fort_id(o))};
  if (o == i)
    return Violation{"explore-sea-target", fmt::format("{} cannot explore itself", s.id(i))};
  const bool friendly = s.ship(o).owner == x.owner;
  const std::string owner = s.quoted_name(s.ship(o).owner);
  if (!friendly) {
    if (!s.ship(o).derelict())
      return Violation{"explore-sea-target",
                       fmt::format("{} is {}'s and has a mast standing: at sea a ship explores a "
                                   "friendly ship or a derelict",
                                   s.id(o), owner)};
    for (int16_t c : a.items)
      if (c < 0 || !s.pieces().crew[size_t(c)].equipment)
        return Violation{"explore-sea-target",
                         fmt::format("crew never change side: from {}'s derelict {} a ship "
                                     "takes only treasure and equipment",
                                     owner, s.id(o))};
    if (!a.give_items.empty() || !a.give_coins.empty())
      return Violation{"explore-sea-target",
                       fmt::format("nothing is given to {}'s derelict {}", owner, s.id(o))};
  }
  if (auto v = fog_lost(s, a)) return v;
  // action-budget: a standard action, once per ship and turn
  if (x.explored && s.enforced("action-budget") && !x.grants)
    return Violation{"action-budget",
                     fmt::format("{} has explored once this turn already", s.id(i))};
  if (auto v = budget(s, i, Verb::Explore)) return v;
  const Geometry& g = s.geometry();
  const Ship& y = s.ship(o);
  const double ri = s.radius(i), ro = s.radius(o);  // format 2: each ship's own `r`
  if (!g.discs_touch(x.pos, ri, y.pos, ro) && s.enforced("explore-sea-contact")) {
    const double gap = g.dist(x.pos, y.pos) - ri - ro;
    if (fault) *fault = Fault{FaultKind::NoContact, x.pos, y.pos, i, o, o, false, g.tolerance, gap};
    return Violation{
        "explore-sea-contact",
        fmt::format("{} is {} mm from {}'s disc; exploring at sea needs contact ({} "
                    "mm){}",
                    s.id(i), mm(gap), s.id(o), num(g.tolerance), ships_touch_if(s, i, o, gap))};
  }
  if (MarginNotes* notes = s.margins())
    notes->contact("explore-sea-contact", s.id(i), ri, s.id(o), ro, g.dist(x.pos, y.pos),
                   g.tolerance);
  // cargo-not-there, moving each item as it is found: first what SHIP takes, then what it gives
  SmallList<int16_t, 2 * kMaxCoins> boarded, onto;
  // deny-broken (a `deny {explore}` of the ship as the line finds it) after cargo-not-there.
  // Slice h41-deny: a crew that may not leave its ship, taken or given; a crew put aboard a
  // ship that may not carry crew.
  std::optional<Violation> deny;
  if (!s.pieces().abilities.denies.empty()) {
    deny = denied(s, i, DenyAbility::Explore);
    if (!deny) deny = denied_leave(s, a.items, o);
    if (!deny) deny = denied_leave(s, a.give_items, i);
  }
  if (auto v = move_aboard(s, a, a.items, a.coins, o, i, boarded, onto)) return v;
  if (auto v = move_aboard(s, a, a.give_items, a.give_coins, i, o, boarded, onto)) return v;
  if (deny) return deny;
  if (!s.pieces().abilities.denies.empty())
    if (auto v = denied_carry(s, boarded, onto)) return v;
  if (auto v = after_exchange(s, i, o, boarded, onto)) return v;
  Ship& m = s.ships_[size_t(i)];
  m.explored = true;
  m.explored_at = kNoPiece;
  ++m.standard;
  if (!friendly) {
    Gold gold = 0;
    for (int16_t v : a.coins) gold += v;
    s.ledger_[size_t(m.owner)].derelict_in += gold;
    s.ledger_[size_t(s.ship(o).owner)].derelict_out += gold;
  }
  return std::nullopt;
}

}  // namespace qm::pirates
