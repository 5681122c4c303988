// The figures of `qm compare --simulate`, each measured on the paired games
// (compare/paired_games.h): A's and B's figure with their 95% intervals, and the paired
// difference B - A with its interval and test (math/paired_*.h):
//   - rates of games (each seat's win rate: its side among the winners, a shared win
//     counting for each; ties): McNemar's test, or its exact form (the sign test on the
//     games whose result changed) when fewer than 25 changed; Newcombe's interval for
//     paired data;
//   - means per game (winning margin, game length, the game's own figures, the moves of
//     each verb): the paired t-test and its interval of the mean difference, with the
//     Wilcoxon signed-rank test beside it;
//   - rates pooled over the games (a game's own figure counted out of a total, as hits of
//     shots: GameFigure::pooled): the sum of the counts over the sum of the totals, with the
//     linearized intervals and paired t-test of math/paired_ratio.h;
//   - when a test finds nothing: the smallest difference it would have found with 80% power
//     (math/detectable_difference.h);
//   - the p-values of the figures tested adjusted together by Holm's method. A figure that
//     is the same in every pair is not tested: nothing differed.
// Win rates, ties and margins count only the pairs whose games both ended by the rules
// (SimOutcome::finished): a game the simulation stopped has no winner by the rules; with
// none, they are left out (compare/play_summary.h says so).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "compare/paired_games.h"
#include "math/paired.h"
#include "math/paired_ratio.h"
#include "math/stats.h"

namespace qm::compare {

// Below this many games whose result changed, rates are tested exactly (the sign test).
inline constexpr long long kExactBelow = 25;

struct Metric {
  std::string name;
  bool proportion = false;             // a rate of games; else a mean or a pooled rate
  bool pooled = false;                 // a rate pooled over the games (counts of totals)
  bool percent = false;                // shown as a percentage (rates, and means of shares)
  long long pairs = 0;                 // the paired games it counts
  long long count_a = 0, count_b = 0;  // a rate's games with it; a pooled rate's counts
  long long of_a = 0, of_b = 0;        // out of how many: games, or a pooled rate's totals
  long long changed = 0;               // pairs in which it differs between A and B
  math::Interval a, b;
  math::Interval difference;  // B - A, paired
  std::string test;           // the test made; "" when none could be
  bool has_statistic = true;  // false for the exact test, and a difference without spread
  math::TestResult result;    // statistic (chi-square or t), df (t only), p
  math::Undefined undefined = math::Undefined::none;  // why no test was made
  std::optional<double> wilcoxon_p;                   // means, when some pair differs
  std::optional<double> detectable;  // the smallest |B - A| the test finds with 80% power
  double p_holm = 1;                 // result.p adjusted over the figures tested (Holm)
  bool tested() const { return !test.empty(); }
  bool significant() const { return tested() && p_holm < math::kSignificance; }
};

// A rate of games: for each pair, whether the game has it under A and under B.
Metric paired_rate(std::string name, const std::vector<std::pair<bool, bool>>& pairs);
// A rate pooled over the games: each pair's count and total under A and under B.
Metric paired_pooled(std::string name, const std::vector<math::RatioPair>& pairs);
// A mean per game: each pair's value under A and under B.
Metric paired_mean(std::string name, const std::vector<double>& a, const std::vector<double>& b,
                   bool percent = false);

// Every figure of a run, its p-values adjusted together (Holm).
std::vector<Metric> paired_figures(const PairedRun& run);

// Holm's adjustment over the figures tested.
void adjust_holm(std::vector<Metric>& metrics);

// The game's own figures of a run (SimOutcome::figures), by name.
std::vector<std::string> figure_names(const PairedRun& run);

}  // namespace qm::compare
