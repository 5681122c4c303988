#include "store/open.h"

#include <fmt/format.h>

#include <filesystem>

#include "store/events_backfill.h"
#include "store/rulesets_backfill.h"
#include "store/schema.h"
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
    if ((e.code() & 0xff) == SQLITE_NOTADB)
      throw StoreError(
          fmt::format("'{}' is not a quartermaster database (not an SQLite file)", db.path()),
          e.code());
    throw StoreError(fmt::format("cannot read '{}': {}", db.path(), e.what()), e.code());
  }
}

// Throws unless `id` is a store this qm can use, or (when `may_create`) an empty database.
void check_identity(const Database& db, const Identity& id, bool may_create) {
  if (id.application_id != kApplicationId) {
    if (id.application_id != 0 || id.objects > 0)
      throw StoreError(
          fmt::format("'{}' is not a quartermaster database (an SQLite database of something else)",
                      db.path()));
    if (!may_create)
      throw StoreError(fmt::format(
          "'{}' is not a quartermaster database (it is empty; qm import creates one)", db.path()));
    return;
  }
  if (id.version > current_version())
    throw StoreError(fmt::format(
        "'{}' was written by a newer qm (store version {}; this qm reads versions up to {})",
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
constexpr ReplayStep kReplaySteps[] = {
    {3, &backfill_score_parts}, {4, &backfill_events}, {5, &backfill_rulesets}};

}  // namespace

int current_version() { return schema_steps().back().version; }

void apply_schema_steps(Database& db, int from, int to) {
  for (const SchemaStep& step : schema_steps()) {
    if (step.version <= from || step.version > to) continue;
    try {
      db.exec(step.sql);
    } catch (const StoreError& e) {
      throw StoreError(fmt::format("{}: {}", step.file, e.what()), e.code());
    }
    db.exec(fmt::format("PRAGMA user_version = {}", step.version));
  }
  // The replays after every step's SQL: they read the records as this qm stores them (a
  // RowReader reads the columns of the last version).
  for (const ReplayStep& replay : kReplaySteps)
    if (replay.version > from && replay.version <= to) replay.fill(db);
  db.exec(fmt::format("PRAGMA application_id = {}", kApplicationId));
}

Database open_store(const std::string& path, OpenMode mode) {
  std::error_code ec;
  if (mode == OpenMode::Existing && !std::filesystem::exists(path, ec))
    throw StoreError(fmt::format("no database '{}' (qm import creates one)", path));
  if (std::filesystem::is_directory(path, ec))
    throw StoreError(fmt::format("'{}' is a directory, not a database", path));
  Database db(path, mode == OpenMode::Create);
  const bool may_create = mode == OpenMode::Create;
  Identity id = identify(db);
  check_identity(db, id, may_create);
  db.exec("PRAGMA foreign_keys = ON");
  if (id.application_id == kApplicationId && id.version == current_version()) return db;

  // Create or migrate, under the write lock; another process may have done it meanwhile.
  if (db.query_text("PRAGMA journal_mode") != "wal")
    exec_retrying_busy(db, "PRAGMA journal_mode = WAL");
  Transaction tx(db);
  id = identify(db);
  check_identity(db, id, may_create);
  if (id.application_id != kApplicationId) id.version = 0;
  if (id.version < current_version()) {
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
