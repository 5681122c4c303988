// The Pirates examples of the format page (docs/format-pirates.md) replay as the page says:
// the complete example is valid and leaves the table the page describes, and the position
// (`start:`) is the dispute it shows. Read from the page itself, so the page cannot drift.
#include <catch2/catch.hpp>

#include "docs_pages.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const char* const kFormatPage = "docs/format-pirates.md";

// The one record shown in a section of the format page.
std::string pirates_page_record(const std::string& heading) {
  std::vector<PageBlock> blocks = record_blocks(kFormatPage);
  const std::string section = page_section(kFormatPage, heading);
  for (const PageBlock& b : blocks)
    if (section.find(b.text) != std::string::npos) return b.text;
  return "";
}

const qm::Json& ship_in(const qm::Json& table, const std::string& id) {
  for (const qm::Json& ship : table["ships"])
    if (ship["id"] == id) return ship;
  FAIL("no ship " << id);
  return table;
}

}  // namespace

TEST_CASE("pirates: the format page's complete example replays as valid", "[pirates][docs]") {
  const std::string yaml = pirates_page_record("## A complete example");
  REQUIRE(!yaml.empty());
  const qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  const qm::Json j = qmtest::report(r);
  CHECK(j["moves"] == 23);
  CHECK(j["finished"] == false);
  CHECK(j["scores"]["Lucia"] == 0);
  CHECK(j["scores"]["Matteo"] == 0);
  CHECK(j["end"].is_null());
  // After the last line: L1 sails home with the 3 and the 2 it explored, its mast 2 lost to
  // M1's re-rolled hit; I2 keeps the other 2 and the 1; L2 carries I4's four coins.
  const qm::Json t = r.state->table();
  const qm::Json& l1 = ship_in(t, "L1");
  CHECK(l1["x"] == 300);
  CHECK(l1["y"] == 150);
  CHECK(l1["heading"] == 180);
  CHECK(l1["masts"][0]["standing"] == true);
  CHECK(l1["masts"][1]["standing"] == false);
  CHECK(l1["gold"] == qm::Json::array({3, 2}));
  CHECK(l1["docked"].is_null());
  const qm::Json& l2 = ship_in(t, "L2");
  CHECK(l2["docked"] == "I4");
  CHECK(l2["gold"] == qm::Json::array({1, 2, 2, 3}));
  CHECK(ship_in(t, "M1")["keywords"] == qm::Json::array({"helmsman", "cannoneer"}));
  CHECK(ship_in(t, "M2")["docked"] == "I6");
  CHECK(t["islands"][1]["coins"].size() == 2);
  CHECK(t["islands"][1]["explored"] == true);
  CHECK(t["last"]["verb"] == "move");
  CHECK(t["fault"].is_null());
}

TEST_CASE("pirates: the format page's position is the dispute it shows", "[pirates][docs]") {
  const std::string yaml = pirates_page_record("## A position: `start:`");
  REQUIRE(!yaml.empty());
  const qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "shoot-docked-home", 5, line_of(yaml, "the disputed line"));
  CHECK(r.violation->message == "L1 is docked at its home island I1");
  // Before the disputed line, L1 has unloaded its 3 and 2 at home.
  CHECK(qmtest::report(r)["scores"]["Lucia"] == 5);
  const qm::Json t = r.state->table();
  CHECK(ship_in(t, "L1")["docked"] == "I1");
  CHECK(ship_in(t, "L1")["gold"].empty());
}

TEST_CASE("pirates: format 2's whole game replays as valid, finished, Anna 8, Bruno 7",
          "[pirates][docs][format2]") {
  // The sample record that gathers what format 2 adds (docs/format-pirates.md, "Format 2").
  const std::vector<qm::Replay> replays =
      replay_file(source_path("records/pirates/harbour-lane-2027-06-05-full.yaml"));
  REQUIRE(replays.size() == 1);
  const qm::Replay& r = replays[0];
  require_valid(r);
  const qm::Json j = qmtest::report(r);
  CHECK(j["moves"] == 37);
  CHECK(j["finished"] == true);
  CHECK(j["end"] == "home-gold");
  CHECK(j["scores"]["Anna"] == 8);
  CHECK(j["scores"]["Bruno"] == 7);      // home 2 and 5 in the fort F1
  CHECK_FALSE(j.contains("unchecked"));  // every ability is one qm applies
  const qm::Json audit = r.state->audit();
  // Mutiny! removed A1a, the Helmsman: A1's last move used I2's +L instead.
  REQUIRE(audit["events"].size() == 1);
  CHECK(audit["events"][0]["reveals"][0]["killed"] == qm::Json::array({"A1a"}));
  // The Master Gunner's re-roll and the chain shot, each with its card.
  REQUIRE(audit["ability_uses"].size() == 2);
  CHECK(audit["ability_uses"][0]["piece"] == "A2a");
  CHECK(audit["ability_uses"][1]["piece"] == "A2e");
  REQUIRE(audit["mysteries"].size() == 2);
  const qm::Json t = r.state->table();
  CHECK(ship_in(t, "B9")["masts"].size() == 4);  // the chain shot took no segment
}
