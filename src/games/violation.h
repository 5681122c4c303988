// A rule broken, as a game's engine reports it: the rule's id (rules/<game>.md) and what
// happened. The Match adds whose move it was (RuleViolation, game.h).
#pragma once

#include <string>

namespace qm {

struct Violation {
  const char* rule;  // a rule id; a literal, so that checking a move allocates no name
  std::string message;
};

}  // namespace qm
