#include "record/indent_note.h"

#include <fmt/format.h>

#include <vector>

#include "record/excerpt.h"

namespace qm {

namespace {

struct SourceLine {
  std::string_view text;
  size_t indent = 0;   // leading spaces
  bool blank = false;  // empty, white space or a comment only
  bool item = false;   // `- ...` or a lone `-`
};

std::vector<SourceLine> lines_of(std::string_view text) {
  std::vector<SourceLine> lines;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    SourceLine l;
    l.text = text.substr(start, end - start);
    if (!l.text.empty() && l.text.back() == '\r') l.text.remove_suffix(1);
    l.indent = l.text.find_first_not_of(' ');
    if (l.indent == std::string_view::npos) l.indent = l.text.size();
    const std::string_view rest = l.text.substr(l.indent);
    l.blank = rest.find_first_not_of(" \t") == std::string_view::npos || rest.front() == '#';
    l.item = !l.blank && rest.front() == '-' && (rest.size() == 1 || rest[1] == ' ');
    lines.push_back(l);
    start = end + 1;
  }
  return lines;
}

std::string spaces(size_t n) { return fmt::format("{} space{}", n, n == 1 ? "" : "s"); }

}  // namespace

std::string shallow_item_note(std::string_view text, int error_line, int line_offset) {
  const std::vector<SourceLine> lines = lines_of(text);
  if (error_line < 0 || size_t(error_line) >= lines.size()) return {};
  const SourceLine& shallow = lines[size_t(error_line)];
  if (!shallow.item) return {};
  // The item above it: the nearest line above at most as deep as an item of its own list.
  int above = error_line - 1;
  while (above >= 0 && (lines[size_t(above)].blank ||
                        (!lines[size_t(above)].item && lines[size_t(above)].indent > 0)))
    --above;
  if (above < 0 || !lines[size_t(above)].item) return {};
  const size_t indent = lines[size_t(above)].indent;
  if (shallow.indent >= indent) return {};
  // The key the list belongs to: the first line above the items, indented less than them.
  std::string key;
  for (int k = above - 1; k >= 0; --k) {
    const SourceLine& l = lines[size_t(k)];
    if (l.blank || l.indent >= indent) continue;
    const std::string_view rest = l.text.substr(l.indent);
    const size_t colon = rest.find(':');
    if (colon != std::string_view::npos && !l.item) key = excerpt(rest.substr(0, colon), 40);
    break;
  }
  return fmt::format("; line {} is indented {}, the {} above it {}: check its indentation",
                     line_offset + error_line + 1, spaces(shallow.indent),
                     key.empty() ? std::string("list items") : "items of '" + key + "'",
                     spaces(indent));
}

}  // namespace qm
