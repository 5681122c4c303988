// Hostile input (issue 15): bytes that are not UTF-8, NUL bytes, aliases that copy
// exponentially, long `extends` chains, files that are not regular files, files past the
// size limit, nesting past 500 levels, and export writing what import reads back. The
// single-record cases also have files in tests/bad_input/loot/ (54-60, multi/06).
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <sstream>

#include "games/registry.h"
#include "record/input_checks.h"
#include "rules/ruleset.h"
#include "store/export.h"
#include "store/import.h"
#include "store/open.h"
#include "store/yaml_writer.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const char* const kGoodRecord =
    "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno]\n"
    "moves:\n  - Anna merchant m4\n  - Bruno draw\n";

// Every line of `out` is a JSON object; their "status" fields, in order.
std::vector<std::string> json_statuses(const std::string& out) {
  std::vector<std::string> statuses;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    qm::Json j;
    REQUIRE_NOTHROW(j = qm::Json::parse(line));
    if (j.contains("status")) statuses.push_back(j["status"].get<std::string>());
  }
  return statuses;
}

void require_no_internals(const RunResult& run) {
  for (const std::string* text : {&run.out, &run.err}) {
    CHECK(text->find("json.exception") == std::string::npos);
    CHECK(text->find("std::") == std::string::npos);
    CHECK(text->find("YAML::") == std::string::npos);
  }
}

}  // namespace

TEST_CASE("hostile: find_encoding_problem accepts UTF-8 and names the first bad byte",
          "[hostile][utf8]") {
  CHECK_FALSE(
      qm::find_encoding_problem("Anna, J\xc3\xa9r\xc3\xb4me, \xe6\x9d\xb1, \xf0\x9f\x8e\xb2"));
  CHECK_FALSE(
      qm::find_encoding_problem("\xef\xbb\xbf"
                                "format: 1\n"));  // a UTF-8 byte-order mark
  CHECK_FALSE(qm::find_encoding_problem(""));
  struct Bad {
    std::string text;
    size_t offset;
    const char* message;
  };
  for (const Bad& bad : std::vector<Bad>{
           {"Ann\xe9", 3, "0xE9 is not UTF-8"},            // Latin-1
           {"ab\xc3", 2, "0xC3 is not UTF-8"},             // cut short at the end
           {"a\xc0\xaf", 1, "0xC0 is not UTF-8"},          // overlong '/'
           {"a\xe0\x80\xaf", 1, "0xE0 is not UTF-8"},      // overlong, three bytes
           {"a\xed\xa0\x80", 1, "0xED is not UTF-8"},      // a surrogate, U+D800
           {"a\xf4\x90\x80\x80", 1, "0xF4 is not UTF-8"},  // past U+10FFFF
           {"a\xf5\x80\x80\x80", 1, "0xF5 is not UTF-8"},
           {"a\x80", 1, "0x80 is not UTF-8"},  // a lone continuation byte
           {std::string("Bru\0no", 6), 3, "NUL byte"},
           {"\xff\xfe"
            "f\0",
            0, "UTF-16"},
       }) {
    INFO(bad.text);
    std::optional<qm::EncodingProblem> problem = qm::find_encoding_problem(bad.text);
    CHECK_FALSE(qm::is_clean_utf8(bad.text));
    REQUIRE(problem);
    CHECK(problem->offset == bad.offset);
    CHECK(problem->message.find(bad.message) != std::string::npos);
  }
}

TEST_CASE("hostile: is_clean_utf8 says what find_encoding_problem says, wherever the byte is",
          "[hostile][utf8]") {
  // Its fast path tests eight plain ASCII bytes at once: a bad byte in every place of the
  // first words and of the tail after them.
  for (size_t length = 0; length <= 20; ++length)
    for (size_t at = 0; at < length; ++at)
      for (const std::string& bad : {std::string(1, '\0'), std::string("\xe9"),
                                     std::string("\xc3\xa9"), std::string("\x80")}) {
        std::string text(length, 'a');
        text.replace(at, std::min(bad.size(), length - at), bad.substr(0, length - at));
        INFO(length << " " << at << " " << int(static_cast<unsigned char>(bad[0])));
        CHECK(qm::is_clean_utf8(text) == !qm::find_encoding_problem(text).has_value());
      }
  CHECK(qm::is_clean_utf8(""));
  CHECK(qm::is_clean_utf8("Anna attack Bruno.m5 purple-2"));
  CHECK(qm::is_clean_utf8("J\xc3\xbcrgen draw"));
}

TEST_CASE("hostile: a record that is not UTF-8 is unreadable and the run goes on, in JSON too",
          "[hostile][utf8][cli]") {
  TempDir dir;
  const std::string good = dir.write("good.yaml", kGoodRecord);
  std::string latin1 = kGoodRecord;
  latin1.replace(latin1.find("Bruno]"), 5, "Bru\xe9no");
  const std::string bad = dir.write("latin1.yaml", latin1);

  RunResult run = run_qm({"replay", "--format", "json", good, bad, good});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 3);
  require_no_internals(run);
  CHECK(json_statuses(run.out) == std::vector<std::string>{"valid", "unreadable", "valid"});
  CHECK(run.out.find("\"line\":4,\"column\":20") != std::string::npos);
  CHECK(run.out.find("is not UTF-8") != std::string::npos);

  RunResult validate = run_qm({"validate", "--format", "json", dir.path().string()});
  require_no_internals(validate);
  CHECK(json_statuses(validate.out) == std::vector<std::string>{"valid", "unreadable"});

  RunResult audit = run_qm({"audit", "--format", "json", bad});
  INFO(audit.out << audit.err);
  CHECK(audit.exit_code == 3);
  require_no_internals(audit);
  CHECK((audit.out + audit.err).find("is not UTF-8") != std::string::npos);
}

TEST_CASE("hostile: a file name that is not UTF-8 still gives JSON", "[hostile][utf8][cli]") {
  TempDir dir;
  const std::string path = dir.write("Ann\xe9.yaml", kGoodRecord);
  RunResult run = run_qm({"replay", "--format", "json", path});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  require_no_internals(run);
  CHECK(json_statuses(run.out) == std::vector<std::string>{"valid"});
  CHECK(run.out.find("Ann\xef\xbf\xbd.yaml") != std::string::npos);  // U+FFFD for the byte
}

TEST_CASE("hostile: a stored text that is not UTF-8 (an older qm's database) is unreadable",
          "[hostile][utf8][store][cli]") {
  TempDir dir;
  const std::string db_path = (dir.path() / "old.db").string();
  const std::string record = dir.write("r.yaml", kGoodRecord);
  REQUIRE(run_qm({"import", "--db", db_path, record}).exit_code == 0);
  {
    qm::store::Database db = qm::store::open_store(db_path, qm::store::OpenMode::Existing);
    // As an older qm kept it (its player and, since version 8, the seat's name as written).
    db.exec("UPDATE players SET name = CAST(X'4272756EE96F' AS TEXT) WHERE name = 'Bruno'");
    db.exec("UPDATE seats SET name = CAST(X'4272756EE96F' AS TEXT) WHERE name = 'Bruno'");
  }
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"replay", "--db", db_path, "--format", "json"},
        std::vector<std::string>{"validate", "--db", db_path, "--format", "json"}}) {
    RunResult run = run_qm(args);
    INFO(args[0] << "\n" << run.out << run.err);
    require_no_internals(run);
    CHECK(run.exit_code == 3);
    CHECK(json_statuses(run.out) == std::vector<std::string>{"unreadable"});
    CHECK(run.out.find("not UTF-8") != std::string::npos);
  }
}

TEST_CASE("hostile: aliases that copy exponentially are refused, naming file and line",
          "[hostile][aliases]") {
  std::string laughs = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
  for (int i = 1; i < 10; ++i) {
    laughs += fmt::format("a{}: &a{} [*a{}", i, i, i - 1);
    for (int k = 1; k < 9; ++k) laughs += fmt::format(", *a{}", i - 1);
    laughs += "]\n";
  }
  TempDir dir;
  SECTION("in a record") {
    std::vector<qm::Replay> r = replay_documents("format: 1\ngame: loot\nruleset: loot/standard\n" +
                                                 laughs + "players: [Anna]\nmoves: []\n");
    REQUIRE(r.size() == 1);
    require_unreadable(r[0], 9, "aliases of this document copy more than 100000 values");
  }
  SECTION("in a ruleset") {
    const std::string rules = dir.write("laughs.yaml", "game: loot\n" + laughs);
    qm::RulesetLibrary library(&qm::game_option_specs);
    try {
      library.get(rules);
      FAIL("the ruleset loaded");
    } catch (const qm::RulesetError& e) {
      CHECK(e.where().rfind(rules + ":7:", 0) == 0);
      CHECK(contains_nocase(e.what(), "aliases"));
    }
  }
  SECTION("a few aliases are still read") {
    std::vector<qm::Replay> r = replay_documents(
        "format: 1\ngame: loot\nruleset: loot/standard\nevent: &night Club night\nnotes: *night\n"
        "players: [Anna, Bruno]\nmoves:\n  - Anna merchant m4\n  - Bruno draw\n");
    REQUIRE(r.size() == 1);
    require_valid(r[0]);
  }
}

TEST_CASE("hostile: a chain of 10,000 extends is refused at 64, cycles still reported",
          "[hostile][ruleset][extends]") {
  TempDir dir;
  const int files = 10000;
  for (int i = 0; i < files; ++i)
    dir.write(fmt::format("r{}.yaml", i),
              i + 1 < files ? fmt::format("game: loot\nextends: r{}.yaml\n", i + 1)
                            : std::string("game: loot\nextends: loot/standard\n"));
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::string first = (dir.path() / "r0.yaml").string();
  try {
    library.get(first);
    FAIL("the chain loaded");
  } catch (const qm::RulesetError& e) {
    CHECK(e.where() == first + ":2:10");  // the first file's `extends`
    CHECK(contains_nocase(e.what(), "longer than 64 rulesets"));
    CHECK(std::string(e.what()).find("cannot extend") == std::string::npos);
  }
  // 63 files and loot/standard: 64 rulesets, the most that may extend one another.
  // (A library of its own for each: a ruleset once loaded is kept, and not loaded again.)
  qm::RulesetLibrary fresh(&qm::game_option_specs), other(&qm::game_option_specs);
  CHECK(fresh.get((dir.path() / fmt::format("r{}.yaml", files - 63)).string()));
  CHECK_THROWS_AS(other.get((dir.path() / fmt::format("r{}.yaml", files - 64)).string()),
                  qm::RulesetError);

  SECTION("a cycle is still a cycle") {
    const std::string a = dir.write("a.yaml", "game: loot\nextends: b.yaml\n");
    dir.write("b.yaml", "game: loot\nextends: a.yaml\n");
    try {
      fresh.get(a);
      FAIL("the cycle loaded");
    } catch (const qm::RulesetError& e) {
      CHECK(contains_nocase(e.what(), "cycle"));
    }
  }
}

namespace {

// `qm replay FILE` and a record whose ruleset is FILE: refused at once, exit 3, saying
// what the file is; never waited on.
void require_refused(const std::string& path, const std::string& kind) {
  RunResult run = run_qm({"replay", path}, 20);
  INFO(path << "\n" << run.out << run.err);
  CHECK_FALSE(run.timed_out);
  CHECK(run.exit_code == 3);
  CHECK(run.out.find("is " + kind + ", not a file of records") != std::string::npos);
  require_no_internals(run);
}

}  // namespace

TEST_CASE("hostile: a FIFO, a device, a socket or a directory is refused at once",
          "[hostile][files][cli]") {
  TempDir dir;
  const std::string fifo = (dir.path() / "pipe.yaml").string();
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  require_refused(fifo, "a FIFO (a named pipe)");
  require_refused("/dev/zero", "a character device");

  const std::string socket_path = (dir.path() / "s.yaml").string();
  const int s = ::socket(AF_UNIX, SOCK_STREAM, 0);
  REQUIRE(s >= 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  REQUIRE(socket_path.size() < sizeof(address.sun_path));
  std::copy(socket_path.begin(), socket_path.end(), address.sun_path);
  REQUIRE(::bind(s, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0);
  require_refused(socket_path, "a socket");
  ::close(s);

  SECTION("a FIFO named as a record's ruleset") {
    const std::string record = dir.write(
        "r.yaml", "format: 1\ngame: loot\nruleset: pipe.yaml\nplayers: [Anna]\nmoves: []\n");
    RunResult run = run_qm({"replay", record}, 20);
    INFO(run.out << run.err);
    CHECK_FALSE(run.timed_out);
    CHECK(run.exit_code == 3);
    CHECK(run.out.find("is a FIFO") != std::string::npos);
  }
  SECTION("a directory named as a record is refused; given as an argument it is walked") {
    std::filesystem::create_directories(dir.path() / "d.yaml");
    std::string why, text;
    CHECK_FALSE(qm::read_input_file((dir.path() / "d.yaml").string(), text, why));
    CHECK(why.find("is a directory") != std::string::npos);
    dir.write("walked/good.yaml", kGoodRecord);
    RunResult run = run_qm({"validate", (dir.path() / "walked").string()});
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("1 valid, 0 illegal, 0 unreadable") != std::string::npos);
  }
}

TEST_CASE("hostile: a file past the size limit is refused before it is read",
          "[hostile][size][cli]") {
  TempDir dir;
  const std::string path = (dir.path() / "big.yaml").string();
  {
    // Sparse: the limit is checked against the size, so no byte of it need be written.
    std::FILE* f = std::fopen(path.c_str(), "wb");
    REQUIRE(f);
    REQUIRE(truncate(path.c_str(), off_t(qm::kMaxInputBytes) + 1) == 0);
    std::fclose(f);
  }
  std::string text, why;
  CHECK_FALSE(qm::read_input_file(path, text, why));
  CHECK(text.empty());
  CHECK(why == "'" + path +
                   "' is 16.0 MiB, more than the 16 MiB a record or ruleset file may hold: split "
                   "it into several files");
  RunResult run = run_qm({"replay", path}, 20);
  CHECK(run.exit_code == 3);
  CHECK(run.out.find("more than the 16 MiB") != std::string::npos);

  SECTION("a file at the limit is read") {
    REQUIRE(truncate(path.c_str(), off_t(qm::kMaxInputBytes)) == 0);
    CHECK(qm::read_input_file(path, text, why));
    CHECK(text.size() == qm::kMaxInputBytes);
  }
}

TEST_CASE("hostile: 100,000 nested lists are refused with a sentence, not a crash",
          "[hostile][nesting][cli]") {
  TempDir dir;
  const std::string path =
      dir.write("deep.yaml",
                "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna]\n"
                "moves: " +
                    std::string(100000, '[') + "\n");
  RunResult run = run_qm({"replay", path}, 60);
  INFO(run.out << run.err);
  CHECK(run.signal == 0);
  CHECK(run.exit_code == 3);
  CHECK(run.out.find("nested more than 500 deep") != std::string::npos);
}

TEST_CASE("hostile: export writes a long key so that import reads it back",
          "[hostile][store][export]") {
  // A 1,000-character name with 300 backslashes: plain in the record, 1,300 characters
  // once quoted with escapes, past YAML's 1,024 for an implicit key.
  const std::string name = "B" + std::string(300, '\\') + std::string(699, 'x');
  const std::string yaml = "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, " +
                           name + "]\nmoves:\n  - Anna merchant m4\nresult: {Anna: 0, " + name +
                           ": 0}\n";
  TempDir dir;
  const std::string original = dir.write("long.yaml", yaml);
  const std::string db = (dir.path() / "qm.db").string();
  RunResult before = run_qm({"replay", "--format", "json", original});
  RunResult imported = run_qm({"import", "--db", db, original});
  INFO(imported.out << imported.err);
  REQUIRE(imported.exit_code == before.exit_code);
  RunResult exported = run_qm({"export", "--db", db});
  REQUIRE(exported.exit_code == 0);
  const std::string copy = dir.write("exported.yaml", exported.out);
  RunResult after = run_qm({"replay", "--format", "json", copy});
  INFO(before.out << "\n" << after.out);
  CHECK(after.exit_code == before.exit_code);
  qm::Json a = qm::Json::parse(before.out), b = qm::Json::parse(after.out);
  a.erase("record");
  b.erase("record");
  if (a["error"].is_object()) a["error"].erase("file");
  if (b["error"].is_object()) b["error"].erase("file");
  CHECK(a == b);

  SECTION("the writer, in block and flow maps") {
    qm::YNode key;
    key.kind = qm::YNode::Kind::Scalar;
    key.text = name;
    qm::YNode value = key;
    value.text = "1";
    qm::YNode inner;
    inner.kind = qm::YNode::Kind::Map;
    inner.items = {key, value};
    qm::YNode list;
    list.kind = qm::YNode::Kind::Sequence;
    list.items = {inner};
    qm::YNode root;
    root.kind = qm::YNode::Kind::Map;
    root.items = {key, value, value, list};
    const std::string text = qm::store::write_yaml_document(root);
    CHECK(text.find("? \"") != std::string::npos);
    int documents = 0;
    qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
      ++documents;
      INFO(doc.error);
      REQUIRE(doc.ok);
      CHECK(doc.root.key(0).text == name);
      CHECK(doc.root.value(1).items[0].key(0).text == name);
    });
    CHECK(documents == 1);
  }
}

TEST_CASE("hostile: a message quotes a long text only in part", "[hostile][size]") {
  std::vector<qm::Replay> r = replay_documents(std::string(1 << 20, 'x') + "\n");
  REQUIRE(r.size() == 1);
  REQUIRE(r[0].error);
  CHECK(r[0].error->message.size() < 400);
  CHECK(r[0].error->message.find(std::string(80, 'x') + "…") != std::string::npos);
  CHECK(r[0].error->message.find(std::string(81, 'x')) == std::string::npos);
}

TEST_CASE("hostile: a document of more than a million values is refused", "[hostile][size]") {
  std::string items;
  for (int i = 0; i < 1'000'001; ++i) items += "a,";
  std::vector<qm::Replay> r = replay_documents(
      "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna]\nmoves: [" + items + "a]\n");
  REQUIRE(r.size() == 1);
  require_unreadable(r[0], 5, "more than 1000000 values");
}

TEST_CASE("hostile: a file of more than 100,000 documents is read up to there", "[hostile][size]") {
  // 16 MiB of tiny documents took 15 s (a parser and a replay each): the rest is refused.
  std::string text;
  for (int i = 0; i < 100'005; ++i) text += "---\na: 1\n";
  int documents = 0, refused = 0;
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
    ++documents;
    if (doc.ok) return;
    ++refused;
    CHECK(doc.error_pos.line == 200'001);
    CHECK(doc.error.find("more than 100000 records") != std::string::npos);
  });
  CHECK(documents == 100'001);
  CHECK(refused == 1);
}
