#include "games/pirates/cards/card_file.h"

#include <fmt/format.h>

namespace qm::pirates::cards {

namespace {

std::string cannons_text(const std::vector<Cannon>& cannons) {
  std::string out;
  for (const Cannon& c : cannons) out += (out.empty() ? "" : ", ") + cannon_text(c);
  return "[" + out + "]";
}

}  // namespace

std::string card_entry_text(const Card& card) {
  std::string out = fmt::format("{{name: {}, card: {}, type: {}", yaml_quoted(card.name),
                                yaml_quoted(card.id), card_kind_name(card.kind));
  if (!card.nation.empty()) out += fmt::format(", nation: {}", yaml_quoted(card.nation));
  if (card.points) out += fmt::format(", points: {}", *card.points);
  if (card.cost) out += fmt::format(", cost: {}", *card.cost);
  if (!card.cannons.empty())
    out += fmt::format(", {}: {}",
                       card.kind == CardKind::Creature ? "segments"
                       : card.kind == CardKind::Fort   ? "flags"
                                                       : "masts",
                       cannons_text(card.cannons));
  if (card.cargo) out += fmt::format(", cargo: {}", *card.cargo);
  if (!card.move.empty() && !card.move_unmodelled) out += fmt::format(", move: {}", card.move);
  std::string classes, abilities;
  for (const ReadSentence& s : card.sentences)
    for (const std::string& e : s.entries) {
      // A label's `{class: X}` goes to the card's `class:` list.
      if (e.rfind("{class: ", 0) == 0) {
        classes += (classes.empty() ? "" : ", ") + e.substr(8, e.size() - 9);
        continue;
      }
      abilities += (abilities.empty() ? "" : ", ") + e;
    }
  if (!classes.empty()) out += ", class: [" + classes + "]";
  if (!abilities.empty()) out += ", abilities: [" + abilities + "]";
  return out + "}";
}

std::string card_file_text(const std::vector<Card>& cards) {
  std::string out =
      "# Pirates cards read by `qm cards` from a community card list, one a line, in the "
      "fields of a\n# format 2 fleet entry. A format 2 record names this file in `cards:`; a "
      "fleet entry\n# `{card: ID, id: ..., x: ..., ...}` then takes the card's figures and "
      "abilities.\n";
  for (const Card& card : cards) {
    if (card.kind == CardKind::Other) continue;
    if (!card.problem.empty()) {
      out += fmt::format("# line {}: {} '{}' not read: {}\n", card.line, card.id, card.name,
                         card.problem);
      continue;
    }
    if (card.move_unmodelled)
      out += fmt::format(
          "# line {}: base move '{}' is not one of the rules: a record gives "
          "`move`\n",
          card.line, card.move);
    out += "- " + card_entry_text(card) + "\n";
  }
  return out;
}

}  // namespace qm::pirates::cards
