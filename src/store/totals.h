// The totals tables of the statistics (schema/store-v2.sql and v5: player_stats, seat_stats,
// ruleset_stats, length_stats; store-v3.sql: part_stats; store-v4.sql: event_stats): sums over the
// valid, finished records, kept up to date by the transaction that stores the records, so
// that `qm stats` reads a few hundred rows instead of adding up millions.
#pragma once

#include <string>
#include <vector>

#include "store/sqlite.h"

namespace qm::store {

// Adds the records with game_id >= first_game_id (those just stored: game ids only grow) to
// the totals. Inside the caller's write transaction.
void add_to_totals(Database& db, long long first_game_id);

// Takes the record game_id away from the totals: before its rows are deleted (qm delete,
// qm import --replace), inside the caller's write transaction. Then tidy_totals.
void remove_from_totals(Database& db, long long game_id);

// After remove_from_totals: drops the rows that count nothing any more and sets each
// ruleset's shortest and longest game again, so that the totals are what rebuild_totals
// would make of the rows.
void tidy_totals(Database& db);

// Empties the totals and adds every record again (after a migration).
void rebuild_totals(Database& db);

// The totals tables, by name.
const std::vector<std::string>& totals_tables();

// The rows of each totals table that differ from a rebuild from the records' rows: for each
// table, how many rows are missing, extra or different. Reads only: the rebuild goes into
// temporary tables (which shadow the stored ones while it runs), so it works on a
// read-only connection.
struct TotalsDifference {
  std::string table;
  long long differing_rows = 0;
};
std::vector<TotalsDifference> totals_differences(Database& db);

}  // namespace qm::store
