// What a YAML tree forgets of a plain (unquoted) text and a message about it needs: a `#`
// comment after it on its line (`- Jürgen attack #1 green-3` is the move `Jürgen attack`),
// and the later lines it runs on to (YAML folds a line indented deeper than the item above
// it into that item's text, so a wrongly indented move is read as the end of the one before).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record/record_error.h"

namespace qm {

// Where a later line of a text starts: its byte offset in the value, and its place in the file.
struct TextPiece {
  std::size_t offset = 0;
  SourcePos pos;
};

struct PlainTextLayout {
  SourcePos pos;                  // where the text starts
  std::string comment;            // "#1 green-3", "" when none
  SourcePos comment_pos;          // where its `#` is
  std::vector<TextPiece> pieces;  // its later lines; empty when it is one line
  bool empty() const { return comment.empty() && pieces.empty(); }
};

// The layout of the plain text `value` that starts at byte `start` of `source`, at `pos`
// in the file; nullopt when it has neither a comment nor a second line, or when the source
// does not spell the value out plainly.
std::optional<PlainTextLayout> plain_text_layout(std::string_view source, std::size_t start,
                                                 std::string_view value, SourcePos pos);

// Where byte `offset` of `value` stands in the file, given its layout and its start `pos`:
// on the line of the piece it falls in, its column counted in characters.
SourcePos position_in_text(std::string_view value, SourcePos pos, const PlainTextLayout* layout,
                           std::size_t offset);

}  // namespace qm
