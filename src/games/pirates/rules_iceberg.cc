// Icebergs (format 2; docs/rules-pirates.md, "Icebergs"): while an iceberg that can drift is in
// play, each turn begins with the iceberg roll; each iceberg whose gold number it shows drifts S
// in the direction of the edge a second d6 names, stopping at its first contact with an island
// or a ship; each ship it comes to touch loses a mast; one that comes to touch an island never
// drifts again. The sequence: iceberg-order, on every line; the iceberg line: reroll-source;
// the drift line: iceberg-drift, reroll-source, iceberg-hit, mast-choice.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

// The discs an iceberg (radius R round c) touches: centres at most R + r + tolerance apart.
bool iceberg_touches(const TerrainSpec& t, Point c, Point other, double r, const Geometry& g) {
  return g.dist(c, other) <= t.r + r + g.tolerance;
}

}  // namespace

std::optional<Violation> Rules::iceberg_order(const State& s, const Action& a) {
  if (!s.enforced("iceberg-order")) return std::nullopt;
  auto order = [](std::string text) { return Violation{"iceberg-order", std::move(text)}; };
  if (s.iceberg_roll_due()) {
    if (a.verb == Verb::Iceberg) return std::nullopt;
    return order(
        "an iceberg that can drift is in play: the turn's iceberg roll (`iceberg D6`) comes "
        "first, right after `turn`");
  }
  if (a.verb == Verb::Iceberg)
    return order(std::any_of(s.terrain().begin(), s.terrain().end(),
                             [](const TerrainSpec& t) { return iceberg_can_drift(t); })
                     ? "the turn's iceberg roll comes once, right after `turn`"
                     : "no iceberg that can drift is in play: no iceberg roll is made");
  if (s.drifts_due().empty()) return std::nullopt;
  const TerrainSpec& due = s.terrain()[size_t(s.drifts_due().front())];
  if (a.verb == Verb::Drift && a.terrain == s.drifts_due().front()) return std::nullopt;
  const bool later =
      a.verb == Verb::Drift &&
      std::find(s.drifts_due().begin(), s.drifts_due().end(), a.terrain) != s.drifts_due().end();
  if (a.verb == Verb::Drift && !later) return std::nullopt;  // not due at all: iceberg-drift
  return order(fmt::format(
      "the roll {} is {}'s gold number: the line `drift {} D6 X,Y` comes "
      "next{}",
      due.gold, due.id, due.id, later ? " (drifts come in the order of `terrain:`)" : ""));
}

std::optional<Violation> Rules::iceberg(State& s, const Action& a) {
  if (auto v = no_reroll(s, a, "the iceberg roll")) return v;
  s.iceberg_roll_due_ = false;
  s.drifts_due_.clear();
  for (size_t k = 0; k < s.terrain().size(); ++k)
    if (iceberg_can_drift(s.terrain()[k]) && s.terrain()[k].gold == a.die)
      s.drifts_due_.push_back(int16_t(k));
  return std::nullopt;
}

namespace {

std::optional<Violation> drift_geometry(const State& s, const Action& a) {
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  const Geometry& g = s.geometry();
  const double S = s.options().ruler_S, tol = g.tolerance;
  // table_edge wraps: the new centre written past the edge, or reduced, is the one nearest.
  const Point from = t.centre, to = g.near(from, a.points[0]);
  const double dir = t.edges[a.die - 1];
  const Point u = step(Point{}, dir, 1);
  const double ux = u.x, uy = u.y;
  const double along = (to.x - from.x) * ux + (to.y - from.y) * uy;
  const double off =
      along < 0 ? distance(from, to) : std::abs((to.x - from.x) * uy - (to.y - from.y) * ux);
  auto drift = [](std::string text) { return Violation{"iceberg-drift", std::move(text)}; };
  if (off > tol)
    return drift(fmt::format("{} lies {} mm off the ray of edge {} ({}°) from {}'s centre {}",
                             pt(to), Rules::mm(off), int(a.die), num(dir), t.id, pt(from)));
  const double length = distance(from, to);
  if (length > S + tol)
    return drift(fmt::format("{} drifts {} mm: an iceberg drifts S ({} mm) + {} mm at most", t.id,
                             Rules::mm(length), num(S), num(tol)));
  // Its path, a segment tested like a move's, through an island or a ship.
  for (const IslandSpec& is : s.pieces().islands) {
    const double d = g.segment_dist(is.centre, from, to);
    if (d < t.r + is.r - tol)
      return drift(
          fmt::format("{}'s drift from {} to {} passes {} mm from {}'s centre: it must "
                      "stop at its first contact (r {} + {} - {} mm)",
                      t.id, pt(from), pt(to), Rules::mm(d), is.id, num(t.r), num(is.r), num(tol)));
  }
  for (int o = 0; o < int(s.ships().size()); ++o) {
    if (s.ship(o).sunk) continue;
    const double d = g.segment_dist(s.ship(o).pos, from, to);
    if (d < t.r + s.radius(o) - tol)
      return drift(fmt::format(
          "{}'s drift from {} to {} passes {} mm from {}'s centre: it must "
          "stop at its first contact (r {} + {} - {} mm)",
          t.id, pt(from), pt(to), Rules::mm(d), s.id(o), num(t.r), num(s.radius(o)), num(tol)));
  }
  // table_edge blocks: the edge stops a drift as an island does.
  if (beyond_edge(s.pieces(), s.options(), to, t.r))
    return drift(fmt::format("{}'s drift from {} to {} ends {}: it stops at the edge", t.id,
                             pt(from), pt(to), beyond_edge_text(s.pieces(), to, t.r)));
  if (length < S - tol) {
    bool touches = touches_edge(s.pieces(), s.options(), to, t.r);
    for (const IslandSpec& is : s.pieces().islands)
      touches = touches || iceberg_touches(t, to, is.centre, is.r, g);
    for (int o = 0; o < int(s.ships().size()) && !touches; ++o)
      touches = !s.ship(o).sunk && iceberg_touches(t, to, s.ship(o).pos, s.radius(o), g);
    if (!touches)
      return drift(
          fmt::format("{} drifts {} mm, short of S ({} mm) - {} mm, and touches nothing "
                      "at {}: only a contact stops it sooner",
                      t.id, Rules::mm(length), num(S), num(tol), pt(to)));
  }
  return std::nullopt;
}

}  // namespace

std::optional<Violation> Rules::drift(State& s, const Action& a) {
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  const Geometry& g = s.geometry();
  if (t.kind != TerrainKind::Iceberg)
    return Violation{"iceberg-drift",
                     fmt::format("{} is a {}, not an iceberg", t.id, terrain_kind_name(t.kind))};
  if (s.drifts_due().empty() || s.drifts_due().front() != a.terrain)
    return Violation{"iceberg-drift",
                     fmt::format("{}'s drift is not due: it drifts after the turn's iceberg roll "
                                 "shows its gold number {}{}",
                                 t.id, t.gold,
                                 t.frozen ? ", and it touched an island: it never "
                                            "drifts again"
                                          : "")};
  if (auto v = no_reroll(s, a, "an iceberg's direction die")) return v;
  if (auto v = drift_geometry(s, a)) return v;
  const Point to = g.near(t.centre, a.points[0]);
  // iceberg-hit: exactly the ships it touches at its new centre and did not touch before.
  for (int k = 0; k < a.hits.size; ++k) {
    const IcebergHit& h = a.hits[k];
    const Ship& y = s.ship(h.ship);
    if (!iceberg_touches(t, to, y.pos, s.radius(h.ship), g))
      return Violation{"iceberg-hit",
                       fmt::format("at {}, {} does not touch {} ({} mm from its "
                                   "edge)",
                                   pt(to), t.id, s.id(h.ship),
                                   Rules::mm(g.dist(to, y.pos) - t.r - s.radius(h.ship)))};
    if (iceberg_touches(t, t.centre, y.pos, s.radius(h.ship), g))
      return Violation{"iceberg-hit",
                       fmt::format("{} touched {} before it drifted: only a ship it comes to touch "
                                   "is hit",
                                   s.id(h.ship), t.id)};
    for (int j = 0; j < k; ++j)
      if (a.hits[j].ship == h.ship)
        return Violation{"iceberg-hit", fmt::format("{} is listed twice", s.id(h.ship))};
  }
  for (int o = 0; o < int(s.ships().size()); ++o) {
    const Ship& y = s.ship(o);
    if (y.sunk || !iceberg_touches(t, to, y.pos, s.radius(o), g) ||
        iceberg_touches(t, t.centre, y.pos, s.radius(o), g))
      continue;
    bool named = false;
    for (const IcebergHit& h : a.hits) named = named || h.ship == o;
    if (!named)
      return Violation{"iceberg-hit", fmt::format("at {}, {} comes to touch {}: the line lists it "
                                                  "(`hit {}`)",
                                                  pt(to), t.id, s.id(o), s.id(o))};
  }
  for (const IcebergHit& h : a.hits) {
    const Ship& y = s.ship(h.ship);
    if (!h.mast) continue;
    if (y.derelict())
      return Violation{"mast-choice",
                       fmt::format("{} is derelict: the iceberg takes nothing from it, and /{} is "
                                   "not written",
                                   s.id(h.ship), int(h.mast))};
    if (!y.mast_standing(h.mast))
      return Violation{"mast-choice", fmt::format("{}'s mast {} is not a standing mast to lose",
                                                  s.id(h.ship), int(h.mast))};
  }
  // Apply: the iceberg moves (the table's own copy of the terrain), frozen when it touches an
  // island; each ship hit loses the mast chosen, else its highest-numbered standing one.
  auto moved = std::make_shared<std::vector<TerrainSpec>>(s.terrain());
  TerrainSpec& m = (*moved)[size_t(a.terrain)];
  m.centre = g.reduce(to);  // table_edge wraps: reduced into the table
  for (const IslandSpec& is : s.pieces().islands)
    m.frozen = m.frozen || iceberg_touches(m, to, is.centre, is.r, g);
  s.terrain_ = std::move(moved);
  for (const IcebergHit& h : a.hits) {
    const Ship& y = s.ship(h.ship);
    if (y.derelict()) continue;
    int mast = h.mast;
    for (int n = kMaxMasts; n >= 1 && !mast; --n)
      if (y.mast_standing(n)) mast = n;
    s.remove_mast(h.ship, mast);
    s.roll_fact(RollOn::Iceberg, h.ship, a.terrain, 0, 1);
  }
  s.drifts_due_.erase(s.drifts_due_.begin());
  return std::nullopt;
}

}  // namespace qm::pirates
