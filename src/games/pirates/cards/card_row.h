// A row of the community card list read as a piece (docs/cards-pirates.md): its identity,
// the printed figures (points, masts and their cannons, cargo, base move, a fort's cost), its
// nation, its Link column and each ability sentence as vocabulary entries. A row whose figures
// cannot be read is kept with the reason (`problem`) and none of its figures: never guessed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/pirates/cards/ability_text.h"
#include "games/pirates/cards/csv_reader.h"
#include "games/pirates/pieces.h"

namespace qm::pirates::cards {

// The columns of the list the reader uses, by their place in the header (-1: absent).
struct CardColumns {
  int faction = -1, id = -1, type = -1, name = -1, points = -1, masts = -1, cargo = -1, move = -1,
      cannons = -1, link = -1, ability = -1, sheet = -1;
  // From the header row: throws RecordError at the header when a column the reader needs
  // is missing (the text is not the list's layout).
  static CardColumns of_header(const CsvRow& header);
};

enum class CardKind { Ship, Creature, Crew, Equipment, Event, Fort, Treasure, Island, Other };
const char* card_kind_name(CardKind kind);  // "ship", ... as card files write it

struct Card {
  int line = 0;
  CardKind kind = CardKind::Other;
  std::string id, name, nation, type_text, ability_text;
  bool released = true;  // not on the list's UNRELEASED sheet
  std::optional<int> points, cargo, cost;
  std::vector<Cannon> cannons;   // masts (a creature's segments, a fort's flags), mast 1 first
  std::string move;              // as printed ("S+L"); "" when none
  bool move_unmodelled = false;  // printed, but not a base move of the rules (T, D)
  std::vector<ReadSentence> sentences;  // the Link column's entries first, then the Ability's
  std::string problem;                  // why the row is not read; "" when it is
};

// The row read; `kind` Other for rows that are no piece (Story, Bust, empty type).
Card read_card_row(const CsvRow& row, const CardColumns& columns);

// Whether every entry of a read ship or crew row is checked (a primitive, a keyword with
// rules, a label) and its figures too; `unverified_as_labels` counts the hull classes whose
// rules are not known as labels.
bool card_checked(const Card& card, bool unverified_as_labels = false);

}  // namespace qm::pirates::cards
