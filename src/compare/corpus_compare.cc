#include "compare/corpus_compare.h"

#include <fmt/format.h>

#include "replay/corpus.h"
#include "store/export.h"

namespace qm::compare {

void CompareTally::add(const RecordComparison& c) {
  other_game += !c.other_game.empty();
  ruleset_files += !c.ruleset_file.empty();
  unfit += !c.unfit.empty();
  if (c.skipped()) return;
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
  other_game += t.other_game;
  ruleset_files += t.ruleset_files;
  unfit += t.unfit;
}

Json CompareTally::json() const {
  return Json{{"records", records},       {"differ", differ},
              {"verdict", verdict},       {"winners", winners},
              {"scores", scores},         {"same", same},
              {"unreadable", unreadable}, {"other_game", other_game},
              {"unfit", unfit},           {"ruleset_files", ruleset_files}};
}

std::string CompareTally::text() const {
  std::string skipped;
  if (other_game > 0)
    skipped += fmt::format("; {} record{} of another game skipped", other_game,
                           other_game == 1 ? "" : "s");
  if (unfit > 0)
    skipped += fmt::format("; {} record{} that neither ruleset can replay skipped", unfit,
                           unfit == 1 ? "" : "s");
  if (ruleset_files > 0)
    skipped +=
        fmt::format("; {} ruleset file{} skipped", ruleset_files, ruleset_files == 1 ? "" : "s");
  return fmt::format(
      "{} record{} compared: {} differ{} (verdict {}, winners {}, scores {}), {} the same; {} "
      "unreadable under both{}\n",
      records, records == 1 ? "" : "s", differ, differ == 1 ? "s" : "", verdict, winners, scores,
      same, unreadable, skipped);
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
  std::string ruleset;
  const std::string why = for_each_document(
      path,
      [&](YamlDocument& doc) {
        RecordComparison c = compare_document(replayer, doc, path, a, b);
        visit(c);
      },
      ruleset);
  if (!ruleset.empty()) {
    RecordComparison c;
    c.label = path;
    c.ruleset_file = ruleset;
    return visit(c);
  }
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
