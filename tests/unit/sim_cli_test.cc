// `qm simulate`: byte-identical output for a seed (on every run and -j), shards that
// concatenate to the unsharded output, --out files equal to the stream's documents, and
// records that replay as valid, finished games with full information.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "replay/corpus.h"
#include "test_support.h"

namespace {

using qmtest::run_qm;

std::string simulate(const std::vector<std::string>& extra, const std::string& seed = "11") {
  std::vector<std::string> args = {"simulate", "--ruleset", "loot/standard", "--players", "3",
                                   "--games",  "24",        "--seed",        seed};
  args.insert(args.end(), extra.begin(), extra.end());
  qmtest::RunResult r = run_qm(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

}  // namespace

TEST_CASE("qm simulate: the same seed gives the same bytes, whatever the threads") {
  const std::string one = simulate({"-j", "1"});
  CHECK(one == simulate({"-j", "1"}));
  CHECK(one == simulate({"-j", "2"}));
  CHECK(one.rfind("---\nformat: 1\ngame: loot\nruleset: loot/standard\n", 0) == 0);
  CHECK(one != simulate({"-j", "1"}, "12"));
}

TEST_CASE("qm simulate: shards 1/N ... N/N concatenated are the unsharded output") {
  const std::string all = simulate({});
  for (int n : {2, 3, 5}) {
    std::string joined;
    for (int i = 1; i <= n; ++i)
      joined += simulate({"--shard", std::to_string(i) + "/" + std::to_string(n)});
    INFO("N = " << n);
    CHECK(joined == all);
  }
  CHECK(simulate({"--shard", "1/30"}).empty());  // more shards than games: some are empty
}

TEST_CASE("qm simulate --out: one file per game, the stream's documents, shards into one DIR") {
  qmtest::TempDir dir;
  const std::string all = simulate({});
  simulate({"--out", (dir.path() / "whole").string()});
  for (const char* shard : {"1/2", "2/2"})
    simulate({"--out", (dir.path() / "sharded").string(), "--shard", shard});
  std::string from_files, from_shards;
  for (const std::string& f : qm::list_record_files({(dir.path() / "whole").string()}))
    from_files += "---\n" + qmtest::file_text(f);
  for (const std::string& f : qm::list_record_files({(dir.path() / "sharded").string()}))
    from_shards += "---\n" + qmtest::file_text(f);
  CHECK(std::filesystem::exists(dir.path() / "whole" / "00023.yaml"));
  CHECK(from_files == all);
  CHECK(from_shards == all);
}

TEST_CASE("qm simulate: records replay as valid under every shipped Loot ruleset and bot") {
  qmtest::TempDir dir;
  const std::vector<std::pair<std::string, std::string>> configs = {
      {"loot/standard", "2"},           {"loot/standard", "5"},    {"loot/standard-ja", "4"},
      {"loot/house-end-captures", "3"}, {"loot/partnership", "4"}, {"loot/partnership-it", "6"}};
  int games = 0;
  for (const auto& [ruleset, players] : configs)
    for (const char* bot : {"random", "greedy"}) {
      const std::string out = (dir.path() / (ruleset + "-" + players + "-" + bot)).string();
      qmtest::RunResult r =
          run_qm({"simulate", "--ruleset", ruleset, "--players", players, "--games", "15", "--seed",
                  "3", "--bot", bot, "--out", out, "--check-invariants"});
      INFO(ruleset << " " << players << " " << bot << ": " << r.err);
      REQUIRE(r.exit_code == 0);
      games += 15;
    }
  qmtest::RunResult v = run_qm({"validate", dir.path().string()});
  INFO(v.out.substr(0, 2000));
  CHECK(v.exit_code == 0);
  CHECK(qmtest::contains_nocase(v.out, std::to_string(games) + " valid, 0 illegal, 0 unreadable"));
  // Full information: every record gives the deal and the draw pile and finishes.
  qmtest::RunResult j = run_qm({"replay", "--format", "json",
                                (dir.path() / "loot/standard-2-greedy" / "00000.yaml").string()});
  CHECK(qmtest::contains_nocase(j.out, "\"finished\":true,\"complete\":true"));
}

TEST_CASE("qm simulate: usage errors exit 2") {
  CHECK(run_qm({"simulate", "--ruleset", "loot/partnership", "--players", "3", "--games", "1"})
            .exit_code == 2);
  CHECK(run_qm({"simulate", "--ruleset", "loot/standard", "--players", "3", "--games", "1",
                "--shard", "3/2"})
            .exit_code == 2);
  CHECK(
      run_qm({"simulate", "--ruleset", "loot/nope", "--players", "3", "--games", "1"}).exit_code ==
      2);
  CHECK(run_qm({"simulate", "--ruleset", "loot/standard", "--players", "3", "--games", "1", "--bot",
                "clever"})
            .exit_code == 2);
}

TEST_CASE("qm simulate --db: the games go into the record store; compare --db reads them") {
  qmtest::TempDir dir;
  const std::string db = (dir.path() / "sim.db").string();
  qmtest::RunResult r = run_qm({"simulate", "--ruleset", "loot/standard", "--players", "3",
                                "--games", "12", "--seed", "5", "--db", db});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out == "12 new, 0 already present, 0 illegal, 0 unreadable\n");
  // A shard of the same run holds the same games: already present.
  CHECK(run_qm({"simulate", "--ruleset", "loot/standard", "--players", "3", "--games", "12",
                "--seed", "5", "--db", db, "--shard", "1/3"})
            .out == "0 new, 4 already present, 0 illegal, 0 unreadable\n");
  CHECK(qmtest::contains_nocase(run_qm({"validate", "--db", db}).out, "12 valid, 0 illegal"));
  qmtest::RunResult c = run_qm({"compare", "--ruleset", "loot/standard", "--ruleset",
                                "loot/standard-ja", "--db", db, "--format", "json"});
  CHECK(c.exit_code == 0);
  CHECK(qmtest::contains_nocase(c.out, "{\"summary\":{\"records\":12,\"differ\":0"));
}
