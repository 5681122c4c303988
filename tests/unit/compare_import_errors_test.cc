// Issue 13: `qm compare` and `qm import` list every unreadable problem of a record, as `qm
// replay` does (the first on the verdict line, the others indented, each at its
// file:line:column; in JSON `error`, and `errors` when several), and their summaries count
// in the singular when there is one.
#include <catch2/catch.hpp>

#include "test_support.h"

using namespace qmtest;

namespace {

// Two mistakes: no `format:` (line 1) and `#1` read as a comment in the attack (line 6).
const char* const kTwoMistakesRecord = R"(game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5
  - Bruno attack #1 green-3
)";

// A partnership game whose fourth move is unreadable: under loot/partnership one problem;
// under loot/standard its `teams:` first, then that move (read without being played).
const char* const kTeamsAndBadMoveRecord = R"(format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Orcas: [Anna, Carla]
  Rays: [Bruno, Dario]
moves:
  - Anna merchant m5
  - Bruno draw
  - Carla draw
  - Dario atack @1 blue-2
)";

bool output_has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The object of `qm compare --format json` output that lists `record` (one JSON object a
// line); null when none does.
qm::Json compare_listing_of(const std::string& out, const std::string& record) {
  std::size_t start = 0;
  while (start < out.size()) {
    std::size_t end = out.find('\n', start);
    if (end == std::string::npos) end = out.size();
    qm::Json j = qm::Json::parse(out.substr(start, end - start));
    if (j.contains("record") && j["record"] == record) return j;
    start = end + 1;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("qm compare lists every problem of a record unreadable under both",
          "[compare][errors][cli]") {
  TempDir dir;
  const std::string file = dir.write("two-mistakes.yaml", kTwoMistakesRecord);
  RunResult text =
      run_qm({"compare", "--ruleset", "loot/standard", "--ruleset", "loot/standard-ja", file});
  INFO(text.out << text.err);
  CHECK(text.exit_code == 3);
  CHECK(
      output_has(text.out, file + ": unreadable under both: " + file + ":1:1: the record has no"));
  CHECK(output_has(text.out, "\n  " + file + ":6:11: missing argument"));
  // An unreadable record is not also counted among those that are the same.
  CHECK(output_has(text.out,
                   "1 record compared: 0 differ (verdict 0, winners 0, scores 0), 0 the "
                   "same; 1 unreadable under both"));

  SECTION("JSON: listed without --list all, with `error` and `errors`, as qm replay has them") {
    RunResult json = run_qm({"compare", "--ruleset", "loot/standard", "--ruleset",
                             "loot/standard-ja", "--format", "json", file});
    INFO(json.out << json.err);
    CHECK(json.exit_code == 3);
    const qm::Json listed = compare_listing_of(json.out, file);
    REQUIRE(listed.is_object());
    for (const char* side : {"a", "b"}) {
      const qm::Json& o = listed[side];
      CHECK(o["status"] == "unreadable");
      CHECK(o["error"]["line"] == 1);
      REQUIRE(o["errors"].size() == 2);
      CHECK(o["errors"][0] == o["error"]);
      CHECK(o["errors"][1]["line"] == 6);
      CHECK(o["errors"][1]["column"] == 11);
    }
    CHECK(output_has(json.out, "{\"summary\":{\"records\":1,"));
    CHECK(output_has(json.out, "\"same\":0,\"unreadable\":1,"));
  }
}

TEST_CASE("qm compare lists each side's problems of a record unreadable differently under each",
          "[compare][errors][cli]") {
  TempDir dir;
  const std::string file = dir.write("teams.yaml", kTeamsAndBadMoveRecord);
  RunResult text =
      run_qm({"compare", "--ruleset", "loot/partnership", "--ruleset", "loot/standard", file});
  INFO(text.out << text.err);
  CHECK(text.exit_code == 3);  // unreadable under both, if not alike: it differs in verdict
  // Under loot/standard: `teams:` (line 5), then the move on line 12, indented under it.
  CHECK(output_has(text.out, "  loot/standard:    unreadable (" + file + ":5:"));
  CHECK(output_has(text.out, "\n    " + file + ":12:"));
  CHECK(output_has(text.out, "1 record compared: 1 differs (verdict 1"));

  RunResult json = run_qm({"compare", "--ruleset", "loot/partnership", "--ruleset", "loot/standard",
                           "--format", "json", file});
  const qm::Json listed = compare_listing_of(json.out, file);
  REQUIRE(listed.is_object());
  CHECK_FALSE(listed["a"].contains("errors"));  // one problem: the format's keys only
  REQUIRE(listed["b"]["errors"].size() == 2);
  CHECK(listed["b"]["errors"][1]["line"] == 12);
}

TEST_CASE("qm import lists every problem of an unreadable record", "[import][errors][cli]") {
  TempDir dir;
  const std::string file = dir.write("two-mistakes.yaml", kTwoMistakesRecord);
  const std::string db = (dir.path() / "text.db").string();
  RunResult text = run_qm({"import", "--db", db, file});
  INFO(text.out << text.err);
  CHECK(text.exit_code == 3);
  CHECK(output_has(text.err, "qm: " + file + ":1:1: the record has no 'format' field"));
  CHECK(output_has(text.err, "\n  " + file + ":6:11: missing argument"));

  const std::string json_db = (dir.path() / "json.db").string();
  RunResult json = run_qm({"import", "--db", json_db, "--format", "json", file});
  INFO(json.out << json.err);
  CHECK(json.exit_code == 3);
  const qm::Json j = qm::Json::parse(json.out);
  REQUIRE(j["unreadable_records"].size() == 1);
  const qm::Json& problem = j["unreadable_records"][0];
  CHECK(problem["error"]["line"] == 1);
  REQUIRE(problem["errors"].size() == 2);
  CHECK(problem["errors"][0] == problem["error"]);
  CHECK(problem["errors"][1]["line"] == 6);
  CHECK(problem["errors"][1]["column"] == 11);
}

TEST_CASE("qm compare --simulate 1 counts one game in the singular", "[compare][cli]") {
  RunResult run = run_qm({"compare", "--ruleset", "loot/standard", "--ruleset", "loot/standard-ja",
                          "--simulate", "1", "--players", "3"});
  INFO(run.out << run.err);
  CHECK(output_has(run.out, "1 paired game, 3 players, seed 1"));
}
