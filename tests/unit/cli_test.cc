// The qm command line: exit statuses (0 valid, 1 illegal, 2 usage error, 3 unreadable; 3
// wins over 1), `replay --format json` (docs/format.md: one object per line, its keys
// in order), `validate` (the summary line; -j N prints what -j 1 prints), `state --at N`,
// `audit --format markdown` and `rulesets`.
#include <fmt/format.h>
#include <catch2/catch.hpp>
#include <regex>
#include <sstream>

#include "test_support.h"

using namespace qmtest;

namespace {

// The format page's example, finished with the claimed result: valid.
const char* kValid = R"(format: 1
game: loot
ruleset: loot/standard
id: cli-valid
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna attack @1 blue-4
  - Bruno attack @1 gold-4
  - Anna admiral @1
  - Bruno draw
  - Anna draw               # Anna captures @1 before this move
result: {Anna: 5, Bruno: 0}
)";

// Move 3 (line 9) is Carla's, not Bruno's: illegal.
const char* kIllegal = R"(format: 1
game: loot
ruleset: loot/standard
id: cli-illegal
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5
  - Bruno attack @1 blue-2
  - Bruno draw
  - Carla draw
)";

// No `players`: unreadable.
const char* kUnreadable = R"(format: 1
game: loot
ruleset: loot/standard
moves:
  - Anna draw
)";

std::vector<qm::Json> json_lines(const std::string& out) {
  std::vector<qm::Json> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    INFO(line);
    REQUIRE_NOTHROW(lines.push_back(qm::Json::parse(line)));
  }
  return lines;
}

std::vector<std::string> keys_of(const qm::Json& j) {
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
  return keys;
}

const std::vector<std::string> kReportKeys = {
    "record",    "document", "id",       "game",     "ruleset", "status",  "moves",
    "violation", "error",    "finished", "complete", "scores",  "winners", "captures"};

}  // namespace

TEST_CASE("cli: exit statuses", "[cli]") {
  TempDir dir;
  const std::string valid = dir.write("valid.yaml", kValid);
  const std::string illegal = dir.write("illegal.yaml", kIllegal);
  const std::string unreadable = dir.write("unreadable.yaml", kUnreadable);

  SECTION("0: every record valid") {
    CHECK(run_qm({"replay", valid}).exit_code == 0);
    CHECK(run_qm({"validate", valid}).exit_code == 0);
    CHECK(run_qm({"audit", valid}).exit_code == 0);
    CHECK(run_qm({"state", valid, "--at", "3"}).exit_code == 0);
    CHECK(run_qm({"rulesets"}).exit_code == 0);
  }
  SECTION("1: some record illegal") {
    CHECK(run_qm({"replay", illegal}).exit_code == 1);
    CHECK(run_qm({"replay", valid, illegal}).exit_code == 1);
    CHECK(run_qm({"validate", valid, illegal}).exit_code == 1);
    CHECK(run_qm({"audit", illegal}).exit_code == 1);
  }
  SECTION("2: a usage error") {
    CHECK(run_qm({"replay", "--no-such-option", valid}).exit_code == 2);
    CHECK(run_qm({"replay"}).exit_code == 2);  // no record
    CHECK(run_qm({}).exit_code == 2);          // no subcommand
    CHECK(run_qm({"no-such-command"}).exit_code == 2);
    CHECK(run_qm({"replay", "--format", "xml", valid}).exit_code == 2);
    CHECK(run_qm({"state", valid, "--at", "8"}).exit_code == 2);  // 7 moves
    CHECK(run_qm({"state", valid, "--at", "-1"}).exit_code == 2);
    CHECK(run_qm({"state", valid, "--document", "2"}).exit_code == 2);
    CHECK(run_qm({"audit", valid, "--format", "pdf"}).exit_code == 2);
  }
  SECTION("3: some record unreadable, or a file that cannot be read") {
    CHECK(run_qm({"replay", unreadable}).exit_code == 3);
    CHECK(run_qm({"replay", (dir.path() / "missing.yaml").string()}).exit_code == 3);
    CHECK(run_qm({"validate", unreadable}).exit_code == 3);
    CHECK(run_qm({"audit", unreadable}).exit_code == 3);
    CHECK(run_qm({"state", unreadable}).exit_code == 3);
  }
  SECTION("3 wins over 1") {
    CHECK(run_qm({"replay", illegal, unreadable}).exit_code == 3);
    CHECK(run_qm({"replay", unreadable, illegal}).exit_code == 3);
    CHECK(run_qm({"validate", illegal, unreadable, valid}).exit_code == 3);
    CHECK(run_qm({"validate", dir.path().string()}).exit_code == 3);
    // One file of two documents, illegal and unreadable.
    std::string both = dir.write("both/two.yaml", std::string(kIllegal) + "---\n" + kUnreadable);
    CHECK(run_qm({"replay", both}).exit_code == 3);
  }
}

TEST_CASE("cli: replay --format json writes one object per record, keys in the format page's order",
          "[cli][json]") {
  TempDir dir;
  const std::string valid = dir.write("valid.yaml", kValid);
  const std::string illegal = dir.write("illegal.yaml", kIllegal);
  const std::string two = dir.write("two.yaml", std::string(kValid) + "---\n" + kIllegal);

  RunResult run = run_qm({"replay", "--format", "json", valid, illegal, two});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 1);
  std::vector<qm::Json> lines = json_lines(run.out);
  REQUIRE(lines.size() == 4);

  for (const qm::Json& j : lines) {
    INFO(j.dump());
    CHECK(keys_of(j) == kReportKeys);
  }
  const qm::Json& v = lines[0];
  CHECK(v["record"] == valid);
  CHECK(v["document"] == 1);
  CHECK(v["id"] == "cli-valid");
  CHECK(v["game"] == "loot");
  CHECK(v["ruleset"] == "loot/standard");
  CHECK(v["status"] == "valid");
  CHECK(v["moves"] == 7);
  CHECK(v["violation"].is_null());
  CHECK(v["error"].is_null());
  CHECK(v["finished"] == false);
  CHECK(v["complete"] == true);
  CHECK(v["scores"] == qm::Json{{"Anna", 5}, {"Bruno", 0}});
  CHECK(v["winners"] == qm::Json::array({"Anna"}));
  REQUIRE(v["captures"].size() == 1);
  CHECK(keys_of(v["captures"][0]) ==
        std::vector<std::string>{"move", "merchant", "value", "owner", "by"});
  CHECK(v["captures"][0] ==
        qm::Json{{"move", 7}, {"merchant", "@1"}, {"value", 5}, {"owner", "Anna"}, {"by", "Anna"}});

  const qm::Json& i = lines[1];
  CHECK(i["status"] == "illegal");
  CHECK(i["moves"] == 4);  // the moves of the record, not those played
  REQUIRE(i["violation"].is_object());
  CHECK(keys_of(i["violation"]) ==
        std::vector<std::string>{"move", "line", "player", "rule", "message"});
  CHECK(i["violation"]["move"] == 3);
  CHECK(i["violation"]["line"] == 9);
  CHECK(i["violation"]["player"] == "Bruno");
  CHECK(i["violation"]["rule"] == "turn-order");

  // The second document of two.yaml.
  CHECK(lines[2]["document"] == 1);
  CHECK(lines[3]["record"] == two);
  CHECK(lines[3]["document"] == 2);
  CHECK(lines[3]["violation"]["line"] == 17 + 1 + 9);  // kValid's 17 lines, `---`, line 9

  SECTION("score_bounds only when complete is false, between scores and winners") {
    std::string open = five_players_header() + five_players_to_last_card().play("draw").yaml();
    std::string path = dir.write("open.yaml", open);
    RunResult r = run_qm({"replay", "--format", "json", path});
    std::vector<qm::Json> l = json_lines(r.out);
    REQUIRE(l.size() == 1);
    CHECK(l[0]["complete"] == false);
    std::vector<std::string> keys = kReportKeys;
    keys.insert(keys.begin() + 12, "score_bounds");
    CHECK(keys_of(l[0]) == keys);
    CHECK(l[0]["finished"] == true);
  }
  SECTION("--ruleset replays under another ruleset") {
    RunResult r = run_qm({"replay", "--format", "json", "--ruleset", "loot/standard-ja", valid});
    std::vector<qm::Json> l = json_lines(r.out);
    REQUIRE(l.size() == 1);
    CHECK(l[0]["ruleset"] == "loot/standard-ja");
    CHECK(l[0]["status"] == "valid");
    // A --ruleset that names nothing is a usage error (issue 13: one rule, exit 2).
    CHECK(run_qm({"replay", "--ruleset", "loot/no-such-ruleset", valid}).exit_code == 2);
  }
}

TEST_CASE("cli: replay --format json of an unreadable record", "[cli][json]") {
  TempDir dir;
  const std::string unreadable = dir.write("unreadable.yaml", kUnreadable);
  RunResult run = run_qm({"replay", "--format", "json", unreadable});
  CHECK(run.exit_code == 3);
  std::vector<qm::Json> lines = json_lines(run.out);
  REQUIRE(lines.size() == 1);
  const qm::Json& u = lines[0];
  CHECK(u["status"] == "unreadable");
  CHECK(u["violation"].is_null());
  REQUIRE(u["error"].is_object());
  CHECK(u["error"]["line"] == 1);  // a missing field: the first line of the document
  CHECK(u["error"]["column"] == 1);
  CHECK(contains_nocase(u["error"]["message"].get<std::string>(), "players"));
  CHECK(u["scores"].is_null());
}

// Every object has the same keys (docs/format.md): an unreadable record too, with
// captures null.
TEST_CASE("cli: an unreadable record's JSON object has every key of the format page",
          "[cli][json]") {
  TempDir dir;
  RunResult run = run_qm({"replay", "--format", "json", dir.write("unreadable.yaml", kUnreadable)});
  std::vector<qm::Json> lines = json_lines(run.out);
  REQUIRE(lines.size() == 1);
  CHECK(keys_of(lines[0]) == kReportKeys);
}

TEST_CASE("cli: validate prints one line per record and the summary", "[cli][validate]") {
  TempDir dir;
  dir.write("a/valid.yaml", kValid);
  dir.write("a/illegal.yaml", kIllegal);
  dir.write("b/unreadable.yml", kUnreadable);
  dir.write("b/two.yaml", std::string(kValid) + "---\n" + kValid);
  dir.write("b/not-a-record.txt", "ignored: not .yaml");

  RunResult run = run_qm({"validate", dir.path().string()});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 3);
  std::vector<std::string> lines;
  std::istringstream in(run.out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  REQUIRE(lines.size() == 6);  // five records and the summary
  CHECK(lines.back() == "3 valid, 1 illegal, 1 unreadable");
  // In sorted path order.
  CHECK(lines[0].find("a/illegal.yaml") != std::string::npos);
  CHECK(lines[0].find("illegal") != std::string::npos);
  CHECK(lines[1].find("a/valid.yaml") != std::string::npos);

  SECTION("json: the records' objects, then a summary object") {
    RunResult j = run_qm({"validate", "--format", "json", dir.path().string()});
    std::vector<qm::Json> objects = json_lines(j.out);
    REQUIRE(objects.size() == 6);
    CHECK(objects.back() ==
          qm::Json{{"summary", {{"valid", 3}, {"illegal", 1}, {"unreadable", 1}, {"skipped", 0}}}});
  }
}

TEST_CASE("cli: validate -j 2 prints exactly what -j 1 prints", "[cli][validate]") {
  TempDir dir;
  for (int i = 0; i < 40; ++i) {
    const char* text = i % 5 == 0 ? kIllegal : i % 7 == 0 ? kUnreadable : kValid;
    dir.write(fmt::format("r{}.yaml", 100 + i), text);
  }
  dir.write("long.yaml", five_players_header() + five_players_to_last_card().play("draw").yaml());
  for (const char* format : {"text", "json"}) {
    RunResult one = run_qm({"validate", "-j", "1", "--format", format, dir.path().string(),
                            source_path("tests/bad_input")});
    RunResult two = run_qm({"validate", "-j", "2", "--format", format, dir.path().string(),
                            source_path("tests/bad_input")});
    RunResult four = run_qm({"validate", "-j", "4", "--format", format, dir.path().string(),
                             source_path("tests/bad_input")});
    INFO(format);
    CHECK(one.exit_code == 3);
    CHECK(two.exit_code == one.exit_code);
    CHECK(four.exit_code == one.exit_code);
    CHECK(two.out == one.out);
    CHECK(four.out == one.out);
    CHECK(std::count(one.out.begin(), one.out.end(), '\n') > 90);
  }
}

TEST_CASE("cli: state --at N --format json", "[cli][state]") {
  TempDir dir;
  const std::string valid = dir.write("valid.yaml", kValid);

  RunResult run = run_qm({"state", valid, "--at", "4", "--format", "json"});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  qm::Json j = qm::Json::parse(run.out);
  CHECK(j["status"] == "valid");
  const qm::Json& t = j["table"];
  CHECK(t["move"] == 4);
  CHECK(t["to_move"] == "Anna");
  CHECK(t["deck"] == 66);
  REQUIRE(t["at_sea"].size() == 1);
  CHECK(t["at_sea"][0]["merchant"] == "@1");
  CHECK(t["at_sea"][0]["leader"] == "Bruno");  // gold 7 against blue 4
  CHECK(t["hands"][0]["known"] == qm::Json::array({"m2", "blue-2", "green-1", "admiral"}));

  SECTION("--at 0 is the deal") {
    qm::Json d = qm::Json::parse(run_qm({"state", valid, "--at", "0", "--format", "json"}).out);
    CHECK(d["table"]["move"] == 0);
    CHECK(d["table"]["to_move"] == "Anna");
    CHECK(d["table"]["at_sea"].empty());
  }
  SECTION("the end of the record, and the capture before the last move") {
    qm::Json e = qm::Json::parse(run_qm({"state", valid, "--at", "7", "--format", "json"}).out);
    CHECK(e["table"]["move"] == 7);
    CHECK(e["table"]["at_sea"].empty());
    CHECK(e["table"]["captured"][0]["gold"] == 5);
  }
  SECTION("an illegal record: the table stops before the illegal move") {
    const std::string illegal = dir.write("illegal.yaml", kIllegal);
    RunResult r = run_qm({"state", illegal, "--at", "4", "--format", "json"});
    CHECK(r.exit_code == 1);
    qm::Json s = qm::Json::parse(r.out);
    CHECK(s["table"]["move"] == 2);
    CHECK(s["violation"]["rule"] == "turn-order");
  }
}

TEST_CASE("cli: audit --format markdown", "[cli][audit]") {
  TempDir dir;
  const std::string valid = dir.write("valid.yaml", kValid);
  RunResult run = run_qm({"audit", valid, "--format", "markdown"});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  CHECK(run.out.find("#") != std::string::npos);
  CHECK(run.out.find("|---|") != std::string::npos);
  CHECK(run.out.find("Anna") != std::string::npos);
  CHECK(run.out.find("@1") != std::string::npos);

  SECTION("json: the report and the audit") {
    qm::Json j = qm::Json::parse(run_qm({"audit", valid, "--format", "json"}).out);
    CHECK(j["status"] == "valid");
    CHECK(j["audit"]["sides"][0]["side"] == "Anna");
    CHECK(j["audit"]["sides"][0]["captured"] == 5);
    CHECK(j["audit"]["sides"][0]["claimed"] == 5);
  }
}

TEST_CASE("cli: rulesets lists the shipped rulesets", "[cli][rulesets]") {
  RunResult run = run_qm({"rulesets"});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  for (const char* name : {"loot/standard", "loot/partnership", "loot/standard-ja",
                           "loot/partnership-it", "loot/house-end-captures"})
    CHECK(run.out.find(name) != std::string::npos);
  for (const char* option : {"capture_scope", "captain_on_partner_ship", "capture_check_seat",
                             "end_resolves_captures", "admiral_needs_attack", "partnership"})
    CHECK(run.out.find(option) != std::string::npos);

  SECTION("json") {
    qm::Json j = qm::Json::parse(run_qm({"rulesets", "--format", "json"}).out);
    REQUIRE(j.is_array());
    CHECK(j.size() == 12);  // 5 loot, 2 einauge, 5 pirates
    for (const qm::Json& r : j)
      if (r["name"] == "loot/partnership-it") {
        CHECK(r["extends"] == "loot/partnership");
        CHECK(r["changes"] == qm::Json{{"capture_check_seat", "first-seat"}});
        CHECK(r["options"]["partnership"] == "true");
      }
  }
  SECTION("a user's ruleset file by path") {
    TempDir dir;
    std::string path = dir.write(
        "house.yaml",
        "game: loot\nextends: loot/standard-ja\noptions:\n  end_resolves_captures: true\n");
    qm::Json j = qm::Json::parse(run_qm({"rulesets", "--format", "json", path}).out);
    REQUIRE(j.size() == 1);
    CHECK(j[0]["options"]["capture_scope"] == "last-played");
    CHECK(j[0]["options"]["end_resolves_captures"] == "true");
  }
  SECTION("an unknown ruleset is an error") {
    RunResult bad = run_qm({"rulesets", "loot/no-such-ruleset"});
    CHECK(bad.exit_code != 0);
    CHECK(contains_nocase(bad.err, "no-such-ruleset"));
  }
}
