// The intervals and Holm's adjustment of math/stats.h against values computed independently
// (closed forms, numerical integration of Student's t density, R's p.adjust).
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
