// The rest of the rulebook (issue 25), format 2: a `start:` position's terrain (`terrain`) and
// unique treasures (an island's `treasure`, `home`, a ship's `items`, a fort's `gold`), and the
// ruling changes `value`, `face`, `item` of a unique treasure and `place` of a trade current
// (docs/format-pirates.md, "Format 2"; docs/rules-pirates.md, "Rulings").
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2, with Anna's Forged Papers (U1) lying on I2 with 3, 3 and 2,
// a reef T3, a spare fog bank T9 and Anna's spare trade current T6.
std::string rulebook_header() {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "treasure: [1, 1, 1, 2, 2, 2, 3, 3]",
           "treasure: [1, 1, 2, 2, 3, 3, 3, {id: U1, name: Forged Papers, abilities: "
           "[{allow: dock-explore}]}]");
  h = edit(h, "treasure: [3, 2, 1, 2]", "treasure: [3, 3, 2, U1]");
  return edit(h, "fleets:\n",
              "terrain:\n"
              "  - {id: T3, kind: reef, x: 400, y: 420, r: 45}\n"
              "  - {id: T9, kind: fog, r: 60, one: 0, placed: false}\n"
              "  - {id: T6, kind: current, owner: Anna, w: 40, placed: false}\n"
              "fleets:\n");
}

std::string rulebook_record(const std::string& moves) {
  return pirates_record(moves, rulebook_header());
}

// A position over that set-up, Anna to play: the ships where `ships` says, the rest of
// `start:` as `rest` (default: the wild islands as dealt, U1 on I2, nothing at home).
std::string rulebook_position(const std::map<std::string, std::string>& ships,
                              const std::string& moves, const std::string& rest = "") {
  const std::string islands =
      "  islands:\n    I2: {treasure: [3, 3, 2, U1]}\n"
      "    I4: {treasure: [1, 2, 2, 3]}\n"
      "    I5: {treasure: [2, 1, 2, 1]}\n"
      "    I6: {treasure: [3, 2, 2, 1]}\n";
  return pirates_position(ships, moves, "Anna",
                          rest.empty() ? islands + "  home: {Anna: [], Bruno: []}\n" : rest,
                          rulebook_header());
}

const std::string kRulebookIslands =
    "  islands:\n    I2: {treasure: [3, 3, 2]}\n"
    "    I4: {treasure: [1, 2, 2, 3]}\n"
    "    I5: {treasure: [2, 1, 2, 1]}\n"
    "    I6: {treasure: [3, 2, 2, 1]}\n";

qm::Json rulebook_terrain(const qm::Replay& r, const char* id) {
  return table_entry(r, "terrain", id);
}

}  // namespace

TEST_CASE("format 2 `start.terrain`: terrain a position moves or places",
          "[pirates][format2][start][rulebook]") {
  // The reef moved, the spare fog bank placed with A1 lost in it, the current placed.
  const std::string terrain =
      "  terrain:\n    T3: {x: 400, y: 650}\n    T9: {x: 500, y: 400}\n"
      "    T6: {from: [300, 300], to: [420, 360]}\n";
  const std::string yaml =
      rulebook_position({{"A1", "{x: 500, y: 410, heading: 0, in_fog: T9}"}}, kAnna,
                        edit(kRulebookIslands, "[3, 3, 2]", "[3, 3, 2, U1]") +
                            "  home: {Anna: [], Bruno: []}\n" + terrain);
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(rulebook_terrain(r, "T3")["x"] == 400);
  CHECK(rulebook_terrain(r, "T3")["y"] == 650);
  CHECK(rulebook_terrain(r, "T9")["placed"] == true);
  CHECK(rulebook_terrain(r, "T9")["x"] == 500);
  CHECK(rulebook_terrain(r, "T6")["placed"] == true);
  CHECK(rulebook_terrain(r, "T6")["to"] == qm::Json::array({420, 360}));
  CHECK(table_entry(r, "ships", "A1")["in_fog"] == "T9");
  // Without the fog bank's place, A1 cannot be lost in it.
  require_unreadable(replay_yaml(edit(yaml, "    T9: {x: 500, y: 400}\n", "")),
                     line_of(yaml, "in_fog: T9"), "a piece lost in a fog bank stands inside it");
  // Unknown pieces, a field the kind does not have, a piece given twice.
  require_unreadable(replay_yaml(edit(yaml, "T3: {x: 400", "T8: {x: 400")),
                     line_of(yaml, "T3: {x: 400"), "unknown terrain piece 'T8' in 'start.terrain'");
  require_unreadable(replay_yaml(edit(yaml, "y: 650}", "y: 650, frozen: true}")),
                     line_of(yaml, "T3: {x: 400"), "only an iceberg is frozen");
  require_unreadable(replay_yaml(edit(yaml, "T6: {from: [300, 300], ", "T6: {")),
                     line_of(yaml, "T6: {from"), "a trade current's position needs 'from'");
  // Format 1 has no terrain.
  require_unreadable(replay_yaml(edit(yaml, "format: 2", "format: 1")), 0, "format 2");
}

TEST_CASE("format 2 `start:` unique treasures: on an island, at home, aboard",
          "[pirates][format2][start][unique][rulebook]") {
  // U1 at Anna's home: she holds it; I2 no longer has it.
  const std::string at_home =
      rulebook_position({}, kAnna, kRulebookIslands + "  home: {Anna: [3, U1], Bruno: []}\n");
  qm::Replay home = replay_yaml(at_home);
  require_valid(home);
  CHECK(home.state->audit()["players"][0]["uniques_held"] == qm::Json::array({"U1"}));
  CHECK_FALSE(table_entry(home, "islands", "I2").contains("uniques"));
  // Aboard A1, among its items.
  qm::Replay aboard = replay_yaml(
      rulebook_position({{"A1", "{x: 270, y: 200, heading: 0, docked: I1, items: [A1a, U1]}"}},
                        kAnna, kRulebookIslands + "  home: {Anna: [], Bruno: []}\n"));
  require_valid(aboard);
  CHECK(table_entry(aboard, "ships", "A1")["uniques"] == qm::Json::array({"U1"}));
  // In one place only; a fleet's unique treasure by its id; never among a ship's coins.
  require_unreadable(
      replay_yaml(edit(at_home, "heading: 0, docked: I1}", "heading: 0, docked: I1, items: [U1]}")),
      line_of(at_home, "home: {Anna"), "U1 is in two places: aboard A1");
  require_unreadable(replay_yaml(edit(at_home, "[3, U1]", "[3, U7]")),
                     line_of(at_home, "home: {Anna"), "unknown unique treasure 'U7'");
  require_unreadable(
      replay_yaml(edit(at_home, "heading: 0, docked: I1}", "heading: 0, docked: I1, gold: [U1]}")),
      line_of(at_home, "A1: {x: 270"), "a unique treasure aboard is written in");
}

TEST_CASE("unique-take at a `start:` position", "[pirates][format2][start][unique][rule]") {
  // A1 docked at I2 since the turn began, where U1 lies with 3, 3 and 2 (the set-up's place,
  // written again in I2's treasure).
  const std::string yaml = rulebook_position({{"A1", "{x: 490, y: 200, heading: 0, docked: I2}"}},
                                             kAnna + "  - Anna explore A1 3 U1\n",
                                             kRulebookIslands + "  home: {Anna: [], Bruno: []}\n");
  qm::Replay r =
      replay_yaml(edit(yaml, "I2: {treasure: [3, 3, 2]}", "I2: {treasure: [3, 3, 2, U1]}"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["uniques"] == qm::Json::array({"U1"}));
  // Not named anywhere in the position, U1 lies where the header put it: on I2.
  pirates_illegal(edit(yaml, "Anna explore A1 3 U1\n", "Anna explore A1 3  # <-\n"), "unique-take",
                  2);
}

TEST_CASE("ruling-impossible: value, face, a unique treasure moved, a current placed",
          "[pirates][format2][ruling][rule][rulebook]") {
  // U1 is brought home by a ruling and is worth 4 from then on: Anna scores 4.
  qm::Replay worth =
      replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"Treasure map\" item U1 home; value "
                                          "U1 4\n"));
  require_valid(worth);
  CHECK(worth.state->audit()["players"][0]["uniques_held"] == qm::Json::array({"U1"}));
  CHECK(score_of(worth, "Anna") == 4);
  // A unique treasure out of the game has no value to change.
  pirates_illegal(rulebook_record(kAnna + "  - Anna ruling \"x\" item U1 out; value U1 4  # <-\n"),
                  "ruling-impossible", 2);
  // A1a starts face down: turned up once, not twice; never turned down from face down.
  require_valid(replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"x\" face A1a up\n")));
  pirates_illegal(rulebook_record(kAnna + "  - Anna ruling \"x\" face A1a up; face A1a up  # <-\n"),
                  "ruling-impossible", 2);
  pirates_illegal(rulebook_record(kAnna + "  - Anna ruling \"x\" face A1a down  # <-\n"),
                  "ruling-impossible", 2);
  // The spare current takes its strip.
  qm::Replay placed =
      replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"x\" place T6 300,300 420,360\n"));
  require_valid(placed);
  CHECK(rulebook_terrain(placed, "T6")["placed"] == true);
  CHECK(rulebook_terrain(placed, "T6")["x"] == 300);
  CHECK(rulebook_terrain(placed, "T6")["to"] == qm::Json::array({420, 360}));
  // Unreadable: a current's place without its second end, a circle's with two; a value that
  // is not gold; `value` of a crew; a face neither up nor down.
  require_unreadable(replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"x\" place T6 1,2\n")),
                     0, "place T X1,Y1 X2,Y2");
  require_unreadable(
      replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"x\" place T3 1,2 3,4\n")), 0,
      "`place T X,Y`");
  require_unreadable(replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"x\" value U1 lots\n")),
                     0, "'lots' is not a unique treasure's gold value");
  require_unreadable(replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"x\" value A1a 2\n")), 0,
                     "'A1a' is not a unique treasure of the record");
  require_unreadable(
      replay_yaml(rulebook_record(kAnna + "  - Anna ruling \"x\" face A1a sideways\n")), 0,
      "'sideways' is not a face");
}

TEST_CASE("cargo-not-there with a unique treasure in a fort at a `start:` position",
          "[pirates][format2][start][unique][fort][rule]") {
  // Anna's fort FA stands on I2 with 3, 2 and U1 inside; A1 docks there and loads U1.
  const std::string header =
      edit(rulebook_header(), "  Bruno:\n",
           "    forts:\n      - {id: FA, name: Fort Anna, cost: 3, flags: [3L, 3S]}\n  Bruno:\n");
  const std::string rest =
      "  islands:\n    I2: {explored: true}\n"
      "    I4: {treasure: [1, 2, 2, 3]}\n"
      "    I5: {treasure: [2, 1, 2, 1]}\n"
      "    I6: {treasure: [3, 2, 2, 1]}\n"
      "  home: {Anna: [3], Bruno: [2, 2]}\n"
      "  forts: {FA: {island: I2, gold: [3, 2, U1]}}\n";
  const std::string yaml = pirates_position(
      {{"A1", "{x: 560, y: 280, heading: 90}"}},
      kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n  - Anna load A1 U1\n", "Anna", rest,
      header);
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["uniques"] == qm::Json::array({"U1"}));
  // In the fort, Anna held it before the load.
  qm::Replay before = replay_yaml(edit(yaml, "  - Anna load A1 U1\n", ""));
  require_valid(before);
  CHECK(before.state->audit()["players"][0]["uniques_held"] == qm::Json::array({"U1"}));
  // Not named by the position, U1 lies in I2's treasure, where the header put it: a load
  // takes a unique treasure only out of one's own fort.
  pirates_illegal(edit(edit(yaml, "gold: [3, 2, U1]", "gold: [3, 2]"), "Anna load A1 U1\n",
                       "Anna load A1 U1  # <-\n"),
                  "cargo-not-there", 4);
}

TEST_CASE("format 2 `start.terrain`: a frozen iceberg touches an island",
          "[pirates][format2][start][rulebook]") {
  // T2 drifted against I6 (centre 920,560, r 50): at (860,510) it is 78 mm from I6's centre,
  // within 50 + 30 + 2.
  const std::string header =
      edit(rulebook_header(), "terrain:\n",
           "terrain:\n  - {id: T2, kind: iceberg, x: 740, y: 380, r: 30, gold: 4, one: 90}\n");
  const std::string yaml = pirates_position({}, kAnna, "Anna",
                                            std::string(kStartIslands) +
                                                "  terrain:\n    T2: {x: 860, y: 510, frozen: "
                                                "true}\n",
                                            header);
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(rulebook_terrain(r, "T2")["frozen"] == true);
  CHECK(rulebook_terrain(r, "T2")["x"] == 860);
  // At sea, it cannot be frozen.
  require_unreadable(replay_yaml(edit(yaml, "{x: 860, y: 510,", "{x: 740, y: 400,")),
                     line_of(yaml, "T2: {x: 860"), "iceberg T2 at (740,400) touches no island");
}
