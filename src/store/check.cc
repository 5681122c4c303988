#include "store/check.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <optional>

#include "record/excerpt.h"
#include "replay/corpus.h"
#include "store/open.h"
#include "store/record_rows.h"
#include "store/result_check.h"
#include "store/schema_check.h"
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
  // Version 8: result-only records have no moves; seats keep the names records write; an
  // alias is never a player's name (a name would then mean two people).
  if (long long moved = db.query_integer(
          "SELECT count(*) FROM games g WHERE g.result_only = 1 AND (g.move_count <> 0 OR "
          "g.status <> 'valid' OR EXISTS (SELECT 1 FROM moves m WHERE m.game_id = g.game_id))"))
    report.problems.push_back(fmt::format(
        "{} record(s) of the result only have moves or a verdict other than valid", moved));
  if (long long unnamed = db.query_integer("SELECT count(*) FROM seats WHERE name = ''"))
    report.problems.push_back(
        fmt::format("{} seat(s) have lost the name their record writes", unnamed));
  if (long long clash = db.query_integer(
          "SELECT count(*) FROM player_aliases a JOIN players p ON p.name = a.name"))
    report.problems.push_back(
        fmt::format("{} alias(es) are also a player's name (a name would mean two people)", clash));
  for (const TotalsDifference& d : totals_differences(db))
    report.problems.push_back(fmt::format(
        "the totals table {} differs from its rows' sum in {} row(s) ('qm stats' would be wrong)",
        d.table, d.differing_rows));
}

// Every record replayed: what the store holds of its result must be what its replay gives
// (store/result_check.h). The first kMaxFindings records that differ are named.
void check_every_result(Database& db, CheckReport& report) {
  long long differing = 0;
  check_results(db, RowReader(db).all(), default_threads(),
                [&](const StoredKey& key, const std::string& difference) {
                  if (++differing <= kMaxFindings)
                    report.problems.push_back(
                        fmt::format("the record '{}' {}", excerpt(key.id, 60), difference));
                  return true;
                });
  if (differing > kMaxFindings)
    report.problems.push_back(
        fmt::format("{} more record(s) are stored with results their replay does not give",
                    differing - kMaxFindings));
}

// When the file is shorter than its header says (cut short: a copy that stopped, a full
// disk), that in words; "" otherwise. The header (the first 100 bytes, SQLite's file format)
// keeps the page size at offset 16 (1 meaning 65536) and the number of pages at 28, both
// big-endian.
std::string cut_short(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  unsigned char header[100] = {};
  if (!file.read(reinterpret_cast<char*>(header), sizeof header)) return "";
  const unsigned long long page_size =
      header[16] == 0 && header[17] == 1 ? 65536 : (header[16] << 8 | header[17]);
  const unsigned long long pages =
      (unsigned long long)header[28] << 24 | header[29] << 16 | header[30] << 8 | header[31];
  std::error_code ec;
  const unsigned long long size = std::filesystem::file_size(path, ec);
  if (ec || page_size == 0 || pages == 0 || size >= pages * page_size) return "";
  return fmt::format(
      "the file is cut short: it holds {} bytes of the {} its header counts ({} of {} pages); it "
      "was truncated (a copy that stopped, a full disk): restore it from a backup, or import the "
      "records again into a new database",
      size, pages * page_size, size / page_size, pages);
}

// A failure of SQLite while checking, in words (without the advice to run qm check, which is
// what the user is doing).
std::string check_failure(const StoreError& e) {
  if (is_damage(e.code()))
    return "a page of the file cannot be read: it is not what SQLite wrote there (the file is "
           "damaged); restore it from a backup, or import the records again into a new database";
  std::string what = e.what();
  if (const size_t advice = what.find("; run 'qm check"); advice != std::string::npos)
    what.erase(advice);
  return what;
}

}  // namespace

CheckReport check_store(const std::string& path) {
  CheckReport report;
  std::optional<Database> opened;
  try {
    opened.emplace(open_file_for_reading(path));
  } catch (const StoreError& e) {
    // Damaged where opening reads (the schema): a report, not a failure. A first page that is
    // not SQLite's is said as every command says it.
    if (e.primary_code() != SQLITE_CORRUPT) throw;
    const std::string short_by = cut_short(path);
    report.problems.push_back(short_by.empty() ? check_failure(e) : short_by);
    return report;
  }
  Database& db = *opened;
  try {
    ReadTransaction snapshot(db);
    const long long app = db.query_integer("PRAGMA application_id");
    report.version = db.query_integer("PRAGMA user_version");
    if (app != kApplicationId) {
      report.problems.push_back(fmt::format(
          "'{}' is not a quartermaster database (its application id is not qm's)", path));
      return report;
    }
    if (std::string short_by = cut_short(path); !short_by.empty())
      report.problems.push_back(std::move(short_by));
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
    // A schema qm did not make is not read any further: a view in place of a table may run
    // for ever.
    if (std::optional<std::string> difference = schema_difference(db, int(report.version))) {
      report.problems.push_back(fmt::format(
          "its schema is not the one qm makes: {} (qm refuses to read it; use a store qm wrote, "
          "or import the records again into a new one)",
          *difference));
      return report;
    }
    // An older version is no fault (the next import upgrades it), but its tables are not yet
    // those the checks of contents read.
    if (report.problems.empty() && report.version == current_version()) {
      check_contents(db, report);
      check_every_result(db, report);
    }
  } catch (const StoreError& e) {
    // A page too damaged for a query to read at all.
    report.problems.push_back(check_failure(e));
  }
  return report;
}

}  // namespace qm::store
