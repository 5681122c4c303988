#include "store/open.h"

#include <fmt/format.h>

#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <optional>

#include "store/events_backfill.h"
#include "store/game_hash_backfill.h"
#include "store/rulesets_backfill.h"
#include "store/schema.h"
#include "store/schema_check.h"
#include "store/score_parts_backfill.h"
#include "store/totals.h"

namespace qm::store {

namespace {

struct Identity {
  long long application_id = 0;
  long long version = 0;
  long long objects = 0;  // tables, indexes, views... in sqlite_schema
};

Identity identify(const Database& db) {
  try {
    // One statement, so one snapshot: another process may be creating the schema.
    Statement s = db.prepare(
        "SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM "
        "pragma_user_version), (SELECT count(*) FROM sqlite_schema)");
    Identity id;
    if (s.step()) id = Identity{s.integer(0), s.integer(1), s.integer(2)};
    return id;
  } catch (const StoreError& e) {
    // The first page is read here: a file whose header is not SQLite's is not a database.
    if (e.primary_code() == SQLITE_NOTADB)
      throw StoreError(
          fmt::format(
              "'{}' is not a quartermaster database (not an SQLite file); check the file's path",
              db.path()),
          e.code(), e.detail());
    throw;
  }
}

// Throws unless `id` is a store this qm can use, or (when `may_create`) an empty database.
void check_identity(const Database& db, const Identity& id, bool may_create) {
  if (id.application_id != kApplicationId) {
    if (id.application_id != 0 || id.objects > 0)
      throw StoreError(fmt::format(
          "'{}' is not a quartermaster database (an SQLite database of something else); "
          "check the file's path",
          db.path()));
    if (!may_create)
      throw StoreError(fmt::format(
          "'{}' is not a quartermaster database (it is empty; qm import creates one)", db.path()));
    return;
  }
  if (id.version > current_version())
    throw StoreError(fmt::format(
        "'{}' was written by a newer qm (store version {}; this qm reads versions up to {}): "
        "use that qm, or a newer one, to read it",
        db.path(), id.version, current_version()));
  if (id.version < 1)
    throw StoreError(
        fmt::format("'{}' is marked as a quartermaster database but has no schema version: "
                    "damaged",
                    db.path()));
}

// Rows a step's SQL cannot derive from the stored ones, filled in after it by replaying
// the records: the step's version and what fills them.
struct ReplayStep {
  int version;
  void (*fill)(Database&);
};
constexpr ReplayStep kReplaySteps[] = {{3, &backfill_score_parts},
                                       {4, &backfill_events},
                                       {5, &backfill_rulesets},
                                       {8, &backfill_game_hashes}};

}  // namespace

int current_version() { return schema_steps().back().version; }

void apply_schema_steps(Database& db, int from, int to) {
  for (const SchemaStep& step : schema_steps()) {
    if (step.version <= from || step.version > to) continue;
    try {
      db.exec(step.sql);
    } catch (const StoreError& e) {
      throw StoreError(e.what(), e.code(), fmt::format("{}: {}", step.file, e.detail()));
    }
    db.exec(fmt::format("PRAGMA user_version = {}", step.version));
  }
  // The replays after every step's SQL: they read the records as this qm stores them (a
  // RowReader reads the columns of the last version).
  for (const ReplayStep& replay : kReplaySteps)
    if (replay.version > from && replay.version <= to) replay.fill(db);
  db.exec(fmt::format("PRAGMA application_id = {}", kApplicationId));
}

namespace {

// Whether `path`'s write-ahead log holds changes not yet copied into the database.
bool has_pending_log(const std::string& path) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path + "-wal", ec);
  return !ec && size > 0;
}

// How a command that only reads opens `path`: read-only; on read-only media (the folder
// cannot be written, so WAL's -shm file cannot be made) as an immutable file, unless a log
// beside it holds changes, which only a WAL reader sees.
Access reading_access(const std::string& path) {
  std::filesystem::path folder = std::filesystem::path(path).parent_path();
  if (folder.empty()) folder = ".";
  if (::access(folder.c_str(), W_OK) == 0) return Access::ReadOnly;
  return has_pending_log(path) ? Access::ReadOnly : Access::Immutable;
}

// Codes a read-only connection meets when WAL's shared memory cannot be set up.
bool is_shared_memory_failure(const StoreError& e) {
  return e.primary_code() == SQLITE_READONLY || e.primary_code() == SQLITE_CANTOPEN;
}

void require_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec))
    throw StoreError(fmt::format("no database '{}' (qm import creates one)", path));
  if (std::filesystem::is_directory(path, ec))
    throw StoreError(fmt::format("'{}' is a directory, not a database", path));
}

// A store about to be written must be sound: writing into a damaged file spreads the damage.
// quick_check reads every page and checks the b-trees (not that indexes match their tables,
// which integrity_check adds at several times the cost): it finds a torn or overwritten page.
void check_before_writing(Database& db) {
  Statement s = db.prepare("PRAGMA quick_check(1)");
  const std::string verdict = s.step() ? s.text(0) : "ok";
  if (verdict != "ok")
    throw StoreError(
        fmt::format("'{}' is damaged, so nothing was written to it; run 'qm check --db {}' to "
                    "see what is wrong, and restore it from a backup or import the records again "
                    "into a new database",
                    db.path(), db.path()),
        SQLITE_CORRUPT, verdict);
}

}  // namespace

Database open_file_for_reading(const std::string& path) {
  require_file(path);
  const Access access = reading_access(path);
  try {
    Database db(path, access);
    identify(db);  // reads the first page: WAL's shared memory is set up here
    return db;
  } catch (const StoreError& e) {
    if (access != Access::ReadOnly || !is_shared_memory_failure(e)) throw;
    if (has_pending_log(path))
      throw StoreError(
          fmt::format("'{}' cannot be read here: its changes are still in '{}-wal', and its "
                      "folder is read-only; copy the database with its -wal file to a folder you "
                      "can write to, and read it there",
                      path, path),
          e.code(), e.detail());
  }
  return Database(path, Access::Immutable);
}

namespace {

Database open_for_reading(const std::string& path, bool after_upgrade) {
  std::optional<Database> db;
  db.emplace(open_file_for_reading(path));
  const Identity id = identify(*db);
  check_identity(*db, id, false);
  require_own_schema(*db, int(id.version));  // before any of its rows is read
  if (id.version == current_version()) {
    db->exec("PRAGMA foreign_keys = ON");
    return std::move(*db);
  }
  if (after_upgrade)
    throw StoreError(
        fmt::format("'{}' is still at store version {} after an upgrade", path, id.version));
  // An older store is upgraded once, which needs writing; then read as any other.
  db.reset();
  try {
    open_store(path, OpenMode::Existing);
  } catch (const StoreError& e) {
    if (e.primary_code() != SQLITE_READONLY && e.primary_code() != SQLITE_CANTOPEN) throw;
    throw StoreError(
        fmt::format("'{}' is a store of version {}, which this qm (version {}) must upgrade "
                    "before reading it, and it cannot be written here: copy it to a folder you "
                    "can write to, or read it with the qm that wrote it",
                    path, id.version, current_version()),
        e.code(), e.detail());
  }
  return open_for_reading(path, true);
}

}  // namespace

Database open_store(const std::string& path, OpenMode mode) {
  if (mode == OpenMode::Read) return open_for_reading(path, false);
  std::error_code ec;
  if (mode == OpenMode::Existing) require_file(path);
  if (std::filesystem::is_directory(path, ec))
    throw StoreError(fmt::format("'{}' is a directory, not a database", path));
  Database db(path, mode == OpenMode::Create);
  const bool may_create = mode == OpenMode::Create;
  Identity id = identify(db);
  check_identity(db, id, may_create);
  if (id.application_id == kApplicationId) require_own_schema(db, int(id.version));
  db.exec("PRAGMA foreign_keys = ON");
  if (mode == OpenMode::Create && id.application_id == kApplicationId) check_before_writing(db);
  if (id.application_id == kApplicationId && id.version == current_version()) return db;

  // Create or migrate, under the write lock; another process may have done it meanwhile.
  if (db.query_text("PRAGMA journal_mode") != "wal")
    exec_retrying_busy(db, "PRAGMA journal_mode = WAL");
  Transaction tx(db);
  id = identify(db);
  check_identity(db, id, may_create);
  if (id.application_id != kApplicationId) id.version = 0;
  if (id.version < current_version()) {
    // An upgrade may take minutes on a big store (its records replayed): said once, on stderr
    // (stdout may be JSON a program reads).
    if (id.application_id == kApplicationId)
      std::cerr << fmt::format(
          "qm: upgrading the database '{}' from store version {} to {}; this is done once\n", path,
          id.version, current_version());
    apply_schema_steps(db, int(id.version), current_version());
    // The totals are sums over the rows: after a migration, whatever it changed, add them up
    // again (an empty store has none to add).
    rebuild_totals(db);
    if (long long broken = db.query_integer("SELECT count(*) FROM pragma_foreign_key_check"))
      throw StoreError(fmt::format("migrating '{}' left {} broken references", path, broken));
  }
  tx.commit();
  return db;
}

}  // namespace qm::store
