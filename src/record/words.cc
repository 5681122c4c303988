#include "record/words.h"

#include <fmt/format.h>

#include "record/ascii.h"

namespace qm {

std::vector<Word> split_words(const RawMove& raw) {
  std::vector<Word> words;
  words.reserve(4);  // PLAYER VERB TARGET CARD: one allocation for nearly every move
  const std::string_view s = raw.text;
  const SourcePos first{raw.pos.line, raw.pos.column + (raw.quoted ? 1 : 0)};
  // A text over several lines: each word on the line it stands on.
  const PlainTextLayout* lines = raw.layout && !raw.layout->pieces.empty() ? &*raw.layout : nullptr;
  // A column counts characters, not bytes (columns.h): the bytes that continue a UTF-8
  // sequence are counted as the words are found, and taken off a word's byte offset.
  size_t i = 0;
  size_t continuing = 0;  // the bytes before i that continue a UTF-8 sequence
  while (i < s.size()) {
    while (i < s.size() && is_ascii_space(s[i])) ++i;
    const size_t start = i;
    const size_t continuing_before = continuing;
    for (; i < s.size() && !is_ascii_space(s[i]); ++i)
      if (static_cast<unsigned char>(s[i]) >= 0x80)
        continuing += (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80;
    if (i == start) continue;
    const std::string_view word = s.substr(start, i - start);
    words.push_back(
        Word{word, lines ? position_in_text(s, first, lines, start)
                         : SourcePos{first.line, first.column + int(start - continuing_before)}});
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
