// Reading and writing one StoredRecord as rows of schema/store-v1.sql: `games`, `players`,
// `seats`, `teams`, `team_members`, `moves`, `claims`, `scores`; of store-v3.sql:
// `score_parts`; of store-v4.sql: `events` (and the moves' `rest`); of store-v5.sql:
// `rulesets` (and the games' `source` and `ruleset_hash`); of store-v7.sql: `rulings`. The classes
// prepare their statements once and are used for many records on one connection; neither
// opens a transaction (the caller's transaction makes a record whole).
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "store/batched_insert.h"
#include "store/people.h"
#include "store/sqlite.h"
#include "store/stored_record.h"

namespace qm::store {

// The `score_parts` rows of a record's sides (schema/store-v3.sql), whose `scores` rows are
// stored already: for a new record, and for records stored before version 3.
class ScorePartWriter {
 public:
  explicit ScorePartWriter(Database& db);
  void insert(long long game_id, const std::vector<StoredScore>& scores);

 private:
  BatchedInsert part_;
};

// The `events` rows of a record (schema/store-v4.sql): for a new record, and for records
// stored before version 4.
class EventWriter {
 public:
  explicit EventWriter(Database& db);
  void insert(long long game_id, const std::vector<StoredEvent>& events);

 private:
  BatchedInsert event_;
};

// The `rulesets` rows (schema/store-v5.sql): each ruleset's resolved content, once, keyed
// by its hash.
class RulesetWriter {
 public:
  explicit RulesetWriter(Database& db);
  // The hash of the ruleset's content, stored if it was not yet; nullopt for none.
  std::optional<std::string> hash(const std::shared_ptr<const Ruleset>& ruleset);
  // The same hash, without storing the content.
  std::optional<std::string> key(const std::shared_ptr<const Ruleset>& ruleset);
  // The same for content already written (a ruleset of a store being migrated).
  std::string hash(const std::string& game, const std::string& name, const std::string& content);

 private:
  Statement insert_;
  // By the library's Ruleset object, which lives as long as the library: the content of
  // one is written and hashed once per writer.
  std::unordered_map<const Ruleset*, std::string> hashes_;
  std::unordered_map<const Ruleset*, std::string> keys_;  // hashed, not (yet) stored
  std::vector<std::shared_ptr<const Ruleset>> kept_;      // keeps the keys above alive
};

class RowWriter {
 public:
  explicit RowWriter(Database& db);
  // Inserts the record and every row that belongs to it; returns its game_id. The id must
  // not be in the database yet.
  long long insert(const StoredRecord& record);
  // The hash the record's ruleset is (or would be) stored under (RulesetWriter::key).
  std::optional<std::string> ruleset_key(const std::shared_ptr<const Ruleset>& ruleset) {
    return rulesets_.key(ruleset);
  }
  // The people the seats were given to (store/people.h), with its notes.
  People& people() { return people_; }

 private:
  Database& db_;
  // Whose seats are whose: a writer lives within one write transaction, so a person it has
  // seen stays valid.
  People people_;
  Statement game_, team_, member_, claim_, ruling_;
  BatchedInsert seat_, move_, score_;  // the rows a record has most of, several a statement
  ScorePartWriter parts_;
  EventWriter events_;
  RulesetWriter rulesets_;
};

// A record's key, its place in import order, and its content hash.
struct StoredKey {
  long long game_id = 0;
  std::string id;
  std::string content_hash;
  bool as_text = false;  // stored_as = 'text'
};

// The error for a seat whose player_id names no player (a broken reference: a damaged store,
// or one changed by another program), for whoever reads the seats.
StoreError unknown_player_of_seat(const Database& db);

class RowReader {
 public:
  explicit RowReader(Database& db);
  std::optional<StoredKey> find(const std::string& id);
  // Every record in import order.
  std::vector<StoredKey> all();
  // The record's content (not its verdict: a replay recomputes that; nor the move columns
  // and source lines, which are for queries: the replay reads the moves as written).
  StoredRecord load(long long game_id);
  // The `rulings` rows of a record, in the order written (none for a record kept as text).
  std::vector<Ruling> rulings(long long game_id);

 private:
  Database& db_;
  Statement find_, game_, seats_, teams_, members_, moves_, claims_, rulings_;
};

}  // namespace qm::store
