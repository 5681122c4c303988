// How a message quotes input: at most one line of it, and at most about 80 characters, so
// that a file that is not a record (`qm replay /etc/passwd`) is not echoed whole.
#pragma once

#include <string>
#include <string_view>

namespace qm {

// The first line of `text` (its end trimmed), cut after `max_chars` characters (UTF-8 code
// points); "…" marks what was left out, a cut line or the lines after the first.
std::string excerpt(std::string_view text, size_t max_chars = 80);

}  // namespace qm
