// The words of a move written on one line (`Anna attack @3 blue-2`), each with the place
// where it starts, for the games' notation readers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "record/record.h"
#include "record/yaml_tree.h"

namespace qm {

struct Word {
  std::string_view text;  // points into the move's text (or a map node's), which outlives it
  SourcePos pos;
};

// Splits `raw.text` at ASCII white space.
std::vector<Word> split_words(const RawMove& raw);

// The value under `key` of a move written as a map, which must be a word. Throws RecordError.
Word field_word(const YNode& node, const char* key);

// The words of a header list of cards under `field` (`deck: [m3, blue-2]`), for the game
// to read each as its card. Throws RecordError when `list` is not a list of words.
std::vector<Word> card_words(const YNode& list, const std::string& field);

}  // namespace qm
