#include "math/distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "math/bisect.h"

namespace qm::math {

namespace {

constexpr double kLnSqrt2Pi = 0.918938533204672741780329736406;  // log sqrt(2 pi)
constexpr double kLn2Pi = 1.837877066409345483560659472811;      // log(2 pi)

// log Γ(n + 1) - ((n + 0.5) log n - n + log sqrt(2 pi)): the error of Stirling's formula
// (Loader 2000), from its asymptotic series above 15 and from lgamma below.
double stirling_error(double n) {
  if (n <= 15) return std::lgamma(n + 1) - (n + 0.5) * std::log(n) + n - kLnSqrt2Pi;
  const double s0 = 1.0 / 12, s1 = 1.0 / 360, s2 = 1.0 / 1260, s3 = 1.0 / 1680, s4 = 1.0 / 1188;
  const double nn = n * n;
  if (n > 500) return (s0 - s1 / nn) / n;
  if (n > 80) return (s0 - (s1 - s2 / nn) / nn) / n;
  if (n > 35) return (s0 - (s1 - (s2 - s3 / nn) / nn) / nn) / n;
  return (s0 - (s1 - (s2 - (s3 - s4 / nn) / nn) / nn) / nn) / n;
}

// x log(x / np) + np - x, without cancellation when x is near np (Loader 2000).
double deviance_term(double x, double np) {
  if (std::fabs(x - np) < 0.1 * (x + np)) {
    double v = (x - np) / (x + np);
    double sum = (x - np) * v, term = 2 * x * v;
    v *= v;
    for (int j = 1; j < 1000; ++j) {
      term *= v;
      const double next = sum + term / (2 * j + 1);
      if (next == sum) return next;
      sum = next;
    }
  }
  return x * std::log(x / np) + np - x;
}

// The continued fraction of I_x(a, b) (modified Lentz's method). It converges in
// O(sqrt(max(a, b))) steps for x < (a + 1) / (a + b + 2).
double beta_fraction(double x, double a, double b) {
  const double tiny = 1e-300;
  const auto guard = [tiny](double v) { return std::fabs(v) < tiny ? tiny : v; };
  double c = 1, d = 1 / guard(1 - (a + b) * x / (a + 1));
  double h = d;
  for (int m = 1; m <= 100000; ++m) {
    const double m2 = 2.0 * m;
    double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 / guard(1 + aa * d);
    c = guard(1 + aa / c);
    h *= d * c;
    aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 / guard(1 + aa * d);
    c = guard(1 + aa / c);
    const double step = d * c;
    h *= step;
    if (std::fabs(step - 1) < 1e-15) break;
  }
  return h;
}

}  // namespace

double log_beta(double a, double b) {
  const double p = std::min(a, b), q = std::max(a, b);
  if (p >= 10) {
    const double corr = stirling_error(p) + stirling_error(q) - stirling_error(p + q);
    return -0.5 * std::log(q) + kLnSqrt2Pi + corr + (p - 0.5) * std::log(p / (p + q)) +
           q * std::log1p(-p / (p + q));
  }
  if (q >= 10) {
    const double corr = stirling_error(q) - stirling_error(p + q);
    return std::lgamma(p) + corr + p - p * std::log(p + q) + (q - 0.5) * std::log1p(-p / (p + q));
  }
  return std::lgamma(p) + std::lgamma(q) - std::lgamma(p + q);
}

double incomplete_beta(double x, double a, double b) {
  if (!(x > 0)) return 0;
  if (x >= 1) return 1;
  const double front = std::exp(a * std::log(x) + b * std::log1p(-x) - log_beta(a, b));
  if (x < (a + 1) / (a + b + 2)) return front * beta_fraction(x, a, b) / a;
  return 1 - front * beta_fraction(1 - x, b, a) / b;
}

double beta_quantile(double p, double a, double b) {
  if (!(p > 0)) return 0;
  if (p >= 1) return 1;
  return bisect([&](double x) { return incomplete_beta(x, a, b); }, p, 0, 1);
}

double normal_cdf(double z) { return 0.5 * std::erfc(-z / std::sqrt(2.0)); }

double normal_upper(double z) { return 0.5 * std::erfc(z / std::sqrt(2.0)); }

double normal_quantile(double p) {
  if (!(p > 0)) return -std::numeric_limits<double>::infinity();
  if (p >= 1) return std::numeric_limits<double>::infinity();
  if (p == 0.5) return 0;
  if (p > 0.5) return -normal_quantile(1 - p);  // 1 - p is exact for p in [0.5, 1]
  return bisect(normal_cdf, p, -40, 0);
}

double student_t_cdf(double t, double df) {
  const double tail = 0.5 * incomplete_beta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

double student_t_quantile(double p, double df) {
  if (!(p > 0)) return -std::numeric_limits<double>::infinity();
  if (p >= 1) return std::numeric_limits<double>::infinity();
  if (p == 0.5) return 0;
  if (p > 0.5) return -student_t_quantile(1 - p, df);
  double lo = -1;
  while (student_t_cdf(lo, df) > p && lo > -1e300) lo *= 2;
  return bisect([df](double t) { return student_t_cdf(t, df); }, p, lo, 0);
}

double chi_square_1_upper(double x) { return x > 0 ? std::erfc(std::sqrt(x / 2)) : 1.0; }

double binomial_pmf(long long k, long long n, double p) {
  if (k < 0 || k > n) return 0;
  const double q = 1 - p, x = double(k), m = double(n);
  if (p <= 0) return k == 0 ? 1 : 0;
  if (q <= 0) return k == n ? 1 : 0;
  if (k == 0)
    return n == 0 ? 1 : std::exp(p < 0.1 ? -deviance_term(m, m * q) - m * p : m * std::log(q));
  if (k == n) return std::exp(q < 0.1 ? -deviance_term(m, m * p) - m * q : m * std::log(p));
  const double lc = stirling_error(m) - stirling_error(x) - stirling_error(m - x) -
                    deviance_term(x, m * p) - deviance_term(m - x, m * q);
  const double lf = kLn2Pi + std::log(x) + std::log1p(-x / m);
  return std::exp(lc - 0.5 * lf);
}

double binomial_cdf(long long k, long long n, double p) {
  if (k < 0) return 0;
  if (k >= n) return 1;
  return incomplete_beta(1 - p, double(n - k), double(k + 1));
}

double binomial_upper(long long k, long long n, double p) {
  if (k <= 0) return 1;
  if (k > n) return 0;
  return incomplete_beta(p, double(k), double(n - k + 1));
}

}  // namespace qm::math
