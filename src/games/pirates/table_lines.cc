#include "games/pirates/table_lines.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "games/pirates/rules.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"

namespace qm::pirates {

namespace {

// How far along the unit ray u from c a disc of radius `tr` goes before it first touches a
// disc of radius r at `other` (0 when it touches already and moves towards it); -1: never.
double drift_contact(Point c, Point u, double tr, Point other, double r, double tol) {
  const double wx = c.x - other.x, wy = c.y - other.y;
  const double R = tr + r;
  const double b = wx * u.x + wy * u.y;  // w·u
  const double cc = wx * wx + wy * wy - R * R;
  if (wx * wx + wy * wy <= (R + tol) * (R + tol)) return b < 0 ? 0 : -1;
  const double disc = b * b - cc;
  if (disc < 0) return -1;
  const double L = -b - std::sqrt(disc);
  return L >= 0 ? L : -1;
}

Action drift_line(const State& s, int k, sim::Rng& dice) {
  const TerrainSpec& t = s.terrain()[size_t(k)];
  const double tol = s.options().tolerance;
  Action a;
  a.verb = Verb::Drift;
  a.player = int8_t(s.current());
  a.terrain = int16_t(k);
  a.die = d6(dice);
  const Point u = step(Point{}, t.edges[a.die - 1], 1);
  double L = s.options().ruler_S;
  auto stop_at = [&](Point other, double r) {
    const double c = drift_contact(t.centre, u, t.r, other, r, tol);
    if (c >= 0) L = std::min(L, std::max(0.0, c - 0.5));
  };
  for (const IslandSpec& is : s.pieces().islands) stop_at(is.centre, is.r);
  for (int o = 0; o < int(s.ships().size()); ++o)
    if (!s.ship(o).sunk) stop_at(s.ship(o).pos, s.radius(o));
  const Point to{std::round(t.centre.x + u.x * L), std::round(t.centre.y + u.y * L)};
  a.points.push_back(to);
  for (int o = 0; o < int(s.ships().size()) && !a.hits.full(); ++o) {
    const Ship& y = s.ship(o);
    const double R = t.r + s.radius(o) + tol;
    if (y.sunk || distance(to, y.pos) > R || distance(t.centre, y.pos) <= R) continue;
    IcebergHit h;
    h.ship = int16_t(o);
    a.hits.push_back(h);
  }
  return a;
}

// Whether a disc of radius r at `at` overlaps an island, a ship but `ship` (and its tow),
// or a terrain piece that blocks moves.
bool place_blocked(const State& s, int ship, Point at, double r) {
  const Geometry& g = s.geometry();
  for (const IslandSpec& is : s.pieces().islands)
    if (g.disc_overlaps_island(at, r, is.centre, is.r)) return true;
  for (int o = 0; o < int(s.ships().size()); ++o)
    if (o != ship && o != s.ship(ship).towing && !s.ship(o).sunk &&
        g.discs_overlap(at, r, s.ship(o).pos, s.radius(o)))
      return true;
  return blocking_overlap(s.terrain(), s.options().terrain_blocks_move, at, r, g) != nullptr;
}

// Where a ship entering the fog bank k is placed: its centre, else a point of whole
// millimetres on rings round it, inside (fog-entry), overlapping no ship lost in it and no
// terrain that blocks moves (a drifting iceberg may lie there: a ship under it would leave it
// no legal drift); nullopt when none.
std::optional<Point> fog_place(const State& s, int i, int k) {
  const TerrainSpec& t = s.terrain()[size_t(k)];
  const Geometry& g = s.geometry();
  const double r = s.radius(i), inside = t.r - r;
  for (double d = 0; d <= inside; d += 10)
    for (int a = 0; a < (d > 0 ? 16 : 1); ++a) {
      const Point u = step(Point{}, 22.5 * a, 1);
      const Point at{std::round(t.centre.x + u.x * d), std::round(t.centre.y + u.y * d)};
      if (distance(at, t.centre) > inside + g.tolerance) continue;
      bool free =
          blocking_overlap(s.terrain(), s.options().terrain_blocks_move, at, r, g) == nullptr;
      for (int o = 0; o < int(s.ships().size()) && free; ++o)
        free = o == i || o == s.ship(i).towing || s.ship(o).sunk || s.ship(o).in_fog != k ||
               !g.discs_overlap(at, r, s.ship(o).pos, s.radius(o));
      if (free) return at;
    }
  return std::nullopt;
}

}  // namespace

bool tow_place_clear(const State& s, int tower, int towed, Point at, double heading) {
  if (towed < 0 || s.terrain().empty()) return true;
  // Behind the tower, the two discs touching (format 2: each ship's own `r`).
  const Point behind = step(at, heading + 180, s.radius(tower) + s.radius(towed));
  return blocking_overlap(s.terrain(), s.options().terrain_blocks_move, behind, s.radius(towed),
                          s.geometry()) == nullptr;
}

namespace {

// Whether the exit by edge `die` of the fog bank the ship is lost in is blocked (fog-exit).
bool exit_blocked(const State& s, int i, int die) {
  const Ship& x = s.ship(i);
  const TerrainSpec& t = s.terrain()[size_t(x.in_fog)];
  const Point at = step(t.centre, t.edges[die - 1], t.r + s.radius(i));
  return place_blocked(s, i, at, s.radius(i)) ||
         beyond_edge(s.pieces(), s.options(), at, s.radius(i)) ||
         !tow_place_clear(s, i, x.towing, at, t.edges[die - 1]);
}

std::optional<Action> fog_exit_line(const State& s, int i, sim::Rng& dice) {
  const Ship& x = s.ship(i);
  Action a = base_action(s, i, Verb::Fog);
  a.terrain = x.in_fog;
  a.exit = true;
  a.die = d6(dice);
  auto blocked = [&](int die) { return exit_blocked(s, i, die); };
  if (!blocked(a.die)) return a;
  // The edge named is blocked (fog-exit): a working `reroll {die: any}` rolls the die again
  // (`D1,D2`, the second stands); else the ship stays lost this turn.
  if (reroll_source(s, i) < 0) return std::nullopt;
  a.rerolled = true;
  a.die2 = d6(dice);
  if (blocked(a.die2)) return std::nullopt;
  return a;
}

// Where a ship that ended its move touching the whirlpool `from` may jump: touching another
// whirlpool (16 directions round it, the first free), overlapping and touching no island and
// no ship, clear of every other terrain piece, within the table; nullopt when none.
struct WhirlPlace {
  int to = kNoPiece;
  Point at;
};
std::optional<WhirlPlace> whirl_place(const State& s, int i, int from) {
  const Geometry& g = s.geometry();
  const double r = s.radius(i);
  const TableBox box = table_box(s);
  for (int k = 0; k < int(s.terrain().size()); ++k) {
    const TerrainSpec& t = s.terrain()[size_t(k)];
    if (k == from || t.kind != TerrainKind::Whirlpool || !t.placed) continue;
    for (int d = 0; d < 16; ++d) {
      const Point u = step(Point{}, 22.5 * d, 1);
      const Point at{std::round(t.centre.x + u.x * (t.r + r)),
                     std::round(t.centre.y + u.y * (t.r + r))};
      if (!terrain_touches(t, at, r, g) || terrain_overlaps(t, at, r, g) || !box.holds(at) ||
          beyond_edge(s.pieces(), s.options(), at, r))
        continue;
      bool free = true;
      for (const IslandSpec& is : s.pieces().islands)
        free = free && !g.disc_touches_island(at, r, is.centre, is.r);
      for (int o = 0; o < int(s.ships().size()) && free; ++o)
        free = o == i || s.ship(o).sunk || !g.discs_touch(at, r, s.ship(o).pos, s.radius(o));
      for (int o = 0; o < int(s.terrain().size()) && free; ++o)
        free = o == k || !terrain_touches(s.terrain()[size_t(o)], at, r, g.tolerance + 1);
      if (free) return WhirlPlace{k, at};
    }
  }
  return std::nullopt;
}

// The whirlpool a ship that just moved touches, when it may jump from it (whirlpool-jump):
// not trapped, not lost in a fog bank, towing nothing, not jumped yet this turn; kNoPiece.
int whirl_from(const State& s, int i, const TurnMemory& m) {
  const Ship& x = s.ship(i);
  if (m.moved_last != i || x.whirled || x.trapped_in >= 0 || x.in_fog >= 0 || x.towing >= 0 ||
      x.sunk)
    return kNoPiece;
  for (int k = 0; k < int(s.terrain().size()); ++k) {
    const TerrainSpec& t = s.terrain()[size_t(k)];
    if (t.kind == TerrainKind::Whirlpool && t.placed &&
        terrain_touches(t, x.pos, s.radius(i), s.options().tolerance) && whirl_place(s, i, k))
      return k;
  }
  return kNoPiece;
}

// The jump and its d6: 4-6 loses the smallest coin aboard, else a crew, else the highest
// mast standing.
Action whirl_line(const State& s, int i, int from, sim::Rng& dice) {
  const WhirlPlace place = *whirl_place(s, i, from);
  Action a = base_action(s, i, Verb::Whirlpool);
  a.terrain = int16_t(from);
  a.to_terrain = int16_t(place.to);
  a.points.push_back(place.at);
  a.die = d6(dice);
  if (a.die <= 3) return a;
  const Ship& x = s.ship(i);
  if (!x.gold.empty()) {
    a.loss = WhirlpoolLoss::Coin;
    a.take = *std::min_element(x.gold.begin(), x.gold.end());
    return a;
  }
  for (int c = 0; c < int(s.pieces().crew.size()); ++c)
    if (s.crew_ship(c) == i && !s.crew_lost(c)) {
      a.loss = WhirlpoolLoss::Crew;
      a.crew = int16_t(c);
      return a;
    }
  a.loss = WhirlpoolLoss::Mast;
  for (int n = int(s.pieces().ships[size_t(i)].masts.size()); n >= 1 && !a.mast; --n)
    if (x.mast_standing(n)) a.mast = int8_t(n);
  return a;
}

// The escape from the Sargasso Sea the ship is trapped in, trying the 16 headings from
// `first` on; without `dice`, only whether a place is free (the line then has no die).
std::optional<Action> escape_from(const State& s, int i, int first, sim::Rng* dice) {
  const Ship& x = s.ship(i);
  const TerrainSpec& t = s.terrain()[size_t(x.trapped_in)];
  const Geometry& g = s.geometry();
  const double r = s.radius(i);
  for (int k = 0; k < 16; ++k) {
    const double heading = 22.5 * ((first + k) % 16);
    const Point u = step(Point{}, heading, 1);
    const Point at{std::round(t.centre.x + u.x * (t.r + r)),
                   std::round(t.centre.y + u.y * (t.r + r))};
    if (!stern_contact(t, at, heading, r, g) || terrain_overlaps(t, at, r, g) ||
        place_blocked(s, i, at, r))
      continue;
    Action a = base_action(s, i, Verb::Escape);
    a.terrain = x.trapped_in;
    if (!dice) return a;
    a.die = d6(*dice);
    if (a.die + x.standing() > 6) {
      a.placed = true;
      a.points.push_back(at);
      a.heading = heading;
    }
    return a;
  }
  return std::nullopt;
}

std::optional<Action> escape_line(const State& s, int i, sim::Rng& choice, sim::Rng& dice) {
  return escape_from(s, i, int(choice.below(16)), &dice);
}

}  // namespace

bool table_line_due(const State& s) {
  return s.iceberg_roll_due() || !s.drifts_due().empty() || !s.owed().empty();
}

Action table_line(const State& s, sim::Rng& dice) {
  Action a;
  a.player = int8_t(s.current());
  if (s.iceberg_roll_due()) {
    a.verb = Verb::Iceberg;
    a.die = d6(dice);
    return a;
  }
  if (!s.drifts_due().empty()) return drift_line(s, s.drifts_due().front(), dice);
  const OwedLine& o = s.owed().front();
  const TerrainSpec& t = s.terrain()[size_t(o.terrain)];
  a = base_action(s, o.ship, Verb::Reef);
  a.terrain = o.terrain;
  if (t.kind == TerrainKind::Reef) {
    if (!s.reef_value(o.terrain)) a.die = d6(dice);
  } else if (t.kind == TerrainKind::Sargasso) {
    a.verb = Verb::Sargasso;
    a.die = d6(dice);
  } else {
    a.verb = Verb::Fog;
    a.points.push_back(*fog_place(s, o.ship, o.terrain));  // move_meets_ok found one
  }
  return a;
}

ShipTerrain ship_terrain(const State& s, int i, const TurnMemory& m) {
  const Ship& x = s.ship(i);
  if (m.exited_last == i) return ShipTerrain::AfterExit;
  if (m.moved_last == i && whirl_from(s, i, m) >= 0) return ShipTerrain::Whirl;
  if (x.fogged) return ShipTerrain::Done;
  // A way out that the rules leave open: an edge of the fog bank not blocked (else the ship
  // stays lost, and a turn whose ship could never play would never end the game), a free
  // place to escape to (else its other lines).
  if (x.in_fog >= 0) {
    bool open = false;
    for (int die = 1; die <= 6 && !open; ++die) open = !exit_blocked(s, i, die);
    return open && x.standard == 0 && !x.moved && !x.derelict() && x.towed_by < 0 && !x.held
               ? ShipTerrain::Exit
               : ShipTerrain::Done;
  }
  if (x.trapped_in >= 0 && x.standard == 0 && !x.escaped && !x.derelict() &&
      escape_from(s, i, 0, nullptr))
    return ShipTerrain::Escape;
  return ShipTerrain::Free;
}

std::optional<Action> ship_terrain_line(const State& s, int i, const TurnMemory& m,
                                        ShipTerrain what, sim::Rng& choice, sim::Rng& dice) {
  switch (what) {
    case ShipTerrain::Whirl:
      return whirl_line(s, i, whirl_from(s, i, m), dice);
    case ShipTerrain::Exit:
      return fog_exit_line(s, i, dice);
    case ShipTerrain::AfterExit:
      return random_move_line(s, i, choice);
    case ShipTerrain::Escape:
      return escape_line(s, i, choice, dice);
    case ShipTerrain::Free:
    case ShipTerrain::Done:
      break;
  }
  return std::nullopt;
}

bool move_meets_ok(const State& s, int i, const Action& a) {
  if (s.terrain().empty()) return true;
  if (s.ship(i).towing >= 0) {  // the tow, placed behind, on no iceberg
    Point from = s.ship(i).pos;
    double heading = s.ship(i).heading;
    for (const Point& to : a.points) {
      if (to.x != from.x || to.y != from.y) heading = direction_degrees(from, to);
      from = to;
    }
    if (!tow_place_clear(s, i, s.ship(i).towing, from, heading)) return false;
  }
  const std::vector<Meeting> met =
      meetings(s.terrain(), s.ship(i).pos, a.points, s.radius(i), s.geometry());
  if (met.empty()) return true;
  if (met.size() > 1 || !met[0].ends_there) return false;
  if (s.terrain()[size_t(met[0].terrain)].kind != TerrainKind::Fog) return true;
  // Into a fog bank with a free place inside, and with no tow (placed behind, anywhere).
  return s.ship(i).towing < 0 && fog_place(s, i, met[0].terrain).has_value();
}

namespace {

// Whether flag m of fort f may fire at t: an enemy piece on the table, not lost in a fog
// bank, not docked at its home island, not derelict with the masts `lost` (this line's hits
// counted), within the flag's reach of the fort's circle, whose line of fire from that
// circle no blocking terrain crosses, and whose `immune` neither refuses the shot nor makes
// it miss.
bool flag_may_fire_at(const State& s, int f, int m, int t, uint16_t lost) {
  const Ship& y = s.ship(t);
  const int owner = s.pieces().forts[size_t(f)].owner;
  if (y.sunk || y.owner == owner || y.in_fog >= 0 || (lost & y.masts) == y.masts) return false;
  if (y.docked >= 0 && s.is_home_of(y.docked, y.owner)) return false;
  const Cannon& cannon = s.pieces().forts[size_t(f)].flags[size_t(m - 1)];
  const IslandSpec& is = s.pieces().islands[size_t(s.fort(f).island)];
  const Geometry& g = s.geometry();
  if (distance(is.centre, y.pos) - is.r - s.radius(t) > s.ruler(cannon.ruler) + g.tolerance)
    return false;
  const Point from = point_towards(is.centre, y.pos, is.r);
  for (const TerrainSpec& k : s.terrain())
    if (terrain_blocks(k, s.options().terrain_blocks_fire) &&
        g.island_blocks(from, y.pos, k.centre, k.r))
      return false;
  return cannon_may_hit(s, t, cannon.ruler);
}

// The current player's fort that shoots now: standing, a flag up, not shot this turn, a
// flag that may fire at an enemy; kNoPiece when none.
int fort_to_shoot(const State& s) {
  const int p = s.current();
  for (int f = 0; f < int(s.forts().size()); ++f) {
    const Fort& fort = s.fort(f);
    const FortSpec& spec = s.pieces().forts[size_t(f)];
    if (spec.owner != p || !fort.standing() || fort.abandoned() || fort.shot) continue;
    for (int m = 1; m <= int(spec.flags.size()); ++m)
      for (int t = 0; t < int(s.ships().size()) && fort.flag_standing(m); ++t)
        if (flag_may_fire_at(s, f, m, t, s.ship(t).lost)) return f;
  }
  return kNoPiece;
}

}  // namespace

bool fort_shot_due(const State& s) { return s.current() >= 0 && fort_to_shoot(s) >= 0; }

Action fort_shot_line(const State& s, sim::Rng& dice) {
  const int f = fort_to_shoot(s);
  const FortSpec& spec = s.pieces().forts[size_t(f)];
  const Fort& fort = s.fort(f);
  Action a;
  a.verb = Verb::Shoot;
  a.player = int8_t(s.current());
  a.fort = int16_t(f);
  std::vector<uint16_t> lost(s.ships().size());  // the masts lost, this line's hits counted
  for (int t = 0; t < int(s.ships().size()); ++t) lost[size_t(t)] = s.ship(t).lost;
  auto worth = [&](int t) {  // gold aboard, then the fewest masts standing
    const int standing = __builtin_popcount(unsigned(s.ship(t).masts & ~lost[size_t(t)]));
    return 10 * s.ship(t).gold_value() - standing;
  };
  for (int m = 1; m <= int(spec.flags.size()) && !a.shots.full(); ++m) {
    if (!fort.flag_standing(m)) continue;
    int best = kNoPiece;
    for (int t = 0; t < int(s.ships().size()); ++t)
      if (flag_may_fire_at(s, f, m, t, lost[size_t(t)]) && (best < 0 || worth(t) > worth(best)))
        best = t;
    if (best < 0) continue;
    const Cannon& cannon = spec.flags[size_t(m - 1)];
    Shot shot;
    shot.mast = int8_t(m);
    shot.target = int16_t(best);
    shot.die = d6(dice);
    // As the engine rolls: a 1 misses; the fort's mods and the target's against it count.
    const int mod = roll_mod(s, ModRoll::Cannon, RollPiece{f, true}, RollPiece{best, false});
    shot.hit = shot_hits(shot.die, cannon.rank, mod);
    if (shot.hit) {  // the owner's default: the highest-numbered mast standing goes
      const unsigned standing = s.ship(best).masts & ~lost[size_t(best)];
      lost[size_t(best)] = uint16_t(lost[size_t(best)] | (1u << (31 - __builtin_clz(standing))));
    }
    a.shots.push_back(shot);
  }
  return a;
}

std::optional<Action> build_line(const State& s) {
  const int p = s.current();
  if (p < 0) return std::nullopt;
  int f = kNoPiece;
  for (int k = 0; k < int(s.forts().size()); ++k)
    if (s.pieces().forts[size_t(k)].owner == p && !s.fort(k).standing() && !s.fort(k).destroyed)
      f = k;
  if (f < 0 || s.home_coins(p) < 1 || s.home_gold(p) < s.pieces().forts[size_t(f)].cost)
    return std::nullopt;
  for (int i = 0; i < int(s.ships().size()); ++i) {
    const Ship& x = s.ship(i);
    if (x.sunk || x.owner != p || x.docked < 0) continue;
    const int at = x.docked;
    const Island& is = s.islands()[size_t(at)];
    if (s.pieces().islands[size_t(at)].home >= 0 || s.fort_on(at) >= 0 || !is.explored) continue;
    if (s.options().fort_explored_by == FortExploredBy::Own && !(is.explored_by >> p & 1)) continue;
    Action a = base_action(s, i, Verb::Build);
    a.fort = int16_t(f);
    a.island = int16_t(at);
    a.coins.push_back(int16_t(s.pieces().forts[size_t(f)].cost));
    return a;
  }
  return std::nullopt;
}

}  // namespace qm::pirates
