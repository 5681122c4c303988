#include "store/export.h"

#include <fmt/format.h>

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

Replay replay_stored(Replayer& replayer, const Database& db, const StoredRecord& record,
                     const ReplayOptions& options) {
  const std::string label = stored_label(db, record);
  if (!record.as_text) {
    YamlDocument doc;
    doc.index = 1;
    doc.first_line = 0;
    doc.ok = true;
    doc.root = document_tree(record);
    return replayer.replay(doc, label, options);
  }
  std::optional<Replay> replay;
  parse_yaml_documents(record.source_text, [&](YamlDocument& doc) {
    if (!replay) replay = replayer.replay(doc, label, options);
  });
  if (replay) return std::move(*replay);
  Replay empty;
  empty.source = label;
  empty.error = ReadError{label, {}, "the stored record is empty"};
  return empty;
}

void load_records(Database& db, const std::vector<std::string>& ids, size_t chunk,
                  const std::function<void(std::vector<StoredRecord>&)>& visit) {
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
  std::vector<StoredKey> keys = select_records(db, ids);
  RowReader reader(db);
  for (const StoredKey& key : keys) {
    Replay r = replay_stored(replayer, db, reader.load(key.game_id), options);
    visit(r);
  }
}

std::string export_file_name(const std::string& id) {
  std::string name;
  for (char c : id) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_' || c == '-';
    name += ok ? c : '_';
  }
  if (name.empty() || name.front() == '.') name = fmt::format("_{}", name);
  return name + ".yaml";
}

}  // namespace qm::store
