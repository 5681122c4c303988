// A move as its record writes it, on one line, for the messages that quote the line of an
// illegal move: the string form as written, or the map form in YAML's flow style
// (`{player: Anna, verb: attack, target: 1, card: blue-2}`).
#pragma once

#include <string>

#include "record/record.h"

namespace qm {

// At most about 120 characters (record/excerpt.h): a move is quoted, never echoed whole.
std::string written_move(const RawMove& move);

}  // namespace qm
