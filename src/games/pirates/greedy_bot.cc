#include "games/pirates/greedy_bot.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "games/pirates/bot_abilities.h"
#include "games/pirates/bot_shots.h"
#include "games/pirates/table_lines.h"

namespace qm::pirates {

namespace {

// Turns tried when the straight heading is blocked: 0, then ±20, ±40, ±60, ±80 degrees, as
// constants (cos, sin), so that the bot's choices use no libm.
constexpr std::array<std::array<double, 2>, 9> kTurns = {{
    {1.0, 0.0},
    {0.93969262078590843, 0.34202014332566871},
    {0.93969262078590843, -0.34202014332566871},
    {0.76604444311897801, 0.64278760968653936},
    {0.76604444311897801, -0.64278760968653936},
    {0.50000000000000011, 0.86602540378443860},
    {0.50000000000000011, -0.86602540378443860},
    {0.17364817766693041, 0.98480775301220802},
    {0.17364817766693041, -0.98480775301220802},
}};

struct Goal {
  Point at;               // the point to reach
  int island = kNoPiece;  // the island sailed for, if any
};

// Where the ship sails, if anywhere (see the header).
std::optional<Goal> goal_of(const State& s, int i) {
  const Ship& x = s.ship(i);
  const Pieces& p = s.pieces();
  const Geometry& g = s.geometry();
  // Format 2: gold an enemy ship carries, within a take's reach after this move.
  if (std::optional<Point> take = take_goal(s, i)) return Goal{*take, kNoPiece};
  // And to board one from range (bot_shots.h).
  if (std::optional<Point> board = board_range_goal(s, i)) return Goal{*board, kNoPiece};
  int coin_island = kNoPiece;
  double best = 0;
  for (int k = 0; k < int(p.islands.size()); ++k) {
    if (s.islands()[size_t(k)].coins.empty()) continue;
    const double d = distance(x.pos, p.islands[size_t(k)].centre);
    if (coin_island < 0 || d < best) {
      coin_island = k;
      best = d;
    }
  }
  int home = kNoPiece;
  for (int k = 0; k < int(p.islands.size()); ++k)
    if (p.islands[size_t(k)].home == x.owner) home = k;
  int island = kNoPiece;
  if (!x.gold.empty() && (x.free_places() <= 0 || coin_island < 0))
    island = home;
  else if (coin_island >= 0 && x.free_places() > 0)
    island = coin_island;
  // Format 2: an enemy home island to raid, nearer than every island with coins (bot_shots.h).
  if (std::optional<int> raid = raid_goal(s, i); raid && x.gold.empty()) island = *raid;
  if (island >= 0) {
    if (x.docked == island) return std::nullopt;
    if (std::optional<Point> at = shore_point(s, i, island)) return Goal{*at, island};
    return std::nullopt;
  }
  if (!x.gold.empty()) return std::nullopt;
  // Hunting: the nearest enemy not docked at home, to within a short ruler of it.
  int prey = kNoPiece;
  for (int t = 0; t < int(s.ships().size()); ++t) {
    const Ship& y = s.ship(t);
    if (y.sunk || y.owner == x.owner || (y.docked >= 0 && s.is_home_of(y.docked, y.owner)))
      continue;
    const double d = distance(x.pos, y.pos);
    if (prey < 0 || d < best) {
      prey = t;
      best = d;
    }
  }
  if (prey < 0) return std::nullopt;
  const Point at = s.ship(prey).pos;
  const double d = distance(x.pos, at);
  const double r = 2 * g.ship_radius + 0.5 * s.options().ruler_S;
  if (d <= r) return std::nullopt;
  return Goal{{at.x + (x.pos.x - at.x) * r / d, at.y + (x.pos.y - at.y) * r / d}, kNoPiece};
}

}  // namespace

std::optional<Point> shore_point(const State& s, int i, int island) {
  const Point at = s.ship(i).pos;
  const IslandSpec& is = s.pieces().islands[size_t(island)];
  const double d = distance(at, is.centre);
  const double r = is.r + s.radius(i) + 0.5 * s.geometry().tolerance;
  if (d <= 0) return std::nullopt;
  return Point{is.centre.x + (at.x - is.centre.x) * r / d,
               is.centre.y + (at.y - is.centre.y) * r / d};
}

std::optional<Action> move_towards(const State& s, int i, Point goal) {
  Rulers rulers = move_rulers(s, i);
  std::sort(rulers.mm.begin(), rulers.mm.begin() + rulers.n, std::greater<>());
  Action a = base_action(s, i, Verb::Move);
  Point from = s.ship(i).pos;
  bool arrived = false;
  for (int k = 0; k < rulers.n && !arrived; ++k) {
    const double dx = goal.x - from.x, dy = goal.y - from.y;
    const double d = std::sqrt(dx * dx + dy * dy);
    if (d < 1) break;
    const double reach = std::floor(rulers.mm[size_t(k)]) - 1.5;
    const bool arrives = d <= reach;
    const double len = std::min(d, reach);
    bool stepped = false;
    for (const auto& turn : kTurns) {
      const double ux = dx / d * turn[0] - dy / d * turn[1];
      const double uy = dx / d * turn[1] + dy / d * turn[0];
      const Point to{std::round(from.x + ux * len), std::round(from.y + uy * len)};
      const bool last = (arrives && turn[1] == 0) || k + 1 == rulers.n;
      if (!segment_ok(s, i, from, to, last)) continue;
      a.points.push_back(to);
      from = to;
      stepped = true;
      arrived = arrives && turn[1] == 0;
      break;
    }
    if (!stepped) break;
  }
  // Format 2: cut short to the longest start that meets the terrain as the bots allow (each
  // point but the last touches nothing, so any start ends well).
  while (!a.points.empty() && !move_meets_ok(s, i, a)) --a.points.size;
  if (a.points.empty()) return std::nullopt;
  return a;
}

namespace {

enum class Plan { None, Explore, Repair, Shoot, Move };

Plan plan_of(const State& s, int i, std::optional<Action>* move) {
  const Ship& x = s.ship(i);
  const uint8_t can = standard_lines(s, i);
  if (can & kExplore) return Plan::Explore;
  if (can & kRepair) return Plan::Repair;
  const bool shoot_first = (can & kShoot) && x.gold.empty() && !(x.keywords & kCaptain);
  if (shoot_first) return Plan::Shoot;
  if (can & kMove) {
    if (std::optional<Goal> goal = goal_of(s, i)) {
      std::optional<Action> m = move_towards(s, i, goal->at);
      if (m) {
        if (move) *move = std::move(m);
        return Plan::Move;
      }
    }
    // Format 2: a raider leaves on its owner's next turn (raid-leave).
    if (std::optional<Action> m = raider_leave_move(s, i)) {
      if (move) *move = std::move(m);
      return Plan::Move;
    }
  }
  if (can & kShoot) return Plan::Shoot;
  return Plan::None;
}

}  // namespace

bool GreedyBot::has_line(const State& s, int i, const TurnMemory& m) const {
  if (const ShipTerrain t = ship_terrain(s, i, m); t != ShipTerrain::Free)
    return t != ShipTerrain::Done;
  return free_line_due(s, i, m, false).kind != FreeLine::None || use_due(s, i) || extra_due(s, i) ||
         plan_of(s, i, nullptr) != Plan::None || shoot_move_due(s, i) ||
         board_range_line(s, i, m).has_value() || born_leader_due(s, i);
}

std::optional<Action> GreedyBot::line(const State& s, int i, const TurnMemory& m,
                                      sim::Rng& rng) const {
  if (const ShipTerrain t = ship_terrain(s, i, m); t != ShipTerrain::Free)
    if (std::optional<Action> line = ship_terrain_line(s, i, m, t, rng, rng);
        line || t != ShipTerrain::Escape)
      return line;
  if (std::optional<Action> lead = born_leader_line(s, i, rng)) return lead;
  if (std::optional<Action> range = board_range_line(s, i, m)) return range;
  const FreeChoice f = free_line_due(s, i, m, false);
  if (std::optional<Action> free = free_line(s, i, f, Pick::Best, rng)) return free;
  if (std::optional<Action> use = use_line(s, i, Pick::Best, rng, rng)) return use;
  if (std::optional<Action> extra = extra_line(s, i, rng)) return extra;
  // Format 2: the free move after shooting, on towards its goal.
  if (shoot_move_due(s, i))
    if (std::optional<Goal> goal = goal_of(s, i))
      if (std::optional<Action> move = shoot_move_line(s, i, move_towards(s, i, goal->at)))
        return move;
  std::optional<Action> move;
  switch (plan_of(s, i, &move)) {
    case Plan::Explore:
      return explore_line(s, i, Pick::Best, rng);
    case Plan::Repair:
      return base_action(s, i, Verb::Repair);
    case Plan::Shoot:
      return shoot_line(s, i, Pick::Best, rng);
    case Plan::Move:
      return move;
    case Plan::None:
      break;
  }
  return std::nullopt;
}

}  // namespace qm::pirates
