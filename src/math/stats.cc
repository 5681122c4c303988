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
