// A game's printed cards as its players keep them (a spreadsheet exported as CSV), read by
// `qm cards`: how each card reads as the game's own record fields, how much of the list the
// game checks, and a card file of the cards read, in the fields a record writes. A game that has
// such a list returns its reader from Game::card_list(); the command names no game.
#pragma once

#include <string>
#include <string_view>

namespace qm {

struct CardListReading {
  std::string report;     // per card: its figures and each ability as read, or what is not read
  std::string coverage;   // the share of the list read into checked entries, as sentences
  std::string card_file;  // YAML: the cards a record may include
  int unreadable_rows = 0;
};

class CardList {
 public:
  virtual ~CardList() = default;
  // What the list is, for the command's help ("the community card list ...").
  virtual std::string description() const = 0;
  // Reads `text`, the list's CSV. Throws RecordError (1-based line and column) when the text
  // is not a CSV of the list's layout; a row it cannot read is said in the report instead.
  virtual CardListReading read(std::string_view text) const = 0;
};

}  // namespace qm
