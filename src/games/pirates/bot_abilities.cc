#include "games/pirates/bot_abilities.h"

#include <algorithm>
#include <array>
#include <vector>

#include "games/pirates/abilities.h"

namespace qm::pirates {

namespace {

// The first ship whose `fire` line is due, or kNoPiece.
int fire_ship(const State& s) {
  for (int i = 0; i < int(s.ships().size()); ++i) {
    const Ship& x = s.ship(i);
    if (!x.sunk && x.fire && x.fire_due && !x.fire_rolled) return i;
  }
  return kNoPiece;
}

// A `use` line of the ability of `c`, as the record reads it back (no acting ship: the engine
// finds the ship carrying the source).
Action use_action(const State& s, const AbilityCarrier& c, UseEffect effect, int other) {
  Action a;
  a.verb = Verb::Use;
  a.player = int8_t(s.current());
  a.use = effect;
  a.source_ship = c.ship >= 0;
  a.source = int16_t(c.ship >= 0 ? c.ship : c.crew);
  a.other = int16_t(other);
  return a;
}

// Whether the engine accepts `a` now, tried on a copy of the table (rare: a few times a turn in
// a game whose fleets carry a `take` or a `cancel`).
bool accepted(const State& s, const Action& a) {
  State copy = s;
  return !copy.play(a).has_value();
}

// Edge to edge, from ship i to ship t (mm).
double gap(const State& s, int i, int t) {
  return distance(s.ship(i).pos, s.ship(t).pos) - s.radius(i) - s.radius(t);
}

// An enemy ship of ship i's player that an ability may name: in play, not a creature, not lost
// in a fog bank.
bool enemy_ship(const State& s, int i, int t) {
  return t != i && s.in_play(t) && !s.creature(t) && s.ship(t).in_fog < 0 &&
         s.ship(t).owner != s.ship(i).owner;
}

// Whether enemy ship t is dangerous: an entry of its own that the engine applies is at work.
bool dangerous(const State& s, int t) {
  const AbilityCarrier own{t, -1, -1};
  if (s.cancelled(own)) return false;
  for (const AbilityEntry& e : s.pieces().abilities.entries)
    if (e.modelled && e.carrier.ship == t && e.carrier.crew < 0) return true;
  return false;
}

// The `cancel` lines ship i may write now, the best first (the most masts standing).
void cancel_lines(const State& s, int i, std::vector<Action>& out) {
  for (const CancelAbility& c : s.pieces().abilities.cancels) {
    if (c.target == CancelAbility::Crew || working_ship(s, c.carrier, true) != i) continue;
    const double reach = !c.within     ? 1e18
                         : c.ruler < 0 ? c.mm
                                       : s.ruler(c.ruler == 0 ? Ruler::S : Ruler::L);
    const size_t first = out.size();
    for (int t = 0; t < int(s.ships().size()); ++t)
      if (enemy_ship(s, i, t) && dangerous(s, t) && gap(s, i, t) <= reach) {
        Action a = use_action(s, c.carrier, UseEffect::Cancel, t);
        a.die = c.roll ? 6 : 0;  // the die is drawn when the line is written
        out.push_back(a);
      }
    std::stable_sort(out.begin() + long(first), out.end(), [&](const Action& a, const Action& b) {
      return s.ship(a.other).standing() > s.ship(b.other).standing();
    });
  }
}

// How far (edge to edge) a `take` reaches.
double take_reach(const State& s, const TakeAbility& k) {
  return k.from == TakeAbility::Touching ? 0
         : k.ruler < 0                   ? k.mm
                                         : s.ruler(k.ruler == 0 ? Ruler::S : Ruler::L);
}

// Whether `k` is a take the bots use (coins from an enemy) working on ship i.
bool bot_take(const State& s, const TakeAbility& k, int i) {
  return !k.unique && k.from != TakeAbility::FriendWithin && working_ship(s, k.carrier, true) == i;
}

// The `take` lines ship i may write now, the best first (the most gold aboard the other ship;
// its best coins, as many as the take and the room aboard allow).
void take_lines(const State& s, int i, Pick pick, sim::Rng* choice, std::vector<Action>& out) {
  const Ship& x = s.ship(i);
  if (x.free_places() <= 0) return;
  for (const TakeAbility& k : s.pieces().abilities.takes) {
    if (!bot_take(s, k, i)) continue;
    const double reach = take_reach(s, k);
    const size_t first = out.size();
    for (int t = 0; t < int(s.ships().size()); ++t) {
      const Ship& y = s.ship(t);
      if (!enemy_ship(s, i, t) || y.gold.empty() || gap(s, i, t) > reach + s.geometry().tolerance)
        continue;
      std::vector<int16_t> coins(y.gold.begin(), y.gold.end());
      if (pick == Pick::Random && choice)
        choice->shuffle(coins);
      else
        std::sort(coins.begin(), coins.end(), std::greater<>());
      const int most = std::min(k.count ? k.count : int(coins.size()), x.free_places());
      Action a = use_action(s, k.carrier, UseEffect::Take, t);
      for (int c = 0; c < most && c < int(coins.size()) && !a.coins.full(); ++c)
        a.coins.push_back(coins[size_t(c)]);
      out.push_back(a);
    }
    std::stable_sort(out.begin() + long(first), out.end(), [&](const Action& a, const Action& b) {
      return s.ship(a.other).gold_value() > s.ship(b.other).gold_value();
    });
  }
}

// The use line of ship i now: a cancel before a take; the best the engine accepts, or (the
// random bot) one of those it accepts drawn on `choice`.
std::optional<Action> pick_use(const State& s, int i, Pick pick, sim::Rng* choice) {
  const AbilitySet& set = s.pieces().abilities;
  if (set.takes.empty() && set.cancels.empty()) return std::nullopt;
  const Ship& x = s.ship(i);
  if (x.sunk || x.owner != s.current() || x.in_fog >= 0 || s.creature(i)) return std::nullopt;
  std::vector<Action> lines;
  cancel_lines(s, i, lines);
  const size_t cancels = lines.size();
  take_lines(s, i, pick, choice, lines);
  const std::array<std::pair<size_t, size_t>, 2> kinds = {{{0, cancels}, {cancels, lines.size()}}};
  for (const auto& [from, to] : kinds) {
    if (pick == Pick::Best || !choice) {
      for (size_t k = from; k < to; ++k)
        if (accepted(s, lines[k])) return lines[k];
      continue;
    }
    std::vector<size_t> ok;
    for (size_t k = from; k < to; ++k)
      if (accepted(s, lines[k])) ok.push_back(k);
    if (!ok.empty()) return lines[ok[size_t(choice->below(ok.size()))]];
  }
  return std::nullopt;
}

}  // namespace

bool fire_line_due(const State& s) { return fire_ship(s) >= 0; }

std::optional<Action> fire_line(const State& s, sim::Rng& dice) {
  const int i = fire_ship(s);
  if (i < 0) return std::nullopt;
  Action a;
  a.verb = Verb::Fire;
  a.player = int8_t(s.current());
  a.ship = int16_t(i);
  const int n = __builtin_popcount(unsigned(s.ship(i).fire));
  for (int k = 0; k < n && !a.dice.full(); ++k) a.dice.push_back(d6(dice));
  return a;
}

// How many of its moves the treasure bot sails to meet an enemy's gold within a take's reach.
constexpr double kTakeMoves = 6;

// The point of the way from `from` to the shore of island `home` (a ship of radius r stopping
// `keep` mm off it) nearest `at`.
Point on_way_home(const State& s, Point from, int home, double r, double keep, Point at) {
  const IslandSpec& is = s.pieces().islands[size_t(home)];
  const double d = distance(from, is.centre), stop = is.r + r + keep;
  if (d <= stop) return from;
  const double dx = (is.centre.x - from.x) / d, dy = (is.centre.y - from.y) / d;
  const double along = std::clamp((at.x - from.x) * dx + (at.y - from.y) * dy, 0.0, d - stop);
  return Point{from.x + dx * along, from.y + dy * along};
}

std::optional<Point> take_goal(const State& s, int i) {
  const Ship& x = s.ship(i);
  if (s.pieces().abilities.takes.empty() || x.free_places() <= 0) return std::nullopt;
  const Rulers rulers = move_rulers(s, i);
  double move = 0;
  for (int k = 0; k < rulers.n; ++k) move += rulers.mm[size_t(k)];
  std::optional<Point> goal;
  Gold most = 0;
  for (const TakeAbility& k : s.pieces().abilities.takes) {
    if (!bot_take(s, k, i)) continue;
    const double reach = take_reach(s, k);
    for (int t = 0; t < int(s.ships().size()); ++t) {
      const Ship& y = s.ship(t);
      if (!enemy_ship(s, i, t) || y.gold.empty() || y.gold_value() <= most) continue;
      if (gap(s, i, t) <= reach) return std::nullopt;  // within reach already: the take comes
      int home = kNoPiece;
      for (int k2 = 0; k2 < int(s.pieces().islands.size()); ++k2)
        if (s.pieces().islands[size_t(k2)].home == y.owner) home = k2;
      if (home < 0) continue;
      // Where the other ship sails home with its gold, the point nearest this one.
      const double keep = s.radius(i) + s.radius(t) + reach / 2;  // centre to centre
      Point meet = on_way_home(s, y.pos, home, s.radius(t), 2 * s.radius(i) + reach, x.pos);
      // Not onto the other ship: halfway into the take's reach of it, on this ship's side.
      if (const double d = distance(x.pos, y.pos); distance(meet, y.pos) < keep && d > keep)
        meet = Point{y.pos.x + (x.pos.x - y.pos.x) * keep / d,
                     y.pos.y + (x.pos.y - y.pos.y) * keep / d};
      if (distance(x.pos, meet) > kTakeMoves * move) continue;
      goal = meet;
      most = y.gold_value();
    }
  }
  return goal;
}

bool use_due(const State& s, int i) { return pick_use(s, i, Pick::Best, nullptr).has_value(); }

std::optional<Action> use_line(const State& s, int i, Pick pick, sim::Rng& choice, sim::Rng& dice) {
  std::optional<Action> a = pick_use(s, i, pick, &choice);
  if (a && a->die) a->die = d6(dice);
  return a;
}

}  // namespace qm::pirates
