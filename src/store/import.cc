#include "store/import.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "replay/corpus.h"
#include "store/record_rows.h"
#include "store/stored_record.h"

namespace qm::store {

namespace {

namespace fs = std::filesystem;

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
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    why = "a directory, not a record file";
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    why = fs::exists(path, ec) ? "cannot be read (permission denied)" : "no such file";
    return false;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  std::vector<YamlDocument> docs;
  parse_yaml_documents(text, [&](YamlDocument& doc) { docs.push_back(std::move(doc)); });
  if (docs.empty()) {
    why = "holds no record";
    return false;
  }
  const std::vector<size_t> starts = line_starts(text);
  for (size_t i = 0; i < docs.size(); ++i) {
    const int last = i + 1 < docs.size() ? docs[i + 1].first_line : 0;
    Replay r = replayer.replay(docs[i], path);
    out.push_back(
        stored_from_replay(r, docs[i], line_range(text, starts, docs[i].first_line, last)));
  }
  return true;
}

namespace {

std::string where(const StoredRecord& r) {
  return r.source_document > 1 ? fmt::format("{}#{}", r.source_file, r.source_document)
                               : r.source_file;
}

}  // namespace

ImportSummary import_records(Database& db, Replayer& replayer,
                             const std::vector<std::string>& paths, const ImportOptions& options) {
  ImportSummary summary;
  std::vector<std::string> files = list_record_files(paths);
  std::vector<StoredRecord> records;
  for (size_t i = 0; i < files.size(); ++i) {
    std::string why;
    if (!read_record_file(replayer, files[i], records, why)) {
      summary.unread_files.push_back(fmt::format("{}: {}", files[i], why));
      ++summary.unreadable;
    }
    if (options.progress) options.progress(i + 1, files.size());
  }

  // Replayed outside the transaction: the write lock is held only while writing.
  Transaction tx(db);
  RowReader reader(db);
  RowWriter writer(db);
  for (const StoredRecord& r : records) {
    if (r.verdict.status == Status::Illegal) ++summary.illegal;
    if (r.verdict.status == Status::Unreadable) ++summary.unreadable;
    if (std::optional<StoredKey> key = reader.find(r.id)) {
      if (key->content_hash != r.content_hash)
        throw StoreError(fmt::format(
            "{}: the record '{}' is already in the database with different content; nothing "
            "was imported (give the new record another id)",
            where(r), r.id));
      ++summary.present;
      continue;
    }
    writer.insert(r);
    ++summary.added;
  }
  tx.commit();
  return summary;
}

}  // namespace qm::store
