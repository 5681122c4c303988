// Wins in paired games: one seat's result (won or not) in each game played under ruleset A
// and under ruleset B. Only the games whose result changed (the discordant pairs) carry
// evidence of a difference; the games won or lost under both say only how often nothing
// changed.
//
// - McNemar's test (McNemar, Psychometrika 12, 1947), as R's mcnemar.test: chi-square with
//   one degree of freedom, (|b - c| - 1)^2 / (b + c) with the continuity correction
//   (correct = TRUE, R's default) and (b - c)^2 / (b + c) without it (correct = FALSE),
//   b and c the games won under A only and under B only; and the exact conditional test:
//   c of the b + c discordant games at 1/2, two-sided (the exact sign test, R's
//   binom.test(c, b + c)).
// - The difference of the two win rates, B's less A's, (c - b) / n, with Newcombe's
//   interval for paired data (method 10 of R. G. Newcombe, "Improved confidence intervals
//   for the difference between binomial proportions based on paired data", Statistics in
//   Medicine 17, 1998, 2635-2650): the Wilson intervals (l1, u1) of B's rate p1 and
//   (l2, u2) of A's rate p2 combined with the correlation phi of the two results,
//     low  = d - sqrt((p1 - l1)^2 - 2 phi (p1 - l1)(u2 - p2) + (u2 - p2)^2),
//     high = d + sqrt((u1 - p1)^2 - 2 phi (u1 - p1)(p2 - l2) + (p2 - l2)^2),
//   phi = (ad - bc - n/2) / sqrt of the product of the four margins when ad - bc > n/2, 0
//   when 0 <= ad - bc <= n/2, (ad - bc) / sqrt(...) when ad - bc < 0, and 0 when a margin
//   is empty (a: won under both, d: under neither).
#pragma once

#include "math/paired.h"
#include "math/stats.h"

namespace qm::math {

// One seat's results over the paired games.
struct PairedWins {
  long long both = 0;     // won under A and under B
  long long only_a = 0;   // won under A only
  long long only_b = 0;   // won under B only
  long long neither = 0;  // won under neither

  void add(bool won_under_a, bool won_under_b);
  long long pairs() const { return both + only_a + only_b + neither; }
  long long discordant() const { return only_a + only_b; }
};

struct McNemarTest {
  long long discordant = 0;  // only_a + only_b
  double chi2 = 0, p = 1;    // with the continuity correction (R: correct = TRUE)
  double chi2_uncorrected = 0, p_uncorrected = 1;  // R: correct = FALSE
  double p_exact = 1;  // the exact conditional test (exact sign test on the discordant pairs)
  // no_pairs, or no_difference when no pair is discordant (then chi2 = 0 and every p = 1;
  // R would give NaN).
  Undefined undefined = Undefined::none;
};

McNemarTest mcnemar_test(const PairedWins& wins);

// B's win rate less A's, (only_b - only_a) / pairs, with Newcombe's interval for paired
// data at `confidence`. No pairs: {0, 0, 0}.
Interval paired_rate_difference(const PairedWins& wins, double confidence = 0.95);

}  // namespace qm::math
