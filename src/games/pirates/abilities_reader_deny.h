// The `allow` and `deny` forms of slice h41-deny (issue 26) that the engine applies, read into
// the AbilitySet (abilities.h) by abilities_reader.cc once the entry's words are checked.
#pragma once

#include "games/pirates/abilities.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// `{allow: {what: terrain, except?: [kinds]}}` and `{allow: fog-hop}` on a ship, a crew or an
// equipment (rules_terrain_allow.cc): modelled (added to `set`, true); false for any other
// `allow`. An `except` that is not a list of terrain kinds makes the record unreadable.
bool read_terrain_allow(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                        AbilitySet& set);

// `{deny: carry-crew}` and `{deny: action}` on a ship, a crew or an equipment, `{deny:
// leave-ship}` on a crew or an equipment (rules_deny.cc, rules.cc): modelled (true); false for any
// other `deny` (unmodelled).
bool read_deny_slice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                     AbilitySet& set);

// `{build: {link-choice: {nation: X}}}` on a crew (its partner: the crew its record entry's
// `link:` names, abilities_build.cc) and `{build: {variant: "card"}}` (data only: the record gives
// the card as played, its points and abilities): modelled (true); false for any other `build`.
bool read_build_choice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                       AbilitySet& set);

}  // namespace qm::pirates
