// The exact binomial test and the Clopper-Pearson interval of a proportion, as R's
// binom.test (R Core Team, stats package; Clopper & Pearson, Biometrika 26, 1934). With
// p0 = 1/2 on the pairs that differed it is the exact sign test, and McNemar's exact test
// (math/paired_wins.h).
#pragma once

#include "math/stats.h"

namespace qm::math {

struct BinomialTest {
  long long successes = 0, trials = 0;
  // Two-sided: the probability, under p0, of every outcome no more likely than the one
  // observed (R's rule, with its relative tolerance of 1e-7 for equally likely outcomes).
  double p = 1;
  double p_greater = 1;  // P(X >= successes)
  double p_less = 1;     // P(X <= successes)
  // successes / trials with the Clopper-Pearson ("exact") interval; for no trials, 0 in
  // [0, 1].
  Interval interval{0, 0, 1};
};

BinomialTest binomial_test(long long successes, long long trials, double p0 = 0.5,
                           double confidence = 0.95);

}  // namespace qm::math
