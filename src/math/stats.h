// Statistics math, below every layer that counts: 95% intervals of a proportion and of a
// mean, and Holm's adjustment of many p-values, used by `qm compare --simulate`
// (compare/paired_figures.h, with the paired tests of math/paired_*.h) and `qm stats`
// (store/stats.h). No dependencies of its own.
//
// - A proportion x/n: the Wilson score interval (z = 1.959964).
// - A mean: mean +- t(0.975, n - 1) * s / sqrt(n) (s the sample standard deviation).
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
  double statistic = 0;  // chi-square, z or t
  double df = 0;         // t's degrees of freedom; 0 for the others
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

// Holm-Bonferroni adjusted p-values, in the order given: the i-th smallest of m is
// multiplied by m - i + 1, then made non-decreasing in that order, and capped at 1.
std::vector<double> holm_adjust(const std::vector<double>& p);

inline constexpr double kSignificance = 0.05;

}  // namespace qm::math
