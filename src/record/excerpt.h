// How a message quotes input: at most one line of it, and at most about 80 characters, so
// that a file that is not a record (`qm replay /etc/passwd`) is not echoed whole.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace qm {

// The first line of `text` (its end trimmed), cut after `max_chars` characters (UTF-8 code
// points); "…" marks what was left out, a cut line or the lines after the first.
std::string excerpt(std::string_view text, size_t max_chars = 80);

// The items of `items` joined by `separator`, each as its excerpt: for the lists of known
// names a message ends with ("(players: Anna, Bruno)").
std::string excerpt_list(const std::vector<std::string>& items, std::string_view separator = ", ",
                         size_t max_chars = 80);

}  // namespace qm
