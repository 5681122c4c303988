#include "math/stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace qm::math {

namespace {

constexpr double kZ975 = 1.959963984540054;

}  // namespace

void Sample::add(double x) {
  ++n_;
  const double delta = x - mean_;
  mean_ += delta / double(n_);
  m2_ += delta * (x - mean_);
}

Interval wilson_interval(double x, double n, double confidence) {
  if (n <= 0) return {};
  const double z = confidence == 0.95 ? kZ975 : normal_quantile(1 - (1 - confidence) / 2);
  const double p = x / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Interval mean_interval(const Sample& s) {
  if (s.n() < 2) return {s.mean(), s.mean(), s.mean()};
  const double half =
      student_t_quantile(0.975, double(s.n() - 1)) * std::sqrt(s.variance() / double(s.n()));
  return {s.mean(), s.mean() - half, s.mean() + half};
}

TestResult two_proportion_z(double x1, double n1, double x2, double n2) {
  if (n1 <= 0 || n2 <= 0) return {};
  const double pooled = (x1 + x2) / (n1 + n2);
  const double se = std::sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const double diff = x1 / n1 - x2 / n2;
  if (se == 0) return {0, 0, diff == 0 ? 1.0 : 0.0};
  const double z = diff / se;
  return {z, 0, std::erfc(std::fabs(z) / std::sqrt(2.0))};
}

TestResult welch_t(const Sample& a, const Sample& b) {
  if (a.n() < 2 || b.n() < 2) return {};
  const double va = a.variance() / double(a.n()), vb = b.variance() / double(b.n());
  const double diff = a.mean() - b.mean();
  if (va + vb == 0) return {0, 0, diff == 0 ? 1.0 : 0.0};
  const double t = diff / std::sqrt(va + vb);
  const double df =
      (va + vb) * (va + vb) / (va * va / double(a.n() - 1) + vb * vb / double(b.n() - 1));
  return {t, df, incomplete_beta(df / (df + t * t), df / 2, 0.5)};  // both tails
}

Interval newcombe_difference(double x1, double n1, double x2, double n2) {
  if (n1 <= 0 || n2 <= 0) return {};
  const Interval a = wilson_interval(x1, n1), b = wilson_interval(x2, n2);
  const double d = b.value - a.value;
  return {d, d - std::hypot(b.value - b.low, a.high - a.value),
          d + std::hypot(b.high - b.value, a.value - a.low)};
}

Interval welch_difference(const Sample& a, const Sample& b) {
  const double d = b.mean() - a.mean();
  if (a.n() < 2 || b.n() < 2) return {d, d, d};
  const double va = a.variance() / double(a.n()), vb = b.variance() / double(b.n());
  if (va + vb == 0) return {d, d, d};
  const double df =
      (va + vb) * (va + vb) / (va * va / double(a.n() - 1) + vb * vb / double(b.n() - 1));
  const double half = student_t_quantile(0.975, df) * std::sqrt(va + vb);
  return {d, d - half, d + half};
}

std::vector<double> holm_adjust(const std::vector<double>& p) {
  std::vector<size_t> order(p.size());
  std::iota(order.begin(), order.end(), size_t(0));
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return p[x] < p[y]; });
  std::vector<double> adjusted(p.size());
  double running = 0;
  for (size_t i = 0; i < order.size(); ++i) {
    running = std::max(running, std::min(1.0, p[order[i]] * double(p.size() - i)));
    adjusted[order[i]] = running;
  }
  return adjusted;
}

}  // namespace qm::math
