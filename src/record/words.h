// The words of a move written on one line (`Anna attack @3 blue-2`), each with the place
// where it starts, for the games' notation readers.
#pragma once

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

}  // namespace qm
