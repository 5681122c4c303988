// What a message about an unreadable move line adds when the line is not what it seems:
// a `#` comment cut it short (`- Jürgen attack #1 green-3` is the move `Jürgen attack`), or
// a wrongly indented line below it was folded into it (YAML continues a text on a line
// indented deeper than its item).
#pragma once

#include <string>

#include "record/record.h"

namespace qm {

// "" when the line is as written; otherwise "; " and the notes. `comment_hint` is the
// game's word on the comment (Game::comment_hint), "" for none.
std::string move_line_notes(const RawMove& raw, const std::string& comment_hint);

// Whether the comment after a move looks like notation cut off, not like a remark: its `#`
// is followed by a word (`#1 green-3`), where remarks leave a space (`# @1`).
bool comment_looks_cut_off(const RawMove& raw);

}  // namespace qm
