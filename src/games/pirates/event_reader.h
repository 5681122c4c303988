// Reads the ability of an event (a fleet's `events:` entry, format 2) into its EventSpec: the
// forms qm applies (pieces.h): a reveal at the start of its owner's turn that kills crew of
// the ship it targets, a d6 each (Mutiny!: `{when: {event: reveal, when: turn-start, target:
// {side: enemy, kind: ship}, effect: {kill-crew: {each: 6}}, uses: 1}}`) or N crew the player
// names (`kill-crew: N`); Divers (`{when: {event: sink, effect: take-gold, uses: 1}}`); Raft
// (`{when: {event: sunk, effect: save-cargo, uses: 1}}`); a `{ruling: …}` entry. Any other
// event ability is refused with "qm does not check … yet" (format2.h), never read as inert.
#pragma once

#include "games/pirates/pieces.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// `abilities` is the event's list (already checked against the vocabulary); fills `e`'s
// kill_each, uses, target and text, or throws RecordError.
void read_event_ability(const YNode& abilities, EventSpec& e);

}  // namespace qm::pirates
