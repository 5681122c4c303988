// One record as the store holds it: the content rows (header, seats, teams, moves, claims,
// rulings, the game's own fields as JSON) and the verdict of its replay at import (status,
// violation or error, scores, the game's events). Built from a Replay at import, loaded from the
// database for export and replay.
//
// The record is rebuilt as a document tree (document_tree): the same tree is written out
// as YAML by export, hashed for content_hash, and read by the record reader for a replay
// from the database, so that all three agree. A record whose header cannot be read has no
// content rows: it keeps the text it was written in (as_text).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/game_state.h"
#include "record/boxed.h"
#include "record/yaml_tree.h"
#include "replay/observer.h"
#include "replay/replay.h"

namespace qm::store {

// An empty text as no value (NULL in the database).
inline std::optional<std::string> non_empty(const std::string& text) {
  if (text.empty()) return std::nullopt;
  return text;
}

// What the game reads a move as (MoveWords), for queries; every field empty (NULL in the
// table) when it cannot say.
struct MoveColumns {
  std::string player, verb, rest;
};

// A record may hold a million: the rare map form is boxed (160 bytes a move, not 216).
struct StoredMove {
  std::optional<std::string> notation;  // the one-line form as written
  Boxed<std::string> fields;            // or the map form, as a JSON object
  MoveColumns columns;
  std::optional<long long> source_line;
};

struct StoredTeam {
  std::string name;
  std::vector<int> seats;  // the partners, as indexes into players
};

struct StoredScore {
  std::string side;
  long long score = 0;
  std::optional<long long> min, max;  // when hidden cards leave the score open
  bool winner = false;
  std::vector<ScorePart> parts;  // where the score came from (GameState::score_parts)
};

// One of the game's events (GameEvent), as a row of `events`.
struct StoredEvent {
  std::optional<long long> move;  // none: at the end
  std::optional<std::string> side;
  std::string kind;
  long long value = 0;
  std::optional<std::string> detail;  // a JSON object
};

struct StoredVerdict {
  Status status = Status::Unreadable;
  std::optional<std::string> replay_ruleset;
  long long move_count = 0;
  bool finished = false, complete = false;
  std::optional<long long> violation_move, violation_line;
  std::optional<std::string> violation_player, violation_rule, violation_message;
  std::optional<std::string> error_file, error_message;
  std::optional<long long> error_line, error_column;
  std::vector<StoredScore> scores;
  std::vector<StoredEvent> events;
};

struct StoredRecord {
  std::string id;
  bool id_given = false;
  std::string content_hash;
  // Which game it is, whoever wrote it down (game_hash below); "" when it says too little.
  std::string game_hash;
  bool as_text = false;
  std::string source_text;  // as_text only

  // Content (as_text == false). Empty strings are fields the record leaves out.
  std::string game, ruleset, date, event, notes;
  std::vector<std::string> players;  // in turn order, as the record writes them
  // Who each player is (`player_ids:`), per player; "" for none. Empty when none is given.
  std::vector<std::string> player_ids;
  bool has_teams = false;
  std::vector<StoredTeam> teams;
  std::vector<StoredMove> moves;
  bool result_only = false;  // no `moves:` at all (Record::result_only)
  bool has_result = false;
  std::vector<std::pair<std::string, long long>> claims;
  std::string game_fields = "{}";  // a JSON object, keys in the order written
  // The same as a tree, when RowReader::load has read it: reading the JSON is how load checks
  // it, and document_tree takes this tree rather than read the JSON a second time.
  std::optional<YNode> game_fields_tree;
  // A referee's rulings (`rulings:`), in the order written; their positions are 0. Read at
  // import for a record kept as text too (it is replayed from its text, which has them;
  // the store's `rulings` rows are for records in tables only).
  std::vector<Ruling> rulings;

  std::string source_file;
  int source_document = 1;
  StoredVerdict verdict;
  // Every unreadable problem the replay at import found (Replay::errors, errors_left_off),
  // for import's report. Not stored (the verdict keeps the first): empty when loaded.
  std::vector<ReadError> read_errors;
  int read_errors_left_off = 0;

  // Where the record came from: a game played at a table, or one `qm simulate` wrote (its
  // event is one games/simulated_record.h writes: is_simulated_event).
  bool simulated = false;
  // The ruleset it was replayed under: at import, as loaded (the store keeps its content,
  // store/record_rows.h); loaded from the store, that content (none when the store has it
  // not: a record stored before version 5 whose ruleset did not resolve).
  std::shared_ptr<const Ruleset> replayed_under;
  std::optional<std::string> ruleset_content;
  std::string ruleset_hash;  // of ruleset_content
};

// What the store keeps of a replay besides its verdict, seen as it ran: each move's words
// (the moves table's player, verb and rest) and the game's events. Reusable: each replay
// it watches starts it afresh.
class StoreObserver : public ReplayObserver {
 public:
  // Per move of the record, its columns (the rest of each is stored_from_replay's, which
  // takes them: a record of a million moves has one vector of them, not two).
  std::vector<StoredMove> moves;
  std::vector<StoredEvent> events;

  void header(const Record& record) override;
  void move(const ObservedMove& move) override;
  void end(const Replay& replay, const std::vector<GameEvent>& events) override;

 private:
  bool header_seen_ = false;
};

// The game's events as rows of `events`.
std::vector<StoredEvent> stored_events(const std::vector<GameEvent>& events);

// The verdict of `replay` as the store keeps it: status, violation or error, the scores and
// their parts, and the game's events `seen` watched.
StoredVerdict verdict_of(const Replay& replay, const StoreObserver& seen);

// The record of `replay` (of `doc`, whose text as written is `document_text`) as the store
// holds it, with its verdict; `seen` watched the replay (ReplayOptions::observer). It takes
// what it keeps: `seen`'s moves and events, and `replay` is left without its match and its
// record's moves (so that a record of a million moves is not held twice). `doc` may have
// had its tree dropped (root null): a record kept as text then reads its text again.
StoredRecord stored_from_replay(Replay& replay, const YamlDocument& doc,
                                const std::string& document_text, StoreObserver& seen);

// The record's document tree: format, game, ruleset, id (always written: it is the key),
// date, event, players, teams, the game's fields, rulings, moves, result, notes. Every position is
// 0 (not from a file). Not for as_text records. The second form takes the record's texts
// instead of copying them (its moves' notation, id, names and notes are left moved-from).
YNode document_tree(const StoredRecord& record);
YNode document_tree(StoredRecord&& record);

// The record's game hash: record/canonical.h game_hash of its document tree (so that a record
// hashes the same from its file and from the store). "" for a record kept as text.
std::string game_hash_of(const StoredRecord& record);

// Whether two lists of rulings say the same (move, ruling and note, whatever their order).
bool same_rulings(std::vector<Ruling> a, std::vector<Ruling> b);

// YAML nodes as JSON: scalars as strings, null, sequences as arrays, maps as objects in
// their order. Throws std::invalid_argument for a map key that is not a scalar.
Json yaml_to_json(const YNode& node);
// The reverse, from JSON text (the store's columns). Throws std::invalid_argument.
YNode yaml_from_json(std::string_view json_text);
// The same for a text that should hold a JSON object: none when it does not.
std::optional<YNode> json_object_tree(std::string_view json_text);

}  // namespace qm::store
