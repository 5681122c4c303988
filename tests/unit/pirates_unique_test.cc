// Format 2's unique treasures (docs/rules-pirates.md, "Unique treasures"): read from the
// fleets' and islands' `treasure`, counted by fleet-treasure and setup-treasure, fleet-unique,
// unique-take, explore-not-there and the cargo lines (cargo-not-there) with them, and their
// abilities aboard a ship of any nation.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2, with Anna's Forged Papers (U1, an Explorer's ability) among
// her treasure: she brings the coins 1, 1, 2, 2, 3, 3, 3 (15 gold) and U1, which lies on I2
// with 3, 3 and 2.
const char* const kPapers = "{id: U1, name: Forged Papers, abilities: [{allow: dock-explore}]}";

std::string unique_header() {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "treasure: [1, 1, 1, 2, 2, 2, 3, 3]",
           std::string("treasure: [1, 1, 2, 2, 3, 3, 3, ") + kPapers + "]");
  return edit(h, "treasure: [3, 2, 1, 2]", "treasure: [3, 3, 2, U1]");
}

std::string unique_record(const std::string& moves) {
  return pirates_record(moves, unique_header());
}

// A1 sails to I2 and docks there (move 6); Anna's third turn begins (move 8): the next line
// is move 9, with A1 docked at I2 since the turn began.
const std::string kUniqueAtI2 =
    kAnna + "  - Anna move A1 353,200 436,200\n  - Bruno turn\n" + kAnna +
    "  - Anna move A1 490,200\n  - Anna dock A1 I2\n  - Bruno turn\n" + kAnna;

// Then A1 explores two 3s and U1 (move 9), sails home and docks there, unloading the gold
// (move 16): the next line is move 17, A1 docked at home this turn.
const std::string kHome = kUniqueAtI2 + "  - Anna explore A1 3 3 U1\n  - Bruno turn\n" + kAnna +
                          "  - Anna move A1 407,200 324,200\n  - Bruno turn\n" + kAnna +
                          "  - Anna move A1 270,200\n  - Anna dock A1 I1 unload 3 3\n";

qm::Json unique_ship(const qm::Replay& r, const char* id) { return table_entry(r, "ships", id); }
qm::Json unique_island(const qm::Replay& r, const char* id) {
  return table_entry(r, "islands", id);
}

}  // namespace

TEST_CASE("format 2: unique treasures are read from the fleets and the islands",
          "[pirates][format2][unique]") {
  qm::Replay r = replay_yaml(unique_record(kAnna));
  require_valid(r);
  CHECK(unique_island(r, "I2")["uniques"] == qm::Json::array({"U1"}));
  CHECK(unique_island(r, "I2")["coins"] == qm::Json::array({3, 3, 2}));
  const std::string yaml = unique_record(kAnna);
  // An island names a fleet's unique treasure by its id, and nothing else.
  require_unreadable(replay_yaml(edit(yaml, "[3, 3, 2, U1]", "[3, 3, 2, U9]")),
                     line_of(yaml, "id: I2"), "'U9' in an island's treasure is not a unique");
  require_unreadable(replay_yaml(edit(yaml, "[3, 3, 2, U1]", "[3, 3, 2, A1a]")),
                     line_of(yaml, "id: I2"), "not a unique treasure of a fleet");
  // A fleet writes the entry; a bare id there is unreadable.
  require_unreadable(replay_yaml(edit(yaml, kPapers, "U1")), line_of(yaml, "Forged Papers"),
                     "a unique treasure in a fleet is written {id, name, abilities}");
  require_unreadable(replay_yaml(edit(yaml, "name: Forged Papers, ", "")),
                     line_of(yaml, "Forged Papers"), "a unique treasure needs 'name'");
  // Format 1 has no unique treasures: an id among the coins is not a coin.
  require_unreadable(replay_yaml(edit(yaml, "format: 2", "format: 1")), line_of(yaml, "id: I2"),
                     "a coin's gold must be a whole number from 1 to 1000, not the text 'U1'");
}

TEST_CASE(
    "format 2: a unique treasure a `start:` position does not name lies where the header "
    "put it",
    "[pirates][format2][unique]") {
  // Where a position puts them: pirates_rulebook_test.cc.
  qm::Replay r = replay_yaml(pirates_position({}, kAnna, "Anna", "", unique_header()));
  require_valid(r);
  CHECK(unique_island(r, "I2")["uniques"] == qm::Json::array({"U1"}));
}

TEST_CASE("format 2: fleet-treasure counts unique treasures, setup-treasure places them",
          "[pirates][format2][unique][rule]") {
  require_valid(replay_yaml(unique_record(kAnna)));
  // Eight coins (16 gold) and the Papers: nine treasures.
  const std::string more = edit(unique_record(kAnna), "treasure: [1, 1, 2, 2, 3, 3, 3, ",
                                "treasure: [1, 1, 1, 2, 2, 3, 3, 3, ");
  pirates_illegal(mark(more, "  Anna:"), "fleet-treasure", 0);
  CHECK(contains_nocase(replay_yaml(more).violation->message,
                        "8 coin(s) worth 16 gold and 1 unique treasure(s)"));
  // Placed twice, or on no island.
  const std::string twice =
      edit(unique_record(kAnna), "treasure: [1, 2, 2, 3]", "treasure: [U1, 2, 2, 3]");
  pirates_illegal(mark(twice, "id: I4"), "setup-treasure", 0);
  CHECK(contains_nocase(replay_yaml(twice).violation->message, "U1 is placed twice"));
  const std::string nowhere = edit(unique_record(kAnna), "[3, 3, 2, U1]", "[3, 3, 2, 1]");
  pirates_illegal(mark(nowhere, "islands:"), "setup-treasure", 0);
  CHECK(contains_nocase(replay_yaml(nowhere).violation->message,
                        "U1 (brought by Anna) lies on "
                        "no island"));
}

TEST_CASE("fleet-unique", "[pirates][format2][unique][rule]") {
  // Anna brings 2, 2, 2, 3, 3, 3 (15 gold) and two unique treasures, U1 and U2, both on I5.
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "treasure: [1, 1, 1, 2, 2, 2, 3, 3]",
           "treasure: [2, 2, 2, 3, 3, 3, {id: U1, name: Forged Papers}, {id: U2, name: "
           "Letter of Marque}]");
  h = edit(h, "treasure: [2, 1, 2, 1]", "treasure: [2, U1, 2, U2]");
  h = edit(h, "treasure: [3, 2, 2, 1]", "treasure: [3, 2, 2, 3]");
  require_valid(replay_yaml(pirates_record(kAnna, h)));
  const std::string same = edit(h, "Letter of Marque", "Forged Papers");
  pirates_illegal(pirates_record(kAnna, mark(same, "  Anna:")), "fleet-unique", 0);
  CHECK(contains_nocase(replay_yaml(pirates_record(kAnna, same)).violation->message,
                        "two unique treasures named 'Forged Papers'"));
}

TEST_CASE("unique-take", "[pirates][format2][unique][rule]") {
  qm::Replay r = replay_yaml(unique_record(kUniqueAtI2 + "  - Anna explore A1 3 3 U1\n"));
  require_valid(r);
  CHECK(unique_ship(r, "A1")["uniques"] == qm::Json::array({"U1"}));
  CHECK(unique_ship(r, "A1")["gold"] == qm::Json::array({3, 3}));  // U1 takes no cargo place
  CHECK(!unique_island(r, "I2").contains("uniques"));
  // The Papers read as the Explorer: it works aboard A1 (of any nation).
  CHECK(unique_ship(r, "A1")["keywords"] == qm::Json::array({"captain", "explorer"}));
  pirates_illegal(unique_record(kUniqueAtI2 + "  - Anna explore A1 3 3  # <-\n"), "unique-take", 9);
  // A unique treasure left on an island joins its treasure: the next explore takes it.
  const std::string leave = kUniqueAtI2 + "  - Anna explore A1 3 3 U1\n  - Bruno turn\n" + kAnna +
                            "  - Anna move A1 492,215\n  - Anna dock A1 I2\n" +
                            "  - Anna leave A1 U1\n";
  qm::Replay left = replay_yaml(unique_record(leave + "  - Anna explore A1 2 U1\n"));
  require_valid(left);
  CHECK(unique_ship(left, "A1")["uniques"] == qm::Json::array({"U1"}));
  pirates_illegal(unique_record(leave + "  - Anna explore A1 2  # <-\n"), "unique-take", 15);
}

TEST_CASE("explore-not-there with unique treasures", "[pirates][format2][unique][rule]") {
  pirates_illegal(unique_record(kUniqueAtI2 + "  - Anna explore A1 3 U1 A1a  # <-\n"),
                  "explore-not-there", 9);
  pirates_illegal(unique_record(kUniqueAtI2 + "  - Anna explore A1 3 U7  # <-\n"),
                  "explore-not-there", 9);
}

TEST_CASE("cargo-not-there with unique treasures", "[pirates][format2][unique][rule]") {
  qm::Replay r = replay_yaml(unique_record(kHome + "  - Anna unload A1 U1\n"));
  require_valid(r);
  CHECK(!unique_ship(r, "A1").contains("uniques"));
  CHECK(unique_island(r, "I1")["uniques"] == qm::Json::array({"U1"}));
  CHECK(r.state->audit()["players"][0]["uniques_held"] == qm::Json::array({"U1"}));
  CHECK(r.state->audit()["players"][0]["uniques_brought"] == qm::Json::array({"U1"}));
  // Unloaded at home, a unique treasure is never loaded again; one not aboard is not unloaded.
  pirates_illegal(unique_record(kHome + "  - Anna unload A1 U1\n  - Anna load A1 U1  # <-\n"),
                  "cargo-not-there", 18);
  pirates_illegal(unique_record(kHome + "  - Anna unload A1 U1\n  - Anna unload A1 U1  # <-\n"),
                  "cargo-not-there", 18);
  // One in a wild island's treasure is explored, not loaded (A1 redocks at I2).
  pirates_illegal(unique_record(kUniqueAtI2 + "  - Anna move A1 492,215\n  - Anna dock A1 I2\n"
                                              "  - Anna load A1 U1  # <-\n"),
                  "cargo-not-there", 11);
}

// Bruno's turn after A1 explored 3, 3 and U1 at I2 (move 9): a ruling places B1 80 mm south
// of A1 (move 11), the next line is move 12.
static const std::string kBrunoNear = kUniqueAtI2 + "  - Anna explore A1 3 3 U1\n  - Bruno turn\n" +
                                      "  - Bruno ruling \"a squall\" at B1 490,280\n";

TEST_CASE("sink-share with unique treasures", "[pirates][format2][unique][rule]") {
  // A1 derelict (a ruling takes its two masts): the hit sinks it with 3, 3 and U1 aboard;
  // Bruno takes 2 of the 3 treasures and names them.
  const std::string sinking = kBrunoNear + "  - Bruno ruling \"rocks\" mast A1 -1; mast A1 -2\n" +
                              "  - Bruno shoot B1 1>A1:6h share 3,U1";
  qm::Replay r = replay_yaml(unique_record(sinking + "\n"));
  require_valid(r);
  CHECK(unique_island(r, "I3")["uniques"] == qm::Json::array({"U1"}));
  CHECK(!unique_island(r, "I1").contains("uniques"));
  CHECK(r.state->audit()["players"][1]["uniques_held"] == qm::Json::array({"U1"}));
  // Two coins are two of the three as well: the Papers go to Anna's home.
  qm::Replay coins = replay_yaml(unique_record(edit(sinking, "share 3,U1", "share 3,3") + "\n"));
  require_valid(coins);
  CHECK(unique_island(coins, "I1")["uniques"] == qm::Json::array({"U1"}));
  pirates_illegal(unique_record(edit(sinking, "share 3,U1", "share 3") + "  # <-\n"), "sink-share",
                  13);
  pirates_illegal(unique_record(edit(sinking, "share 3,U1", "share 3,U9") + "  # <-\n"),
                  "sink-share", 13);
}

TEST_CASE("board-take with unique treasures", "[pirates][format2][unique][rule]") {
  // B1 comes to touch A1 (41 mm), rams it (5 > 2 masts: mast 2 falls) and wins the boarding.
  const std::string boarding =
      kBrunoNear + "  - Bruno move B1 490,241\n  - Bruno ram B1 A1 5h\n  - Bruno board B1 A1 6 1";
  qm::Replay r = replay_yaml(unique_record(boarding + " take U1\n"));
  require_valid(r);
  CHECK(unique_ship(r, "B1")["uniques"] == qm::Json::array({"U1"}));
  CHECK(!unique_ship(r, "A1").contains("uniques"));
  pirates_illegal(unique_record(boarding + " take U9  # <-\n"), "board-take", 14);
  pirates_illegal(unique_record(boarding + " kill U1  # <-\n"), "board-take", 14);
}

TEST_CASE("explore at sea moves unique treasures", "[pirates][format2][unique][rule]") {
  // A ruling brings A2 to touch A1 (41 mm), which carries U1; A2 explores A1 and takes it.
  const std::string beside = kUniqueAtI2 + "  - Anna explore A1 3 3 U1\n  - Bruno turn\n" + kAnna +
                             "  - Anna ruling \"a tow\" at A2 490,241\n";
  qm::Replay r = replay_yaml(unique_record(beside + "  - Anna explore A2 A1 U1\n"));
  require_valid(r);
  CHECK(unique_ship(r, "A2")["uniques"] == qm::Json::array({"U1"}));
  CHECK(!unique_ship(r, "A1").contains("uniques"));
  pirates_illegal(
      unique_record(beside + "  - Anna explore A2 A1 U1\n  - Anna explore A1 A2 U9  # <-\n"),
      "cargo-not-there", 14);
}

TEST_CASE("ability: a unique treasure with two keywords", "[pirates][format2][unique][ability]") {
  // The Papers with an Explorer's and a Helmsman's ability, aboard A1 after the explore of
  // move 9: on Anna's next turn A1 explores I2 again for free (the coin of 2 left there), then
  // sails home with L, L and the Helmsman's S (83, 83 and 54 mm).
  const std::string two = edit(unique_header(), "abilities: [{allow: dock-explore}]",
                               "abilities: [{allow: dock-explore}, helmsman]");
  const std::string explore = kUniqueAtI2 + "  - Anna explore A1 3 3 U1\n  - Bruno turn\n" + kAnna +
                              "  - Anna explore A1 2\n";
  const std::string home = explore + "  - Anna move A1 407,200 324,200 270,200  # <-\n";
  const std::string yaml = pirates_record(home, two);
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(unique_ship(r, "A1")["keywords"] == qm::Json::array({"helmsman", "captain", "explorer"}));
  // With the Explorer's ability alone the third segment is one too many; with the
  // Helmsman's alone the explore was A1's action.
  pirates_illegal(unique_record(home), "move-turn-inside-segment", 13);
  pirates_illegal(pirates_record(home, edit(unique_header(), "abilities: [{allow: dock-explore}]",
                                            "abilities: [helmsman]")),
                  "action-budget", 13);
}
