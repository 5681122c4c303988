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

// What a document that is a ruleset rather than a record is, in a few words: "a ruleset
// for GAME"; "" for any other document. A ruleset (docs/rulesets.md) is a map with `game`
// and `extends`, `options` or one of its game's data tables, and none of a record's
// `format`, `players` or `moves`. Clubs keep their ruleset files beside their records, so
// the commands that walk a corpus skip them, saying so.
std::string ruleset_document(const YamlDocument& doc);

// Reads `path` and passes each of its YAML documents to `visit`, in order. Returns "", or
// why the file gives no record: it cannot be read, or holds no document. A file whose first
// document is a ruleset (ruleset_document) is a ruleset file: nothing is visited, and
// `skipped` says what it is.
std::string for_each_document(const std::string& path,
                              const std::function<void(YamlDocument&)>& visit,
                              std::string& skipped);

// Reads `path` and replays each of its documents, in order. A file that cannot be read, or
// holds no document, gives one unreadable Replay. A ruleset file gives no Replay:
// `skipped` is called with what it is ("a ruleset for GAME").
void replay_file(Replayer& replayer, const std::string& path, const ReplayOptions& options,
                 const std::function<void(Replay&)>& visit,
                 const std::function<void(const std::string&)>& skipped);
// The same for a file named to be read as a record (replay, audit, state): a ruleset file
// is one unreadable Replay that says what it is.
void replay_file(Replayer& replayer, const std::string& path, const ReplayOptions& options,
                 const std::function<void(Replay&)>& visit);

// "FILE: skipped: a ruleset for GAME, not a record": the line the commands print for a
// skipped file (no line end); and the summary's ", N ruleset file(s) skipped" ("" for none).
std::string skipped_file_text(const std::string& path, const std::string& what);
std::string skipped_summary(long long skipped);

struct Tally {
  long long valid = 0, illegal = 0, unreadable = 0;
  long long skipped = 0;  // ruleset files, not records
  void add(Status s) {
    (s == Status::Valid ? valid : s == Status::Illegal ? illegal : unreadable) += 1;
  }
  void add(const Tally& t) {
    valid += t.valid;
    illegal += t.illegal;
    unreadable += t.unreadable;
    skipped += t.skipped;
  }
  int exit_status() const { return qm::exit_status(illegal > 0, unreadable > 0); }
};

// ordered_parallel_run (replay/ordered_parallel.h) for results that are text.
void ordered_parallel(size_t count, int threads, const std::function<std::string(size_t)>& work,
                      const std::function<void(std::string&)>& emit);

// The number of threads for `-j 0`: every core.
int default_threads();

}  // namespace qm
