// How the paired games of `qm compare --simulate` (compare/paired_games.h) played under the
// two rulesets, before any figure: how many went differently and from which move (the
// median and quartiles of the first move that differs), how many played the same but ended
// with other scores or winners (a rule of the scoring only), and whether the difference
// between the rulesets came into play at all.
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
  bool never_came_into_play() const { return parted == 0 && same_play_other_result == 0; }
};

PlaySummary summarize_play(const PairedRun& run);

// The summary in a sentence or two (ending in a newline).
std::string play_text(const PlaySummary& s);
nlohmann::ordered_json play_json(const PlaySummary& s);

}  // namespace qm::compare
