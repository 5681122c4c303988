// Loot move notation (docs/format-loot.md): `Bruno attack @1 blue-3`, or the same as
// a map {player: Bruno, verb: attack, target: 1, card: blue-3}. Reading a move needs no
// rules; a move that cannot be read is a RecordError pointing at the offending token.
#pragma once

#include <string>
#include <vector>

#include "games/game_facts.h"
#include "games/loot/state.h"
#include "record/record.h"

namespace qm::loot {

Move parse_move(const RawMove& raw, const std::vector<std::string>& players);

// The verb as written in a move: "draw", "merchant", ...
std::string_view verb_name(Verb verb);

// The move in its canonical one-line form, e.g. "Bruno attack @1 blue-3".
std::string format_move(const Move& move, const std::vector<std::string>& players);

// The move as words: the player, the verb, and the rest of its canonical line.
MoveWords move_words(const Move& move, const std::vector<std::string>& players);

// A list of card names (a deal, deck or hand); throws RecordError on an unknown card.
std::vector<Card> parse_cards(const YNode& list, const std::string& field);

}  // namespace qm::loot
