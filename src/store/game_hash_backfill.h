// Fills in what version 8 (schema/store-v8.sql) stores that version 7 did not: each
// record's game hash (record/canonical.h game_hash), from its rows, as an import of its
// file computes it, so that `qm import` and `qm merge` notice a game stored before the
// upgrade when it comes again under another id.
#pragma once

#include "store/sqlite.h"

namespace qm::store {

// Inside the caller's write transaction (the migration's).
void backfill_game_hashes(Database& db);

}  // namespace qm::store
