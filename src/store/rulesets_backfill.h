// Fills in what version 5 (schema/store-v5.sql) stores that version 4 did not: the content
// of each record's ruleset. The records of a version 4 store name their rulesets; where a
// name still resolves (a shipped ruleset, $QM_RULESETS, or a file path from the directory
// qm runs in or the record's source file's), its content is stored and referenced. Where it
// does not, games.ruleset_hash stays NULL and a replay resolves the name, as before.
#pragma once

#include "store/sqlite.h"

namespace qm::store {

// Inside the caller's write transaction (the migration's).
void backfill_rulesets(Database& db);

}  // namespace qm::store
