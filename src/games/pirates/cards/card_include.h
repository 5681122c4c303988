// A format 2 record's card files (`cards:`, docs/format-pirates.md "Card files"): each
// named relative to the record's file and inside its folder, read with the limits of every
// input file; a fleet entry that names a card (`card: QM-001`, or the card's name) takes the
// card's figures and abilities it does not write itself. The fields are written into the
// record's own `fleets` and `cards:` is dropped, so the record replayed and stored holds the
// resolved figures (games/record_includes.h).
#pragma once

namespace qm {
struct Record;
}

namespace qm::pirates {

// Throws RecordError: at the `cards:` path for a file that cannot be read (missing, a
// directory, a symbolic link, outside the record's folder, too large, not a list of cards),
// at a fleet entry's `card:` for a card no file holds.
void read_card_includes(Record& record);

}  // namespace qm::pirates
