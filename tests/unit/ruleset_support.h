// Helpers for the tests of a game's rulesets: a ruleset by name or path, and the error of
// loading a ruleset file as "line:column: message".
#pragma once

#include <memory>
#include <string>

#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "test_support.h"

namespace qmtest {

// A shipped ruleset ("pirates/standard") or a ruleset file, options checked against
// every registered game's specs.
inline std::shared_ptr<const qm::Ruleset> load_ruleset(const std::string& name) {
  qm::RulesetLibrary library(&qm::game_option_specs);
  return library.get(name);
}

// The error loading `text` as a ruleset file: "line:column: message"; "" when it loads.
inline std::string ruleset_error(const std::string& text) {
  TempDir dir;
  const std::string path = dir.write("r.yaml", text);
  try {
    load_ruleset(path);
  } catch (const qm::RulesetError& e) {
    return std::to_string(e.pos().line) + ":" + std::to_string(e.pos().column) + ": " + e.what();
  }
  return "";
}

}  // namespace qmtest
