// `qm compare` over a corpus: each record file (or stored record) compared under two
// rulesets (compare/record_compare.h), and the tally of what changed.
#pragma once

#include <functional>
#include <string>

#include "compare/record_compare.h"
#include "store/sqlite.h"
#include "store/stored_record.h"

namespace qm::compare {

struct CompareTally {
  long long records = 0, differ = 0;
  long long verdict = 0, winners = 0, scores = 0;  // records where each differs
  long long unreadable = 0;                        // unreadable under both rulesets
  long long same = 0;  // readable, and nothing differs: records = differ + same + unreadable
  // Not compared, nor counted in `records`: records of another game than the rulesets',
  // ruleset files kept beside the records, and records neither ruleset can replay that
  // their own ruleset does (RecordComparison::unfit).
  long long other_game = 0, ruleset_files = 0, unfit = 0;
  void add(const RecordComparison& c);
  void add(const CompareTally& t);
  Json json() const;
  std::string text() const;
  // 0 nothing differs, 1 some record differs, 3 some record unreadable (3 wins).
  int exit_status() const;
};

// Reads `path` once and compares each of its documents. A file that cannot be read, or
// holds no document, gives one comparison, unreadable under both; a ruleset file, one
// comparison skipped (`ruleset_file`).
void compare_file(Replayer& replayer, const std::string& path, const std::string& a,
                  const std::string& b, const std::function<void(RecordComparison&)>& visit);

// The same for a record of the store, rebuilt once from its rows (labelled DB#ID).
RecordComparison compare_stored(Replayer& replayer, const store::Database& db,
                                const store::StoredRecord& record, const std::string& a,
                                const std::string& b);

}  // namespace qm::compare
