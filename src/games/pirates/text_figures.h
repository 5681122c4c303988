// Figures as the engine's messages, the table's text and compare's words write them: a
// point "(353,200)", a number of mm with at most one decimal. Never in the hot path.
#pragma once

#include <fmt/format.h>

#include <cmath>
#include <string>

#include "games/pirates/geometry.h"

namespace qm::pirates {

// 353 -> "353", 436.27 -> "436.3".
inline std::string num(double v) {
  const double r = std::round(v * 10) / 10 + 0.0;
  if (r == std::floor(r) && std::fabs(r) < 1e15) return fmt::format("{}", (long long)r);
  return fmt::format("{:.1f}", r);
}

inline std::string pt(Point p) { return fmt::format("({},{})", num(p.x), num(p.y)); }

}  // namespace qm::pirates
