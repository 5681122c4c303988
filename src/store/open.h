// Opening the record store: an SQLite file marked as quartermaster's (PRAGMA application_id
// = kApplicationId) at a schema version (PRAGMA user_version) no newer than this qm's.
//
// Opening for writing creates the file when it is missing or empty, and migrates an older
// version to the current one, step by step (store/schema.h), inside one write transaction:
// a migration is whole or not at all, and several processes opening one new file at once
// create the schema once. Refused with a clear StoreError: a file that is not SQLite, an
// SQLite database of something else, a store written by a newer qm, and a store whose
// schema is not the one qm made (store/schema_check.h: a view or trigger added, a table
// replaced), checked before any of its rows is read.
#pragma once

#include <string>

#include "store/sqlite.h"

namespace qm::store {

inline constexpr int kApplicationId = 0x716d6462;  // "qmdb"

// The version this qm writes: the last schema step.
int current_version();

enum class OpenMode {
  Create,    // create the file if missing (qm import): read-write, checked before writing
  Existing,  // the file must exist and be a store; read-write
  Read,      // the file must exist and be a store; only read (stats, export, replay, check)
};

// Opens the store at `path`, migrated to current_version(). WAL mode, foreign keys on.
//
// Create checks an existing store before anything is written to it (PRAGMA quick_check:
// every page read, the b-trees checked) and refuses a damaged one. Read opens read-only: on
// read-only media, where WAL's -shm file cannot be made, as an immutable file (SQLite's
// immutable=1); a store of an older version is upgraded first, which needs writing, and is
// refused with a sentence saying so when the file cannot be written.
Database open_store(const std::string& path, OpenMode mode);

// Opens the file at `path` to read it as it is (no identity check, no upgrade), as
// OpenMode::Read does: for `qm check`.
Database open_file_for_reading(const std::string& path);

// Applies schema steps from+1 .. to (for tests: a database at an earlier version), setting
// user_version and application_id; inside the caller's transaction, if any. A step whose
// rows only a replay can give (version 3: score_parts; version 4: events and the moves'
// words) replays the stored records.
void apply_schema_steps(Database& db, int from, int to);

}  // namespace qm::store
