#include "store/score_parts_backfill.h"

#include "store/export.h"
#include "store/record_rows.h"

namespace qm::store {

namespace {

// The stored scores of a record, by side_no.
std::vector<StoredScore> stored_scores(Statement& query, long long game_id) {
  std::vector<StoredScore> scores;
  query.bind(1, game_id);
  while (query.step()) {
    StoredScore s;
    s.side = query.text(0);
    s.score = query.integer(1);
    scores.push_back(std::move(s));
  }
  query.reset();
  return scores;
}

// Adds the replay's parts to `scores`; false when the replay disagrees with them.
bool add_parts(const Replay& replay, std::vector<StoredScore>& scores) {
  if (!replay.state) return false;
  const Outcome o = replay.state->outcome();
  std::vector<std::vector<ScorePart>> parts = replay.state->score_parts();
  if (o.sides.size() != scores.size() || parts.size() != scores.size()) return false;
  for (size_t i = 0; i < scores.size(); ++i) {
    if (o.sides[i] != scores[i].side || o.scores[i] != scores[i].score) return false;
    scores[i].parts = std::move(parts[i]);
  }
  return true;
}

}  // namespace

void backfill_score_parts(Database& db) {
  std::vector<long long> game_ids;
  {
    Statement s = db.prepare(
        "SELECT DISTINCT game_id FROM scores sc WHERE NOT EXISTS (SELECT 1 FROM score_parts sp "
        "WHERE sp.game_id = sc.game_id) ORDER BY game_id");
    while (s.step()) game_ids.push_back(s.integer(0));
  }
  if (game_ids.empty()) return;
  Replayer replayer;
  RowReader reader(db);
  ScorePartWriter writer(db);
  Statement scores =
      db.prepare("SELECT side, score FROM scores WHERE game_id = ?1 ORDER BY side_no");
  for (long long game_id : game_ids) {
    std::vector<StoredScore> stored = stored_scores(scores, game_id);
    const Replay replay = replay_stored(replayer, db, reader.load(game_id));
    if (add_parts(replay, stored)) writer.insert(game_id, stored);
  }
}

}  // namespace qm::store
