// `qm simulate` gives the same games on every run, machine and version: the simulated part
// of the regression corpora (tests/regression/corpus*/sim, written by update.sh with an
// earlier build) must come out byte for byte again. A change to the engine, the bots, the
// move generator or the record writer that alters one simulated game fails here with the
// file named. The `sim` lines of update.sh are read from the script itself, so the two
// cannot drift apart.
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <regex>
#include <sstream>

#include "test_support.h"

using namespace qmtest;

namespace {

// `sim "$loot" loot/standard 3 20 1 random`, with $loot resolved.
struct SimLine {
  std::string corpus, ruleset, players, games, seed, bot;
  std::string directory() const {  // as update.sh names it
    return fmt::format("{}/sim/{}-{}p-{}", corpus, ruleset.substr(ruleset.find('/') + 1), players,
                       bot);
  }
};

std::vector<SimLine> sim_lines_of_update_script() {
  std::istringstream script(file_text(source_path("tests/regression/update.sh")));
  const std::regex corpus_line(R"(^(\w+)=(tests/regression/\S+)$)");
  const std::regex sim_line(R"re(^\s*sim "\$(\w+)" (\S+) (\d+) (\d+) (\d+) (\S+)\s*$)re");
  std::map<std::string, std::string> corpora;
  std::vector<SimLine> lines;
  std::string line;
  std::smatch m;
  while (std::getline(script, line)) {
    if (std::regex_match(line, m, corpus_line)) corpora[m[1]] = m[2];
    if (std::regex_match(line, m, sim_line))
      lines.push_back({corpora.at(m[1]), m[2], m[3], m[4], m[5], m[6]});
  }
  return lines;
}

}  // namespace

TEST_CASE("qm simulate reproduces the simulated regression corpus byte for byte") {
  const std::vector<SimLine> lines = sim_lines_of_update_script();
  REQUIRE(lines.size() >= 10);
  TempDir tmp;
  for (const SimLine& sim : lines) {
    const std::filesystem::path out = tmp.path() / sim.directory();
    const RunResult r =
        run_qm({"simulate", "--ruleset", sim.ruleset, "--players", sim.players, "--games",
                sim.games, "--seed", sim.seed, "--bot", sim.bot, "--out", out.string()});
    REQUIRE(r.exit_code == 0);
    const std::filesystem::path expected_dir = source_path(sim.directory());
    size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(expected_dir)) {
      INFO(entry.path().string());
      CHECK(file_text(out / entry.path().filename()) == file_text(entry.path()));
      ++files;
    }
    CHECK(files == size_t(std::stoul(sim.games)));
  }
}
