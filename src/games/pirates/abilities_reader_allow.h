// The `build` and `allow` forms of slice allow/build (issue 26) that the engine applies, read
// into the AbilitySet (abilities.h) by abilities_reader.cc once the entry's words are checked.
#pragma once

#include "games/pirates/abilities.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// `{build: {no-cargo: true}}` on a crew or equipment: modelled (added to `set`, true); false for
// any other `build` the caller does not apply either (it stays unmodelled).
bool read_build_allow_slice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                            AbilitySet& set);

// `{allow: peek}` (nothing to check: looking at hidden coins or cargo) and the `allow` forms
// rules_allow.cc applies: modelled (true); false for any other (unmodelled).
bool read_allow_slice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set);

// The `oarsman` keyword on a crew or equipment: its shorthand [{stat: {move: =S, if: {derelict:
// true}}}, {build: {no-cargo: true}}], modelled (true); false on another carrier.
bool add_oarsman(const AbilityCarrier& carrier, AbilitySet& set);

// A `build` entry of `kind` with its N (points, discount), its link partners empty.
inline BuildAbility build_entry(const AbilityCarrier& carrier, BuildAbility::Kind kind, int n) {
  BuildAbility b;
  b.carrier = carrier;
  b.kind = kind;
  b.points = n;
  return b;
}

}  // namespace qm::pirates
