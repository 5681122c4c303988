// What a league organiser types (issue 23): record-choosing filters that can match nothing
// are usage errors; importing a corrected record again says how to replace it.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <regex>

#include "games/json_text.h"
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

TEST_CASE("import and merge: the same game under another id is skipped, named, or kept",
          "[cli][league]") {
  TempDir dir;
  const std::string db = (dir.path() / "l.db").string();
  const std::string original = file_text(source_path("records/loot/tnll-2026-03-r4-t2.yaml"));
  REQUIRE(run_qm({"import", source_path("records/loot/tnll-2026-03-r4-t2.yaml"), "--db", db})
              .exit_code == 0);
  // Another id, another event and date, comments and layout: the same game.
  std::string copy = std::regex_replace(original, std::regex("\nid: [^\n]*"), "\nid: copy-1");
  copy = std::regex_replace(copy, std::regex("\nevent: [^\n]*"), "\nevent: Typed up again");
  const std::string file = dir.write("night/copy.yaml", copy);
  const RunResult skipped = run_qm({"import", file, "--db", db});
  CHECK(skipped.exit_code == 0);
  CHECK(skipped.out == "0 new, 0 already present, 1 duplicate skipped, 0 illegal, 0 unreadable\n");
  CHECK_THAT(skipped.err, Catch::Contains("the record 'copy-1' is the same game as the stored "
                                          "record 'tnll-2026-03-r4-t2'") &&
                              Catch::Contains("--duplicates keep"));
  const RunResult json = run_qm({"import", file, "--db", db, "--format", "json"});
  const qm::Json j = qm::Json::parse(json.out);
  CHECK(j["duplicates"][0]["same_as"] == "tnll-2026-03-r4-t2");
  CHECK(j["duplicates"][0]["kept"] == false);
  CHECK(j["new"] == 0);
  // Two copies in one batch: the second is the duplicate of the first.
  const std::string batch = (dir.path() / "batch.db").string();
  dir.write("two/a.yaml", original);
  dir.write("two/b.yaml", copy);
  CHECK(run_qm({"import", (dir.path() / "two").string(), "--db", batch}).out ==
        "1 new, 0 already present, 1 duplicate skipped, 0 illegal, 0 unreadable\n");
  // Kept when asked.
  const RunResult kept = run_qm({"import", file, "--db", db, "--duplicates", "keep"});
  CHECK(kept.out == "1 new, 0 already present, 1 duplicate kept, 0 illegal, 0 unreadable\n");
  // Merge: the copy of `db` is a duplicate of the original in `batch`.
  const std::string other = (dir.path() / "other.db").string();
  REQUIRE(run_qm({"import", file, "--db", other}).exit_code == 0);
  const RunResult merged = run_qm({"merge", batch, other});
  CHECK(merged.out == "0 new, 0 already present, 1 duplicate skipped, 0 illegal, 0 unreadable\n");
  CHECK_THAT(merged.err, Catch::Contains("'copy-1' is the same game"));
  // Games that differ by a move are not the same game.
  const std::string changed = std::regex_replace(copy, std::regex("id: copy-1"), "id: copy-2");
  std::string one_less = changed.substr(0, changed.rfind("\n  - ")) + "\n";
  const RunResult different = run_qm({"import", dir.write("c.yaml", one_less), "--db", db});
  CHECK(different.out.rfind("1 new", 0) == 0);
}

TEST_CASE("qm standings: ranked by the criterion asked for, said in a sentence", "[cli][league]") {
  TempDir dir;
  const std::string db = (dir.path() / "l.db").string();
  // Anna wins 2 of 4, Bruno 3 of 10 (and Carla the rest): by wins Bruno is ahead, by win
  // rate Anna.
  auto game = [&](int n, const std::string& winner, const std::string& loser) {
    dir.write(fmt::format("g/{:02}.yaml", n),
              fmt::format("format: 1\ngame: loot\nruleset: loot/standard\nid: g{}\ndate: "
                          "2026-03-{:02}\nevent: Spring\nplayers: [{}, {}]\nresult: {{{}: 10, {}: "
                          "5}}\n",
                          n, n, winner, loser, winner, loser));
  };
  int n = 0;
  for (int i = 0; i < 2; ++i) game(++n, "Anna", "Carla");
  for (int i = 0; i < 2; ++i) game(++n, "Carla", "Anna");
  for (int i = 0; i < 3; ++i) game(++n, "Bruno", "Carla");
  for (int i = 0; i < 7; ++i) game(++n, "Carla", "Bruno");
  REQUIRE(run_qm({"import", (dir.path() / "g").string(), "--db", db}).exit_code == 0);
  const RunResult by_rate = run_qm({"standings", "--db", db, "--format", "json"});
  REQUIRE(by_rate.exit_code == 0);
  const qm::Json rate = qm::Json::parse(by_rate.out);
  CHECK(rate["rank_by"] == "win-rate");
  CHECK(rate["min_games"] == 3);
  CHECK_THAT(rate["ranking"].get<std::string>(), Catch::Contains("win rate"));
  const qm::Json rows = rate["games"][0]["players"];
  auto place_of = [](const qm::Json& players, const std::string& name) {
    for (const qm::Json& p : players)
      if (p["player"] == name) return p["place"];
    return qm::Json();
  };
  CHECK(place_of(rows, "Anna").get<int>() < place_of(rows, "Bruno").get<int>());
  const qm::Json wins =
      qm::Json::parse(run_qm({"standings", "--db", db, "--rank-by", "wins", "--format", "json"})
                          .out)["games"][0]["players"];
  CHECK(place_of(wins, "Bruno").get<int>() < place_of(wins, "Anna").get<int>());
  // A minimum Anna does not reach leaves her unranked, listed after.
  const qm::Json five =
      qm::Json::parse(run_qm({"standings", "--db", db, "--min-games", "5", "--format", "json"})
                          .out)["games"][0]["players"];
  CHECK(place_of(five, "Anna").is_null());
  CHECK(five.back()["player"] == "Anna");
  // Points and rating rank too; text and CSV say the same.
  for (const char* by : {"points", "rating"})
    CHECK(run_qm({"standings", "--db", db, "--rank-by", by}).exit_code == 0);
  const RunResult text = run_qm({"standings", "--db", db, "--by-event"});
  CHECK_THAT(text.out, Catch::Contains("loot: 14 games counted") &&
                           Catch::Contains("loot: Spring (14 games)") &&
                           Catch::Contains("Ranked by win rate"));
  const RunResult csv = run_qm({"standings", "--db", db, "--format", "csv"});
  CHECK(csv.out.rfind("game,event,place,player,games,wins,win_rate,points,mean_score,rating,mu\r\n",
                      0) == 0);
  // Usage errors: an unknown criterion, a day range that matches nothing.
  CHECK(run_qm({"standings", "--db", db, "--rank-by", "luck"}).exit_code == 2);
  CHECK(run_qm({"standings", "--db", db, "--from", "2026-04-01", "--to", "2026-03-01"}).exit_code ==
        2);
}
