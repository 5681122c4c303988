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

int CharColumnCounter::column(std::size_t offset) {
  if (offset > text_.size()) offset = text_.size();
  if (offset < offset_) return char_column(text_, offset);
  for (; offset_ < offset; ++offset_) {
    const char c = text_[offset_];
    if (c == '\n')
      chars_ = 0;
    else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
      ++chars_;
  }
  return chars_ + 1;
}

}  // namespace qm
