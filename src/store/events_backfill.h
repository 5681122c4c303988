// Fills in what version 4 (schema/store-v4.sql) stores that version 3 did not: the game's
// events and the words of each move (player, verb, rest). Both are the game's own reading
// of the record (GameState::events, MoveWords), so no SQL can derive them from the stored rows:
// each record is replayed from its rows, as `qm replay --db` does, watched by the same
// observer as the import (StoreObserver).
#pragma once

#include "store/sqlite.h"

namespace qm::store {

// Inside the caller's write transaction (the migration's). A record whose replay now gives
// another verdict than the stored one (say a ruleset file it names changed) gets no events:
// they must be those of the stored verdict.
void backfill_events(Database& db);

}  // namespace qm::store
