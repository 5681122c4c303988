// `move` (docs/rules-pirates.md, "Move" and "Table geometry"): action-budget, fog-exit (format
// 2), move-derelict, move-stuck, sargasso-trapped, deny-broken (format 2: a chain shot's hold),
// move-turn-inside-segment, move-too-far, move-through-obstacle, move-after-contact, in that
// order. Format 2: a trade current may give the move an extra S ruler; icebergs are obstacles
// like islands.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <functional>

#include "games/pirates/margins.h"
#include "games/pirates/rules.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

std::string base_move_text(const std::vector<Ruler>& rulers) {
  std::string s;
  for (Ruler r : rulers) {
    s += s.empty() ? "" : "+";
    s += std::string(ruler_name(r));
  }
  return s;
}

// The index of the first of `segments` lengths (longest first) longer than its ruler (the
// `count` rulers of mm_of, longest first) + tolerance, or -1.
int first_too_long(const std::array<std::pair<double, int>, kMaxPoints>& lengths, int segments,
                   const double* mm_of, int count, double tol) {
  if (segments > count) return 0;
  for (int k = 0; k < segments; ++k)
    if (lengths[size_t(k)].first > mm_of[k] + tol) return k;
  return -1;
}

// Format 2: a trade current of the ship's owner that the ship touches where its move starts or
// at a written point but the last (docs/rules-pirates.md, "Trade currents").
bool current_at_hand(const State& s, int i, const Action& a, uint8_t ignored) {
  if (ignored >> int(TerrainKind::Current) & 1) return false;  // `allow {terrain}`
  const Ship& x = s.ship(i);
  const Geometry& g = s.geometry();
  for (const TerrainSpec& t : s.terrain()) {
    if (t.kind != TerrainKind::Current || !t.placed || t.owner != x.owner) continue;
    bool touches = terrain_touches(t, x.pos, s.radius(i), g);
    for (int k = 0; k + 1 < a.points.size && !touches; ++k)
      touches = terrain_touches(t, a.points[k], s.radius(i), g);
    if (touches) return true;
  }
  return false;
}

// table_edge wraps: each written point taken at its translate nearest the point before it, so
// that a move written past the edge (or across it, from its reduced figures) is one path.
// (An optional, so that a move off the torus does not construct an Action.)
const Action& unwrapped(const Geometry& g, Point start, const Action& written,
                        std::optional<Action>& copy) {
  if (!g.wraps()) return written;
  Action& a = copy.emplace(written);
  for (int k = 0; k < a.points.size; ++k) start = a.points[k] = g.near(start, a.points[k]);
  return a;
}

}  // namespace

std::optional<Violation> Rules::move(State& s, const Action& written, Fault* fault) {
  std::optional<Action> copy;
  const Action& a = unwrapped(s.geometry(), s.ship(written.ship).pos, written, copy);
  const int i = a.ship;
  const Ship& x = s.ship(i);
  const ShipSpec& spec = s.pieces().ships[size_t(i)];
  const Geometry& g = s.geometry();
  const double own = s.radius(i);  // the mover's disc (format 2: a creature's r)
  // `allow {shoot-move}`: the free move after its shoot action takes no action.
  const bool free_move = x.shot_move_due && moves_after_shooting(s, i);
  // Slice h41-range: `allow {move-after-cargo}`: the free move after its cargo line, of one ruler.
  // A move that does not fit that ruler (one segment) is a move action of its own.
  int cargo_ruler = !free_move && x.cargo_move_due ? cargo_move_ruler(s, i) : -1;
  if (cargo_ruler >= 0 &&
      (a.points.size != 1 ||
       distance(x.pos, a.points[0]) > s.ruler(Ruler(cargo_ruler)) + s.options().tolerance))
    cargo_ruler = -1;
  if (!free_move && cargo_ruler < 0)
    if (auto v = budget(s, i, Verb::Move)) return v;
  if (x.in_fog >= 0 && s.enforced("fog-exit"))
    return Violation{"fog-exit",
                     fmt::format("{} is lost in the fog bank {}: its move comes right after its "
                                 "exit line (`fog {} exit D6`)",
                                 s.id(i), s.terrain()[size_t(x.in_fog)].id, s.id(i))};
  // Format 2: a `stat` entry's base move (a derelict's lifts move-derelict).
  const int set_by = s.pieces().abilities.stats.empty() ? -1 : stat_base(s, i, x.derelict());
  if (x.derelict() && set_by < 0)
    return Violation{"move-derelict", fmt::format("{} is derelict: no mast is standing", s.id(i))};
  if (x.stuck_on >= 0)
    return Violation{"move-stuck",
                     fmt::format("{} is stuck on {}, which it rammed", s.id(i), s.id(x.stuck_on))};
  if (x.trapped_in >= 0)
    return Violation{"sargasso-trapped",
                     fmt::format("{} is trapped in the Sargasso Sea {}: it leaves only by an "
                                 "`escape` line",
                                 s.id(i), s.terrain()[size_t(x.trapped_in)].id)};
  if (x.held && s.enforced("deny-broken"))
    return Violation{
        "deny-broken",
        x.held_by < 0  // a `start:` position's `held: true`
            ? fmt::format("{} is held by a chain shot: it cannot move this turn", s.id(i))
            : fmt::format("{} is held by {}'s chain shot: it cannot move this turn", s.id(i),
                          s.id(x.held_by))};
  if (!s.pieces().abilities.denies.empty())
    if (auto v = denied(s, i, DenyAbility::Move)) return v;
  // The rulers of this move: the base move (S while towing), a Helmsman's extra S, a trade
  // current's S (format 2; once a turn, spent only when the move needs it).
  std::array<Ruler, kMaxPoints + 8> rulers{};
  int n = 0;
  std::string stat_text;  // format 2: the base move a `stat` sets
  const bool feared = !s.fear_slowed_.empty() && s.fear_slowed(i);  // a Fear's 6 (rules_fear.cc)
  if (x.towing >= 0) {
    rulers[size_t(n++)] = Ruler::S;
  } else if (feared) {
    rulers[size_t(n++)] = Ruler::S;
    stat_text = "S (a Fear's 6)";
  } else if (set_by >= 0) {
    n = stat_set_rulers(s, set_by, rulers.data(), kMaxPoints + 1, stat_text);
  } else {
    for (Ruler r : spec.move)
      if (n < kMaxPoints + 1) rulers[size_t(n++)] = r;
  }
  if (x.keywords & kHelmsman) rulers[size_t(n++)] = Ruler::S;
  std::string effects;  // format 2: a `stat`'s and a mysterious row's rulers while they last
  if (!s.pieces().abilities.stats.empty())
    n = stat_rulers(s, i, rulers.data(), n, int(rulers.size()) - 1, effects);
  n = effect_rulers(s, i, rulers.data(), n, int(rulers.size()) - 1, effects);
  // Format 2: the terrain kinds an `allow {terrain}` lets this move ignore (slice h41-deny):
  // they neither block it nor carry it.
  const uint8_t unmet = s.terrain().empty() || s.pieces().abilities.terrain_allows.empty()
                            ? 0
                            : terrain_ignored(s, i);
  const uint8_t blocks = uint8_t(s.options().terrain_blocks_move & ~unmet);
  const bool current =
      cargo_ruler < 0 && !s.terrain().empty() && !x.current_used && current_at_hand(s, i, a, unmet);
  if (current) rulers[size_t(n++)] = Ruler::S;
  if (cargo_ruler >= 0) {  // its one ruler, whatever else its moves have
    rulers[0] = Ruler(cargo_ruler);
    n = 1;
  }
  const int segments = a.points.size;
  if (segments > n) {
    std::string base = x.towing >= 0           ? std::string("S (towing)")
                       : set_by >= 0 || feared ? stat_text
                                               : base_move_text(spec.move);
    if (x.keywords & kHelmsman) base += " and a Helmsman's S";
    base += effects;
    if (current) base += " and a trade current's S";
    return Violation{"move-turn-inside-segment",
                     fmt::format("{} sails {} segments; its move {} has {} (one per ruler, "
                                 "turning only between them)",
                                 s.id(i), segments, base, n)};
  }
  // Lengths, longest first, against the rulers, longest first.
  std::array<std::pair<double, int>, kMaxPoints> lengths{};
  Point from = x.pos;
  for (int k = 0; k < segments; ++k) {
    lengths[size_t(k)] = {distance(from, a.points[k]), k};
    from = a.points[k];
  }
  std::array<double, kMaxPoints + 8> mm_of{};
  // A creature under creature_measure any-point lays each ruler from any point of its base
  // to any point of the moved base: its centre moves up to the ruler + 2r.
  const double widen = spec.creature && s.options().creature_any_point ? 2 * own : 0;
  for (int k = 0; k < n; ++k) mm_of[size_t(k)] = s.ruler(rulers[size_t(k)]) + widen;
  std::sort(mm_of.begin(), mm_of.begin() + n, std::greater<>());
  std::sort(lengths.begin(), lengths.begin() + segments, std::greater<>());
  const double tol = s.options().tolerance;
  const int too_long = first_too_long(lengths, segments, mm_of.data(), n, tol);
  if (too_long >= 0 && s.enforced("move-too-far")) {
    const int k = too_long;
    const int seg = lengths[size_t(k)].second;
    const Point a0 = seg == 0 ? x.pos : a.points[seg - 1], a1 = a.points[seg];
    if (fault)
      *fault = Fault{FaultKind::TooFar,       a0, a1, i, -1, -1, false, mm_of[size_t(k)],
                     lengths[size_t(k)].first};
    return Violation{
        "move-too-far",
        fmt::format("the segment from {} to {} is {} mm; its ruler reaches {} mm + "
                    "{} mm",
                    pt(a0), pt(a1), mm(lengths[size_t(k)].first), mm(mm_of[size_t(k)]), num(tol))};
  }
  MarginNotes* const notes = s.margins();
  for (int k = 0; k < segments && notes; ++k) {
    const int seg = lengths[size_t(k)].second;
    notes->segment(seg == 0 ? x.pos : a.points[seg - 1], a.points[seg], lengths[size_t(k)].first,
                   mm_of[size_t(k)], tol);
  }
  auto ignored = [&](int other) {
    return other == i || s.ship(other).sunk || other == x.towing || other == x.towed_by;
  };
  from = x.pos;
  for (int k = 0; k < segments; ++k) {
    const Point to = a.points[k];
    for (size_t is = 0; is < s.islands().size(); ++is) {
      const IslandSpec& isl = s.pieces().islands[is];
      if (notes)
        notes->path(from, to, own, isl.id, g.near_segment(isl.centre, from, to), isl.r,
                    g.tolerance);
      const double by = g.path_overlap(from, to, own, isl.centre, isl.r);
      if (by <= 0 || !s.enforced("move-through-obstacle")) continue;
      if (fault) *fault = Fault{FaultKind::PathThrough, from, to, i, -1, int(is), true, 0, by};
      return Violation{"move-through-obstacle",
                       fmt::format("the path from {} to {} crosses {} (centre {}, r {}) by {} mm; "
                                   "it would pass if {}'s r were {} mm or less",
                                   pt(from), pt(to), isl.id, pt(isl.centre), num(isl.r), mm(by),
                                   isl.id, mm(isl.r - by + g.tolerance))};
    }
    for (int o = 0; o < int(s.ships().size()); ++o) {
      if (ignored(o)) continue;
      if (notes)
        notes->path(from, to, own, s.id(o), g.near_segment(s.ship(o).pos, from, to), s.radius(o),
                    g.tolerance);
      const double by = g.path_overlap(from, to, own, s.ship(o).pos, s.radius(o));
      if (by <= 0 || !s.enforced("move-through-obstacle")) continue;
      if (fault) *fault = Fault{FaultKind::PathThrough, from, to, i, -1, o, false, 0, by};
      return Violation{
          "move-through-obstacle",
          fmt::format("the path from {} to {} crosses {} (at {}, r {}) by {} mm; it would pass if "
                      "{}'s r were {} mm or less",
                      pt(from), pt(to), s.id(o), pt(s.ship(o).pos), num(s.radius(o)), mm(by),
                      s.id(o), mm(s.radius(o) - by + g.tolerance))};
    }
    for (size_t k = 0; k < s.terrain().size(); ++k) {
      const TerrainSpec& t = s.terrain()[k];
      if (!terrain_blocks(t, blocks)) continue;
      if (notes)
        notes->path(from, to, own, t.id, g.near_segment(t.centre, from, to), t.r, g.tolerance);
      const double by = g.path_overlap(from, to, own, t.centre, t.r);
      if (by <= 0 || !s.enforced("move-through-obstacle")) continue;
      if (fault)
        *fault = Fault{FaultKind::PathThrough, from, to, i, -1, int(k), false, 0, by, true};
      return Violation{
          "move-through-obstacle",
          fmt::format("the path from {} to {} crosses the {} {} (centre {}, r {}) by {} mm; it "
                      "would pass if {}'s r were {} mm or less",
                      pt(from), pt(to), terrain_noun(t.kind), t.id, pt(t.centre), num(t.r), mm(by),
                      t.id, mm(t.r - by + g.tolerance))};
    }
    // table_edge blocks: the table is convex, so a segment passes beyond its edge only
    // where its end does.
    if (beyond_edge(s.pieces(), s.options(), to, own) && s.enforced("move-through-obstacle"))
      return Violation{"move-through-obstacle",
                       fmt::format("the path from {} to {} ends {}", pt(from), pt(to),
                                   beyond_edge_text(s.pieces(), to, own))};
    from = to;
  }
  for (int k = 0; k + 1 < segments; ++k) {
    const Point p = a.points[k];
    for (size_t is = 0; is < s.islands().size(); ++is) {
      const IslandSpec& isl = s.pieces().islands[is];
      if (!g.disc_touches_island(p, own, isl.centre, isl.r) || !s.enforced("move-after-contact"))
        continue;
      if (fault) *fault = Fault{FaultKind::PathContact, x.pos, p, i, -1, int(is), true, 0, 0};
      return Violation{
          "move-after-contact",
          fmt::format("at {}, before the last point of its move, {} touches {} "
                      "({} mm from its edge): touching ends a move",
                      pt(p), s.id(i), isl.id, mm(g.dist(p, isl.centre) - isl.r - own))};
    }
    for (int o = 0; o < int(s.ships().size()); ++o) {
      if (ignored(o) || !g.discs_touch(p, own, s.ship(o).pos, s.radius(o)) ||
          !s.enforced("move-after-contact"))
        continue;
      if (fault) *fault = Fault{FaultKind::PathContact, x.pos, p, i, -1, o, false, 0, 0};
      return Violation{"move-after-contact",
                       fmt::format("at {}, before the last point of its move, {} touches {}: "
                                   "touching ends a move",
                                   pt(p), s.id(i), s.id(o))};
    }
    for (size_t k = 0; k < s.terrain().size(); ++k) {
      const TerrainSpec& t = s.terrain()[k];
      if (!terrain_blocks(t, blocks) || !terrain_touches(t, p, own, g) ||
          !s.enforced("move-after-contact"))
        continue;
      if (fault) *fault = Fault{FaultKind::PathContact, x.pos, p, i, -1, int(k), false, 0, 0, true};
      return Violation{
          "move-after-contact",
          fmt::format("at {}, before the last point of its move, {} touches the {} "
                      "{} ({} mm from its edge): touching ends a move",
                      pt(p), s.id(i), terrain_noun(t.kind), t.id, mm(terrain_gap(t, p, g) - own))};
    }
    if (touches_edge(s.pieces(), s.options(), p, own) && s.enforced("move-after-contact"))
      return Violation{"move-after-contact",
                       fmt::format("at {}, before the last point of its move, {} touches the "
                                   "table's edge ({} mm from it; table_edge: blocks): touching "
                                   "ends a move",
                                   pt(p), s.id(i), mm(edge_gap(s.pieces(), p, own)))};
  }
  // Apply: on the last point, heading along the last segment of non-zero length.
  Ship& m = s.ships_[size_t(i)];
  if (current) {  // the current's S is spent when the move does not fit the other rulers
    std::array<double, kMaxPoints + 8> without{};
    for (int k = 0; k + 1 < n; ++k) without[size_t(k)] = s.ruler(rulers[size_t(k)]) + widen;
    std::sort(without.begin(), without.begin() + n - 1, std::greater<>());
    m.current_used = first_too_long(lengths, segments, without.data(), n - 1, tol) >= 0;
  }
  if (!s.terrain().empty()) owe_terrain_lines(s, i, m.pos, a);
  from = m.pos;
  for (int k = 0; k < segments; ++k) {
    const Point to = a.points[k];
    if ((to.x != from.x || to.y != from.y) && !spec.creature)  // a creature has no heading
      m.heading = direction_degrees(from, to);
    from = to;
  }
  m.pos = g.reduce(from);  // table_edge wraps: it stands reduced into the table
  m.docked = kNoPiece;
  m.docked_since_start = false;
  m.moved = true;
  m.rammed = false;
  if (free_move)
    m.shot_move_due = false;
  else if (cargo_ruler >= 0)
    m.cargo_move_due = false;
  else
    ++m.standard;
  for (Ship& o : s.ships_)
    if (o.stuck_on == i) o.stuck_on = kNoPiece;
  if (m.towing >= 0) s.place_behind(i);
  return std::nullopt;
}

}  // namespace qm::pirates
