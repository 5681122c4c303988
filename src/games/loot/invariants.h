// The soundness of a full-information Loot table, checked after every move of a simulation
// when asked (`qm simulate --check-invariants`, GameState::broken_invariant):
//   - cards are conserved, kind by kind: draw pile + hands + merchants at sea, captured or
//     discarded at the end + the cards played at merchants + the discard pile = the 78;
//   - gold: captured + at sea + in hands + in the draw pile + discarded at the end = 100,
//     and each side's captured gold is the sum of the merchants it captured.
#pragma once

#include <string>

#include "games/loot/state.h"

namespace qm::loot {

// "" when they hold, else what broke; `discarded` is every card discarded by a `discard`
// move so far.
std::string check_invariants(const State& state, const CardCounts& discarded);

}  // namespace qm::loot
