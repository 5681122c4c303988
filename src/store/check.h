// `qm check`: whether a store is sound. SQLite's integrity_check (every page, every b-tree,
// every index against its table), the foreign keys, the store's identity and schema version,
// and its own consistency: the totals tables equal a rebuild from the records' rows, and each
// record stored in tables has its moves numbered 1..move_count, and every record its seats
// 1..players; its schema is the one qm makes (store/schema_check.h: otherwise nothing more
// is read), and every record replays to the result stored for it (store/result_check.h: a
// result edited by hand is found). Reads only: works on a read-only file, and never upgrades
// or repairs.
#pragma once

#include <string>
#include <vector>

namespace qm::store {

struct CheckReport {
  long long version = 0;              // the store version (0 when it cannot be read)
  long long records = 0;              // records stored (when readable)
  std::vector<std::string> problems;  // one sentence each; empty: sound
};

// Checks the store at `path`. Throws StoreError only when the file cannot be opened at all
// (missing, a directory, unreadable); a damaged file is a report with problems.
CheckReport check_store(const std::string& path);

}  // namespace qm::store
