#include "record/suggest.h"

#include <algorithm>

#include "record/ascii.h"
#include "record/excerpt.h"

namespace qm {

namespace {

// The code points of `text`, ASCII letters lowered; a byte that does not start a valid
// UTF-8 sequence counts as one character of its own.
std::vector<char32_t> characters(std::string_view text) {
  std::vector<char32_t> out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const unsigned char lead = static_cast<unsigned char>(text[i]);
    size_t length = lead < 0x80           ? 1
                    : (lead >> 5) == 0x6  ? 2
                    : (lead >> 4) == 0xE  ? 3
                    : (lead >> 3) == 0x1E ? 4
                                          : 1;
    if (i + length > text.size()) length = 1;
    char32_t c = length == 1 ? char32_t(ascii_lower(text[i])) : char32_t(lead & (0x7F >> length));
    for (size_t k = 1; k < length; ++k) {
      const unsigned char next = static_cast<unsigned char>(text[i + k]);
      if ((next >> 6) != 0x2) {  // not a continuation byte: the lead byte alone
        length = 1;
        c = lead;
        break;
      }
      c = (c << 6) | (next & 0x3F);
    }
    out.push_back(c);
    i += length;
  }
  return out;
}

// The number of code points of `text` (bytes that do not continue a UTF-8 sequence).
size_t char_count(std::string_view text) {
  size_t n = 0;
  for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// A word longer than this is no typo of a name: it gets no suggestion, which also keeps the
// search cheap when a record holds a word of megabytes.
constexpr size_t kMaxSuggestedChars = 64;

}  // namespace

size_t edit_distance(std::string_view a_text, std::string_view b_text) {
  const std::vector<char32_t> a = characters(a_text), b = characters(b_text);
  // Three rows of the dynamic-programming table: i-2, i-1 and i.
  std::vector<size_t> before(b.size() + 1), previous(b.size() + 1), current(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) previous[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    current[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        current[j] = std::min(current[j], before[j - 2] + 1);
    }
    std::swap(before, previous);
    std::swap(previous, current);
  }
  return previous[b.size()];
}

std::optional<std::string> nearest_word(std::string_view word,
                                        const std::vector<std::string>& candidates) {
  const size_t length = char_count(word);
  if (length > kMaxSuggestedChars) return std::nullopt;
  const size_t limit = std::max<size_t>(1, length / 3);
  std::optional<std::string> best;
  size_t best_distance = limit + 1;
  for (const std::string& candidate : candidates) {
    // The distance is at least the difference in length: a far longer name is skipped unread.
    const size_t other = char_count(candidate);
    if ((other > length ? other - length : length - other) > limit) continue;
    const size_t d = edit_distance(word, candidate);
    if (d == 0 && candidate == word) return std::nullopt;
    if (d < best_distance) {
      best = candidate;
      best_distance = d;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  const std::optional<std::string> near = nearest_word(word, candidates);
  return near ? " (did you mean '" + excerpt(*near) + "'?)" : std::string();
}

namespace {

// `word` without its digits: names of one family (green-1 ... green-4, m2 ... m8) are equal.
std::string without_digits(std::string_view word) {
  std::string out;
  for (char c : word)
    if (c < '0' || c > '9') out += ascii_lower(c);
  return out;
}

// "a, b or c" of the names' excerpts; with more than kListed, the first and the last.
std::string or_list(const std::vector<std::string>& names) {
  constexpr size_t kListed = 8;
  if (names.size() > kListed) return excerpt(names.front()) + ", …, " + excerpt(names.back());
  std::string out;
  for (size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + excerpt(names[i]);
  return out;
}

}  // namespace

std::string did_you_mean_unique(std::string_view word, const std::vector<std::string>& candidates) {
  const std::optional<std::string> near = nearest_word(word, candidates);
  if (!near) return {};
  const size_t distance = edit_distance(word, *near);
  const size_t length = char_count(word);
  std::vector<std::string> equally_near;
  for (const std::string& candidate : candidates) {
    const size_t other = char_count(candidate);
    if ((other > length ? other - length : length - other) > distance) continue;
    if (edit_distance(word, candidate) == distance) equally_near.push_back(candidate);
  }
  if (equally_near.size() == 1) return " (did you mean '" + excerpt(*near) + "'?)";
  // Names of one family that differ only in a number (`gren-5`: green-1 ... green-4 are
  // equally near; `m9`: m2 ... m8): the family is no guess, the number is, so all are named.
  const std::string family = without_digits(*near);
  for (const std::string& candidate : equally_near)
    if (without_digits(candidate) != family) return {};
  return " (did you mean " + or_list(equally_near) + "?)";
}

}  // namespace qm
