// `qm import`: reads record files (directories recursively), replays every record and
// stores it with its verdict, all in one write transaction: either every record of the
// batch is stored or, on any error, none is.
//
// A record whose id is already stored with the same content is counted "already present"
// and left alone; one whose id is stored with different content stops the import (nothing
// changed). The same holds between two records of one batch. Files that cannot be read, or
// hold no record, are reported and counted unreadable but not stored: there is no record.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "replay/replay.h"
#include "store/sqlite.h"
#include "store/stored_record.h"

namespace qm::store {

struct ImportSummary {
  long long added = 0, present = 0;       // records
  long long illegal = 0, unreadable = 0;  // verdicts among the records read
  std::vector<std::string> unread_files;  // "path: why", for files that gave no record
};

struct ImportOptions {
  // Called after each file is read: files done, files in all.
  std::function<void(size_t done, size_t total)> progress;
};

// The first half of an import: reads one file and replays each of its records, appending
// them to `out` as the store will hold them. False, with `why`, when the file gives none.
bool read_record_file(Replayer& replayer, const std::string& path, std::vector<StoredRecord>& out,
                      std::string& why);

// Throws StoreError when the batch cannot be stored; the database is then unchanged.
ImportSummary import_records(Database& db, Replayer& replayer,
                             const std::vector<std::string>& paths,
                             const ImportOptions& options = {});

}  // namespace qm::store
