// The writing half of `qm import`: each record read is stored, or found already present,
// replaced (--replace), or skipped as a duplicate of a stored game (unless --duplicates
// keep), and counted in the ImportSummary. Lives within the import's write transaction, on
// the one thread that writes.
#pragma once

#include "store/import.h"
#include "store/record_rows.h"
#include "store/sqlite.h"

namespace qm::store {

class ImportWriter {
 public:
  // `first_game_id`: the first game_id this import gives (the records stored before it
  // have lower ones).
  ImportWriter(Database& db, const ImportOptions& options, long long first_game_id,
               ImportSummary& summary);

  // Stores the record (or counts it present, or a duplicate); throws StoreError when its id
  // is stored with other content or rulings and --replace was not asked.
  void store(const StoredRecord& record);
  // A file (or text) that gave no record: `name`, and why (without the name).
  void unread(const std::string& name, const std::string& why, std::string problem);

  People& people() { return writer_.people(); }

 private:
  // Whether the stored record's verdict is the one its new replay gave.
  bool same_verdict(long long game_id, const StoredRecord& r);

  Database& db_;
  const ImportOptions& options_;
  long long first_game_id_;
  ImportSummary& summary_;
  RowReader reader_;
  RowWriter writer_;
  Statement verdict_, duplicate_of_;
};

}  // namespace qm::store
