// What a YAML syntax error adds when a list item is indented less than the items above it
// (` - Anna attack @1 m2` among `  - ...` lines): the parser only knows that the line does
// not fit the map around the list, so the message names the line and its indentation against
// the list's other items.
#pragma once

#include <string>
#include <string_view>

namespace qm {

// "" unless line `error_line` (0-based in `text`) is a list item (`- ...`) indented less than
// the item above it; otherwise "; line L is indented N spaces, the items of 'KEY' above it
// M spaces: check its indentation", L counted from the file's top (`line_offset` lines before
// `text`).
std::string shallow_item_note(std::string_view text, int error_line, int line_offset);

}  // namespace qm
