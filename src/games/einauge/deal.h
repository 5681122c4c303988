// The deal of a simulated Einauge game, from the seeded generator (games/random.h), in this
// order: the eight colours are shuffled and the first ones removed (3 with two players,
// 5 - players otherwise); the island cards of the colours left, in card order, are
// shuffled; the first kDisplaySize go to the display, the next to the desk, the rest,
// in order, are the draw pile (known to the engine: full information). Players are named
// P1, P2, ... (einauge_game_state.h deals every new game with it.)
#pragma once

#include "games/einauge/state.h"
#include "games/random.h"

namespace qm::einauge {

Setup deal_einauge(int players, sim::Rng& rng);

}  // namespace qm::einauge
