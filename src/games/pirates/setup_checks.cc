#include "games/pirates/setup_checks.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

std::string coins_text(std::vector<int> c) {
  std::sort(c.begin(), c.end());
  if (c.empty()) return "none";
  std::string s;
  for (int v : c) {
    s += s.empty() ? "" : ", ";
    s += std::to_string(v);
  }
  return s;
}

using Found = std::optional<Violation>;

// Fleet building is what the header's fleets say (phase Header); the islands, coins and
// positions are the set-up on the table (phase Setup).
Found at(SourcePos pos, const char* rule, std::string message, const std::string& player) {
  const Phase phase = std::string_view(rule).rfind("fleet-", 0) == 0 ? Phase::Header : Phase::Setup;
  return Violation{rule, std::move(message), player, phase, 0, pos.line};
}

// The points a player's fleet may cost beyond the game's total (`build {points: +N}`): each
// distinct N once (two sources of one ability do not add up), from the entries that work at
// set-up: a ship's own; a crew's aboard a ship of its nation; an equipment's aboard any ship.
int extra_build_points(const Pieces& p, int player) {
  std::vector<int> seen;
  for (const BuildAbility& b : p.abilities.builds) {
    if (b.kind != BuildAbility::Points || carrier_owner(p, b.carrier) != player) continue;
    if (b.carrier.crew >= 0) {
      const CrewSpec& c = p.crew[size_t(b.carrier.crew)];
      if (c.ship < 0 || (!c.equipment && !setup_crew_nation_works(p, c.ship, c.nation)) ||
          setup_crew_denied(p, b.carrier.crew, c.ship))
        continue;
    }
    if (std::find(seen.begin(), seen.end(), b.points) == seen.end()) seen.push_back(b.points);
  }
  int extra = 0;
  for (int n : seen) extra += n;
  return extra;
}

// setup-face (format 2): a crew or equipment whose own `build {face-up}` places it face up is
// written face down (`face: down`, the default).
Found face_checks(const State& s) {
  const Pieces& p = s.pieces();
  for (const BuildAbility& b : p.abilities.builds) {
    if (b.kind != BuildAbility::FaceUp || b.carrier.crew < 0) continue;
    const CrewSpec& c = p.crew[size_t(b.carrier.crew)];
    if (c.face_up || c.unique) continue;
    return at(c.pos, "setup-face",
              fmt::format("{} is placed face up (its `build {{face-up}}`) but written face down: "
                          "write `face: up`",
                          c.id),
              p.players[size_t(c.owner)]);
  }
  return std::nullopt;
}

// deny-broken (slice h41-deny): a crew placed on a ship whose `deny {carry-crew}` works at
// set-up (the ship's own; a crew's aboard a ship of its nation, an equipment's aboard any).
Found carry_crew_check(const Pieces& p, int player) {
  for (const DenyAbility& d : p.abilities.denies) {
    if (d.what != DenyAbility::CarryCrew || carrier_owner(p, d.carrier) != player) continue;
    int ship = d.carrier.ship;
    if (d.carrier.crew >= 0) {
      const CrewSpec& by = p.crew[size_t(d.carrier.crew)];
      if (by.ship < 0 || (!by.equipment && !setup_crew_nation_works(p, by.ship, by.nation)) ||
          setup_crew_denied(p, d.carrier.crew, by.ship))
        continue;
      ship = by.ship;
    }
    for (const CrewSpec& c : p.crew)
      if (c.ship == ship && !c.equipment && !c.unique && &c - p.crew.data() != d.carrier.crew)
        return at(c.pos, "deny-broken",
                  fmt::format("{} is placed on {}, which may not carry crew: {}'s ability '{}'",
                              c.id, p.ships[size_t(ship)].id, carrier_id(p, d.carrier), d.text),
                  p.players[size_t(player)]);
  }
  return std::nullopt;
}

// fleet-link (slice h41-deny): the crew a `build {link-choice: {nation: X}}` chose (the crew
// entry's `link:`) is a crew of nation X of the same fleet.
Found link_choice_check(const Pieces& p, int player) {
  for (const BuildAbility& b : p.abilities.builds) {
    if (b.kind != BuildAbility::LinkChoice || b.link_crew < 0 ||
        carrier_owner(p, b.carrier) != player)
      continue;
    const CrewSpec& c = p.crew[size_t(b.carrier.crew)];
    const CrewSpec& partner = p.crew[size_t(b.link_crew)];
    if (partner.nation == b.link_nation && partner.owner == c.owner) continue;
    return at(
        c.pos, "fleet-link",
        fmt::format("{}'s link is chosen among {}'s crew of {} (its `build {{link-choice}}`); "
                    "{} is {}'s, of {}",
                    c.id, p.players[size_t(c.owner)], b.link_nation, partner.id,
                    p.players[size_t(partner.owner)], partner.nation),
        p.players[size_t(player)]);
  }
  return std::nullopt;
}

Found fleet_checks(const State& s) {
  const Pieces& p = s.pieces();
  const Options& o = s.options();
  for (int pl = 0; pl < s.players(); ++pl) {
    const std::string& name = p.players[size_t(pl)];
    if (auto v = link_choice_check(p, pl)) return v;  // slice h41-deny: before what it changes
    int points = 0;
    for (const ShipSpec& sh : p.ships)
      if (sh.owner == pl) points += sh.points;
    for (const CrewSpec& c : p.crew)  // format 2: less a ship's `build {discount}`
      if (c.owner == pl) points += setup_crew_cost(p, int(&c - p.crew.data()), c.ship);
    for (const EventSpec& e : p.events)  // format 2: events count their points
      if (e.owner == pl) points += e.points;
    const int extra = extra_build_points(p, pl);
    if (points > p.points + extra)
      return at(p.fleets[size_t(pl)].pos, "fleet-points",
                extra ? fmt::format("{}'s fleet costs {} points; the game's total is {}, and {} "
                                    "more by `build {{points}}`",
                                    name, points, p.points, extra)
                      : fmt::format("{}'s fleet costs {} points; the game's total is {}", name,
                                    points, p.points),
                name);
    for (size_t i = 0; i < p.ships.size(); ++i) {
      const ShipSpec& sh = p.ships[i];
      if (sh.owner != pl || sh.creature) continue;  // a creature's crew is fleet-creature
      int crew = 0, linked = 0, crew_points = 0, equipment_points = 0;
      for (const CrewSpec& c : p.crew)
        if (c.ship == int(i)) {
          // Format 2: a crew whose `build {no-cargo}` works here takes no place.
          crew += !setup_crew_takes_no_place(p, int(&c - p.crew.data()));
          linked +=
              (c.keyword & kLinked) != 0 || setup_link_place(p, int(&c - p.crew.data()), int(i));
          (c.equipment ? equipment_points : crew_points) +=
              setup_crew_cost(p, int(&c - p.crew.data()), int(i));
        }
      // Format 2: the `stat {cargo}` entries of the ship and of its crew add or take places.
      const int stat = p.abilities.stats.empty() ? 0 : setup_stat_cargo(p, int(i));
      if (!p.abilities.stats.empty() && setup_no_cargo_crew(p, int(i))) crew = 0;
      if (crew > sh.cargo + linked + stat)
        return at(sh.pos, "fleet-cargo",
                  fmt::format("{} carries {} crew; it has {} cargo place(s){}{}", sh.id, crew,
                              sh.cargo + linked + stat,
                              linked ? fmt::format(" ({} with linked crew)", linked) : "",
                              stat ? fmt::format(" ({:+} from `stat` entries)", stat) : ""),
                  name);
      // Format 2: equipment points within the ship's points too, apart or with the crew's
      // (option cargo_points).
      if (o.cargo_points == CargoPoints::Combined && crew_points + equipment_points > sh.points)
        return at(sh.pos, "fleet-crew-points",
                  fmt::format("the crew and equipment of {} cost {} points, more than the "
                              "ship's {} (cargo_points: combined)",
                              sh.id, crew_points + equipment_points, sh.points),
                  name);
      if (crew_points > sh.points)
        return at(sh.pos, "fleet-crew-points",
                  fmt::format("the crew of {} cost {} points, more than the ship's {}", sh.id,
                              crew_points, sh.points),
                  name);
      if (equipment_points > sh.points)
        return at(sh.pos, "fleet-crew-points",
                  fmt::format("the equipment of {} cost {} points, more than the ship's {}", sh.id,
                              equipment_points, sh.points),
                  name);
    }
    for (const CrewSpec& c : p.crew) {
      if (c.owner != pl || c.ship < 0 || c.equipment) continue;  // at home: when it boards
      const ShipSpec& sh = p.ships[size_t(c.ship)];
      if (c.points == 0 && c.nation != sh.nation && !sh.creature)
        return at(c.pos, "fleet-zero-point-crew",
                  fmt::format("{} is a 0-point crew of {}; it joins only a ship of its nation, "
                              "not {} of {}",
                              c.id, c.nation, sh.id, sh.nation),
                  name);
    }
    // Format 2: a sea creature receives no crew and no equipment.
    for (const CrewSpec& c : p.crew)
      if (c.owner == pl && c.ship >= 0 && p.ships[size_t(c.ship)].creature)
        return at(c.pos, "fleet-creature",
                  fmt::format("{} is given to {}, a sea creature: creatures receive no crew and "
                              "no equipment",
                              c.id, p.ships[size_t(c.ship)].id),
                  name);
    if (auto v = carry_crew_check(p, pl)) return v;  // slice h41-deny
    const FleetSpec& f = p.fleets[size_t(pl)];
    int gold = 0;
    for (int c : f.treasure) gold += c;
    // Format 2: unique treasures count among the treasures, worth 0: the coins alone make
    // the gold.
    std::vector<const CrewSpec*> uniques;
    for (const CrewSpec& c : p.crew)
      if (c.owner == pl && c.unique) uniques.push_back(&c);
    const int count = int(f.treasure.size() + uniques.size());
    if (count != o.treasures_per_player || gold != o.treasure_gold)
      return at(
          f.pos, "fleet-treasure",
          uniques.empty()
              ? fmt::format("{} brings {} coin(s) worth {} gold; each player brings {} "
                            "worth {}",
                            name, f.treasure.size(), gold, o.treasures_per_player, o.treasure_gold)
              : fmt::format("{} brings {} coin(s) worth {} gold and {} unique "
                            "treasure(s); each player brings {} treasures, the coins "
                            "worth {}",
                            name, f.treasure.size(), gold, uniques.size(), o.treasures_per_player,
                            o.treasure_gold),
          name);
    for (size_t a = 0; a < uniques.size(); ++a)
      for (size_t b = 0; b < a; ++b)
        if (uniques[a]->name == uniques[b]->name)
          return at(f.pos, "fleet-unique",
                    fmt::format("{} brings two unique treasures named '{}' ({} and {}); a "
                                "player brings each unique treasure once",
                                name, excerpt(uniques[a]->name), uniques[b]->id, uniques[a]->id),
                    name);
  }
  return std::nullopt;
}

Found terrain_checks(const State& s);

// setup-table (format 2, table_edge blocks): islands, terrain placed, then ships and creatures
// in the order written, none lying partly beyond the table's edge; at set-up, or as a `start:`
// position leaves them (the pieces where the state holds them, ships sunk left out).
Found table_checks(const State& s) {
  const Pieces& p = s.pieces();
  const Options& o = s.options();
  // Under wraps too (a piece is set up on the table); a `start:` position's ships may stand
  // across the seam of a table that wraps, so only the set-up's are checked there.
  const bool wraps = o.table_edge == TableEdge::Wraps && p.table;
  if (!edge_blocks(p, o) && !wraps) return std::nullopt;
  auto beyond = [&](SourcePos pos, const std::string& id, Point c, double r,
                    const std::string& player) -> Found {
    if (edge_gap(p, c, r) >= -o.tolerance) return std::nullopt;
    return at(pos, "setup-table",
              fmt::format("{} at {} lies partly outside the table: {}", id, pt(c),
                          beyond_edge_text(p, c, r, wraps ? "wraps" : "blocks")),
              player);
  };
  for (const IslandSpec& is : p.islands)
    if (Found f = beyond(is.pos, is.id, is.centre, is.r, "")) return f;
  for (const TerrainSpec& t : s.terrain()) {
    if (!t.placed) continue;
    if (t.kind != TerrainKind::Current) {
      if (Found f = beyond(t.pos, t.id, t.centre, t.r, "")) return f;
      continue;
    }
    for (Point end : {t.from, t.to})  // a strip lies within the table when both its ends do
      if (Found f = beyond(t.pos, t.id, end, t.w / 2, p.players[size_t(t.owner)])) return f;
  }
  for (size_t i = 0; i < p.ships.size() && !(wraps && p.start); ++i) {
    if (s.ship(int(i)).sunk) continue;
    SourcePos pos = p.ships[i].pos;
    if (p.start)
      for (const StartShip& e : p.start->ships)
        if (e.ship == int(i)) pos = e.pos;
    if (Found f = beyond(pos, p.ships[i].id, s.ship(int(i)).pos, s.radius(int(i)),
                         p.players[size_t(p.ships[i].owner)]))
      return f;
  }
  return std::nullopt;
}

Found island_checks(const State& s) {
  const Pieces& p = s.pieces();
  const Options& o = s.options();
  const int want = o.islands_per_player * s.players();
  if (int(p.islands.size()) != want)
    return at(p.islands_pos, "setup-islands",
              fmt::format("{} islands on the table; {} players play with {}", p.islands.size(),
                          s.players(), want),
              "");
  for (int pl = 0; pl < s.players(); ++pl) {
    int homes = 0;
    for (const IslandSpec& is : p.islands) homes += is.home == pl;
    if (homes != 1)
      return at(p.islands_pos, "setup-islands",
                fmt::format("{} has {} home islands; each player has exactly one",
                            p.players[size_t(pl)], homes),
                "");
  }
  const double lo = o.island_distance_min * o.ruler_L, hi = o.island_distance_max * o.ruler_L;
  for (size_t i = 0; i < p.islands.size() && p.islands.size() > 1; ++i) {
    double nearest = std::numeric_limits<double>::infinity();
    std::string who;
    for (size_t j = 0; j < p.islands.size(); ++j) {
      if (i == j) continue;
      const double d = s.geometry().dist(p.islands[i].centre, p.islands[j].centre) -
                       p.islands[i].r - p.islands[j].r;
      if (d < nearest) {
        nearest = d;
        who = p.islands[j].id;
      }
    }
    if (nearest < lo - o.tolerance || nearest > hi + o.tolerance)
      return at(
          p.islands[i].pos, "setup-island-distance",
          fmt::format("{}'s nearest island, {}, is {} mm away edge to edge; it must be {} "
                      "to {} mm ({}L to {}L) ± {} mm",
                      p.islands[i].id, who, num(nearest), num(lo), num(hi),
                      num(o.island_distance_min), num(o.island_distance_max), num(o.tolerance)),
          "");
  }
  if (Found f = terrain_checks(s)) return f;
  std::vector<int> placed, brought;
  std::vector<int> uniques_placed(p.crew.size(), 0);
  for (const IslandSpec& is : p.islands) {
    if (is.home >= 0 && !(is.treasure.empty() && is.uniques.empty()))
      return at(is.pos, "setup-treasure",
                fmt::format("{} is {}'s home island: no treasure is placed on it", is.id,
                            p.players[size_t(is.home)]),
                "");
    const size_t count = is.treasure.size() + is.uniques.size();
    if (is.home < 0 && int(count) != o.treasures_per_island)
      return at(is.pos, "setup-treasure",
                fmt::format("{} holds {} {}; each wild island gets {}", is.id, count,
                            is.uniques.empty() ? "coin(s)" : "treasure(s)", o.treasures_per_island),
                "");
    placed.insert(placed.end(), is.treasure.begin(), is.treasure.end());
    for (int c : is.uniques)
      if (++uniques_placed[size_t(c)] > 1)
        return at(is.pos, "setup-treasure",
                  fmt::format("{} is placed twice; each unique treasure brought lies on one "
                              "island",
                              p.crew[size_t(c)].id),
                  "");
  }
  for (size_t c = 0; c < p.crew.size(); ++c)
    if (p.crew[c].unique && !uniques_placed[c])
      return at(p.islands_pos, "setup-treasure",
                fmt::format("{} (brought by {}) lies on no island; the treasures placed are the "
                            "treasures brought",
                            p.crew[c].id, p.players[size_t(p.crew[c].owner)]),
                "");
  for (const FleetSpec& f : p.fleets)
    brought.insert(brought.end(), f.treasure.begin(), f.treasure.end());
  std::sort(placed.begin(), placed.end());
  std::sort(brought.begin(), brought.end());
  if (placed != brought)
    return at(p.islands_pos, "setup-treasure",
              fmt::format("the coins placed ({}) are not the coins the players brought ({})",
                          coins_text(placed), coins_text(brought)),
              "");
  return std::nullopt;
}

// setup-terrain (format 2): a terrain piece placed at set-up lies S - tolerance or more,
// edge to edge, from every island and every other terrain piece placed (a current: its
// strip), in the order of `terrain:`.
Found terrain_checks(const State& s) {
  const Pieces& p = s.pieces();
  const Options& o = s.options();
  const Geometry& g = s.geometry();
  const double least = o.ruler_S - o.tolerance;
  for (size_t k = 0; k < p.terrain.size(); ++k) {
    const TerrainSpec& t = p.terrain[k];
    if (!t.placed) continue;
    // The gap between t and a circle round c of radius r, edge to edge.
    auto gap = [&](Point c, double r) { return terrain_gap(t, c, g) - r; };
    auto too_near = [&](const std::string& other, double d) {
      return at(t.pos, "setup-terrain",
                fmt::format("{} lies {} mm from {}, edge to edge; terrain is placed at least S "
                            "({} mm) - {} mm from islands and other terrain",
                            t.id, num(d), other, num(o.ruler_S), num(o.tolerance)),
                "");
    };
    for (const IslandSpec& is : p.islands)
      if (const double d = gap(is.centre, is.r); d < least) return too_near(is.id, d);
    for (size_t j = 0; j < p.terrain.size(); ++j) {
      const TerrainSpec& u = p.terrain[j];
      if (j == k || !u.placed) continue;
      // Against a current, measure from its strip; between two currents, from the nearest
      // ends of their segments.
      double d = u.kind == TerrainKind::Current
                     ? (t.kind == TerrainKind::Current
                            ? std::min({terrain_gap(u, t.from, g), terrain_gap(u, t.to, g),
                                        terrain_gap(t, u.from, g), terrain_gap(t, u.to, g)}) -
                                  t.w / 2
                            : terrain_gap(u, t.centre, g) - t.r)
                     : gap(u.centre, u.r);
      if (d < least) return too_near(u.id, d);
    }
  }
  return std::nullopt;
}

// No ship overlaps an island or another ship; at set-up each touches its home island and
// overlaps no terrain piece.
Found position_checks(const State& s, bool at_setup) {
  const Pieces& p = s.pieces();
  const Geometry& g = s.geometry();
  std::vector<int> order;  // ships, then creatures (format 2), in turn order of their owners
  for (bool creatures : {false, true})
    for (int pl = 0; pl < s.players(); ++pl)
      for (size_t i = 0; i < p.ships.size(); ++i)
        if (p.ships[i].owner == pl && p.ships[i].creature == creatures) order.push_back(int(i));
  auto entry = [&](int i) {
    if (p.start)
      for (const StartShip& e : p.start->ships)
        if (e.ship == i) return e.pos;
    return p.ships[size_t(i)].pos;
  };
  for (int i : order) {
    const Ship& x = s.ship(i);
    if (x.sunk) continue;
    const std::string& owner = p.players[size_t(p.ships[size_t(i)].owner)];
    const double own = s.radius(i);  // format 2: a creature's own disc
    if (at_setup) {
      // A ship starts docked at home; a creature, never docked, touching its home island.
      int home = x.docked;
      if (s.creature(i))
        for (size_t k = 0; k < p.islands.size(); ++k)
          if (p.islands[k].home == x.owner) home = int(k);
      if (home < 0 || !g.disc_touches_island(x.pos, own, p.islands[size_t(home)].centre,
                                             p.islands[size_t(home)].r))
        return at(entry(i), "setup-position",
                  home < 0 ? fmt::format("{} has no home island to start at", s.id(i))
                           : fmt::format("{} at {} is {} mm from its home island {}; it starts "
                                         "touching it",
                                         s.id(i), pt(x.pos),
                                         num(g.dist(x.pos, p.islands[size_t(home)].centre) -
                                             p.islands[size_t(home)].r - own),
                                         p.islands[size_t(home)].id),
                  owner);
    }
    for (const IslandSpec& is : p.islands)
      if (g.disc_overlaps_island(x.pos, own, is.centre, is.r))
        return at(entry(i), "setup-position",
                  fmt::format("{} at {} overlaps {} (centre {}, r {}) by {} mm", s.id(i), pt(x.pos),
                              is.id, pt(is.centre), num(is.r),
                              num(is.r + own - g.dist(x.pos, is.centre))),
                  owner);
    if (at_setup)
      for (const TerrainSpec& t : p.terrain)
        if (t.placed && terrain_overlaps(t, x.pos, own, g))
          return at(entry(i), "setup-position",
                    fmt::format("{} at {} overlaps {} (a {}) by {} mm", s.id(i), pt(x.pos), t.id,
                                terrain_kind_name(t.kind), num(own - terrain_gap(t, x.pos, g))),
                    owner);
    for (int j : order) {
      if (j == i || s.ship(j).sunk) continue;
      if (g.discs_overlap(x.pos, own, s.ship(j).pos, s.radius(j)))
        return at(
            entry(i), "setup-position",
            fmt::format("{} at {} overlaps {} at {} ({} mm between centres)", s.id(i), pt(x.pos),
                        s.id(j), pt(s.ship(j).pos), num(g.dist(x.pos, s.ship(j).pos))),
            owner);
    }
    if (p.start)
      for (const StartShip& e : p.start->ships) {
        if (e.ship == i && int(e.gold.size()) > x.free_places() + int(x.gold.size))
          return at(e.pos, "setup-position",
                    fmt::format("{} carries {} coins; it has {} place(s) for gold", s.id(i),
                                e.gold.size(), x.free_places() + int(x.gold.size)),
                    owner);
        if (e.ship == i && e.items_given && x.free_places() + int(x.gold.size) < 0)
          return at(e.pos, "setup-position",  // format 2's `items`
                    fmt::format("{} carries {} crew and equipment; it has {} cargo place(s)",
                                s.id(i), int(x.crew_aboard), int(x.places)),
                    owner);
      }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Violation> check_setup(const State& s) {
  if (s.pieces().start) {
    if (Found f = position_checks(s, false)) return f;
    return table_checks(s);
  }
  if (Found f = fleet_checks(s)) return f;
  if (Found f = island_checks(s)) return f;
  if (Found f = position_checks(s, true)) return f;
  if (Found f = face_checks(s)) return f;
  return table_checks(s);
}

}  // namespace qm::pirates
