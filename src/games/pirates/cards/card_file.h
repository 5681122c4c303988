// The card file `qm cards` writes (docs/format-pirates.md, "Card files"): a YAML list of
// the cards read, one flow map a card, in the fields a format 2 fleet entry writes
// (name, card, type, nation, points, masts|segments|flags, cargo, move, cost, class,
// abilities). A row that could not be read is a comment with its line and reason.
#pragma once

#include <string>
#include <vector>

#include "games/pirates/cards/card_row.h"

namespace qm::pirates::cards {

std::string card_file_text(const std::vector<Card>& cards);

// One card as a flow map (the file's line for it).
std::string card_entry_text(const Card& card);

}  // namespace qm::pirates::cards
