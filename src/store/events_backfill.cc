#include "store/events_backfill.h"

#include "store/export.h"
#include "store/record_rows.h"

namespace qm::store {

void backfill_events(Database& db) {
  std::vector<std::pair<long long, std::string>> records;  // game_id, stored status
  {
    Statement s = db.prepare("SELECT game_id, status FROM games ORDER BY game_id");
    while (s.step()) records.emplace_back(s.integer(0), s.text(1));
  }
  if (records.empty()) return;
  Replayer replayer;
  RowReader reader(db);
  EventWriter events(db);
  Statement words = db.prepare(
      "UPDATE moves SET player = ?3, verb = ?4, rest = ?5 WHERE game_id = ?1 AND ply = ?2");
  StoreObserver seen;
  ReplayOptions options;
  options.observer = &seen;
  for (const auto& [game_id, status] : records) {
    const StoredRecord record = reader.load(game_id);
    const Replay replay = replay_stored(replayer, db, record, options);
    if (!record.as_text)
      for (size_t i = 0; i < seen.moves.size() && i < record.moves.size(); ++i)
        words.bind(1, game_id)
            .bind(2, i + 1)
            .bind(3, non_empty(seen.moves[i].columns.player))
            .bind(4, non_empty(seen.moves[i].columns.verb))
            .bind(5, non_empty(seen.moves[i].columns.rest))
            .run();
    if (status_name(replay.status) == status) events.insert(game_id, seen.events);
  }
}

}  // namespace qm::store
