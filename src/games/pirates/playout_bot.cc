#include "games/pirates/playout_bot.h"

#include "games/pirates/bot_shots.h"

#include <array>

#include "games/pirates/bot_abilities.h"
#include "games/pirates/greedy_bot.h"
#include "games/pirates/table_lines.h"

namespace qm::pirates {

namespace {

// The nearest enemy at sea (not docked at its home) carrying gold, else the nearest one.
int playout_prey(const State& s, int i) {
  const Ship& x = s.ship(i);
  int prey = kNoPiece;
  bool prey_gold = false;
  double best = 0;
  for (int t = 0; t < int(s.ships().size()); ++t) {
    const Ship& y = s.ship(t);
    if (y.sunk || y.owner == x.owner || (y.docked >= 0 && s.is_home_of(y.docked, y.owner)))
      continue;
    const bool gold = !y.gold.empty();
    const double d = distance(x.pos, y.pos);
    if (prey < 0 || (gold && !prey_gold) || (gold == prey_gold && d < best)) {
      prey = t;
      prey_gold = gold;
      best = d;
    }
  }
  return prey;
}

// The length of the ship's whole move now (mm).
double playout_reach(const State& s, int i) {
  const Rulers r = move_rulers(s, i);
  double sum = 0;
  for (int k = 0; k < r.n; ++k) sum += r.mm[size_t(k)];
  return sum;
}

// The point before `d`'s bow where a tower touches it (its centre within the bow arc).
Point playout_bow_point(const State& s, int d) {
  const Ship& y = s.ship(d);
  const Geometry& g = s.geometry();
  return step(y.pos, y.heading, 2 * g.ship_radius + 0.5 * g.tolerance);
}

// The nearest derelict `i` could tow this move (any owner's, not towed by its own side
// already, not docked at its owner's home, where it repairs), or kNoPiece.
int playout_tow_target(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (x.towing >= 0) return kNoPiece;
  const double reach = playout_reach(s, i);
  int best = kNoPiece;
  double best_d = 0;
  for (int t = 0; t < int(s.ships().size()); ++t) {
    const Ship& y = s.ship(t);
    if (t == i || y.sunk || !y.derelict() || (y.towed_by >= 0 && y.owner == x.owner) ||
        (y.docked >= 0 && s.is_home_of(y.docked, y.owner)))
      continue;
    const double d = distance(x.pos, playout_bow_point(s, t));
    if (d <= reach && (best < 0 || d < best_d)) {
      best = t;
      best_d = d;
    }
  }
  return best;
}

// Whether `i`, its owner's derelict, may be scuttled now: not in tow, not repairable where
// it lies, not tried this turn, and an enemy ship that tows nothing could reach its bow
// with its next move (and take it, with its gold, for good).
bool playout_may_scuttle(const State& s, int i, const TurnMemory& m) {
  const Ship& x = s.ship(i);
  if (!x.derelict() || x.scuttled || x.towed_by >= 0 || m.scuttled_last == i || x.in_fog >= 0 ||
      (standard_lines(s, i) & kRepair))
    return false;
  const Point bow = playout_bow_point(s, i);
  for (int t = 0; t < int(s.ships().size()); ++t) {
    const Ship& y = s.ship(t);
    if (y.sunk || y.owner == x.owner || y.derelict() || y.towing >= 0 || y.stuck_on >= 0) continue;
    if (distance(y.pos, bow) <= playout_reach(s, t)) return true;
  }
  return false;
}

// Where the ship sails (see the header), nullopt when it stays.
std::optional<Point> playout_goal(const State& s, int i, sim::Rng& choice) {
  const Ship& x = s.ship(i);
  const Pieces& p = s.pieces();
  const int tow = playout_tow_target(s, i);
  if (tow >= 0 && choice.below(2) == 0) return playout_bow_point(s, tow);
  std::array<int, 64> coin_islands;
  int n = 0, nearest = kNoPiece, home = kNoPiece;
  double best = 0;
  for (int k = 0; k < int(p.islands.size()); ++k) {
    if (p.islands[size_t(k)].home == x.owner) home = k;
    if (s.islands()[size_t(k)].coins.empty() || n == int(coin_islands.size())) continue;
    coin_islands[size_t(n++)] = k;
    const double d = distance(x.pos, p.islands[size_t(k)].centre);
    if (nearest < 0 || d < best) {
      nearest = k;
      best = d;
    }
  }
  int island = kNoPiece;
  const bool room = x.free_places() > 0;
  if (x.towing >= 0 || (!x.gold.empty() && (!room || n == 0 || choice.below(2) == 0))) {
    island = home;
  } else if (n > 0 && room && (!x.gold.empty() || choice.below(5) != 0)) {
    island = choice.below(4) != 0 ? nearest : coin_islands[size_t(choice.below(uint64_t(n)))];
  } else if (x.gold.empty()) {
    const int prey = playout_prey(s, i);
    if (prey < 0) return std::nullopt;
    // Bow first into the prey: the move ends touching it.
    const Point at = s.ship(prey).pos;
    const double d = distance(x.pos, at);
    const double r = s.radius(i) + s.radius(prey) + 0.5 * s.geometry().tolerance;
    if (d <= r) return std::nullopt;
    return Point{at.x + (x.pos.x - at.x) * r / d, at.y + (x.pos.y - at.y) * r / d};
  }
  if (island < 0 || x.docked == island) return std::nullopt;
  return shore_point(s, i, island);
}

}  // namespace

bool PlayoutBot::has_line(const State& s, int i, const TurnMemory& m) const {
  return has_any_line(s, i, m) || playout_may_scuttle(s, i, m);
}

std::optional<Action> PlayoutBot::line_with_dice(const State& s, int i, const TurnMemory& m,
                                                 sim::Rng& choice, sim::Rng& dice) const {
  if (const ShipTerrain t = ship_terrain(s, i, m); t != ShipTerrain::Free)
    if (std::optional<Action> line = ship_terrain_line(s, i, m, t, choice, dice);
        line || t != ShipTerrain::Escape)
      return line;
  if (std::optional<Action> lead = born_leader_line(s, i, dice)) return lead;
  if (std::optional<Action> range = board_range_line(s, i, m)) return range;
  const FreeChoice f = free_line_due(s, i, m, true);
  if (std::optional<Action> free = free_line(s, i, f, Pick::Best, dice)) return free;
  if (std::optional<Action> use = use_line(s, i, Pick::Best, choice, dice)) return use;
  if (std::optional<Action> extra = extra_line(s, i, dice)) return extra;
  if (shoot_move_due(s, i))  // format 2: the free move after shooting
    if (std::optional<Point> goal = playout_goal(s, i, choice))
      if (std::optional<Action> move = shoot_move_line(s, i, move_towards(s, i, *goal)))
        return move;
  if (playout_may_scuttle(s, i, m) && choice.below(2) == 0) {
    Action a = base_action(s, i, Verb::Scuttle);
    a.die = d6(dice);
    return a;
  }
  const uint8_t can = standard_lines(s, i);
  if (can & kExplore) return explore_line(s, i, Pick::Best, dice);
  const Ship& x = s.ship(i);
  const int lost = __builtin_popcount(unsigned(x.lost & x.masts));
  if ((can & kRepair) && (!(can & kMove) || lost >= x.standing() || choice.below(2) == 0))
    return base_action(s, i, Verb::Repair);
  const bool empty = x.gold.empty();
  if ((can & kShoot) && (empty ? choice.below(4) != 0 : choice.below(4) == 0))
    return shoot_line(s, i, Pick::Best, dice);
  if (can & kMove)
    if (std::optional<Point> goal = playout_goal(s, i, choice))
      if (std::optional<Action> move = move_towards(s, i, *goal)) return move;
  if (can & kMove)  // format 2: a raider leaves on its owner's next turn (raid-leave)
    if (std::optional<Action> move = raider_leave_move(s, i)) return move;
  if (can & kShoot) return shoot_line(s, i, Pick::Best, dice);
  return std::nullopt;
}

}  // namespace qm::pirates
