#include "games/pirates/bot_shots.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "games/pirates/abilities.h"
#include "games/pirates/greedy_bot.h"
#include "games/pirates/rules.h"
#include "games/pirates/table_lines.h"
#include "games/pirates/terrain.h"

namespace qm::pirates {

namespace {

// Whether the engine accepts `a` now, tried on a copy of the table (rare: a ship whose fleet
// carries the ability, a few times a turn).
bool engine_accepts(const State& s, const Action& a) {
  State copy = s;
  return !copy.play(a).has_value();
}

// What a shot at ship t is worth to the treasure bot (as shoot_line weighs it): a derelict with
// gold (it sinks), then gold aboard, then the fewest masts standing.
int target_worth(const State& s, int t) {
  const Ship& y = s.ship(t);
  return (y.derelict() && !y.gold.empty() ? 1000 : 0) + 10 * int(y.gold_value()) - y.standing();
}

}  // namespace

std::optional<Action> broadside_line(const State& s, int i, Pick pick, sim::Rng& rng) {
  const Ship& x = s.ship(i);
  if (x.derelict() || shot_source(s, i, ShotKind::Broadside) < 0) return std::nullopt;
  const ShipSpec& spec = s.pieces().ships[size_t(i)];
  const Geometry& g = s.geometry();
  int volley = 0, top = 0;
  for (int m = 1; m <= int(spec.masts.size()); ++m)
    if (x.mast_standing(m)) {
      ++volley;
      top = std::max(top, int(spec.masts[size_t(m - 1)].rank));
    }
  if (top >= 6) return std::nullopt;  // no die is greater
  // The enemy ships (not creatures) within S with a clear line of fire.
  std::vector<int> in_reach;
  for (int t = 0; t < int(s.ships().size()); ++t) {
    const Ship& y = s.ship(t);
    if (y.sunk || y.owner == x.owner || s.creature(t)) continue;
    if (distance(x.pos, y.pos) - s.radius(t) > s.ruler(Ruler::S) + g.tolerance) continue;
    if (fair_target(s, i, t)) in_reach.push_back(t);
  }
  if (in_reach.empty()) return std::nullopt;
  int t = in_reach[0];
  if (pick == Pick::Random) {
    if (rng.below(2) != 0) return std::nullopt;
    t = in_reach[size_t(rng.below(in_reach.size()))];
  } else {
    for (int u : in_reach)
      if (target_worth(s, u) > target_worth(s, t)) t = u;
    // The hits it scores on average against those of the ship's cannons fired one by one at t.
    const double broadside = (6.0 - top) / 6.0 * (volley + 1);
    const double range = g.range_to_disc(x.pos, s.ship(t).pos, s.radius(t));
    const int mod = roll_mod(s, ModRoll::Cannon, i, t);
    double cannons = 0;
    for (int m = 1; m <= int(spec.masts.size()); ++m) {
      const Cannon& c = spec.masts[size_t(m - 1)];
      if (!x.mast_standing(m) || range > s.reach(i, m) + g.tolerance ||
          !cannon_may_hit(s, t, c.ruler))
        continue;
      for (int d = 1; d <= 6; ++d) cannons += shot_hits(d, c.rank, mod) / 6.0;
    }
    if (broadside <= cannons) return std::nullopt;
  }
  Action a = base_action(s, i, Verb::Shoot);
  Shot shot;
  shot.mast = kBroadsideMast;
  shot.target = int16_t(t);
  shot.die = d6(rng);
  shot.hit = shot.die > top;
  a.shots.push_back(shot);
  // One hit per mast of the volley plus one, on the highest masts; the next sinks the derelict.
  const Ship& y = s.ship(t);
  if (shot.hit && volley + 1 > y.standing() && s.players() == 2 && !y.gold.empty()) {
    std::vector<int16_t> coins(y.gold.begin(), y.gold.end());
    std::sort(coins.begin(), coins.end(), std::greater<>());
    a.share = true;
    for (size_t c = 0; c < (coins.size() + 1) / 2 && !a.coins.full(); ++c)
      a.coins.push_back(coins[c]);
  }
  return a;
}

bool shoot_move_due(const State& s, int i) {
  const Ship& x = s.ship(i);
  return x.shot_move_due && !x.derelict() && x.stuck_on < 0 && x.trapped_in < 0 && !x.held &&
         x.in_fog < 0 && !s.creature(i) && moves_after_shooting(s, i);
}

namespace {

// Whether ship t is worth boarding from range for ship i: an enemy ship (not a creature, not
// lost in a fog bank, not docked at its home island) carrying gold, with no more masts standing.
bool board_prey(const State& s, int i, int t) {
  const Ship& x = s.ship(i);
  const Ship& y = s.ship(t);
  return s.in_play(t) && !s.creature(t) && y.owner != x.owner && y.in_fog < 0 && !y.gold.empty() &&
         y.standing() <= x.standing() && !(y.docked >= 0 && s.is_home_of(y.docked, y.owner));
}

// How far ship i's working `allow {board-range}` reaches (mm, with the tolerance), its entry in
// `entry`; 0: none, or the ship cannot use one now (no room aboard, lost in a fog bank, a
// derelict).
double board_reach(const State& s, int i, const BoardRangeAbility** entry = nullptr) {
  const Ship& x = s.ship(i);
  if (s.pieces().abilities.board_ranges.empty() || x.sunk || x.free_places() <= 0 ||
      x.in_fog >= 0 || x.derelict() || s.creature(i))
    return 0;
  for (const BoardRangeAbility& r : s.pieces().abilities.board_ranges)
    if (working_ship(s, r.carrier, true) == i) {
      if (entry) *entry = &r;
      return s.ruler(r.ruler == 0 ? Ruler::S : Ruler::L) + s.geometry().tolerance;
    }
  return 0;
}

}  // namespace

std::optional<Point> board_range_goal(const State& s, int i) {
  const double reach = board_reach(s, i);
  if (reach <= 0) return std::nullopt;
  const Ship& x = s.ship(i);
  double move = 0;
  const Rulers rulers = move_rulers(s, i);
  for (int k = 0; k < rulers.n; ++k) move += rulers.mm[size_t(k)];
  int best = kNoPiece;
  for (int t = 0; t < int(s.ships().size()); ++t) {
    if (!board_prey(s, i, t)) continue;
    const double gap = distance(x.pos, s.ship(t).pos) - s.radius(i) - s.radius(t);
    if (gap <= reach) return std::nullopt;  // within reach: the use line comes as its action
    if (gap <= kBoardMoves * move &&
        (best < 0 || s.ship(t).gold_value() > s.ship(best).gold_value()))
      best = t;
  }
  if (best < 0) return std::nullopt;
  // Halfway into the reach of it, on this ship's side.
  const Point at = s.ship(best).pos;
  const double d = distance(x.pos, at), keep = s.radius(i) + s.radius(best) + reach / 2;
  return Point{at.x + (x.pos.x - at.x) * keep / d, at.y + (x.pos.y - at.y) * keep / d};
}

std::optional<Action> board_range_line(const State& s, int i, const TurnMemory& m) {
  const BoardRangeAbility* r = nullptr;
  const double reach = board_reach(s, i, &r);
  const Ship& x = s.ship(i);
  // Right after its move, or as its action.
  // (Not as the action of a raider that must leave: it would stay docked.)
  if (reach <= 0 || x.owner != s.current() ||
      (m.moved_last != i && (x.standard != 0 || raider_must_leave(s, i))))
    return std::nullopt;
  int best = kNoPiece;
  for (int t = 0; t < int(s.ships().size()); ++t) {
    if (!board_prey(s, i, t) || distance(x.pos, s.ship(t).pos) - s.radius(i) - s.radius(t) > reach)
      continue;
    if (best < 0 || s.ship(t).gold_value() > s.ship(best).gold_value()) best = t;
  }
  if (best < 0) return std::nullopt;
  Action a;
  a.verb = Verb::Use;
  a.player = int8_t(s.current());
  a.use = UseEffect::BoardRange;
  a.source_ship = r->carrier.ship >= 0;
  a.source = int16_t(r->carrier.ship >= 0 ? r->carrier.ship : r->carrier.crew);
  a.other = int16_t(best);
  if (engine_accepts(s, a)) return a;
  return std::nullopt;
}

namespace {

// The Born Leader's line of ship i now, its die a 6 (what decides whether the engine takes
// it); nullopt when none.
std::optional<Action> born_leader_try(const State& s, int i) {
  const std::vector<ActAbility>& acts = s.pieces().abilities.acts;
  const Ship& x = s.ship(i);
  if (acts.empty() || x.sunk || x.standard != 0 || x.named || x.grants > 0 || x.in_fog >= 0 ||
      x.derelict() || s.creature(i) || x.owner != s.current())
    return std::nullopt;
  for (const ActAbility& act : acts) {
    if (act.grant != ActAbility::Same || act.when != ActAbility::BeforeAction || act.cost_crew ||
        working_ship(s, act.carrier, true) != i)
      continue;
    Action a = base_action(s, i, Verb::Extra);
    a.source_ship = act.carrier.ship >= 0;
    a.source = int16_t(act.carrier.ship >= 0 ? act.carrier.ship : act.carrier.crew);
    a.die = act.roll ? 6 : 0;
    // Only for a ship with an action to take (the die is rolled before it).
    if (standard_lines(s, i) != 0 && engine_accepts(s, a)) return a;
  }
  return std::nullopt;
}

}  // namespace

bool born_leader_due(const State& s, int i) { return born_leader_try(s, i).has_value(); }

std::optional<Action> born_leader_line(const State& s, int i, sim::Rng& dice) {
  std::optional<Action> a = born_leader_try(s, i);
  if (a && a->die) a->die = d6(dice);
  return a;
}

std::optional<SmokePlace> smoke_place(const State& s, int i) {
  if (shot_source(s, i, ShotKind::Smoke) < 0) return std::nullopt;
  const Pieces& p = s.pieces();
  int fog = -1;
  for (int k = 0; k < int(p.terrain.size()) && fog < 0; ++k)
    if (p.terrain[size_t(k)].kind == TerrainKind::Fog && !p.terrain[size_t(k)].placed &&
        !s.terrain()[size_t(k)].placed)
      fog = k;
  if (fog < 0) return std::nullopt;
  const Ship& x = s.ship(i);
  int enemy = kNoPiece;
  for (int t = 0; t < int(s.ships().size()); ++t)
    if (s.in_play(t) && s.ship(t).owner != x.owner &&
        distance(x.pos, s.ship(t).pos) <= 2 * s.ruler(Ruler::L) &&
        (enemy < 0 || distance(x.pos, s.ship(t).pos) < distance(x.pos, s.ship(enemy).pos)))
      enemy = t;
  if (enemy < 0) return std::nullopt;
  TerrainSpec bank = s.terrain()[size_t(fog)];
  const Geometry& g = s.geometry();
  // Centre to centre: clear of the ship by 2 mm more than the tolerance, within S of its edge.
  const double d = s.radius(i) + bank.r + g.tolerance + 2;
  if (d - s.radius(i) > s.ruler(Ruler::S)) return std::nullopt;
  const double heading = direction_degrees(x.pos, s.ship(enemy).pos);
  for (double turn : {0.0, 20.0, -20.0, 40.0, -40.0, 60.0, -60.0, 80.0, -80.0}) {
    const Point c = step(x.pos, heading + turn, d);
    bank.centre = Point{std::round(c.x), std::round(c.y)};
    if (distance(x.pos, bank.centre) - s.radius(i) > s.ruler(Ruler::S) ||
        terrain_touches(bank, x.pos, s.radius(i), g.tolerance))
      continue;
    bool clear = true;
    for (const IslandSpec& is : p.islands)
      clear = clear && !terrain_touches(bank, is.centre, is.r, g.tolerance);
    for (int o = 0; o < int(s.ships().size()) && clear; ++o)
      clear = s.ship(o).sunk || !terrain_touches(bank, s.ship(o).pos, s.radius(o), g.tolerance);
    if (clear) return SmokePlace{fog, bank.centre};
  }
  return std::nullopt;
}

std::optional<Action> hit_use_line(const State& s, const TurnMemory& m) {
  const Pieces& p = s.pieces();
  if (p.abilities.hits.empty() || m.shot_last < 0 || s.ship(m.shot_last).sunk) return std::nullopt;
  for (const HitAbility& h : p.abilities.hits) {
    if (h.effect == HitAbility::ChooseMast || working_ship(s, h.carrier, true) != m.shot_last)
      continue;
    for (int n = 1; n <= m.hits; ++n) {
      const int t = m.hit_targets[size_t(n - 1)];
      if (t < 0 || s.ship(t).sunk) continue;
      Action a;
      a.verb = Verb::Use;
      a.player = int8_t(s.current());
      a.use = UseEffect::Hit;
      a.source_ship = h.carrier.ship >= 0;
      a.source = int16_t(h.carrier.ship >= 0 ? h.carrier.ship : h.carrier.crew);
      a.at_shot = int8_t(n);
      a.hit_effect = h.effect;
      // As many crew (items) as the effect takes, of those aboard, in header order.
      for (size_t c = 0; c < p.crew.size() && h.effect != HitAbility::ExtraMast; ++c)
        if (int(a.items.size) < h.count && !s.crew_lost(int(c)) && s.crew_ship(int(c)) == t &&
            (h.effect == HitAbility::KillCargo || !p.crew[c].equipment))
          a.items.push_back(int16_t(c));
      if (h.effect == HitAbility::KillCargo)
        for (int16_t v : s.ship(t).gold)
          if (int(a.items.size + a.coins.size) < h.count) a.coins.push_back(v);
      if (h.effect != HitAbility::ExtraMast && a.items.empty() && a.coins.empty()) continue;
      if (engine_accepts(s, a)) return a;
    }
  }
  return std::nullopt;
}

bool hit_use_due(const State& s, const TurnMemory& m) { return hit_use_line(s, m).has_value(); }

bool raid_island(const State& s, int i, int island) {
  if (s.pieces().abilities.raids.empty()) return false;
  const int home = s.pieces().islands[size_t(island)].home;
  const Ship& x = s.ship(i);
  return home >= 0 && home != x.owner && s.home_coins(home) > 0 && x.free_places() > 0 &&
         Rules::raid_count(s, i) >= 0;
}

std::optional<Action> raid_load_line(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (s.pieces().abilities.raids.empty() || x.docked < 0 || x.owner != s.current() ||
      !raid_island(s, i, x.docked))
    return std::nullopt;
  const int home = s.pieces().islands[size_t(x.docked)].home;
  // Home gold is a sum over a number of coins: the largest coin there leaves the others 1 each.
  const int count = Rules::raid_count(s, i);
  int coins = s.home_coins(home);
  Gold gold = s.home_gold(home);
  Action a = base_action(s, i, Verb::Load);
  for (int k = 0; k < (count ? count : x.free_places()) && k < x.free_places() && coins > 0; ++k) {
    const Gold v = std::min<Gold>(gold - (coins - 1), 4);  // the deal gives no coin above 4
    if (v < 1) break;
    a.coins.push_back(int16_t(v));
    gold -= v;
    --coins;
  }
  if (a.coins.empty() || !engine_accepts(s, a)) return std::nullopt;
  return a;
}

bool raider_must_leave(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (s.pieces().abilities.raids.empty() || x.docked < 0 || !x.docked_since_start) return false;
  const int home = s.pieces().islands[size_t(x.docked)].home;
  return home >= 0 && home != x.owner && Rules::raid_count(s, i) >= 0;
}

std::optional<Action> raider_leave_move(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (!raider_must_leave(s, i)) return std::nullopt;
  const Point c = s.pieces().islands[size_t(x.docked)].centre;
  const double d = distance(c, x.pos);
  if (d <= 0) return std::nullopt;
  double move = 0;
  const Rulers rulers = move_rulers(s, i);
  for (int k = 0; k < rulers.n; ++k) move += rulers.mm[size_t(k)];
  if (std::optional<Action> out = move_towards(
          s, i, Point{x.pos.x + (x.pos.x - c.x) * move / d, x.pos.y + (x.pos.y - c.y) * move / d}))
    return out;
  // Hemmed in (a ship beside it): one short straight move in any of 16 directions that the
  // table allows, however short; it may end touching (it undocks all the same).
  const double away = direction_degrees(c, x.pos);
  for (double length : {rulers.mm[0] - 1.5, rulers.mm[0] / 2, rulers.mm[0] / 4, 4.0})
    for (int k = 0; k < 16; ++k) {
      const double turn = (k % 2 ? -1 : 1) * 22.5 * ((k + 1) / 2);
      const Point p = step(x.pos, away + turn, length);
      const Point to{std::round(p.x), std::round(p.y)};
      Action a = base_action(s, i, Verb::Move);
      a.points.push_back(to);
      if (segment_ok(s, i, x.pos, to, true) && move_meets_ok(s, i, a)) return a;
    }
  return std::nullopt;
}

std::optional<int> raid_goal(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (s.pieces().abilities.raids.empty() || x.free_places() <= 0 || Rules::raid_count(s, i) < 0)
    return std::nullopt;
  const Pieces& p = s.pieces();
  double coin_d = 1e18;
  for (int k = 0; k < int(p.islands.size()); ++k)
    if (!s.islands()[size_t(k)].coins.empty())
      coin_d = std::min(coin_d, distance(x.pos, p.islands[size_t(k)].centre));
  std::optional<int> best;
  for (int k = 0; k < int(p.islands.size()); ++k) {
    const double d = distance(x.pos, p.islands[size_t(k)].centre);
    if (raid_island(s, i, k) && x.docked != k && d < coin_d) {
      best = k;
      coin_d = d;
    }
  }
  return best;
}

}  // namespace qm::pirates
