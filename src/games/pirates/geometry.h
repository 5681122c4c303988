// The table geometry of record v1 (docs/rules-pirates.md, "Table geometry"): points in mm,
// islands as circles, ships as discs of one radius. Pure functions, no state: contact,
// overlap, bow contact, range and line of fire as the rule page defines them, every test with
// the ruleset's tolerance for hand measurement.
#pragma once

#include <cmath>

namespace qm::pirates {

struct Point {
  double x = 0, y = 0;
};

// The largest coordinate, radius or heading a record may write, in mm or degrees: no table
// is a kilometre wide, and the bound keeps every distance and angle finite.
constexpr double kMaxFigure = 1e6;

// Not std::hypot: glibc's is several times slower, and table distances (millimetres, a few
// metres at most) neither overflow nor lose precision in the plain formula.
inline double distance(Point a, Point b) {
  const double dx = a.x - b.x, dy = a.y - b.y;
  return std::sqrt(dx * dx + dy * dy);
}

// The closest distance from `p` to the segment from `a` to `b` (to `a` when a == b).
double point_segment_distance(Point p, Point a, Point b);

// Whether `p` lies clearly more than `d` from the box around `a` and `b` along x or y, so
// that it is more than `d` from them and from the segment between them: a test of a few
// comparisons that spares most distances their square root and division (a move is
// checked against every island and ship of the table). The margin of a millionth of a mm,
// far above the rounding of figures up to kMaxFigure, leaves every case on the edge to
// the exact test.
// Plain comparisons, not std::fmin/fmax (calls into libm that mind NaN: no figure is one).
inline bool beyond_box(Point p, Point a, Point b, double d) {
  const double m = d + 1e-6;
  const bool ax = a.x < b.x, ay = a.y < b.y;
  return p.x < (ax ? a.x : b.x) - m || p.x > (ax ? b.x : a.x) + m || p.y < (ay ? a.y : b.y) - m ||
         p.y > (ay ? b.y : a.y) + m;
}

// The point `r` mm from `c` towards `p` (`c` itself when they coincide): where a circle of
// radius r round c comes nearest p (format 2: a fort's circle).
inline Point point_towards(Point c, Point p, double r) {
  const double d = distance(c, p);
  if (d == 0) return c;
  return {c.x + (p.x - c.x) * r / d, c.y + (p.y - c.y) * r / d};
}

// The direction from `a` to `b` in degrees counter-clockwise from +x, in [0, 360).
double direction_degrees(Point a, Point b);

// The smallest angle between two directions, in degrees, in [0, 180].
double angle_between(double a_degrees, double b_degrees);

// The point `length` mm from `p` in the direction `degrees`.
Point step(Point p, double degrees, double length);

// The translate of `to` by multiples of w and h nearest `from` (a torus of w by h mm).
Point nearest_translate(Point from, Point to, double w, double h);

// The figures every test reads: ship_radius, tolerance and bow_arc of the ruleset.
struct Geometry {
  double ship_radius = 20;
  double tolerance = 2;
  double bow_arc = 90;  // degrees, centred on the heading
  // Format 2, table_edge wraps: the table is a torus of wrap_w by wrap_h mm (0 when it does not
  // wrap; docs/rules-pirates.md, "The table's edge"). Every test below measures between one
  // point and the other's translate nearest it; a segment is tested against the translate of
  // the other piece nearest the segment's midpoint, which is exact while the segment's half
  // length plus the distance tested stays under half the table's shorter side (the header
  // reader refuses a wrapping table too small for that: header_reader.cc, wrap_too_small).
  // Off the torus each test costs one predictable branch more.
  double wrap_w = 0, wrap_h = 0;

  bool wraps() const { return wrap_w > 0; }
  // The translate of `to` nearest `from` (`to` itself when the table does not wrap).
  Point near(Point from, Point to) const {
    return wrap_w > 0 ? nearest_translate(from, to, wrap_w, wrap_h) : to;
  }
  // `p` reduced into the table [0, w) x [0, h) (`p` itself when the table does not wrap).
  Point reduce(Point p) const;
  // The distance from a to b, the shortest over b's translates.
  double dist(Point a, Point b) const { return distance(a, near(a, b)); }
  // The distance from p to the segment a..b: p's translate nearest the segment's midpoint.
  double segment_dist(Point p, Point a, Point b) const {
    return point_segment_distance(near_segment(p, a, b), a, b);
  }
  // p's translate nearest the midpoint of a..b: the one a segment is tested against.
  Point near_segment(Point p, Point a, Point b) const {
    return wrap_w > 0 ? near(Point{(a.x + b.x) / 2, (a.y + b.y) / 2}, p) : p;
  }
  // The direction from a to b's nearest translate, in degrees.
  double direction(Point a, Point b) const { return direction_degrees(a, near(a, b)); }

  // Format 2: every disc has its own radius (a sea creature's `r`), so each test below takes
  // the radii of the discs concerned; the forms without them read ship_radius for every disc
  // (format 1, where every piece is a ship of the ruleset's radius).
  // Contact: centres at most R + a + tolerance apart (a disc of radius a, an island of radius R).
  bool disc_touches_island(Point p, double a, Point island, double R) const {
    island = near(p, island);
    const double reach = R + a + tolerance;
    return !beyond_box(island, p, p, reach) && distance(p, island) <= reach;
  }
  bool touches_island(Point ship, Point island, double r) const {
    return disc_touches_island(ship, ship_radius, island, r);
  }
  // Contact between two discs of radii a and b: centres at most a + b + tolerance apart.
  bool discs_touch(Point p, double a, Point q, double b) const {
    q = near(p, q);
    const double reach = a + b + tolerance;
    return !beyond_box(q, p, p, reach) && distance(p, q) <= reach;
  }
  bool touches_ship(Point a, Point b) const { return discs_touch(a, ship_radius, b, ship_radius); }
  // Ship a's bow (heading `heading`) touches ship b: they touch and b's centre lies within
  // ±bow_arc/2 of the heading, seen from a's centre; ra and rb their discs' radii (format 2: a
  // ship's own `r`).
  bool bow_touches(Point a, double ra, double heading, Point b, double rb) const;
  bool bow_touches(Point a, double heading, Point b) const {
    return bow_touches(a, ship_radius, heading, b, ship_radius);
  }
  // Overlap: centres less than R + a - tolerance apart.
  bool disc_overlaps_island(Point p, double a, Point island, double R) const {
    return dist(p, island) < R + a - tolerance;
  }
  bool overlaps_island(Point ship, Point island, double r) const {
    return disc_overlaps_island(ship, ship_radius, island, r);
  }
  bool discs_overlap(Point p, double a, Point q, double b) const {
    return dist(p, q) < a + b - tolerance;
  }
  bool overlaps_ship(Point a, Point b) const {
    return discs_overlap(a, ship_radius, b, ship_radius);
  }
  // How far a disc of radius `own` moving from `a` to `b` comes into a circle of radius `r`
  // round `centre` (r + own - closest distance), when the segment brings it to overlap; 0 when
  // not.
  double path_overlap(Point a, Point b, double own, Point centre, double r) const {
    centre = near_segment(centre, a, b);
    if (beyond_box(centre, a, b, r + own - tolerance)) return 0;
    const double d = point_segment_distance(centre, a, b);
    return d < r + own - tolerance ? r + own - d : 0;
  }
  double path_overlap_island(Point a, Point b, Point centre, double r) const {
    return path_overlap(a, b, ship_radius, centre, r);
  }
  // The same with another ship's disc.
  double path_overlap_ship(Point a, Point b, Point other) const {
    return path_overlap(a, b, ship_radius, other, ship_radius);
  }
  // Range: from the shooter's centre to the nearest point of the target's disc (radius r).
  double range_to_disc(Point shooter, Point target, double r) const {
    return dist(shooter, target) - r;
  }
  double range_to(Point shooter, Point target) const {
    return range_to_disc(shooter, target, ship_radius);
  }
  bool in_range(Point shooter, Point target, double ruler) const {
    return range_to(shooter, target) <= ruler + tolerance;
  }
  // Line of fire from `from` to `to` blocked by an island of radius r round `centre`: the
  // segment passes closer than r - tolerance to the centre; the same for another piece's
  // disc of radius r (disc_blocks) or a ship's (ship_blocks).
  bool island_blocks(Point from, Point to, Point centre, double r) const {
    centre = near_segment(centre, from, to);
    return !beyond_box(centre, from, to, r - tolerance) &&
           point_segment_distance(centre, from, to) < r - tolerance;
  }
  bool disc_blocks(Point from, Point to, Point other, double r) const {
    return island_blocks(from, to, other, r);
  }
  bool ship_blocks(Point from, Point to, Point other) const {
    return disc_blocks(from, to, other, ship_radius);
  }
};

}  // namespace qm::pirates
