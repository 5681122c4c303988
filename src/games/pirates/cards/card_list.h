// `qm cards` for Pirates: the community card list read row by row (card_row.h), the
// report of how each card reads, the coverage the vocabulary reaches on the list, and the
// card file (card_file.h).
#pragma once

#include <string_view>
#include <vector>

#include "games/card_list.h"
#include "games/pirates/cards/card_row.h"

namespace qm::pirates::cards {

// The share of the list read into checked entries (card_checked), over the ship and crew
// rows and over the distinct released cards (nation, name and ability text alike, not on
// the UNRELEASED sheet).
struct Coverage {
  int rows = 0, rows_checked = 0, rows_checked_labels = 0, rows_unmodelled = 0;
  int distinct = 0, distinct_checked = 0, distinct_checked_labels = 0;
  int unreadable = 0;  // rows of any piece whose figures could not be read
  // Ship and crew rows whose every entry the engine applies today (abilities_reader.h: the
  // v1 keywords, simple mods and immunities, labels), not only reads.
  int rows_engine = 0;
};

// Whether the engine applies every entry of a checked card today (abilities_reader.h).
bool engine_applies(const Card& card);

// Every row after the header. Throws RecordError when `text` is not a CSV of the list's
// layout.
std::vector<Card> read_cards(std::string_view text);
Coverage coverage_of(const std::vector<Card>& cards);
std::string coverage_text(const Coverage& coverage);
std::string report_text(const std::vector<Card>& cards);

class PiratesCardList : public CardList {
 public:
  std::string description() const override;
  CardListReading read(std::string_view text) const override;
};

}  // namespace qm::pirates::cards
