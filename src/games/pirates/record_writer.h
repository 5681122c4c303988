// Writing a simulated Pirates game as a record (docs/format-pirates.md): the header
// fields a set-up needs (points, islands, fleets with every piece's printed figures and
// starting position) and the `result` line; the moves are notation.h format_action's lines.
// header_reader.h reads what pieces_yaml writes back to the same Pieces.
#pragma once

#include <string>

#include "games/pirates/pieces.h"
#include "games/pirates/state.h"

namespace qm::pirates {

// `points:`, `islands:` and `fleets:` of a set-up without a `start:` position, each line
// ending in a newline.
std::string pieces_yaml(const Pieces& pieces);

// `result: {P1: 7, P2: 3}` with the gold each player counts now (scoring.h), and a newline.
std::string result_yaml(const State& state);

}  // namespace qm::pirates
