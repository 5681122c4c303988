// Fuzz target `store`, an oracle: a record file imported into a new store (an SQLite file
// in a directory of the target's own), exported, and read back must give every record the verdict
// it had as a file, and so must the replay from the database (`qm replay --db`). Anything else
// aborts with the two reports and the exported text. An import may refuse the file only for the one
// reason the store gives: two records with one id and different content (or rulings). And
// every stored record must replay to the result stored for it (store/result_check.h: what
// `qm merge` and `qm check` verify).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "new_store.h"
#include "record/yaml_tree.h"
#include "replay/replay.h"
#include "store/export.h"
#include "store/import.h"
#include "store/open.h"
#include "store/record_rows.h"
#include "store/result_check.h"
#include "store/stored_record.h"

namespace {

using qm::Json;

// A message with every "line 8" written "line N": a message may name a line of the file
// ("the key 'format' appears twice in this map (first at line 8)"), and a record exported
// alone no longer stands where it stood among the documents of its file.
std::string without_line_numbers(std::string text) {
  const std::string word = "line ";
  for (size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const size_t digits = at + word.size();
    size_t end = digits;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    if (end > digits) text.replace(digits, end - digits, "N");
  }
  return text;
}

// A message without the note on the file's layout a reader adds to it ("; line N is read as
// the rest of the move on line N because it is indented deeper …: check its indentation"):
// an export writes its own layout, so the note is the file's, not the record's.
std::string without_layout_note(std::string text) {
  const size_t note = text.find("; line N is ");
  const std::string end = "check its indentation";
  const size_t stop = note == std::string::npos ? note : text.find(end, note);
  if (stop != std::string::npos) text.erase(note, stop + end.size() - note);
  return text;
}

// A report without what depends on where the record was read from.
Json placeless(Json j) {
  j.erase("record");
  j.erase("document");
  if (j["violation"].is_object()) {
    j["violation"].erase("line");
    if (j["violation"]["message"].is_string())
      j["violation"]["message"] =
          without_layout_note(without_line_numbers(j["violation"]["message"]));
  }
  auto placeless_error = [](Json& e) {
    e.erase("line");
    e.erase("column");
    e.erase("file");
    if (e["message"].is_string())
      e["message"] = without_layout_note(without_line_numbers(e["message"]));
  };
  if (j["error"].is_object()) placeless_error(j["error"]);
  // Pirates' format 2: the `ruling` lines listed as unchecked, in the list and in the caveats
  // ("move 7 (line 44)" from a file, "move 7" from the database).
  if (j.contains("unchecked") && j["unchecked"].is_array())
    for (Json& u : j["unchecked"]) u.erase("line");
  if (j.contains("caveats") && j["caveats"].is_array())
    for (Json& c : j["caveats"]) {
      if (!c.is_string()) continue;
      std::string text = without_line_numbers(c.get<std::string>());
      const std::string place = " (line N)";
      for (size_t at = text.find(place); at != std::string::npos; at = text.find(place, at))
        text.erase(at, place.size());
      c = text;
    }
  // Every listed problem too (`errors`, when a record has several).
  if (j.contains("errors") && j["errors"].is_array())
    for (Json& e : j["errors"]) placeless_error(e);
  return j;
}

[[noreturn]] void fail(const std::string& what, const std::string& id, const Json& expected,
                       const Json& got, const std::string& exported) {
  std::fprintf(stderr,
               "fuzz_store: %s for record '%s'\n  as a file:  %s\n  round trip: %s\n"
               "exported:\n%s\n",
               what.c_str(), id.c_str(), expected.dump().c_str(), got.dump().c_str(),
               exported.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static qm::Replayer replayer;  // the shipped rulesets, loaded once
  const std::string text(reinterpret_cast<const char*>(data), size);

  // What the store will hold, and each record's report as a file (the first of an id).
  std::vector<qm::store::StoredRecord> records;
  std::string why;
  if (!qm::store::read_record_text(replayer, "fuzz.yaml", text, records, why)) return 0;
  if (records.empty()) return 0;  // a ruleset file, which the store skips (`why` says so)
  std::vector<Json> reports;
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
    reports.push_back(placeless(qm::report_json(replayer.replay(doc, "fuzz.yaml"))));
  });
  if (reports.size() != records.size()) {
    std::fprintf(stderr, "fuzz_store: %zu documents read, %zu records to store\n", reports.size(),
                 records.size());
    std::abort();
  }
  std::map<std::string, Json> expected;
  std::map<std::string, size_t> first_of;  // the first record of each id
  bool conflict = false;
  for (size_t i = 0; i < records.size(); ++i) {
    auto [it, added] = first_of.emplace(records[i].id, i);
    const qm::store::StoredRecord& first = records[it->second];
    // Another content, or (for a record stored in tables) other rulings.
    conflict = conflict || first.content_hash != records[i].content_hash ||
               (!first.as_text && !qm::store::same_rulings(first.rulings, records[i].rulings));
    if (added) expected.emplace(records[i].id, reports[i]);
  }

  qm::store::Database db = qm::fuzz::new_store("store.db");
  try {
    qm::store::import_texts(db, replayer, {{"fuzz.yaml", text}});
  } catch (const qm::store::StoreError& e) {
    if (conflict) return 0;  // refused whole, as it must be
    std::fprintf(stderr, "fuzz_store: the import failed: %s\n", e.what());
    std::abort();
  }
  if (conflict) {
    std::fprintf(stderr, "fuzz_store: two records of one id and different content imported\n");
    std::abort();
  }

  size_t loaded = 0;
  qm::store::load_records(db, {}, 64, [&](std::vector<qm::store::StoredRecord>& chunk) {
    for (const qm::store::StoredRecord& record : chunk) {
      ++loaded;
      auto it = expected.find(record.id);
      if (it == expected.end()) fail("an id that was not imported", record.id, {}, {}, "");
      const std::string exported = qm::store::export_yaml(record);
      int documents = 0;
      qm::parse_yaml_documents(exported, [&](qm::YamlDocument& doc) {
        ++documents;
        Json again = placeless(qm::report_json(replayer.replay(doc, "exported.yaml")));
        if (again != it->second)
          fail("another verdict after export", record.id, it->second, again, exported);
      });
      if (documents != 1)
        fail(std::to_string(documents) + " documents exported", record.id, it->second, {},
             exported);
      Json from_db = placeless(qm::report_json(qm::store::replay_stored(replayer, db, record)));
      if (from_db != it->second)
        fail("another verdict replayed from the database", record.id, it->second, from_db,
             exported);
    }
  });
  // What merge and check verify: every record's stored result is what its replay gives.
  qm::store::RowReader rows(db);
  qm::store::ResultCheck check(db);
  for (const qm::store::StoredKey& key : rows.all())
    if (std::optional<std::string> difference =
            check.difference(replayer, key.game_id, rows.load(key.game_id)))
      fail("a stored result its replay does not give: " + *difference, key.id, {}, {}, "");
  if (loaded != expected.size()) {
    std::fprintf(stderr, "fuzz_store: %zu records imported, %zu loaded back\n", expected.size(),
                 loaded);
    std::abort();
  }
  return 0;
}
