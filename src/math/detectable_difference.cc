#include "math/detectable_difference.h"

#include <cmath>
#include <limits>

#include "math/bisect.h"
#include "math/distributions.h"
#include "math/noncentral_t.h"

namespace qm::math {

Detectable detectable_rate_difference(double discordant_share, double pairs, double alpha,
                                      double power) {
  if (pairs <= 0) return {0, Undefined::no_pairs};
  if (pairs < 2) return {0, Undefined::one_pair};
  if (discordant_share <= 0) return {0, Undefined::no_difference};
  const double za = normal_quantile(1 - alpha / 2), zb = normal_quantile(power);
  const double root = pairs - za * za + zb * zb;
  if (root < 0) return {0, Undefined::too_few_pairs};
  return {std::sqrt(discordant_share) * (std::sqrt(pairs) * za + zb * std::sqrt(root)) /
              (pairs + zb * zb),
          Undefined::none};
}

Detectable detectable_rate_difference(const PairedWins& wins, double alpha, double power) {
  const double pairs = double(wins.pairs());
  return detectable_rate_difference(pairs > 0 ? double(wins.discordant()) / pairs : 0, pairs, alpha,
                                    power);
}

double mcnemar_power(double difference, double discordant_share, double pairs, double alpha) {
  if (pairs <= 0 || discordant_share <= 0) return 0;
  const double za = normal_quantile(1 - alpha / 2), d = std::fabs(difference);
  const double shift = d * std::sqrt(pairs) - za * std::sqrt(discordant_share);
  const double spread = discordant_share - d * d;
  if (spread <= 0) return shift > 0 ? 1 : 0;
  return normal_cdf(shift / std::sqrt(spread));
}

double paired_t_power(double difference, double sd, double pairs, double alpha) {
  if (pairs < 2) return 0;
  if (!(sd > 0)) return difference != 0 ? 1 : alpha / 2;
  const double df = pairs - 1, critical = student_t_quantile(1 - alpha / 2, df);
  return 1 - noncentral_t_cdf(critical, df, std::sqrt(pairs) * std::fabs(difference) / sd);
}

Detectable detectable_mean_difference(double sd, double pairs, double alpha, double power) {
  if (pairs <= 0) return {0, Undefined::no_pairs};
  if (pairs < 2) return {0, Undefined::one_pair};
  if (!(sd > 0)) return {0, Undefined::no_difference};
  // The noncentrality sqrt(n) d / sd at which the test reaches the power asked.
  const double df = pairs - 1, critical = student_t_quantile(1 - alpha / 2, df);
  const auto power_at = [&](double ncp) { return 1 - noncentral_t_cdf(critical, df, ncp); };
  double high = 1;
  while (power_at(high) < power && high < 1e6) high *= 2;
  return {bisect(power_at, power, 0, high) * sd / std::sqrt(pairs), Undefined::none};
}

Detectable detectable_mean_difference(const Sample& differences, double alpha, double power) {
  const double n = double(differences.n()), sd = std::sqrt(differences.variance());
  const double mean = differences.mean();
  // As paired_t_test: a spread below 10 ulps of the mean is none.
  if (n >= 2 && sd / std::sqrt(n) <= 10 * std::numeric_limits<double>::epsilon() * std::fabs(mean))
    return {0, mean == 0 ? Undefined::no_difference : Undefined::constant_difference};
  return detectable_mean_difference(sd, n, alpha, power);
}

}  // namespace qm::math
