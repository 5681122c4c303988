// Columns count characters (UTF-8 code points), not bytes, as editors do: in
// `  - Jürgen attack`, `attack` stands at column 12 although it starts at byte 13. Every
// column a message shows (text and JSON) is made here from a byte offset.
#pragma once

#include <cstddef>
#include <string_view>

namespace qm {

// How many characters `text` holds (its bytes that do not continue a UTF-8 sequence).
int count_chars(std::string_view text);

// The 1-based column of byte `offset` of `text`: the characters between the line break
// before it (or the start of `text`) and it, plus one.
int char_column(std::string_view text, std::size_t offset);

// char_column for offsets that mostly increase, as a parser's marks do: it counts on from the
// offset asked last, so a long line costs its length once rather than once per mark (a
// 16 MiB line of a million values would otherwise take minutes). An earlier offset is
// counted afresh.
class CharColumnCounter {
 public:
  explicit CharColumnCounter(std::string_view text) : text_(text) {}
  int column(std::size_t offset);

 private:
  std::string_view text_;
  std::size_t offset_ = 0;  // the offset asked last
  int chars_ = 0;           // characters from the start of its line to it
};

}  // namespace qm
