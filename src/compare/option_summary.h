// For `qm compare --simulate`: each option the two rulesets set differently (and each data
// table they fill differently), how many times the engine consulted it under A and under B,
// in all and per game, and how many times its other value would have changed a check's
// outcome (games/option_uses.h), with a plain sentence: "never came into play in 2,000
// games" when no check came out otherwise. An option the game does not count, or whose
// changes it cannot tell, is said to be so, never given as zero.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "compare/paired_games.h"
#include "rules/ruleset.h"

namespace qm::compare {

// An option (or a data table) the rulesets set differently.
struct OptionSetting {
  std::string name;
  std::string a, b;    // the values (a table: "")
  bool table = false;  // a data table (`cards`) rather than an option
};

// What `a` and `b` set differently: their resolved options, then their data tables.
std::vector<OptionSetting> differing_settings(const Ruleset& a, const Ruleset& b);

// One side's counts of an option over the run.
struct OptionCount {
  long long consulted = 0, games_consulted = 0;
  std::optional<long long> changed;  // nullopt: not known for this option
  long long games_changed = 0;
};

struct OptionSummary {
  OptionSetting setting;
  bool counted = false;  // the game counts this option (GameState::option_uses)
  long long games = 0;
  OptionCount a, b;
  // Counted, and consulted in no game or never with another outcome under either ruleset.
  bool never_came_into_play() const;
};

std::vector<OptionSummary> summarize_options(const PairedRun& run,
                                             const std::vector<OptionSetting>& settings);

// The sentence for one option, without a final full stop: "admiral_needs_attack (false under
// A, true under B): consulted 1,020 times under A ...; it never changed a check's outcome:
// it never came into play in 2,000 games".
std::string option_sentence(const OptionSummary& s);
// The section of the text output ("" when the rulesets set no option differently).
std::string options_text(const std::vector<OptionSummary>& options);
nlohmann::ordered_json options_json(const std::vector<OptionSummary>& options);

}  // namespace qm::compare
