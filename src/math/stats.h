// Statistics math, below every layer that counts: 95% intervals and two-sided tests of the
// difference between two independent samples, used by `qm compare --simulate`
// (compare/sim_compare.h) and `qm stats` (store/stats.h). No dependencies of its own.
//
// - A proportion x/n: the Wilson score interval (z = 1.959964); the difference between two
//   proportions: the two-proportion z-test with the pooled proportion,
//   z = (p1 - p2) / sqrt(p(1 - p)(1/n1 + 1/n2)), p-value = erfc(|z| / sqrt 2).
// - A mean: mean +- t(0.975, n - 1) * s / sqrt(n) (s the sample standard deviation); the
//   difference between two means: Welch's t-test, t = (m1 - m2) / sqrt(s1²/n1 + s2²/n2)
//   with the Welch-Satterthwaite degrees of freedom, p-value from Student's t
//   distribution (math/distributions.h).
// - The difference B - A of two proportions: Newcombe's hybrid score interval (method 10
//   of Newcombe, Statistics in Medicine 17, 1998), made of the two Wilson intervals.
// - The difference of two means: Welch's interval, d +- t(0.975, df) sqrt(s1²/n1 + s2²/n2)
//   with the Welch-Satterthwaite df.
// - Many figures tested at once: Holm's step-down adjustment of their p-values (Holm 1979),
//   which keeps the chance of any false "significant" under 5% however many are tested.
// A difference is called significant when its Holm-adjusted p < 0.05.
#pragma once

#include <cstddef>
#include <vector>

#include "math/distributions.h"

namespace qm::math {

struct Interval {
  double value = 0, low = 0, high = 0;
};

struct TestResult {
  double statistic = 0;  // z or t
  double df = 0;         // Welch's degrees of freedom; 0 for the z-test
  double p = 1;          // two-sided
};

// Running sums of a sample (Welford's algorithm: stable for long runs).
class Sample {
 public:
  void add(double x);
  size_t n() const { return n_; }
  double mean() const { return mean_; }
  double variance() const { return n_ > 1 ? m2_ / double(n_ - 1) : 0; }

 private:
  size_t n_ = 0;
  double mean_ = 0, m2_ = 0;
};

// The Wilson score interval (95% unless told otherwise).
Interval wilson_interval(double successes, double n, double confidence = 0.95);
Interval mean_interval(const Sample& s);
TestResult two_proportion_z(double x1, double n1, double x2, double n2);
TestResult welch_t(const Sample& a, const Sample& b);

// x2/n2 - x1/n1 (the second less the first), with Newcombe's hybrid score interval.
Interval newcombe_difference(double x1, double n1, double x2, double n2);
// b's mean less a's, with Welch's interval.
Interval welch_difference(const Sample& a, const Sample& b);

// Holm-Bonferroni adjusted p-values, in the order given: the i-th smallest of m is
// multiplied by m - i + 1, then made non-decreasing in that order, and capped at 1.
std::vector<double> holm_adjust(const std::vector<double>& p);

inline constexpr double kSignificance = 0.05;

}  // namespace qm::math
