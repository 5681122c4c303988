// What the acceptance audit of issue 13 found in the messages about records: a message
// quotes at most one line of 80 characters of the input (never a long word or name whole),
// a list item indented less than the others says so, an unknown game gets its suggestion,
// an unfinished game announces no winner (audit, report), an unreadable record gives JSON
// when JSON is asked for, and `qm stats` says what simulated records it left out.
#include <catch2/catch.hpp>

#include <string>

#include "record/suggest.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string readmsg_header(const std::string& players) {
  return "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [" + players + "]\nmoves:\n";
}

}  // namespace

TEST_CASE("read messages: a long word or name is quoted in part", "[messages][size]") {
  const std::string long_word(200'000, 'x');
  SECTION("a word of a move") {
    std::vector<qm::Replay> r =
        replay_documents(readmsg_header("Anna, Bruno") + "  - Anna " + long_word + "\n");
    REQUIRE(r.size() == 1);
    REQUIRE(r[0].error);
    CHECK(r[0].error->message.size() < 400);
    CHECK(r[0].error->message.find(std::string(80, 'x') + "…") != std::string::npos);
  }
  const std::string long_name(200'000, 'N');
  SECTION("a player's name in the list of players of an unknown player") {
    std::vector<qm::Replay> r = replay_documents(readmsg_header("Anna, " + long_name) +
                                                 "  - Anna merchant m2\n  - Zed draw\n");
    REQUIRE(r[0].error);
    CHECK(r[0].error->message.size() < 400);
  }
  SECTION("a player's name in a broken rule's sentence") {
    std::vector<qm::Replay> r = replay_documents(readmsg_header("Anna, " + long_name) +
                                                 "  - Anna merchant m2\n  - Anna draw\n");
    REQUIRE(r[0].violation);
    CHECK(r[0].violation->message.size() < 400);
    CHECK(r[0].violation->message.find(std::string(80, 'N') + "…") != std::string::npos);
  }
  SECTION("a long word is no typo: no suggestion, and no time spent looking for one") {
    CHECK(qm::did_you_mean(long_name + "x", {long_name}).empty());
    CHECK(qm::did_you_mean_unique(long_word, {"Anna", long_name}).empty());
  }
}

TEST_CASE("read messages: a text over several lines is quoted by its first line",
          "[messages][size]") {
  std::vector<qm::Replay> r =
      replay_documents("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin\n");
  REQUIRE(r.size() == 1);
  REQUIRE(r[0].error);
  INFO(r[0].error->message);
  CHECK(r[0].error->message.find("'root:x:0:0:root:/root:/bin/bash…'") != std::string::npos);
  CHECK(r[0].error->message.find("daemon") == std::string::npos);
}

TEST_CASE("read messages: a move indented less than the others says so", "[messages][indent]") {
  const std::string yaml = readmsg_header("Anna, Bruno") +
                           "  - Anna merchant m2\n  - Bruno draw\n - Anna draw\n  - Bruno draw\n";
  std::vector<qm::Replay> r = replay_documents(yaml);
  REQUIRE(r.size() == 1);
  require_unreadable(r[0], 8, "YAML syntax");
  CHECK(r[0].error->message.find("line 8 is indented 1 space, the items of 'moves' above it 2 "
                                 "spaces: check its indentation") != std::string::npos);
  // A list indented alike has no such note (the error is another one).
  std::vector<qm::Replay> plain =
      replay_documents(readmsg_header("Anna, Bruno") + "  - Anna merchant m2\n  - [\n");
  REQUIRE(plain[0].error);
  CHECK(plain[0].error->message.find("indented") == std::string::npos);
}

TEST_CASE("read messages: an unknown game suggests the nearest one", "[messages][suggest]") {
  std::vector<qm::Replay> r = replay_documents(
      "format: 1\ngame: lot\nruleset: loot/standard\nplayers: [Anna, Bruno]\nmoves: []\n");
  REQUIRE(r[0].error);
  CHECK(r[0].error->message.find("unknown game 'lot' (did you mean 'loot'?) (games:") !=
        std::string::npos);
}

TEST_CASE("read messages: audit, state and adjudicate give JSON for an unreadable record",
          "[messages][cli]") {
  TempDir dir;
  const std::string path =
      dir.write("bad.yaml", readmsg_header("Anna, Bruno") + "  - Anna fly\n  - Bruno swim\n");
  const qm::Json replayed = qm::Json::parse(run_qm({"replay", path, "--format", "json"}).out);
  for (const char* command : {"audit", "state", "adjudicate"}) {
    RunResult run = run_qm({command, path, "--format", "json"});
    INFO(command << ": " << run.out << run.err);
    CHECK(run.exit_code == 3);
    REQUIRE_FALSE(run.out.empty());
    const qm::Json j = qm::Json::parse(run.out);
    CHECK(j["error"] == replayed["error"]);
    CHECK(j["errors"].size() == 2);
  }
}

TEST_CASE("read messages: stats says what simulated records it left out", "[messages][cli]") {
  TempDir dir;
  const std::string out = (dir.path() / "sim").string(), db = (dir.path() / "x.db").string();
  REQUIRE(run_qm({"simulate", "--ruleset", "loot/standard", "--players", "2", "--games", "3",
                  "--out", out})
              .exit_code == 0);
  REQUIRE(run_qm({"import", out, "--db", db}).exit_code == 0);
  RunResult text = run_qm({"stats", "--db", db});
  INFO(text.out);
  CHECK(text.exit_code == 0);
  CHECK(text.out.find("3 simulated record(s) left out of the players' and seats' tables "
                      "(--include-simulated counts them)") != std::string::npos);
  const qm::Json j = qm::Json::parse(run_qm({"stats", "--db", db, "--format", "json"}).out);
  CHECK(j["games"][0]["simulated_left_out"] == 3);
  const qm::Json all =
      qm::Json::parse(run_qm({"stats", "--db", db, "--format", "json", "--include-simulated"}).out);
  CHECK(all["games"][0]["simulated_left_out"] == 0);
  CHECK(all["games"][0]["players"].size() == 2);
}
