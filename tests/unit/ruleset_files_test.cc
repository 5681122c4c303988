// A club keeps its ruleset files beside its records (docs/rulesets.md: `ruleset:
// house/our-cards.yaml` in each record). The commands that walk a corpus — validate,
// import, compare, report — recognise a ruleset document and skip its file, one line each
// and counted in the summary, instead of reading it as an unreadable record; a command that
// reads one named record says the file is a ruleset.
#include <catch2/catch.hpp>

#include "replay/corpus.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const char* const kOurCards = R"(# Our printed cards.
game: einauge
extends: einauge/colours
description: our printed cards
cards:
  6: {chests: 1, placeholder: false}
)";

// A club folder: one Einauge record naming the house ruleset, the ruleset in house/.
std::string club_folder(const TempDir& dir) {
  std::string record = file_text(source_path("records/einauge/harbour-lane-2026-03-21-e1.yaml"));
  const std::string named = "ruleset: einauge/colours";
  const size_t at = record.find(named);
  REQUIRE(at != std::string::npos);
  record.replace(at, named.size(), "ruleset: house/our-cards.yaml");
  dir.write("clubrecs/e1.yaml", record);
  dir.write("clubrecs/house/our-cards.yaml", kOurCards);
  return (dir.path() / "clubrecs").string();
}

qm::YamlDocument first_document(const std::string& yaml) {
  qm::YamlDocument first;
  int n = 0;
  qm::parse_yaml_documents(yaml, [&](qm::YamlDocument& d) {
    if (++n == 1) first = std::move(d);
  });
  return first;
}

}  // namespace

TEST_CASE("a ruleset document is told from a record", "[ruleset-files]") {
  CHECK(qm::ruleset_document(first_document(kOurCards)) == "a ruleset for einauge");
  CHECK(qm::ruleset_document(first_document("game: loot\noptions: {partnership: true}\n")) ==
        "a ruleset for loot");
  // A data table of its game is enough, without extends or options.
  CHECK(qm::ruleset_document(first_document("game: einauge\ncards:\n  6: {chests: 1}\n")) ==
        "a ruleset for einauge");
  // Records, even broken ones, are records.
  CHECK(qm::ruleset_document(
            first_document("format: 1\ngame: loot\nplayers: [A, B]\nmoves: []\n")) == "");
  CHECK(qm::ruleset_document(first_document("game: loot\nplayers: [A, B]\noptions: {}\n")) == "");
  CHECK(qm::ruleset_document(first_document("game: loot\ndescription: what\n")) == "");
  CHECK(qm::ruleset_document(first_document("[1, 2]\n")) == "");
}

TEST_CASE("validate, import, compare and report skip a ruleset file beside the records",
          "[ruleset-files][cli]") {
  TempDir dir;
  const std::string club = club_folder(dir);
  const std::string ruleset = club + "/house/our-cards.yaml";

  RunResult validate = run_qm({"validate", club});
  INFO(validate.out << validate.err);
  CHECK(validate.exit_code == 0);
  CHECK(
      contains_nocase(validate.out, ruleset + ": skipped: a ruleset for einauge, not a record\n"));
  CHECK(contains_nocase(validate.out, "1 valid, 0 illegal, 0 unreadable, 1 ruleset file skipped"));
  RunResult json = run_qm({"validate", club, "--format", "json"});
  CHECK(json.exit_code == 0);
  CHECK(contains_nocase(json.out, "\"skipped\":\"a ruleset for einauge\""));
  CHECK(contains_nocase(json.out,
                        "{\"summary\":{\"valid\":1,\"illegal\":0,\"unreadable\":0,"
                        "\"skipped\":1}}"));

  const std::string db = (dir.path() / "club.db").string();
  RunResult import = run_qm({"import", "--db", db, club});
  INFO(import.out << import.err);
  CHECK(import.exit_code == 0);
  CHECK(contains_nocase(import.err, "qm: " + ruleset + ": skipped: a ruleset for einauge"));
  CHECK(contains_nocase(import.out,
                        "1 new, 0 already present, 0 illegal, 0 unreadable, "
                        "1 ruleset file skipped"));
  // Nothing of it was stored: the store validates clean.
  RunResult stored = run_qm({"validate", "--db", db});
  INFO(stored.out << stored.err);
  CHECK(stored.exit_code == 0);
  CHECK(contains_nocase(stored.out, "1 valid, 0 illegal, 0 unreadable"));
  RunResult import_json = run_qm({"import", "--db", db, "--format", "json", club});
  const qm::Json skipped = qm::Json::parse(import_json.out)["skipped_files"];
  REQUIRE(skipped.size() == 1);
  CHECK(skipped[0]["file"] == ruleset);

  RunResult compare =
      run_qm({"compare", "--ruleset", "einauge/standard", "--ruleset", "einauge/colours", club});
  INFO(compare.out << compare.err);
  CHECK(compare.exit_code != 3);
  CHECK(contains_nocase(compare.out, ruleset + ": skipped: a ruleset for einauge, not a record"));
  CHECK(contains_nocase(compare.out, "; 1 ruleset file skipped"));

  const std::string page = (dir.path() / "club.html").string();
  RunResult report = run_qm({"report", club, "--out", page});
  INFO(report.out << report.err);
  CHECK(report.exit_code == 0);
  CHECK(contains_nocase(report.err, ruleset + ": skipped: a ruleset for einauge"));
  const std::string html = file_text(page);
  CHECK(contains_nocase(html, "1 valid, 0 illegal, 0 unreadable, 1 ruleset file skipped."));
  CHECK(contains_nocase(html, "id=\"skipped\""));

  // Named as the one record to read, it is no record: it says what it is.
  RunResult state = run_qm({"state", ruleset});
  CHECK(state.exit_code == 3);
  CHECK(contains_nocase(state.err, "the file is a ruleset for einauge, not a record"));
}
