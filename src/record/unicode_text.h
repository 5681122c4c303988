// Unicode for the texts a record brings (libutf8proc): one form for texts that look the same,
// and the characters a name may not hold because nobody could see them.
//
// NFC (canonical composition): "Zoë" typed as Z, o, U+0308 (a combining diaeresis, as some
// keyboards and file systems write it) and as Z, ö are the same name after it. The record
// reader gives every text of a record in NFC (yaml_tree.cc), so that a player is one
// player however the file spells the letters.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace qm {

// `text` in NFC; as it is when it is ASCII (most texts: no copy of work) or not UTF-8.
std::string nfc(std::string_view text);

// `text` in NFC and case-folded (Unicode's full case folding: "Straße" and "STRASSE" both
// give "strasse"): the form two names share when a case-insensitive file system would
// take them for one. As it is when not UTF-8.
std::string folded(std::string_view text);

// A character of a name that nobody sees as itself: a control character (U+0000-U+001F,
// U+007F-U+009F), a format character (zero-width space U+200B, joiners, direction marks,
// the byte-order mark U+FEFF, soft hyphen U+00AD...), any other "default ignorable" code
// point (variation selectors...), or a space other than U+0020 (no-break space U+00A0,
// U+3000...), line and paragraph separators. "Anna" followed by U+200B prints as "Anna".
struct HiddenCharacter {
  char32_t code = 0;
  size_t offset = 0;  // its byte offset in the text
  size_t index = 0;   // its position in characters, from 0
};
std::optional<HiddenCharacter> find_hidden_character(std::string_view text);

// "U+200B (zero-width space)" for the common ones, else "U+XXXX".
std::string describe_code_point(char32_t code);

}  // namespace qm
