// The table geometry of record v1 (docs/rules-pirates.md, "Table geometry") on its edges: a path
// tangent to an island, a target exactly at range, at range + tolerance and just beyond, a
// line of fire grazing a ship, contact and bow contact at their limits.
#include <catch2/catch.hpp>

#include "games/pirates/geometry.h"

using namespace qm::pirates;

namespace {
const Geometry kGeo{20, 2, 90};  // ship_radius 20 mm, tolerance 2 mm, bow 90°
}

TEST_CASE("pirates geometry: point to segment distance", "[pirates][geometry]") {
  CHECK(point_segment_distance({5, 3}, {0, 0}, {10, 0}) == Approx(3));
  CHECK(point_segment_distance({-4, 3}, {0, 0}, {10, 0}) == Approx(5));  // beyond an end
  CHECK(point_segment_distance({13, 4}, {0, 0}, {10, 0}) == Approx(5));
  CHECK(point_segment_distance({3, 4}, {0, 0}, {0, 0}) == Approx(5));  // a point
  CHECK(direction_degrees({0, 0}, {0, -1}) == Approx(270));
  CHECK(angle_between(350, 10) == Approx(20));
  Point p = step({0, 0}, 90, 40);
  CHECK(p.x == Approx(0).margin(1e-9));
  CHECK(p.y == Approx(40));
}

TEST_CASE("pirates geometry: a path tangent to an island", "[pirates][geometry]") {
  // Island r 50 at (400, 270): a disc of 20 running along y = 200 is tangent (70 mm).
  CHECK(kGeo.path_overlap_island({300, 200}, {500, 200}, {400, 270}, 50) == 0);
  // Within the tolerance: 68 mm is still not an overlap (less than r + 20 - 2 is).
  CHECK(kGeo.path_overlap_island({300, 200}, {500, 200}, {400, 268}, 50) == 0);
  // 67.9 mm: an overlap of 2.1 mm.
  CHECK(kGeo.path_overlap_island({300, 200}, {500, 200}, {400, 267.9}, 50) == Approx(2.1));
  // The example: from (353,200) to (436,200) past I2 at (400,210), r 50.
  CHECK(kGeo.path_overlap_island({353, 200}, {436, 200}, {400, 210}, 50) == Approx(60));
  // A segment that stops short of the island does not cross it.
  CHECK(kGeo.path_overlap_island({200, 200}, {300, 200}, {400, 200}, 50) == 0);
}

TEST_CASE("pirates geometry: range at its edges", "[pirates][geometry]") {
  const double S = 57.5;
  // Range is to the target's edge: centres S + 20 apart is exactly at range.
  CHECK(kGeo.range_to({0, 0}, {S + 20, 0}) == Approx(S));
  CHECK(kGeo.in_range({0, 0}, {S + 20, 0}, S));
  CHECK(kGeo.in_range({0, 0}, {S + 20 + 2, 0}, S));     // at range + tolerance
  CHECK(!kGeo.in_range({0, 0}, {S + 20 + 2.1, 0}, S));  // just beyond
}

TEST_CASE("pirates geometry: a line of fire grazing a ship or an island", "[pirates][geometry]") {
  // Another ship 18 mm (ship_radius - tolerance) from the line grazes it: not blocked.
  CHECK(!kGeo.ship_blocks({0, 0}, {200, 0}, {100, 18}));
  CHECK(kGeo.ship_blocks({0, 0}, {200, 0}, {100, 17.9}));
  // A ship beyond the target does not block.
  CHECK(!kGeo.ship_blocks({0, 0}, {200, 0}, {230, 0}));
  // An island of r 50: blocked closer than 48 mm.
  CHECK(!kGeo.island_blocks({0, 0}, {200, 0}, {100, 48}, 50));
  CHECK(kGeo.island_blocks({0, 0}, {200, 0}, {100, 47.9}, 50));
}

TEST_CASE("pirates geometry: contact, overlap and the bow", "[pirates][geometry]") {
  CHECK(kGeo.touches_island({0, 0}, {72, 0}, 50));  // r + 20 + 2
  CHECK(!kGeo.touches_island({0, 0}, {72.1, 0}, 50));
  CHECK(kGeo.touches_ship({0, 0}, {42, 0}));
  CHECK(!kGeo.touches_ship({0, 0}, {42.1, 0}));
  CHECK(!kGeo.overlaps_ship({0, 0}, {38, 0}));
  CHECK(kGeo.overlaps_ship({0, 0}, {37.9, 0}));
  CHECK(!kGeo.overlaps_island({0, 0}, {68, 0}, 50));
  CHECK(kGeo.overlaps_island({0, 0}, {67.9, 0}, 50));
  // Heading 0: the bow is ±45°. B straight ahead, at 45°, and at 46°.
  CHECK(kGeo.bow_touches({0, 0}, 0, {40, 0}));
  CHECK(kGeo.bow_touches({0, 0}, 0, step({0, 0}, 45, 40)));
  CHECK(!kGeo.bow_touches({0, 0}, 0, step({0, 0}, 46, 40)));
  CHECK(kGeo.bow_touches({0, 0}, 350, step({0, 0}, 20, 40)));  // across 0°
  CHECK(!kGeo.bow_touches({0, 0}, 0, {50, 0}));                // not touching
}
