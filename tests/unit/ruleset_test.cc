// Rulesets (src/rules/ruleset.h): the shipped ones, `extends` chains, errors that name
// file:line:column (an unknown option or value, a cycle), and a user's ruleset file given
// by path in a record, extending a shipped one.
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>

#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::shared_ptr<const qm::Ruleset> load(const std::string& name, const std::string& base = "") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  return library.get(name, base);
}

// The error loading `name` throws; fails when it loads.
std::optional<qm::RulesetError> load_error(const std::string& name) {
  try {
    load(name);
  } catch (const qm::RulesetError& e) {
    return e;
  }
  FAIL_CHECK("the ruleset " << name << " loaded without an error");
  return std::nullopt;
}

}  // namespace

TEST_CASE("rulesets: the shipped rulesets and their options", "[ruleset]") {
  std::vector<std::string> names = qm::RulesetLibrary::builtin_names();
  std::sort(names.begin(), names.end());
  CHECK(names ==
        std::vector<std::string>{"einauge/colours", "einauge/standard", "loot/house-end-captures",
                                 "loot/partnership", "loot/partnership-it", "loot/standard",
                                 "loot/standard-ja", "pirates/half-of-total", "pirates/round-earth",
                                 "pirates/standard", "pirates/table-edge", "pirates/while-docked"});
  auto standard = load("loot/standard");
  CHECK(standard->game == "loot");
  CHECK(standard->extends.empty());
  CHECK(standard->options ==
        std::map<std::string, std::string>{{"partnership", "false"},
                                           {"capture_scope", "any"},
                                           {"captain_on_partner_ship", "false"},
                                           {"capture_check_seat", "first-active"},
                                           {"end_resolves_captures", "false"},
                                           {"admiral_needs_attack", "false"}});
  auto it = load("loot/partnership-it");
  CHECK(it->extends == "loot/partnership");
  CHECK(it->options.at("partnership") == "true");  // from loot/partnership
  CHECK(it->options.at("capture_check_seat") == "first-seat");
  CHECK(it->own_options.size() == 1);
  CHECK(load("loot/standard-ja")->options.at("capture_scope") == "last-played");
  CHECK(load("loot/house-end-captures")->options.at("end_resolves_captures") == "true");
  CHECK(load("loot/house-end-captures")->options.at("partnership") == "false");
}

// ruleset.h: "The names of the shipped rulesets, sorted." They come sorted by file name
// instead: "loot/partnership-it" (from partnership-it.yaml) before "loot/partnership".
TEST_CASE("rulesets: builtin_names() is sorted by name", "[ruleset]") {
  std::vector<std::string> names = qm::RulesetLibrary::builtin_names();
  std::vector<std::string> sorted = names;
  std::sort(sorted.begin(), sorted.end());
  CHECK(names == sorted);
}

TEST_CASE("rulesets: extends chains resolve parent options, then the file's own",
          "[ruleset][extends]") {
  TempDir dir;
  // A chain of user files: c -> b -> a -> loot/partnership-it -> loot/partnership -> loot/standard.
  dir.write(
      "a.yaml",
      "game: loot\nextends: loot/partnership-it\noptions:\n  captain_on_partner_ship: true\n");
  dir.write("sub/b.yaml",
            "game: loot\nextends: ../a.yaml\noptions:\n  end_resolves_captures: true\n  "
            "admiral_needs_attack: true\n");
  std::string c = dir.write("sub/c.yaml",
                            "game: loot\nextends: b.yaml   # next to this file\ndescription: "
                            "mine\noptions:\n  admiral_needs_attack: false\n");
  auto r = load(c);
  CHECK(r->description == "mine");
  CHECK(r->extends == "b.yaml");
  CHECK(r->options.at("partnership") == "true");               // loot/partnership
  CHECK(r->options.at("capture_check_seat") == "first-seat");  // loot/partnership-it
  CHECK(r->options.at("captain_on_partner_ship") == "true");   // a.yaml
  CHECK(r->options.at("end_resolves_captures") == "true");     // b.yaml
  CHECK(r->options.at("admiral_needs_attack") == "false");     // c.yaml overrides b.yaml
  CHECK(r->options.at("capture_scope") == "any");              // the default
  REQUIRE(r->own_options.size() == 1);
  CHECK(r->own_options.at("admiral_needs_attack").pos.line == 5);

  SECTION("a ruleset with no options is its parent's") {
    std::string same = dir.write("same.yaml", "game: loot\nextends: loot/standard-ja\n");
    CHECK(load(same)->options == load("loot/standard-ja")->options);
    std::string empty_options =
        dir.write("empty.yaml", "game: loot\nextends: loot/standard-ja\noptions:\n");
    CHECK(load(empty_options)->options == load("loot/standard-ja")->options);
  }
}

TEST_CASE("rulesets: an unknown option or value is an error naming file:line:column",
          "[ruleset][errors]") {
  TempDir dir;
  SECTION("an unknown option: at its key") {
    std::string path = dir.write(
        "typo.yaml", "game: loot\nextends: loot/standard\noptions:\n  capture_scop: any\n");
    auto e = load_error(path);
    REQUIRE(e);
    CHECK(e->file() == path);
    CHECK(e->where() == path + ":4:3");
    CHECK(contains_nocase(e->what(), "capture_scop"));
  }
  SECTION("an unknown value: at the value") {
    std::string path = dir.write(
        "value.yaml", "game: loot\nextends: loot/standard\noptions:\n  capture_scope: some\n");
    auto e = load_error(path);
    REQUIRE(e);
    CHECK(e->where() == path + ":4:18");
    CHECK(contains_nocase(e->what(), "some"));
    CHECK(contains_nocase(e->what(), "last-played"));  // the allowed values
  }
  SECTION("a value that is not a word") {
    std::string path = dir.write("list.yaml", "game: loot\noptions:\n  partnership: [true]\n");
    auto e = load_error(path);
    REQUIRE(e);
    CHECK(e->where() == path + ":3:16");
  }
  SECTION("an unknown field") {
    std::string path = dir.write("field.yaml", "game: loot\nextend: loot/standard\n");
    auto e = load_error(path);
    REQUIRE(e);
    CHECK(e->where() == path + ":2:1");
  }
  SECTION("an unknown game") {
    std::string path = dir.write("chess.yaml", "game: chess\noptions: {}\n");
    auto e = load_error(path);
    REQUIRE(e);
    CHECK(e->where() == path + ":1:7");
  }
  SECTION("an error in a parent file is reported at the `extends` of the child") {
    dir.write("parent.yaml", "game: loot\noptions:\n  capture_scope: none\n");
    std::string child = dir.write("child.yaml", "game: loot\nextends: parent.yaml\n");
    auto e = load_error(child);
    REQUIRE(e);
    CHECK(e->where() == child + ":2:10");
    CHECK(contains_nocase(e->what(), "none"));
  }
  SECTION("an unknown parent") {
    std::string path = dir.write("orphan.yaml", "game: loot\nextends: loot/no-such-ruleset\n");
    auto e = load_error(path);
    REQUIRE(e);
    CHECK(e->where() == path + ":2:10");
    CHECK(contains_nocase(e->what(), "no-such-ruleset"));
  }
  SECTION("in a record: unreadable at `ruleset:`, the message naming the ruleset file's place") {
    std::string path = dir.write(
        "typo.yaml", "game: loot\nextends: loot/standard\noptions:\n  capture_scop: any\n");
    std::string record =
        "format: 1\ngame: loot\nruleset: " + path + "\nplayers: [Anna, Bruno]\nmoves: []\n";
    qm::Replay r = replay_yaml(record);
    require_unreadable(r, 3, path + ":4:3");

    std::string record_path = dir.write("record.yaml", record);
    RunResult run = run_qm({"replay", record_path});
    INFO(run.out << run.err);
    CHECK(run.exit_code == 3);
    CHECK((run.out + run.err).find(path + ":4:3") != std::string::npos);
  }
}

// An error in a parent file is reported at the child's `extends` (above); the message should
// also name the place in the parent file where the error is, as file:line:column.
TEST_CASE("rulesets: an error in a parent file names the parent's file:line:column",
          "[ruleset][errors]") {
  TempDir dir;
  std::string parent = dir.write("parent.yaml", "game: loot\noptions:\n  capture_scope: none\n");
  std::string child = dir.write("child.yaml", "game: loot\nextends: parent.yaml\n");
  auto e = load_error(child);
  REQUIRE(e);
  CHECK(std::string(e->what()).find(parent + ":3:18") != std::string::npos);
}

TEST_CASE("rulesets: a cycle of extends is an error", "[ruleset][errors][extends]") {
  TempDir dir;
  SECTION("two files") {
    std::string a = dir.write("a.yaml", "game: loot\nextends: b.yaml\n");
    dir.write("b.yaml", "game: loot\nextends: a.yaml\n");
    auto e = load_error(a);
    REQUIRE(e);
    CHECK(contains_nocase(e->what(), "cycle"));
    CHECK(e->where().rfind(a + ":2:", 0) == 0);
  }
  SECTION("a file extending itself") {
    std::string self = dir.write("self.yaml", "game: loot\nextends: self.yaml\n");
    auto e = load_error(self);
    REQUIRE(e);
    CHECK(contains_nocase(e->what(), "cycle"));
  }
  SECTION("three files, from a record") {
    dir.write("x.yaml", "game: loot\nextends: y.yaml\n");
    dir.write("y.yaml", "game: loot\nextends: z.yaml\n");
    dir.write("z.yaml", "game: loot\nextends: x.yaml\n");
    std::string record =
        dir.write("record.yaml",
                  "format: 1\ngame: loot\nruleset: x.yaml\nplayers: [Anna, Bruno]\nmoves: []\n");
    std::vector<qm::Replay> r = replay_file(record);
    REQUIRE(r.size() == 1);
    require_unreadable(r[0], 3, "cycle");
    RunResult run = run_qm({"replay", record});
    CHECK(run.exit_code == 3);
  }
}

TEST_CASE("rulesets: a user's ruleset file, named by path in a record, extends a shipped one",
          "[ruleset][extends]") {
  TempDir dir;
  // The house rule of resolving captures at the end, on top of the Japanese reading.
  dir.write("rules/house.yaml", R"(# our club's rules
game: loot
extends: loot/standard-ja
description: Japanese reading, merchants at sea go to their leader at the end
options:
  end_resolves_captures: true
)");
  // Relative to the record's own directory.
  std::string record =
      dir.write("games/t1.yaml", five_players_header("../rules/house.yaml") +
                                     five_players_to_last_card().play("draw").yaml());
  std::vector<qm::Replay> r = replay_file(record);
  REQUIRE(r.size() == 1);
  require_valid(r[0]);
  CHECK(r[0].ruleset->options.at("capture_scope") == "last-played");
  CHECK(r[0].ruleset->options.at("end_resolves_captures") == "true");
  CHECK(score_of(r[0], "Anna") == 22);  // her last m3 goes to her at the end
  CHECK(qmtest::report(r[0])["ruleset"] == "../rules/house.yaml");

  SECTION("through qm, from another working directory") {
    RunResult run = run_qm({"replay", "--format", "json", record});
    INFO(run.out << run.err);
    CHECK(run.exit_code == 0);
    qm::Json j = qm::Json::parse(run.out);
    CHECK(j["scores"]["Anna"] == 22);
  }
  SECTION("given to --ruleset") {
    std::string plain = dir.write(
        "games/t2.yaml", five_players_header() + five_players_to_last_card().play("draw").yaml());
    RunResult run = run_qm({"replay", "--format", "json", "--ruleset",
                            (dir.path() / "rules/house.yaml").string(), plain});
    INFO(run.out << run.err);
    CHECK(run.exit_code == 0);
    CHECK(qm::Json::parse(run.out)["scores"]["Anna"] == 22);
  }
  SECTION("a ruleset path that does not exist") {
    std::string missing = dir.write(
        "games/t3.yaml", five_players_header("../rules/missing.yaml") + "  - Anna draw\n");
    std::vector<qm::Replay> m = replay_file(missing);
    REQUIRE(m.size() == 1);
    require_unreadable(m[0], 3, "missing.yaml");
  }
}
