// The totals tables of the statistics (schema/store-v2.sql: player_stats, seat_stats,
// ruleset_stats, length_stats; store-v3.sql: part_stats; store-v4.sql: event_stats): sums over the
// valid, finished records, kept up to date by the transaction that stores the records, so
// that `qm stats` reads a few hundred rows instead of adding up millions.
#pragma once

#include "store/sqlite.h"

namespace qm::store {

// Adds the records with game_id >= first_game_id (those just stored: game ids only grow) to
// the totals. Inside the caller's write transaction.
void add_to_totals(Database& db, long long first_game_id);

// Empties the totals and adds every record again (after a migration).
void rebuild_totals(Database& db);

}  // namespace qm::store
