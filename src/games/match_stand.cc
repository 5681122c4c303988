// The default of Match::stand (game.h): a game that decides no ruling refuses every one.
#include "games/game.h"

namespace qm {

StandResult Match::stand(const RawMove&, const RuleViolation& violation) {
  return {false, "this game cannot apply a move that breaks " + violation.rule +
                     ": it decides no ruling \"stands\""};
}

}  // namespace qm
