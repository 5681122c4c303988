#include "math/noncentral_t.h"

#include <cfloat>
#include <cmath>
#include <numbers>

#include "math/distributions.h"

namespace qm::math {

double noncentral_t_cdf(double t, double df, double ncp) {
  if (ncp == 0) return student_t_cdf(t, df);
  if (std::isinf(t)) return t < 0 ? 0 : 1;
  // For t < 0, P(T <= t | ncp) = 1 - P(T <= -t | -ncp).
  const bool negative = t < 0;
  if (negative && ncp > 40) return 0;
  const double tt = negative ? -t : t, del = negative ? -ncp : ncp;
  const auto result = [negative](double lower) { return negative ? 1 - lower : lower; };

  if (df > 4e5 || del * del > 2 * std::numbers::ln2 * -(DBL_MIN_EXP)) {
    const double s = 1 / (4 * df);
    return result(normal_cdf((tt * (1 - s) - del) / std::sqrt(1 + tt * tt * 2 * s)));
  }

  // Guenther's twin series (Statistical Computation and Simulation 6, 1978), summed until
  // the bound on the remainder falls below 1e-12.
  double tnc = 0;
  const double x = tt * tt / (tt * tt + df);
  if (x > 0) {
    const double lambda = del * del;
    double p = 0.5 * std::exp(-0.5 * lambda);
    if (p == 0) return result(0);
    double q = std::sqrt(2 / std::numbers::pi) * p * del;
    double s = 0.5 - p;
    if (s < 1e-7) s = -0.5 * std::expm1(-0.5 * lambda);
    double a = 0.5;
    const double b = 0.5 * df;
    const double rxb = std::pow(df / (tt * tt + df), b);  // (1 - x)^b, accurately
    const double albeta = log_beta(0.5, b);               // log(sqrt(pi) Γ(b) / Γ(b + 1/2))
    double xodd = incomplete_beta(x, a, b);
    double godd = 2 * rxb * std::exp(a * std::log(x) - albeta);
    double xeven = b * x < DBL_EPSILON ? b * x : 1 - rxb;
    double geven = b * x * rxb;
    tnc = p * xodd + q * xeven;
    for (int it = 1; it <= 1000; ++it) {
      a += 1;
      xodd -= godd;
      xeven -= geven;
      godd *= x * (a + b - 1) / a;
      geven *= x * (a + b - 0.5) / (a + 0.5);
      p *= lambda / (2 * it);
      q *= lambda / (2 * it + 1);
      tnc += p * xodd + q * xeven;
      s -= p;
      if (s < -1e-10) break;  // rounding (R warns "full precision may not have been achieved")
      if (s <= 0 && it > 1) break;
      if (std::fabs(2 * s * (xodd - godd)) < 1e-12) break;
    }
  }
  tnc += normal_cdf(-del);
  return result(tnc > 1 ? 1 : tnc);
}

}  // namespace qm::math
