// Reads one entry of a piece's `abilities:` list (docs/abilities-pirates.md) into the
// AbilitySet (abilities.h): a keyword word, a primitive map (`{mod: {...}}`) whose
// parameters are the vocabulary's closed words, or the escape `{ruling: "...", affects:
// [...]}`. A word or value outside the closed lists makes the record unreadable at that node
// (RecordError).
#pragma once

#include <string>

#include "games/pirates/abilities.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// Format 1: any word, returned for the caller to keep (the six keywords act; another is also
// added to `set` as an unmodelled ability, in every area). Format 2: any entry of the
// vocabulary; returns the v1 keyword the entry is (its expression included: `{allow:
// move-shoot}` is `captain`), for the caller to set its bit; otherwise "" after adding the
// entry to `set`.
std::string read_ability_entry(const YNode& entry, const AbilityCarrier& carrier, int format,
                               AbilitySet& set);

// The entry as the audit and the messages quote it: a ruling's text, a word, or the map in
// flow style ("{mod: {roll: board, by: 1}}").
std::string entry_text(const YNode& entry);

// A label of a piece (a keyword word such as `galley`, or a `class:` text such as "Sea
// Monster"), added to `set` as an entry with nothing of its own to check; unverified when
// the vocabulary names it a label whose own rules could not be confirmed (hull classes, the
// creature kinds), which the audit says.
void add_label(AbilitySet& set, const AbilityCarrier& carrier, std::string text,
               std::string_view word);

// An `immune` of the forms abilities_reader_immune.cc reads (ram, pin, `from: {within: R}`,
// `from: {kind: fort}`, `if: {docked: any}`, `first: turn`): added to `set` as modelled (true);
// false for any other form (the caller keeps it unmodelled). Its words are checked already.
bool read_immune_more(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                      AbilitySet& set);

}  // namespace qm::pirates
