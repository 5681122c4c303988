// One plain sentence per figure of `qm compare --simulate` that a designer can act on
// (compare/paired_figures.h):
//   "the same in every one of the 2,000 games"               nothing differed in any pair;
//   "B changes it by +3.1 points [+1.2, +5.0]"                a significant difference (Holm),
//                                                             with its 95% interval;
//   "no effect larger than ±1.8 points could be missed with 2,000 paired games"
//                                                             nothing found: the smallest
//                                                             difference the test finds with
//                                                             80% power at this sample size.
// Rates and shares are in percentage points.
#pragma once

#include <string>

#include "compare/paired_figures.h"

namespace qm::compare {

std::string figure_sentence(const Metric& m);

// 2000 as "2,000".
std::string grouped(long long n);
// "1 game", "2,000 games".
std::string games_phrase(long long n);

}  // namespace qm::compare
