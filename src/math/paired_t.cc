#include "math/paired_t.h"

#include <cmath>
#include <limits>

#include "math/distributions.h"

namespace qm::math {

PairedTTest paired_t_test(const Sample& differences, double confidence) {
  PairedTTest r;
  r.n = (long long)differences.n();
  r.mean = differences.mean();
  r.sd = std::sqrt(differences.variance());
  r.interval = {r.mean, r.mean, r.mean};
  if (r.n == 0) {
    r.undefined = Undefined::no_pairs;
    return r;
  }
  if (r.n == 1) {
    r.undefined = Undefined::one_pair;
    return r;
  }
  r.df = double(r.n - 1);
  const double se = r.sd / std::sqrt(double(r.n));
  // R's test of constant data: a standard error below 10 ulps of the mean.
  if (se <= 10 * std::numeric_limits<double>::epsilon() * std::fabs(r.mean)) {
    r.undefined = r.mean == 0 ? Undefined::no_difference : Undefined::constant_difference;
    r.p = r.mean == 0 ? 1 : 0;
    r.p_greater = r.mean > 0 ? 0 : 1;
    r.p_less = r.mean < 0 ? 0 : 1;
    return r;
  }
  r.t = r.mean / se;
  r.p_less = student_t_cdf(r.t, r.df);
  r.p_greater = student_t_cdf(-r.t, r.df);
  r.p = 2 * student_t_cdf(-std::fabs(r.t), r.df);
  const double half = student_t_quantile(1 - (1 - confidence) / 2, r.df) * se;
  r.interval = {r.mean, r.mean - half, r.mean + half};
  return r;
}

}  // namespace qm::math
