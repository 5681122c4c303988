// Pirates move notation (docs/format-pirates.md): `Anna move A1 353,200 436,200`,
// `Bruno shoot B1 1>A1:5h 2>A1:1m`, `Anna board A1 B1 4 2 take 3`, ..., or the same as a
// map {player: Anna, verb: move, args: "A1 353,200 436,200"}. Reading a line needs no
// rules: it resolves ids to the indices of Pieces (an unknown ship or crew id is kept as
// kUnknownPiece, for the engine's `piece-unknown`); a line that cannot be read (an unknown
// verb, a position that is not `x,y`, a die that is not a number, an unknown island) is a
// RecordError at the offending token. A die of 7 is read: `die-value` is a rule.
#pragma once

#include <string>
#include <vector>

#include "games/game_facts.h"
#include "games/pirates/action.h"
#include "games/pirates/pieces.h"
#include "record/record.h"

namespace qm::pirates {

Action parse_action(const RawMove& raw, const Pieces& pieces);

// Reads the player and the verb of a move, which need no header but its players and the
// record's format (a record whose header cannot be read): throws RecordError as
// parse_action does.
void read_player_and_verb(const RawMove& raw, const std::vector<std::string>& players, int format);

// The line of `a`, as a record writes it ("Anna move A1 353,200 436,200"); parse_action
// reads it back to the same Action.
std::string format_action(const Action& a, const Pieces& pieces);

// The line as words: the player, the verb, the rest of the line.
MoveWords action_words(const Action& a, const Pieces& pieces);

}  // namespace qm::pirates
