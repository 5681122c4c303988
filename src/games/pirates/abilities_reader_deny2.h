// The `deny` forms of slice h41b-deny2 (issue 26) that the engine applies, read into the
// AbilitySet (abilities.h) by abilities_reader.cc once the entry's words are checked.
#pragma once

#include "games/pirates/abilities.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// `{deny: abilities}` (bare, without `for`) on a ship, and `{deny: {what: only-ship, name:
// SHIP}}` on a crew (abilities_deny2.cc): modelled (added to `set`, true); false for any other
// `deny` (unmodelled). An only-ship `name` that is not a word makes the record unreadable.
bool read_deny2(const YNode& entry, const YNode& v, const AbilityCarrier& carrier, AbilitySet& set);

// `{allow: {what: cargo-range, range: S|L}}` on a ship, a crew or an equipment
// (rules_cargo_range.cc): modelled (true); with other parameters, without `range` or on a fort:
// false (unmodelled). A range that is not S or L is unreadable.
bool read_cargo_range(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set);

}  // namespace qm::pirates
