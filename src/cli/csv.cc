#include "cli/csv.h"

namespace qm::cli {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The digits from `at` on; how many.
size_t digits_at(std::string_view text, size_t at) {
  size_t n = 0;
  while (at + n < text.size() && is_digit(text[at + n])) ++n;
  return n;
}

bool runs_as_formula(std::string_view text) {
  if (text.empty()) return false;
  const char c = text.front();
  const bool risky = c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
  return risky && !is_plain_number(text);
}

}  // namespace

bool is_plain_number(std::string_view text) {
  size_t at = !text.empty() && text.front() == '-' ? 1 : 0;
  const size_t whole = digits_at(text, at);
  if (whole == 0) return false;
  at += whole;
  if (at < text.size() && text[at] == '.') {
    const size_t fraction = digits_at(text, at + 1);
    if (fraction == 0) return false;
    at += 1 + fraction;
  }
  if (at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
    ++at;
    if (at < text.size() && (text[at] == '-' || text[at] == '+')) ++at;
    const size_t exponent = digits_at(text, at);
    if (exponent == 0) return false;
    at += exponent;
  }
  return at == text.size();
}

std::string csv_field(const std::string& text) {
  const std::string cell = runs_as_formula(text) ? "'" + text : text;
  if (cell.find_first_of(",\"\r\n") == std::string::npos) return cell;
  std::string out(1, '"');
  for (char c : cell) {
    out.push_back(c);
    if (c == '"') out.push_back('"');
  }
  out.push_back('"');
  return out;
}

std::string csv_line(const std::vector<std::string>& fields) {
  std::string out;
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i) out.push_back(',');
    out += csv_field(fields[i]);
  }
  out += "\r\n";
  return out;
}

}  // namespace qm::cli
