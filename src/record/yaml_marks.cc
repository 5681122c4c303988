#include "record/yaml_marks.h"

#include "record/columns.h"

namespace qm {

YamlMarks::YamlMarks(std::string_view text, int line_offset)
    : text_(text), line_offset_(line_offset) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") offset_ = 3;  // libyaml skips it, counting nothing
}

std::size_t YamlMarks::offset(std::size_t index) {
  while (index_ < index && offset_ < text_.size()) step_forward();
  while (index_ > index) step_back();
  return offset_;
}

SourcePos YamlMarks::position(std::size_t index) {
  offset(index);
  return SourcePos{line_offset_ + line_ + 1, column_ + 1};
}

void YamlMarks::step_forward() {
  const auto lead = static_cast<unsigned char>(text_[offset_]);
  const std::size_t width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
  offset_ = offset_ + width < text_.size() ? offset_ + width : text_.size();
  ++index_;
  if (lead == '\n') {
    ++line_;
    column_ = 0;
  } else {
    ++column_;
  }
}

void YamlMarks::step_back() {
  do --offset_;
  while (offset_ > 0 && (static_cast<unsigned char>(text_[offset_]) & 0xC0) == 0x80);
  --index_;
  if (text_[offset_] == '\n') {
    --line_;
    column_ = char_column(text_, offset_) - 1;  // rare: marks seldom go back over a line break
  } else {
    --column_;
  }
}

SourcePos byte_position(std::string_view text, std::size_t offset, int line_offset) {
  int lines = 0;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) lines += text[i] == '\n';
  return SourcePos{line_offset + 1 + lines, char_column(text, offset)};
}

}  // namespace qm
