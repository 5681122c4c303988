// The statistics of `qm compare --simulate` (math/stats.h) against values computed
// independently (closed forms, and numerical integration of Student's t density).
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "math/stats.h"

using Catch::Detail::Approx;
using namespace qm::math;

TEST_CASE("incomplete beta and Student's t distribution") {
  CHECK(incomplete_beta(0.5, 2, 3) == Approx(11.0 / 16));  // P(Bin(4, 1/2) >= 2)
  CHECK(incomplete_beta(0.2, 1, 1) == Approx(0.2));
  CHECK(student_t_cdf(1, 1) == Approx(0.75));                               // Cauchy
  CHECK(student_t_cdf(1, 2) == Approx(0.5 + 1 / (2 * std::sqrt(3.0))));     // closed form
  CHECK(student_t_cdf(2, 10) == Approx(0.9633059826146033).epsilon(1e-9));  // integrated
  CHECK(student_t_cdf(-2, 10) == Approx(1 - 0.9633059826146033).epsilon(1e-9));
  CHECK(student_t_cdf(0, 7) == Approx(0.5));
}

TEST_CASE("Wilson interval and mean interval") {
  const Interval none = wilson_interval(0, 10);
  CHECK(none.low == Approx(0).margin(1e-12));
  CHECK(none.high == Approx(3.8414588 / (10 + 3.8414588)).epsilon(1e-6));
  const Interval half = wilson_interval(50, 100);
  CHECK(half.value == Approx(0.5));
  CHECK(half.low == Approx(0.4038315).epsilon(1e-6));
  CHECK(half.high == Approx(0.5961685).epsilon(1e-6));
  Sample s;
  for (double x : {1.0, 2.0, 3.0, 4.0, 5.0}) s.add(x);
  CHECK(s.mean() == Approx(3));
  CHECK(s.variance() == Approx(2.5));
  const Interval m = mean_interval(s);  // t(0.975, 4) = 2.776445
  CHECK(m.low == Approx(3 - 2.776445 * std::sqrt(0.5)).epsilon(1e-6));
  CHECK(m.high == Approx(3 + 2.776445 * std::sqrt(0.5)).epsilon(1e-6));
}

TEST_CASE("two-proportion z-test and Welch's t-test") {
  const TestResult z = two_proportion_z(60, 100, 40, 100);
  CHECK(z.statistic == Approx(2 * std::sqrt(2.0)));
  CHECK(z.p == Approx(std::erfc(2.0)));
  CHECK(two_proportion_z(30, 100, 30, 100).p == Approx(1));
  CHECK(two_proportion_z(0, 100, 0, 100).p == 1);  // no variance, no difference

  Sample a, b;
  for (double x : {1.0, 2.0, 3.0, 4.0, 5.0}) a.add(x);
  for (double x : {2.0, 4.0, 6.0, 8.0, 10.0}) b.add(x);
  const TestResult t = welch_t(a, b);
  CHECK(t.statistic == Approx(-3 / std::sqrt(2.5)));
  CHECK(t.df == Approx(6.25 / 1.0625));
  CHECK(t.p == Approx(0.10753119493072048).epsilon(1e-7));
  Sample c, d;  // constant samples: equal means give p = 1, different ones p = 0
  for (int i = 0; i < 5; ++i) c.add(2), d.add(3);
  CHECK(welch_t(c, c).p == 1);
  CHECK(welch_t(c, d).p == 0);
}

TEST_CASE("Newcombe's hybrid score interval for a difference of proportions") {
  // Newcombe (1998), Table II, method 10: the six examples (a) to (f), p1 - p2.
  struct Example {
    double x1, n1, x2, n2, low, high;
  };
  for (const Example& e : {Example{56, 70, 48, 80, 0.0524, 0.3339},
                           {9, 10, 3, 10, 0.1705, 0.8090},
                           {6, 7, 2, 7, 0.0582, 0.8062},
                           {5, 56, 0, 29, -0.0381, 0.1926},
                           {0, 10, 0, 20, -0.1611, 0.2775},
                           {10, 10, 0, 20, 0.6791, 1.0}}) {
    // newcombe_difference gives the second less the first.
    const Interval d = newcombe_difference(e.x2, e.n2, e.x1, e.n1);
    CHECK(d.value == Approx(e.x1 / e.n1 - e.x2 / e.n2));
    CHECK(d.low == Approx(e.low).margin(5e-5));
    CHECK(d.high == Approx(e.high).margin(5e-5));
  }
}

TEST_CASE("Welch's interval for a difference of means") {
  Sample a, b;
  for (double x : {1.0, 2.0, 3.0, 4.0, 5.0}) a.add(x);
  for (double x : {2.0, 4.0, 6.0, 8.0, 10.0}) b.add(x);
  const Interval d = welch_difference(a, b);
  CHECK(d.value == Approx(3));
  // The bounds are where Welch's test of the difference has p = 0.05: d +- t * se with
  // se = sqrt(2.5 / 5 + 10 / 5) and Welch's df = 6.25 / 1.0625.
  const double se = std::sqrt(2.5), df = 6.25 / 1.0625;
  CHECK(student_t_cdf((d.high - 3) / se, df) == Approx(0.975).epsilon(1e-9));
  CHECK(d.low == Approx(3 - (d.high - 3)));
  Sample c;
  for (int i = 0; i < 5; ++i) c.add(2);
  const Interval none = welch_difference(c, c);
  CHECK(none.low == 0);
  CHECK(none.high == 0);
}

TEST_CASE("Holm's adjustment of many p-values") {
  // R: p.adjust(c(0.01, 0.02, 0.03, 0.04, 0.05), "holm") = 0.05 0.08 0.09 0.09 0.09
  const std::vector<double> r = holm_adjust({0.01, 0.02, 0.03, 0.04, 0.05});
  const std::vector<double> expected{0.05, 0.08, 0.09, 0.09, 0.09};
  REQUIRE(r.size() == expected.size());
  for (size_t i = 0; i < r.size(); ++i) CHECK(r[i] == Approx(expected[i]));
  // In the order given, not sorted; capped at 1.
  const std::vector<double> s = holm_adjust({0.04, 0.005, 0.6, 0.03});
  CHECK(s[0] == Approx(0.09));  // 0.03 * 3 = 0.09 carried up past 0.04 * 2
  CHECK(s[1] == Approx(0.02));  // 0.005 * 4
  CHECK(s[2] == Approx(0.6));   // 0.6 * 1, above the 0.09 before it
  CHECK(s[3] == Approx(0.09));  // 0.03 * 3
  CHECK(holm_adjust({0.5, 0.9})[0] == 1);
  CHECK(holm_adjust({}).empty());
}
