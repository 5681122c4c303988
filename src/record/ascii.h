// Character classes for reading notation: ASCII only, inline, and independent of the C
// locale (std::isspace and std::tolower are calls through the locale on every character,
// a tenth of the time of a replay from the database).
#pragma once

#include <cstddef>
#include <string_view>

namespace qm {

constexpr bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

constexpr char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

// True when `text` is `lower_word` (all lower case) but for the case of its letters.
constexpr bool equals_nocase(std::string_view text, std::string_view lower_word) {
  if (text.size() != lower_word.size()) return false;
  for (size_t i = 0; i < text.size(); ++i)
    if (ascii_lower(text[i]) != lower_word[i]) return false;
  return true;
}

}  // namespace qm
