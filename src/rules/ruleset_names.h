// Which rulesets a name finds: for listing them (`qm rulesets`) and for telling a ruleset
// option that names nothing (a usage error) from a ruleset file that cannot be loaded.
#pragma once

#include <string>
#include <vector>

namespace qm {

// Every ruleset a name finds: those of the $QM_RULESETS directories (GAME/NAME.yaml in
// each, in the order of the directories, each's sorted), then the shipped ones not already
// named there.
std::vector<std::string> known_ruleset_names();

// True when `name_or_path` finds a ruleset file or a shipped ruleset (whether or not it
// then loads): false means it names nothing.
bool ruleset_exists(const std::string& name_or_path, const std::string& base_dir = "");

}  // namespace qm
