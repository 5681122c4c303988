// Fills in `score_parts` (schema/store-v3.sql) for the records a store held before version
// 3. The parts are the game's own reading of the table (GameState::score_parts), so no SQL can
// derive them from the stored rows: each record is replayed from its rows, as `qm replay
// --db` does, and its parts stored when the replay gives the scores stored at import.
#pragma once

#include "store/sqlite.h"

namespace qm::store {

// Inside the caller's write transaction (the migration's). A record whose replay now gives
// other scores than the stored ones (say a ruleset file it names changed) gets no parts:
// parts must add up to the stored score.
void backfill_score_parts(Database& db);

}  // namespace qm::store
