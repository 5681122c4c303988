#include "record/columns.h"

namespace qm {

int count_chars(std::string_view text) {
  int chars = 0;
  for (char c : text)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++chars;
  return chars;
}

int char_column(std::string_view text, std::size_t offset) {
  if (offset > text.size()) offset = text.size();
  std::size_t line_start = 0;
  if (offset > 0) {
    std::size_t line_break = text.rfind('\n', offset - 1);
    if (line_break != std::string_view::npos) line_start = line_break + 1;
  }
  return count_chars(text.substr(line_start, offset - line_start)) + 1;
}

}  // namespace qm
