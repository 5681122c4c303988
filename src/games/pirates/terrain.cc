#include "games/pirates/terrain.h"

#include <algorithm>
#include <cmath>

namespace qm::pirates {

double terrain_gap(const TerrainSpec& t, Point p) {
  if (t.kind == TerrainKind::Current) return point_segment_distance(p, t.from, t.to) - t.w / 2;
  return distance(p, t.centre) - t.r;
}

double terrain_gap(const TerrainSpec& t, Point p, const Geometry& g) {
  if (t.kind == TerrainKind::Current) return g.segment_dist(p, t.from, t.to) - t.w / 2;
  return g.dist(p, t.centre) - t.r;
}

const TerrainSpec* blocking_overlap(const std::vector<TerrainSpec>& terrain, uint8_t kinds, Point p,
                                    double r, const Geometry& g) {
  for (const TerrainSpec& t : terrain)
    if (terrain_blocks(t, kinds) && terrain_overlaps(t, p, r, g)) return &t;
  return nullptr;
}

const char* owed_verb(TerrainKind k) {
  return k == TerrainKind::Fog ? "fog" : k == TerrainKind::Sargasso ? "sargasso" : "reef";
}

bool stern_contact(const TerrainSpec& t, Point p, double heading, double r, const Geometry& g) {
  // A small slack so that a piece dead on the edge of the arc, as written, counts.
  return terrain_touches(t, p, r, g) &&
         angle_between(g.direction(p, t.centre), heading + 180) <= g.bow_arc / 2 + 1e-9;
}

namespace {

// How far along the segment a..b (from a, in mm) a point first comes within `reach` of the
// circle round `c`; the segment is known to come that near.
double first_within(Point a, Point b, Point c, double reach) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double len = std::sqrt(dx * dx + dy * dy);
  if (len == 0 || distance(a, c) <= reach) return 0;
  // |a + t (b - a) - c| = reach: the smaller root, t in [0, 1].
  const double fx = a.x - c.x, fy = a.y - c.y;
  const double qa = dx * dx + dy * dy, qb = 2 * (fx * dx + fy * dy),
               qc = fx * fx + fy * fy - reach * reach;
  const double disc = std::max(0.0, qb * qb - 4 * qa * qc);
  const double t = std::clamp((-qb - std::sqrt(disc)) / (2 * qa), 0.0, 1.0);
  return t * len;
}

}  // namespace

std::vector<Meeting> meetings(const std::vector<TerrainSpec>& terrain, Point start,
                              const SmallList<Point, kMaxPoints>& points, double r,
                              const Geometry& g) {
  const double tolerance = g.tolerance;
  std::vector<Meeting> met;
  for (size_t k = 0; k < terrain.size(); ++k) {
    const TerrainSpec& t = terrain[k];
    const bool owes_a_line = t.kind == TerrainKind::Fog || t.kind == TerrainKind::Reef ||
                             t.kind == TerrainKind::Sargasso;
    if (!owes_a_line || !t.placed || terrain_touches(t, start, r, g)) continue;
    const double reach = t.r + r + tolerance;  // circles: currents owe no line
    Point from = start;
    double along = 0;
    for (int s = 0; s < points.size; ++s) {
      const Point to = points[s];
      const Point centre = g.near_segment(t.centre, from, to);
      if (point_segment_distance(centre, from, to) <= reach) {
        Meeting m;
        m.terrain = int(k);
        m.along = along + first_within(from, to, centre, reach);
        m.ends_there =
            s + 1 == points.size && terrain_touches(t, to, r, g) && !terrain_overlaps(t, to, r, g);
        met.push_back(m);
        break;
      }
      along += distance(from, to);
      from = to;
    }
  }
  std::stable_sort(met.begin(), met.end(),
                   [](const Meeting& a, const Meeting& b) { return a.along < b.along; });
  return met;
}

}  // namespace qm::pirates
