// The small ones of issue 24:
//   - CSV formula injection: a name a spreadsheet would run as a formula ("=1+2",
//     "-2+3+cmd|calc!A0") gets an apostrophe before it in every CSV qm writes (ratings,
//     --history, --head-to-head, stats); numbers stay numbers;
//   - an empty value is a usage error on every option (--player "", --event "", --game "",
//     --history "", ...), not "no filter";
//   - names are read in NFC (a name typed with a combining accent is the same name), and a
//     name holding an invisible character (Anna + U+200B) is refused at its line and column;
//   - a partner listed twice in one team is a sentence, not a crash.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <regex>
#include <string>
#include <vector>

#include "test_support.h"

using namespace qmtest;

namespace {

const std::string kFormula = "=1+2";
const std::string kCommand = "-2+3+cmd|calc!A0";

// records/loot's harbour-lane g1 (finished) with Oskar and Priya renamed as formulas.
std::string formula_store(const TempDir& dir) {
  std::string text = file_text(source_path("records/loot/harbour-lane-2026-03-07-g1.yaml"));
  text = std::regex_replace(text, std::regex("Oskar"), kFormula);
  text = std::regex_replace(text, std::regex("Priya"), kCommand);
  const std::string db = (dir.path() / "league.db").string();
  const RunResult r = run_qm({"import", "--db", db, dir.write("g1.yaml", text)});
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  return db;
}

std::vector<std::vector<std::string>> csv_rows(const std::string& csv) {
  std::vector<std::vector<std::string>> rows;
  size_t at = 0;
  while (at < csv.size()) {
    size_t end = csv.find("\r\n", at);
    if (end == std::string::npos) end = csv.size();
    std::vector<std::string> fields;
    const std::string line = csv.substr(at, end - at);
    size_t from = 0;
    for (size_t comma; (comma = line.find(',', from)) != std::string::npos; from = comma + 1)
      fields.push_back(line.substr(from, comma - from));
    fields.push_back(line.substr(from));
    rows.push_back(fields);
    at = end + 2;
  }
  return rows;
}

// Every cell of `csv` that a spreadsheet would run: none may be left.
void require_no_formula(const std::string& csv) {
  for (const std::vector<std::string>& row : csv_rows(csv))
    for (const std::string& cell : row) {
      INFO(cell);
      const bool risky =
          !cell.empty() && (cell[0] == '=' || cell[0] == '+' || cell[0] == '@' ||
                            (cell[0] == '-' && !std::regex_match(cell, std::regex("-[0-9.e-]+"))));
      CHECK(!risky);
    }
}

}  // namespace

TEST_CASE("hostile: every CSV neutralises a cell a spreadsheet would run", "[hostile][csv][cli]") {
  TempDir dir;
  const std::string db = formula_store(dir);
  const std::vector<std::vector<std::string>> commands = {
      {"ratings", "--db", db, "--format", "csv"},
      {"ratings", "--db", db, "--format", "csv", "--history", kFormula},
      {"ratings", "--db", db, "--format", "csv", "--head-to-head", kFormula, kCommand},
      {"stats", "--db", db, "--format", "csv"},
      {"stats", "--db", db, "--format", "csv", "--player", kCommand}};
  for (const std::vector<std::string>& args : commands) {
    const RunResult r = run_qm(args);
    INFO(fmt::format("{}", fmt::join(args, " ")) << "\n" << r.out << r.err);
    CHECK(r.exit_code == 0);
    require_no_formula(r.out);
  }
  const std::string table = run_qm(commands[0]).out;
  CHECK(table.find(",'" + kFormula + ",") != std::string::npos);
  CHECK(table.find(",'" + kCommand + ",") != std::string::npos);
  // The figures stay numbers: no apostrophe before a rating, mu, sigma or count.
  for (const std::vector<std::string>& row : csv_rows(table))
    for (size_t column = 3; column < row.size(); ++column) CHECK(row[column].rfind("'", 0) != 0);
}

TEST_CASE("hostile: an empty value is a usage error on every option", "[hostile][cli]") {
  TempDir dir;
  const std::string db = formula_store(dir);
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"stats", "--db", db, "--player", ""},
                                             {"stats", "--db", db, "--event", ""},
                                             {"stats", "--db", db, "--game", ""},
                                             {"ratings", "--db", db, "--history", ""},
                                             {"ratings", "--db", db, "--game", ""},
                                             {"ratings", "--db", db, "--ruleset", ""},
                                             {"export", "--db", db, "--id", ""},
                                             {"report", "--db", db, "--out", ""}}) {
    const RunResult r = run_qm(args);
    INFO(fmt::format("{}", fmt::join(args, " ")) << "\n" << r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("an empty value is not one it takes") != std::string::npos);
  }
}

TEST_CASE("hostile: a name typed with a combining accent is the same name (NFC)",
          "[hostile][names]") {
  // The players' list spells Zoë with U+0308 (a combining diaeresis), the moves with ë.
  const qm::Replay r = replay_yaml(R"(
format: 1
game: loot
ruleset: loot/standard
players: [Zoe)"
                                   "\xcc\x88"
                                   R"(, Bruno]
moves:
  - Zo)"
                                   "\xc3\xab"
                                   R"( draw
  - Bruno draw
)");
  require_valid(r);
  REQUIRE(r.record);
  CHECK(r.record->players[0] == "Zo\xc3\xab");
}

TEST_CASE("hostile: a name holding an invisible character is refused at its column",
          "[hostile][names]") {
  const std::string yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Anna)"
                           "\xe2\x80\x8b"
                           R"(]
moves:
  - Anna draw
)";
  const qm::Replay r = replay_yaml(yaml);
  require_unreadable(r, line_of(yaml, "players:"), "holds an invisible character");
  REQUIRE(r.error);
  CHECK(r.error->pos.column == 21);  // the character itself, after "Anna"
  CHECK(r.error->message.find("U+200B (zero-width space) after 'Anna'") != std::string::npos);
  // A no-break space, a direction mark and a control character (a YAML escape) alike.
  for (const std::string& hidden :
       {std::string("\xc2\xa0"), std::string("\xe2\x80\x8f"), std::string("\\x07")}) {
    INFO(hidden);
    require_unreadable(replay_yaml("format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, "
                                   "\"Bru" +
                                   hidden + "no\"]\nmoves:\n  - Anna draw\n"),
                       4, "holds an invisible character");
  }
  // Letters of every script are names as they are.
  const qm::Replay fine = replay_yaml(
      "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [\xe5\xb0\x8f\xe6\x9e\x97, "
      "J\xc3\xbcrgen]\nmoves:\n  - \xe5\xb0\x8f\xe6\x9e\x97 draw\n");
  require_valid(fine);
}

TEST_CASE("hostile: a partner listed twice in one team is refused and does not crash",
          "[hostile][names]") {
  // Found by the database fuzz target (a store's team_members naming one seat twice); a
  // record file crashed the reader the same way (fuzz/regressions/record).
  const std::string yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla, Dario]
teams:
  red: [Anna, Anna]
  blue: [Carla, Dario]
moves:
  - Anna draw
)";
  require_unreadable(replay_yaml(yaml), line_of(yaml, "red:"),
                     "player 'Anna' is listed twice in team 'red'");
}
