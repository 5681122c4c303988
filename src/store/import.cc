#include "store/import.h"

#include <fmt/format.h>

#include <memory>

#include "replay/corpus.h"
#include "replay/ordered_parallel.h"
#include "store/delete.h"
#include "store/record_rows.h"
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

bool read_record_file(Replayer& replayer, const std::string& path, std::vector<StoredRecord>& out,
                      std::string& why) {
  std::string text;
  if (!read_text_file(path, text, why)) return false;  // `why` names the file
  if (read_record_text(replayer, path, text, out, why)) return true;
  why = fmt::format("{}: {}", path, why);
  return false;
}

bool read_record_text(Replayer& replayer, const std::string& name, const std::string& text,
                      std::vector<StoredRecord>& out, std::string& why) {
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
    out.push_back(stored_from_replay(
        p.replay, p.doc, line_range(text, starts, p.doc.first_line, next_line), p.seen));
    pending.reset();
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

namespace {

std::string where(const StoredRecord& r) {
  return r.source_document > 1 ? fmt::format("{}#{}", r.source_file, r.source_document)
                               : r.source_file;
}

// Whether a stored record's verdict is the one a new replay of it gave: its status, where
// and why it stopped, its scores and the ruleset content it was replayed under. (For
// --replace of a record stored with the same content: nothing to replace when it is.)
class StoredVerdicts {
 public:
  StoredVerdicts(Database& db, RowWriter& writer)
      : writer_(writer),
        verdict_(db.prepare(
            "SELECT status, coalesce(violation_rule, ''), coalesce(violation_move, 0), "
            "coalesce(violation_message, ''), coalesce(error_message, ''), move_count, finished, "
            "complete, coalesce(ruleset_hash, ''), (SELECT coalesce(group_concat(side || '=' || "
            "score || '/' || winner, ';'), '') FROM (SELECT side, score, winner FROM scores s "
            "WHERE s.game_id = g.game_id ORDER BY side_no)) FROM games g WHERE game_id = ?1")) {}

  bool same(long long game_id, const StoredRecord& r) {
    const StoredVerdict& v = r.verdict;
    std::string scores;
    for (const StoredScore& s : v.scores)
      scores +=
          fmt::format("{}{}={}/{}", scores.empty() ? "" : ";", s.side, s.score, s.winner ? 1 : 0);
    verdict_.bind(1, game_id);
    const bool same =
        verdict_.step() && verdict_.text(0) == status_name(v.status) &&
        verdict_.text(1) == v.violation_rule.value_or("") &&
        verdict_.integer(2) == v.violation_move.value_or(0) &&
        verdict_.text(3) == v.violation_message.value_or("") &&
        verdict_.text(4) == v.error_message.value_or("") && verdict_.integer(5) == v.move_count &&
        (verdict_.integer(6) != 0) == v.finished && (verdict_.integer(7) != 0) == v.complete &&
        verdict_.text(8) == writer_.ruleset_key(r.replayed_under).value_or("") &&
        verdict_.text(9) == scores;
    verdict_.reset();
    return same;
  }

 private:
  RowWriter& writer_;
  Statement verdict_;
};

// What reading one file (or text) gave: its records, or why there are none.
struct SourceRecords {
  std::vector<StoredRecord> records;
  std::string problem;  // "path: why" when the source gave no record
  std::string name;     // the source's name, for that problem or skip
  std::string why;      // the problem without the name
  std::string skipped;  // what it is, for a ruleset file: not imported
};

ImportProblem problem_of(const StoredRecord& r) {
  const StoredVerdict& v = r.verdict;
  ReadError error{v.error_file.value_or(r.source_file),
                  SourcePos{int(v.error_line.value_or(0)), int(v.error_column.value_or(0))},
                  v.error_message.value_or("")};
  std::vector<ReadError> errors = r.read_errors;
  if (errors.empty()) errors.push_back(error);
  return ImportProblem{r.source_file,    r.source_document, r.id,
                       std::move(error), std::move(errors), r.read_errors_left_off};
}

// Reads `count` sources with `read(i)` on options.threads threads (each with its own copy of
// `replayer`) and stores their records in source order, in one write transaction.
ImportSummary store_sources(
    Database& db, Replayer& replayer, size_t count, const ImportOptions& options,
    const std::function<bool(Replayer&, size_t, std::vector<StoredRecord>&, std::string&)>& read,
    const std::function<std::string(size_t)>& name_of) {
  ImportSummary summary;
  // Taken before the first read: a concurrent import then waits whole, never half-way.
  Transaction tx(db);
  const long long first_game_id =
      db.query_integer("SELECT coalesce(max(game_id), 0) + 1 FROM games");
  RowReader reader(db);
  RowWriter writer(db);
  StoredVerdicts verdicts(db, writer);
  Statement duplicate_of =
      db.prepare("SELECT id FROM games WHERE game_hash = ?1 ORDER BY game_id LIMIT 1");
  size_t done = 0;
  auto store = [&](SourceRecords& source) {
    if (!source.skipped.empty())
      summary.skipped_files.push_back({source.name, std::move(source.skipped)});
    if (!source.problem.empty()) {
      summary.problems.push_back(ImportProblem{source.name,
                                               0,
                                               "",
                                               ReadError{source.name, {}, source.why},
                                               {ReadError{source.name, {}, source.why}}});
      summary.unread_files.push_back(std::move(source.problem));
      ++summary.unreadable;
    }
    for (const StoredRecord& r : source.records) {
      if (r.verdict.status == Status::Illegal) ++summary.illegal;
      if (r.verdict.status == Status::Unreadable) {
        ++summary.unreadable;
        summary.problems.push_back(problem_of(r));
      }
      if (std::optional<StoredKey> key = reader.find(r.id)) {
        // Rulings are not part of the content (a referee adds them later): a record ruled
        // on since it was stored is replaced on purpose only.
        const bool same_content =
            key->content_hash == r.content_hash &&
            (key->as_text || same_rulings(reader.rulings(key->game_id), r.rulings));
        // Stored as it is, judged as it was: there is nothing to replace. (Judged otherwise
        // now, under a changed ruleset file or a newer qm: --replace stores the new verdict.)
        if (same_content && (!options.replace || verdicts.same(key->game_id, r))) {
          ++summary.present;
          continue;
        }
        if (options.replace) {
          delete_record(db, key->game_id, key->game_id < first_game_id);
          writer.insert(r);
          ++summary.replaced;
          continue;
        }
        if (key->content_hash != r.content_hash)
          throw StoreError(fmt::format(
              "{}: the record '{}' is already in the database with different content; nothing "
              "was imported (a corrected record replaces the stored one with qm import "
              "--replace; another record needs another id)",
              where(r), r.id));
        throw StoreError(fmt::format(
            "{}: the record '{}' is already in the database with other rulings; nothing was "
            "imported (qm import --replace stores the record with its new rulings)",
            where(r), r.id));
      }
      if (!r.game_hash.empty()) {
        duplicate_of.bind(1, r.game_hash);
        const std::optional<std::string> same_as =
            duplicate_of.step() ? std::optional<std::string>(duplicate_of.text(0)) : std::nullopt;
        duplicate_of.reset();
        if (same_as) {
          summary.duplicates.push_back(
              Duplicate{where(r), r.id, *same_as, options.keep_duplicates});
          if (!options.keep_duplicates) continue;
        }
      }
      writer.insert(r);
      ++summary.added;
    }
    if (options.progress) options.progress(++done, count);
  };
  ordered_parallel_run(
      count, options.threads,
      [&](size_t i) {
        Replayer local = replayer;  // shares the ruleset library, which is thread-safe
        SourceRecords source;
        std::string why;
        if (read(local, i, source.records, why)) {
          if (source.records.empty()) {
            source.skipped = why;
            source.name = name_of(i);
          }
        } else {
          source.problem = why;
          source.name = name_of(i);
          const std::string prefix = source.name + ": ";
          source.why = why.compare(0, prefix.size(), prefix) == 0 ? why.substr(prefix.size()) : why;
        }
        return source;
      },
      store);
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
  return store_sources(
      db, replayer, files.size(), options,
      [&](Replayer& r, size_t i, std::vector<StoredRecord>& out, std::string& why) {
        return read_record_file(r, files[i], out, why);
      },
      [&](size_t i) { return files[i]; });
}

ImportSummary import_texts(Database& db, Replayer& replayer, const std::vector<NamedText>& texts,
                           const ImportOptions& options) {
  return store_sources(
      db, replayer, texts.size(), options,
      [&](Replayer& r, size_t i, std::vector<StoredRecord>& out, std::string& why) {
        if (read_record_text(r, texts[i].name, texts[i].text, out, why)) return true;
        why = fmt::format("{}: {}", texts[i].name, why);
        return false;
      },
      [&](size_t i) { return texts[i].name; });
}

}  // namespace qm::store
