#include "math/paired_wins.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "math/binomial_test.h"
#include "math/distributions.h"

namespace qm::math {

void PairedWins::add(bool won_under_a, bool won_under_b) {
  if (won_under_a)
    ++(won_under_b ? both : only_a);
  else
    ++(won_under_b ? only_b : neither);
}

McNemarTest mcnemar_test(const PairedWins& wins) {
  McNemarTest t;
  t.discordant = wins.discordant();
  if (wins.pairs() == 0) {
    t.undefined = Undefined::no_pairs;
    return t;
  }
  if (t.discordant == 0) {
    t.undefined = Undefined::no_difference;
    return t;
  }
  const double gap = double(std::llabs(wins.only_b - wins.only_a)), n = double(t.discordant);
  t.chi2_uncorrected = gap * gap / n;
  t.p_uncorrected = chi_square_1_upper(t.chi2_uncorrected);
  // R corrects only when the two counts differ (|b - c| >= 1, so never below zero).
  t.chi2 = gap > 0 ? (gap - 1) * (gap - 1) / n : 0;
  t.p = chi_square_1_upper(t.chi2);
  t.p_exact = binomial_test(wins.only_b, t.discordant).p;
  return t;
}

Interval paired_rate_difference(const PairedWins& wins, double confidence) {
  const long long count = wins.pairs();
  if (count == 0) return {};
  const double n = double(count);
  const double won_b = double(wins.both + wins.only_b), won_a = double(wins.both + wins.only_a);
  const Interval b = wilson_interval(won_b, n, confidence),
                 a = wilson_interval(won_a, n, confidence);
  // The correlation of the two results, with Newcombe's continuity correction.
  double phi = 0;
  const double margins = won_b * (n - won_b) * won_a * (n - won_a);
  if (margins > 0) {
    const double cross =
        double(wins.both) * double(wins.neither) - double(wins.only_a) * double(wins.only_b);
    if (cross > n / 2)
      phi = (cross - n / 2) / std::sqrt(margins);
    else if (cross < 0)
      phi = cross / std::sqrt(margins);
  }
  const auto spread = [phi](double x, double y) {
    return std::sqrt(std::max(0.0, x * x - 2 * phi * x * y + y * y));
  };
  const double d = b.value - a.value;
  return {d, d - spread(b.value - b.low, a.high - a.value),
          d + spread(b.high - b.value, a.value - a.low)};
}

}  // namespace qm::math
