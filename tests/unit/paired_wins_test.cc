// Wins in paired games (math/paired_wins.h, math/binomial_test.h): McNemar's test with and
// without the continuity correction and exact, the exact binomial (sign) test with its
// Clopper-Pearson interval, and Newcombe's interval of the paired difference, against
// values R and the literature publish (each source beside its value); and the edge cases:
// no pair differed, no pairs, a hundred thousand pairs.
#include <catch2/catch.hpp>
#include <cmath>

#include "math/binomial_test.h"
#include "math/distributions.h"
#include "math/paired_wins.h"

using Catch::Detail::Approx;
using namespace qm::math;

namespace {

// A seat's results: won under both, under A only, under B only, under neither.
PairedWins seat_results(long long both, long long only_a, long long only_b, long long neither) {
  PairedWins w;
  w.both = both;
  w.only_a = only_a;
  w.only_b = only_b;
  w.neither = neither;
  return w;
}

}  // namespace

TEST_CASE("McNemar's test on R's presidential approval example") {
  // R's help page of mcnemar.test: Performance <- matrix(c(794, 86, 150, 570), nrow = 2)
  // (Agresti 1990, p. 350): 794 approve in both surveys, 150 approve in the first only, 86
  // in the second only, 570 in neither. A = the first survey, B = the second.
  const McNemarTest t = mcnemar_test(seat_results(794, 150, 86, 570));
  CHECK(t.discordant == 236);
  // Without the correction: McNemar's chi-squared = 17.3559, df = 1, p-value = 3.099e-05
  // (R's mcnemar.test(..., correct = FALSE), printed in Penn State's STAT 504 notes,
  // online.stat.psu.edu/stat504/node/97).
  CHECK(t.chi2_uncorrected == Approx(17.3559).epsilon(1e-5));
  CHECK(t.p_uncorrected == Approx(3.099e-05).epsilon(1e-3));
  // With it (R's default): (|86 - 150| - 1)^2 / 236 = 3969 / 236 = 16.818, whose upper
  // chi-square tail is 2 (1 - Φ(4.1010)) = 4.115e-05 — R prints "McNemar's chi-squared =
  // 16.818, df = 1, p-value = 4.115e-05".
  CHECK(t.chi2 == Approx(3969.0 / 236).epsilon(1e-14));
  CHECK(t.p == Approx(4.115e-05).epsilon(1e-3));
  CHECK(t.undefined == Undefined::none);
}

TEST_CASE("McNemar's test against published R and textbook outputs") {
  {
    // R: mcnemar.test(matrix(c(1434, 18, 33, 51), nrow = 2, byrow = T)) prints 3.8431,
    // p-value = 0.04995, and with correct = FALSE 4.4118, p-value = 0.03569
    // (github.com/szcf-weiya/ESL-CN/issues/214, Elements of Statistical Learning ex. 10.6).
    const McNemarTest t = mcnemar_test(seat_results(1434, 18, 33, 51));
    CHECK(t.chi2 == Approx(3.8431).epsilon(1e-4));
    CHECK(t.p == Approx(0.04995).epsilon(1e-3));
    CHECK(t.chi2_uncorrected == Approx(4.4118).epsilon(1e-4));
    CHECK(t.p_uncorrected == Approx(0.03569).epsilon(1e-3));
  }
  {
    // Cavo et al. (2012), complete response before and after consolidation therapy, 59 6 /
    // 16 80 (Fagerland, Lydersen & Laake, Statistical Analysis of Contingency Tables, 2017,
    // chapter 8; the figures as their R package contingencytables checks them,
    // tests/testthat/test-ch8.R): exact conditional P = 0.052479, asymptotic P = 0.033006
    // (Z = -2.132), with continuity correction P = 0.055009 (Z = 1.919).
    const McNemarTest t = mcnemar_test(seat_results(59, 16, 6, 80));
    CHECK(t.p_exact == Approx(0.052479).epsilon(1e-5));
    CHECK(t.p_uncorrected == Approx(0.033006).epsilon(1e-5));
    CHECK(std::sqrt(t.chi2_uncorrected) == Approx(2.132).epsilon(1e-3));
    CHECK(t.p == Approx(0.055009).epsilon(1e-5));
    CHECK(std::sqrt(t.chi2) == Approx(1.919).epsilon(1e-3));
  }
  {
    // Armitage & Berry (1994, p. 127), two media culturing Mycobacterium tuberculosis, 20
    // 12 / 2 16 (StatsDirect's manual, "McNemar"): Yates-corrected chi-square 5.785714,
    // P = 0.0162; exact two-sided P = 0.0129.
    const McNemarTest t = mcnemar_test(seat_results(20, 12, 2, 16));
    CHECK(t.chi2 == Approx(5.785714).epsilon(1e-6));
    CHECK(t.p == Approx(0.0162).margin(5e-5));
    CHECK(t.p_exact == Approx(0.0129).margin(5e-5));
    CHECK(t.p_exact == Approx(2 * 106.0 / 16384).epsilon(1e-12));  // 2 P(X <= 2), X ~ Bin(14, 1/2)
  }
}

TEST_CASE("McNemar's test when no game's result changed, with no pairs and with one change") {
  const McNemarTest none = mcnemar_test(seat_results(700, 0, 0, 1300));
  CHECK(none.undefined == Undefined::no_difference);
  CHECK(std::string(undefined_phrase(none.undefined)) == "no pair differed");
  CHECK(none.chi2 == 0);
  CHECK(none.p == 1);
  CHECK(none.p_uncorrected == 1);
  CHECK(none.p_exact == 1);
  CHECK(mcnemar_test(PairedWins{}).undefined == Undefined::no_pairs);
  // One discordant pair: R corrects |1 - 0| - 1 = 0, so chi-square 0 and p = 1; exact p = 1.
  const McNemarTest one = mcnemar_test(seat_results(5, 0, 1, 5));
  CHECK(one.undefined == Undefined::none);
  CHECK(one.chi2 == 0);
  CHECK(one.p == 1);
  CHECK(one.chi2_uncorrected == 1);
  CHECK(one.p_exact == 1);
  // Equal counts: no correction (R corrects only when the counts differ), statistic 0.
  CHECK(mcnemar_test(seat_results(1, 7, 7, 1)).chi2 == 0);
}

TEST_CASE("McNemar's test on a hundred thousand paired games") {
  // 51,000 of 100,000 discordant games go B's way: z = 2000 / sqrt(100,000) = 6.32;
  // the exact and corrected p-values agree with the normal tail.
  const McNemarTest t = mcnemar_test(seat_results(400000, 49000, 51000, 500000));
  CHECK(t.discordant == 100000);
  CHECK(t.chi2_uncorrected == Approx(40.0).epsilon(1e-12));
  CHECK(t.p_uncorrected == Approx(2 * normal_upper(std::sqrt(40.0))).epsilon(1e-10));
  CHECK(t.p_exact == Approx(t.p).epsilon(0.02));
  CHECK(t.p_exact > 1e-11);
  CHECK(t.p_exact < 1e-9);
}

TEST_CASE("PairedWins counts each game in its cell") {
  PairedWins w;
  w.add(true, true);
  w.add(true, false);
  w.add(true, false);
  w.add(false, true);
  w.add(false, false);
  CHECK(w.both == 1);
  CHECK(w.only_a == 2);
  CHECK(w.only_b == 1);
  CHECK(w.neither == 1);
  CHECK(w.pairs() == 5);
  CHECK(w.discordant() == 3);
}

TEST_CASE("exact binomial test and Clopper-Pearson interval against R's binom.test") {
  // R's help page of binom.test (Conover 1971, p. 97f.): binom.test(c(682, 243), p = 3/4)
  // prints p-value = 0.3825, 95 percent confidence interval 0.7076683 0.7654066.
  const BinomialTest t = binomial_test(682, 925, 0.75);
  CHECK(t.p == Approx(0.3825).epsilon(2e-4));
  CHECK(t.interval.value == Approx(682.0 / 925));
  CHECK(t.interval.low == Approx(0.7076683).epsilon(1e-7));
  CHECK(t.interval.high == Approx(0.7654066).epsilon(1e-7));
  // Clopper-Pearson intervals in Fagerland, Lydersen & Laake's package tests (test-ch8.R):
  // 13/16: 0.5435 to 0.9595; 10/10: 0.6915 to 1; 0/10: 0 to 0.3085.
  const Interval a = binomial_test(13, 16).interval;
  CHECK(a.low == Approx(0.5435).margin(5e-5));
  CHECK(a.high == Approx(0.9595).margin(5e-5));
  const Interval all = binomial_test(10, 10).interval;
  CHECK(all.low == Approx(0.6915).margin(5e-5));
  CHECK(all.high == 1);
  const Interval none = binomial_test(0, 10).interval;
  CHECK(none.low == 0);
  CHECK(none.high == Approx(0.3085).margin(5e-5));
  // One-sided tails: R's pbinom(2, 15, .5) = 0.003692627 (stats.stackexchange.com,
  // questions/514618): 2 of 15 discordant pairs in B's favour.
  const BinomialTest sign = binomial_test(2, 15);
  CHECK(sign.p_less == Approx(0.003692627).epsilon(1e-7));
  CHECK(sign.p == Approx(2 * 0.003692627).epsilon(1e-7));  // symmetric at 1/2
  CHECK(sign.p_greater == Approx(1 - binomial_cdf(1, 15, 0.5)));
}

TEST_CASE("exact binomial test at the edges") {
  // No trials: nothing known.
  const BinomialTest empty = binomial_test(0, 0);
  CHECK(empty.p == 1);
  CHECK(empty.interval.low == 0);
  CHECK(empty.interval.high == 1);
  // The observed count at the mean: p = 1.
  CHECK(binomial_test(5, 10).p == 1);
  // An asymmetric null counts the outcomes no more likely on the other side: the p-value
  // is the sum of the probabilities of every outcome at most as likely as the one seen.
  const long long n = 40;
  const double p0 = 0.3;
  for (long long x : {0LL, 5LL, 12LL, 19LL, 40LL}) {
    const double seen = binomial_pmf(x, n, p0);
    double sum = 0;
    for (long long i = 0; i <= n; ++i)
      if (binomial_pmf(i, n, p0) <= seen * (1 + 1e-7)) sum += binomial_pmf(i, n, p0);
    CHECK(binomial_test(x, n, p0).p == Approx(std::min(1.0, sum)).epsilon(1e-9));
  }
  // A hundred thousand trials: 50,500 heads is 3.16 standard deviations out; the exact
  // p-value is close to the continuity-corrected normal one, 2 (1 - Φ(499.5 / 158.11)).
  const BinomialTest big = binomial_test(50500, 100000);
  CHECK(big.p == Approx(2 * normal_upper(499.5 / std::sqrt(25000.0))).epsilon(1e-3));
  CHECK(big.interval.low < 0.505);
  CHECK(big.interval.high > 0.505);
  CHECK(big.interval.high - big.interval.low == Approx(2 * 1.96 * 0.0015811).epsilon(1e-2));
}

TEST_CASE("Newcombe's interval of a paired difference of win rates") {
  // Cavo et al. (2012), 59 6 / 16 80 (Fagerland, Lydersen & Laake 2017, chapter 8, and
  // their package's tests, test-ch8.R): the Newcombe square-and-add interval of the
  // difference of the first rate less the second is -0.0621 (-0.1186 to -0.0046). Our
  // difference is B less A: B is their first classification (59 + 6), A their second.
  const Interval d = paired_rate_difference(seat_results(59, 16, 6, 80));
  CHECK(d.value == Approx(-10.0 / 161));
  CHECK(d.low == Approx(-0.1186).margin(5e-5));
  CHECK(d.high == Approx(-0.0046).margin(5e-5));
  // Swapping A and B mirrors the interval.
  const Interval m = paired_rate_difference(seat_results(59, 6, 16, 80));
  CHECK(m.value == Approx(-d.value));
  CHECK(m.low == Approx(-d.high));
  CHECK(m.high == Approx(-d.low));
}

TEST_CASE("Newcombe's paired interval when nothing changed, for one pair and for many") {
  // No game changed result: the difference is 0 and the interval narrow around it (the
  // two results are perfectly correlated).
  const Interval same = paired_rate_difference(seat_results(1000, 0, 0, 1000));
  CHECK(same.value == 0);
  CHECK(same.low < 0);
  CHECK(same.high > 0);
  CHECK(same.high - same.low < 0.01);
  CHECK(paired_rate_difference(PairedWins{}).value == 0);
  const Interval one = paired_rate_difference(seat_results(0, 0, 1, 0));
  CHECK(one.value == 1);
  CHECK(one.low > -1);
  CHECK(one.high <= 1);
  // 100,000 pairs: close to the Wald interval of the paired difference,
  // d +- 1.96 sqrt((b + c) - (b - c)^2 / n) / n.
  const Interval big = paired_rate_difference(seat_results(40000, 9000, 11000, 40000));
  const double n = 100000, wald = 1.959964 * std::sqrt(20000 - 2000.0 * 2000 / n) / n;
  CHECK(big.value == Approx(0.02));
  CHECK(big.low == Approx(0.02 - wald).epsilon(2e-3));
  CHECK(big.high == Approx(0.02 + wald).epsilon(2e-3));
}
