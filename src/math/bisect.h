// Solving f(x) = target for an increasing f by bisection, down to adjacent doubles: the
// quantiles of math/distributions.h and the detectable differences of
// math/detectable_difference.h.
#pragma once

namespace qm::math {

// The x in [lo, hi] where the increasing f crosses `target` (f(lo) <= target <= f(hi)).
template <class F>
double bisect(F f, double target, double lo, double hi) {
  for (int i = 0; i < 2000; ++i) {
    const double mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    (f(mid) < target ? lo : hi) = mid;
  }
  return lo + (hi - lo) / 2;
}

}  // namespace qm::math
