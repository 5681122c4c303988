// Format 2's cargo lines (docs/rules-pirates.md, "Cargo: moving items"): crew starting at home
// (`at: home`), `load`, `unload`, `transfer`, `leave` and the explore at sea, each rule legal
// and illegal (cargo-not-docked, cargo-place, cargo-not-own, cargo-not-there, fort-withdraw,
// cargo-places, cargo-points, cargo-zero-point-crew, explore-sea-target, explore-sea-contact),
// and the option cargo_moves (pirates/while-docked).
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2, with Anna's crew at home: A1b (Spain, 2 points), A1c (Spain,
// 7), A1y (Spain, 0), A1z (England, 0); Anna owns fort FA (cost 3). Anna's fleet: 27 + 9 = 36.
std::string cargo_header(const std::string& ruleset = "pirates/standard") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "ruleset: pirates/standard", "ruleset: " + ruleset);
  return edit(h, "  Bruno:\n", R"(      - {id: A1b, nation: Spain, points: 2, at: home}
      - {id: A1c, nation: Spain, points: 7, at: home}
      - {id: A1y, nation: Spain, points: 0, at: home}
      - {id: A1z, nation: England, points: 0, at: home}
    forts:
      - {id: FA, name: Fort Anna, cost: 3, flags: [3L]}
  Bruno:
)");
}

// A1 leaves its berth at I1 by a few mm and docks there again: it docked this turn.
const std::string kRedock = kAnna + "  - Anna move A1 268,217\n  - Anna dock A1 I1\n";

std::string at_home(const std::string& moves, const std::string& ruleset = "pirates/standard") {
  return pirates_record(moves, cargo_header(ruleset));
}

// A position: Anna to play, the ships where `ships` says (the others docked at home).
std::string at_sea(const std::map<std::string, std::string>& ships, const std::string& moves,
                   const std::string& rest = kStartIslands) {
  return pirates_position(ships, moves, "Anna", rest, cargo_header());
}

qm::Json table(const qm::Replay& r) { return r.state->table(); }

qm::Json ship_json(const qm::Replay& r, const char* id) { return table_entry(r, "ships", id); }

}  // namespace

TEST_CASE("format 2: crew start at home (`at: home`) and work only aboard", "[pirates][format2]") {
  qm::Replay r = replay_yaml(at_home(kAnna));
  require_valid(r);
  CHECK(table(r)["islands"][0]["crew"] == qm::Json::array({"A1b", "A1c", "A1y", "A1z"}));
  CHECK(ship_json(r, "A1")["crew"] == qm::Json::array({"A1a"}));
  // Format 1 has no `at`; a crew is aboard a ship or at home, not both.
  require_unreadable(
      replay_yaml(pirates_record(
          kAnna, edit(kPiratesHeader, "ability: captain, ship: A1", "ability: captain, at: home"))),
      0, "'at' in a crew is a field of format 2");
  const std::string both = at_home(kAnna);
  require_unreadable(
      replay_yaml(edit(both, "points: 2, at: home", "points: 2, at: home, ship: A1")),
      line_of(both, "A1b"), "aboard a ship ('ship') or at home, not both");
}

TEST_CASE("cargo-not-docked", "[pirates][rule][format2][cargo]") {
  qm::Replay r = replay_yaml(at_home(kRedock + "  - Anna load A1 A1b\n"));
  require_valid(r);
  CHECK(ship_json(r, "A1")["crew"] == qm::Json::array({"A1a", "A1b"}));
  CHECK(table(r)["islands"][0]["crew"] == qm::Json::array({"A1c", "A1y", "A1z"}));
  // Docked since the turn began (cargo_moves: on-dock); docked nowhere.
  pirates_illegal(at_home(kAnna + "  - Anna load A1 A1b  # <-\n"), "cargo-not-docked", 2);
  pirates_illegal(at_home(kAnna + "  - Anna move A1 353,200\n  - Anna load A1 A1b  # <-\n"),
                  "cargo-not-docked", 3);
  // pirates/while-docked: whenever it is docked.
  require_valid(replay_yaml(at_home(kAnna + "  - Anna load A1 A1b\n", "pirates/while-docked")));
  // A transfer: A2 docked at I1 since the turn began, A1 docked this turn; A2 at I2 is not at
  // the same island.
  require_valid(replay_yaml(at_home(kRedock + "  - Anna transfer A1 A2 A1a\n")));
  require_valid(
      replay_yaml(at_home(kRedock + "  - Anna load A1 A1b\n  - Anna transfer A2 A1 A2a\n")));
  pirates_illegal(at_home(kAnna + "  - Anna transfer A2 A1 A2a  # <-\n"), "cargo-not-docked", 2);
  pirates_illegal(at_sea({{"A1", "{x: 480, y: 200, heading: 0}"},
                          {"A2", "{x: 560, y: 270, heading: 90, docked: I2}"}},
                         kAnna + "  - Anna transfer A2 A1 A2a  # <-\n"),
                  "cargo-not-docked", 2);
}

TEST_CASE("cargo-place", "[pirates][rule][format2][cargo]") {
  // Unloading crew at home; leaving crew and coins on a wild island.
  const std::map<std::string, std::string> at_i2 = {
      {"A1", "{x: 480, y: 200, heading: 0, gold: [2, 1]}"}};
  const std::string dock_i2 = kAnna + "  - Anna move A1 490,200\n  - Anna dock A1 I2\n";
  qm::Replay r = replay_yaml(at_home(kRedock + "  - Anna unload A1 A1a\n"));
  require_valid(r);
  CHECK(table(r)["islands"][0]["crew"][0] == "A1a");
  r = replay_yaml(at_sea(at_i2, dock_i2 + "  - Anna leave A1 A1a 2\n"));
  require_valid(r);
  CHECK(table(r)["islands"][1]["coins"] == qm::Json::array({3, 2, 1, 2, 2}));
  CHECK(table(r)["islands"][1]["crew"] == qm::Json::array({"A1a"}));
  CHECK(ship_json(r, "A1")["gold"] == qm::Json::array({1}));
  CHECK(r.state->audit()["players"][0]["left"] == 2);
  // Unloading on a wild island; leaving on a home island; coins loaded with no fort of hers;
  // coins unloaded by a cargo line (the dock line unloads them).
  pirates_illegal(at_sea(at_i2, dock_i2 + "  - Anna unload A1 A1a  # <-\n"), "cargo-place", 4);
  pirates_illegal(at_home(kRedock + "  - Anna leave A1 A1a  # <-\n"), "cargo-place", 4);
  pirates_illegal(at_sea(at_i2, dock_i2 + "  - Anna load A1 3  # <-\n"), "cargo-place", 4);
  pirates_illegal(at_sea({{"A1", "{x: 268, y: 217, heading: 0, gold: [2]}"}},
                         kAnna + "  - Anna move A1 270,200\n  - Anna dock A1 I1 unload 2\n"
                                 "  - Anna unload A1 2  # <-\n"),
                  "cargo-place", 4);
}

TEST_CASE("cargo-not-own", "[pirates][rule][format2][cargo]") {
  require_valid(replay_yaml(at_home(kRedock + "  - Anna load A1 A1b\n")));
  // Bruno's crew; a transfer to Bruno's ship docked at the same island.
  pirates_illegal(at_home(kRedock + "  - Anna load A1 B1a  # <-\n"), "cargo-not-own", 4);
  pirates_illegal(at_sea({{"A1", "{x: 480, y: 200, heading: 0}"},
                          {"B1", "{x: 560, y: 270, heading: 90, docked: I2}"}},
                         kAnna + "  - Anna move A1 490,200\n  - Anna dock A1 I2\n"
                                 "  - Anna transfer A1 B1 A1a  # <-\n"),
                  "cargo-not-own", 4);
}

TEST_CASE("cargo-not-there", "[pirates][rule][format2][cargo]") {
  require_valid(replay_yaml(at_home(kRedock + "  - Anna unload A1 A1a\n  - Anna load A1 A1a\n")));
  // A crew aboard another ship; a crew not aboard; an id the record lacks; a coin not aboard.
  pirates_illegal(at_home(kRedock + "  - Anna load A1 A2a  # <-\n"), "cargo-not-there", 4);
  pirates_illegal(at_home(kRedock + "  - Anna unload A1 A2a  # <-\n"), "cargo-not-there", 4);
  pirates_illegal(at_home(kRedock + "  - Anna load A1 A9x  # <-\n"), "cargo-not-there", 4);
  pirates_illegal(at_home(kRedock + "  - Anna transfer A1 A2 3  # <-\n"), "cargo-not-there", 4);
  // The same crew named twice.
  pirates_illegal(at_home(kRedock + "  - Anna load A1 A1b A1b  # <-\n"), "cargo-not-there", 4);
}

TEST_CASE("fort-withdraw", "[pirates][rule][format2][cargo][fort]") {
  // A1 docked at I2 (explored, a coin of 2 left); Anna builds FA there paying 3 (FA holds 3 and
  // 2); on her next turn A1 leaves and docks again and loads from the fort.
  const std::string rest = kFortRest;
  const std::string built = kAnna +
                            "  - Anna build FA I2 A1 pay 3\n  - Bruno turn\n  - Anna turn\n"
                            "  - Anna move A1 561,271\n  - Anna dock A1 I2\n";
  const std::map<std::string, std::string> ships = {
      {"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  qm::Replay r = replay_yaml(at_sea(ships, built + "  - Anna load A1 2\n", rest));
  require_valid(r);
  CHECK(table(r)["forts"][0]["gold"] == qm::Json::array({3}));
  CHECK(ship_json(r, "A1")["gold"] == qm::Json::array({2}));
  CHECK(r.state->audit()["players"][0]["fort_withdrawn"] == 2);
  // The 3 would leave 2 inside, less than the fort's cost.
  pirates_illegal(at_sea(ships, built + "  - Anna load A1 3  # <-\n", rest), "fort-withdraw", 7);
  // Crew unloaded into the fort, loaded back.
  require_valid(
      replay_yaml(at_sea(ships, built + "  - Anna unload A1 A1a\n  - Anna load A1 A1a\n", rest)));
}

TEST_CASE("cargo-places", "[pirates][rule][format2][cargo]") {
  // A1 (4 places) carries A1a and three coins; A2a comes aboard from A2 at I2.
  const std::string moves = kAnna + "  - Anna move A1 490,200\n  - Anna dock A1 I2\n";
  const auto ships = [](const std::string& gold) {
    return std::map<std::string, std::string>{
        {"A1", "{x: 480, y: 200, heading: 0, gold: " + gold + "}"},
        {"A2", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  };
  require_valid(replay_yaml(at_sea(ships("[1, 1]"), moves + "  - Anna transfer A2 A1 A2a\n")));
  pirates_illegal(at_sea(ships("[1, 1, 1]"), moves + "  - Anna transfer A2 A1 A2a  # <-\n"),
                  "cargo-places", 4);
}

TEST_CASE("cargo-points", "[pirates][rule][format2][cargo]") {
  // A1 (9 points) carries A1a (3): A1b (2) fits, A1c (7) does not.
  require_valid(replay_yaml(at_home(kRedock + "  - Anna load A1 A1b\n")));
  pirates_illegal(at_home(kRedock + "  - Anna load A1 A1c  # <-\n"), "cargo-points", 4);
}

TEST_CASE("cargo-zero-point-crew", "[pirates][rule][format2][cargo]") {
  require_valid(replay_yaml(at_home(kRedock + "  - Anna load A1 A1y\n")));
  pirates_illegal(at_home(kRedock + "  - Anna load A1 A1z  # <-\n"), "cargo-zero-point-crew", 4);
}

TEST_CASE("explore-sea-target", "[pirates][rule][format2][cargo]") {
  // A1 at sea touches A2 (40 mm), and B1 (40 mm on the other side).
  std::map<std::string, std::string> ships = {{"A1", "{x: 400, y: 400, heading: 0}"},
                                              {"A2", "{x: 440, y: 400, heading: 0}"},
                                              {"B1", "{x: 360, y: 400, heading: 0}"}};
  qm::Replay r = replay_yaml(at_sea(ships, kAnna + "  - Anna explore A1 A2 A2a give A1a\n"));
  require_valid(r);
  CHECK(ship_json(r, "A1")["crew"] == qm::Json::array({"A2a"}));
  CHECK(ship_json(r, "A2")["crew"] == qm::Json::array({"A1a"}));
  pirates_illegal(at_sea(ships, kAnna + "  - Anna explore A1 B1  # <-\n"), "explore-sea-target", 2);
  pirates_illegal(at_sea(ships, kAnna + "  - Anna explore A1 FA  # <-\n"), "explore-sea-target", 2);
  // An enemy derelict: its coins may be taken; never its crew, and nothing is given.
  ships["B1"] = "{x: 360, y: 400, heading: 0, lost: [1, 2], gold: [3]}";
  r = replay_yaml(at_sea(ships, kAnna + "  - Anna explore A1 B1 3\n"));
  require_valid(r);
  CHECK(ship_json(r, "A1")["gold"] == qm::Json::array({3}));
  CHECK(r.state->audit()["players"][0]["derelict_in"] == 3);
  CHECK(r.state->audit()["players"][1]["derelict_out"] == 3);
  pirates_illegal(at_sea(ships, kAnna + "  - Anna explore A1 B1 B1a  # <-\n"), "explore-sea-target",
                  2);
  pirates_illegal(at_sea(ships, kAnna + "  - Anna explore A1 B1 3 give A1a  # <-\n"),
                  "explore-sea-target", 2);
  // An explore at sea is the ship's standard action.
  pirates_illegal(at_sea(ships, kAnna + "  - Anna explore A1 B1 3\n  - Anna explore A1 A2  # <-\n"),
                  "action-budget", 3);
}

TEST_CASE("explore-sea-contact", "[pirates][rule][format2][cargo]") {
  std::map<std::string, std::string> ships = {{"A1", "{x: 400, y: 400, heading: 0}"},
                                              {"A2", "{x: 442, y: 400, heading: 0}"}};
  require_valid(replay_yaml(at_sea(ships, kAnna + "  - Anna explore A1 A2 A2a\n")));
  ships["A2"] = "{x: 450, y: 400, heading: 0}";
  pirates_illegal(at_sea(ships, kAnna + "  - Anna explore A1 A2 A2a  # <-\n"),
                  "explore-sea-contact", 2);
  CHECK_THAT(replay_yaml(at_sea(ships, kAnna + "  - Anna explore A1 A2 A2a\n")).violation->message,
             Catch::Contains("A1 is 10.0 mm from A2's disc; exploring at sea needs contact (2 mm); "
                             "it would touch if the ships' r were 24.0 mm or more"));
}

TEST_CASE("format 2 cargo lines are written back as read", "[pirates][format2][cargo]") {
  qm::Replay r = replay_yaml(at_home(kRedock + "  - Anna load A1 A1b A1y\n"));
  require_valid(r);
  CHECK(table(r)["last"]["line"] == "Anna load A1 A1b A1y");
  CHECK(table(r)["last"]["island"] == "I1");
}

TEST_CASE("format 2 cargo: a crew's keyword works only aboard", "[pirates][format2][cargo]") {
  // A1b, a Spanish explorer, at home: A1 has no explorer; once loaded, it has.
  const std::string header =
      edit(cargo_header(), "{id: A1b, nation: Spain, points: 2, at: home}",
           "{id: A1b, nation: Spain, points: 2, abilities: [explorer], at: home}");
  qm::Replay r = replay_yaml(pirates_record(kAnna, header));
  require_valid(r);
  CHECK(ship_json(r, "A1")["keywords"] == qm::Json::array({"captain"}));
  r = replay_yaml(pirates_record(kRedock + "  - Anna load A1 A1b\n", header));
  require_valid(r);
  CHECK(ship_json(r, "A1")["keywords"] == qm::Json::array({"captain", "explorer"}));
}

TEST_CASE("format 2 cargo: a referee's stands on cargo-points moves the crew",
          "[pirates][format2][cargo]") {
  // The replay stops at the illegal line; the ruling applies it as played.
  qm::Replay r = replay_yaml(at_home(kRedock + "  - Anna load A1 A1c\n"));
  REQUIRE(r.violation);
  REQUIRE(r.state);
  CHECK(r.state->stand(r.record->moves[3], *r.violation).applied);
  CHECK(ship_json(r, "A1")["crew"] == qm::Json::array({"A1a", "A1c"}));
  // cargo-not-own cannot stand.
  qm::Replay other = replay_yaml(at_home(kRedock + "  - Anna load A1 B1a\n"));
  REQUIRE(other.violation);
  REQUIRE(other.state);
  const qm::StandResult no = other.state->stand(other.record->moves[3], *other.violation);
  CHECK(!no.applied);
  CHECK(contains_nocase(no.why_not, "cannot move them"));
}

// --- equipment ---

namespace {

// cargo_header with Anna's equipment: A1e (3 points) aboard A1, A2e (4) and A3e (5) at home;
// Anna's fleet: 36 + 12 = 48, so the game is of 50 points.
std::string equipment_header(const std::string& ruleset = "pirates/standard") {
  std::string h = edit(cargo_header(ruleset), "points: 40", "points: 50");
  return edit(h, "    forts:\n", R"(    equipment:
      - {id: A1e, name: Spyglass, points: 3, ship: A1}
      - {id: A2e, name: Chain Shot, points: 4, abilities: [{ruling: "a chain shot", affects: [shoot]}], at: home}
      - {id: A3e, name: Grappling Hooks, points: 5, at: home}
    forts:
)");
}

}  // namespace

TEST_CASE("format 2 equipment: points, places and the fleet rules",
          "[pirates][format2][cargo][equipment]") {
  const std::string header = equipment_header();
  qm::Replay r = replay_yaml(pirates_record(kAnna, header));
  require_valid(r);
  CHECK(ship_json(r, "A1")["crew"] == qm::Json::array({"A1a", "A1e"}));
  CHECK(table(r)["islands"][0]["crew"] ==
        qm::Json::array({"A1b", "A1c", "A1y", "A1z", "A2e", "A3e"}));
  // fleet-points counts equipment; fleet-crew-points its points apart from the crew's.
  const qm::Replay over =
      replay_yaml(pirates_record(kAnna, edit(header, "points: 50", "points: 47")));
  REQUIRE(over.violation);
  CHECK(over.violation->rule == "fleet-points");
  const qm::Replay heavy = replay_yaml(
      pirates_record(kAnna, edit(edit(header, "points: 3, ship: A1", "points: 10, ship: A1"),
                                 "points: 50", "points: 60")));
  REQUIRE(heavy.violation);
  CHECK(heavy.violation->rule == "fleet-crew-points");
  CHECK(contains_nocase(heavy.violation->message, "the equipment of A1 cost 10 points"));
  // fleet-cargo: A1 (4 places) with A1a, A1e, A2e, A3e and one more crew.
  std::string full = edit(header, "points: 4, abilities", "points: 0, abilities");
  full = edit(full,
              "A2e, name: Chain Shot, points: 0, abilities: [{ruling: \"a chain shot\", "
              "affects: [shoot]}], at: home}",
              "A2e, name: Chain Shot, points: 0, abilities: [{ruling: \"a chain shot\", "
              "affects: [shoot]}], ship: A1}");
  full = edit(full, "A3e, name: Grappling Hooks, points: 5, at: home}",
              "A3e, name: Grappling Hooks, points: 0, ship: A1}");
  full = edit(full, "{id: A1y, nation: Spain, points: 0, at: home}",
              "{id: A1y, nation: Spain, points: 0, ship: A1}");
  const qm::Replay crowded = replay_yaml(pirates_record(kAnna, full));
  REQUIRE(crowded.violation);
  CHECK(crowded.violation->rule == "fleet-cargo");
}

TEST_CASE("format 2 equipment: loaded, left and taken like crew",
          "[pirates][format2][cargo][equipment]") {
  // A1 (9 points) carries A1a (3) and A1e (3): A2e (4) fits (equipment 7, crew 3, apart);
  // A3e (5) too makes 12 equipment points.
  require_valid(
      replay_yaml(pirates_record(kRedock + "  - Anna load A1 A2e\n", equipment_header())));
  pirates_illegal(pirates_record(kRedock + "  - Anna load A1 A2e A3e  # <-\n", equipment_header()),
                  "cargo-points", 4);
  // Under cargo_points: combined the crew's 3 and the equipment's 7 make 10, more than 9.
  TempDir dir;
  const std::string combined =
      dir.write("combined.yaml",
                "game: pirates\nextends: pirates/standard\noptions:\n  cargo_points: combined\n");
  require_valid(replay_yaml(pirates_record(kRedock, equipment_header(combined))));
  const std::string heavier =
      pirates_record(kRedock + "  - Anna load A1 A2e  # <-\n", equipment_header(combined));
  pirates_illegal(heavier, "cargo-points", 4);
  CHECK(contains_nocase(replay_yaml(heavier).violation->message, "(cargo_points: combined)"));
  // Left on a wild island, any player's ship may load it; another player's crew, never.
  const std::string moves = kAnna +
                            "  - Anna move A1 490,200\n  - Anna dock A1 I2\n"
                            "  - Anna leave A1 A1e\n  - Bruno turn\n"
                            "  - Bruno move B1 630,200\n  - Bruno dock B1 I2\n";
  const std::map<std::string, std::string> ships = {{"A1", "{x: 480, y: 200, heading: 0}"},
                                                    {"B1", "{x: 700, y: 200, heading: 180}"}};
  qm::Replay r = replay_yaml(pirates_position(ships, moves + "  - Bruno load B1 A1e\n", "Anna",
                                              kStartIslands, equipment_header()));
  require_valid(r);
  CHECK(ship_json(r, "B1")["crew"] == qm::Json::array({"B1a", "A1e"}));
  pirates_illegal(pirates_position(ships, moves + "  - Bruno load B1 A1a  # <-\n", "Anna",
                                   kStartIslands, equipment_header()),
                  "cargo-not-own", 8);
}
