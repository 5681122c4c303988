// Text tables pad by display width (games/display_width.h), so that names with accents or
// in Japanese keep the columns of `qm audit` aligned.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "games/display_width.h"
#include "games/text_table.h"
#include "test_support.h"

namespace {

// The display column where `needle` starts in each line of `text` that contains it.
std::vector<size_t> columns_of(const std::string& text, const std::string& needle) {
  std::vector<size_t> columns;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (size_t at = line.find(needle); at != std::string::npos)
      columns.push_back(qm::display_width(line.substr(0, at)));
  return columns;
}

}  // namespace

TEST_CASE("display width: accents take one column, Japanese two, combining marks none") {
  CHECK(qm::display_width("Anna") == 4);
  CHECK(qm::display_width("Jürgen") == 6);       // ü: two bytes, one column
  CHECK(qm::display_width("Siobhán") == 7);      // á: two bytes, one column
  CHECK(qm::display_width("山田") == 4);         // six bytes, two wide characters
  CHECK(qm::display_width("Jüe\xCC\x81") == 3);  // e + combining acute: one column
  CHECK(qm::display_width("a\xFF"
                          "b") == 3);  // a stray byte counts one column
  CHECK(qm::pad_to_width("山田", 6) == "山田  ");
  CHECK(qm::pad_to_width("Siobhán", 3) == "Siobhán");
}

TEST_CASE("a text table lines up names with accents and in Japanese") {
  qm::TextTable table({"side", "total", "claimed"}, qm::TextStyle::Plain);
  table.add({"Jürgen", "12", "12"});
  table.add({"Siobhán", "9", "-"});
  table.add({"山田", "30", "30"});
  table.add({"Anna", "7", "-"});
  const std::string text = table.render();
  INFO(text);
  // Every row's second column starts where the header's does.
  for (const char* cell : {"total", "12 ", "9 ", "30 ", "7 "})
    CHECK(columns_of(text, cell) == std::vector<size_t>{11});
  CHECK(qm::heading("山田の記録", qm::TextStyle::Plain) == "山田の記録\n----------\n");
}

TEST_CASE("qm audit aligns its tables by display width") {
  qmtest::TempDir dir;
  const std::string record = dir.write("names.yaml", qmtest::record_text(R"(
format: 1
game: loot
ruleset: loot/standard
players: [Jürgen, Siobhán, 山田]
moves:
  - Jürgen draw
  - Siobhán draw
  - 山田 draw
)"));
  const qmtest::RunResult r = qmtest::run_qm({"audit", record});
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  // The Scores table: the column after each side's name starts where the header's does.
  const size_t scores = r.out.find("Scores\n");
  REQUIRE(scores != std::string::npos);
  std::vector<size_t> next_column;
  std::istringstream lines(r.out.substr(scores));
  for (std::string line; std::getline(lines, line);)
    for (const std::string side : {"  side ", "  Jürgen ", "  Siobhán ", "  山田 "})
      if (const size_t at = line.find(side); at != std::string::npos)
        next_column.push_back(
            qm::display_width(line.substr(0, line.find_first_not_of(' ', at + side.size()))));
  REQUIRE(next_column.size() == 4);
  for (size_t c : next_column) CHECK(c == next_column[0]);
}
