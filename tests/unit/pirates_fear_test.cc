// Fear (format 2; docs/rules-pirates.md, "Fear"): at the start of its owner's turn, `use SRC
// SHIP:D6 …` rolls a d6 for each enemy ship within S of the Fear's ship; a 5 switches that ship's
// and its crew's abilities off for the turn, a 6 gives it base move S on its next turn. The rules
// use-source, use-trigger, use-once, use-roll (a missing line included) and use-target.
// A1 (600,300) has Fear; B1 (675,300) is within S of it (35 mm edge to edge), B2 (600,420) is
// not (80 mm).
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string fear_header(const std::string& b1_abilities = "") {
  std::string h =
      with_ship_abilities(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "A1", "fear");
  return b1_abilities.empty() ? h : with_ship_abilities(h, "B1", b1_abilities);
}

// `header` with a crew `crew` (`nation`, its abilities `fear`) aboard `ship`.
std::string fear_crew_header(const std::string& ship, const std::string& nation,
                             const std::string& header = fear_header()) {
  return edit(header, "  Bruno:\n",
              "      - {id: A1f, nation: " + nation +
                  ", points: 2, abilities: [fear], ship: " + ship + "}\n  Bruno:\n");
}

std::string fear_position(const std::string& moves, const std::string& header = fear_header(),
                          const std::string& b2 = "{x: 600, y: 420, heading: 0}",
                          const std::string& b1 = "{x: 675, y: 300, heading: 180}",
                          const std::string& player = "Anna") {
  return pirates_position({{"A1", "{x: 600, y: 300, heading: 0}"}, {"B1", b1}, {"B2", b2}},
                          (player == "Anna" ? kAnna : std::string("  - Bruno turn\n")) + moves,
                          player, "", header);
}

// B1 beyond S of A1: no Fear die is due.
const std::string kFearB1Far = "{x: 760, y: 300, heading: 180}";

qm::Json fear_uses_of(const qm::Replay& r) {
  REQUIRE(r.state);
  const qm::Json audit = r.state->audit();
  return audit.contains("ability_uses") ? audit["ability_uses"] : qm::Json::array();
}

}  // namespace

TEST_CASE("use-source on a Fear", "[pirates][rule][format2][fear]") {
  require_valid(replay_yaml(fear_position("  - Anna use A1 B1:3\n")));
  // A2 has no Fear; a Fear crew of another nation does not work aboard A1.
  pirates_illegal(fear_position("  - Anna use A1 B1:3\n  - Anna use A2 B1:3  # <-\n"), "use-source",
                  3);
  pirates_illegal(fear_position("  - Anna use A1f B1:3  # <-\n",
                                fear_crew_header("A1", "England", fear_header())),
                  "use-source", 2);
  // A Fear switched off (a ruling's `off` through Anna's turn) owes no line and rolls none.
  const std::string off =
      "  - Bruno ruling \"Fear cancelled\" off A1 until next-turn\n"
      "  - Anna turn\n";
  require_valid(replay_yaml(fear_position(off + "  - Anna move A2 200,340\n", fear_header(),
                                          "{x: 600, y: 420, heading: "
                                          "0}",
                                          "{x: 675, y: 300, heading: 180}", "Bruno")));
  pirates_illegal(
      fear_position(off + "  - Anna use A1 B1:3  # <-\n", fear_header(),
                    "{x: 600, y: 420, heading: 0}", "{x: 675, y: 300, heading: 180}", "Bruno"),
      "use-source", 4);
}

TEST_CASE("use-trigger on a Fear", "[pirates][rule][format2][fear]") {
  // Among the turn-start lines only: after A1's move has brought B1 within S, too late.
  require_valid(replay_yaml(fear_position("  - Anna move A1 670,300\n", fear_header(),
                                          "{x: 600, y: 420, heading: 0}",
                                          "{x: 760, y: 300, "
                                          "heading: 180}")));
  pirates_illegal(fear_position("  - Anna move A1 670,300\n  - Anna use A1 B1:5  # <-\n",
                                fear_header(), "{x: 600, y: 420, heading: 0}", kFearB1Far),
                  "use-trigger", 3);
}

TEST_CASE("use-once on a Fear", "[pirates][rule][format2][fear]") {
  require_valid(replay_yaml(fear_position(
      "  - Anna use A1 B1:3\n  - Bruno turn\n  - Bruno move B2 600,440\n  - Anna turn\n"
      "  - Anna use A1 B1:4\n")));
  pirates_illegal(fear_position("  - Anna use A1 B1:3\n  - Anna use A1 B1:4  # <-\n"), "use-once",
                  3);
  // A crew's Fear aboard A1 is the same ability as A1's own: one line for A1 a turn.
  const std::string two = fear_crew_header("A1", "Spain");
  require_valid(replay_yaml(fear_position("  - Anna use A1f B1:3\n", two)));
  pirates_illegal(fear_position("  - Anna use A1 B1:3\n  - Anna use A1f B1:4  # <-\n", two),
                  "use-once", 3);
}

TEST_CASE("use-roll on a Fear", "[pirates][rule][format2][fear]") {
  // B2 at (600,380) is within S too: a die for each.
  const std::string b2_near = "{x: 600, y: 380, heading: 0}";
  require_valid(replay_yaml(fear_position("  - Anna use A1 B1:3 B2:1\n", fear_header(), b2_near)));
  pirates_illegal(fear_position("  - Anna use A1 B1:3  # <-\n", fear_header(), b2_near), "use-roll",
                  2);
  // The line is due: the turn's first action line without it is use-roll, and so is the next
  // `turn` line when no action line came.
  pirates_illegal(fear_position("  - Anna move A2 200,340  # <-\n"), "use-roll", 2);
  pirates_illegal(fear_position("  - Bruno turn  # <-\n"), "use-roll", 2);
  // No enemy ship within S: nothing is due.
  require_valid(
      replay_yaml(fear_position("  - Anna move A2 200,340\n  - Bruno turn\n", fear_header(),
                                "{x: 600, y: 420, heading: 0}", kFearB1Far)));
  pirates_illegal(fear_position("  - Anna use A1 B1:7  # <-\n"), "die-value", 2);
}

TEST_CASE("use-target on a Fear", "[pirates][rule][format2][fear]") {
  require_valid(replay_yaml(fear_position("  - Anna use A1 B1:2\n")));
  // B2 is beyond S; A2 is Anna's own; B1 named twice.
  pirates_illegal(fear_position("  - Anna use A1 B1:2 B2:5  # <-\n"), "use-target", 2);
  pirates_illegal(fear_position("  - Anna use A1 B1:2 A2:5  # <-\n"), "use-target", 2);
  pirates_illegal(fear_position("  - Anna use A1 B1:2 B1:5  # <-\n"), "use-target", 2);
  pirates_illegal(fear_position("  - Anna use A1 B1:2 Z9:5  # <-\n"), "piece-unknown", 2);
}

TEST_CASE("Fear: a 5 switches the ship's and its crew's abilities off this turn",
          "[pirates][format2][fear]") {
  // B1 cannot be shot while its immunity works; a 5 switches it off for Anna's turn.
  const std::string immune = fear_header("{immune: {to: shot}}");
  pirates_illegal(fear_position("  - Anna use A1 B1:4\n  - Anna shoot A1 1>B1:5h  # <-\n", immune),
                  "shoot-immune", 3);
  const qm::Replay r =
      replay_yaml(fear_position("  - Anna use A1 B1:5\n  - Anna shoot A1 1>B1:5h\n", immune));
  require_valid(r);
  const qm::Json uses = fear_uses_of(r);
  REQUIRE(uses.size() >= 1);
  CHECK(uses[0]["piece"] == "A1");
  CHECK(uses[0]["effect"] == "fear: B1 d6 5: its and its crew's abilities do not work this turn");
  // Its owner's turn brings it back: Anna's next shot is shoot-immune again.
  pirates_illegal(fear_position("  - Anna use A1 B1:5\n  - Bruno turn\n  - Anna turn\n"
                                "  - Anna use A1 B1:1\n  - Anna shoot A1 1>B1:5h  # <-\n",
                                immune),
                  "shoot-immune", 6);
  // No Fear entry is left unmodelled: nothing unchecked.
  CHECK(report(r)["unchecked"].empty());
}

TEST_CASE("Fear: a 6 gives the ship base move S on its next turn", "[pirates][format2][fear]") {
  // B1 (L+L) sails 85 mm in one segment: an L, not an S.
  require_valid(replay_yaml(
      fear_position("  - Anna use A1 B1:4\n  - Bruno turn\n  - Bruno move B1 760,300\n")));
  pirates_illegal(
      fear_position("  - Anna use A1 B1:6\n  - Bruno turn\n  - Bruno move B1 760,300  # <-\n"),
      "move-too-far", 4);
  // Only that turn: its next one is L+L again.
  require_valid(
      replay_yaml(fear_position("  - Anna use A1 B1:6\n  - Bruno turn\n  - Bruno move B1 730,300\n"
                                "  - Anna turn\n  - Bruno turn\n  - Bruno move B1 815,300\n")));
}

TEST_CASE("Fear: a face-down crew's Fear works aboard a ship of its nation",
          "[pirates][format2][fear]") {
  // A1f (face down, Spain) aboard A2 at (690,420): B2 (600,420) is within S of A2, B1 is not.
  const std::string header = fear_crew_header("A2", "Spain");
  const std::string moves = "  - Anna use A1 B1:3\n  - Anna use A1f B2:6\n";
  require_valid(replay_yaml(pirates_position({{"A1", "{x: 600, y: 300, heading: 0}"},
                                              {"A2", "{x: 690, y: 420, heading: 0}"},
                                              {"B1", "{x: 675, y: 300, heading: 180}"},
                                              {"B2", "{x: 600, y: 420, heading: 0}"}},
                                             kAnna + moves, "Anna", "", header)));
}

TEST_CASE("Fear lines that cannot be read", "[pirates][format2][fear]") {
  require_unreadable(replay_yaml(fear_position("  - Anna use A1 B1:x\n")), 0, "is not a die");
  require_unreadable(replay_yaml(fear_position("  - Anna use A1 B1:3 B2\n")), 0,
                     "expected SHIP:D6");
}

// --- swap-coin: after an explore of a wild island ---

namespace {

// A1c (Spain, aboard A1) trades a coin of the island A1 explored for a coin drawn on another wild
// island, loaded aboard A1. A1 is docked at I2 ([3, 2, 1, 2]) since the turn began; its free
// places: 4 less its two crew.
std::string swap_header(const std::string& nation = "Spain") {
  return edit(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "  Bruno:\n",
              "      - {id: A1c, nation: " + nation +
                  ", points: 2, abilities: [{when: {event: explore, effect: swap-coin}}], ship: "
                  "A1}\n  Bruno:\n");
}

std::string swap_position(const std::string& moves, const std::string& header = swap_header()) {
  return pirates_position({{"A1", "{x: 630, y: 200, heading: 0, docked: I2}"}}, kAnna + moves,
                          "Anna", "", header);
}

const std::string kSwapExplore = "  - Anna explore A1 3\n";

}  // namespace

TEST_CASE("use-source on a swap-coin", "[pirates][rule][format2][fear]") {
  require_valid(replay_yaml(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I4 3\n")));
  pirates_illegal(swap_position(kSwapExplore + "  - Anna use A2a swap 2 I4 3  # <-\n"),
                  "use-source", 3);
  // A crew of another nation does not work aboard A1.
  pirates_illegal(
      swap_position(kSwapExplore + "  - Anna use A1c swap 2 I4 3  # <-\n", swap_header("France")),
      "use-source", 3);
}

TEST_CASE("use-trigger on a swap-coin", "[pirates][rule][format2][fear]") {
  require_valid(replay_yaml(swap_position(kSwapExplore + "  - Anna use A1c swap 1 I5 2\n")));
  pirates_illegal(swap_position(kSwapExplore + "  - Anna move A2 200,340\n"
                                               "  - Anna use A1c swap 2 I4 3  # <-\n"),
                  "use-trigger", 4);
  pirates_illegal(swap_position("  - Anna use A1c swap 2 I4 3  # <-\n"), "use-trigger", 2);
}

TEST_CASE("use-once on a swap-coin", "[pirates][rule][format2][fear]") {
  require_valid(replay_yaml(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I4 3\n")));
  pirates_illegal(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I4 3\n"
                                               "  - Anna use A1c swap 1 I4 2  # <-\n"),
                  "use-once", 4);
}

TEST_CASE("use-target on a swap-coin", "[pirates][rule][format2][fear]") {
  require_valid(replay_yaml(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I6 1\n")));
  // The coin is drawn on another wild island: not the one explored, not a home island.
  pirates_illegal(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I2 1  # <-\n"),
                  "use-target", 3);
  pirates_illegal(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I1 1  # <-\n"),
                  "use-target", 3);
}

TEST_CASE("swap-coin: the coins move, the one drawn goes aboard", "[pirates][format2][fear]") {
  const qm::Replay r = replay_yaml(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I4 3\n"));
  require_valid(r);
  CHECK(table_entry(r, "islands", "I2")["coins"] == qm::Json::array({2, 1}));
  CHECK(table_entry(r, "islands", "I4")["coins"] == qm::Json::array({1, 2, 2, 2}));
  CHECK(table_entry(r, "ships", "A1")["gold"] == qm::Json::array({3, 3}));
  // The coins must be there, and the one drawn needs a free place.
  pirates_illegal(swap_position(kSwapExplore + "  - Anna use A1c swap 3 I4 3  # <-\n"),
                  "cargo-not-there", 3);
  pirates_illegal(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I4 4  # <-\n"),
                  "cargo-not-there", 3);
  pirates_illegal(swap_position("  - Anna explore A1 3 2\n  - Anna use A1c swap 2 I4 3  # <-\n"),
                  "cargo-places", 3);
  require_unreadable(replay_yaml(swap_position(kSwapExplore + "  - Anna use A1c swap 2 I4\n")), 0,
                     "the coin drawn from the other island");
}

// --- explore-derelict: own it, both ships docked at home ---

namespace {

// A1 (600,300) touches Bruno's derelict B2 (640,300, a coin of 2 aboard); A1 owns any derelict
// it explores and both ships dock at Anna's home I1 (200,200), A2 docked there at (200,270).
std::string own_header() {
  return with_ship_abilities(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "A1",
                             "{when: {event: explore-derelict, effect: [own, dock-home]}}");
}

std::string own_position(const std::string& moves) {
  return pirates_position({{"A1", "{x: 600, y: 300, heading: 0}"},
                           {"B2", "{x: 640, y: 300, heading: 180, lost: [1, 2], gold: [2]}"}},
                          kAnna + moves, "Anna", "", own_header());
}

const std::string kOwnExplore = "  - Anna explore A1 B2 2\n";

}  // namespace

TEST_CASE("use-source on an explore-derelict", "[pirates][rule][format2][fear]") {
  require_valid(
      replay_yaml(own_position(kOwnExplore + "  - Anna use A1 own B2 270,200 200,130\n")));
  pirates_illegal(own_position(kOwnExplore + "  - Anna use A2 own B2 270,200 200,130  # <-\n"),
                  "use-source", 3);
}

TEST_CASE("use-trigger on an explore-derelict", "[pirates][rule][format2][fear]") {
  require_valid(
      replay_yaml(own_position(kOwnExplore + "  - Anna use A1 own B2 270,200 200,130\n")));
  pirates_illegal(own_position("  - Anna use A1 own B2 270,200 200,130  # <-\n"), "use-trigger", 2);
}

TEST_CASE("use-once on an explore-derelict", "[pirates][rule][format2][fear]") {
  require_valid(
      replay_yaml(own_position(kOwnExplore + "  - Anna use A1 own B2 270,200 200,130\n")));
  pirates_illegal(own_position(kOwnExplore + "  - Anna use A1 own B2 270,200 200,130\n"
                                             "  - Anna use A1 own B2 270,200 200,130  # <-\n"),
                  "use-once", 4);
}

TEST_CASE("use-target on an explore-derelict", "[pirates][rule][format2][fear]") {
  require_valid(
      replay_yaml(own_position(kOwnExplore + "  - Anna use A1 own B2 270,200 200,130\n")));
  // Not touching I1; onto A2; the derelict explored is B2, not B1.
  pirates_illegal(own_position(kOwnExplore + "  - Anna use A1 own B2 300,200 200,130  # <-\n"),
                  "use-target", 3);
  pirates_illegal(own_position(kOwnExplore + "  - Anna use A1 own B2 270,200 200,270  # <-\n"),
                  "use-target", 3);
  pirates_illegal(own_position(kOwnExplore + "  - Anna use A1 own B1 270,200 200,130  # <-\n"),
                  "use-target", 3);
}

TEST_CASE("explore-derelict: the derelict becomes the player's, both ships docked at home",
          "[pirates][format2][fear]") {
  const qm::Replay r =
      replay_yaml(own_position(kOwnExplore + "  - Anna use A1 own B2 270,200 200,130\n"));
  require_valid(r);
  const qm::Json b2 = table_entry(r, "ships", "B2");
  CHECK(b2["owner"] == "Anna");
  CHECK(b2["docked"] == "I1");
  CHECK(b2["x"] == 200);
  CHECK(table_entry(r, "ships", "A1")["docked"] == "I1");
}

TEST_CASE("use-target: a Fear on a round table measures within S the short way round",
          "[pirates][fear][torus]") {
  // A1 at the table's right edge, B1 at its left edge: 20 mm apart edge to edge round the seam of
  // a 1120 mm table (pirates/round-earth), 1020 mm across it (pirates/standard).
  const std::map<std::string, std::string> ships = {{"A1", "{x: 1095, y: 380, heading: 0}"},
                                                    {"B1", "{x: 35, y: 380, heading: 180}"},
                                                    {"B2", "{x: 600, y: 420, heading: 0}"}};
  std::string round =
      edit(fear_header(), "ruleset: pirates/standard", "ruleset: pirates/round-earth");
  round = edit(round, "islands:\n", "table: {w: 1120, h: 760}\nislands:\n");
  require_valid(
      replay_yaml(pirates_position(ships, kAnna + "  - Anna use A1 B1:3\n", "Anna", "", round)));
  pirates_illegal(
      pirates_position(ships, kAnna + "  - Anna use A1 B1:3  # <-\n", "Anna", "", fear_header()),
      "use-target", 2);
}
