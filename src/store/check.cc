#include "store/check.h"

#include <fmt/format.h>

#include "store/open.h"
#include "store/totals.h"

namespace qm::store {

namespace {

// At most this many of integrity_check's findings are reported (it stops there too).
constexpr int kMaxFindings = 20;

// Findings of SQLite's integrity check, `sql` being the pragma ("ok" when none); a tree too
// damaged for the check to start on counts as one.
long long findings(Database& db, const std::string& sql) {
  long long n = 0;
  try {
    Statement s = db.prepare(sql);
    while (s.step())
      if (s.text(0) != "ok") ++n;
  } catch (const StoreError& e) {
    if (!is_damage(e.code())) throw;
    ++n;
  }
  return n;
}

// integrity_check over the whole file, then, when it finds something, table by table to say
// which are damaged (its own findings name pages and SQLite's functions: not for a user).
void check_pages(Database& db, CheckReport& report) {
  const long long all = findings(db, fmt::format("PRAGMA integrity_check({})", kMaxFindings));
  if (all == 0) return;
  std::vector<std::string> tables;
  try {
    Statement s = db.prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER "
        "BY name");
    while (s.step()) tables.push_back(s.text(0));
  } catch (const StoreError&) {
    report.problems.push_back("the file is damaged where it lists its tables (the schema)");
    return;
  }
  size_t damaged = 0;
  for (const std::string& table : tables) {
    const long long n = findings(db, fmt::format("PRAGMA integrity_check(\"{}\")", table));
    if (n == 0) continue;
    ++damaged;
    report.problems.push_back(fmt::format(
        "the table {} is damaged ({} finding(s) of SQLite's integrity check)", table, n));
  }
  if (damaged == 0)
    report.problems.push_back(fmt::format(
        "the file is damaged outside its tables: pages lost or used twice ({} finding(s) of "
        "SQLite's integrity check)",
        all));
}

void check_contents(Database& db, CheckReport& report) {
  report.records = db.query_integer("SELECT count(*) FROM games");
  if (long long broken = db.query_integer("SELECT count(*) FROM pragma_foreign_key_check"))
    report.problems.push_back(
        fmt::format("{} row(s) refer to a record or player that is not stored", broken));
  if (long long gaps = db.query_integer(
          "SELECT count(*) FROM games g WHERE g.stored_as = 'tables' AND (SELECT count(*) || ',' "
          "|| coalesce(min(ply), 1) || ',' || coalesce(max(ply), 0) FROM moves m WHERE m.game_id "
          "= g.game_id) <> (g.move_count || ',1,' || g.move_count) AND EXISTS (SELECT 1 FROM "
          "moves m WHERE m.game_id = g.game_id)"))
    report.problems.push_back(fmt::format(
        "{} record(s) have moves missing or out of number (moves not numbered 1..move_count)",
        gaps));
  if (long long misnumbered = db.query_integer(
          "SELECT count(*) FROM (SELECT game_id FROM seats GROUP BY game_id HAVING min(seat) <> 1 "
          "OR max(seat) <> count(*))"))
    report.problems.push_back(fmt::format(
        "{} record(s) have seats out of number (seats not numbered 1..players, seat 1 first)",
        misnumbered));
  if (long long stray = db.query_integer(
          "SELECT count(*) FROM rulings r JOIN games g USING (game_id) WHERE r.move > "
          "g.move_count OR g.stored_as = 'text'"))
    report.problems.push_back(fmt::format(
        "{} ruling(s) name a move their record does not have, or belong to a record kept as "
        "text",
        stray));
  for (const TotalsDifference& d : totals_differences(db))
    report.problems.push_back(fmt::format(
        "the totals table {} differs from its rows' sum in {} row(s) ('qm stats' would be wrong)",
        d.table, d.differing_rows));
}

}  // namespace

CheckReport check_store(const std::string& path) {
  CheckReport report;
  Database db = open_file_for_reading(path);
  try {
    ReadTransaction snapshot(db);
    const long long app = db.query_integer("PRAGMA application_id");
    report.version = db.query_integer("PRAGMA user_version");
    if (app != kApplicationId) {
      report.problems.push_back(fmt::format(
          "'{}' is not a quartermaster database (its application id is not qm's)", path));
      return report;
    }
    check_pages(db, report);
    if (report.version > current_version()) {
      report.problems.push_back(fmt::format(
          "store version {} was written by a newer qm (this qm knows versions up to {}): its "
          "contents cannot be checked here",
          report.version, current_version()));
      return report;
    }
    if (report.version < 1) {
      report.problems.push_back("it is marked as a quartermaster database but has no version");
      return report;
    }
    // An older version is no fault (the next import upgrades it), but its tables are not yet
    // those the checks of contents read.
    if (report.problems.empty() && report.version == current_version()) check_contents(db, report);
  } catch (const StoreError& e) {
    // A page too damaged for a query to read at all.
    report.problems.push_back(e.what());
  }
  return report;
}

}  // namespace qm::store
