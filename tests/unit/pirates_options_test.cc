// The options of Pirates rulesets (docs/rules-pirates.md, "Options"): the shipped
// pirates/standard and pirates/half-of-total read into typed values, decimal numbers
// (`<number>`) and the [low, high] range of island_distance (`<range>`), and the errors of
// values that are neither.
#include <catch2/catch.hpp>

#include "games/game.h"
#include "games/pirates/options.h"
#include "rules/ruleset.h"
#include "ruleset_support.h"
#include "test_support.h"

using namespace qmtest;
using qm::pirates::Options;
using qm::pirates::WinGold;

TEST_CASE("pirates options: the shipped rulesets", "[pirates][ruleset]") {
  const Options o = Options::from(*load_ruleset("pirates/standard"));
  CHECK(o.points == 40);
  CHECK(o.ruler_S == 57.5);
  CHECK(o.ruler_L == 83.8);
  CHECK(o.ship_radius == 20);
  CHECK(o.tolerance == 2);
  CHECK(o.bow_arc == 90);
  CHECK(o.islands_per_player == 3);
  CHECK(o.island_distance_min == 3);
  CHECK(o.island_distance_max == 6);
  CHECK(o.treasures_per_player == 8);
  CHECK(o.treasure_gold == 15);
  CHECK(o.treasures_per_island == 4);
  CHECK(o.win_gold == WinGold::HalfOfOwn);
  auto half = load_ruleset("pirates/half-of-total");
  CHECK(half->extends == "pirates/standard");
  CHECK(half->own_options.size() == 1);
  const Options h = Options::from(*half);
  CHECK(h.win_gold == WinGold::HalfOfTotal);
  CHECK(h.ruler_L == 83.8);
}

TEST_CASE("pirates options: numbers and ranges in a ruleset file", "[pirates][ruleset]") {
  TempDir dir;
  const std::string path =
      dir.write("club.yaml",
                "game: pirates\nextends: pirates/standard\noptions:\n  ruler_S: 60\n"
                "  tolerance: 1.5\n  island_distance: [2.5, 5]\n");
  const Options o = Options::from(*load_ruleset(path));
  CHECK(o.ruler_S == 60);
  CHECK(o.tolerance == 1.5);
  CHECK(o.island_distance_min == 2.5);
  CHECK(o.island_distance_max == 5);
  CHECK(load_ruleset(path)->options.at("island_distance") == "[2.5, 5]");
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  ruler_S: long\n"),
                        "3:12: option 'ruler_S' cannot be"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  ruler_S: 5e3\n"), "3:12:"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  island_distance: [3]\n"),
                        "3:20: option 'island_distance' cannot be"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  island_distance: 3\n"), "3:20:"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  points: 40.5\n"), "3:11:"));
}
