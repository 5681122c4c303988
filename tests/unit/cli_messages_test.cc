// What the command line says when it is used wrongly (issue 13, its acceptance audit): every
// option's range in qm's words (ratings --top, --players), a name the store has no record of
// (ratings --game, --ruleset, --history, --head-to-head), impossible dates, --out that is a
// file, CLI11's own wording turned into sentences that name the option as it is typed, quoted
// names in "its events:" lists, `qm check` on a damaged file, the notice before an upgrade,
// and a --ruleset for another game than the record's (a usage error naming the option).
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "games/game.h"
#include "store/open.h"
#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;

namespace {

const char* kMsgRecord = "records/loot/tnll-2026-01-r1-t4.yaml";  // Anna, Bruno, Carla, Dario

// A store holding kMsgRecord, in `dir`.
std::string msg_store(const TempDir& dir) {
  const std::string db = (dir.path() / "m.db").string();
  RunResult r = run_qm({"import", kMsgRecord, "--db", db});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return db;
}

// Nothing of a library's or CLI11's own wording reaches the user.
void require_plain_words(const RunResult& run) {
  for (const char* word : {"filesystem error", "std::", "is required\n", "excludes", "not expected",
                           "A subcommand", "not in range", "SQLITE", "PRAGMA"})
    CHECK(run.err.find(word) == std::string::npos);
}

}  // namespace

TEST_CASE("ratings: --top and --players out of range say so in qm's words", "[cli][messages]") {
  for (const auto& [option, value] : std::vector<std::pair<std::string, std::string>>{
           {"--top", "0"}, {"--top", "-1"}, {"--players", "0"}}) {
    RunResult run = run_qm({"ratings", option, value});
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find(option + ": must be a whole number from 1 to ") != std::string::npos);
    require_plain_words(run);
  }
}

TEST_CASE("ratings: a game or ruleset or player the store has no record of is a usage error",
          "[cli][messages]") {
  TempDir dir;
  const std::string db = msg_store(dir);
  RunResult game = run_qm({"ratings", "--db", db, "--game", "lot"});
  CHECK(game.exit_code == 2);
  CHECK_THAT(game.err, Catch::Contains("--game") && Catch::Contains("did you mean 'loot'?") &&
                           Catch::Contains("its games: 'loot'"));
  RunResult ruleset = run_qm({"ratings", "--db", db, "--ruleset", "nope"});
  CHECK(ruleset.exit_code == 2);
  CHECK_THAT(ruleset.err, Catch::Contains("its rulesets: 'loot/standard'"));
  RunResult history = run_qm({"ratings", "--db", db, "--history", "Nobody"});
  CHECK(history.exit_code == 2);
  CHECK_THAT(history.err, Catch::Contains("--history") && Catch::Contains("'Anna', 'Bruno'"));
  RunResult pair = run_qm({"ratings", "--db", db, "--head-to-head", "Anna", "Bruna"});
  CHECK(pair.exit_code == 2);
  CHECK_THAT(pair.err,
             Catch::Contains("--head-to-head") && Catch::Contains("did you mean 'Bruno'?"));
  CHECK(run_qm({"ratings", "--db", db, "--history", "Anna"}).exit_code == 0);
  CHECK(run_qm({"ratings", "--db", db, "--game", "loot"}).exit_code == 0);
}

TEST_CASE("stats: the known events are quoted (their names hold commas)", "[cli][messages]") {
  TempDir dir;
  const std::string db = msg_store(dir);
  RunResult run = run_qm({"stats", "--db", db, "--event", "nope"});
  CHECK(run.exit_code == 2);
  CHECK_THAT(run.err, Catch::Contains("its events: 'Thursday Night Loot League, round 1'"));
}

TEST_CASE("stats: --from and --to take only days the calendar has", "[cli][messages]") {
  for (const char* day : {"2026-13-01", "2026-02-30", "2026-00-10", "2025-02-29", "2026-04-31"}) {
    RunResult run = run_qm({"stats", "--db", "missing.db", "--from", day});
    INFO(day << ": " << run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("--from") && Catch::Contains(day));
  }
  TempDir dir;
  const std::string db = msg_store(dir);
  CHECK(run_qm({"stats", "--db", db, "--from", "2024-02-29", "--to", "2026-12-31"}).exit_code == 0);
}

TEST_CASE("an out folder that is a file or cannot be made is said in a sentence",
          "[cli][messages]") {
  TempDir dir;
  const std::string file = dir.write("fg.yaml", "not a folder\n");
  const std::string db = msg_store(dir);
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"simulate", "--ruleset", "loot/standard", "--players",
                                              "3", "--games", "3", "--out", file},
                                             {"export", "--db", db, "--out", file}}) {
    RunResult run = run_qm(args);
    INFO(args[0] << ": " << run.err);
    CHECK(run.exit_code == 3);
    CHECK_THAT(run.err, Catch::Contains("--out " + file + ": is a file, not a folder"));
    require_plain_words(run);
  }
  RunResult below = run_qm({"export", "--db", db, "--out", file + "/sub"});
  CHECK(below.exit_code == 3);
  CHECK_THAT(below.err, Catch::Contains("'" + file + "' is a file, not a folder"));
  require_plain_words(below);
}

TEST_CASE("CLI11's own wording is said in sentences that name the option as typed",
          "[cli][messages]") {
  SECTION("an option that excludes another, given with an unknown one") {
    RunResult run = run_qm({"report", "--db", "seq.db", "--id", "x", "--out", "o"});
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("--id: unknown option of qm report"));
    require_plain_words(run);
  }
  SECTION("two options that exclude each other") {
    RunResult run = run_qm({"report", kMsgRecord, "--db", "seq.db", "--out", "o"});
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("--db cannot be used with RECORDS") ||
                            Catch::Contains("RECORDS cannot be used with --db"));
    require_plain_words(run);
  }
  SECTION("an option that needs another") {
    RunResult run = run_qm({"state", "--id", "x"});
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("--id needs --db"));
    require_plain_words(run);
  }
  SECTION("a missing argument") {
    RunResult run = run_qm({"merge"});
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("OUT is required: the database to add to"));
    require_plain_words(run);
  }
  SECTION("an unknown option, with the nearest one") {
    RunResult run = run_qm({"replay", kMsgRecord, "--formt", "json"});
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("--formt: unknown option of qm replay (did you mean "
                                        "'--format'?)"));
    require_plain_words(run);
  }
  SECTION("no command") {
    RunResult frob = run_qm({"--frob"});
    INFO(frob.err);
    CHECK(frob.exit_code == 2);
    CHECK_THAT(frob.err, Catch::Contains("--frob: unknown option; qm needs a command: replay, "));
    require_plain_words(frob);
    RunResult none = run_qm({});
    CHECK(none.exit_code == 2);
    CHECK_THAT(none.err, Catch::Contains("qm needs a command: replay, "));
  }
  SECTION("an argument a command does not take") {
    RunResult run = run_qm({"stats", "foo"});
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("'foo': an argument qm stats does not take"));
    require_plain_words(run);
  }
}

TEST_CASE("qm delete: an id that names nothing is a usage error (2)", "[cli][messages]") {
  TempDir dir;
  const std::string db = msg_store(dir);
  RunResult run = run_qm({"delete", "--db", db, "--id", "nope"});
  CHECK(run.exit_code == 2);
  CHECK_THAT(run.err, Catch::Contains("'nope'"));
}

TEST_CASE("qm check says what is wrong with a damaged file and not to run qm check",
          "[cli][messages]") {
  TempDir dir;
  const std::string db = msg_store(dir);
  fs::resize_file(db, fs::file_size(db) / 2);
  RunResult run = run_qm({"check", "--db", db});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 3);
  CHECK((run.out + run.err).find("qm check") == std::string::npos);
  CHECK_THAT(run.out, Catch::Contains("is not sound"));
  require_plain_words(run);
}

TEST_CASE("opening an older store says that it is upgraded on stderr only", "[cli][messages]") {
  TempDir dir;
  const std::string db = (dir.path() / "v4.db").string();
  {
    qm::store::Database old(db, true);
    qm::store::apply_schema_steps(old, 0, 4);
  }
  RunResult run = run_qm({"stats", "--db", db, "--format", "json"});
  INFO(run.err);
  CHECK(run.exit_code == 0);
  CHECK_THAT(run.err,
             Catch::Contains("upgrading the database '" + db + "' from store version 4 to ") &&
                 Catch::Contains("this is done once"));
  CHECK(qm::Json::parse(run.out)["games"].is_array());
  // Once: the next command finds it upgraded.
  CHECK(run_qm({"stats", "--db", db, "--format", "json"}).err.empty());
}

TEST_CASE("a --ruleset for another game than the record's is a usage error naming --ruleset",
          "[cli][messages]") {
  TempDir dir;
  const std::string page = (dir.path() / "p.html").string();
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"replay", kMsgRecord, "--ruleset", "einauge/standard"},
           {"validate", kMsgRecord, kMsgRecord, "-j", "2", "--ruleset", "einauge/standard"},
           {"audit", kMsgRecord, "--ruleset", "einauge/standard"},
           {"state", kMsgRecord, "--ruleset", "einauge/standard"},
           {"adjudicate", kMsgRecord, "--ruleset", "einauge/standard"},
           {"report", kMsgRecord, "--out", page, "--ruleset", "einauge/standard"},
           {"compare", "--ruleset", "loot/standard", "--ruleset", "einauge/standard",
            kMsgRecord}}) {
    RunResult run = run_qm(args);
    INFO(args[0] << ": " << run.out << run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("--ruleset einauge/standard: the ruleset is for einauge, "
                                        "but ") &&
                            Catch::Contains("is a record of loot"));
    CHECK(run.err.find(std::string(kMsgRecord) + ":") == std::string::npos);  // no line blamed
  }
}
