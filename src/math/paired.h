// What the paired statistics of math/ share (math/paired_wins.h, paired_t.h, signed_rank.h,
// detectable_difference.h): each game of a comparison is played under ruleset A and under
// ruleset B, and the two plays form a pair. Differences are B less A.
#pragma once

namespace qm::math {

// Why a paired statistic could not be computed. Its numbers are then neutral — p = 1 (or 0
// for a difference that is the same non-zero amount in every pair), an interval of zero
// width at the estimate — and are not a finding: say the reason instead.
enum class Undefined {
  none,                 // computed
  no_pairs,             // no pair was given
  one_pair,             // a single pair: no spread to measure
  too_few_pairs,        // too few pairs for the approximation (detectable_rate_difference)
  no_difference,        // every pair was alike: no discordant pair, or every difference zero
  constant_difference,  // every pair differed by the same non-zero amount: no spread to test
};

// The reason as a phrase for a sentence ("no pair differed"); "" for Undefined::none.
constexpr const char* undefined_phrase(Undefined why) {
  switch (why) {
    case Undefined::none:
      return "";
    case Undefined::no_pairs:
      return "no pairs";
    case Undefined::one_pair:
      return "a single pair";
    case Undefined::too_few_pairs:
      return "too few pairs";
    case Undefined::no_difference:
      return "no pair differed";
    case Undefined::constant_difference:
      return "every pair differed by the same amount";
  }
  return "";
}

}  // namespace qm::math
