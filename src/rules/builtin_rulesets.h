// The rulesets shipped in rulesets/, compiled into the binary (see cmake/embed_rulesets.cmake).
#pragma once

#include <string_view>
#include <vector>

namespace qm {

struct BuiltinRuleset {
  std::string_view name;  // "GAME/standard"
  std::string_view text;  // the YAML file
};

const std::vector<BuiltinRuleset>& builtin_rulesets();

}  // namespace qm
