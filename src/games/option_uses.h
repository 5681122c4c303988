// How often a game's engine read each option of its ruleset as it played, and how often the
// option's other value would have given a check another outcome: what `qm compare
// --simulate` says for each option two rulesets set differently ("consulted 1,020 times,
// never changed a check's outcome"). A game counts as it plays, in a plain array indexed by
// its own numbering of the options it counts (OptionCounts: an increment per check, no
// lookup), and names them in GameState::option_uses().
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace qm {

struct OptionUse {
  std::string option;  // as rulesets name it
  long long consulted = 0;
  // The checks whose outcome the option's other value would have changed; nullopt where the
  // game cannot tell cheaply (an option of many values: a cost, a distance).
  std::optional<long long> changed;
};

// The counts of a game's `N` counted options, indexed by its own enum.
template <size_t N>
class OptionCounts {
 public:
  // A check that read option `i`; `differs`: under the option's other value the check would
  // have come out otherwise.
  void count(size_t i, bool differs) {
    ++consulted_[i];
    changed_[i] += differs;
  }
  // A check that read option `i`, whose outcome under another value is not known.
  void count(size_t i) { ++consulted_[i]; }

  // The counts, named by `names` (in the enum's order); `changes_known[i]` false: changed
  // is not known for option i.
  std::vector<OptionUse> uses(const std::array<const char*, N>& names,
                              const std::array<bool, N>& changes_known) const {
    std::vector<OptionUse> out;
    out.reserve(N);
    for (size_t i = 0; i < N; ++i)
      out.push_back({names[i], consulted_[i],
                     changes_known[i] ? std::optional<long long>(changed_[i]) : std::nullopt});
    return out;
  }

 private:
  std::array<uint32_t, N> consulted_{}, changed_{};
};

}  // namespace qm
