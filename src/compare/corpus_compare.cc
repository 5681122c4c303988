#include "compare/corpus_compare.h"

#include <fmt/format.h>

#include "replay/corpus.h"
#include "store/export.h"

namespace qm::compare {

void CompareTally::add(const RecordComparison& c) {
  ++records;
  differ += c.differs();
  for (const std::string& w : c.what) {
    verdict += w == "verdict";
    winners += w == "winners";
    scores += w == "scores";
  }
  unreadable += c.unreadable;
  same += !c.differs() && !c.unreadable;
}

void CompareTally::add(const CompareTally& t) {
  records += t.records;
  differ += t.differ;
  verdict += t.verdict;
  winners += t.winners;
  scores += t.scores;
  unreadable += t.unreadable;
  same += t.same;
}

Json CompareTally::json() const {
  return Json{{"records", records},      {"differ", differ}, {"verdict", verdict},
              {"winners", winners},      {"scores", scores}, {"same", same},
              {"unreadable", unreadable}};
}

std::string CompareTally::text() const {
  return fmt::format(
      "{} record{} compared: {} differ{} (verdict {}, winners {}, scores {}), {} the same; {} "
      "unreadable under both\n",
      records, records == 1 ? "" : "s", differ, differ == 1 ? "s" : "", verdict, winners, scores,
      same, unreadable);
}

int CompareTally::exit_status() const { return unreadable ? 3 : differ ? 1 : 0; }

namespace {

RecordComparison unreadable_file(const std::string& path, const std::string& message) {
  RecordComparison c;
  c.label = path;
  c.a = c.b = unreadable_replay(path, message);
  c.unreadable = true;
  return c;
}

}  // namespace

void compare_file(Replayer& replayer, const std::string& path, const std::string& a,
                  const std::string& b, const std::function<void(RecordComparison&)>& visit) {
  const std::string why = for_each_document(path, [&](YamlDocument& doc) {
    RecordComparison c = compare_document(replayer, doc, path, a, b);
    visit(c);
  });
  if (why.empty()) return;
  RecordComparison c = unreadable_file(path, why);
  visit(c);
}

RecordComparison compare_stored(Replayer& replayer, const store::Database& db,
                                const store::StoredRecord& record, const std::string& a,
                                const std::string& b) {
  const std::string label = store::stored_label(db, record);
  if (!record.as_text) {
    YamlDocument doc;
    doc.index = 1;
    doc.first_line = 0;
    doc.ok = true;
    doc.root = store::document_tree(record);
    return compare_document(replayer, doc, label, a, b);
  }
  std::optional<RecordComparison> c;
  parse_yaml_documents(record.source_text, [&](YamlDocument& doc) {
    if (!c) c = compare_document(replayer, doc, label, a, b);
  });
  return c ? std::move(*c) : unreadable_file(label, "the stored record is empty");
}

}  // namespace qm::compare
