// A rate pooled over paired games: in each game a count out of a total (hits of shots),
// under A and under B. The rate is the ratio of the sums, R = sum(count) / sum(of) — every
// shot weighs the same, a game without shots weighs nothing — not the mean of each game's
// rate. The shots of one game are not independent, so the intervals treat each game as a
// cluster: the linearized (delta-method) variance of a ratio estimator, as survey sampling
// gives it (W. G. Cochran, Sampling Techniques, 3rd ed., 1977, section 6.4), n games:
//   R's standard error:  se(R) = sqrt(sum((y_i - R x_i)^2) / (n (n - 1))) / mean(x),
//   B - A within pairs:  D = R_B - R_A, with each game's contribution
//     z_i = (yB_i - R_B xB_i) / mean(xB) - (yA_i - R_A xA_i) / mean(xA),
//   se(D) = sd(z) / sqrt(n); t = D / se(D) with n - 1 degrees of freedom (a paired t-test
//   on the contributions), and D +- t(0.975, n - 1) se(D).
#pragma once

#include <vector>

#include "math/paired.h"
#include "math/stats.h"

namespace qm::math {

struct RatioPair {
  double count_a = 0, of_a = 0;  // under A
  double count_b = 0, of_b = 0;  // under B
};

struct PairedRatio {
  long long n = 0;               // games
  double count_a = 0, of_a = 0;  // the sums
  double count_b = 0, of_b = 0;
  Interval a, b;        // each ruleset's pooled rate
  Interval difference;  // R_B - R_A
  double sd = 0;        // of the contributions z_i
  double t = 0, df = 0, p = 1;
  // no_pairs (no game, or nothing counted under A or under B: a rate is missing); one_pair;
  // no_difference (every game the same under both); constant_difference (no spread in the
  // contributions, yet a difference: p = 0).
  Undefined undefined = Undefined::none;
};

PairedRatio paired_ratio_test(const std::vector<RatioPair>& pairs, double confidence = 0.95);

}  // namespace qm::math
