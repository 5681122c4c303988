// The files `qm export --out DIR` and `qm simulate --out DIR` write, one per record, into a
// folder that may hold the user's own files (the records an export came from, say).
//
// A file is written whole (report/output_folder.h: a temporary file renamed over it), and
// only where nothing stands or where the same content stands already. A file with other
// content is the user's (a record with its comments, an earlier export) and is replaced only
// when asked (--force); a symbolic link is never written through, nor replaced; a failure is
// said with its reason, and the other files are still written. The caller saves the folder
// to disk once at the end (OutputFolder::sync_all).
#pragma once

#include <string>
#include <string_view>

#include "report/output_folder.h"

namespace qm::cli {

enum class FileOutcome {
  Written,    // new, or replaced (forced)
  Unchanged,  // the file held exactly this already
  Refused,    // not written: `why` says why
};

FileOutcome write_output_file(const report::OutputFolder& folder, const std::string& name,
                              std::string_view content, bool force, std::string& why);

// Counts of what write_output_file did, and the line that says it: "3 record(s) written to
// out (2 there already, unchanged; 1 not written)".
struct OutputTally {
  size_t written = 0, unchanged = 0, refused = 0;
  void add(FileOutcome outcome);
  std::string summary(const std::string& what, const std::string& folder) const;
};

}  // namespace qm::cli
