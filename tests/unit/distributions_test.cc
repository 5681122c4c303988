// The distribution functions of the paired statistics (math/distributions.h,
// math/noncentral_t.h) against closed forms, identities between them, and values R
// publishes (each source beside its value).
#include <catch2/catch.hpp>
#include <cmath>
#include <numbers>
#include <vector>

#include "math/distributions.h"
#include "math/noncentral_t.h"

using Catch::Detail::Approx;
using namespace qm::math;

TEST_CASE("incomplete beta against closed forms, symmetry and large parameters") {
  for (double x : {1e-6, 0.1, 0.5, 0.9, 0.999}) {
    CHECK(incomplete_beta(x, 3.5, 1) == Approx(std::pow(x, 3.5)).epsilon(1e-13));
    CHECK(incomplete_beta(x, 1, 7.25) == Approx(-std::expm1(7.25 * std::log1p(-x))).epsilon(1e-13));
    // I_x(a, b) = 1 - I_{1-x}(b, a)
    CHECK(incomplete_beta(x, 40, 12) + incomplete_beta(1 - x, 12, 40) == Approx(1).epsilon(1e-13));
  }
  // The median of Beta(a, a) is 1/2, however large a.
  CHECK(incomplete_beta(0.5, 5e4, 5e4) == Approx(0.5).epsilon(1e-10));
  CHECK(incomplete_beta(0.5, 5e6, 5e6) == Approx(0.5).epsilon(1e-9));
  CHECK(incomplete_beta(0, 2, 3) == 0);
  CHECK(incomplete_beta(1, 2, 3) == 1);
  // log B(a, b) without cancellation: the same as from lgamma where lgamma is exact enough.
  for (double a : {0.5, 3.0, 12.5, 40.0})
    for (double b : {0.5, 9.0, 10.0, 250.0})
      CHECK(log_beta(a, b) ==
            Approx(std::lgamma(a) + std::lgamma(b) - std::lgamma(a + b)).epsilon(1e-12));
  // log B(a, 1) = -log a, for any a.
  CHECK(log_beta(1e7, 1) == Approx(-std::log(1e7)).epsilon(1e-13));
}

TEST_CASE("binomial probabilities and tails, small and at a hundred thousand trials") {
  CHECK(binomial_pmf(3, 10, 0.5) == Approx(120.0 / 1024).epsilon(1e-14));
  CHECK(binomial_pmf(0, 20, 0.3) == Approx(std::pow(0.7, 20)).epsilon(1e-14));
  CHECK(binomial_pmf(20, 20, 0.3) == Approx(std::pow(0.3, 20)).epsilon(1e-14));
  CHECK(binomial_pmf(-1, 20, 0.3) == 0);
  CHECK(binomial_pmf(21, 20, 0.3) == 0);
  // R: pbinom(2, 15, .5) = 0.003692627 (printed in a stats.stackexchange.com answer,
  // questions/514618, "Ties in Wilcoxon t-test in R").
  CHECK(binomial_cdf(2, 15, 0.5) == Approx(0.003692627).epsilon(1e-7));
  CHECK(binomial_upper(13, 15, 0.5) == Approx(0.003692627).epsilon(1e-7));
  // The tails are the sums of the probabilities, computed separately (incomplete beta
  // against Loader's saddle point), up to n = 100,000; and the probabilities add to 1.
  for (long long n : {30LL, 1000LL, 100000LL}) {
    const double p = 0.37;
    double total = 0, below = 0;
    const long long k = (long long)(0.35 * double(n));
    for (long long i = 0; i <= n; ++i) {
      total += binomial_pmf(i, n, p);
      if (i <= k) below += binomial_pmf(i, n, p);
    }
    CHECK(total == Approx(1).epsilon(1e-12));
    CHECK(binomial_cdf(k, n, p) == Approx(below).epsilon(1e-9));
    CHECK(binomial_upper(k + 1, n, p) == Approx(1 - below).epsilon(1e-9));
  }
  // Far in the tail: P(X >= 51,000) for Binomial(100,000, 1/2) is near 1e-10 and is
  // computed as such, not as 1 - (1 - 1e-10).
  double far = 0;
  for (long long i = 51000; i <= 52000; ++i) far += binomial_pmf(i, 100000, 0.5);
  CHECK(binomial_upper(51000, 100000, 0.5) == Approx(far).epsilon(1e-9));
  CHECK(far < 1e-9);
}

TEST_CASE("normal distribution and its quantiles") {
  CHECK(normal_quantile(0.975) == Approx(1.959963984540054).epsilon(1e-15));
  CHECK(normal_quantile(0.5) == 0);
  CHECK(normal_cdf(0) == 0.5);
  CHECK(normal_upper(8) == Approx(6.22096057427178e-16).epsilon(1e-12));  // 0.5 erfc(8/√2)
  for (double p : {1e-300, 1e-12, 0.001, 0.025, 0.2, 0.5, 0.8, 0.975, 0.999999}) {
    const double z = normal_quantile(p);
    CHECK(normal_cdf(z) == Approx(p).epsilon(1e-13));
  }
  CHECK(normal_quantile(0.2) == Approx(-normal_quantile(0.8)).epsilon(1e-15));
  CHECK(std::isinf(normal_quantile(0)));
}

TEST_CASE("Student's t quantiles against closed forms and a printed table") {
  for (double p : {0.001, 0.025, 0.3, 0.9, 0.975}) {
    // One degree of freedom: Cauchy, t = tan(pi (p - 1/2)).
    CHECK(student_t_quantile(p, 1) ==
          Approx(std::tan(std::numbers::pi * (p - 0.5))).epsilon(1e-12));
    // Two: t = (2p - 1) / sqrt(2 p (1 - p)).
    CHECK(student_t_quantile(p, 2) ==
          Approx((2 * p - 1) / std::sqrt(2 * p * (1 - p))).epsilon(1e-12));
  }
  // t(0.975, 9) = 2.262 and t(0.975, 30) = 2.042 in every printed t table (e.g. Fisher &
  // Yates); to the digits R prints: qt(0.975, 9) = 2.262157.
  CHECK(student_t_quantile(0.975, 9) == Approx(2.262157).epsilon(1e-6));
  CHECK(student_t_quantile(0.975, 30) == Approx(2.042272).epsilon(1e-6));
  // Many degrees of freedom: the normal quantile.
  CHECK(student_t_quantile(0.975, 1e9) == Approx(1.959963984540054).epsilon(1e-8));
  CHECK(student_t_cdf(-40, 3) == Approx(0.5 * incomplete_beta(3 / (3 + 1600.0), 1.5, 0.5)));
}

TEST_CASE("chi-square with one degree of freedom is the square of a normal") {
  CHECK(chi_square_1_upper(1.959963984540054 * 1.959963984540054) == Approx(0.05).epsilon(1e-13));
  CHECK(chi_square_1_upper(0) == 1);
  CHECK(chi_square_1_upper(100) == Approx(2 * normal_upper(10)).epsilon(1e-12));
}

TEST_CASE("beta quantiles invert the incomplete beta") {
  for (double p : {1e-9, 0.025, 0.5, 0.975})
    for (auto [a, b] : std::vector<std::pair<double, double>>{{1, 1e5}, {13, 4}, {682, 244}}) {
      const double x = beta_quantile(p, a, b);
      CHECK(incomplete_beta(x, a, b) == Approx(p).epsilon(1e-10));
    }
  CHECK(beta_quantile(0, 2, 3) == 0);
  CHECK(beta_quantile(1, 2, 3) == 1);
}

TEST_CASE("noncentral t against R's power.t.test") {
  // R: power.t.test(n = 20, delta = 1) (two samples of 20, sd 1) prints power = 0.8689528
  // — the first example of its help page; df = 38, ncp = sqrt(20 / 2).
  const double c38 = student_t_quantile(0.975, 38);
  CHECK(1 - noncentral_t_cdf(c38, 38, std::sqrt(10.0)) == Approx(0.8689528).epsilon(1e-6));
  // R: power.t.test(delta = 0.5, sd = 0.3088401, n = 10, type = "one.sample") gives
  // power = 0.9947832 (printed in "Power analysis for a paired-sample t-test",
  // rstudio-pubs-static.s3.amazonaws.com/192099_28c04db257554fae8551c3f7d8f9fb37.html);
  // df = 9, ncp = sqrt(10) 0.5 / 0.3088401.
  const double c9 = student_t_quantile(0.975, 9);
  CHECK(1 - noncentral_t_cdf(c9, 9, std::sqrt(10.0) * 0.5 / 0.3088401) ==
        Approx(0.9947832).epsilon(1e-6));
  // No noncentrality: Student's t. Reflection: P(T <= -t | d) = 1 - P(T <= t | -d).
  CHECK(noncentral_t_cdf(1.3, 7, 0) == Approx(student_t_cdf(1.3, 7)));
  CHECK(noncentral_t_cdf(-1.3, 7, 2) == Approx(1 - noncentral_t_cdf(1.3, 7, -2)).epsilon(1e-12));
  // Huge df: the normal distribution shifted by ncp.
  CHECK(noncentral_t_cdf(2.5, 1e7, 1) == Approx(normal_cdf(1.5)).epsilon(1e-5));
  // At t = 0: P(T <= 0) = P(Z <= -ncp).
  CHECK(noncentral_t_cdf(0, 5, 1.2) == Approx(normal_cdf(-1.2)).epsilon(1e-12));
}
