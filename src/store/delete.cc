#include "store/delete.h"

#include <fmt/format.h>

#include "store/export.h"
#include "store/record_rows.h"
#include "store/totals.h"

namespace qm::store {

void delete_record(Database& db, long long game_id, bool in_totals) {
  if (in_totals) remove_from_totals(db, game_id);
  Statement s = db.prepare("DELETE FROM games WHERE game_id = ?1");
  s.bind(1, game_id);
  s.run();
}

void finish_deleting(Database& db) {
  tidy_totals(db);
  db.exec(
      "DELETE FROM players WHERE NOT EXISTS (SELECT 1 FROM seats s WHERE s.player_id = "
      "players.player_id);"
      "DELETE FROM rulesets WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.ruleset_hash = "
      "rulesets.hash)");
}

long long delete_records(Database& db, const std::vector<std::string>& ids) {
  Transaction tx(db);
  RowReader reader(db);
  std::vector<long long> game_ids;
  std::vector<std::string> unknown;
  for (const std::string& id : ids) {
    if (std::optional<StoredKey> key = reader.find(id))
      game_ids.push_back(key->game_id);
    else
      unknown.push_back(fmt::format("'{}'", id));
  }
  if (!unknown.empty())
    throw UnknownRecord(fmt::format("no record {} in '{}'; nothing was deleted",
                                    fmt::join(unknown, ", "), db.path()));
  long long deleted = 0;
  for (long long game_id : game_ids) {
    // An id given twice is deleted once.
    if (db.query_integer(fmt::format("SELECT count(*) FROM games WHERE game_id = {}", game_id)) ==
        0)
      continue;
    delete_record(db, game_id, true);
    ++deleted;
  }
  finish_deleting(db);
  tx.commit();
  return deleted;
}

}  // namespace qm::store
