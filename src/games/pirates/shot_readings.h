// Slice h41-fortshots: the shots whose effect the rules do not state, and how qm reads them
// (docs/rules-pirates.md, "Special shots and Broadsides Attacks at forts and creatures"). A
// legal line with such a shot is applied as read and listed as unchecked beside the verdict,
// the way a `ruling` line is (PiratesGameState's unchecked list, with its `reading`).
#pragma once

#include <string>

#include "games/pirates/action.h"
#include "games/pirates/state.h"

namespace qm::pirates {

// "qm read `!chain` at the fort FA as …; the rules do not say", or "" for a shot the rules
// settle: a special shot other than `!double` or a Broadsides Attack at a fort; a `!fire`,
// `!firepot` or `!exploding` shot at a sea creature.
std::string shot_reading(const State& s, const Shot& shot);

}  // namespace qm::pirates
