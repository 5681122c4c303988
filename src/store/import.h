// `qm import`: reads record files (directories recursively), replays every record and
// stores it with its verdict, all in one write transaction: either every record of the
// batch is stored or, on any error, none is. Files are read and replayed on
// ImportOptions::threads threads while the calling thread writes, in file order.
//
// A record whose id is already stored with the same content is counted "already present"
// and left alone; one whose id is stored with different content stops the import (nothing
// changed). The same holds between two records of one batch. A record of a game stored
// already under another id (the same game, players and moves or deal) is a duplicate:
// skipped and reported, or kept when asked. With ImportOptions::replace,
// a record whose id is stored replaces the stored one instead. Files that cannot be read, or
// hold no record, are reported and counted unreadable but not stored: there is no record.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "replay/replay.h"
#include "store/sqlite.h"
#include "store/stored_record.h"

namespace qm::store {

// Something read that is unreadable: a record (its replay's error), or a file that gave
// no record (document 0, no id).
struct ImportProblem {
  std::string source;  // the file (or text) read
  int document = 0;    // the record's position among the file's documents, from 1
  std::string id;      // the record's id, "" when none could be read
  ReadError error;     // where (error.file may be a ruleset file) and what
  // Every unreadable problem, `error` first (Replay::errors), and how many were left off.
  std::vector<ReadError> errors;
  int errors_left_off = 0;
};

// A record of a game already stored under another id (the same game_hash: the same game,
// players and moves or deal; record/canonical.h).
struct Duplicate {
  std::string source;   // where it was read: "FILE", or "FILE#N" for a later document
  std::string id;       // its id
  std::string same_as;  // the id of the record of the same game in the store (or the batch)
  bool kept = false;    // stored all the same (ImportOptions::keep_duplicates)
};

struct ImportSummary {
  long long added = 0, present = 0;       // records
  long long replaced = 0;                 // records stored again (ImportOptions::replace)
  long long illegal = 0, unreadable = 0;  // verdicts among the records read
  std::vector<std::string> unread_files;  // "path: why", for files that gave no record
  // Ruleset files kept beside the records (replay/corpus.h ruleset_document), not
  // imported: each path, and what it is ("a ruleset for GAME").
  struct SkippedFile {
    std::string path, what;
  };
  std::vector<SkippedFile> skipped_files;
  std::vector<ImportProblem> problems;    // every unreadable record and file, in file order
  std::vector<Duplicate> duplicates;      // in file order; skipped unless kept
  std::vector<std::string> player_notes;  // about people (store/people.h), in order
};

struct ImportOptions {
  int threads = 1;  // reading and replaying; writing is on the calling thread
  // A record whose id is stored already replaces the stored one (its rows and its part of
  // the totals), whatever its content: `qm import --replace`, for a corrected record.
  bool replace = false;
  // A record of a game stored already under another id is stored all the same (it is
  // skipped by default): `qm import --duplicates keep`.
  bool keep_duplicates = false;
  // Called after each file (or text) is read and written: how many, out of how many.
  std::function<void(size_t done, size_t total)> progress;
  // How many bytes of sources the reading threads may have read and replayed ahead of the
  // writing (store/read_ahead.h). A source that does not fit is read on the writing thread,
  // a batch of records at a time. Tiny records take some twenty times their text in memory:
  // 4 MiB of them about 80 MB.
  size_t read_ahead_bytes = size_t(4) << 20;
};

// A record file held in memory (qm simulate --db): `name` says where it came from.
struct NamedText {
  std::string name;
  std::string text;
};

// Takes each record read, in file order, as the store will hold it (it may move it away).
using RecordSink = std::function<void(StoredRecord&)>;

// The first half of an import: reads one file and replays each of its records, handing
// each to `take` as soon as it is replayed (a file of 100,000 records is not held whole).
// False, with `why` ("PATH: why"), when the file gives none; true with nothing taken and
// `why` saying what it is ("a ruleset for GAME") for a ruleset file.
bool read_record_file(Replayer& replayer, const std::string& path, const RecordSink& take,
                      std::string& why);
// The same for a file's text already in memory.
bool read_record_text(Replayer& replayer, const std::string& name, const std::string& text,
                      const RecordSink& take, std::string& why);
// The same, appending the records to `out`.
bool read_record_file(Replayer& replayer, const std::string& path, std::vector<StoredRecord>& out,
                      std::string& why);
bool read_record_text(Replayer& replayer, const std::string& name, const std::string& text,
                      std::vector<StoredRecord>& out, std::string& why);

// Throws StoreError when the batch cannot be stored; the database is then unchanged.
ImportSummary import_records(Database& db, Replayer& replayer,
                             const std::vector<std::string>& paths,
                             const ImportOptions& options = {});
// The same for texts in memory, each one record file (one or more YAML documents).
ImportSummary import_texts(Database& db, Replayer& replayer, const std::vector<NamedText>& texts,
                           const ImportOptions& options = {});

}  // namespace qm::store
