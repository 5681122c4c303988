#include "record/unicode_text.h"

#include <fmt/format.h>
#include <utf8proc.h>

#include <cstdlib>

namespace qm {

namespace {

bool is_ascii(std::string_view text) {
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

// utf8proc_map with `options`; nullopt when the text is not UTF-8.
std::optional<std::string> mapped(std::string_view text, int options) {
  utf8proc_uint8_t* out = nullptr;
  const utf8proc_ssize_t length =
      utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()),
                   utf8proc_ssize_t(text.size()), &out, utf8proc_option_t(options));
  if (length < 0) return std::nullopt;
  std::string result(reinterpret_cast<const char*>(out), size_t(length));
  std::free(out);
  return result;
}

bool is_hidden(char32_t code) {
  if (code == U' ') return false;
  const utf8proc_property_t* p = utf8proc_get_property(utf8proc_int32_t(code));
  switch (p->category) {
    case UTF8PROC_CATEGORY_CC:
    case UTF8PROC_CATEGORY_CF:
    case UTF8PROC_CATEGORY_ZS:
    case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP:
      return true;
    default:
      return p->ignorable;
  }
}

}  // namespace

std::string nfc(std::string_view text) {
  if (is_ascii(text)) return std::string(text);
  return mapped(text, UTF8PROC_STABLE | UTF8PROC_COMPOSE).value_or(std::string(text));
}

std::string folded(std::string_view text) {
  if (is_ascii(text)) {
    std::string out(text);
    for (char& c : out)
      if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
  }
  return mapped(text, UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD)
      .value_or(std::string(text));
}

std::optional<HiddenCharacter> find_hidden_character(std::string_view text) {
  auto bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  size_t offset = 0, index = 0;
  while (offset < text.size()) {
    utf8proc_int32_t code = 0;
    const utf8proc_ssize_t read =
        utf8proc_iterate(bytes + offset, utf8proc_ssize_t(text.size() - offset), &code);
    if (read <= 0) return std::nullopt;  // not UTF-8: the encoding check says so
    if (is_hidden(char32_t(code))) return HiddenCharacter{char32_t(code), offset, index};
    offset += size_t(read);
    ++index;
  }
  return std::nullopt;
}

std::string describe_code_point(char32_t code) {
  const char* name = nullptr;
  switch (code) {
    case U'\u00A0':
      name = "no-break space";
      break;
    case U'\u00AD':
      name = "soft hyphen";
      break;
    case U'\u200B':
      name = "zero-width space";
      break;
    case U'\u200C':
      name = "zero-width non-joiner";
      break;
    case U'\u200D':
      name = "zero-width joiner";
      break;
    case U'\u200E':
    case U'\u200F':
    case U'\u202A':
    case U'\u202B':
    case U'\u202C':
    case U'\u202D':
    case U'\u202E':
    case U'\u2066':
    case U'\u2067':
    case U'\u2068':
    case U'\u2069':
      name = "a writing-direction mark";
      break;
    case U'\u2060':
      name = "word joiner";
      break;
    case U'\u3000':
      name = "ideographic space";
      break;
    case U'\uFEFF':
      name = "byte-order mark";
      break;
    default:
      if (code < 0x20 || (code >= 0x7F && code <= 0x9F)) name = "a control character";
  }
  return name ? fmt::format("U+{:04X} ({})", uint32_t(code), name)
              : fmt::format("U+{:04X}", uint32_t(code));
}

}  // namespace qm
