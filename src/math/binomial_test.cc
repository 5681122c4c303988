#include "math/binomial_test.h"

#include <algorithm>
#include <cmath>

#include "math/distributions.h"

namespace qm::math {

namespace {

// R's binom.test, two-sided: P(X <= x) plus the probability of the outcomes on the other
// side of the mean n p0 that are no more likely than x. The probabilities fall away from
// the mean on each side, so the outcomes counted form a run at the far end, found by
// bisection.
double two_sided_p(long long x, long long n, double p0) {
  if (p0 <= 0) return x == 0 ? 1 : 0;
  if (p0 >= 1) return x == n ? 1 : 0;
  const double limit = binomial_pmf(x, n, p0) * (1 + 1e-7);
  const double mean = double(n) * p0;
  if (double(x) == mean) return 1;
  if (double(x) < mean) {
    // The first i in [ceil(mean), n] with P(X = i) <= limit; those above it are rarer.
    long long lo = (long long)std::ceil(mean), hi = n + 1;
    while (lo < hi) {
      const long long mid = lo + (hi - lo) / 2;
      if (binomial_pmf(mid, n, p0) <= limit)
        hi = mid;
      else
        lo = mid + 1;
    }
    return std::min(1.0, binomial_cdf(x, n, p0) + binomial_upper(lo, n, p0));
  }
  // The last i in [0, floor(mean)] with P(X = i) <= limit; those below it are rarer.
  long long lo = -1, hi = (long long)std::floor(mean);
  while (lo < hi) {
    const long long mid = hi - (hi - lo) / 2;
    if (binomial_pmf(mid, n, p0) <= limit)
      lo = mid;
    else
      hi = mid - 1;
  }
  return std::min(1.0, binomial_cdf(lo, n, p0) + binomial_upper(x, n, p0));
}

}  // namespace

BinomialTest binomial_test(long long successes, long long trials, double p0, double confidence) {
  BinomialTest t;
  t.successes = successes;
  t.trials = trials;
  if (trials <= 0 || successes < 0 || successes > trials) return t;
  const long long x = successes, n = trials;
  t.p = two_sided_p(x, n, p0);
  t.p_greater = binomial_upper(x, n, p0);
  t.p_less = binomial_cdf(x, n, p0);
  const double alpha = 1 - confidence;
  t.interval.value = double(x) / double(n);
  t.interval.low = x == 0 ? 0 : beta_quantile(alpha / 2, double(x), double(n - x + 1));
  t.interval.high = x == n ? 1 : beta_quantile(1 - alpha / 2, double(x + 1), double(n - x));
  return t;
}

}  // namespace qm::math
