// The Pirates engine through whole records: a position (`start:`) played through ram,
// board, tow, sinking with a share, unloading and repair, with the table of `qm state` (its
// `last` line and, when a line breaks a rule, its `fault`), the events for the store, and
// fleet and set-up violations reported before the first move (move null, the header line).
#include <catch2/catch.hpp>

#include <string>

#include "pirates_support.h"
#include "replay/present.h"
#include "report/record_page.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The set-up of pirates_support.h without A1's crew; the leading blank line keeps the
// record's line numbers.
const std::string kHeader = std::string("\n").append(
    edit(kPiratesHeader,
         "      - {id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}\n", ""));

const std::string kScenario = kHeader + R"(start:
  player: Anna
  ships:
    A1: {x: 300, y: 380, heading: 0, lost: [2]}
    A2: {x: 380, y: 580, heading: 0}
    B1: {x: 420, y: 380, heading: 180, gold: [3]}
    B2: {x: 380, y: 460, heading: 90, lost: [1, 2], gold: [2]}
  home: {Anna: [], Bruno: []}
moves:
  - Anna turn
  - Anna move A1 380,380
  - Anna ram A1 B1 3h
  - Anna board A1 B1 4 2 take 3
  - Anna move A2 380,500
  - Anna tow A2 B2
  - Bruno turn
  - Bruno move B1 500,380
  - Anna turn
  - Anna move A2 330,470 280,440
  - Anna move A1 320,320 260,260
  - Bruno turn
  - Bruno move B1 450,400 400,420
  - Bruno shoot B1 1>B2:4h share 2
  - Anna turn
  - Anna move A1 250,250
  - Anna dock A1 I1 unload 3
  - Anna move A2 230,420
  - Bruno turn
  - Anna turn
  - Anna repair A1
)";

qm::Json table_at(const std::string& yaml, int at) {
  qm::ReplayOptions options;
  options.stop_after = at;
  qm::Replay r = replay_yaml(yaml, options);
  REQUIRE(r.state);
  return r.state->table();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("pirates engine: a position played through every free action", "[pirates][engine]") {
  qm::Replay r = replay_yaml(kScenario);
  require_valid(r);
  CHECK(score_of(r, "Anna") == 3);
  CHECK(score_of(r, "Bruno") == 2);
  CHECK(qmtest::report(r)["finished"] == false);

  qm::Json t = table_at(kScenario, 3);  // after the ram
  CHECK(t["ships"][0]["stuck_on"] == "B1");
  CHECK(t["ships"][2]["masts"][1]["standing"] == false);
  CHECK(t["last"]["verb"] == "ram");
  CHECK(t["last"]["removed"] == 2);

  t = table_at(kScenario, 4);  // the board took B1's coin of 3
  CHECK(t["ships"][0]["gold"] == qm::Json::array({3}));
  CHECK(t["ships"][2]["gold"].empty());

  t = table_at(kScenario, 6);  // A2 tows the derelict B2, which is Anna's now
  CHECK(t["ships"][3]["owner"] == "Anna");
  CHECK(t["ships"][3]["fleet"] == "Bruno");
  CHECK(t["ships"][3]["towed_by"] == "A2");
  CHECK(t["ships"][1]["towing"] == "B2");
  CHECK(t["ships"][3]["x"] == Approx(380));
  CHECK(t["ships"][3]["y"] == Approx(540));

  t = table_at(kScenario, 8);  // B1 moved away: A1 is no longer stuck
  CHECK(t["ships"][0]["stuck_on"].is_null());

  t = table_at(kScenario, 14);  // B1 sank B2: Bruno takes its one coin
  CHECK(t["ships"][3]["sunk"] == true);
  CHECK(t["ships"][1]["towing"].is_null());
  CHECK(t["home"]["Bruno"]["gold"] == 2);
  CHECK(t["last"]["shots"][0]["sank"] == true);
  CHECK(t["last"]["shots"][0]["hit"] == true);
  CHECK(t["last"]["share"] == qm::Json::array({2}));

  t = table_at(kScenario, 17);  // A1 unloaded its 3 at home
  CHECK(t["home"]["Anna"]["gold"] == 3);
  CHECK(t["ships"][0]["docked"] == "I1");
  CHECK(t["ships"][0]["gold"].empty());

  t = r.state->table();  // the repair at home restored A1's mast 2
  CHECK(t["ships"][0]["masts"][1]["standing"] == true);
  CHECK(t["fault"].is_null());

  const qm::Json a = r.state->audit();
  CHECK(a["players"][0]["boarded_in"] == 3);
  CHECK(a["players"][0]["unloaded"] == 3);
  CHECK(a["players"][0]["lost_sunk"] == 2);
  CHECK(a["players"][1]["shared_in"] == 2);
  CHECK(a["end"].is_null());

  std::map<std::string, int> kinds;
  for (const qm::GameEvent& e : r.state->events()) ++kinds[e.kind];
  // One shot: its kind says its ruler and whether it hit (pirates_stats.h).
  CHECK(kinds["shot S hit"] + kinds["shot S miss"] + kinds["shot L hit"] + kinds["shot L miss"] ==
        1);
  CHECK(kinds["ship sunk"] == 1);
  CHECK(kinds["gold shared"] == 2);
  CHECK(kinds["gold unloaded"] == 1);
  CHECK(kinds["gold boarded"] == 1);
}

TEST_CASE("pirates engine: the fault of a line that breaks a rule", "[pirates][engine]") {
  // A1 sails into B1.
  std::string yaml = replaced(kScenario, "Anna move A1 380,380", "Anna move A1 350,380 400,380");
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "move-through-obstacle", 2, line_of(yaml, "Anna move A1 350,380 400,380"));
  qm::Json f = r.state->table()["fault"];
  CHECK(f["kind"] == "path-through");
  CHECK(f["obstacle"] == "B1");
  CHECK(f["obstacle_kind"] == "ship");
  CHECK(f["from"] == qm::Json::array({350.0, 380.0}));
  CHECK(f["overlap"] == Approx(20));
  // The table is the one before the line: A1 has not moved.
  CHECK(r.state->table()["ships"][0]["x"] == 300);

  // B1 shoots B2 from too far.
  yaml = replaced(kScenario, "Bruno move B1 450,400 400,420", "Bruno move B1 450,400");
  r = replay_yaml(yaml);
  require_illegal(r, "shoot-range", 14, line_of(yaml, "Bruno shoot B1"));
  f = r.state->table()["fault"];
  CHECK(f["kind"] == "out-of-range");
  CHECK(f["shooter"] == "B1");
  CHECK(f["target"] == "B2");
  CHECK(f["reach"] == Approx(83.8));
  CHECK(f["distance"].get<double>() > 85.8);
  CHECK(r.state->table()["ships"][3]["sunk"] == false);

  // A rule without geometry: a fault with kind null.
  yaml = replaced(kScenario, "Anna tow A2 B2", "Anna tow A2 B1");
  r = replay_yaml(yaml);
  require_illegal(r, "tow-not-derelict", 6, line_of(yaml, "Anna tow A2 B1"));
  f = r.state->table()["fault"];
  CHECK(f["kind"].is_null());
  CHECK(f["rule"] == "tow-not-derelict");
  CHECK(f["ship"] == "A2");
}

TEST_CASE("pirates engine: fleet and set-up violations come before the first move",
          "[pirates][engine]") {
  const std::string example = kHeader + R"(moves:
  - Anna turn
)";
  std::string yaml = replaced(example, "points: 40", "points: 20");
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "fleet-points", 0, line_of(yaml, "  Anna:"));
  CHECK(qmtest::report(r)["violation"]["move"].is_null());
  CHECK(qmtest::report(r)["violation"]["player"] == "Anna");
  REQUIRE(r.state);
  CHECK(r.state->table()["last"].is_null());

  yaml = replaced(example, "{id: I5, x: 560, y: 560, r: 50, treasure: [2, 1, 2, 1]}",
                  "{id: I5, x: 560, y: 560, r: 50, treasure: [2, 1, 2]}");
  r = replay_yaml(yaml);
  require_illegal(r, "setup-treasure", 0, line_of(yaml, "{id: I5"));
}

TEST_CASE("pirates engine: the end of the game and the claimed result", "[pirates][engine]") {
  // Anna's home gold goes from 7 to 9, above half of the 15 she brought.
  const std::string yaml = kHeader + R"(start:
  player: Anna
  ships:
    A1: {x: 260, y: 260, heading: 225, gold: [2]}
    A2: {x: 200, y: 270, heading: 270, docked: I1}
    B1: {x: 850, y: 200, heading: 0}
    B2: {x: 920, y: 270, heading: 270, docked: I3}
  home: {Anna: [3, 3, 1], Bruno: []}
moves:
  - Anna turn
  - Anna move A1 250,250
  - Anna dock A1 I1 unload 2
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(qmtest::report(r)["finished"] == true);
  CHECK(qmtest::report(r)["end"] == "home-gold");
  CHECK(score_of(r, "Anna") == 9);
  CHECK(qmtest::report(r)["winners"] == qm::Json::array({"Anna"}));
  CHECK(r.state->audit()["end"] == "home-gold");

  r = replay_yaml(yaml + "  - Bruno turn\n");
  require_illegal(r, "game-over", 4, line_of(yaml + "  - Bruno turn\n", "Bruno turn"));

  require_valid(replay_yaml(yaml + "result: {Anna: 9, Bruno: 0}\n"));
  r = replay_yaml(yaml + "result: {Anna: 8, Bruno: 0}\n");
  require_illegal(r, "result-mismatch", 0, 0);

  // Under half-of-total the line is 15 of the 30 brought: the game goes on.
  r = replay_under(yaml + "  - Bruno turn\n", "pirates/half-of-total");
  require_valid(r);
  CHECK(qmtest::report(r)["finished"] == false);
}

namespace {

// A dispute measured at the table, written with what the referee knows: the ships, the
// coins left on I2 and I5 and the gold at home, but not what each fleet brought. The
// position's gold is 3 at Anna's home, 2 aboard B1 and 3 on the islands: 8.
std::string position_without_treasure(const std::string& fleets_treasure) {
  std::string header = kHeader;
  header = edit(header, "    treasure: [1, 1, 1, 2, 2, 2, 3, 3]\n", fleets_treasure);
  header = edit(header, "    treasure: [1, 1, 2, 2, 2, 2, 2, 3]\n", "");
  for (const char* island : {"I2", "I4", "I5", "I6"}) {
    const size_t at = header.find(std::string("{id: ") + island);
    const size_t from = header.find(", treasure:", at), to = header.find('}', from);
    header.erase(from, to - from);
  }
  return header + R"(start:
  player: Anna
  ships:
    A1: {x: 300, y: 380, heading: 0}
    A2: {x: 380, y: 580, heading: 0}
    B1: {x: 620, y: 380, heading: 180, gold: [2]}
    B2: {x: 920, y: 270, heading: 270, docked: I3}
  islands:
    I2: {treasure: [1, 1], explored: true}
    I5: {treasure: [1]}
  home: {Anna: [3], Bruno: []}
moves:
  - Anna turn
  - Anna move A1 380,380
  - Bruno turn
)";
}

}  // namespace

TEST_CASE("pirates: a start position without every fleet's treasure does not end the game",
          "[pirates][engine][start]") {
  // No fleet gives its treasure: the gold brought is not known. (Before, the position's 8
  // gold was taken as 4 brought by each, and Anna's 3 at home ended the game at once.)
  for (const std::string& treasure : {std::string(""), std::string("    treasure: [2, 2]\n")}) {
    INFO("Anna's fleet: " << (treasure.empty() ? "no treasure" : treasure));
    const std::string yaml = position_without_treasure(treasure);
    qm::Replay r = replay_yaml(yaml);
    require_valid(r);
    CHECK(qmtest::report(r)["finished"] == false);
    CHECK(qmtest::report(r)["end"].is_null());
    const qm::Json table = r.state->table();
    CHECK(table["end"].is_null());
    REQUIRE(table["end_reason"].is_string());
    CHECK(contains_nocase(table["end_reason"].get<std::string>(), "is not known"));
    // The audit says what is unknown rather than leaving gold unaccounted for.
    const qm::Json audit = r.state->audit();
    CHECK(audit["gold"]["brought"].is_null());
    for (const qm::Json& p : audit["players"]) CHECK(p["brought"].is_null());
    const std::string text = qm::audit_text(r, qm::TextStyle::Plain);
    INFO(text);
    CHECK(contains_nocase(text, "the gold brought is unknown"));
    CHECK(contains_nocase(text, "End: the game has not ended; whether a player's home gold"));
    CHECK(contains_nocase(qm::table_text(r), "Note: whether a player's home gold"));
    // The verdict says what it rests on, in every form a referee reads it.
    const std::string caveat = "caveat: whether a player's home gold has ended the game";
    CHECK(contains_nocase(qm::verdict_text(r), "\n  " + caveat));
    CHECK(contains_nocase(qm::verdict_line(r), caveat));
    REQUIRE(qmtest::report(r)["caveats"].size() == 1);
    CHECK(contains_nocase(qmtest::report(r)["caveats"][0].get<std::string>(), "is not known"));
    TempDir dir;
    const qm::report::RecordsPage page = qm::report::records_page({dir.write("start.yaml", yaml)});
    CHECK(
        contains_nocase(page.html, "<p class=\"caveat\">Caveat: whether a player&#39;s home gold"));
    CHECK(page.html.find("  caveat: ") == std::string::npos);  // once, not also in the line
  }
  // Every fleet's treasure given and covering the position: the end is decided as before.
  const std::string known =
      edit(position_without_treasure("    treasure: [1, 1, 1, 2, 2, 2, 3, 3]\n"),
           "    ships:\n      - {id: B1",
           "    treasure: [1, 1, 2, 2, 2, 2, 2, 3]\n    ships:\n      - {id: B1");
  qm::Replay r = replay_yaml(known);
  require_valid(r);
  CHECK(r.state->audit()["gold"]["brought"] == 30);
  CHECK(r.state->table()["end_reason"].is_null());
  CHECK_FALSE(qmtest::report(r).contains("caveats"));
  CHECK(qm::verdict_text(r).find("caveat") == std::string::npos);
}
