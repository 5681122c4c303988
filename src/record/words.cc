#include "record/words.h"

#include <fmt/format.h>

#include "record/ascii.h"

namespace qm {

std::vector<Word> split_words(const RawMove& raw) {
  std::vector<Word> words;
  words.reserve(4);  // PLAYER VERB TARGET CARD: one allocation for nearly every move
  const std::string_view s = raw.text;
  const int first_column = raw.pos.column + (raw.quoted ? 1 : 0);
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && is_ascii_space(s[i])) ++i;
    const size_t start = i;
    while (i < s.size() && !is_ascii_space(s[i])) ++i;
    if (i > start)
      words.push_back(Word{s.substr(start, i - start), {raw.pos.line, first_column + int(start)}});
  }
  return words;
}

Word field_word(const YNode& node, const char* key) {
  if (!node.is_scalar() || node.text.empty())
    throw RecordError(node.pos,
                      fmt::format("'{}' of a move must be a word, not {}", key, node.describe()));
  return Word{node.text, node.pos};
}

std::vector<Word> card_words(const YNode& list, const std::string& field) {
  if (!list.is_sequence())
    throw RecordError(list.pos,
                      fmt::format("'{}' must be a list of cards, not {}", field, list.describe()));
  std::vector<Word> words;
  words.reserve(list.items.size());
  for (const YNode& item : list.items) {
    if (!item.is_scalar())
      throw RecordError(
          item.pos, fmt::format("a card in '{}' must be a word, not {}", field, item.describe()));
    words.push_back(Word{item.text, item.pos});
  }
  return words;
}

}  // namespace qm
