// What people read about an Einauge game: `qm state`, `qm audit` (text and Markdown),
// `qm replay --format json` and `qm rulesets` on the sample records and rulesets.
#include <catch2/catch.hpp>

#include "test_support.h"

using namespace qmtest;

TEST_CASE("einauge text: qm state shows the table at a move", "[einauge][text][cli]") {
  RunResult run = run_qm({"state", "records/einauge/kraken-2026-01-10-g2.yaml", "--at", "40"});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  for (const char* part : {"after move 40 of 89", "turn 15: Carmela to sell or buy",
                           "Display: yellow-6 white-5 yellow-3 white-2 green-4 green-6",
                           "Desk (6):", "Draw pile: 15 island cards, then 8 vessels",
                           "Alvilda       3 sabres   4 ducats  3 jewels",
                           "black: black-3 black-4 black-7 (3 chest(s); pays 1s 2d 1j)"})
    CHECK(run.out.find(part) != std::string::npos);
  RunResult last = run_qm({"state", "records/einauge/kraken-2026-01-10-g2.yaml"});
  CHECK(last.out.find("the game is over") != std::string::npos);
}

TEST_CASE("einauge text: qm audit explains every jewel", "[einauge][text][cli]") {
  RunResult chests = run_qm({"audit", "records/einauge/kraken-2026-01-10-g1.yaml"});
  INFO(chests.out << chests.err);
  CHECK(chests.exit_code == 0);
  for (const char* part :
       {"Turn by turn", "bought yellow-7 onto yellow column", "7 ducats", "Columns at the end",
        "jewels from ducats", "Chest majorities", "Winner: Alvilda", "agrees with the record"})
    CHECK(chests.out.find(part) != std::string::npos);
  RunResult colours =
      run_qm({"audit", "records/einauge/porto-ludico-2026-02-07-t1.yaml", "--format", "markdown"});
  CHECK(colours.out.find("# Einauge scoring audit: porto-ludico-2026-02-07-t1") == 0);
  CHECK(colours.out.find("## Colour bonus") != std::string::npos);
  CHECK(colours.out.find("| 1 | Sofia | 15 | 0 | 10 | 25 | 25 (agrees) |") != std::string::npos);
  RunResult off = run_qm({"audit", "records/einauge/porto-ludico-2026-10-03-d6.yaml"});
  CHECK(off.out.find("does not agree") != std::string::npos);
}

TEST_CASE("einauge text: replay JSON carries columns and chests", "[einauge][text][cli]") {
  RunResult run =
      run_qm({"replay", "--format", "json", "records/einauge/kraken-2026-05-09-d1.yaml"});
  CHECK(run.exit_code == 1);
  qm::Json j = qm::Json::parse(run.out);
  CHECK(j["game"] == "einauge");
  CHECK(j["violation"]["rule"] == "steal-too-few-sabres");
  CHECK(j["violation"]["player"] == "Carmela");
  CHECK(j["columns"].contains("Carmela"));
  CHECK(j["chests"].is_array());
  RunResult bad = run_qm(
      {"replay", "--format", "json", "tests/bad_input/einauge/04-display-second-blue-5.yaml"});
  CHECK(bad.exit_code == 3);
  qm::Json u = qm::Json::parse(bad.out);
  CHECK(u["status"] == "unreadable");
  CHECK(u["columns"].is_null());
  CHECK(u["chests"].is_null());
}

TEST_CASE("einauge text: qm rulesets shows the card table and the options",
          "[einauge][text][cli]") {
  RunResult run = run_qm({"rulesets"});
  CHECK(run.exit_code == 0);
  for (const char* part :
       {"einauge/standard", "einauge/colours", "extends einauge/standard",
        "sabres  ducats  jewels  chests  placeholder", "       8       0       0       2       0\n",
        "einauge.selling", "einauge.vessel_cost", "einauge.cards (table", "loot.partnership"})
    CHECK(run.out.find(part) != std::string::npos);
  qm::Json j = qm::Json::parse(run_qm({"rulesets", "--format", "json", "einauge/colours"}).out);
  CHECK(j[0]["tables"]["cards"]["4"]["sabres"] == 1);
  CHECK(j[0]["options"]["scoring"] == "colours");
}
