// The records the documentation shows and the JSON it describes are the program's: every
// whole record in a ```yaml block of README.md or docs/*.md replays to the verdict its
// `# expect:` line states (valid without one), and every key `qm replay --format json`
// prints is named on the format pages (docs/format*.md).
#include <catch2/catch.hpp>

#include <set>
#include <sstream>

#include "docs_pages.h"
#include "replay/corpus.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The `# expect:` lines of a block, one per document; none: every document is valid.
std::vector<std::string> page_expectations(const std::string& yaml) {
  std::istringstream in(yaml);
  std::vector<std::string> found;
  const std::string tag = "# expect: ";
  for (std::string line; std::getline(in, line);)
    if (line.rfind(tag, 0) == 0) found.push_back(line.substr(tag.size()));
  return found;
}

// Every key of `j` and, inside the objects and lists the format pages describe, of theirs.
// The keys of `scores`, `score_bounds` and `columns` are sides, not keys.
void collect_keys(const qm::Json& j, std::set<std::string>& keys) {
  if (j.is_array()) {
    for (const qm::Json& e : j) collect_keys(e, keys);
    return;
  }
  if (!j.is_object()) return;
  for (const auto& [key, value] : j.items()) {
    keys.insert(key);
    if (key == "scores" || key == "score_bounds") continue;
    if (key == "columns" && value.is_object()) {
      for (const auto& [side, list] : value.items()) collect_keys(list, keys);
      continue;
    }
    collect_keys(value, keys);
  }
}

}  // namespace

TEST_CASE("docs: every record a page shows replays as the page says", "[docs]") {
  int records = 0;
  std::set<std::string> games;
  for (const std::string& page : documentation_pages()) {
    for (const PageBlock& block : record_blocks(page)) {
      INFO(block.page << ":" << block.line);
      std::vector<qm::Replay> replays = replay_documents(block.text);
      std::vector<std::string> expected = page_expectations(block.text);
      if (expected.empty()) expected.assign(replays.size(), "valid");
      REQUIRE(replays.size() == expected.size());
      for (size_t i = 0; i < replays.size(); ++i) {
        INFO("document " << i + 1 << ": " << describe(replays[i]));
        CHECK(expect_line(replays[i]) == expected[i]);
        games.insert(replays[i].game);
        ++records;
      }
    }
  }
  // The format pages show records of every game.
  CHECK(games == std::set<std::string>{"einauge", "loot", "pirates"});
  CHECK(records >= 6);
}

TEST_CASE("docs: every key qm replay prints is on the format pages", "[docs]") {
  std::string pages;
  for (const std::string& page : documentation_pages())
    if (page.rfind("docs/format", 0) == 0) pages += file_text(source_path(page));
  std::set<std::string> keys;
  // Every sample record, valid, illegal, before its first move and after its last.
  for (const std::string& file : qm::list_record_files({source_path("records")}))
    for (const qm::Replay& r : replay_file(file)) collect_keys(report(r), keys);
  // A record with several problems, and one with rulings.
  collect_keys(report(replay_yaml(R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
date: 2026-13-01
moves:
  - Anna atack @1
)")),
               keys);
  qm::ReplayOptions ruled;
  ruled.rulings.push_back(qm::Ruling{2, qm::RulingKind::Struck, "", {}});
  collect_keys(report(replay_yaml(R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna draw
  - Anna draw
)",
                                  ruled)),
               keys);
  REQUIRE(keys.count("errors") == 1);
  REQUIRE(keys.count("rulings") == 1);
  REQUIRE(keys.count("chests") == 1);
  for (const std::string& key : keys) {
    INFO(key);
    CHECK((pages.find("`" + key + "`") != std::string::npos ||
           pages.find("\"" + key + "\"") != std::string::npos));
  }
}
