// A referee's rulings in the record store (schema/store-v7.sql, the `rulings` table):
//   - import then export gives every record its rulings back, and a replay from the store
//     (replay, validate --db) applies them: the verdict of the file;
//   - a stored record ruled on since is refused by a plain import and replaced with its
//     rulings by --replace; delete and --replace remove the rows; merge carries them and
//     refuses a record whose rulings differ;
//   - a version 6 store migrates to version 7 (an empty table), and its records ruled on get
//     their rulings by import --replace;
//   - qm check finds a ruling naming a move its record does not have.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <map>
#include <sstream>

#include "store/check.h"
#include "store/open.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;

namespace {

const std::string kRulingRecords = std::string(QM_SOURCE_DIR) + "/tests/rulings";

// Three rulings, not in move order, one without a note: move 2 (Anna again) is struck.
const char* const kStruckRecord = R"(format: 1
game: loot
ruleset: loot/standard
id: rulings-struck
players: [Anna, Bruno]
rulings:
  - {move: 3, ruling: stands}
  - {move: 2, ruling: struck, note: "out of turn: \"void\", said the referee"}
moves:
  - Anna draw
  - Anna draw
  - Bruno draw
)";

// The record of `yaml` with its `rulings:` lines taken out.
std::string without_rulings(const std::string& yaml) {
  std::string out;
  bool in_rulings = false;
  size_t at = 0;
  while (at < yaml.size()) {
    size_t end = yaml.find('\n', at);
    end = end == std::string::npos ? yaml.size() : end + 1;
    const std::string line = yaml.substr(at, end - at);
    if (line.rfind("rulings:", 0) == 0)
      in_rulings = true;
    else if (!line.empty() && line[0] != ' ')
      in_rulings = false;
    if (!in_rulings) out += line;
    at = end;
  }
  return out;
}

// Each record's rulings as "move ruling note" lines, by id.
std::map<std::string, std::string> rulings_by_id(const std::vector<qm::Replay>& replays) {
  std::map<std::string, std::string> out;
  for (const qm::Replay& r : replays) {
    REQUIRE(r.record);
    std::string text;
    for (const qm::Ruling& ruling : r.record->rulings)
      text += fmt::format("{} {} {}\n", ruling.move, qm::ruling_name(ruling.kind), ruling.note);
    out[r.record->id] = text;
  }
  return out;
}

// What a replay's JSON report says wherever the record was read from.
qm::Json verdict_of_report(qm::Json j) {
  j.erase("record");
  j.erase("document");
  if (j["violation"].is_object()) j["violation"].erase("line");
  return j;
}

// Every object of a `--format json` output, by its record id.
std::map<std::string, qm::Json> ruled_reports_by_id(const std::string& out) {
  std::map<std::string, qm::Json> reports;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) continue;
    qm::Json j = qm::Json::parse(line);
    if (j.contains("id")) reports[j["id"].get<std::string>()] = verdict_of_report(j);
  }
  return reports;
}

long long ruling_rows(const std::string& db_path) {
  store::Database db(db_path, false);
  return db.query_integer("SELECT count(*) FROM rulings");
}

// The ruled records: the two of tests/rulings and kStruckRecord, as files in `dir`.
std::vector<std::string> ruled_files(const TempDir& dir) {
  return {dir.write("loot-ruling.yaml", file_text(kRulingRecords + "/loot-ruling.yaml")),
          dir.write("einauge-ruling.yaml", file_text(kRulingRecords + "/einauge-ruling.yaml")),
          dir.write("struck.yaml", kStruckRecord)};
}

std::vector<std::string> qm_args_with(std::vector<std::string> args,
                                      const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST_CASE("a record's rulings survive import and export, and replays from the store apply them",
          "[store][rulings]") {
  TempDir dir;
  const std::vector<std::string> files = ruled_files(dir);
  const std::string db = (dir.path() / "league.db").string();
  RunResult imported = run_qm(qm_args_with({"import", "--db", db}, files));
  REQUIRE(imported.exit_code == 0);
  CHECK(ruling_rows(db) == 4);

  std::vector<qm::Replay> originals;
  for (const std::string& file : files)
    for (qm::Replay& r : replay_file(file)) originals.push_back(std::move(r));
  RunResult exported = run_qm({"export", "--db", db});
  REQUIRE(exported.exit_code == 0);
  INFO(exported.out);
  CHECK(rulings_by_id(replay_documents(exported.out)) == rulings_by_id(originals));
  // Written as the record format writes them: one per line, in the order of the record.
  CHECK(exported.out.find("rulings:\n  - {move: 3, ruling: stands}\n  - {move: 2, ruling: "
                          "struck, note:") != std::string::npos);

  RunResult from_files = run_qm(qm_args_with({"replay", "--format", "json"}, files));
  RunResult from_db = run_qm({"replay", "--db", db, "--format", "json"});
  INFO(from_files.out << from_db.out << from_db.err);
  CHECK(from_db.exit_code == from_files.exit_code);
  const std::map<std::string, qm::Json> expected = ruled_reports_by_id(from_files.out);
  REQUIRE(expected.size() == 3);
  CHECK(ruled_reports_by_id(from_db.out) == expected);
  CHECK(expected.at("rulings-struck")["rulings"].size() == 2);
  CHECK(expected.at("harbour-lane-2026-11-21-ruling")["status"] == "valid");  // by its ruling

  RunResult validated = run_qm({"validate", "--db", db});
  CHECK(validated.exit_code == run_qm(qm_args_with({"validate"}, files)).exit_code);
  CHECK(store::check_store(db).problems.empty());
}

TEST_CASE("a stored record ruled on since is replaced with its rulings only by import --replace",
          "[store][rulings]") {
  TempDir dir;
  const std::string db = (dir.path() / "league.db").string();
  const std::string ruled = dir.write("ruled/struck.yaml", kStruckRecord);
  const std::string plain = dir.write("plain/struck.yaml", without_rulings(kStruckRecord));
  REQUIRE(without_rulings(kStruckRecord).find("rulings:") == std::string::npos);
  // Without its ruling, Anna's second draw is illegal (exit 1); stored all the same.
  REQUIRE(run_qm({"import", "--db", db, plain}).exit_code == 1);
  CHECK(ruling_rows(db) == 0);

  RunResult refused = run_qm({"import", "--db", db, ruled});
  CHECK(refused.exit_code == 3);
  CHECK(refused.err.find("'rulings-struck' is already in the database with other rulings") !=
        std::string::npos);
  CHECK(ruling_rows(db) == 0);

  REQUIRE(run_qm({"import", "--replace", "--db", db, ruled}).exit_code == 0);
  CHECK(ruling_rows(db) == 2);
  CHECK(run_qm({"import", "--db", db, ruled}).out.find("1 already present") != std::string::npos);
  CHECK(run_qm({"export", "--db", db}).out.find("rulings:") != std::string::npos);

  // Replaced by the record without rulings, and deleted: no rows left behind.
  REQUIRE(run_qm({"import", "--replace", "--db", db, plain}).exit_code == 1);
  CHECK(ruling_rows(db) == 0);
  REQUIRE(run_qm({"import", "--replace", "--db", db, ruled}).exit_code == 0);
  CHECK(ruling_rows(db) == 2);
  REQUIRE(run_qm({"delete", "--db", db, "--id", "rulings-struck"}).exit_code == 0);
  CHECK(ruling_rows(db) == 0);
  CHECK(store::check_store(db).problems.empty());
}

TEST_CASE("qm merge carries a record's rulings and refuses one whose rulings differ",
          "[store][rulings]") {
  TempDir dir;
  const std::string ruled_db = (dir.path() / "ruled.db").string();
  const std::string plain_db = (dir.path() / "plain.db").string();
  const std::string out_db = (dir.path() / "out.db").string();
  REQUIRE(run_qm({"import", "--db", ruled_db, dir.write("a.yaml", kStruckRecord)}).exit_code == 0);
  REQUIRE(run_qm({"import", "--db", plain_db, dir.write("b.yaml", without_rulings(kStruckRecord))})
              .exit_code == 1);  // illegal without its ruling, stored all the same

  REQUIRE(run_qm({"merge", out_db, ruled_db}).exit_code == 0);
  CHECK(ruling_rows(out_db) == 2);
  CHECK(run_qm({"export", "--db", out_db}).out == run_qm({"export", "--db", ruled_db}).out);
  CHECK(run_qm({"merge", out_db, ruled_db}).out.find("1 already present") != std::string::npos);

  RunResult refused = run_qm({"merge", out_db, plain_db});
  CHECK(refused.exit_code == 3);
  CHECK(refused.err.find("with other rulings") != std::string::npos);
  CHECK(ruling_rows(out_db) == 2);
}

TEST_CASE("a version 6 store migrates to version 7, and import --replace gives back rulings",
          "[store][rulings][migration]") {
  TempDir dir;
  const std::string file = dir.write("struck.yaml", kStruckRecord);
  const std::string fresh = (dir.path() / "fresh.db").string();
  REQUIRE(run_qm({"import", "--db", fresh, file}).exit_code == 0);

  // The same record as a version 6 store holds it: every row but the rulings, which that
  // version did not keep (the totals are rebuilt by the migration).
  const std::string old_path = (dir.path() / "v6.db").string();
  {
    store::Database old(old_path, true);
    store::apply_schema_steps(old, 0, 6);
    REQUIRE(old.query_integer("PRAGMA user_version") == 6);
    old.exec(fmt::format("ATTACH '{}' AS current", fresh));
    for (const char* table : {"rulesets", "players", "games", "seats", "teams", "team_members",
                              "moves", "claims", "scores", "score_parts", "events"}) {
      // Version 6's columns (later versions added some).
      const std::string columns = old.query_text(
          fmt::format("SELECT group_concat(name, ', ') FROM pragma_table_info('{}')", table));
      old.exec(
          fmt::format("INSERT INTO main.{0} ({1}) SELECT {1} FROM current.{0}", table, columns));
    }
    old.exec("DETACH current");
    REQUIRE(old.query_integer(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'rulings'") ==
            0);
  }
  {
    store::Database migrated = store::open_store(old_path, store::OpenMode::Existing);
    CHECK(migrated.query_integer("PRAGMA user_version") == store::current_version());
    CHECK(migrated.query_integer("SELECT count(*) FROM rulings") == 0);
    CHECK(migrated.query_integer("SELECT count(*) FROM games") == 1);
  }
  // Its verdict was judged with the rulings it no longer has: qm check says so.
  const std::vector<std::string> problems = store::check_store(old_path).problems;
  INFO(fmt::format("{}", fmt::join(problems, "\n")));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("but its replay gives") != std::string::npos);
  CHECK(run_qm({"export", "--db", old_path}).out ==
        without_rulings(run_qm({"export", "--db", fresh}).out));

  // The file imported again: refused as it stands, its rulings stored by --replace.
  CHECK(run_qm({"import", "--db", old_path, file}).exit_code == 3);
  REQUIRE(run_qm({"import", "--replace", "--db", old_path, file}).exit_code == 0);
  CHECK(run_qm({"export", "--db", old_path}).out == run_qm({"export", "--db", fresh}).out);
  CHECK(store::check_store(old_path).problems.empty());
  CHECK(ruled_reports_by_id(run_qm({"replay", "--db", old_path, "--format", "json"}).out) ==
        ruled_reports_by_id(run_qm({"replay", "--db", fresh, "--format", "json"}).out));
}

TEST_CASE("qm check finds a ruling on a move its record does not have", "[store][rulings]") {
  TempDir dir;
  const std::string db = (dir.path() / "league.db").string();
  REQUIRE(run_qm({"import", "--db", db, dir.write("a.yaml", kStruckRecord)}).exit_code == 0);
  CHECK(store::check_store(db).problems.empty());
  {
    store::Database w(db, false);
    w.exec("UPDATE rulings SET move = 4 WHERE move = 3");
  }
  const store::CheckReport report = store::check_store(db);
  INFO(fmt::format("{}", fmt::join(report.problems, "\n")));
  REQUIRE(report.problems.size() == 2);
  CHECK(report.problems[0].find("1 ruling(s) name a move their record does not have") !=
        std::string::npos);
  // And the replay with the ruling where it now stands does not give the stored result.
  CHECK(report.problems[1].find("but its replay gives") != std::string::npos);
}
