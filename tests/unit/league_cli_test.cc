// What a league organiser types (issue 23): record-choosing filters that can match nothing
// are usage errors; importing a corrected record again says how to replace it.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "test_support.h"

using namespace qmtest;

namespace {

// A store of records/ in `dir`.
std::string samples_store(const TempDir& dir) {
  const std::string db = (dir.path() / "league.db").string();
  REQUIRE(run_qm({"import", source_path("records"), "--db", db}).exit_code == 1);
  return db;
}

}  // namespace

TEST_CASE("stats and ratings: --from later than --to is a usage error", "[cli][league]") {
  TempDir dir;
  const std::string db = samples_store(dir);
  for (const char* command : {"stats", "ratings"}) {
    INFO(command);
    const RunResult r = run_qm({command, "--db", db, "--from", "2026-05-01", "--to", "2026-01-01"});
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("--from") &&
                          Catch::Contains("2026-05-01 is later than --to 2026-01-01"));
    CHECK(r.out.empty());
    // The same day for both is one day, not an error.
    CHECK(run_qm({command, "--db", db, "--from", "2026-03-14", "--to", "2026-03-14"}).exit_code ==
          0);
  }
}

TEST_CASE(
    "import: a corrected record's message names --replace; --replace of the same record "
    "says unchanged",
    "[cli][league]") {
  TempDir dir;
  const std::string db = (dir.path() / "l.db").string();
  const std::string record =
      "format: 1\ngame: loot\nruleset: loot/standard\nid: g1\nplayers: [Anna, Bruno]\nmoves:\n"
      "  - Anna draw\n  - Bruno draw\n";
  const std::string first = dir.write("a/g1.yaml", record);
  REQUIRE(run_qm({"import", "--db", db, first}).exit_code == 0);
  const std::string corrected = dir.write("b/g1.yaml", "date: 2026-11-05\n" + record);
  const RunResult refused = run_qm({"import", "--db", db, corrected});
  CHECK(refused.exit_code == 3);
  CHECK_THAT(refused.err, Catch::Contains("already in the database with different content") &&
                              Catch::Contains("qm import --replace"));
  // The same record again with --replace: nothing to replace.
  const RunResult same = run_qm({"import", "--replace", "--db", db, first});
  CHECK(same.exit_code == 0);
  CHECK(same.out == "0 new, 0 replaced, 1 unchanged, 0 illegal, 0 unreadable\n");
  const RunResult same_json =
      run_qm({"import", "--replace", "--db", db, first, "--format", "json"});
  CHECK_THAT(same_json.out,
             Catch::Contains("\"replaced\": 0") && Catch::Contains("\"already_present\": 1"));
  // The corrected one replaces it.
  const RunResult replaced = run_qm({"import", "--replace", "--db", db, corrected});
  CHECK(replaced.out == "0 new, 1 replaced, 0 unchanged, 0 illegal, 0 unreadable\n");
}
