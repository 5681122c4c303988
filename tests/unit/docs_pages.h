// Reading the project's own documentation in tests: the rule ids a game's rules page lists
// (docs/rules-GAME.md), and the records its pages show, so that a page and the code cannot
// drift apart (docs/testing.md, "The documentation").
#pragma once

#include <string>
#include <vector>

namespace qmtest {

// The pages checked: README.md and every docs/*.md, relative to the repository, sorted.
std::vector<std::string> documentation_pages();

// The rule ids of docs/rules-GAME.md's "## Rule ids" table (its rows "| `rule-id` | ..."),
// in order; empty when the page or the table is missing.
std::vector<std::string> documented_rule_ids(const std::string& game);

// A fenced ```yaml block of a page.
struct PageBlock {
  std::string page;  // relative to the repository
  int line = 0;      // the line of its first line of YAML
  std::string text;  // its YAML, without the fences
};

// The ```yaml blocks of `page` that are whole records (a line `format: 1`), in order.
std::vector<PageBlock> record_blocks(const std::string& page);

// The text of `page` under the heading `heading` (written as on the page, "## A complete
// example"), up to the next heading of its level or above; "" when there is none.
std::string page_section(const std::string& page, const std::string& heading);

}  // namespace qmtest
