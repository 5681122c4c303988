#include "docs_pages.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "test_support.h"

namespace qmtest {

namespace fs = std::filesystem;

std::vector<std::string> documentation_pages() {
  std::vector<std::string> pages{"README.md"};
  for (const fs::directory_entry& e : fs::directory_iterator(source_path("docs")))
    if (e.is_regular_file() && e.path().extension() == ".md")
      pages.push_back("docs/" + e.path().filename().string());
  std::sort(pages.begin() + 1, pages.end());
  return pages;
}

std::string page_section(const std::string& page, const std::string& heading) {
  const std::string text = file_text(source_path(page));
  const size_t level = heading.find(' ');
  size_t at = text.find("\n" + heading + "\n");
  if (level == std::string::npos || at == std::string::npos) return "";
  at += heading.size() + 2;
  // The next heading of this level or above, outside code blocks: a line of 1..level '#'
  // and a space.
  bool fenced = false;
  for (size_t line = at; line < text.size(); line = text.find('\n', line) + 1) {
    if (text.compare(line, 3, "```") == 0) fenced = !fenced;
    const size_t hashes = text.find_first_not_of('#', line) - line;
    if (!fenced && hashes >= 1 && hashes <= level && text[line + hashes] == ' ')
      return text.substr(at, line - at);
    if (text.find('\n', line) == std::string::npos) break;
  }
  return text.substr(at);
}

std::vector<std::string> documented_rule_ids(const std::string& game) {
  std::istringstream in(page_section("docs/rules-" + game + ".md", "## Rule ids"));
  std::vector<std::string> ids;
  const std::string row = "| `";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(row, 0) != 0) continue;
    const size_t end = line.find('`', row.size());
    if (end != std::string::npos) ids.push_back(line.substr(row.size(), end - row.size()));
  }
  return ids;
}

std::vector<PageBlock> record_blocks(const std::string& page) {
  std::istringstream in(file_text(source_path(page)));
  std::vector<PageBlock> blocks;
  PageBlock block;
  bool in_yaml = false, in_other = false;
  int n = 0;
  for (std::string line; std::getline(in, line);) {
    ++n;
    const bool fence = line.rfind("```", 0) == 0;
    if (in_yaml && fence) {
      in_yaml = false;
      if (("\n" + block.text).find("\nformat: 1\n") != std::string::npos) blocks.push_back(block);
    } else if (in_yaml) {
      block.text += line + "\n";
    } else if (fence) {
      if (in_other || line != "```yaml") {
        in_other = !in_other;
      } else {
        in_yaml = true;
        block = PageBlock{page, n + 1, ""};
      }
    }
  }
  return blocks;
}

}  // namespace qmtest
