#include "record/plain_text_layout.h"

#include <algorithm>
#include <cstring>

#include "record/columns.h"

namespace qm {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The comment after a text that ends at byte `end` of `source`, if one follows it on its
// line (after white space, as YAML requires).
void find_comment(std::string_view source, std::size_t end, int line, PlainTextLayout& layout) {
  std::size_t i = end;
  while (i < source.size() && (source[i] == ' ' || source[i] == '\t')) ++i;
  if (i == end || i >= source.size() || source[i] != '#') return;
  std::size_t line_end = source.find('\n', i);
  if (line_end == std::string_view::npos) line_end = source.size();
  std::string_view comment = source.substr(i, line_end - i);
  while (!comment.empty() && is_blank(comment.back())) comment.remove_suffix(1);
  layout.comment = std::string(comment);
  layout.comment_pos = SourcePos{line, char_column(source, i)};
}

// Walks a text that runs over several lines, matching `value` against the source: each line
// break (with the white space around it) is folded into one space, or into n-1 line breaks
// for n of them. False when the source does not spell the value that way.
bool walk_lines(std::string_view source, std::size_t start, std::string_view value, int line,
                PlainTextLayout& layout) {
  std::size_t s = start, v = 0;
  while (v < value.size()) {
    if (s >= source.size()) return false;
    if (!is_blank(source[s]) && source[s] != '\n') {
      if (source[s] != value[v]) return false;
      ++s, ++v;
      continue;
    }
    // A run of white space: within the line it is part of the value; before a line break
    // it is folded with the break and the next line's indentation.
    std::size_t run_end = s;
    while (run_end < source.size() && is_blank(source[run_end])) ++run_end;
    if (run_end >= source.size() || source[run_end] != '\n') {
      if (value.compare(v, run_end - s, source.substr(s, run_end - s)) != 0) return false;
      v += run_end - s;
      s = run_end;
      continue;
    }
    int breaks = 0;
    while (run_end < source.size() && (is_blank(source[run_end]) || source[run_end] == '\n'))
      breaks += source[run_end++] == '\n';
    line += breaks;
    if (breaks == 1) {
      if (value[v] != ' ') return false;
      ++v;
    } else {
      for (int b = 1; b < breaks; ++b, ++v)
        if (v >= value.size() || value[v] != '\n') return false;
    }
    s = run_end;
    layout.pieces.push_back(TextPiece{v, SourcePos{line, char_column(source, s)}});
  }
  find_comment(source, s, line, layout);
  return true;
}

}  // namespace

std::optional<PlainTextLayout> plain_text_layout(std::string_view source, std::size_t start,
                                                 std::string_view value, SourcePos pos) {
  if (start >= source.size()) return std::nullopt;
  PlainTextLayout layout;
  const std::size_t span = std::min(value.size(), source.size() - start);
  const bool one_line = std::memchr(source.data() + start, '\n', span) == nullptr;
  if (one_line) {
    // The common case, kept cheap: only the bytes of the value and the blanks after it.
    if (source.compare(start, value.size(), value) != 0) return std::nullopt;
    find_comment(source, start + value.size(), pos.line, layout);
  } else if (!walk_lines(source, start, value, pos.line, layout)) {
    return std::nullopt;
  }
  if (layout.empty()) return std::nullopt;
  layout.pos = pos;
  return layout;
}

SourcePos position_in_text(std::string_view value, SourcePos pos, const PlainTextLayout* layout,
                           std::size_t offset) {
  std::size_t from = 0;
  if (layout)
    for (const TextPiece& piece : layout->pieces) {
      if (piece.offset > offset) break;
      from = piece.offset;
      pos = piece.pos;
    }
  return SourcePos{pos.line, pos.column + count_chars(value.substr(from, offset - from))};
}

}  // namespace qm
