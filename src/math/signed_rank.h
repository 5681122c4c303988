// The Wilcoxon signed-rank test of paired differences, as R's wilcox.test(b, a, paired =
// TRUE) (Wilcoxon, Biometrics Bulletin 1, 1945; R Core Team, stats package), and the
// Hodges-Lehmann estimate of the differences' centre with its interval (Hodges & Lehmann,
// Annals of Mathematical Statistics 34, 1963; Hollander & Wolfe, Nonparametric Statistical
// Methods, 2nd ed., 1999, section 3.2).
//
// The test, with R's conventions: differences of zero are dropped; the others are ranked by
// their absolute values (ties share the mean of their ranks); V is the sum of the ranks of
// the positive differences. The p-value is exact — from the null distribution of V, every
// sign pattern equally likely — when fewer than 50 differences remain, none of them tied
// and none dropped; otherwise V is compared with the normal distribution of mean
// n(n+1)/4 and variance n(n+1)(2n+1)/24 - sum(t^3 - t)/48 (t the size of each group of
// tied absolute values), with a continuity correction of 1/2 towards the mean (R's
// correct = TRUE).
#pragma once

#include <vector>

#include "math/paired.h"
#include "math/stats.h"

namespace qm::math {

// The exact null distribution of V for n untied, non-zero differences: the number of
// subsets of the ranks 1..n with each sum, by dynamic programming over the ranks
// (O(n^3) time, O(n^2) memory: meant for n < 50, where R uses it; exact up to n = 53).
class SignedRankDistribution {
 public:
  explicit SignedRankDistribution(int n);
  double cdf(double v) const;    // P(V <= v)
  double upper(double v) const;  // P(V >= v)
  // The smallest q with P(V <= q) >= p (R's qsignrank, with its tolerance of 10 ulps).
  long long quantile(double p) const;

 private:
  long long max_ = 0;               // n(n+1)/2
  double total_ = 1;                // 2^n
  std::vector<double> cumulative_;  // cumulative_[s]: the subsets with sum <= s
};

struct SignedRankTest {
  long long n = 0;       // non-zero differences, ranked
  long long zeros = 0;   // differences of zero, dropped
  double v = 0;          // the sum of the ranks of the positive differences (R's V)
  bool exact = false;    // p from the exact distribution (n < 50, no ties, no zeros)
  double z = 0;          // the normal approximation's z, two-sided correction; 0 when exact
  double p = 1;          // two-sided
  double p_greater = 1;  // the differences lean above 0
  double p_less = 1;     // below 0
  // no_pairs (no difference given), no_difference (every difference zero; then p = 1).
  Undefined undefined = Undefined::none;
};

// `correct`: the continuity correction of the normal approximation (R's correct).
SignedRankTest signed_rank_test(std::vector<double> differences, bool correct = true);

// The Hodges-Lehmann estimate — the median of the n(n+1)/2 Walsh averages
// (d_i + d_j) / 2, i <= j — with its distribution-free interval at `confidence`: the
// Walsh averages of ranks k and n(n+1)/2 + 1 - k, k the quantile of V at alpha/2 (exact
// for n < 50, else from the normal approximation: the smallest k with
// Φ((k + 1/2 - n(n+1)/4) / sqrt(n(n+1)(2n+1)/24)) >= alpha/2), at least 1. Every
// difference counts, zeros included (R drops zeros and, outside the exact case, finds its
// estimate and interval by inverting the test numerically: the figures agree with R's
// whenever R's test is exact). O(n log n) time and O(n) memory: the order statistics are
// found by bisection over values, counting the Walsh averages below a value in one pass.
// No differences: {0, 0, 0}.
Interval hodges_lehmann(std::vector<double> differences, double confidence = 0.95);

}  // namespace qm::math
