// Nim, a game that exists only in the tests: it proves that the replay, the record store,
// the statistics, the generic simulation loop and `compare --simulate` need no real game.
//
// Three (two to five) players take turns taking 1 to `max_take` counters from one heap of
// `heap`; with `last_take: wins` who takes the last counter scores 1 and the others 0, with
// `last_take: loses` every other player scores 1. Moves are written `Anna take 3`; the
// header has no field of its own. Its rulesets are test data, in tests/nim/rulesets/nim/
// (nim/standard, nim/misere, nim/big), found through $QM_RULESETS.
#pragma once

#include "games/game.h"

namespace qmtest {

// Registers Nim (qm::game_registry().add) and adds its rulesets' directory to $QM_RULESETS, once
// per process; call it at the start of a test, before any thread is started.
void register_nim();

}  // namespace qmtest
