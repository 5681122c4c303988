// The table's edge (format 2, option table_edge; docs/rules-pirates.md, "The table's edge").
// Under `blocks` the edge of the table [0,w] x [0,h] (`table:`, which the header reader then
// requires) is an obstacle: a disc that lies partly beyond it breaks the rule of the line
// that put it there (setup-table, move-through-obstacle, iceberg-drift, fog-exit,
// sargasso-escape, whirlpool-jump), and one that touches it before the last point of its move
// breaks move-after-contact; a drift also stops at it. Under `wraps` the table is a torus
// (Geometry's wrap_w, wrap_h) and only setup-table reads the edge.
#pragma once

#include <string>

#include "games/pirates/geometry.h"
#include "games/pirates/options.h"
#include "games/pirates/pieces.h"

namespace qm::pirates {

// The ruleset's geometry on the record's table: a torus under table_edge wraps.
inline Geometry geometry_of(const Options& o, const Pieces& p) {
  Geometry g{o.ship_radius, o.tolerance, o.bow_arc};
  if (o.table_edge == TableEdge::Wraps && p.table) {
    g.wrap_w = p.table->first;
    g.wrap_h = p.table->second;
  }
  return g;
}

// Whether the edge is tested: table_edge blocks, with the record's `table:`.
inline bool edge_blocks(const Pieces& p, const Options& o) {
  return o.table_edge == TableEdge::Blocks && p.table.has_value();
}

// How far inside the table a disc of radius r centred at c lies, edge to edge (below 0: it
// lies partly beyond the edge by that much).
double edge_gap(const Pieces& p, Point c, double r);

// Whether that disc lies beyond the edge by more than the tolerance (it would not fit), or
// touches it (within the tolerance).
inline bool beyond_edge(const Pieces& p, const Options& o, Point c, double r) {
  return edge_blocks(p, o) && edge_gap(p, c, r) < -o.tolerance;
}
inline bool touches_edge(const Pieces& p, const Options& o, Point c, double r) {
  return edge_blocks(p, o) && edge_gap(p, c, r) <= o.tolerance;
}

// "12.3 mm beyond the table's edge (the table is 1200 x 900 mm; table_edge: blocks)".
std::string beyond_edge_text(const Pieces& p, Point c, double r, const char* edge = "blocks");

}  // namespace qm::pirates
