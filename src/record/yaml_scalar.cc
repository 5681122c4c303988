#include "record/yaml_scalar.h"

#include <fmt/format.h>

namespace qm {

namespace {

bool word_char(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c >= 0x80;
}

// True when `s` can be written without quotes in block and flow context alike and reads
// back as the same text. Deliberately narrow: anything unusual is quoted.
bool plain_ok(const std::string& s) {
  if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL") return false;
  const auto first = static_cast<unsigned char>(s.front());
  const bool sign =
      (first == '-' || first == '+') && s.size() > 1 && word_char(static_cast<unsigned char>(s[1]));
  if (!word_char(first) && !sign) return false;
  if (s.back() == ' ') return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (word_char(c) || c == '.' || c == '@' || c == '/' || c == '-' || c == '+') continue;
    if (c == ' ' && s[i + 1] != ' ' && s[i + 1] != '#') continue;
    return false;
  }
  // Unicode line and paragraph separators and NEL: quoted, as some readers break lines there.
  return s.find("\xc2\x85") == std::string::npos && s.find("\xe2\x80\xa8") == std::string::npos &&
         s.find("\xe2\x80\xa9") == std::string::npos;
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (ch == '\n') {
      out += "\\n";
    } else if (ch == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      out += fmt::format("\\x{:02x}", c);
    } else {
      out += ch;
    }
  }
  out += '"';
  return out;
}

}  // namespace

std::string yaml_scalar(const std::string& text) { return plain_ok(text) ? text : quoted(text); }

}  // namespace qm
