// The paired t-test and the interval of the mean difference, as R's
// t.test(b, a, paired = TRUE): the differences d = B - A of the n pairs, their mean m and
// standard deviation s, t = m / (s / sqrt(n)) with n - 1 degrees of freedom, and
// m +- t(1 - alpha/2, n - 1) s / sqrt(n). Computed from running sums (math/stats.h's
// Sample), so a million pairs need no memory.
#pragma once

#include "math/paired.h"
#include "math/stats.h"

namespace qm::math {

struct PairedTTest {
  long long n = 0;
  double mean = 0, sd = 0;  // of the differences
  double t = 0, df = 0;
  double p = 1;          // two-sided
  double p_greater = 1;  // the mean difference is above 0
  double p_less = 1;     // below 0
  Interval interval;     // the mean difference with its interval at `confidence`
  // no_pairs; one_pair (t and the interval need two); no_difference (every difference 0:
  // p = 1); constant_difference (every difference the same non-zero amount, R's "data are
  // essentially constant": p = 0, the interval the mean itself).
  Undefined undefined = Undefined::none;
};

PairedTTest paired_t_test(const Sample& differences, double confidence = 0.95);

}  // namespace qm::math
