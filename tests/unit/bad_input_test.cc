// The bad-input corpus (tests/bad_input/, see its README.md): every single-record file is
// unreadable, at the line its `# expect-line:` header gives and with its
// `# expect-message:` in the message; every multi/ file gives the statuses of its
// `# expect-statuses:` header. Then `qm` itself on some of them (exit status 3, a
// file:line:column), and on garbage: it must neither crash nor hang.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>

#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;

namespace {

struct Expectation {
  std::string path;
  int line = 0;
  std::string message;
  std::vector<std::string> statuses;  // multi/ files
};

std::string trim(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

Expectation read_expectation(const fs::path& path) {
  Expectation e;
  e.path = path.string();
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    auto header = [&](const std::string& name, std::string& value) {
      const std::string prefix = "# " + name + ":";
      if (line.rfind(prefix, 0) != 0) return false;
      value = trim(line.substr(prefix.size()));
      return true;
    };
    std::string value;
    if (header("expect-line", value)) e.line = std::stoi(value);
    if (header("expect-message", value)) e.message = value;
    if (header("expect-statuses", value)) {
      std::istringstream words(value);
      for (std::string w; words >> w;) e.statuses.push_back(w);
    }
  }
  return e;
}

std::vector<Expectation> corpus() {
  std::vector<Expectation> all;
  for (const auto& entry : fs::recursive_directory_iterator(source_path("tests/bad_input")))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml")
      all.push_back(read_expectation(entry.path()));
  std::sort(all.begin(), all.end(),
            [](const Expectation& a, const Expectation& b) { return a.path < b.path; });
  return all;
}

bool is_multi(const Expectation& e) { return e.path.find("/multi/") != std::string::npos; }

}  // namespace

TEST_CASE("bad input: every corpus file has its expectations", "[bad_input]") {
  std::vector<Expectation> all = corpus();
  CHECK(all.size() >= 50);
  for (const Expectation& e : all) {
    INFO(e.path);
    CHECK(e.line > 0);
    CHECK_FALSE(e.message.empty());
    CHECK(is_multi(e) == !e.statuses.empty());
  }
}

namespace {

void check_single(const Expectation& e) {
  std::vector<qm::Replay> replays = replay_file(e.path);
  INFO(e.path << ": expect line " << e.line << ", message containing '" << e.message << "'");
  REQUIRE(replays.size() == 1);
  const qm::Replay& r = replays[0];
  INFO(describe(r));
  CHECK(r.status == qm::Status::Unreadable);
  if (!r.error) {
    FAIL_CHECK("no error");
    return;
  }
  CHECK(r.error->pos.line == e.line);
  CHECK(r.error->pos.column > 0);
  CHECK(contains_nocase(r.error->message, e.message));
}

}  // namespace

TEST_CASE("bad input: each single-record file is unreadable at its line, with its message",
          "[bad_input]") {
  int checked = 0;
  for (const Expectation& e : corpus()) {
    if (is_multi(e)) continue;
    ++checked;
    check_single(e);
  }
  CHECK(checked >= 45);
}

TEST_CASE("bad input: each multi-record file gives its statuses, one bad document",
          "[bad_input][multi]") {
  int checked = 0;
  for (const Expectation& e : corpus()) {
    if (!is_multi(e)) continue;
    ++checked;
    std::vector<qm::Replay> replays = replay_file(e.path);
    std::vector<std::string> statuses;
    for (const qm::Replay& r : replays) statuses.emplace_back(qm::status_name(r.status));
    std::string all;
    for (const qm::Replay& r : replays) all += "\n  " + describe(r);
    INFO(e.path << all);
    CHECK(statuses == e.statuses);
    for (size_t i = 0; i < replays.size() && i < e.statuses.size(); ++i) {
      if (e.statuses[i] == "valid") continue;
      const qm::Replay& bad = replays[i];
      INFO("document " << i + 1 << ": " << describe(bad));
      CHECK(bad.document == int(i) + 1);
      REQUIRE(bad.error);
      CHECK(bad.error->pos.line == e.line);
      CHECK(contains_nocase(bad.error->message, e.message));
    }
  }
  CHECK(checked >= 5);
}

TEST_CASE("bad input: qm replay exits 3 and names file:line:column", "[bad_input][cli]") {
  for (const char* file :
       {"tests/bad_input/loot/01-unclosed-flow-sequence.yaml",
        "tests/bad_input/loot/14-unknown-ruleset.yaml", "tests/bad_input/loot/26-unknown-verb.yaml",
        "tests/bad_input/loot/42-deal-two-admirals.yaml"}) {
    Expectation e = read_expectation(source_path(file));
    RunResult run = run_qm({"replay", file});
    INFO(file << "\nstdout: " << run.out << "\nstderr: " << run.err);
    CHECK(run.exit_code == 3);
    std::regex where(std::regex_replace(std::string(file), std::regex(R"([.])"), R"(\.)") + ":" +
                     std::to_string(e.line) + ":[0-9]+");
    CHECK(std::regex_search(run.out + run.err, where));
  }

  SECTION("validate over the whole corpus: nothing valid but the good documents of multi/") {
    RunResult run = run_qm({"validate", "tests/bad_input"});
    INFO("stdout: " << run.out << "\nstderr: " << run.err);
    CHECK(run.exit_code == 3);
    // 50 unreadable single files; in multi/, 5 unreadable and 11 valid documents.
    std::regex summary(R"((\d+) valid, (\d+) illegal, (\d+) unreadable)");
    std::smatch m;
    REQUIRE(std::regex_search(run.out, m, summary));
    CHECK(m[2] == "0");
    int unreadable = 0, valid = 0;
    for (const Expectation& e : corpus()) {
      if (!is_multi(e)) ++unreadable;
      for (const std::string& s : e.statuses) (s == "valid" ? valid : unreadable) += 1;
    }
    CHECK(std::stoi(m[1]) == valid);
    CHECK(std::stoi(m[3]) == unreadable);
  }
}

TEST_CASE("bad input: a document of a multi-record file is located in the file",
          "[bad_input][multi][cli]") {
  const char* file = "tests/bad_input/loot/multi/01-unknown-verb-in-second.yaml";
  RunResult run = run_qm({"replay", "--format", "json", file});
  CHECK(run.exit_code == 3);
  std::vector<qm::Json> lines;
  std::istringstream out(run.out);
  for (std::string line; std::getline(out, line);) lines.push_back(qm::Json::parse(line));
  REQUIRE(lines.size() == 3);
  CHECK(lines[1]["document"] == 2);
  CHECK(lines[1]["status"] == "unreadable");
  CHECK(lines[1]["error"]["file"] == file);
  CHECK(lines[1]["error"]["line"] == 32);
  CHECK(lines[1]["error"]["column"] == 10);  // the verb `steal` of `  - Anna steal @1`
}

// `file:line:column` as compilers and editors write it, for the later documents of a file
// too: the line already counts from the top of the file.
TEST_CASE("bad input: the text verdict of a later document names plain file:line:column",
          "[bad_input][multi][cli]") {
  const char* file = "tests/bad_input/loot/multi/01-unknown-verb-in-second.yaml";
  RunResult run = run_qm({"replay", file});
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 3);
  CHECK((run.out + run.err).find(std::string(file) + ":32:10") != std::string::npos);
}

// ---------------------------------------------------------------------------------------
// Garbage: qm must exit 3, neither crash nor hang
// ---------------------------------------------------------------------------------------

namespace {

void require_unreadable_exit(const std::string& path, const std::string& what) {
  RunResult run = run_qm({"replay", path}, 60);
  INFO(what << "\nstdout: " << run.out.substr(0, 2000) << "\nstderr: " << run.err.substr(0, 2000));
  CHECK_FALSE(run.timed_out);
  CHECK(run.signal == 0);
  CHECK(run.exit_code == 3);
  RunResult json = run_qm({"replay", "--format", "json", path}, 60);
  CHECK_FALSE(json.timed_out);
  CHECK(json.signal == 0);
  CHECK(json.exit_code == 3);
  if (json.exit_code == 3) {
    // Still one JSON object per line.
    std::istringstream out(json.out);
    for (std::string line; std::getline(out, line);) {
      CHECK_NOTHROW(qm::Json::parse(line));
    }
  }
}

}  // namespace

TEST_CASE("garbage: qm exits 3 on input that is no record, without crashing or hanging",
          "[bad_input][garbage][cli]") {
  TempDir dir;
  SECTION("an empty file") { require_unreadable_exit(dir.write("empty.yaml", ""), "empty"); }
  SECTION("only comments and blank lines") {
    require_unreadable_exit(dir.write("comments.yaml", "# nothing here\n\n   \n# still nothing\n"),
                            "comments");
  }
  SECTION("random bytes") {
    std::mt19937 rng(20261105);
    for (int i = 0; i < 5; ++i) {
      std::string bytes(4096 + i * 8192, '\0');
      for (char& c : bytes) c = char(rng() & 0xff);
      require_unreadable_exit(dir.write("random" + std::to_string(i) + ".yaml", bytes),
                              "random bytes #" + std::to_string(i));
    }
  }
  SECTION("random printable YAML punctuation") {
    std::mt19937 rng(7);
    const std::string alphabet = "[]{}:,-?|>!&*#'\"\n  @%`abc123";
    std::string text(20000, ' ');
    for (char& c : text) c = alphabet[rng() % alphabet.size()];
    require_unreadable_exit(dir.write("punctuation.yaml", text), "punctuation");
  }
  SECTION("a binary file: the qm executable itself") {
    require_unreadable_exit(QM_BINARY, "the qm binary");
  }
  SECTION("a 1 MB line") {
    require_unreadable_exit(dir.write("long-line.yaml", std::string(1 << 20, 'x') + "\n"),
                            "1 MB scalar");
    std::string record =
        "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno]\nmoves:\n  - Anna " +
        std::string(1 << 20, 'y') + "\n";
    require_unreadable_exit(dir.write("long-move.yaml", record), "1 MB move");
    std::string name = "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, " +
                       std::string(1 << 20, 'B') + "]\nmoves:\n  - Anna draw\n  - Bruno draw\n";
    require_unreadable_exit(dir.write("long-name.yaml", name),
                            "1 MB player name, then an unknown player");
  }
  SECTION("lists nested 10,000 deep") {
    require_unreadable_exit(
        dir.write("nested.yaml", std::string(10000, '[') + std::string(10000, ']') + "\n"),
        "[[[...]]]");
    std::string in_record =
        "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno]\nmoves: " +
        std::string(10000, '[') + std::string(10000, ']') + "\n";
    require_unreadable_exit(dir.write("nested-moves.yaml", in_record), "moves: [[[...]]]");
  }
  SECTION("maps nested 10,000 deep, and an unclosed nesting") {
    std::string maps;
    for (int i = 0; i < 10000; ++i) maps += "{a: ";
    maps += "1";
    maps += std::string(10000, '}');
    maps += "\n";
    require_unreadable_exit(dir.write("nested-maps.yaml", maps), "{a: {a: ...}}");
    require_unreadable_exit(dir.write("unclosed.yaml", std::string(10000, '[')), "[[[... unclosed");
  }
  SECTION("a directory and a missing file") {
    require_unreadable_exit(dir.path().string(), "a directory");
    require_unreadable_exit((dir.path() / "no-such-file.yaml").string(), "a missing file");
  }
}
