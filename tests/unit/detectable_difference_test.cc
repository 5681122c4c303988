// The smallest detectable difference (math/detectable_difference.h): the paired t-test's
// against R's power.t.test, the win rates' against Connor's sample-size formula, each the
// inverse of its power function; and the edge cases.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "math/detectable_difference.h"
#include "math/distributions.h"

using Catch::Detail::Approx;
using namespace qm::math;

TEST_CASE("detectable mean difference against R's power.t.test for paired data") {
  // R: power.t.test(delta = 10, sd = 10 * sqrt(2), power = 0.85, type = "paired") prints
  // n = 19.96892 (P. Dalgaard, Introductory Statistics with R, 2nd ed., section 8.3): at
  // that many pairs, 10 is the difference found with power 0.85.
  const Detectable d = detectable_mean_difference(10 * std::sqrt(2.0), 19.96892, 0.05, 0.85);
  CHECK(d.undefined == Undefined::none);
  CHECK(d.difference == Approx(10).epsilon(1e-5));
  // R: power.t.test(delta = 0.5, sd = 0.3088401, n = 10, type = "paired") prints power =
  // 0.9947832 (rstudio-pubs-static.s3.amazonaws.com/192099_28c04db257554fae8551c3f7d8f9fb37
  // .html, "Power analysis for a paired-sample t-test").
  CHECK(paired_t_power(0.5, 0.3088401, 10) == Approx(0.9947832).epsilon(1e-6));
}

TEST_CASE("detectable mean difference inverts the power of the paired t-test") {
  for (double n : {2.0, 3.0, 10.0, 2000.0, 100000.0})
    for (double power : {0.5, 0.8, 0.95}) {
      const Detectable d = detectable_mean_difference(7.5, n, 0.05, power);
      CHECK(paired_t_power(d.difference, 7.5, n) == Approx(power).epsilon(1e-9));
      CHECK(paired_t_power(-d.difference, 7.5, n) == Approx(power).epsilon(1e-9));
    }
  // Many pairs: (z(0.975) + z(0.8)) sd / sqrt(n).
  const Detectable large = detectable_mean_difference(10, 100000);
  CHECK(large.difference ==
        Approx((1.959963984540054 + 0.8416212335729143) * 10 / std::sqrt(1e5)).epsilon(1e-4));
  // A larger sample detects a smaller difference; a larger spread needs a larger one.
  CHECK(detectable_mean_difference(10, 400).difference <
        detectable_mean_difference(10, 100).difference);
  CHECK(detectable_mean_difference(20, 100).difference ==
        Approx(2 * detectable_mean_difference(10, 100).difference));
}

TEST_CASE("detectable mean difference from the differences, and its edge cases") {
  Sample s;
  for (int i = 0; i < 2000; ++i) s.add(i % 2 ? 3.0 : -3.0);
  const Detectable d = detectable_mean_difference(s);
  CHECK(d.difference ==
        Approx(detectable_mean_difference(std::sqrt(s.variance()), 2000).difference));
  CHECK(detectable_mean_difference(Sample{}).undefined == Undefined::no_pairs);
  Sample one;
  one.add(4);
  CHECK(detectable_mean_difference(one).undefined == Undefined::one_pair);
  Sample zeros, constant;
  for (int i = 0; i < 100; ++i) zeros.add(0), constant.add(1.5);
  CHECK(detectable_mean_difference(zeros).undefined == Undefined::no_difference);
  CHECK(detectable_mean_difference(constant).undefined == Undefined::constant_difference);
  CHECK(detectable_mean_difference(0, 100).undefined == Undefined::no_difference);
}

TEST_CASE("detectable win-rate difference against Connor's formula") {
  // Connor (1987, p. 209), as powerandsamplesize.com's McNemar calculator gives it: with
  // p01 = 0.45 and p10 = 0.05 (discordant share 0.5, difference 0.4), alpha = 0.05 two-sided
  // and power 0.8, n = 22.01, so 23 pairs.
  const double za = normal_quantile(0.975), zb = normal_quantile(0.8);
  const auto connor_n = [&](double psi, double delta) {
    const double root = za * std::sqrt(psi) + zb * std::sqrt(psi - delta * delta);
    return root * root / (delta * delta);
  };
  CHECK(std::ceil(connor_n(0.5, 0.4)) == 23);
  CHECK(detectable_rate_difference(0.5, 23).difference < 0.4);
  CHECK(detectable_rate_difference(0.5, 22).difference > 0.4);
  // The difference is the inverse of Connor's n, and the power there is the power asked.
  for (double psi : {0.01, 0.1, 0.5, 0.9})
    for (double delta : {0.005, 0.05, 0.2}) {
      if (delta >= psi) continue;
      const double n = connor_n(psi, delta);
      const Detectable d = detectable_rate_difference(psi, n);
      CHECK(d.difference == Approx(delta).epsilon(1e-10));
      CHECK(mcnemar_power(delta, psi, n) == Approx(0.8).epsilon(1e-10));
    }
  // 2,000 games of which 30% changed result: about 3.4 points.
  CHECK(detectable_rate_difference(0.3, 2000).difference == Approx(0.0343).margin(5e-5));
}

TEST_CASE("detectable win-rate difference from a comparison's counts, and its edge cases") {
  PairedWins w;
  w.both = 700;
  w.only_a = 280;
  w.only_b = 320;
  w.neither = 700;
  CHECK(detectable_rate_difference(w).difference ==
        Approx(detectable_rate_difference(0.3, 2000).difference));
  // No game changed result: nothing measured the discordance ("never came into play").
  PairedWins same;
  same.both = 900;
  same.neither = 1100;
  const Detectable none = detectable_rate_difference(same);
  CHECK(none.undefined == Undefined::no_difference);
  CHECK(none.difference == 0);
  CHECK(detectable_rate_difference(PairedWins{}).undefined == Undefined::no_pairs);
  CHECK(detectable_rate_difference(0.5, 1).undefined == Undefined::one_pair);
  CHECK(detectable_rate_difference(0.5, 3).undefined == Undefined::too_few_pairs);
  CHECK(detectable_rate_difference(0.5, 4).undefined == Undefined::none);
  CHECK(mcnemar_power(0.1, 0, 100) == 0);
}
