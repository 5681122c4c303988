// How the paired games of `qm compare --simulate` (compare/paired_games.h) played under the
// two rulesets, before any figure: how many the simulation stopped before their rules ended
// them (said loudly: their winners are not the rules' and are not counted), how many went
// differently and from which move (the median and quartiles of the first move that
// differs), how many played the same but ended with other scores or winners (a rule of the
// scoring only), and whether the difference between the rulesets came into play at all.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "compare/paired_games.h"

namespace qm::compare {

struct PlaySummary {
  long long games = 0;
  long long parted = 0;  // games whose moves differ
  // The first move that differs, over the games that parted (R's default quantiles).
  double first_q1 = 0, first_median = 0, first_q3 = 0;
  long long same_play_other_result = 0;  // the same moves, other scores, winners or figures
  // Games the simulation stopped before their rules ended them (SimOutcome::finished), under
  // A and under B; pairs ended by the rules under both (the games win rates count).
  long long stopped_a = 0, stopped_b = 0, finished_both = 0;
  bool never_came_into_play() const { return parted == 0 && same_play_other_result == 0; }
};

PlaySummary summarize_play(const PairedRun& run);

// The summary in a sentence or two (ending in a newline); games the simulation stopped first,
// on a line of their own that starts with "!!".
std::string play_text(const PlaySummary& s);
nlohmann::ordered_json play_json(const PlaySummary& s);

}  // namespace qm::compare
