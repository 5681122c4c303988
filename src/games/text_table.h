// Helpers the games' text presenters share (<game>_text.cc): aligned plain-text or Markdown
// tables, headings, lists of words and optional words as text.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "games/display_width.h"
#include "games/replay_summary.h"

namespace qm {

// "a, b, c"
inline std::string join(const std::vector<std::string>& list, const char* sep = ", ") {
  std::string s;
  for (const std::string& item : list) {
    if (!s.empty()) s += sep;
    s += item;
  }
  return s;
}

// The text, or "-" when there is none.
inline std::string text_or_dash(const std::optional<std::string>& text) {
  return text ? *text : std::string("-");
}

// A simple table: plain text with columns aligned by display width (games/display_width.h:
// non-ASCII and East Asian names keep them straight), or a Markdown table.
class TextTable {
 public:
  TextTable(std::vector<std::string> header, TextStyle style) : style_(style) {
    rows_.push_back(std::move(header));
  }
  void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
  std::string render() const {
    std::vector<size_t> width(rows_[0].size(), 0);
    for (const auto& row : rows_)
      for (size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], display_width(row[c]));
    std::string out;
    for (size_t r = 0; r < rows_.size(); ++r) {
      if (style_ == TextStyle::Markdown) {
        out += "|";
        for (const std::string& cell : rows_[r]) out += " " + cell + " |";
        out += "\n";
        if (r == 0) {
          out += "|";
          for (size_t c = 0; c < width.size(); ++c) out += "---|";
          out += "\n";
        }
      } else {
        out += " ";
        for (size_t c = 0; c < rows_[r].size(); ++c) {
          out += ' ';
          out += pad_to_width(rows_[r][c], width[c] + 1);
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out += "\n";
      }
    }
    return out;
  }

 private:
  TextStyle style_;
  std::vector<std::vector<std::string>> rows_;
};

inline std::string heading(const std::string& text, TextStyle style, int level = 2) {
  if (style == TextStyle::Markdown) return std::string(level, '#') + " " + text + "\n\n";
  return text + "\n" + std::string(display_width(text), level == 1 ? '=' : '-') + "\n";
}

}  // namespace qm
