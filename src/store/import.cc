#include "store/import.h"

#include <fmt/format.h>

#include <exception>
#include <filesystem>
#include <memory>

#include "replay/corpus.h"
#include "replay/ordered_parallel.h"
#include "store/delete.h"
#include "store/import_writer.h"
#include "store/read_ahead.h"
#include "store/stored_record.h"
#include "store/totals.h"

namespace qm::store {

namespace {

// The byte offset where each line starts (1-based: starts[0] is unused), then the end.
std::vector<size_t> line_starts(const std::string& text) {
  std::vector<size_t> starts = {0, 0};
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts.push_back(i + 1);
  starts.push_back(text.size());
  return starts;
}

// Lines [first, last) of the text, 1-based; `last` 0: to the end.
std::string line_range(const std::string& text, const std::vector<size_t>& starts, int first,
                       int last) {
  auto at = [&](int line) {
    return line < int(starts.size()) ? starts[size_t(line)] : text.size();
  };
  size_t begin = at(first), end = last > 0 ? at(last) : text.size();
  return end > begin ? text.substr(begin, end - begin) : std::string();
}

}  // namespace

bool read_record_file(Replayer& replayer, const std::string& path, const RecordSink& take,
                      std::string& why) {
  std::string text;
  if (!read_text_file(path, text, why)) return false;  // `why` names the file
  if (read_record_text(replayer, path, text, take, why)) return true;
  why = fmt::format("{}: {}", path, why);
  return false;
}

bool read_record_text(Replayer& replayer, const std::string& name, const std::string& text,
                      const RecordSink& take, std::string& why) {
  const std::vector<size_t> starts = line_starts(text);
  // Each document is replayed as soon as it is parsed, and its tree dropped then: a record
  // of a million moves is not held as a tree beside its record and rows. A document's text
  // runs to the next one's first line, so each is stored one document later.
  struct Pending {
    YamlDocument doc;  // without its tree, once replayed
    Replay replay;
    StoreObserver seen;  // the moves' words and the game's events, from the one replay
  };
  std::unique_ptr<Pending> pending;
  auto store = [&](int next_line) {
    if (!pending) return;
    Pending& p = *pending;
    StoredRecord record = stored_from_replay(
        p.replay, p.doc, line_range(text, starts, p.doc.first_line, next_line), p.seen);
    pending.reset();
    take(record);
  };
  int documents = 0;
  std::string ruleset;  // a ruleset file kept beside the records: skipped, `why` says what
  parse_yaml_documents(text, [&](YamlDocument& doc) {
    if (++documents == 1) ruleset = ruleset_document(doc);
    if (!ruleset.empty()) return;
    store(doc.first_line);
    pending = std::make_unique<Pending>();
    ReplayOptions options;
    options.observer = &pending->seen;
    pending->replay = replayer.replay_dropping_tree(doc, name, options);
    pending->doc = std::move(doc);
  });
  if (documents == 0) {
    why = "holds no record";
    return false;
  }
  if (!ruleset.empty()) {
    why = std::move(ruleset);
    return true;
  }
  store(0);
  return true;
}

bool read_record_file(Replayer& replayer, const std::string& path, std::vector<StoredRecord>& out,
                      std::string& why) {
  return read_record_file(
      replayer, path, [&](StoredRecord& r) { out.push_back(std::move(r)); }, why);
}

bool read_record_text(Replayer& replayer, const std::string& name, const std::string& text,
                      std::vector<StoredRecord>& out, std::string& why) {
  return read_record_text(
      replayer, name, text, [&](StoredRecord& r) { out.push_back(std::move(r)); }, why);
}

namespace {

// A source read on the writing thread is written in batches of this many records, or fewer
// holding this many moves.
constexpr size_t kBatchRecords = 1000;
constexpr size_t kBatchMoves = 100'000;

// The sources of an import: how many, each one's name, its size in bytes, and how to read
// it (read_record_file).
struct Sources {
  size_t count = 0;
  std::function<std::string(size_t)> name;
  std::function<size_t(size_t)> bytes;
  std::function<bool(Replayer&, size_t, const RecordSink&, std::string&)> read;
};

// What reading one source ahead of the writing gave: its records, or why there are none
// (read_record_file's result and `why`), or what it threw; or nothing yet (`deferred`): it
// is read when its turn to be written comes.
struct SourceRecords {
  size_t index = 0;
  bool deferred = false;
  size_t reserved = 0;  // bytes of the read-ahead it holds
  std::vector<StoredRecord> records;
  bool read = false;
  std::string why;
  std::exception_ptr failure;  // rethrown when it is written, once no reader waits
};

// The import's writing, made without the store's CHECK constraints (PRAGMA
// ignore_check_constraints) while it lives: games' `status IN (...)` alone had SQLite build
// and drop a temporary table for every record, about a seventh of the writing. The writer
// makes every value they check (a status from the verdict, 0 or 1 from a flag); any other
// program's writing is still checked, and SQLite's quick_check (which `qm import` runs on a
// store before it writes to it) and `qm check` find a row that breaks them.
class CheckedByTheWriter {
 public:
  explicit CheckedByTheWriter(Database& db) : db_(db) {
    db_.exec("PRAGMA ignore_check_constraints = ON");
  }
  ~CheckedByTheWriter() {
    try {
      db_.exec("PRAGMA ignore_check_constraints = OFF");
    } catch (const StoreError&) {
      // The connection is closed after the import anyway.
    }
  }
  CheckedByTheWriter(const CheckedByTheWriter&) = delete;
  CheckedByTheWriter& operator=(const CheckedByTheWriter&) = delete;

 private:
  Database& db_;
};

// Reads the sources on options.threads threads (each with its own copy of `replayer`) and
// stores their records in source order, in one write transaction.
ImportSummary store_sources(Database& db, Replayer& replayer, const Sources& sources,
                            const ImportOptions& options) {
  ImportSummary summary;
  // Taken before the first read: a concurrent import then waits whole, never half-way.
  Transaction tx(db);
  const long long first_game_id =
      db.query_integer("SELECT coalesce(max(game_id), 0) + 1 FROM games");
  CheckedByTheWriter checks_off(db);  // before the writer prepares its statements
  ImportWriter writer(db, options, first_game_id, summary);
  ReadAhead read_ahead(options.read_ahead_bytes);
  size_t done = 0;
  // What a source that gave no record was: a ruleset file (skipped), or unreadable.
  auto no_record = [&](size_t i, bool read, const std::string& why) {
    const std::string name = sources.name(i);
    if (read) {
      if (!why.empty()) summary.skipped_files.push_back({name, why});
      return;
    }
    const std::string prefix = name + ": ";
    writer.unread(
        name, why.compare(0, prefix.size(), prefix) == 0 ? why.substr(prefix.size()) : why, why);
  };
  auto write_source = [&](SourceRecords& source) {
    if (source.failure) std::rethrow_exception(source.failure);
    size_t records = source.records.size();
    if (source.deferred) {
      // Read on this thread, and written a batch of records at a time rather than each as
      // it is read: the parser's and SQLite's code and data then do not evict each other
      // from the processor's caches at every record.
      Replayer local = replayer;
      size_t moves = 0;
      auto write_batch = [&] {
        for (const StoredRecord& r : source.records) writer.store(r);
        source.records.clear();
        moves = 0;
      };
      source.read = sources.read(
          local, source.index,
          [&](StoredRecord& r) {
            ++records;
            moves += r.moves.size();
            source.records.push_back(std::move(r));
            if (source.records.size() >= kBatchRecords || moves >= kBatchMoves) write_batch();
          },
          source.why);
    }
    if (records == 0) no_record(source.index, source.read, source.why);
    for (const StoredRecord& r : source.records) writer.store(r);
    source.records.clear();
    read_ahead.written(source.index, source.reserved);
    if (options.progress) options.progress(++done, sources.count);
  };
  ordered_parallel_run(
      sources.count, options.threads,
      [&](size_t i) {
        SourceRecords source;
        source.index = i;
        try {
          const size_t bytes = sources.bytes(i);
          if (!read_ahead.reserve(i, bytes)) {
            source.deferred = true;
            return source;
          }
          source.reserved = bytes;
          Replayer local = replayer;  // shares the ruleset library, which is thread-safe
          source.read = sources.read(
              local, i, [&](StoredRecord& r) { source.records.push_back(std::move(r)); },
              source.why);
        } catch (...) {
          source.failure = std::current_exception();
        }
        return source;
      },
      [&](SourceRecords& source) {
        try {
          write_source(source);
        } catch (...) {
          read_ahead.stop();  // before the reading threads are joined
          throw;
        }
      });
  if (summary.replaced > 0) finish_deleting(db);
  add_to_totals(db, first_game_id);
  tx.commit();
  summary.player_notes = writer.people().notes();
  return summary;
}

}  // namespace

ImportSummary import_records(Database& db, Replayer& replayer,
                             const std::vector<std::string>& paths, const ImportOptions& options) {
  const std::vector<std::string> files = list_record_files(paths);
  Sources sources;
  sources.count = files.size();
  sources.name = [&](size_t i) { return files[i]; };
  sources.bytes = [&](size_t i) {
    std::error_code error;  // one that cannot be read is reported when it is read
    const auto bytes = std::filesystem::file_size(files[i], error);
    return error ? size_t(0) : size_t(bytes);
  };
  sources.read = [&](Replayer& r, size_t i, const RecordSink& take, std::string& why) {
    return read_record_file(r, files[i], take, why);
  };
  return store_sources(db, replayer, sources, options);
}

ImportSummary import_texts(Database& db, Replayer& replayer, const std::vector<NamedText>& texts,
                           const ImportOptions& options) {
  Sources sources;
  sources.count = texts.size();
  sources.name = [&](size_t i) { return texts[i].name; };
  sources.bytes = [&](size_t i) { return texts[i].text.size(); };
  sources.read = [&](Replayer& r, size_t i, const RecordSink& take, std::string& why) {
    if (read_record_text(r, texts[i].name, texts[i].text, take, why)) return true;
    why = fmt::format("{}: {}", texts[i].name, why);
    return false;
  };
  return store_sources(db, replayer, sources, options);
}

}  // namespace qm::store
