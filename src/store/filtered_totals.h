// The statistics totals of only some records (qm stats --event, --from/--to, --player):
// temporary tables with the totals tables' names and shapes, which shadow them on this
// connection (SQLite looks a name up in `temp` first), filled by the same statements that
// keep the totals (store/totals.cc) over a temporary `stat_games` view of the records that
// pass; with a temporary `dispute_stats` view of them. The figures are then read exactly as
// from the totals. Nothing is written to the database itself.
#pragma once

#include "store/sqlite.h"
#include "store/stats.h"

namespace qm::store {

// Inside the caller's transaction.
void make_filtered_totals(Database& db, const StatsFilter& filter);
// Drops what make_filtered_totals made.
void drop_filtered_totals(Database& db);

}  // namespace qm::store
