// The regression corpora (tests/regression/): `qm compare --list all` of the shipped Loot
// and Einauge rulesets must give the expected reports record by record, so that an engine change
// that alters any verdict, score, winner or divergence fails here, naming the record, the ruleset
// and the move. After an intended change: bash tests/regression/update.sh, and review the diff.
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "games/game.h"
#include "test_support.h"

namespace {

using qm::Json;

// record -> its line of the report; the summary under "".
std::map<std::string, Json> by_record(std::istream& in) {
  std::map<std::string, Json> lines;
  std::string line;
  while (std::getline(in, line)) {
    Json j = Json::parse(line);
    const std::string key = j.contains("summary") ? std::string() : j["record"].get<std::string>();
    lines[key] = std::move(j);
  }
  return lines;
}

// "illegal at move 17 (attack-colour-taken)", "valid", ...
std::string verdict(const Json& side) {
  std::string s = side["status"].get<std::string>();
  if (!side["violation"].is_null())
    s += fmt::format(" at move {} ({})", side["violation"]["move"].dump(),
                     side["violation"]["rule"].get<std::string>());
  return s + ", scores " + side["scores"].dump();
}

// What changed in one record, for people.
std::string change(const Json& expected, const Json& got) {
  // A record skipped under one report and compared under the other: both lines whole.
  if (!expected.contains("a") || !got.contains("a"))
    return fmt::format("\n  expected {}\n  got {}", expected.dump(), got.dump());
  std::string out;
  for (const char* side : {"a", "b"})
    if (expected[side] != got[side])
      out += fmt::format("\n  under {}: expected {}, got {}",
                         expected[side]["ruleset"].get<std::string>(), verdict(expected[side]),
                         verdict(got[side]));
  if (expected["divergence"] != got["divergence"])
    out += fmt::format("\n  divergence: expected {}, got {}", expected["divergence"].dump(),
                       got["divergence"].dump());
  return out;
}

}  // namespace

TEST_CASE("regression: qm compare of the shipped rulesets over tests/regression/corpus*") {
  struct Pair {
    std::string a, b, corpus, expected;
  };
  // As tests/regression/update.sh writes them.
  const std::vector<Pair> pairs = {
      {"loot/standard", "loot/standard-ja", "corpus", "standard--standard-ja"},
      {"loot/standard", "loot/house-end-captures", "corpus", "standard--house-end-captures"},
      {"loot/partnership", "loot/partnership-it", "corpus", "partnership--partnership-it"},
      {"einauge/standard", "einauge/colours", "corpus-einauge",
       "einauge-standard--einauge-colours"}};
  for (const auto& [a, b, corpus, expected_name] : pairs) {
    const std::string name = fmt::format("tests/regression/expected/{}.jsonl", expected_name);
    std::ifstream expected_file(qmtest::source_path(name));
    REQUIRE(expected_file);
    const std::map<std::string, Json> expected = by_record(expected_file);
    const qmtest::RunResult r =
        qmtest::run_qm({"compare", "--ruleset", a, "--ruleset", b, "--list", "all", "--format",
                        "json", "tests/regression/" + corpus});
    INFO(name << "\n" << r.err);
    REQUIRE((r.exit_code == 0 || r.exit_code == 1 || r.exit_code == 3));
    std::istringstream out(r.out);
    const std::map<std::string, Json> got = by_record(out);
    REQUIRE(expected.size() > 60);
    for (const auto& [record, line] : expected) {
      if (record.empty()) continue;
      auto it = got.find(record);
      INFO(record);
      REQUIRE(it != got.end());
      if (it->second != line) FAIL_CHECK(record << " changed:" << change(line, it->second));
    }
    CHECK(got.size() == expected.size());
    CHECK(got.at("") == expected.at(""));
  }
}
