#include "games/pirates/table_edge.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/text_figures.h"

namespace qm::pirates {

double edge_gap(const Pieces& p, Point c, double r) {
  const auto [w, h] = *p.table;
  return std::min({c.x, w - c.x, c.y, h - c.y}) - r;
}

std::string beyond_edge_text(const Pieces& p, Point c, double r, const char* edge) {
  const auto [w, h] = *p.table;
  return fmt::format("{} mm beyond the table's edge (the table is {} x {} mm; table_edge: {})",
                     num(-edge_gap(p, c, r)), num(w), num(h), edge);
}

}  // namespace qm::pirates
