#include "games/pirates/geometry.h"

#include <algorithm>

namespace qm::pirates {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

double point_segment_distance(Point p, Point a, Point b) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double len2 = dx * dx + dy * dy;
  if (len2 == 0) return distance(p, a);
  const double t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0);
  return distance(p, Point{a.x + t * dx, a.y + t * dy});
}

double direction_degrees(Point a, Point b) {
  double d = std::atan2(b.y - a.y, b.x - a.x) * 180 / kPi;
  return d < 0 ? d + 360 : d;
}

double angle_between(double a, double b) {
  double d = std::fmod(std::fabs(a - b), 360.0);
  return d > 180 ? 360 - d : d;
}

Point step(Point p, double degrees, double length) {
  const double r = degrees * kPi / 180;
  return Point{p.x + length * std::cos(r), p.y + length * std::sin(r)};
}

bool Geometry::bow_touches(Point a, double ra, double heading, Point b, double rb) const {
  // A small slack so that a ship dead on the edge of the arc, as written, counts.
  return discs_touch(a, ra, b, rb) && angle_between(direction(a, b), heading) <= bow_arc / 2 + 1e-9;
}

Point nearest_translate(Point from, Point to, double w, double h) {
  return Point{to.x - w * std::round((to.x - from.x) / w),
               to.y - h * std::round((to.y - from.y) / h)};
}

Point Geometry::reduce(Point p) const {
  if (wrap_w <= 0) return p;
  double x = std::fmod(p.x, wrap_w), y = std::fmod(p.y, wrap_h);
  if (x < 0) x += wrap_w;
  if (y < 0) y += wrap_h;
  // fmod of a tiny negative figure plus w may round to w itself.
  return Point{x >= wrap_w ? 0 : x, y >= wrap_h ? 0 : y};
}

}  // namespace qm::pirates
