// `qm report RECORD… --out FILE.html` (report/record_page.h): one page for a batch, run on
// sample records of each game and an unreadable one. Each section's verdict, the marked
// line and its rule, the table (with the Pirates picture), the audit, and a chart with one
// point per side and move; the page is self-contained (CSP, no address, no script) and
// well-formed; exit statuses as replay's; the page is written atomically.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "report_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const std::string kReportLootIllegal = "records/loot/tnll-2026-03-r4-t5.yaml";
const std::string kReportEinaugeValid = "records/einauge/harbour-lane-2026-03-21-e1.yaml";
const std::string kReportPiratesIllegal = "records/pirates/kraken-2026-10-10-d1.yaml";
const std::string kReportUnreadable = "tests/bad_input/loot/02-dedented-move.yaml";

bool page_has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The chart's points: one per side at the start and after each move played.
int expected_points(const qm::Replay& r) {
  const int played = r.violation && r.violation->move ? r.violation->move - 1 : r.moves_played;
  return int(r.state->outcome().sides.size()) * (played + 1);
}

void check_self_contained(const std::string& page) {
  CHECK(page.rfind("<!doctype html>", 0) == 0);
  CHECK(
      page_has(page, "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"));
  CHECK_FALSE(page_has(page, "http://"));
  CHECK_FALSE(page_has(page, "https://"));
  CHECK_FALSE(page_has(page, "<script"));
  CHECK_FALSE(page_has(page, "<img"));
  CHECK_FALSE(page_has(page, "<link"));
  CHECK(markup_problem(page, true) == "");
}

}  // namespace

TEST_CASE("report: a page for records of every game and an unreadable one", "[report][cli]") {
  TempDir dir;
  const std::string out = (dir.path() / "report.html").string();
  const RunResult run = run_qm({"report", kReportLootIllegal, kReportEinaugeValid,
                                kReportPiratesIllegal, kReportUnreadable, "--out", out});
  INFO(run.err);
  CHECK(run.exit_code == 3);  // as replay: some unreadable wins over some illegal
  CHECK(run.out.empty());
  const std::string page = file_text(out);
  REQUIRE_FALSE(page.empty());
  check_self_contained(page);
  CHECK(count_class(page, "record") == 4);
  CHECK(page_has(page, "<title>qm report: 4 records</title>"));
  CHECK(page_has(page, "1 valid, 2 illegal, 1 unreadable."));

  SECTION("an illegal Loot record: the marked line, its rule and sentence, table, audit, chart") {
    const std::vector<qm::Replay> replays = replay_file(source_path(kReportLootIllegal));
    const qm::Replay& r = replays.at(0);
    REQUIRE(r.violation);
    const std::string section = element_by_id(page, "record-1");
    const std::string verdict = element_by_id(section, "verdict-1");
    CHECK(page_has(verdict, "class=\"verdict illegal\""));
    CHECK(page_has(verdict, kReportLootIllegal + ":" + std::to_string(r.violation->line)));
    CHECK(page_has(verdict, "attack-colour-taken"));
    const std::string marked =
        element_by_id(section, "line-1-" + std::to_string(r.violation->line));
    CHECK(page_has(marked, "class=\"offending\""));
    CHECK(page_has(marked, "<span class=\"rule\">attack-colour-taken</span>"));
    CHECK(count_class(section, "offending") == 1);
    CHECK(page_has(section, "The table before move 26, the disputed move"));
    CHECK_FALSE(element_by_id(section, "table-1").empty());
    CHECK_FALSE(element_by_id(section, "audit-1").empty());
    const std::string chart = element_by_id(section, "score-chart-1");
    CHECK(markup_problem(chart) == "");
    CHECK(count_class(chart, "point") == expected_points(r));
  }

  SECTION("a valid Einauge record: no line marked, every move in the chart") {
    const std::vector<qm::Replay> replays = replay_file(source_path(kReportEinaugeValid));
    const qm::Replay& r = replays.at(0);
    const std::string section = element_by_id(page, "record-2");
    CHECK(page_has(element_by_id(section, "verdict-2"), "class=\"verdict valid\""));
    CHECK(count_class(section, "offending") == 0);
    CHECK(page_has(section, "The table after move " + std::to_string(r.moves_played)));
    const std::string chart = element_by_id(section, "score-chart-2");
    CHECK(count_class(chart, "point") == expected_points(r));
    CHECK(count_class(chart, "legend-marker") == 3);  // three players
  }

  SECTION("a Pirates record: the picture of the table inline, without a namespace address") {
    const std::vector<qm::Replay> replays = replay_file(source_path(kReportPiratesIllegal));
    const qm::Replay& r = replays.at(0);
    const std::string section = element_by_id(page, "record-3");
    CHECK(page_has(element_by_id(section, "verdict-3"), "class=\"verdict illegal\""));
    CHECK(page_has(section, "move-through-obstacle"));
    CHECK(page_has(section, "<svg class=\"table-picture\" id=\"table-picture-3\""));
    CHECK(count_class(element_by_id(section, "score-chart-3"), "point") == expected_points(r));
  }

  SECTION("an unreadable record: the line and column and what was expected") {
    const std::string section = element_by_id(page, "record-4");
    CHECK(page_has(element_by_id(section, "verdict-4"), "class=\"verdict unreadable\""));
    const std::string marked = element_by_id(section, "offending-4");
    CHECK(page_has(marked, "line 10, column"));
    CHECK(contains_nocase(marked, "at the indentation of the map"));
    CHECK(page_has(element_by_id(section, "line-4-10"), "class=\"offending\""));
    CHECK(count_class(section, "chart") == 0);
    CHECK(count_class(section, "no-replay") == 1);
  }
}

TEST_CASE("report: exit statuses as replay's, the page written all the same", "[report][cli]") {
  TempDir dir;
  const std::string out = (dir.path() / "one.html").string();
  CHECK(run_qm({"report", kReportEinaugeValid, "--out", out}).exit_code == 0);
  CHECK(page_has(file_text(out), "<title>qm report: " + kReportEinaugeValid + "</title>"));
  CHECK(run_qm({"report", kReportLootIllegal, "--out", out}).exit_code == 1);
  CHECK(page_has(file_text(out), "class=\"verdict illegal\""));

  // Usage: no --out, no record.
  CHECK(run_qm({"report", kReportEinaugeValid}).exit_code == 2);
  CHECK(run_qm({"report", "--out", out}).exit_code == 2);

  // A page that cannot be written: one sentence, exit 3, nothing left behind.
  const std::string nowhere = (dir.path() / "missing" / "page.html").string();
  const RunResult run = run_qm({"report", kReportEinaugeValid, "--out", nowhere});
  CHECK(run.exit_code == 3);
  CHECK(run.err == "qm: cannot write '" + nowhere + "': no such directory\n");
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);  // one.html only: no temporary file left
}

TEST_CASE("report: a directory is walked as replay and validate walk it", "[report][cli]") {
  TempDir dir;
  const std::string out = (dir.path() / "dir.html").string();
  const RunResult run = run_qm({"report", "records/pirates", "--out", out});
  CHECK(run.exit_code == 1);
  const std::string page = file_text(out);
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(source_path("records/pirates")))
    files += entry.path().extension() == ".yaml";
  CHECK(count_class(page, "record") == files);
  check_self_contained(page);
}

TEST_CASE("report: each record of a file of several shows its own lines", "[report][cli]") {
  TempDir dir;
  const std::string record =
      "# the first\nformat: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno]\n"
      "moves:\n  - Anna merchant m4\n  - Bruno draw\n---\n# the second\nformat: 1\n"
      "game: loot\nruleset: loot/standard\nplayers: [Anna, Bruno]\nmoves:\n  - Bruno draw\n";
  const std::string file = dir.write("two.yaml", record);
  const std::string out = (dir.path() / "two.html").string();
  CHECK(run_qm({"report", file, "--out", out}).exit_code == 1);
  const std::string page = file_text(out);
  // The first: lines 1-8 (the `---` on line 9 opens the second); the second: lines 10-16.
  CHECK_FALSE(element_by_id(page, "line-1-8").empty());
  CHECK(element_by_id(page, "line-1-9").empty());
  CHECK(element_by_id(page, "line-2-9").empty());
  CHECK(page_has(element_by_id(page, "line-2-10"), "# the second"));
  CHECK(page_has(element_by_id(page, "line-2-16"), "class=\"offending\""));
  CHECK(count_class(page, "offending") == 1);
}
