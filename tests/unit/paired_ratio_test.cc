// A rate pooled over paired games (math/paired_ratio.h): the ratio of the sums with the
// linearized variance of a ratio estimator, on a small example worked by hand, and its
// edge cases.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "math/paired_ratio.h"

using Catch::Detail::Approx;
using namespace qm::math;

TEST_CASE("a pooled rate and its paired difference, worked by hand") {
  // Five games, hits of shots under A and under B. A: 6 of 12 = 0.5 (the mean of the
  // games' rates would be 0.45 over the four games with shots, 0.36 counting the shotless
  // one as 0); B: 9 of 16 = 0.5625.
  const std::vector<RatioPair> games{
      {1, 2, 2, 2}, {0, 1, 1, 3}, {3, 4, 3, 3}, {0, 0, 1, 2}, {2, 5, 2, 6}};
  const PairedRatio r = paired_ratio_test(games);
  CHECK(r.n == 5);
  CHECK(r.count_a == 6);
  CHECK(r.of_a == 12);
  CHECK(r.a.value == 0.5);
  CHECK(r.b.value == 0.5625);
  // A's residuals y - 0.5 x: 0, -0.5, 1, 0, -0.5; sum of squares 1.5; mean shots 2.4:
  // se = sqrt(1.5 / 20) / 2.4 = 0.1141089; t(0.975, 4) = 2.776445.
  CHECK(r.a.high - r.a.value == Approx(2.776445 * std::sqrt(1.5 / 20) / 2.4).epsilon(1e-6));
  CHECK(r.a.value - r.a.low == Approx(r.a.high - r.a.value));
  // The contributions z_i = (yB - 0.5625 xB) / 3.2 - (yA - 0.5 xA) / 2.4 have standard
  // deviation 0.1770426: se(D) = 0.0791759, t = 0.0625 / se = 0.7893819 with 4 degrees of
  // freedom, two-sided p = 0.4740472 (Student's t with 4 degrees of freedom in closed form).
  CHECK(r.difference.value == Approx(0.0625));
  CHECK(r.sd == Approx(0.17704264).epsilon(1e-7));
  CHECK(r.t == Approx(0.78938187).epsilon(1e-7));
  CHECK(r.df == 4);
  CHECK(r.p == Approx(0.47404724).epsilon(1e-6));
  CHECK(r.difference.high - r.difference.value ==
        Approx(2.776445 * 0.17704264 / std::sqrt(5.0)).epsilon(1e-6));
  CHECK(r.undefined == Undefined::none);
}

TEST_CASE("a pooled rate with nothing counted, nothing changed, or one game") {
  CHECK(paired_ratio_test({}).undefined == Undefined::no_pairs);
  // No shot under A: A has no rate.
  CHECK(paired_ratio_test({{0, 0, 1, 2}, {0, 0, 0, 1}}).undefined == Undefined::no_pairs);
  const PairedRatio same = paired_ratio_test({{1, 2, 1, 2}, {3, 3, 3, 3}, {0, 0, 0, 0}});
  CHECK(same.undefined == Undefined::no_difference);
  CHECK(same.p == 1);
  CHECK(same.a.value == 0.8);
  CHECK(same.difference.value == 0);
  CHECK(paired_ratio_test({{1, 2, 2, 2}}).undefined == Undefined::one_pair);
  // A thousand games, each with one more hit of four shots under B: the contributions have
  // no spread, the difference is certain.
  std::vector<RatioPair> shifted(1000, RatioPair{1, 4, 2, 4});
  const PairedRatio constant = paired_ratio_test(shifted);
  CHECK(constant.undefined == Undefined::constant_difference);
  CHECK(constant.difference.value == Approx(0.25));
  CHECK(constant.p == 0);
}
