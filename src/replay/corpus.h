// Walking a corpus of record files: listing them, reading each file's documents, and
// checking files on several threads while printing in input order.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "replay/replay.h"

namespace qm {

// The record files named by `paths`: files as given, directories searched recursively for
// *.yaml and *.yml, in sorted order. A path that does not exist is kept, to be reported.
std::vector<std::string> list_record_files(const std::vector<std::string>& paths);

// Reads a record file whole into `text`. False, with `why` ("'x' is a directory, not a
// record file", "cannot read 'x': no such file"), when it cannot.
bool read_text_file(const std::string& path, std::string& text, std::string& why);

// Reads `path` and passes each of its YAML documents to `visit`, in order. Returns "", or
// why the file gives no record: it cannot be read, or holds no document.
std::string for_each_document(const std::string& path,
                              const std::function<void(YamlDocument&)>& visit);

// Reads `path` and replays each of its documents, in order. A file that cannot be read, or
// holds no document, gives one unreadable Replay.
void replay_file(Replayer& replayer, const std::string& path, const ReplayOptions& options,
                 const std::function<void(Replay&)>& visit);

struct Tally {
  long long valid = 0, illegal = 0, unreadable = 0;
  void add(Status s) {
    (s == Status::Valid ? valid : s == Status::Illegal ? illegal : unreadable) += 1;
  }
  void add(const Tally& t) {
    valid += t.valid;
    illegal += t.illegal;
    unreadable += t.unreadable;
  }
  int exit_status() const { return qm::exit_status(illegal > 0, unreadable > 0); }
};

// ordered_parallel_run (replay/ordered_parallel.h) for results that are text.
void ordered_parallel(size_t count, int threads, const std::function<std::string(size_t)>& work,
                      const std::function<void(std::string&)>& emit);

// The number of threads for `-j 0`: every core.
int default_threads();

}  // namespace qm
