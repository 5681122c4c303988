// The command line's usage errors and messages (issue 13): count and index options reject
// what is out of range, naming the option and the range (exit 2); an unknown command is
// named, with the nearest one; a ruleset option that names nothing is a usage error (2),
// a ruleset file that cannot be read is unreadable input (3); a directory without records
// is said so (3 when nothing at all was given); messages quote at most one line of input;
// an unfinished game announces no winner; `qm rulesets` follows $QM_RULESETS and shows the
// options of the named rulesets' games only; `qm compare` says why a record is unreadable;
// `qm simulate` writes a ruleset file's absolute path. Also the typo helper (record/suggest.h)
// and the excerpt helper (record/excerpt.h).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <optional>

#include "record/excerpt.h"
#include "record/suggest.h"
#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;

namespace {

const char* kRecord = "records/loot/tnll-2026-01-r1-t4.yaml";

// Move 3 (line 9) is Carla's, not Bruno's: illegal, and unfinished.
const char* kIllegalEarly = R"(format: 1
game: loot
ruleset: loot/standard
id: usage-illegal
players: [Marta, Jürgen, Siobhán]
moves:
  - Marta merchant m5
  - Jürgen attack @1 blue-2
  - Jürgen draw
  - Siobhán draw
)";

// Sets an environment variable for the scope of the object (run_qm's child inherits it).
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    setenv(name, value.c_str(), 1);
  }
  ~ScopedEnv() {
    if (old_)
      setenv(name_, old_->c_str(), 1);
    else
      unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

void require_usage_error(const std::vector<std::string>& args, const std::string& option,
                         const std::string& range) {
  RunResult run = run_qm(args, 20);
  INFO(run.out << run.err);
  CHECK(run.exit_code == 2);
  CHECK(run.err.find(option + ": must be a whole number from " + range) != std::string::npos);
  CHECK(run.err.find("179769") == std::string::npos);
  CHECK(run.err.find("vector") == std::string::npos);
}

}  // namespace

TEST_CASE("suggest: edit distance counts characters and swaps", "[cli][suggest]") {
  CHECK(qm::edit_distance("replay", "replay") == 0);
  CHECK(qm::edit_distance("repaly", "replay") == 1);  // two neighbours swapped
  CHECK(qm::edit_distance("simulte", "simulate") == 1);
  CHECK(qm::edit_distance("Jurgen", "Jürgen") == 1);  // ü is one character, not two bytes
  CHECK(qm::edit_distance("", "abc") == 3);
  CHECK(qm::edit_distance("LOOT", "loot") == 0);
  const std::vector<std::string> commands = {"replay", "validate", "compare", "state"};
  CHECK(qm::nearest_word("repaly", commands) == std::optional<std::string>("replay"));
  CHECK(qm::nearest_word("compair", commands) == std::optional<std::string>("compare"));
  CHECK(qm::nearest_word("frobnicate", commands) == std::nullopt);
  CHECK(qm::nearest_word("replay", commands) == std::nullopt);
  CHECK(qm::did_you_mean("stat", commands) == " (did you mean 'state'?)");
}

TEST_CASE("excerpt: one line, at most 80 characters", "[cli][excerpt]") {
  CHECK(qm::excerpt("short") == "short");
  CHECK(qm::excerpt("first line  \nsecond line") == "first line…");
  CHECK(qm::excerpt("only line\n") == "only line");
  const std::string long_line(200, 'x');
  CHECK(qm::excerpt(long_line) == std::string(80, 'x') + "…");
  // Characters, not bytes: 80 ü's are kept whole.
  std::string umlauts;
  for (int i = 0; i < 100; ++i) umlauts += "ü";
  CHECK(qm::excerpt(umlauts) == umlauts.substr(0, 160) + "…");
}

TEST_CASE("cli: count and index options reject what is out of range", "[cli][usage]") {
  TempDir dir;
  const std::string out = (dir.path() / "d").string();
  const std::vector<std::string> sim = {"simulate", "--ruleset", "loot/standard"};
  auto with = [](std::vector<std::string> base, std::vector<std::string> more) {
    base.insert(base.end(), more.begin(), more.end());
    return base;
  };
  SECTION("simulate") {
    require_usage_error(with(sim, {"--players", "2", "--games", "-5", "--out", out}), "--games",
                        "1 to 1000000000");
    CHECK_FALSE(fs::exists(out));  // nothing written
    require_usage_error(with(sim, {"--players", "2", "--games", "0"}), "--games", "1 to");
    require_usage_error(with(sim, {"--players", "2", "--games", "abc"}), "--games", "1 to");
    require_usage_error(with(sim, {"--players", "-2", "--games", "1"}), "--players", "1 to 64");
    require_usage_error(with(sim, {"--players", "2", "--games", "1", "--seed", "-1"}), "--seed",
                        "0 to 18446744073709551615");
    require_usage_error(with(sim, {"--players", "2", "--games", "1", "-j", "-1"}), "--jobs",
                        "0 to 1024");
  }
  SECTION("compare --simulate") {
    require_usage_error({"compare", "--ruleset", "loot/standard", "--ruleset", "loot/standard",
                         "--simulate", "-5", "--players", "2"},
                        "--simulate", "1 to 10000000");
    require_usage_error({"compare", "--ruleset", "loot/standard", "--ruleset", "loot/standard",
                         "--simulate", "5", "--players", "0"},
                        "--players", "1 to 64");
  }
  SECTION("state, audit, stats, validate, import") {
    require_usage_error({"state", kRecord, "--at", "-1"}, "--at", "0 to 2000000000");
    require_usage_error({"state", kRecord, "--document", "0"}, "--document", "1 to");
    require_usage_error({"audit", kRecord, "--document", "-3"}, "--document", "1 to");
    require_usage_error({"stats", "--players", "0"}, "--players", "1 to 64");
    require_usage_error({"validate", kRecord, "-j", "2000"}, "--jobs", "0 to 1024");
    require_usage_error({"import", kRecord, "--db", (dir.path() / "x.db").string(), "-j", "-1"},
                        "--jobs", "0 to 1024");
    CHECK_FALSE(fs::exists(dir.path() / "x.db"));
  }
}

TEST_CASE("cli: an unknown command is named, with the nearest one", "[cli][usage]") {
  RunResult run = run_qm({"frobnicate"});
  INFO(run.err);
  CHECK(run.exit_code == 2);
  CHECK(run.err.find("'frobnicate' is not a qm command") != std::string::npos);
  CHECK(run.err.find("replay, validate, audit, state, rulesets") != std::string::npos);
  CHECK(run.err.find("subcommand is required") == std::string::npos);
  RunResult typo = run_qm({"repaly", kRecord});
  CHECK(typo.exit_code == 2);
  CHECK(typo.err.find("did you mean 'replay'?") != std::string::npos);
  CHECK(run_qm({"--version"}).exit_code == 0);
}

TEST_CASE("cli: a --ruleset that names nothing is a usage error naming the option",
          "[cli][usage]") {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"replay", kRecord, "--ruleset", "nope"},
           {"validate", kRecord, "--ruleset", "nope"},
           {"audit", kRecord, "--ruleset", "nope"},
           {"state", kRecord, "--ruleset", "nope"},
           {"compare", "--ruleset", "loot/standard", "--ruleset", "nope", kRecord},
           {"simulate", "--ruleset", "nope", "--players", "2", "--games", "1"},
           {"rulesets", "nope"}}) {
    RunResult run = run_qm(args);
    INFO(args[0] << ": " << run.out << run.err);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find("nope: no such ruleset; known: ") != std::string::npos);
    CHECK(run.err.find("loot/standard") != std::string::npos);
    CHECK(run.out.find(kRecord) == std::string::npos);  // the record is not blamed
  }
  RunResult replay = run_qm({"replay", kRecord, "--ruleset", "nope"});
  CHECK(replay.err.find("--ruleset nope: no such ruleset") != std::string::npos);
  RunResult typo = run_qm({"replay", kRecord, "--ruleset", "loot/standrd"});
  CHECK(typo.err.find("did you mean 'loot/standard'?") != std::string::npos);

  SECTION("a ruleset file that cannot be read is unreadable input (3)") {
    TempDir dir;
    const std::string bad = dir.write("bad.yaml", "game: loot\noptions: [1, 2\n");
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"replay", kRecord, "--ruleset", bad},
             {"simulate", "--ruleset", bad, "--players", "2", "--games", "1"}}) {
      RunResult run = run_qm(args);
      INFO(run.out << run.err);
      CHECK(run.exit_code == 3);
      CHECK(run.err.find("--ruleset " + bad + ": ") != std::string::npos);
    }
  }
}

TEST_CASE("cli: a directory without records is said so", "[cli][usage]") {
  TempDir dir;
  fs::create_directories(dir.path() / "empty");
  const std::string empty = (dir.path() / "empty").string();
  const std::string db = (dir.path() / "q.db").string();
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"validate", empty},
           {"import", empty, "--db", db},
           {"compare", "--ruleset", "loot/standard", "--ruleset", "loot/partnership", empty}}) {
    RunResult run = run_qm(args);
    INFO(run.out << run.err);
    CHECK(run.exit_code == 3);
    CHECK(run.err.find("no record file (*.yaml, *.yml) found in " + empty) != std::string::npos);
    CHECK(run.out.find("0 valid") == std::string::npos);
  }
  CHECK_FALSE(fs::exists(db));
  // With records elsewhere, the empty directory is named and the rest is checked.
  RunResult mixed = run_qm({"validate", kRecord, empty});
  CHECK(mixed.exit_code == 0);
  CHECK(mixed.out.find("1 valid") != std::string::npos);
  CHECK(mixed.err.find("found in " + empty) != std::string::npos);
}

TEST_CASE("cli: a message quotes at most one line of the input", "[cli][usage]") {
  TempDir dir;
  std::string text;
  for (int i = 0; i < 50; ++i)
    text += "root" + std::to_string(i) + ":x:0:0:root:/root:/bin/bash and a long tail of text\n";
  const std::string path = dir.write("passwd", text);
  RunResult run = run_qm({"replay", path});
  INFO(run.out);
  CHECK(run.exit_code == 3);
  CHECK(run.out.find("root0:x:0:0") != std::string::npos);
  CHECK(run.out.find("root2:") == std::string::npos);  // YAML folds the lines: 80 characters
  CHECK(run.out.find("…") != std::string::npos);
  CHECK(run.out.size() < 400);
}

TEST_CASE("cli: an unfinished game announces no winner", "[cli][usage]") {
  TempDir dir;
  const std::string path = dir.write("illegal.yaml", record_text(kIllegalEarly));
  RunResult text = run_qm({"replay", path});
  INFO(text.out);
  CHECK(text.exit_code == 1);
  CHECK(text.out.find("game unfinished") != std::string::npos);
  CHECK(text.out.find("no winner (the game is unfinished)") != std::string::npos);
  CHECK(text.out.find("shared win") == std::string::npos);
  RunResult line = run_qm({"validate", path});
  CHECK(line.out.find("shared win") == std::string::npos);
  // JSON keeps the format page's fields: `finished` false says the leaders are no winners.
  const qm::Json j = qm::Json::parse(run_qm({"replay", path, "--format", "json"}).out);
  CHECK(j["finished"] == false);
  CHECK(j.contains("winners"));
}

TEST_CASE("cli: the audit and the report of an unfinished game announce no winner",
          "[cli][usage][messages]") {
  TempDir dir;
  const std::string path = dir.write("illegal.yaml", record_text(kIllegalEarly));
  RunResult audit = run_qm({"audit", path});
  INFO(audit.out);
  CHECK(audit.exit_code == 1);
  CHECK(audit.out.find("Shared win") == std::string::npos);
  CHECK(audit.out.find("Winner") == std::string::npos);
  CHECK(audit.out.find("No winner: the game is unfinished (leading so far: ") != std::string::npos);
  const std::string page = (dir.path() / "page.html").string();
  RunResult report = run_qm({"report", path, "--out", page});
  CHECK(report.exit_code == 1);
  const std::string html = file_text(page);
  CHECK(html.find("Shared win") == std::string::npos);
  CHECK(html.find("No winner: the game is unfinished") != std::string::npos);
}

TEST_CASE("cli: rulesets follows $QM_RULESETS and shows the named ruleset's game only",
          "[cli][usage][rulesets]") {
  TempDir dir;
  dir.write("loot/club-house.yaml",
            "game: loot\nextends: loot/standard\ndescription: our club's house rules\n"
            "options:\n  end_resolves_captures: true\n");
  ScopedEnv env("QM_RULESETS", dir.path().string());
  RunResult all = run_qm({"rulesets"});
  INFO(all.out << all.err);
  CHECK(all.exit_code == 0);
  CHECK(all.out.find("loot/club-house\n  our club's house rules") != std::string::npos);
  CHECK(all.out.find("loot/standard\n") != std::string::npos);

  RunResult one = run_qm({"rulesets", "einauge/colours"});
  CHECK(one.exit_code == 0);
  CHECK(one.out.find("einauge.scoring") != std::string::npos);
  CHECK(one.out.find("loot.partnership") == std::string::npos);
  CHECK(one.out.find("pirates.") == std::string::npos);
}

TEST_CASE("cli: compare says why a record is unreadable under both", "[cli][usage]") {
  TempDir dir;
  const std::string path = dir.write("no-players.yaml",
                                     "format: 1\ngame: loot\nruleset: "
                                     "loot/standard\nmoves:\n  - Anna draw\n");
  RunResult run =
      run_qm({"compare", "--ruleset", "loot/standard", "--ruleset", "loot/partnership", path});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 3);
  CHECK(run.out.find(path + ": unreadable under both: ") != std::string::npos);
  CHECK(run.out.find("players") != std::string::npos);
}

TEST_CASE("cli: simulate writes a ruleset file's absolute path", "[cli][usage][simulate]") {
  TempDir dir;
  dir.write("rules/my-house.yaml",
            "game: loot\nextends: loot/standard\noptions:\n  end_resolves_captures: true\n");
  const fs::path out = dir.path() / "games";
  // run_qm runs in the source directory: a path relative to it, as a user types it there.
  const std::string relative =
      fs::relative(dir.path() / "rules/my-house.yaml", source_path(".")).string();
  RunResult run = run_qm(
      {"simulate", "--ruleset", relative, "--players", "3", "--games", "2", "--out", out.string()});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const std::string record = file_text(out / "00000.yaml");
  const size_t at = record.find("ruleset: ");
  REQUIRE(at != std::string::npos);
  const fs::path written = record.substr(at + 9, record.find('\n', at) - at - 9);
  CHECK(written.is_absolute());
  CHECK(written.filename() == "my-house.yaml");
  CHECK(fs::equivalent(written, dir.path() / "rules/my-house.yaml"));
  // The records replay as valid from another directory (here: the output directory's).
  RunResult replay = run_qm({"validate", out.string()});
  CHECK(replay.exit_code == 0);
  CHECK(replay.out.find("2 valid") != std::string::npos);
}
