// Einauge move notation (docs/format-einauge.md): `Alvilda buy blue-5`, `Alvilda
// buy vessel new`, `Alvilda sell jewel 2`, `reveal white-2 green-7`, ..., or the same as a
// map {player: Alvilda, verb: buy, card: vessel, colour: blue}, {verb: reveal, cards: [...]}.
// Reading a move needs no rules; a move that cannot be read is a RecordError pointing at
// the offending token.
#pragma once

#include <string>
#include <vector>

#include "games/einauge/state.h"
#include "games/game_facts.h"
#include "record/record.h"

namespace qm::einauge {

Move parse_move(const RawMove& raw, const std::vector<std::string>& players);

std::string_view verb_name(Verb verb);

// The move in its one-line form, e.g. "Alvilda buy vessel blue", "reveal white-2".
std::string format_move(const Move& move, const std::vector<std::string>& players);
// The move's argument as a card column would show it: "blue-5", "vessel blue", "jewel 2".
std::string move_card_text(const Move& move);

// The move as words: the player (none for a reveal), the verb, and the rest of its line.
MoveWords move_words(const Move& move, const std::vector<std::string>& players);

// A list of card names in the header; throws RecordError on an unknown card.
std::vector<Card> parse_cards(const YNode& list, const std::string& field);

}  // namespace qm::einauge
