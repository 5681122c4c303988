// The soundness of an Einauge table, checked after every move of a simulation when asked
// (`qm simulate --check-invariants`: GameState::broken_invariant).
#pragma once

#include <string>

#include "games/einauge/state.h"

namespace qm::einauge {

// "" when the table is sound, else what is wrong: no island card is in two places (display,
// desk, columns, draw pile), the island cards on the table, sold and in the pile add up to
// those of the colours in play and the vessels to 8, no column holds more than 7 cards or
// pays other than the sum of its cards, no count is negative. `sold` counts the island
// cards sold so far.
std::string check_einauge_invariants(const State& state, int sold);

}  // namespace qm::einauge
