// Golden test over records/: every record says at its top what it shows and the verdict it
// must get (`# expect: valid`, `# expect: illegal RULE at move N`, `# expect: illegal RULE
// after the last move`, `# expect: illegal RULE before the first move` for a header at
// fault, `# expect: unreadable`); a file with several documents has one
// expect line per document, in order.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "replay/corpus.h"
#include "replay/replay.h"
#include "test_support.h"

namespace {

std::vector<std::string> expectations(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> found;
  std::string line;
  const std::string tag = "# expect:";
  while (std::getline(in, line)) {
    if (line.rfind(tag, 0) != 0) continue;
    std::string v = line.substr(tag.size());
    v.erase(0, v.find_first_not_of(' '));
    v.erase(v.find_last_not_of(" \r") + 1);
    found.push_back(v);
  }
  return found;
}

bool has_shows_comment(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("# shows:", 0) == 0) return true;
  return false;
}

}  // namespace

TEST_CASE("records/ replay to the verdicts they state", "[golden][records]") {
  const std::string root = std::string(QM_SOURCE_DIR) + "/records";
  std::vector<std::string> files = qm::list_record_files({root});
  REQUIRE(files.size() >= 15);
  qm::Replayer replayer;
  int documents = 0;
  for (const std::string& file : files) {
    INFO("record file " << file);
    CHECK(has_shows_comment(file));
    std::vector<std::string> expected = expectations(file);
    std::vector<std::string> actual;
    std::vector<std::string> details;
    qm::replay_file(replayer, file, {}, [&](qm::Replay& r) {
      actual.push_back(qmtest::expect_line(r));
      details.push_back(qm::report_json(r).dump());
    });
    documents += int(actual.size());
    REQUIRE(expected.size() == actual.size());
    for (size_t i = 0; i < actual.size(); ++i) {
      INFO("document " << i + 1 << ": " << details[i]);
      CHECK(actual[i] == expected[i]);
    }
  }
  CHECK(documents >= 15);
}
