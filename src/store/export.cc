#include "store/export.h"

#include <fmt/format.h>

#include <mutex>

#include "record/input_checks.h"
#include "replay/ordered_parallel.h"
#include "store/stored_record.h"
#include "store/yaml_writer.h"

namespace qm::store {

std::vector<StoredKey> select_records(Database& db, const std::vector<std::string>& ids) {
  RowReader reader(db);
  if (ids.empty()) return reader.all();
  std::vector<StoredKey> keys;
  for (const std::string& id : ids) {
    std::optional<StoredKey> key = reader.find(id);
    if (!key) throw UnknownRecord(fmt::format("no record '{}' in '{}'", id, db.path()));
    keys.push_back(std::move(*key));
  }
  return keys;
}

std::string export_yaml(const StoredRecord& record) {
  if (record.as_text) {
    std::string text = record.source_text;
    if (!text.empty() && text.back() != '\n') text += '\n';
    return text;
  }
  return write_yaml_document(document_tree(record));
}

std::string stored_label(const Database& db, const StoredRecord& record) {
  return fmt::format("{}#{}", db.path(), record.id);
}

namespace {

// Whether every text of `node` is UTF-8 without NUL bytes, as the reader now requires.
bool is_clean_text(const YNode& node) {
  if (node.is_scalar()) return is_clean_utf8(node.text);
  for (const YNode& item : node.items)
    if (item.is_scalar() ? !is_clean_utf8(item.text) : !is_clean_text(item)) return false;
  return true;
}

// replay_stored; `used_up` is the same record when the caller passes it to be used up (its
// texts are then moved into the tree, not copied).
Replay replay_record(Replayer& replayer, const Database& db, const StoredRecord& record,
                     StoredRecord* used_up, const ReplayOptions& options) {
  const std::string label = stored_label(db, record);
  // The ruleset the database keeps for the record, so that no file is needed (a stored
  // record's own name is used when the store has none, as before version 5).
  ReplayOptions with_ruleset = options;
  if (record.ruleset_content && !record.as_text && options.ruleset_override.empty()) {
    try {
      with_ruleset.ruleset = replayer.rulesets().from_content(
          record.ruleset, record.ruleset_hash, fmt::format("{} (its stored ruleset)", label),
          *record.ruleset_content);
    } catch (const RulesetError&) {
      // Not loadable by this qm (an option it no longer has): resolved by name instead.
    }
  }
  if (!record.as_text) {
    YamlDocument doc;
    doc.index = 1;
    doc.first_line = 0;
    doc.root = used_up ? document_tree(std::move(*used_up)) : document_tree(record);
    doc.ok = is_clean_text(doc.root);
    if (!doc.ok)  // stored by a qm that did not yet check the encoding of records
      doc.error =
          "the stored record holds text that is not UTF-8 (imported by an older qm): export "
          "it, save it as UTF-8 and import it again";
    return replayer.replay_dropping_tree(doc, label, with_ruleset);
  }
  std::optional<Replay> replay;
  parse_yaml_documents(record.source_text, [&](YamlDocument& doc) {
    if (!replay) replay = replayer.replay(doc, label, with_ruleset);
  });
  if (replay) return std::move(*replay);
  Replay empty;
  empty.source = label;
  empty.error = ReadError{label, {}, "the stored record is empty"};
  return empty;
}

}  // namespace

Replay replay_stored(Replayer& replayer, const Database& db, const StoredRecord& record,
                     const ReplayOptions& options) {
  return replay_record(replayer, db, record, nullptr, options);
}

Replay replay_stored(Replayer& replayer, const Database& db, StoredRecord&& record,
                     const ReplayOptions& options) {
  return replay_record(replayer, db, record, &record, options);
}

void load_records(Database& db, const std::vector<std::string>& ids, size_t chunk,
                  const std::function<void(std::vector<StoredRecord>&)>& visit) {
  ReadTransaction snapshot(db);
  std::vector<StoredKey> keys = select_records(db, ids);
  RowReader reader(db);
  std::vector<StoredRecord> records;
  for (size_t i = 0; i < keys.size(); ++i) {
    records.push_back(reader.load(keys[i].game_id));
    if (records.size() == chunk || i + 1 == keys.size()) {
      visit(records);
      records.clear();
    }
  }
}

void replay_records(Database& db, Replayer& replayer, const std::vector<std::string>& ids,
                    const ReplayOptions& options, const std::function<void(Replay&)>& visit) {
  ReadTransaction snapshot(db);
  std::vector<StoredKey> keys = select_records(db, ids);
  RowReader reader(db);
  for (const StoredKey& key : keys) {
    Replay r = replay_stored(replayer, db, reader.load(key.game_id), options);
    visit(r);
  }
}

void replay_records_parallel(Database& db, const std::vector<std::string>& ids, int threads,
                             std::shared_ptr<RulesetLibrary> rulesets, const ReplayOptions& options,
                             const std::function<std::string(Replay&)>& describe,
                             const std::function<void(std::string&)>& emit) {
  const std::vector<StoredKey> keys = select_records(db, ids);
  // Connections for the workers, each taken by one task at a time: a reader holds prepared
  // statements, so it is made once per connection, not per task.
  struct Reader {
    Database db;
    RowReader rows;
    Reader(const std::string& path, Access access) : db(path, access), rows(db) {}
  };
  std::mutex mutex;
  std::vector<std::unique_ptr<Reader>> idle;
  const size_t chunk = 64;
  const size_t tasks = (keys.size() + chunk - 1) / chunk;
  struct Result {
    std::string text;
    std::optional<StoreError> error;  // rethrown on the calling thread
  };
  ordered_parallel_run(
      tasks, threads,
      [&](size_t task) {
        Result result;
        std::unique_ptr<Reader> reader;
        try {
          {
            std::lock_guard<std::mutex> lock(mutex);
            if (!idle.empty()) {
              reader = std::move(idle.back());
              idle.pop_back();
            }
          }
          if (!reader) reader = std::make_unique<Reader>(db.path(), db.access());
          ReadTransaction snapshot(reader->db);
          Replayer replayer(rulesets);
          for (size_t i = task * chunk; i < std::min(keys.size(), (task + 1) * chunk); ++i) {
            Replay r =
                replay_stored(replayer, reader->db, reader->rows.load(keys[i].game_id), options);
            result.text += describe(r);
          }
        } catch (const StoreError& e) {
          result.error = e;
        }
        if (reader) {
          std::lock_guard<std::mutex> lock(mutex);
          idle.push_back(std::move(reader));
        }
        return result;
      },
      [&](Result& result) {
        if (result.error) throw *result.error;
        emit(result.text);
      });
}

}  // namespace qm::store
