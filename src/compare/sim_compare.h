// `qm compare --ruleset A --ruleset B --simulate K`: plays the same K deals (game i from
// game_seed(S, i), sim/game_seeds.h) under both rulesets with the same bots and compares
// what happened, figure by figure, with 95% intervals and a test of each difference
// (math/stats.h):
//   - win rate of each seat (its side among the winners; a shared win counts for each):
//     proportions, two-proportion z-test;
//   - ties (games with a shared win): proportion, z-test;
//   - winning margin (best score less the second best; 0 on a tie), game length (moves)
//     and each of the game's own figures (SimOutcome::figures, described by its
//     simulator in its folder, games/<game>/): means, Welch's t.
#pragma once

#include <string>
#include <vector>

#include "games/game.h"
#include "math/stats.h"
#include "sim/simulation.h"

namespace qm::compare {

struct Metric {
  std::string name;
  bool proportion = false;  // else a mean
  bool percent = false;     // shown as a percentage (rates, and means of shares)
  math::Interval a, b;
  math::TestResult test;
  bool significant() const { return test.p < math::kSignificance; }
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

// The figures of two runs over the same games (`a[i]` and `b[i]` played from one seed).
std::vector<Metric> compare_outcomes(const std::vector<sim::SimOutcome>& a,
                                     const std::vector<sim::SimOutcome>& b);

// What the legend says about the tests; `figures`: the names of the game's own figures.
std::string sim_legend(const std::vector<std::string>& figures);

Json sim_comparison_json(const SimComparison& c);
std::string sim_comparison_text(const SimComparison& c);

}  // namespace qm::compare
