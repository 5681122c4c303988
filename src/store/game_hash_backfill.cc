#include "store/game_hash_backfill.h"

#include "store/record_rows.h"

namespace qm::store {

void backfill_game_hashes(Database& db) {
  RowReader reader(db);
  Statement set = db.prepare("UPDATE games SET game_hash = ?2 WHERE game_id = ?1");
  for (const StoredKey& key : reader.all()) {
    if (key.as_text) continue;
    const std::string hash = game_hash_of(reader.load(key.game_id));
    if (!hash.empty()) set.bind(1, key.game_id).bind(2, hash).run();
  }
}

}  // namespace qm::store
