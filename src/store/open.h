// Opening the record store: an SQLite file marked as quartermaster's (PRAGMA application_id
// = kApplicationId) at a schema version (PRAGMA user_version) no newer than this qm's.
//
// Opening for writing creates the file when it is missing or empty, and migrates an older
// version to the current one, step by step (store/schema.h), inside one write transaction:
// a migration is whole or not at all, and several processes opening one new file at once
// create the schema once. Refused with a clear StoreError: a file that is not SQLite, an
// SQLite database of something else, and a store written by a newer qm.
#pragma once

#include <string>

#include "store/sqlite.h"

namespace qm::store {

inline constexpr int kApplicationId = 0x716d6462;  // "qmdb"

// The version this qm writes: the last schema step.
int current_version();

enum class OpenMode {
  Create,    // create the file if missing (qm import)
  Existing,  // the file must exist and be a store (export, replay, validate)
};

// Opens the store at `path`, migrated to current_version(). WAL mode, foreign keys on.
Database open_store(const std::string& path, OpenMode mode);

// Applies schema steps from+1 .. to (for tests: a database at an earlier version), setting
// user_version and application_id; inside the caller's transaction, if any. A step whose
// rows only a replay can give (version 3: score_parts; version 4: events and the moves'
// words) replays the stored records.
void apply_schema_steps(Database& db, int from, int to);

}  // namespace qm::store
