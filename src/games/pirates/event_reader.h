// Reads the ability of an event (a fleet's `events:` entry, format 2) into its EventSpec:
// the one form qm applies, a reveal at the start of its owner's turn that kills the crew of
// the ship it targets, a d6 each (Mutiny!: `{when: {event: reveal, when: turn-start, target:
// {side: enemy, kind: ship}, effect: {kill-crew: {each: 6}}, uses: 1}}`). Any other event
// ability is refused with "qm does not check … yet" (format2.h), never read as inert.
#pragma once

#include "games/pirates/pieces.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// `abilities` is the event's list (already checked against the vocabulary); fills `e`'s
// kill_each, uses, target and text, or throws RecordError.
void read_event_ability(const YNode& abilities, EventSpec& e);

}  // namespace qm::pirates
