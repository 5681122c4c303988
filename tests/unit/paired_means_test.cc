// Means in paired games (math/paired_t.h, math/signed_rank.h): the paired t-test and its
// interval, the Wilcoxon signed-rank test with R's conventions (exact below 50 untied
// differences; otherwise the normal approximation with the tie and continuity
// corrections, zeros dropped) and the Hodges-Lehmann estimate, against values R and the
// literature publish (each source beside its value); and the edge cases: no pairs, one,
// all equal, a hundred thousand.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "math/distributions.h"
#include "math/paired_t.h"
#include "math/signed_rank.h"

using Catch::Detail::Approx;
using namespace qm::math;

namespace {

std::vector<double> minus(const std::vector<double>& x, const std::vector<double>& y) {
  std::vector<double> d;
  for (size_t i = 0; i < x.size(); ++i) d.push_back(x[i] - y[i]);
  return d;
}

Sample sample_of(const std::vector<double>& values) {
  Sample s;
  for (double v : values) s.add(v);
  return s;
}

// R's sleep data (Cushny & Peebles 1905, as Student 1908): extra hours of sleep of ten
// patients under each of two drugs.
const std::vector<double> kSleep1{0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0};
const std::vector<double> kSleep2{1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4};

// R's help page of wilcox.test (Hollander & Wolfe 1973, p. 29f.): the Hamilton depression
// scale factor of nine patients at the first (x) and second (y) visit.
const std::vector<double> kDepressionX{1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30};
const std::vector<double> kDepressionY{0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29};

}  // namespace

TEST_CASE("paired t-test on R's sleep data") {
  // R: t.test(extra ~ group, data = sleep, paired = TRUE) prints t = -4.0621, df = 9,
  // p-value = 0.002833, 95 percent confidence interval -2.4598858 -0.7001142, mean of the
  // differences -1.58 (printed in R For Dummies, Meys & de Vries, "How to compare paired
  // data with R", dummies.com).
  const PairedTTest t = paired_t_test(sample_of(minus(kSleep1, kSleep2)));
  CHECK(t.n == 10);
  CHECK(t.mean == Approx(-1.58));
  CHECK(t.t == Approx(-4.0621).epsilon(1e-4));
  CHECK(t.df == 9);
  CHECK(t.p == Approx(0.002833).epsilon(1e-3));
  CHECK(t.interval.value == Approx(-1.58));
  CHECK(t.interval.low == Approx(-2.4598858).epsilon(1e-7));
  CHECK(t.interval.high == Approx(-0.7001142).epsilon(1e-6));
  CHECK(t.p_less == Approx(t.p / 2));
  CHECK(t.p_greater == Approx(1 - t.p / 2));
  CHECK(t.undefined == Undefined::none);
}

TEST_CASE("paired t-test with no pairs, one pair, no difference and a constant difference") {
  CHECK(paired_t_test(Sample{}).undefined == Undefined::no_pairs);
  const PairedTTest one = paired_t_test(sample_of({2.5}));
  CHECK(one.undefined == Undefined::one_pair);
  CHECK(one.p == 1);
  CHECK(one.interval.value == 2.5);
  const PairedTTest zero = paired_t_test(sample_of(std::vector<double>(500, 0.0)));
  CHECK(zero.undefined == Undefined::no_difference);
  CHECK(zero.p == 1);
  CHECK(zero.interval.low == 0);
  CHECK(zero.interval.high == 0);
  // Every game two points better under B: no spread to test against (R stops with "data
  // are essentially constant"); the difference is certain.
  const PairedTTest constant = paired_t_test(sample_of(std::vector<double>(500, 2.0)));
  CHECK(constant.undefined == Undefined::constant_difference);
  CHECK(std::string(undefined_phrase(constant.undefined)) ==
        "every pair differed by the same amount");
  CHECK(constant.p == 0);
  CHECK(constant.p_greater == 0);
  CHECK(constant.p_less == 1);
  CHECK(constant.interval.low == 2);
  CHECK(constant.interval.high == 2);
}

TEST_CASE("paired t-test on a hundred thousand pairs") {
  // Differences alternating 1.01 and -0.99: mean 0.01, sd just above 1; t = 0.01 sqrt(n) /
  // sd, nearly normal.
  Sample s;
  for (int i = 0; i < 100000; ++i) s.add(i % 2 ? 1.01 : -0.99);
  const PairedTTest t = paired_t_test(s);
  const double sd = std::sqrt(100000.0 / 99999);
  CHECK(t.mean == Approx(0.01).epsilon(1e-9));
  CHECK(t.sd == Approx(sd).epsilon(1e-9));
  CHECK(t.t == Approx(0.01 * std::sqrt(100000.0) / sd).epsilon(1e-9));
  CHECK(t.p == Approx(2 * normal_upper(t.t)).epsilon(1e-3));  // t(99,999) is nearly normal
  CHECK(t.interval.high - t.interval.low ==
        Approx(2 * 1.959964 * sd / std::sqrt(100000.0)).epsilon(1e-4));
}

TEST_CASE("Wilcoxon signed-rank exact test on R's depression example") {
  // R's help page of wilcox.test: wilcox.test(x, y, paired = TRUE, alternative =
  // "greater") prints V = 40, p-value = 0.01953 — 10 of the 2^9 = 512 sign patterns give V
  // >= 40, so the two-sided p is 20 / 512.
  const SignedRankTest t = signed_rank_test(minus(kDepressionX, kDepressionY));
  CHECK(t.n == 9);
  CHECK(t.zeros == 0);
  CHECK(t.v == 40);
  CHECK(t.exact);
  CHECK(t.p_greater == Approx(0.01953).epsilon(2e-4));
  CHECK(t.p_greater == Approx(10.0 / 512).epsilon(1e-14));
  CHECK(t.p == Approx(20.0 / 512).epsilon(1e-14));
  CHECK(t.p_less == Approx(1 - 7.0 / 512).epsilon(1e-14));  // P(V >= 41) = 7/512
  // y - x: the mirror, V = 45 - 40 = 5, alternative "less" (as wilcox.test(y - x,
  // alternative = "less") on the same page).
  const SignedRankTest mirror = signed_rank_test(minus(kDepressionY, kDepressionX));
  CHECK(mirror.v == 5);
  CHECK(mirror.p_less == Approx(10.0 / 512).epsilon(1e-14));
}

TEST_CASE("Wilcoxon signed-rank normal approximation with ties and zeros against R") {
  {
    // R: wilcox.test(d) with d = 1 1 0 1 2 1 1 -2 0 1 2 1 1 1 -1 0 1 0 1 (four zeros, many
    // ties) prints V = 99.5, p-value = 0.01842 (stats.stackexchange.com, questions/514618,
    // "Ties in Wilcoxon t-test in R").
    const SignedRankTest t =
        signed_rank_test({1, 1, 0, 1, 2, 1, 1, -2, 0, 1, 2, 1, 1, 1, -1, 0, 1, 0, 1});
    CHECK(t.zeros == 4);
    CHECK(t.n == 15);
    CHECK_FALSE(t.exact);
    CHECK(t.v == 99.5);
    CHECK(t.p == Approx(0.01842).epsilon(3e-4));
  }
  {
    // R: wilcox.test(before, after, paired = T, correct = F) on Wikipedia's example prints
    // V = 18, p-value = 0.5936 (stats.stackexchange.com, questions/229760).
    const std::vector<double> after{125, 115, 130, 140, 140, 115, 140, 125, 140, 135};
    const std::vector<double> before{110, 122, 125, 120, 140, 124, 123, 137, 135, 145};
    const SignedRankTest t = signed_rank_test(minus(before, after), false);
    CHECK(t.v == 18);
    CHECK(t.zeros == 1);
    CHECK(t.p == Approx(0.5936).epsilon(2e-4));
  }
  {
    // R: wilcox.test(month0, month3, paired = TRUE, exact = FALSE) on twelve patients
    // prints V = 70.5, p-value = 0.01494 (imathworks.com, "Wilcoxon test in R will not
    // calculate exact distribution due to ties").
    const std::vector<double> month0{18, 23, 24, 27, 9, 40, 17, 33, 6, 8, 9, 26};
    const std::vector<double> month3{26, 4, 3, 26, 0, 3, 10, 9, 7, 1, 4, 9};
    const SignedRankTest t = signed_rank_test(minus(month0, month3));
    CHECK(t.v == 70.5);
    CHECK_FALSE(t.exact);
    CHECK(t.p == Approx(0.01494).margin(5e-6));
  }
  {
    // R: wilcox.test(q1, q4, pair = T) prints V = 10, p-value = 0.1003, one zero dropped
    // (stats.stackexchange.com, questions/510275).
    const SignedRankTest t =
        signed_rank_test(minus({6, 19.5, 5.1, 4.7, 10.6}, {6, 5, 2.5, 2.1, 5.4}));
    CHECK(t.v == 10);
    CHECK(t.zeros == 1);
    CHECK(t.n == 4);
    CHECK(t.p == Approx(0.1003).epsilon(5e-4));
  }
}

TEST_CASE("Wilcoxon exact distribution against the printed table of critical values") {
  // Critical values of T: the largest T with P(V <= T) <= alpha. Two-tailed at 0.05
  // (alpha = 0.025), n = 6 to 25: the University of York's statistical tables,
  // www.york.ac.uk/depts/maths/tables/wilcoxon.htm; one-tailed at 0.05, n = 5 to 20: D.
  // Harvey, Chemometrics Using R, appendix 12.6 (chem.libretexts.org).
  const int two_tailed[] = {0,  2,  3,  5,  8,  10, 13, 17, 21, 25,
                            29, 34, 40, 46, 52, 58, 65, 73, 81, 89};
  const int one_tailed[] = {0, 2, 3, 5, 8, 10, 13, 17, 21, 25, 30, 35, 41, 47, 53, 60};
  const auto check_critical = [](int n, int critical, double alpha) {
    const SignedRankDistribution v(n);
    CHECK(v.cdf(critical) <= alpha);
    CHECK(v.cdf(critical + 1) > alpha);
    CHECK(v.quantile(alpha) == critical + 1);
  };
  for (int n = 6; n <= 25; ++n) check_critical(n, two_tailed[n - 6], 0.025);
  for (int n = 5; n <= 20; ++n) check_critical(n, one_tailed[n - 5], 0.05);
  // Symmetric about n(n+1)/4; the whole distribution adds to 1.
  const SignedRankDistribution v(30);
  CHECK(v.cdf(100) == Approx(v.upper(465 - 100)).epsilon(1e-14));
  CHECK(v.cdf(465) == 1);
  CHECK(v.upper(0) == 1);
  CHECK(v.quantile(0.975) == 465 - v.quantile(0.025));
}

TEST_CASE("Wilcoxon signed-rank test with no differences and with fifty or more") {
  CHECK(signed_rank_test({}).undefined == Undefined::no_pairs);
  const SignedRankTest zeros = signed_rank_test(std::vector<double>(40, 0.0));
  CHECK(zeros.undefined == Undefined::no_difference);
  CHECK(zeros.zeros == 40);
  CHECK(zeros.p == 1);
  // Fifty untied differences: the normal approximation, as R, even without ties.
  std::vector<double> d;
  for (int i = 1; i <= 50; ++i) d.push_back(i % 4 ? i : -i);
  const SignedRankTest t = signed_rank_test(d);
  CHECK_FALSE(t.exact);
  double v = 0;
  for (int i = 1; i <= 50; ++i) v += i % 4 ? i : 0;
  CHECK(t.v == v);
  const double mean = 50 * 51 / 4.0, sigma = std::sqrt(50 * 51 * 101 / 24.0);
  CHECK(t.z == Approx((v - mean - 0.5) / sigma));
  CHECK(t.p == Approx(2 * normal_upper((v - mean - 0.5) / sigma)));
  // 49 of them: exact.
  d.pop_back();
  CHECK(signed_rank_test(d).exact);
}

TEST_CASE("Wilcoxon signed-rank test on a hundred thousand differences") {
  // Differences 1..n, every third negative, and a block of ties: V, the tie correction
  // and the normal p-value from the formulas, with no overflow.
  const long long n = 100000;
  std::vector<double> d;
  double v = 0;
  for (long long i = 1; i <= n; ++i) {
    d.push_back(i % 3 ? double(i) : -double(i));
    if (i % 3) v += double(i);
  }
  const SignedRankTest t = signed_rank_test(d);
  CHECK(t.n == n);
  CHECK(t.v == v);
  const double nn = double(n), mean = nn * (nn + 1) / 4;
  const double sigma = std::sqrt(nn * (nn + 1) * (2 * nn + 1) / 24);
  CHECK(t.z == Approx((v - mean - 0.5) / sigma).epsilon(1e-12));
  CHECK(t.p < 1e-300);
  // All equal: one tie group of n; V = n(n+1)/2 for all positive.
  const SignedRankTest tied = signed_rank_test(std::vector<double>(size_t(n), 3.0));
  CHECK(tied.v == nn * (nn + 1) / 2);
  CHECK(tied.p_greater < 1e-300);
}

TEST_CASE("Hodges-Lehmann estimate and interval") {
  // The median of the Walsh averages of 1, 3, 7, 8 is 4.75 (the worked example of
  // peterstatistics.com, "Hodges-Lehmann Estimate (One-Sample)").
  CHECK(hodges_lehmann({1, 3, 7, 8}).value == 4.75);
  // Against the Walsh averages themselves, sorted: the median, and the ranks k and
  // M + 1 - k with k = qsignrank(0.025, n) as R takes them (wilcox.test's exact conf.int).
  const std::vector<double> d = minus(kDepressionX, kDepressionY);
  std::vector<double> walsh;
  for (size_t i = 0; i < d.size(); ++i)
    for (size_t j = i; j < d.size(); ++j) walsh.push_back((d[i] + d[j]) / 2);
  std::sort(walsh.begin(), walsh.end());
  const long long count = 45;  // 9 * 10 / 2
  const long long k = SignedRankDistribution(9).quantile(0.025);
  CHECK(k == 6);  // P(V <= 5) = 10/512 < 0.025 <= P(V <= 6) = 14/512
  const Interval hl = hodges_lehmann(d);
  CHECK(hl.value == walsh[22]);
  CHECK(hl.low == walsh[size_t(k - 1)]);
  CHECK(hl.high == walsh[size_t(count - k)]);
  // A centre of zero is +0, never -0 (which a report would print as "-0").
  CHECK_FALSE(std::signbit(hodges_lehmann({-3, 3}).value));
  CHECK_FALSE(std::signbit(hodges_lehmann({-3, 3, -1, 1}).value));
  // Edge cases: nothing, one value, all the same.
  CHECK(hodges_lehmann({}).value == 0);
  const Interval one = hodges_lehmann({2.5});
  CHECK(one.value == 2.5);
  CHECK(one.low == 2.5);
  CHECK(one.high == 2.5);
  const Interval same = hodges_lehmann(std::vector<double>(1000, -1.0));
  CHECK(same.value == -1);
  CHECK(same.low == -1);
  CHECK(same.high == -1);
}

TEST_CASE("Hodges-Lehmann on many differences matches the sorted Walsh averages") {
  // 300 values with ties and zeros: the estimate and the normal-approximation bounds are
  // the Walsh averages of the ranks the formula names.
  std::vector<double> d;
  for (int i = 0; i < 300; ++i) d.push_back(double((i * 37) % 23) - 9);
  std::vector<double> walsh;
  for (size_t i = 0; i < d.size(); ++i)
    for (size_t j = i; j < d.size(); ++j) walsh.push_back((d[i] + d[j]) / 2);
  std::sort(walsh.begin(), walsh.end());
  const long long count = (long long)walsh.size();
  const double n = 300, sigma = std::sqrt(n * (n + 1) * (2 * n + 1) / 24);
  const long long k = (long long)std::ceil(n * (n + 1) / 4 - 0.5 - 1.959963984540054 * sigma);
  const Interval hl = hodges_lehmann(d);
  CHECK(hl.value == (walsh[size_t(count / 2 - 1)] + walsh[size_t(count / 2)]) / 2);
  CHECK(hl.low == walsh[size_t(k - 1)]);
  CHECK(hl.high == walsh[size_t(count - k)]);
  // A hundred thousand: the estimate of a symmetric sample is its centre.
  std::vector<double> big;
  for (int i = 0; i < 50000; ++i) {
    big.push_back(5 + double(i % 1000));
    big.push_back(5 - double(i % 1000));
  }
  const Interval b = hodges_lehmann(big);
  CHECK(b.value == 5);
  CHECK(b.low < 5);
  CHECK(b.high > 5);
}
