// Which ability worked on which line (`qm audit`, docs/abilities-pirates.md): the rolls a
// modelled ability changed and the shots it made miss, and the misses a Cannoneer rolled
// again, for each legal line of a replay. Read from the table before the line, so that the
// engine's checks (rules_shoot.cc, rules_ram_board.cc) pay nothing for it.
#pragma once

#include <vector>

#include "games/pirates/pirates_views.h"

namespace qm::pirates {

class State;
struct Action;

// Appends to `out` what abilities do to `a`, the line numbered `move` (file line `line`),
// about to be played on `before`: read, not yet checked (it may name no piece of the table;
// the caller drops what it added when the line breaks a rule).
void note_ability_uses(const State& before, const Action& a, int move, int line,
                       std::vector<AbilityUseView>& out);

}  // namespace qm::pirates
