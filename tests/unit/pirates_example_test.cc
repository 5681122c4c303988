// The complete Pirates example of the format page (format/record-v1.md, "Pirates") replays
// as valid; tests/pirates/format-example.yaml is a copy of it, checked against the page
// when the page is there (../shared from the repository).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "test_support.h"

using namespace qmtest;

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::string kCopy = std::string(QM_SOURCE_DIR) + "/tests/pirates/format-example.yaml";

}  // namespace

TEST_CASE("pirates: the format page's complete example is the copy in tests", "[pirates]") {
  const std::string page = std::string(QM_SOURCE_DIR) + "/../shared/format/record-v1.md";
  if (!std::filesystem::exists(page)) {
    WARN("the format page is not beside the repository: " << page);
    return;
  }
  const std::string text = read(page);
  const size_t at = text.find("A complete example:", text.find("## Pirates"));
  REQUIRE(at != std::string::npos);
  const size_t begin = text.find("```yaml\n", at) + 8;
  const size_t end = text.find("```", begin);
  CHECK(text.substr(begin, end - begin) == read(kCopy));
}

TEST_CASE("pirates: the format page's complete example replays as valid", "[pirates]") {
  std::vector<qm::Replay> replays = replay_file(kCopy);
  REQUIRE(replays.size() == 1);
  const qm::Replay& r = replays[0];
  require_valid(r);
  const qm::Json j = qmtest::report(r);
  CHECK(j["finished"] == false);
  CHECK(j["scores"]["Anna"] == 0);
  CHECK(j["scores"]["Bruno"] == 0);
  CHECK(j["end"].is_null());
  // After the last line: A1 lost its mast 2 to B1's hit, carries the 3 and the 2 it
  // explored, and I2 keeps the 1 and the other 2.
  const qm::Json t = r.state->table();
  const qm::Json& a1 = t["ships"][0];
  CHECK(a1["id"] == "A1");
  CHECK(a1["masts"][0]["standing"] == true);
  CHECK(a1["masts"][1]["standing"] == false);
  CHECK(a1["gold"] == qm::Json::array({3, 2}));
  CHECK(a1["docked"] == "I2");
  CHECK(t["islands"][1]["coins"].size() == 2);
  CHECK(t["islands"][1]["explored"] == true);
  const qm::Json& b1 = t["ships"][2];
  CHECK(b1["x"] == 700);
  CHECK(b1["y"] == 260);
  CHECK(t["last"]["verb"] == "move");
  CHECK(t["last"]["path"].size() == 3);
  CHECK(t["fault"].is_null());
}
