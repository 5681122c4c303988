// Which of the ruleset's distances a legal line's checks measured with, counted for `qm
// compare --simulate` ("ruler_L: consulted 3,210 times under A ..."): options.h.
#pragma once

#include "games/option_uses.h"
#include "games/pirates/action.h"
#include "games/pirates/options.h"
#include "games/pirates/pieces.h"

namespace qm::pirates {

// Counts, once each, the distance options that the checks of `a` (played, legal) read: the
// rulers of the move or of the cannons fired, the ship radius and tolerance of every contact,
// range, line of fire and placement, the bow arc of a ram, tow or escape.
void count_distance_options(const Pieces& pieces, const Action& a,
                            OptionCounts<kCountedOptions>& counts);

}  // namespace qm::pirates
