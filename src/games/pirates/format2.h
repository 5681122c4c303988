// What format 2 of a Pirates record (docs/format-pirates.md, "Format 2") adds that this qm
// does not check yet. Such a record is never replayed as if the piece or verb were not
// there: it is unreadable at the place that uses it (exit 3), with a sentence that says so.
#pragma once

#include <string>
#include <string_view>

#include "games/pirates/pieces.h"
#include "record/record_error.h"

namespace qm::pirates {

// "qm does not check WHAT yet: …" at `pos` (RecordError).
[[noreturn]] void not_checked_yet(SourcePos pos, std::string_view what);

// A format 2 ability word as records may write it (`Born Leader`, `born_leader`): lower
// case, a space or `_` read as `-`.
std::string ability_word(std::string_view written);

}  // namespace qm::pirates
