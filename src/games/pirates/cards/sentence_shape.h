// An ability sentence of the community card list in a normal form that its templates
// (templates.h) are written in: lower case, "can" read as "may" and "can't", "can not",
// "may not" as "cannot", dashes as '-', spaces collapsed, the final stop dropped; and its
// variable parts taken out: each number becomes '#', each nation word '@', each ruler (a
// lone capital S or L: "within S", "L-range", "3S") '%'. The parts are kept in order.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace qm::pirates::cards {

struct SentenceShape {
  std::string shape;
  std::vector<int> numbers;
  std::vector<std::string> nations;  // as records write them: England, Pirates, ...
  std::vector<char> rulers;          // 'S' or 'L'
};

SentenceShape sentence_shape(std::string_view sentence);

// The sentences of an ability text: split after '.', '!' or '?' followed by a space; each
// trimmed, empty ones left out.
std::vector<std::string> split_sentences(std::string_view text);

// A nation as records write it, from the list's word for it ("English", "england",
// "Barbary Corsair"): "" for a word that names no nation.
std::string nation_of(std::string_view word);

}  // namespace qm::pirates::cards
