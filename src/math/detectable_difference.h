// The smallest detectable difference: the effect B - A that a two-sided test at level
// alpha (0.05) would find significant with probability `power` (80%) at the sample size of
// a comparison, given the spread the comparison observed — so that a comparison that finds
// nothing can say what it could not have missed ("no effect larger than ±1.8 points could
// be missed with 2,000 paired games"). Both rest on the fundamental equation of sample size
// (J. M. Lachin, "Introduction to sample size determination and power analysis for clinical
// trials", Controlled Clinical Trials 2, 1981, 93-113): sqrt(n) |d| = z(1 - alpha/2) s0 +
// z(power) s1, s0 and s1 the standard deviations of one pair's contribution under the
// null and under the alternative.
//
// - Win rates (McNemar's test): Connor's formula (R. J. Connor, "Sample size for testing
//   differences in proportions for the paired-sample design", Biometrics 43, 1987,
//   207-211), n = (z(1 - alpha/2) sqrt(psi) + z(power) sqrt(psi - d^2))^2 / d^2, psi the
//   share of pairs whose result differs (the discordant share, taken as observed), solved
//   for d:  d = sqrt(psi) (sqrt(n) za + zb sqrt(n - za^2 + zb^2)) / (n + zb^2).
//   The difference cannot exceed psi; a figure above it says that no difference this
//   discordance allows would reliably be found.
// - Means (the paired t-test): the exact power of the t-test through the noncentral t
//   distribution, as R's power.t.test(type = "paired") (strict = FALSE: the rejections in
//   the direction of the effect): power = P(T' > t(1 - alpha/2, n - 1)), T' noncentral t
//   with n - 1 degrees of freedom and noncentrality sqrt(n) d / s, s the standard
//   deviation of the differences, solved for d. For large n this is
//   (z(1 - alpha/2) + z(power)) s / sqrt(n) = 2.80 s / sqrt(n).
#pragma once

#include "math/paired.h"
#include "math/paired_wins.h"
#include "math/stats.h"

namespace qm::math {

struct Detectable {
  double difference = 0;  // the smallest |B - A| detected with the power asked (>= 0)
  // no_pairs, one_pair or too_few_pairs; no_difference (no pair differed, or every
  // difference was zero: nothing measured the spread, difference 0); constant_difference
  // (every difference the same: any difference is found, difference 0).
  Undefined undefined = Undefined::none;
};

// Win rates: `discordant_share` of `pairs` paired games changed result between A and B.
Detectable detectable_rate_difference(double discordant_share, double pairs, double alpha = 0.05,
                                      double power = 0.8);
// The same from a comparison's counts (its discordant share and number of pairs).
Detectable detectable_rate_difference(const PairedWins& wins, double alpha = 0.05,
                                      double power = 0.8);
// The power of McNemar's test for a difference `difference` (Connor's normal
// approximation, the tail of the effect).
double mcnemar_power(double difference, double discordant_share, double pairs, double alpha = 0.05);

// Means: the differences B - A have standard deviation `sd` over `pairs` pairs.
Detectable detectable_mean_difference(double sd, double pairs, double alpha = 0.05,
                                      double power = 0.8);
// The same from the differences themselves (their standard deviation and count).
Detectable detectable_mean_difference(const Sample& differences, double alpha = 0.05,
                                      double power = 0.8);
// The power of the two-sided paired t-test for a mean difference `difference`.
double paired_t_power(double difference, double sd, double pairs, double alpha = 0.05);

}  // namespace qm::math
