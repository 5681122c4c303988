// The card table carried by Einauge rulesets (`cards:`): shipped values and placeholder
// marks, inheritance through `extends` field by field, and file:line:column errors.
#include <catch2/catch.hpp>

#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "ruleset_support.h"
#include "test_support.h"

using namespace qmtest;

TEST_CASE("einauge rulesets: the shipped card table", "[einauge][ruleset]") {
  auto standard = load_ruleset("einauge/standard");
  REQUIRE(standard->tables.count("cards"));
  const qm::DataTable& cards = standard->tables.at("cards");
  CHECK(cards.size() == 8);
  CHECK(cards.at("4").at("sabres") == 1);
  CHECK(cards.at("5").at("ducats") == 2);
  CHECK(cards.at("8").at("jewels") == 2);
  for (const char* row : {"2", "3", "6", "7", "vessel"})
    CHECK(cards.at(row).at("placeholder") == 1);
  for (const char* row : {"4", "5", "8"}) CHECK(cards.at(row).at("placeholder") == 0);
  auto colours = load_ruleset("einauge/colours");
  CHECK(colours->options.at("scoring") == "colours");
  CHECK(colours->tables.at("cards") == cards);  // inherited
  CHECK(colours->own_tables.empty());
  CHECK(load_ruleset("loot/standard")->tables.empty());
}

TEST_CASE("einauge rulesets: a file changes single fields of the table",
          "[einauge][ruleset][extends]") {
  TempDir dir;
  std::string path = dir.write("fix.yaml",
                               "game: einauge\nextends: einauge/colours\ncards:\n"
                               "  4: {chests: 2, placeholder: true}\n");
  qm::RulesetLibrary library(&qm::game_option_specs);
  auto r = library.get(path);
  CHECK(r->tables.at("cards").at("4").at("chests") == 2);
  CHECK(r->tables.at("cards").at("4").at("sabres") == 1);  // from einauge/standard
  CHECK(r->tables.at("cards").at("4").at("placeholder") == 1);
  CHECK(r->options.at("scoring") == "colours");
  CHECK(r->own_tables == std::vector<std::string>{"cards"});
}

TEST_CASE("einauge rulesets: a broken table is an error at its place", "[einauge][ruleset]") {
  const std::string head = "game: einauge\nextends: einauge/standard\ncards:\n";
  CHECK(ruleset_error(head + "  9: {chests: 1}\n").find("4:3: unknown row '9'") == 0);
  CHECK(ruleset_error(head + "  4: {gold: 1}\n").find("4:7: unknown field 'gold'") == 0);
  CHECK(ruleset_error(head + "  4: {chests: -1}\n").find("4:15: 'chests' of row '4' must be") == 0);
  CHECK(ruleset_error(head + "  4: {chests: many}\n").find("4:15:") == 0);
  CHECK(ruleset_error(head + "  4: {placeholder: maybe}\n").find("4:20: 'placeholder'") == 0);
  CHECK(ruleset_error(head + "  4: 3\n").find("4:6: row '4' of 'cards' must be a map") == 0);
  CHECK(ruleset_error(head + "  - 4\n").find("4:3: 'cards' must be a map") == 0);
  // A base ruleset must give every row and every number.
  CHECK(ruleset_error("game: einauge\ncards:\n  2: {sabres: 0, ducats: 0, jewels: 0, chests: 1}\n")
            .find("has no row '3'") != std::string::npos);
  CHECK(ruleset_error("game: einauge\ncards:\n  2: {sabres: 0}\n")
            .find("row '2' of 'cards' has no 'ducats'") != std::string::npos);
  CHECK(ruleset_error("game: loot\ncards: {}\n").find("2:1: unexpected 'cards'") == 0);
}
