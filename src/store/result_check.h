// Whether what a store holds of a record's result is what replaying the record gives: the
// verdict (valid, illegal and the rule broken, unreadable), finished or not, the moves, every
// side's score (with its range and parts) and who won, the game's events; and the hashes
// that name the record's content and its ruleset, its source (played or simulated) and its
// player count. A store's rows are a stranger's word: anyone can change them with `sqlite3`
// (a one-move game marked finished, 99 to 0), and a merge would copy the fake win into the
// standings and ratings. `qm merge` refuses a record that fails this, `qm check` reports it.
//
// Not compared: the messages and the lines (a replay from the store has no file), and
// what is there for a user's own queries only (the moves' words, the claims as written).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "replay/replay.h"
#include "store/record_rows.h"
#include "store/sqlite.h"
#include "store/stored_record.h"

namespace qm::store {

class ResultCheck {
 public:
  // For the records of `db` (statements prepared once, for many records).
  explicit ResultCheck(Database& db);

  // The first way the rows of the record `game_id` (its content loaded as `record`,
  // RowReader::load) differ from its replay, as words that follow "the record 'ID' ...":
  // "is stored as valid, finished after 57 moves, Mallory 99, Anna 0, won by Mallory, but
  // its replay gives valid, unfinished after 1 move, Mallory 0, Anna 0, no winner";
  // nullopt when they agree.
  std::optional<std::string> difference(Replayer& replayer, long long game_id,
                                        const StoredRecord& record);

 private:
  StoredVerdict stored_verdict(long long game_id, std::string& source, long long& players);

  Database& db_;
  Statement game_, scores_, parts_, events_;
};

// Checks the records `keys` of the store `db` on `threads` threads, each reading with a
// connection of its own to `db.path()`, a chunk of records at a time, and calls
// `differs(key, difference)` for each record that differs, in the order of `keys`, on the
// calling thread; `differs` returns false to stop there.
void check_results(const Database& db, const std::vector<StoredKey>& keys, int threads,
                   const std::function<bool(const StoredKey&, const std::string&)>& differs);

}  // namespace qm::store
