#include "games/pirates/bot.h"

#include "games/pirates/bot_abilities.h"
#include "games/pirates/bot_shots.h"
#include "games/pirates/rules.h"
#include "games/pirates/state.h"
#include "games/pirates/table_lines.h"
#include "games/pirates/terrain.h"

#include <algorithm>
#include <cmath>

namespace qm::pirates {

namespace {

// Whether `c` lies farther than `margin` outside the box of the segment from..to: then no
// disc round `c` of radius up to `margin` touches or overlaps the path (a cheap first test).
bool clear_of(Point from, Point to, Point c, double margin) {
  return c.x < std::min(from.x, to.x) - margin || c.x > std::max(from.x, to.x) + margin ||
         c.y < std::min(from.y, to.y) - margin || c.y > std::max(from.y, to.y) + margin;
}

bool is_enemy_home(const State& s, int island, int owner) {
  const int home = s.pieces().islands[size_t(island)].home;
  return home >= 0 && home != owner;
}

// A whole number in [lo, hi].
long long between(sim::Rng& rng, long long lo, long long hi) {
  return lo + (long long)rng.below(uint64_t(hi - lo + 1));
}

}  // namespace

Rulers move_rulers(const State& s, int i) {
  const Ship& x = s.ship(i);
  Rulers r;
  if (x.towing >= 0)
    r.mm[size_t(r.n++)] = s.ruler(Ruler::S);
  else
    for (Ruler k : s.pieces().ships[size_t(i)].move)
      if (r.n < kMaxPoints - 1) r.mm[size_t(r.n++)] = s.ruler(k);
  if (x.keywords & kHelmsman) r.mm[size_t(r.n++)] = s.ruler(Ruler::S);
  // Format 2: a trade current of its owner that it touches where the move starts gives one
  // more S, once a turn (the engine spends it only when the move needs it).
  if (!x.current_used && r.n < kMaxPoints)
    for (const TerrainSpec& t : s.terrain())
      if (t.kind == TerrainKind::Current && t.placed && t.owner == x.owner &&
          terrain_touches(t, x.pos, s.radius(i), s.options().tolerance)) {
        r.mm[size_t(r.n++)] = s.ruler(Ruler::S);
        break;
      }
  return r;
}

bool segment_ok(const State& s, int i, Point from, Point to, bool last) {
  const Geometry& g = s.geometry();
  const Pieces& p = s.pieces();
  // Every disc with its own radius (format 2: a creature's r, a ship's own r).
  const double own = s.radius(i);
  const double reach = own + g.tolerance + 1;
  for (const IslandSpec& is : p.islands) {
    if (clear_of(from, to, is.centre, is.r + reach)) continue;
    if (g.path_overlap(from, to, own, is.centre, is.r) > 0) return false;
    if (!last && g.disc_touches_island(to, own, is.centre, is.r)) return false;
  }
  const Ship& x = s.ship(i);
  for (int o = 0; o < int(s.ships().size()); ++o) {
    const Ship& y = s.ship(o);
    if (o == i || y.sunk || o == x.towing || o == x.towed_by) continue;
    if (clear_of(from, to, y.pos, s.radius(o) + reach)) continue;
    if (g.path_overlap(from, to, own, y.pos, s.radius(o)) > 0) return false;
    if (!last && g.discs_touch(to, own, y.pos, s.radius(o))) return false;
  }
  // Format 2: the terrain kinds that are obstacles, as islands.
  for (const TerrainSpec& t : s.terrain()) {
    if (!terrain_blocks(t, s.options().terrain_blocks_move)) continue;
    if (g.path_overlap(from, to, s.radius(i), t.centre, t.r) > 0) return false;
    if (!last && terrain_touches(t, to, s.radius(i), g.tolerance)) return false;
  }
  return true;
}

int touching_island(const State& s, int i) {
  const Geometry& g = s.geometry();
  const Pieces& p = s.pieces();
  const Point at = s.ship(i).pos;
  const double own = s.radius(i);
  for (int k = 0; k < int(p.islands.size()); ++k) {
    const IslandSpec& is = p.islands[size_t(k)];
    if (clear_of(at, at, is.centre, is.r + own + g.tolerance + 1)) continue;
    if (g.disc_touches_island(at, own, is.centre, is.r)) return k;
  }
  return kNoPiece;
}

bool fair_target(const State& s, int i, int t) {
  const Ship& x = s.ship(i);
  const Ship& y = s.ship(t);
  if (t == i || y.sunk || y.owner == x.owner || y.in_fog >= 0) return false;
  if (y.docked >= 0 && s.is_home_of(y.docked, y.owner)) return false;
  const Geometry& g = s.geometry();
  for (const TerrainSpec& k : s.terrain())
    if (terrain_blocks(k, s.options().terrain_blocks_fire) &&
        g.island_blocks(x.pos, y.pos, k.centre, k.r))
      return false;
  for (const IslandSpec& is : s.pieces().islands)
    if (g.island_blocks(x.pos, y.pos, is.centre, is.r)) return false;
  for (int o = 0; o < int(s.ships().size()); ++o) {
    if (o == i || o == t || s.ship(o).sunk) continue;
    if (g.disc_blocks(x.pos, y.pos, s.ship(o).pos, s.radius(o))) return false;
  }
  return true;
}

namespace {

// The longest reach among the ship's standing cannons, 0 when none stands.
double longest_reach(const State& s, int i) {
  double reach = 0;
  const int n = int(s.pieces().ships[size_t(i)].masts.size());
  for (int m = 1; m <= n; ++m)
    if (s.ship(i).mast_standing(m)) reach = std::max(reach, s.reach(i, m));
  return reach;
}

}  // namespace

bool cannon_may_hit(const State& s, RollPiece t, Ruler ruler) {
  return immune_source(s, t, true, int(ruler)).empty() &&
         immune_source(s, t, false, int(ruler)).empty();
}

bool cannon_may_hit(const State& s, int target, Ruler ruler) {
  return cannon_may_hit(s, RollPiece{target, false}, ruler);
}

double fort_range(const State& s, int i, int f) {
  const IslandSpec& is = s.pieces().islands[size_t(s.fort(f).island)];
  return distance(s.ship(i).pos, is.centre) - is.r;
}

bool fair_fort_target(const State& s, int i, int f) {
  const Fort& fort = s.fort(f);
  if (!fort.standing() || s.pieces().forts[size_t(f)].owner == s.ship(i).owner) return false;
  const Geometry& g = s.geometry();
  const IslandSpec& home = s.pieces().islands[size_t(fort.island)];
  const Point from = s.ship(i).pos, to = point_towards(home.centre, from, home.r);
  for (const IslandSpec& is : s.pieces().islands)
    if (&is != &home && g.island_blocks(from, to, is.centre, is.r)) return false;
  for (int o = 0; o < int(s.ships().size()); ++o)
    if (o != i && !s.ship(o).sunk && g.disc_blocks(from, to, s.ship(o).pos, s.radius(o)))
      return false;
  for (const TerrainSpec& k : s.terrain())
    if (terrain_blocks(k, s.options().terrain_blocks_fire) &&
        g.island_blocks(from, to, k.centre, k.r))
      return false;
  return true;
}

bool has_target(const State& s, int i) {
  const double reach = longest_reach(s, i);
  if (reach <= 0) return false;
  const Geometry& g = s.geometry();
  for (int t = 0; t < int(s.ships().size()); ++t) {
    const Ship& y = s.ship(t);
    if (y.sunk || y.owner == s.ship(i).owner) continue;
    const Point at = s.ship(i).pos;
    if (clear_of(at, at, y.pos, reach + g.tolerance + s.radius(t) + 1)) continue;
    const double range = g.range_to_disc(at, y.pos, s.radius(t));
    if (range > reach + g.tolerance || !fair_target(s, i, t)) continue;
    if (s.pieces().abilities.immune.empty()) return true;
    // A cannon that reaches it and that no `immune` of the target refuses (shoot_line).
    const ShipSpec& spec = s.pieces().ships[size_t(i)];
    for (int m = 1; m <= int(spec.masts.size()); ++m)
      if (s.ship(i).mast_standing(m) && range <= s.reach(i, m) + g.tolerance &&
          cannon_may_hit(s, t, spec.masts[size_t(m - 1)].ruler))
        return true;
  }
  // Format 2: an enemy fort in range, as the engine measures it from the island's circle.
  const ShipSpec& spec = s.pieces().ships[size_t(i)];
  for (int f = 0; f < int(s.forts().size()); ++f) {
    if (!s.fort(f).standing() || fort_range(s, i, f) > reach + g.tolerance ||
        !fair_fort_target(s, i, f))
      continue;
    for (int m = 1; m <= int(spec.masts.size()); ++m)
      if (s.ship(i).mast_standing(m) && fort_range(s, i, f) <= s.reach(i, m) + g.tolerance &&
          cannon_may_hit(s, RollPiece{f, true}, spec.masts[size_t(m - 1)].ruler))
        return true;
  }
  return false;
}

TableBox table_box(const State& s) {
  const Pieces& p = s.pieces();
  TableBox b{1e18, 1e18, -1e18, -1e18};
  for (const IslandSpec& is : p.islands) {
    b.x0 = std::min(b.x0, is.centre.x - is.r);
    b.y0 = std::min(b.y0, is.centre.y - is.r);
    b.x1 = std::max(b.x1, is.centre.x + is.r);
    b.y1 = std::max(b.y1, is.centre.y + is.r);
  }
  const double margin = s.options().ruler_L;
  return {b.x0 - margin, b.y0 - margin, b.x1 + margin, b.y1 + margin};
}

FreeChoice free_line_due(const State& s, int i, const TurnMemory& m, bool ram_and_tow) {
  const Ship& x = s.ship(i);
  const Geometry& g = s.geometry();
  // Format 2: lost in a fog bank, it takes no free line; a sea creature only moves and shoots.
  if (x.in_fog >= 0 || s.creature(i)) return {};
  if (m.rammed_last == i && m.ram_target >= 0 && !s.ship(m.ram_target).sunk)
    return {FreeLine::Board, m.ram_target};
  if (x.moved && x.docked < 0) {
    const int island = touching_island(s, i);
    const int fort = island >= 0 ? s.fort_on(island) : kNoPiece;
    if (island >= 0 && (!is_enemy_home(s, island, x.owner) || raid_island(s, i, island)) &&
        (fort < 0 || s.pieces().forts[size_t(fort)].owner == x.owner))
      return {FreeLine::Dock, island};
  }
  if (raid_load_line(s, i)) return {FreeLine::Raid, x.docked};
  if (x.docked >= 0 && !x.explored && x.free_places() > 0) {
    const Island& is = s.islands()[size_t(x.docked)];
    if (!is.coins.empty() && ((x.keywords & kExplorer) || (x.moved && is.explored)))
      return {FreeLine::Explore, x.docked};
  }
  if (ram_and_tow && x.moved && !x.rammed && x.stuck_on < 0)
    for (int o = 0; o < int(s.ships().size()); ++o) {
      const Ship& y = s.ship(o);
      if (y.sunk || y.owner == x.owner || y.standing() == 0 || y.in_fog >= 0 || s.creature(o))
        continue;
      const double ri = s.radius(i), ro = s.radius(o);
      if (clear_of(x.pos, x.pos, y.pos, ri + ro + g.tolerance + 1)) continue;
      if (g.bow_touches(x.pos, ri, x.heading, y.pos, ro)) return {FreeLine::Ram, o};
    }
  if (ram_and_tow && x.moved && x.towing < 0)
    for (int o = 0; o < int(s.ships().size()); ++o) {
      const Ship& y = s.ship(o);
      if (o == i || y.sunk || !y.derelict() || o == x.towed_by || y.in_fog >= 0) continue;
      const double ri = s.radius(i), ro = s.radius(o);
      if (clear_of(x.pos, x.pos, y.pos, ri + ro + g.tolerance + 1)) continue;
      if (g.bow_touches(y.pos, ro, y.heading, x.pos, ri) &&
          tow_place_clear(s, i, o, x.pos, x.heading))
        return {FreeLine::Tow, o};
    }
  if (x.moved && x.standard == 1 && !x.shot && !x.explored && (x.keywords & kCaptain) &&
      has_target(s, i))
    return {FreeLine::CaptainShoot, kNoPiece};
  return {};
}

uint8_t standard_lines(const State& s, int i) {
  const Ship& x = s.ship(i);
  // Format 2: an `extra` line's grant allows a second non-free action (action-budget).
  const bool granted = x.grants > 0 && x.standard - int(x.captain_shot) < 2;
  if ((x.standard != 0 && !granted) || x.in_fog >= 0) return 0;  // format 2: lost in fog
  uint8_t out = 0;
  if (!x.derelict() && x.stuck_on < 0 && x.trapped_in < 0 && !x.held) out |= kMove;
  if ((!x.shot || granted) && has_target(s, i)) out |= kShoot;
  if (x.docked >= 0 && !x.explored && !x.moved && x.docked_since_start && x.free_places() > 0 &&
      !s.islands()[size_t(x.docked)].coins.empty())
    out |= kExplore;
  if ((x.lost & ~x.fire & x.masts) != 0 &&  // a fire mast is not repaired (rules_fire.cc)
      ((x.keywords & kShipwright) || (x.docked >= 0 && s.is_home_of(x.docked, x.owner))))
    out |= kRepair;
  // Format 2: a raider docked at an enemy home island since an earlier turn leaves
  // (raid-leave).
  if ((out & kMove) && raider_must_leave(s, i)) out = kMove;
  // Format 2: a Born Leader's grant (`grant: same`) is a second action of the first's kind.
  if (granted && x.grant_same && x.standard > 0) {
    const Verb v = x.first_action;
    out &= v == Verb::Move      ? kMove
           : v == Verb::Shoot   ? kShoot
           : v == Verb::Explore ? kExplore
           : v == Verb::Repair  ? kRepair
                                : 0;
  }
  return out;
}

Action base_action(const State& s, int i, Verb verb) {
  Action a;
  a.verb = verb;
  a.player = int8_t(s.ship(i).owner);
  a.ship = int16_t(i);
  return a;
}

Action dock_line(const State& s, int i, int island) {
  Action a = base_action(s, i, Verb::Dock);
  a.island = int16_t(island);
  const Ship& x = s.ship(i);
  if (s.is_home_of(island, x.owner) || s.fort_on(island) >= 0) {  // home, or its own fort
    for (int16_t c : x.gold)
      if (!a.coins.full()) a.coins.push_back(c);
    if (x.towing >= 0)
      for (int16_t c : s.ship(x.towing).gold)
        if (!a.coins.full()) a.coins.push_back(c);
    a.unload = !a.coins.empty();
  }
  return a;
}

Action shoot_line(const State& s, int i, Pick pick, sim::Rng& rng) {
  // Format 2: a Broadsides Attack instead, when it serves (bot_shots.h).
  if (!s.pieces().abilities.shots.empty())
    if (std::optional<Action> b = broadside_line(s, i, pick, rng)) return *b;
  Action a = base_action(s, i, Verb::Shoot);
  const Ship& x = s.ship(i);
  const ShipSpec& spec = s.pieces().ships[size_t(i)];
  const Geometry& g = s.geometry();
  const double longest = longest_reach(s, i);
  // The fair targets within the longest reach, with what this line does to them.
  struct Target {
    int ship;  // or a fort's index (format 2)
    double range;
    uint16_t lost;
    bool sunk;  // sunk, or a fort destroyed
    bool fort = false;
  };
  std::array<Target, 64> targets;
  int n = 0;
  for (int t = 0; t < int(s.ships().size()) && n < int(targets.size()); ++t) {
    const Ship& y = s.ship(t);
    if (y.sunk || y.owner == x.owner) continue;
    const double range = g.range_to_disc(x.pos, y.pos, s.radius(t));
    if (range <= longest + g.tolerance && fair_target(s, i, t))
      targets[size_t(n++)] = {t, range, y.lost, false};
  }
  // Format 2: the enemy forts standing, aimed at their island's circle.
  for (int f = 0; f < int(s.forts().size()) && n < int(targets.size()); ++f) {
    if (!s.fort(f).standing()) continue;
    const double range = fort_range(s, i, f);
    if (range <= longest + g.tolerance && fair_fort_target(s, i, f))
      targets[size_t(n++)] = {f, range, s.fort(f).lost, false, true};
  }
  SmallList<int16_t, 4 * kMaxCoins> pool;
  bool reroll_used = x.reroll_used;
  bool any_reroll_used = false;  // a `reroll {die: any}` of the ship, in this line
  uint16_t specials = 0;         // the special shots' kinds fired in this line (bits)
  // One cannon's shot: mast `m` (format 2: `-K` for the extra cannon xK) of `rank` and `ruler`
  // reaching `reach`; `fixed`: no mod applies; `specials`: it may fire a special shot. Whether
  // a shot was written.
  auto fire = [&](int m, int rank, Ruler ruler, double reach, bool fixed, bool specials_ok) {
    if (a.shots.full()) return false;
    std::array<int, 64> in_range;
    int k = 0;
    // A target whose `immune` refuses this cannon's shot, or its hit, is no target for it.
    for (int j = 0; j < n; ++j)
      if (!targets[size_t(j)].sunk && targets[size_t(j)].range <= reach + g.tolerance &&
          cannon_may_hit(s, RollPiece{targets[size_t(j)].ship, targets[size_t(j)].fort}, ruler))
        in_range[size_t(k++)] = j;
    if (k == 0) return false;
    // What the target has up: a ship's masts, a fort's flags.
    auto posts = [&](const Target& t) {
      return t.fort ? s.fort(t.ship).flags : s.ship(t.ship).masts;
    };
    auto derelict = [&](const Target& t) { return (t.lost & posts(t)) == posts(t); };
    int chosen = in_range[0];
    if (pick == Pick::Random) {
      chosen = in_range[size_t(rng.below(uint64_t(k)))];
    } else {
      // A derelict with gold (it sinks), then gold aboard, then the fewest masts standing;
      // a fort as a ship: its gold, its flags standing (abandoned, a hit destroys it and its
      // gold goes back to the island, out of its owner's score).
      auto worth = [&](const Target& t) {
        const int standing = __builtin_popcount(unsigned(posts(t) & ~t.lost));
        const int gold =
            t.fort ? int(s.fort(t.ship).gold_value()) : int(s.ship(t.ship).gold_value());
        return (derelict(t) && gold > 0 ? 1000 : 0) + 10 * gold - standing;
      };
      for (int j = 1; j < k; ++j)
        if (worth(targets[size_t(in_range[size_t(j)])]) > worth(targets[size_t(chosen)]))
          chosen = in_range[size_t(j)];
    }
    Target& t = targets[size_t(chosen)];
    Shot shot;
    shot.mast = int8_t(m);
    shot.target = int16_t(t.ship);
    shot.at_fort = t.fort;
    // Format 2: a special shot (abilities.h) at a ship with masts standing, when the ship has
    // one at hand (each kind once in the line: the deal's are once a turn) and it serves: a
    // grapple at gold the ship has room for (the board follows its hit), a chain at gold
    // aboard (held, it cannot sail home), a grape at a crew aboard, a fire shot (a firepot's
    // within S) at a ship with two masts standing or more (its fire may spread); the random
    // bot fires one at hand one time in two.
    // A stink shot at a ship with a crew aboard (switched off through its owner's next turn),
    // an exploding shot and a double shot (the cannon fires again) as a fire shot.
    if (specials_ok && !s.pieces().abilities.shots.empty() && !t.fort && !s.creature(t.ship) &&
        !derelict(t)) {
      const Ship& y = s.ship(t.ship);
      const int up = __builtin_popcount(unsigned(y.masts & ~t.lost));
      for (ShotKind kind :
           {ShotKind::Grapple, ShotKind::Chain, ShotKind::Grape, ShotKind::Stink,
            ShotKind::Exploding, ShotKind::Fire, ShotKind::Firepot, ShotKind::Double}) {
        const uint16_t bit = uint16_t(1u << int(kind));
        const int src = shot_source(s, i, kind);
        if ((specials & bit) || src < 0) continue;
        if (kind == ShotKind::Firepot && s.pieces().abilities.shots[size_t(src)].range_s &&
            t.range > s.ruler(Ruler::S))
          continue;
        const bool serves = pick == Pick::Random        ? rng.below(2) == 0
                            : kind == ShotKind::Grapple ? !y.gold.empty() && x.free_places() > 0
                            : kind == ShotKind::Chain   ? !y.gold.empty()
                            : kind == ShotKind::Grape || kind == ShotKind::Stink
                                ? grape_victim(s, t.ship) >= 0
                                : up >= 2;
        if (!serves) continue;
        shot.kind = kind;
        specials = uint16_t(specials | bit);
        break;
      }
    }
    shot.die = d6(rng);
    int die = shot.die;
    const int mod = fixed ? 0
                          : roll_mod(s, ModRoll::Cannon, RollPiece{i, false},
                                     RollPiece{t.ship, t.fort});  // abilities.h
    // A miss is rolled again as the engine allows it: by the Cannoneer while it has not
    // rolled again this turn, else by a `reroll {die: any}` not used this turn (abilities.h).
    if (!shot_hits(die, rank, mod) && (x.keywords & kCannoneer) && !reroll_used) {
      shot.rerolled = true;
      shot.reroll = d6(rng);
      die = shot.reroll;
      reroll_used = true;
    } else if (!shot_hits(die, rank, mod) && !any_reroll_used && reroll_source(s, i) >= 0) {
      shot.rerolled = true;
      shot.reroll = d6(rng);
      die = shot.reroll;
      any_reroll_used = true;
    }
    shot.hit = shot_hits(die, rank, mod);
    if (shot.hit && t.fort) {  // the highest flag standing falls; abandoned, it is destroyed
      if (derelict(t))
        t.sunk = true;
      else
        t.lost = uint16_t(t.lost | (1u << (31 - __builtin_clz(unsigned(posts(t) & ~t.lost)))));
    } else if (shot.hit && (shot.kind == ShotKind::Chain || shot.kind == ShotKind::Grapple ||
                            shot.kind == ShotKind::Grape || shot.kind == ShotKind::Stink)) {
      // These special shots' hits remove no mast (their target has masts standing); a fire
      // shot's (an exploding one's) turns the highest standing into a fire mast, down as a lost
      // one (below); a double shot's removes a mast.
    } else if (shot.hit) {
      if (derelict(t)) {
        t.sunk = true;
        for (int16_t c : s.ship(t.ship).gold)
          if (!pool.full()) pool.push_back(c);
      } else {
        const Ship& y = s.ship(t.ship);
        std::array<int, kMaxMasts> standing;
        int ns = 0;
        for (int mast = 1; mast <= kMaxMasts; ++mast)
          if (((y.masts & ~t.lost) >> (mast - 1)) & 1) standing[size_t(ns++)] = mast;
        int removed = standing[size_t(ns - 1)];
        if (pick == Pick::Random && rng.below(3) == 0) {
          removed = standing[size_t(rng.below(uint64_t(ns)))];
          shot.choice = int8_t(removed);
        }
        t.lost = uint16_t(t.lost | (1u << (removed - 1)));
        // A sea creature that loses its last segment is eliminated at once.
        if (s.creature(t.ship) && derelict(t)) t.sunk = true;
      }
    }
    a.shots.push_back(shot);
    return true;
  };
  uint32_t idle = 0;  // the standing masts that fired no shot (bits)
  for (int m = 1; m <= int(spec.masts.size()); ++m) {
    if (!x.mast_standing(m)) continue;
    const Cannon& c = spec.masts[size_t(m - 1)];
    if (a.shots.full() || !fire(m, c.rank, c.ruler, s.reach(i, m), false, true)) {
      idle |= 1u << (m - 1);
      continue;
    }
    // A double shot's cannon fires again as the next shot (its target keeps a mast standing).
    if (a.shots[a.shots.size - 1].kind == ShotKind::Double)
      fire(m, c.rank, c.ruler, s.reach(i, m), false, false);
  }
  // Format 2: the extra cannons at work (xK, `stat {cannon}`, a Musketeer), while a mast stands.
  if (!s.pieces().abilities.cannons.empty())
    for (int k = 1; k <= 8; ++k) {
      const int e = Rules::extra_cannon(s, i, k);
      if (e < 0) break;
      const ExtraCannonAbility& c = s.pieces().abilities.cannons[size_t(e)];
      const Ruler ruler = c.ruler == 0 ? Ruler::S : Ruler::L;
      fire(-k, c.rank, ruler, s.ruler(ruler), c.fixed, false);
    }
  // Format 2: a mast that fired nothing fires a smoke shot last (the fog bank it places blocks
  // no shot of this line), when it serves (bot_shots.h).
  if (idle && !a.shots.full() && !s.pieces().abilities.shots.empty() &&
      (pick == Pick::Best || rng.below(2) == 0))
    if (const std::optional<SmokePlace> smoke = smoke_place(s, i)) {
      Shot shot;
      shot.mast = int8_t(__builtin_ctz(idle) + 1);
      shot.kind = ShotKind::Smoke;
      a.terrain = int16_t(smoke->fog);
      a.points.push_back(smoke->at);
      a.shots.push_back(shot);
    }
  if (s.players() == 2 && !pool.empty()) {
    a.share = true;
    std::vector<int16_t> coins(pool.begin(), pool.end());
    if (pick == Pick::Random)
      rng.shuffle(coins);
    else
      std::sort(coins.begin(), coins.end(), std::greater<>());
    const size_t take = (coins.size() + 1) / 2;
    for (size_t c = 0; c < take && !a.coins.full(); ++c) a.coins.push_back(coins[c]);
  }
  return a;
}

Action ram_line(const State& s, int i, int target, sim::Rng& rng) {
  Action a = base_action(s, i, Verb::Ram);
  a.other = int16_t(target);
  a.die = d6(rng);
  const int mod = roll_mod(s, ModRoll::Ram, i, target), need = s.ship(target).standing();
  a.hit = a.die + mod > need;
  // Format 2: a miss rolled again by a `reroll {die: any}` of the ship not used this turn.
  if (!a.hit && !s.pieces().abilities.rerolls.empty() && reroll_source(s, i) >= 0) {
    a.rerolled = true;
    a.die2 = d6(rng);
    a.hit = a.die2 + mod > need;
  }
  return a;
}

Action board_line(const State& s, int i, int t, Pick pick, sim::Rng& rng) {
  Action a = base_action(s, i, Verb::Board);
  a.other = int16_t(t);
  a.die = d6(rng);
  a.die2 = d6(rng);
  // Each side's boarding mods (abilities.h) count as the engine counts them; after a `use …
  // board-range` the target's do not apply.
  const int my_mod = s.ship(i).standing() + roll_mod(s, ModRoll::Board, i, t);
  const int their_mod =
      s.ship(t).standing() + (s.board_from_range(i, t) ? 0 : roll_mod(s, ModRoll::Board, t, i));
  int mine = a.die + my_mod, theirs = a.die2 + their_mod;
  // Format 2: a side that loses (or ties) rolls its die again with a `reroll {die: any}` of its
  // ship not used this turn, the writer first; the second die stands.
  if (!s.pieces().abilities.rerolls.empty()) {
    if (mine <= theirs && reroll_source(s, i) >= 0) {
      a.board_rerolled = true;
      a.board_reroll = d6(rng);
      mine = a.board_reroll + my_mod;
    }
    if (theirs <= mine && reroll_source(s, t) >= 0) {
      a.board_rerolled2 = true;
      a.board_reroll2 = d6(rng);
      theirs = a.board_reroll2 + their_mod;
    }
  }
  if (mine == theirs) return a;
  const int winner = mine > theirs ? i : t, loser = mine > theirs ? t : i;
  const Ship& l = s.ship(loser);
  if (!l.gold.empty() && s.ship(winner).free_places() >= 1) {
    a.effect = BoardEffect::Take;
    if (pick == Pick::Random)
      a.take = l.gold[int(rng.below(l.gold.size))];
    else
      a.take = *std::max_element(l.gold.begin(), l.gold.end());
    return a;
  }
  if (pick == Pick::Random) {
    std::vector<int> crew;
    for (int c = 0; c < int(s.pieces().crew.size()); ++c)
      if (s.crew_ship(c) == loser && !s.crew_lost(c) &&
          crew_fate(s, c).kind != CrewFate::Kept)  // slice h41-crewloss
        crew.push_back(c);
    if (!crew.empty()) {
      a.effect = BoardEffect::Kill;
      a.crew = int16_t(crew[size_t(rng.below(crew.size()))]);
    }
  }
  return a;
}

Action explore_line(const State& s, int i, Pick pick, sim::Rng& rng) {
  Action a = base_action(s, i, Verb::Explore);
  const Ship& x = s.ship(i);
  std::vector<int16_t> coins(s.islands()[size_t(x.docked)].coins.begin(),
                             s.islands()[size_t(x.docked)].coins.end());
  if (pick == Pick::Random)
    rng.shuffle(coins);
  else
    std::sort(coins.begin(), coins.end(), std::greater<>());
  const size_t take = std::min(coins.size(), size_t(std::max(0, x.free_places())));
  for (size_t c = 0; c < take && !a.coins.full(); ++c) a.coins.push_back(coins[c]);
  // Format 2: every unique treasure there is taken (unique-take); it takes no place.
  for (size_t c = 0; c < s.pieces().crew.size() && !a.items.full(); ++c)
    if (s.pieces().crew[c].unique && !s.crew_lost(int(c)) &&
        s.crew_place(int(c)).kind == CrewPlace::Island && s.crew_place(int(c)).index == x.docked)
      a.items.push_back(int16_t(c));
  return a;
}

// A random move: see the header.
std::optional<Action> random_move_line(const State& s, int i, sim::Rng& rng) {
  const Ship& x = s.ship(i);
  const Rulers rulers = move_rulers(s, i);
  const int segments = 1 + int(rng.below(uint64_t(rulers.n)));
  const TableBox box = table_box(s);
  for (int attempt = 0; attempt < 8; ++attempt) {
    Action a = base_action(s, i, Verb::Move);
    Point from = x.pos;
    for (int k = 0; k < segments; ++k) {
      // A whole-millimetre offset within the ruler, less 1 mm for rounding the start.
      const long long reach = (long long)std::floor(rulers.mm[size_t(k)]) - 1;
      long long dx = 0, dy = 0;
      for (int tries = 0; tries < 16; ++tries) {
        dx = between(rng, -reach, reach);
        dy = between(rng, -reach, reach);
        if (dx * dx + dy * dy <= reach * reach) break;
        dx = dy = 0;
      }
      const Point to{std::round(from.x) + double(dx), std::round(from.y) + double(dy)};
      if (!box.holds(to) || !segment_ok(s, i, from, to, k + 1 == segments)) break;
      a.points.push_back(to);
      from = to;
    }
    // A move cut short ends at a point checked as touching nothing: fine as the last one.
    if (!a.points.empty() && move_meets_ok(s, i, a)) return a;
  }
  if (!segment_ok(s, i, x.pos, x.pos, true)) return std::nullopt;
  Action a = base_action(s, i, Verb::Move);
  a.points.push_back(x.pos);
  return a;
}

std::optional<Action> free_line(const State& s, int i, const FreeChoice& due, Pick pick,
                                sim::Rng& rng) {
  switch (due.kind) {
    case FreeLine::Board:
      return board_line(s, i, due.other, pick, rng);
    case FreeLine::Dock:
      return dock_line(s, i, due.other);
    case FreeLine::Explore:
      return explore_line(s, i, pick, rng);
    case FreeLine::Ram:
      return ram_line(s, i, due.other, rng);
    case FreeLine::Tow: {
      Action a = base_action(s, i, Verb::Tow);
      a.other = int16_t(due.other);
      return a;
    }
    case FreeLine::CaptainShoot:
      return shoot_line(s, i, pick, rng);
    case FreeLine::Raid:
      return raid_load_line(s, i);
    case FreeLine::None:
      break;
  }
  return std::nullopt;
}

bool has_any_line(const State& s, int i, const TurnMemory& m) {
  const Ship& x = s.ship(i);
  switch (ship_terrain(s, i, m)) {
    case ShipTerrain::Done:
      return false;
    case ShipTerrain::Exit:
    case ShipTerrain::AfterExit:
    case ShipTerrain::Escape:
    case ShipTerrain::Whirl:
      return true;
    case ShipTerrain::Free:
      break;
  }
  if (free_line_due(s, i, m, true).kind != FreeLine::None) return true;
  // A ship that may still move has a standard line: no need to look for targets.
  if (x.standard == 0 && !x.derelict() && x.stuck_on < 0 && !x.held) return true;
  return standard_lines(s, i) != 0 || extra_due(s, i) || use_due(s, i) || shoot_move_due(s, i) ||
         board_range_line(s, i, m).has_value() || born_leader_due(s, i);
}

std::optional<Action> shoot_move_line(const State& s, int i, std::optional<Action> move) {
  if (!move || !shoot_move_due(s, i)) return std::nullopt;
  State copy = s;  // the engine decides which rulers the free move has: rare
  if (copy.play(*move)) return std::nullopt;
  return move;
}

namespace {

// The crew ship i pays for an `act {cost: crew}`: of its crew aboard (not an equipment nor a
// unique treasure), the one of the fewest points (the last in header order among equals);
// kNoPiece when none is aboard.
int crew_to_pay(const State& s, int i) {
  const Pieces& p = s.pieces();
  int pay = kNoPiece;
  for (int c = 0; c < int(p.crew.size()); ++c) {
    const CrewSpec& crew = p.crew[size_t(c)];
    if (crew.equipment || crew.unique || s.crew_lost(c) || s.crew_ship(c) != i) continue;
    if (pay < 0 || crew.points <= p.crew[size_t(pay)].points) pay = c;
  }
  return pay;
}

// The `extra` line of `ship` from the act `k` (AbilitySet::acts), with `die` written when the
// act rolls one and the crew paid when it costs one; nullopt when the act is not the ship's
// own nor a crew's, or no crew is aboard to pay with.
std::optional<Action> extra_from(const State& s, int i, const ActAbility& act, uint8_t die) {
  Action a = base_action(s, i, Verb::Extra);
  if (act.carrier.ship >= 0) {
    a.source = int16_t(act.carrier.ship);
    a.source_ship = true;
  } else if (act.carrier.crew >= 0) {
    a.source = int16_t(act.carrier.crew);
  } else {
    return std::nullopt;
  }
  if (act.cost_crew) {
    const int pay = crew_to_pay(s, i);
    if (pay < 0) return std::nullopt;
    a.items.push_back(int16_t(pay));
  }
  a.die = act.roll ? die : 0;
  return a;
}

// The first act the engine accepts for `ship` now, tried on a copy of the table; -1.
int extra_act(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (s.pieces().abilities.acts.empty() || x.standard != 1 || x.grants > 0 || x.in_fog >= 0 ||
      x.derelict() || s.creature(i))
    return -1;
  const std::vector<ActAbility>& acts = s.pieces().abilities.acts;
  for (int k = 0; k < int(acts.size()); ++k) {
    if (working_ship(s, acts[size_t(k)].carrier, true) != i) continue;
    const std::optional<Action> a = extra_from(s, i, acts[size_t(k)], 6);
    if (!a) continue;
    State copy = s;  // the engine decides (once, at work): rare, a few times a turn
    // A crew is paid only for an action the ship can take after it.
    if (!copy.play(*a) && (!acts[size_t(k)].cost_crew || standard_lines(copy, i) != 0)) return k;
  }
  return -1;
}

}  // namespace

bool extra_due(const State& s, int i) { return extra_act(s, i) >= 0; }

std::optional<Action> extra_line(const State& s, int i, sim::Rng& dice) {
  const int k = extra_act(s, i);
  if (k < 0) return std::nullopt;
  return extra_from(s, i, s.pieces().abilities.acts[size_t(k)], d6(dice));
}

namespace {

struct RevealPick {
  int event = kNoPiece, target = kNoPiece;
  size_t crew = 0;
};

RevealPick pick_reveal(const State& s, const TurnMemory& m) {
  const Pieces& p = s.pieces();
  const int me = s.current();
  if (!m.turn_start || p.events.empty() || me < 0) return {};
  for (int e = 0; e < int(p.events.size()); ++e) {
    const EventSpec& ev = p.events[size_t(e)];
    if (ev.owner != me || s.event_revealed(e) || ev.kill_each <= 0) continue;
    RevealPick pick{e, kNoPiece, 0};
    for (int t = 0; t < int(s.ships().size()); ++t) {
      const Ship& y = s.ship(t);
      if (!s.in_play(t) || y.in_fog >= 0 || (ev.target_side == 1 && y.owner == me) ||
          (ev.target_side == 2 && y.owner != me) || (ev.target_kind == 1 && s.creature(t)) ||
          (ev.target_kind == 2 && !s.creature(t)))
        continue;
      const size_t crew = s.crew_in_boarding_order(t).size();
      if (crew > pick.crew) {
        pick.crew = crew;
        pick.target = t;
      }
    }
    if (pick.target >= 0) return pick;
  }
  return {};
}

}  // namespace

bool reveal_due(const State& s, const TurnMemory& m) { return pick_reveal(s, m).target >= 0; }

std::optional<Action> reveal_line(const State& s, const TurnMemory& m, sim::Rng& dice) {
  const RevealPick pick = pick_reveal(s, m);
  if (pick.target < 0) return std::nullopt;
  Action a;
  a.verb = Verb::Reveal;
  a.player = int8_t(s.current());
  a.event = int16_t(pick.event);
  a.other = int16_t(pick.target);
  for (size_t c = 0; c < pick.crew && !a.dice.full(); ++c) a.dice.push_back(d6(dice));
  return a;
}

bool RandomBot::has_line(const State& s, int i, const TurnMemory& m) const {
  return has_any_line(s, i, m);
}

std::optional<Action> RandomBot::line(const State& s, int i, const TurnMemory& m,
                                      sim::Rng& rng) const {
  if (const ShipTerrain t = ship_terrain(s, i, m); t != ShipTerrain::Free)
    if (std::optional<Action> line = ship_terrain_line(s, i, m, t, rng, rng);
        line || t != ShipTerrain::Escape)
      return line;
  if (std::optional<Action> lead = born_leader_line(s, i, rng)) return lead;
  if (std::optional<Action> range = board_range_line(s, i, m)) return range;
  const FreeChoice f = free_line_due(s, i, m, true);
  if (std::optional<Action> free = free_line(s, i, f, Pick::Random, rng)) return free;
  if (std::optional<Action> use = use_line(s, i, Pick::Random, rng, rng)) return use;
  if (std::optional<Action> extra = extra_line(s, i, rng)) return extra;
  if (shoot_move_due(s, i))
    if (std::optional<Action> move = shoot_move_line(s, i, random_move_line(s, i, rng)))
      return move;
  const uint8_t choices = standard_lines(s, i);
  if (!choices) return std::nullopt;
  int k = int(rng.below(uint64_t(__builtin_popcount(choices))));
  uint8_t kind = 1;
  for (;; kind = uint8_t(kind << 1))
    if ((choices & kind) && k-- == 0) break;
  switch (kind) {
    case kMove:
      return random_move_line(s, i, rng);
    case kShoot:
      return shoot_line(s, i, Pick::Random, rng);
    case kExplore:
      return explore_line(s, i, Pick::Random, rng);
    default: {
      Action a = base_action(s, i, Verb::Repair);
      if (rng.below(3) == 0) {
        const Ship& x = s.ship(i);
        std::array<int, kMaxMasts> lost;
        int n = 0;
        for (int mast = 1; mast <= kMaxMasts; ++mast)
          if (((x.lost & ~x.fire & x.masts) >> (mast - 1)) & 1) lost[size_t(n++)] = mast;
        a.mast = int8_t(lost[size_t(rng.below(uint64_t(n)))]);
      }
      return a;
    }
  }
}

}  // namespace qm::pirates
