// Deleting stored records (`qm delete`, `qm import --replace`): a record with every row that
// belongs to it (seats, teams, moves, claims, scores, score parts, events: the schema's ON
// DELETE CASCADE), its part of the statistics totals taken away first (store/totals.h).
#pragma once

#include <string>
#include <vector>

#include "store/sqlite.h"

namespace qm::store {

// Deletes the record `game_id` inside the caller's write transaction. `in_totals`: false for
// a record stored by the same transaction and not yet added to the totals. Call
// finish_deleting once the batch is done.
void delete_record(Database& db, long long game_id, bool in_totals);

// After delete_record: tidies the totals, and removes the players and rulesets no record
// refers to any more (not before the batch's last insert: a RowWriter keeps their ids).
void finish_deleting(Database& db);

// `qm delete --id ID...`: deletes the records in one write transaction. Throws
// UnknownRecord (store/export.h) naming every id that is not stored; nothing is deleted
// then. Returns how many were deleted.
long long delete_records(Database& db, const std::vector<std::string>& ids);

}  // namespace qm::store
