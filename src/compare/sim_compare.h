// `qm compare --ruleset A --ruleset B --simulate K`: plays the same K deals (game i from
// game_seed(S, i), sim/game_seeds.h) under both rulesets with the same bots, in pairs
// (compare/paired_games.h), and says what changed: how the plays parted
// (compare/play_summary.h), how often the engine consulted each option the rulesets set
// differently (compare/option_summary.h), then figure by figure A's and B's value and the paired
// difference B - A with 95% intervals and tests, Holm-adjusted (compare/paired_figures.h),
// and a sentence each (compare/figure_sentence.h).
#pragma once

#include <string>
#include <vector>

#include "compare/option_summary.h"
#include "compare/paired_figures.h"
#include "compare/play_summary.h"
#include "games/game.h"

namespace qm::compare {

struct SimComparison {
  std::string a, b;  // the rulesets
  int players = 0;
  uint64_t games = 0, seed = 0;
  std::string bot;
  PlaySummary play;
  std::vector<OptionSummary> options;  // what the rulesets set differently
  std::vector<Metric> metrics;
  std::vector<std::string> figures;  // the game's own figures among the metrics (for the legend)
};

// `settings`: what the rulesets set differently (differing_settings).
SimComparison compare_run(const PairedRun& run, const std::vector<OptionSetting>& settings = {});

// What the legend says about the intervals and tests, naming the game's own figures and how
// many figures are tested together (for Holm's correction).
std::string sim_legend(const SimComparison& c);

Json sim_comparison_json(const SimComparison& c);
std::string sim_comparison_text(const SimComparison& c);

// 1 when some difference is significant, else 0 (the exit status).
int sim_exit_status(const SimComparison& c);

}  // namespace qm::compare
