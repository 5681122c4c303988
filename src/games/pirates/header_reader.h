// Reads the Pirates fields of a record's header (points, islands, fleets, start) into
// Pieces (pieces.h). Unreadable input throws RecordError at the offending node: a field of
// the wrong kind, an id that is not letters, digits and `_`, an id twice, a name that the
// record does not have where a piece must be named (a crew's ship, an island of `start`).
// What breaks a rule (too many points, a coin too many) is left to setup_checks.h.
#pragma once

#include "games/pirates/options.h"
#include "games/pirates/pieces.h"
#include "record/record.h"

namespace qm::pirates {

Pieces read_pieces(const Record& record, const Options& options);

}  // namespace qm::pirates
