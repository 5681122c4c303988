// `use` lines (format 2; docs/rules-pirates.md, "Abilities used by a `use` line"): the `take`
// effect, treasure moved without boarding, and its rules use-source, use-once, use-target,
// cargo-not-there and cargo-places; the effects qm does not check are refused when read.
// A1c (a crew aboard A1) takes one coin from an enemy ship A1 touches, once a turn; A2 takes up
// to two coins from an enemy ship within S, once in the game.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string use_take_header(const std::string& a1c_take =
                                "{from: touching, count: 1, random: "
                                "true, once: turn}") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "abilities: [helmsman]",
           "abilities: [helmsman, {take: {from: {within: S}, count: 2, once: game}}]");
  return edit(h, "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
              "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
              "      - {id: A1c, nation: Spain, points: 2, abilities: [{take: " +
                  a1c_take + "}], ship: A1}\n");
}

// A1 (600,300) touches B1 (640,300, coins 2 and 3); A2 (640,360) is 20 mm from B1's edge,
// within S; B2 (760,300, a coin of 1) touches neither and is beyond S of A2.
std::string use_take_position(const std::string& moves, const std::string& a1_gold = "[]",
                              const std::string& header = use_take_header()) {
  return pirates_position({{"A1", "{x: 600, y: 300, heading: 0, gold: " + a1_gold + "}"},
                           {"A2", "{x: 640, y: 360, heading: 0}"},
                           {"B1", "{x: 640, y: 300, heading: 180, gold: [2, 3]}"},
                           {"B2", "{x: 760, y: 300, heading: 180, gold: [1]}"}},
                          kAnna + moves, "Anna", "", header);
}

}  // namespace

TEST_CASE("use-source on a take", "[pirates][rule][format2][use]") {
  const qm::Replay r = replay_yaml(use_take_position("  - Anna use A1c take B1 3\n"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["gold"] == qm::Json::array({3}));
  CHECK(table_entry(r, "ships", "B1")["gold"] == qm::Json::array({2}));
  // A ship's own `take` works on it.
  require_valid(replay_yaml(use_take_position("  - Anna use A2 take B1 2 3\n")));
  // A1a has no `take`; A1c is Anna's, not Bruno's.
  pirates_illegal(use_take_position("  - Anna use A1a take B1 3  # <-\n"), "use-source", 2);
  pirates_illegal(use_take_position("  - Anna move A1 600,320\n  - Bruno turn\n"
                                    "  - Bruno use A1c take B1 3  # <-\n"),
                  "use-source", 4);
  // A card the record lacks breaks piece-unknown first.
  pirates_illegal(use_take_position("  - Anna use Z9 take B1 3  # <-\n"), "piece-unknown", 2);
}

TEST_CASE("use-once on a take", "[pirates][rule][format2][use]") {
  // Once a turn: again on Anna's next turn; A2's once in the game.
  require_valid(replay_yaml(use_take_position(
      "  - Anna use A1c take B1 3\n  - Bruno turn\n  - Anna turn\n  - Anna use A1c take B1 2\n")));
  pirates_illegal(
      use_take_position("  - Anna use A1c take B1 3\n  - Anna use A1c take B1 2  # <-\n"),
      "use-once", 3);
  pirates_illegal(use_take_position("  - Anna use A2 take B1 3\n  - Bruno turn\n  - Anna turn\n"
                                    "  - Anna use A2 take B1 2  # <-\n"),
                  "use-once", 5);
}

TEST_CASE("use-target on a take", "[pirates][rule][format2][use]") {
  require_valid(replay_yaml(use_take_position("  - Anna use A2 take B1 3\n")));
  // B2 does not touch A1, and is beyond S of A2; A2 is a friend; two coins for a `count: 1`;
  // something given back without `swap`; a crew where coins are taken.
  pirates_illegal(use_take_position("  - Anna use A1c take B2 1  # <-\n"), "use-target", 2);
  pirates_illegal(use_take_position("  - Anna use A2 take B2 1  # <-\n"), "use-target", 2);
  pirates_illegal(use_take_position("  - Anna use A1c take A2 A2a  # <-\n"), "use-target", 2);
  pirates_illegal(use_take_position("  - Anna use A1c take B1 2 3  # <-\n"), "use-target", 2);
  pirates_illegal(use_take_position("  - Anna use A1c take B1 3 give 1  # <-\n", "[1]"),
                  "use-target", 2);
  pirates_illegal(use_take_position("  - Anna use A2 take B1 B1a  # <-\n"), "use-target", 2);
  const qm::Replay far = replay_yaml(use_take_position("  - Anna use A1c take B2 1\n"));
  REQUIRE(far.violation);
  CHECK_THAT(far.violation->message, Catch::Contains("takes only from a ship A1 touches"));
  // A referee's "stands" applies the take as written: the coin moves.
  qm::Replay ruled = replay_yaml(use_take_position("  - Anna use A1c take B2 1\n"));
  REQUIRE(ruled.violation);
  const qm::StandResult stands = ruled.state->stand(ruled.record->moves[1], *ruled.violation);
  CHECK(stands.applied);
}

TEST_CASE("cargo-not-there on a take", "[pirates][rule][format2][use]") {
  require_valid(replay_yaml(use_take_position("  - Anna use A1c take B1 2\n")));
  pirates_illegal(use_take_position("  - Anna use A1c take B1 1  # <-\n"), "cargo-not-there", 2);
}

TEST_CASE("cargo-places on a take", "[pirates][rule][format2][use]") {
  // A1 has 4 places and 2 crew aboard (A1a, A1c): one coin aboard leaves room for one more,
  // two coins none.
  require_valid(replay_yaml(use_take_position("  - Anna use A1c take B1 3\n", "[1]")));
  pirates_illegal(use_take_position("  - Anna use A1c take B1 3  # <-\n", "[1, 1]"), "cargo-places",
                  2);
}

TEST_CASE("use: the report lists the take", "[pirates][format2][use]") {
  const qm::Replay r = replay_yaml(use_take_position("  - Anna use A1c take B1 3\n"));
  require_valid(r);
  REQUIRE(r.state);
  const qm::Json uses = r.state->audit()["ability_uses"];
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A1c");
  CHECK(uses[0]["effect"] == "take: coin 3 from B1 onto A1");
}

TEST_CASE("use: lines qm does not check are refused", "[pirates][format2][use]") {
  // A `board-range` from a card without one (pirates_use_hit_test.cc).
  pirates_illegal(use_take_position("  - Anna use A1c board-range B2  # <-\n"), "use-source", 2);
  // A `range` from a card without an optional `stat {range}` (pirates_range_test.cc).
  pirates_illegal(use_take_position("  - Anna use A2 range  # <-\n"), "use-source", 2);
  require_unreadable(replay_yaml(use_take_position("  - Anna use A2 place\n")), 0,
                     "qm does not check `use` lines with the effect 'place'");
  // A shot's effect from a card without `when {event: hit}` (pirates_use_hit_test.cc).
  pirates_illegal(use_take_position("  - Anna use A1c @2 kill B1a  # <-\n"), "use-source", 2);
  require_unreadable(replay_yaml(use_take_position("  - Anna use A1c take B1\n")), 0,
                     "missing the items taken");
  // A `take` qm does not model (a swap) is refused, not applied in silence.
  require_unreadable(
      replay_yaml(use_take_position("  - Anna use A1c take B1 3 give 1\n", "[1]",
                                    use_take_header("{from: touching, count: 1, swap: true}"))),
      0, "qm does not check a `take` with these parameters");
  // A format 1 record has no `use` line.
  require_unreadable(
      replay_yaml(pirates_record(kAnna + "  - Anna use A1 take B1 3\n", kPiratesHeader)), 0,
      "is a verb of format 2");
}

// --- cancel ---

namespace {

// A1d, a crew aboard A2, cancels the abilities of a crew or a ship within S of A2, once a turn.
std::string use_cancel_header(const std::string& cancel =
                                  "{target: any, count: 1, within: S, "
                                  "for: turn, once: turn}") {
  return edit(use_take_header(), "  Bruno:\n",
              "      - {id: A1d, nation: Spain, points: 1, abilities: [{cancel: " + cancel +
                  "}], ship: A2}\n  Bruno:\n");
}

std::string use_cancel_position(const std::string& moves,
                                const std::string& header = use_cancel_header()) {
  return use_take_position(moves, "[]", header);
}

// A2 (640,360) misses B1 (60 mm away) with a 2 and rolls again (its Cannoneer A2a): a 5 hits.
const std::string kRerolledShot = "  - Anna shoot A2 1>B1:2,5h\n";

}  // namespace

TEST_CASE("use-source on a cancel", "[pirates][rule][format2][use]") {
  require_valid(replay_yaml(use_cancel_position("  - Anna use A1d cancel B1\n")));
  // A1c's ability is a `take`; a cancelled source does not work.
  pirates_illegal(use_cancel_position("  - Anna use A1c cancel B1  # <-\n"), "use-source", 2);
  pirates_illegal(use_cancel_position("  - Anna use A1d cancel A1c\n"
                                      "  - Anna use A1c take B1 3  # <-\n"),
                  "use-source", 3);
}

TEST_CASE("use-once on a cancel", "[pirates][rule][format2][use]") {
  require_valid(replay_yaml(use_cancel_position(
      "  - Anna use A1d cancel B1\n  - Bruno turn\n  - Anna turn\n  - Anna use A1d cancel B1\n")));
  pirates_illegal(
      use_cancel_position("  - Anna use A1d cancel B1\n  - Anna use A1d cancel B1a  # <-\n"),
      "use-once", 3);
}

TEST_CASE("use-roll on a cancel", "[pirates][rule][format2][use]") {
  // With `roll: 5`: a 5 cancels, a 3 is legal and cancels nothing, no die is use-roll; without
  // a roll, a die written is use-roll.
  const std::string rolled =
      use_cancel_header("{target: any, count: 1, within: S, roll: 5, once: turn}");
  pirates_illegal(use_cancel_position(
                      "  - Anna use A1d cancel A2a 5\n  - Anna shoot A2 1>B1:2,5h  # <-\n", rolled),
                  "shoot-reroll", 3);
  require_valid(
      replay_yaml(use_cancel_position("  - Anna use A1d cancel A2a 3\n" + kRerolledShot, rolled)));
  pirates_illegal(use_cancel_position("  - Anna use A1d cancel A2a  # <-\n", rolled), "use-roll",
                  2);
  pirates_illegal(use_cancel_position("  - Anna use A1d cancel A2a 5  # <-\n"), "use-roll", 2);
}

TEST_CASE("use-target on a cancel", "[pirates][rule][format2][use]") {
  require_valid(replay_yaml(use_cancel_position("  - Anna use A1d cancel B1a\n")));
  // B2 is beyond S of A2; a `target: crew` names a ship.
  pirates_illegal(use_cancel_position("  - Anna use A1d cancel B2  # <-\n"), "use-target", 2);
  pirates_illegal(use_cancel_position("  - Anna use A1d cancel B1  # <-\n",
                                      use_cancel_header("{target: crew, within: S}")),
                  "use-target", 2);
}

TEST_CASE("cancel: the target's abilities stop working for the turn", "[pirates][format2][use]") {
  // A2's Cannoneer re-rolls its miss; cancelled, it does not (shoot-reroll); next turn it does.
  require_valid(replay_yaml(use_cancel_position(kRerolledShot)));
  pirates_illegal(
      use_cancel_position("  - Anna use A1d cancel A2a\n  - Anna shoot A2 1>B1:2,5h  # <-\n"),
      "shoot-reroll", 3);
  require_valid(replay_yaml(use_cancel_position(
      "  - Anna use A1d cancel A2a\n  - Bruno turn\n  - Anna turn\n" + kRerolledShot)));
  // A cancel qm does not model (every crew in play) is refused when used.
  require_unreadable(replay_yaml(use_cancel_position("  - Anna use A1d cancel B1a\n",
                                                     use_cancel_header("{target: all-crew}"))),
                     0, "qm does not check a `cancel` with these parameters");
}
