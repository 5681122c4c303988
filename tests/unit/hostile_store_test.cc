// A stranger's store is not taken on trust (issue 24):
//   - a result edited with sqlite3 (a one-move unfinished game marked finished, Mallory 99 to
//     Anna 0) is refused by `qm merge` with a sentence naming the record, and found by
//     `qm check`; the ratings of the output are not moved by it;
//   - a store whose schema is not qm's (its players table replaced by an endless recursive
//     view, a trigger or a view added, a column added) is refused when opened by every
//     command, at once and with a sentence, exit status 3; `qm check` says what differs;
//   - rows qm never writes (game fields that are not JSON, a partner of no seat, a seat of no
//     player, totals past the number of records) are a sentence, not a library's exception
//     or gigabytes of memory.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <string>

#include "store/check.h"
#include "store/open.h"
#include "store/schema_check.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;

namespace {

// One move of a Loot game: unfinished, 0 to 0.
const char* const kOneMove = R"(format: 1
game: loot
ruleset: loot/standard
id: club-g7
players: [Anna, Mallory]
moves:
  - Anna draw
)";

// A store under `dir` holding the sample Loot records and kOneMove.
std::string club_store(const TempDir& dir, const std::string& name) {
  const std::string db = (dir.path() / name).string();
  const std::string one = dir.write("one-move.yaml", kOneMove);
  const RunResult r = run_qm({"import", "--db", db, "records/loot", one});
  REQUIRE(r.exit_code <= 1);  // some sample records are illegal on purpose
  return db;
}

void tamper(const std::string& db, const std::string& sql) {
  store::Database w(db, false);
  w.exec(sql);
}

// The fake win of the issue: club-g7 marked finished, Mallory 99 (the winner), Anna 0.
const char* const kFakeWin =
    "UPDATE games SET finished = 1 WHERE id = 'club-g7';"
    "UPDATE scores SET score = 99, winner = 1 WHERE side = 'Mallory' AND game_id = (SELECT "
    "game_id FROM games WHERE id = 'club-g7');"
    "UPDATE scores SET winner = 0 WHERE side = 'Anna' AND game_id = (SELECT game_id FROM games "
    "WHERE id = 'club-g7');";

}  // namespace

TEST_CASE("hostile store: merge refuses a result edited by hand naming the record",
          "[hostile][store][merge]") {
  TempDir dir;
  const std::string club = club_store(dir, "club.db");
  const std::string league = (dir.path() / "league.db").string();
  // Untouched, it merges.
  RunResult r = run_qm({"merge", league, club});
  INFO(r.out << r.err);
  REQUIRE(r.exit_code <= 1);

  const std::string edited = club_store(dir, "edited.db");
  tamper(edited, kFakeWin);
  const std::string fresh = (dir.path() / "fresh.db").string();
  REQUIRE(run_qm({"import", "--db", fresh, "records/einauge"}).exit_code <= 1);
  const RunResult before = run_qm({"ratings", "--db", fresh, "--format", "csv"});
  r = run_qm({"merge", fresh, edited});
  INFO(r.out << r.err);
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("the record 'club-g7' is stored as valid, finished after 1 move, Anna 0, "
                   "Mallory 99, won by Mallory, but its replay gives valid, unfinished after 1 "
                   "move, Anna 0, Mallory 0, leading: Anna and Mallory") != std::string::npos);
  CHECK(r.err.find("nothing was merged") != std::string::npos);
  // Nothing of it reached the output: its ratings are as they were.
  CHECK(run_qm({"ratings", "--db", fresh, "--format", "csv"}).out == before.out);
}

TEST_CASE("hostile store: qm check replays every record against its stored result",
          "[hostile][store][check]") {
  TempDir dir;
  const std::string db = club_store(dir, "club.db");
  CHECK(store::check_store(db).problems.empty());
  tamper(db, kFakeWin);
  const store::CheckReport report = store::check_store(db);
  INFO(fmt::format("{}", fmt::join(report.problems, "\n")));
  // The totals were not edited with the rows: those differ too. The record is named.
  REQUIRE(!report.problems.empty());
  CHECK(report.problems.back().find("the record 'club-g7' is stored as valid, finished") == 0);
  const RunResult r = run_qm({"check", "--db", db});
  CHECK(r.exit_code == 3);
  CHECK(r.out.find("'club-g7'") != std::string::npos);

  // A verdict, a score part, an event, a content hash, a simulated source: each found.
  for (const char* edit :
       {"UPDATE games SET status = 'valid', violation_move = NULL, violation_line = NULL, "
        "violation_player = NULL, violation_rule = NULL, violation_message = NULL WHERE status "
        "= 'illegal'",
        "UPDATE score_parts SET value = value + 1 WHERE rowid IN (SELECT rowid FROM score_parts "
        "LIMIT 1)",
        "UPDATE events SET value = value + 1 WHERE rowid IN (SELECT rowid FROM events LIMIT 1)",
        "UPDATE games SET content_hash = '0000000000000000' WHERE id = 'club-g7'",
        "UPDATE games SET source = 'simulated' WHERE id = 'club-g7'"}) {
    INFO(edit);
    TempDir again;
    const std::string copy = club_store(again, "copy.db");
    // score_parts and events are WITHOUT ROWID tables: their first row by key.
    std::string sql = edit;
    if (sql.find("score_parts") != std::string::npos)
      sql =
          "UPDATE score_parts SET value = value + 1 WHERE (game_id, side_no, part_no) = (SELECT "
          "game_id, side_no, part_no FROM score_parts ORDER BY 1, 2, 3 LIMIT 1)";
    if (sql.find("events") != std::string::npos)
      sql =
          "UPDATE events SET value = value + 1 WHERE (game_id, seq) = (SELECT game_id, seq FROM "
          "events ORDER BY 1, 2 LIMIT 1)";
    tamper(copy, sql);
    const std::vector<std::string> problems = store::check_store(copy).problems;
    INFO(fmt::format("{}", fmt::join(problems, "\n")));
    CHECK(!problems.empty());
  }
}

TEST_CASE("hostile store: a players table replaced by a recursive view is refused at once",
          "[hostile][store][schema]") {
  TempDir dir;
  const std::string db = club_store(dir, "club.db");
  tamper(db,
         "PRAGMA foreign_keys = OFF; PRAGMA legacy_alter_table = ON;"
         "ALTER TABLE players RENAME TO players_kept;"
         "CREATE VIEW players AS WITH RECURSIVE n(player_id, name) AS (SELECT 1, 'x' UNION ALL "
         "SELECT player_id + 1, name || 'x' FROM n) SELECT * FROM n;");
  const std::string league = (dir.path() / "league.db").string();
  const auto start = std::chrono::steady_clock::now();
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"ratings", "--db", db},
           {"stats", "--db", db},
           {"export", "--db", db},
           {"report", "--db", db, "--out", (dir.path() / "site").string()},
           {"replay", "--db", db},
           {"merge", league, db}}) {
    const RunResult r = run_qm(args, 20);
    INFO(args[0] << ": " << r.err);
    CHECK(!r.timed_out);
    CHECK(r.exit_code == 3);
    CHECK(r.err.find("is not a store as qm makes it: it holds a view 'players' where qm keeps "
                     "a table") != std::string::npos);
  }
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(30));
  // merge copied nothing: no invented player.
  if (std::filesystem::exists(league))
    CHECK(store::Database(league, qm::store::Access::ReadOnly)
              .query_integer("SELECT count(*) FROM players") == 0);
  const store::CheckReport report = store::check_store(db);
  REQUIRE(report.problems.size() == 1);
  CHECK(report.problems[0].find("its schema is not the one qm makes") == 0);
}

TEST_CASE("hostile store: a trigger or a view or a column qm did not make is refused",
          "[hostile][store][schema]") {
  TempDir dir;
  const std::string clean = club_store(dir, "club.db");
  {
    store::Database db(clean, qm::store::Access::ReadOnly);
    CHECK(!store::schema_difference(db, store::current_version()));
  }
  const std::vector<std::pair<std::string, std::string>> edits = {
      {"CREATE TRIGGER spy AFTER INSERT ON games BEGIN DELETE FROM players; END;",
       "it holds a trigger 'spy' that qm did not make"},
      {"CREATE VIEW mine AS SELECT 1;", "it holds a view 'mine' that qm did not make"},
      {"ALTER TABLE games ADD COLUMN extra TEXT;",
       "its table 'games' has other columns or references than qm's"},
      {"DROP VIEW stat_games; CREATE VIEW stat_games AS SELECT * FROM games;",
       "its view 'stat_games' is not the one qm made"},
      {"DROP INDEX games_by_status;", "it has no index 'games_by_status', which qm makes"}};
  for (const auto& [sql, sentence] : edits) {
    INFO(sql);
    TempDir again;
    const std::string db = club_store(again, "edited.db");
    tamper(db, sql);
    const RunResult r = run_qm({"stats", "--db", db});
    CHECK(r.exit_code == 3);
    CHECK(r.err.find(sentence) != std::string::npos);
    // Writing commands refuse it too, before writing anything.
    CHECK(run_qm({"import", "--db", db, "records/einauge"}).exit_code == 3);
  }
  // SQLite's own statistics (ANALYZE) are no change of the schema.
  tamper(clean, "ANALYZE;");
  CHECK(run_qm({"stats", "--db", clean}).exit_code == 0);
}

TEST_CASE("hostile store: rows qm never writes are said in a sentence", "[hostile][store]") {
  TempDir dir;
  for (const char* sql :
       {"UPDATE games SET game_fields = '[1, 2' WHERE id = 'club-g7'",
        "UPDATE moves SET notation = NULL, fields = 'not json' WHERE ply = 1 AND game_id = (SELECT "
        "game_id FROM games WHERE id = 'club-g7')"}) {
    INFO(sql);
    TempDir again;
    const std::string db = club_store(again, "club.db");
    {
      store::Database w(db, false);
      w.exec("PRAGMA ignore_check_constraints = ON");
      w.exec(sql);
    }
    const RunResult r = run_qm({"export", "--db", db, "--id", "club-g7"});
    CHECK(r.exit_code == 3);
    CHECK(r.err.find("the record 'club-g7' is not stored as qm stores records") !=
          std::string::npos);
    CHECK(r.err.find("json.exception") == std::string::npos);
  }
}

TEST_CASE("hostile store: a seat of no player and totals past the records are sentences",
          "[hostile][store]") {
  // Found by the database fuzz target: ratings and the site stopped on a library's exception
  // (unordered_map::at), and a length count of a billion games asked the site for 8 GB.
  TempDir dir;
  const std::string db = club_store(dir, "club.db");
  {
    store::Database w(db, false);
    w.exec("PRAGMA foreign_keys = OFF");
    w.exec(
        "UPDATE seats SET player_id = 999999 WHERE seat = 1 AND game_id = (SELECT game_id FROM "
        "games WHERE status = 'valid' AND finished = 1 LIMIT 1)");
  }
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"ratings", "--db", db, "--include-simulated"},
           {"report", "--db", db, "--out", (dir.path() / "site").string()}}) {
    const RunResult r = run_qm(args);
    INFO(args[0] << ": " << r.err);
    CHECK(r.exit_code == 3);
    CHECK(r.err.find("has a seat of a player it does not hold") != std::string::npos);
  }

  const std::string other = club_store(dir, "other.db");
  tamper(other, "UPDATE length_stats SET games = 1000000000");
  const RunResult r = run_qm({"report", "--db", other, "--out", (dir.path() / "site2").string()});
  INFO(r.err);
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("its totals count more games than it holds") != std::string::npos);
}
