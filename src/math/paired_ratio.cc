#include "math/paired_ratio.h"

#include <cmath>
#include <limits>

#include "math/distributions.h"

namespace qm::math {

namespace {

// The ratio's interval from its linearized residuals' sum of squares.
Interval ratio_interval(double ratio, double residual_squares, double mean_of, double n, double t) {
  if (n < 2) return {ratio, ratio, ratio};
  const double half = t * std::sqrt(residual_squares / (n * (n - 1))) / mean_of;
  return {ratio, ratio - half, ratio + half};
}

}  // namespace

PairedRatio paired_ratio_test(const std::vector<RatioPair>& pairs, double confidence) {
  PairedRatio r;
  r.n = (long long)pairs.size();
  bool same = true;
  for (const RatioPair& p : pairs) {
    r.count_a += p.count_a;
    r.of_a += p.of_a;
    r.count_b += p.count_b;
    r.of_b += p.of_b;
    same = same && p.count_a == p.count_b && p.of_a == p.of_b;
  }
  if (r.n == 0 || r.of_a <= 0 || r.of_b <= 0) {
    r.undefined = Undefined::no_pairs;
    return r;
  }
  const double n = double(r.n);
  const double rate_a = r.count_a / r.of_a, rate_b = r.count_b / r.of_b;
  const double mean_a = r.of_a / n, mean_b = r.of_b / n;
  double squares_a = 0, squares_b = 0;
  Sample z;
  for (const RatioPair& p : pairs) {
    const double ea = p.count_a - rate_a * p.of_a, eb = p.count_b - rate_b * p.of_b;
    squares_a += ea * ea;
    squares_b += eb * eb;
    z.add(eb / mean_b - ea / mean_a);
  }
  const double d = rate_b - rate_a;
  r.difference = {d, d, d};
  r.df = n - 1;
  const double t = r.n > 1 ? student_t_quantile(1 - (1 - confidence) / 2, r.df) : 0;
  r.a = ratio_interval(rate_a, squares_a, mean_a, n, t);
  r.b = ratio_interval(rate_b, squares_b, mean_b, n, t);
  if (same) {
    r.undefined = Undefined::no_difference;
    return r;
  }
  if (r.n == 1) {
    r.undefined = Undefined::one_pair;
    return r;
  }
  r.sd = std::sqrt(z.variance());
  const double se = r.sd / std::sqrt(n);
  // As paired_t_test: a standard error below 10 ulps of the difference is none.
  if (se <= 10 * std::numeric_limits<double>::epsilon() * std::fabs(d)) {
    r.undefined = d == 0 ? Undefined::no_difference : Undefined::constant_difference;
    r.p = d == 0 ? 1 : 0;
    return r;
  }
  r.t = d / se;
  r.p = 2 * student_t_cdf(-std::fabs(r.t), r.df);
  r.difference = {d, d - t * se, d + t * se};
  return r;
}

}  // namespace qm::math
