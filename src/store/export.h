// `qm export` and the replay from the database: choosing stored records by id, rebuilding
// each as a document (YAML text for export; the record reader's tree for a replay, so that
// no YAML is written or parsed for a record stored in tables).
//
// A record stored as text (its header could not be read at import) is exported as that
// text and replayed from it.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "replay/replay.h"
#include "store/record_rows.h"
#include "store/sqlite.h"

namespace qm::store {

// An id asked for that is not in the database (a usage error, exit status 2).
class UnknownRecord : public StoreError {
 public:
  using StoreError::StoreError;
};

// The records named by `ids`, in the order given, or every record in import order when
// `ids` is empty. Throws UnknownRecord naming an id that is not stored.
std::vector<StoredKey> select_records(Database& db, const std::vector<std::string>& ids);

// The record as YAML v1: one document, ending in a newline.
std::string export_yaml(const StoredRecord& record);

// How a stored record is named in reports: "DB#ID".
std::string stored_label(const Database& db, const StoredRecord& record);

// Replays a stored record (docs/format.md: `line` is null, there being no file). The second
// form uses the record up: its texts move into the tree the replay reads.
Replay replay_stored(Replayer& replayer, const Database& db, const StoredRecord& record,
                     const ReplayOptions& options = {});
Replay replay_stored(Replayer& replayer, const Database& db, StoredRecord&& record,
                     const ReplayOptions& options = {});

// Loads the records named by `ids` (all when empty), in that order, `chunk` at a time, and
// passes each chunk to `visit`.
void load_records(Database& db, const std::vector<std::string>& ids, size_t chunk,
                  const std::function<void(std::vector<StoredRecord>&)>& visit);

// Replays the records named by `ids` (all when empty), in that order, passing each to
// `visit`.
void replay_records(Database& db, Replayer& replayer, const std::vector<std::string>& ids,
                    const ReplayOptions& options, const std::function<void(Replay&)>& visit);

// Replays the records named by `ids` (all when empty) on `threads` threads, each reading
// with its own connection to the database at `db.path()`, a chunk of records at a time.
// `describe` turns each replay into text on the thread that replayed it (it must be
// thread-safe); `emit` gets the texts in record order, on the calling thread.
void replay_records_parallel(Database& db, const std::vector<std::string>& ids, int threads,
                             std::shared_ptr<RulesetLibrary> rulesets, const ReplayOptions& options,
                             const std::function<std::string(Replay&)>& describe,
                             const std::function<void(std::string&)>& emit);

}  // namespace qm::store
