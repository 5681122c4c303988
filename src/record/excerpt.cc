#include "record/excerpt.h"

#include "record/ascii.h"

namespace qm {

std::string excerpt(std::string_view text, size_t max_chars) {
  const size_t newline = text.find('\n');
  bool cut = newline != std::string_view::npos &&
             text.find_first_not_of(" \t\r\n", newline) != std::string_view::npos;
  std::string_view line = text.substr(0, newline);
  while (!line.empty() && is_ascii_space(line.back())) line.remove_suffix(1);
  size_t chars = 0, end = 0;
  for (; end < line.size(); ++end) {
    const bool continuation = (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80;
    if (!continuation && chars++ == max_chars) {
      cut = true;
      break;
    }
  }
  std::string_view kept = line.substr(0, end);
  while (cut && !kept.empty() && is_ascii_space(kept.back())) kept.remove_suffix(1);
  std::string out(kept);
  if (cut) out += "…";
  return out;
}

std::string excerpt_list(const std::vector<std::string>& items, std::string_view separator,
                         size_t max_chars) {
  std::string out;
  bool first = true;
  for (const std::string& item : items) {
    if (!first) out += separator;
    first = false;
    out += excerpt(item, max_chars);
  }
  return out;
}

}  // namespace qm
