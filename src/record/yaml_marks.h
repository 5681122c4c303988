// Where libyaml's marks stand in a file. libyaml counts a mark's characters from the start
// of its input (a byte order mark there not included) and ends a line at `\r`, U+2028 and
// a few more; a message counts lines as editors do (at `\n`) and columns in characters, and
// a plain text's layout needs the byte the mark stands at.
#pragma once

#include <cstddef>
#include <string_view>

#include "record/record_error.h"

namespace qm {

class YamlMarks {
 public:
  // `text` is UTF-8 (checked before parsing) and starts `line_offset` lines into its file.
  YamlMarks(std::string_view text, int line_offset);

  // The byte of `text` where character `index` starts. Marks mostly increase: it walks on
  // from the mark asked last, so a file costs its length once, however many marks it has.
  std::size_t offset(std::size_t index);
  // Its line in the file and its column, both 1-based.
  SourcePos position(std::size_t index);

 private:
  void step_forward();
  void step_back();

  std::string_view text_;
  int line_offset_;
  std::size_t index_ = 0;   // the character asked last,
  std::size_t offset_ = 0;  // its byte,
  int line_ = 0;            // the line breaks before it,
  int column_ = 0;          // and the characters between the last of them and it
};

// Where byte `offset` of `text` stands, its line counted from the file's top: for the marks
// libyaml counts in bytes (a character its reader refuses).
SourcePos byte_position(std::string_view text, std::size_t offset, int line_offset);

}  // namespace qm
