// Terrain of format 2 (docs/rules-pirates.md, "Terrain"): the geometry of a terrain piece and
// what a move meets. A terrain piece is a circle (x, y, r), or a trade current, a strip:
// its distance is the distance to its segment minus half its width, its radius 0.
#pragma once

#include <vector>

#include "games/pirates/action.h"
#include "games/pirates/geometry.h"
#include "games/pirates/pieces.h"

namespace qm::pirates {

// The distance from `p` to the piece's edge (negative inside); the form with a Geometry
// measures on a table that wraps (table_edge wraps), the other on a plane (the deal, the bots).
double terrain_gap(const TerrainSpec& t, Point p);
double terrain_gap(const TerrainSpec& t, Point p, const Geometry& g);

// A disc of radius r at `p` touches the piece: its gap at most r + tolerance.
inline bool terrain_touches(const TerrainSpec& t, Point p, double r, double tolerance) {
  return terrain_gap(t, p) <= r + tolerance;
}
inline bool terrain_touches(const TerrainSpec& t, Point p, double r, const Geometry& g) {
  return terrain_gap(t, p, g) <= r + g.tolerance;
}
// ... overlaps it: its gap less than r - tolerance.
inline bool terrain_overlaps(const TerrainSpec& t, Point p, double r, const Geometry& g) {
  return terrain_gap(t, p, g) < r - g.tolerance;
}

// Whether a terrain piece in play is of a kind in `kinds` (a bit per TerrainKind: the
// options terrain_blocks_move and terrain_blocks_fire). A trade current (a strip) never is.
inline bool terrain_blocks(const TerrainSpec& t, uint8_t kinds) {
  return t.placed && t.kind != TerrainKind::Current && (kinds >> int(t.kind) & 1);
}
// The first piece of `kinds` (terrain_blocks_move) that a disc of radius r at `p` overlaps,
// or nullptr.
const TerrainSpec* blocking_overlap(const std::vector<TerrainSpec>& terrain, uint8_t kinds, Point p,
                                    double r, const Geometry& g);

// An iceberg in play that has not touched an island after a drift: it may drift.
inline bool iceberg_can_drift(const TerrainSpec& t) {
  return t.kind == TerrainKind::Iceberg && t.placed && !t.frozen;
}

// The verb of the line a move owes for a terrain piece of kind `k`: fog, reef, sargasso.
const char* owed_verb(TerrainKind k);

// A stern contact: a disc of radius r at `p`, heading `heading`, touches the piece, and the
// direction from its centre to the piece's centre lies within ±bow_arc/2 of heading + 180.
bool stern_contact(const TerrainSpec& t, Point p, double heading, double r, const Geometry& g);

// One terrain piece a move meets: where along the path (mm from its start), and whether the
// move ends at that meeting (its last point touches the piece without overlapping it, and
// no segment before the last meets it).
struct Meeting {
  int terrain = kNoPiece;
  double along = 0;
  bool ends_there = false;
};

// The terrain pieces of the kinds that owe a line (fog banks, reefs, Sargasso Seas) that a
// disc of radius r moving from `start` through `points` meets, in the order of their
// meeting points: a segment passes within the piece's touching distance, and the disc did
// not touch the piece where the move began. Spare pieces not placed are not met.
std::vector<Meeting> meetings(const std::vector<TerrainSpec>& terrain, Point start,
                              const SmallList<Point, kMaxPoints>& points, double r,
                              const Geometry& g);

}  // namespace qm::pirates
