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
