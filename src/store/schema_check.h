// Whether a store's schema is the one qm made: its tables, views, indexes and triggers, and
// nothing else. A store comes from strangers too (a club's laptop, `qm merge`): one whose
// `players` table was replaced by an endless recursive view made `qm ratings` run forever,
// and a trigger could change what qm writes. Every open checks it (store/open.h), before
// any of the store's rows is read, against the schema this qm creates for the store's
// version (schema/store-v*.sql applied to an empty database, once per process):
//   - the same objects (type and name), none missing and none added; SQLite's own tables
//     (sqlite_stat1 of ANALYZE, ...) may be there;
//   - a table has the same columns (name, type, NOT NULL, default, key, generated or not)
//     and the same foreign keys;
//   - a view, index or trigger has the same SQL (spaces aside).
// A table's SQL itself is not compared: ALTER TABLE rewrites it, and an older SQLite may
// have written it otherwise.
#pragma once

#include <optional>
#include <string>

#include "store/sqlite.h"

namespace qm::store {

// The first way the schema of `db` differs from the one qm makes at store version
// `version` (1..current_version()), in words ("it holds a view 'players' where qm keeps a
// table"); nullopt when it is qm's own.
std::optional<std::string> schema_difference(const Database& db, int version);

// Throws StoreError (a sentence naming the file, saying that qm refuses it and why) when
// schema_difference finds something.
void require_own_schema(const Database& db, int version);

}  // namespace qm::store
