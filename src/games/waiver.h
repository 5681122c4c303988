// The one rule an engine leaves unchecked while it applies a move a referee let stand
// (GameState::stand, game.h): every other rule is still checked, so a move that also breaks
// another rule cannot stand. Engines keep one Waiver and ask enforced() before reporting.
#pragma once

#include <string_view>

namespace qm {

class Waiver {
 public:
  // Whether `rule` is checked now; always, except the waived one while a ruling applies.
  bool enforced(std::string_view rule) const { return waived_.empty() || rule != waived_; }
  void waive(std::string_view rule) { waived_ = rule; }
  void clear() { waived_ = {}; }

 private:
  std::string_view waived_;
};

}  // namespace qm
