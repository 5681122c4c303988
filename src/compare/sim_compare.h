// `qm compare --ruleset A --ruleset B --simulate K`: plays the same K deals (game i from
// game_seed(S, i), sim/game_seeds.h) under both rulesets with the same bots and compares
// what happened, figure by figure: each ruleset's figure and the difference B - A, with
// 95% intervals, and a test of each difference (math/stats.h), its p-value adjusted by
// Holm's method over the figures of the comparison:
//   - win rate of each seat (its side among the winners; a shared win counts for each):
//     proportions, Newcombe's interval of the difference, two-proportion z-test;
//   - ties (games with a shared win): the same;
//   - winning margin (best score less the second best; 0 on a tie), game length (moves)
//     and each of the game's own figures (SimOutcome::figures, described by its
//     simulator in its folder, games/<game>/): means, Welch's interval and t-test.
#pragma once

#include <string>
#include <vector>

#include "games/game.h"
#include "math/stats.h"
#include "sim/simulation.h"

namespace qm::compare {

struct Metric {
  std::string name;
  bool proportion = false;                     // else a mean
  bool percent = false;                        // shown as a percentage (rates, and means of shares)
  long long count_a = 0, count_b = 0, of = 0;  // a rate's counts (games with it, of games)
  math::Interval a, b;
  math::Interval difference;  // B - A
  math::TestResult test;      // of B against A
  double p_holm = 1;          // test.p adjusted over the comparison's figures (Holm)
  bool significant() const { return p_holm < math::kSignificance; }
};

struct SimComparison {
  std::string a, b;  // the rulesets
  int players = 0;
  uint64_t games = 0, seed = 0;
  std::string bot;
  std::vector<Metric> metrics;
  std::vector<std::string> figures;  // the game's own figures among the metrics (for the legend)
};

// The game's own figures of a run (SimOutcome::figures), by name.
std::vector<std::string> figure_names(const std::vector<sim::SimOutcome>& games);

// The figures of two runs over the same games (`a[i]` and `b[i]` played from one seed),
// their p-values adjusted together (Holm).
std::vector<Metric> compare_outcomes(const std::vector<sim::SimOutcome>& a,
                                     const std::vector<sim::SimOutcome>& b);

// What the legend says about the intervals and tests; `figures`: the names of the game's
// own figures; `count`: how many figures are tested together (for Holm's correction).
std::string sim_legend(const std::vector<std::string>& figures, size_t count);

Json sim_comparison_json(const SimComparison& c);
std::string sim_comparison_text(const SimComparison& c);

}  // namespace qm::compare
