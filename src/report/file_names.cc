#include "report/file_names.h"

#include <fmt/format.h>
#include <utf8proc.h>

#include <array>

#include "record/canonical.h"
#include "record/unicode_text.h"

namespace qm::report {

namespace {

constexpr size_t kMaxStemChars = 60;
constexpr size_t kMaxStemBytes = 180;  // 60 characters of up to 3 bytes: far below 255

// Whether the character is kept in a file name: a letter or a digit of any script, '_',
// or a mark (an accent written apart) after a kept character.
bool kept_character(utf8proc_int32_t code, bool after_kept) {
  if (code == '_') return true;
  if (code < 0x80)
    return (code >= 'a' && code <= 'z') || (code >= 'A' && code <= 'Z') ||
           (code >= '0' && code <= '9');
  switch (utf8proc_get_property(code)->category) {
    case UTF8PROC_CATEGORY_LU:
    case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO:
    case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_NL:
    case UTF8PROC_CATEGORY_NO:
      return true;
    case UTF8PROC_CATEGORY_MN:
    case UTF8PROC_CATEGORY_MC:
    case UTF8PROC_CATEGORY_ME:
      return after_kept;
    default:
      return false;
  }
}

// Names Windows refuses as file names whatever the extension: con, prn, aux, nul, and
// com or lpt with one digit (or superscript digit) after them.
bool reserved_on_windows(const std::string& stem) {
  for (const char* word : {"con", "prn", "aux", "nul"})
    if (stem == word) return true;
  if (stem.compare(0, 3, "com") != 0 && stem.compare(0, 3, "lpt") != 0) return false;
  const std::string rest = stem.substr(3);
  if (rest.size() == 1 && rest[0] >= '0' && rest[0] <= '9') return true;
  return rest == "\xc2\xb9" || rest == "\xc2\xb2" || rest == "\xc2\xb3";  // ¹ ² ³
}

}  // namespace

std::string file_stem(std::string_view name) {
  const std::string text = folded(name);
  auto bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  std::string out;
  size_t chars = 0;
  bool gap = false, after_kept = false;
  for (size_t at = 0; at < text.size();) {
    utf8proc_int32_t code = 0;
    utf8proc_ssize_t read = utf8proc_iterate(bytes + at, utf8proc_ssize_t(text.size() - at), &code);
    if (read <= 0) read = 1, code = -1;  // not UTF-8: a separator
    const bool keep = code >= 0 && kept_character(code, after_kept);
    const std::string_view piece(text.data() + at, size_t(read));
    at += size_t(read);
    after_kept = keep;
    if (!keep) {
      gap = !out.empty();
      continue;
    }
    if (chars + gap + 1 > kMaxStemChars || out.size() + gap + piece.size() > kMaxStemBytes) break;
    if (gap) out += '-', ++chars;
    gap = false;
    out += piece;
    ++chars;
  }
  if (out.empty()) return "x";
  return reserved_on_windows(out) ? stem_with_hash(out, name) : out;
}

std::string stem_with_hash(const std::string& stem, std::string_view name) {
  return fmt::format("{}-{}", stem, short_hash(name).substr(0, 8));
}

std::string UniqueFileNames::take(std::string_view name, std::string_view extension) {
  const std::string stem = file_stem(name);
  std::string file = stem + std::string(extension);
  if (taken_.insert(folded(file)).second) return file;
  const std::string hashed = stem_with_hash(stem, name);
  file = fmt::format("{}{}", hashed, extension);
  for (int n = 2; !taken_.insert(folded(file)).second; ++n)
    file = fmt::format("{}-{}{}", hashed, n, extension);
  return file;
}

}  // namespace qm::report
