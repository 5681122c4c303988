// Slice raid (format 2; docs/abilities-pirates.md, docs/rules-pirates.md "Raids"): `{allow:
// {what: raid, count: 1|2|all}}` lifts dock-enemy-home for its ship; the raider loads up to its
// count of coins from that home island (more is cargo-place), which leave that player's home
// gold (the audit's raided_in / raided_out); raid-leave on the `turn` line that ends its
// owner's next turn when it is still docked there and could move.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2; A1 with `ship_entry` among its abilities (none when empty), and
// a crew AXa of `nation` aboard A1 with `crew_entry` (none when empty).
std::string raidslice_header(const std::string& ship_entry, const std::string& crew_entry = "",
                             const std::string& nation = "Spain") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  if (!ship_entry.empty())
    h = edit(h, "cargo: 4, move: L+L, x: 270",
             "cargo: 4, move: L+L, abilities: [" + ship_entry + "], x: 270");
  if (!crew_entry.empty())
    h = edit(h, "      - {id: A2a,",
             "      - {id: AXa, nation: " + nation + ", points: 1, abilities: [" + crew_entry +
                 "], ship: A1}\n      - {id: A2a,");
  return h;
}

// A1 sails from just north of Bruno's home I3 to touch it; Bruno holds 3, 2 and 1 at home.
const std::map<std::string, std::string> kRaidSliceShips = {
    {"A1", "{x: 920, y: 128, heading: 90}"}};
const std::string kRaidSliceRest = R"(  islands:
    I2: {treasure: [3, 2, 1, 2]}
    I4: {treasure: [1, 2, 2, 3]}
    I5: {treasure: [2, 1, 2, 1]}
    I6: {treasure: [3, 2, 2, 1]}
  home: {Anna: [], Bruno: [3, 2, 1]}
)";
const std::string kRaidSliceDock = kAnna + "  - Anna move A1 920,132\n  - Anna dock A1 I3\n";

std::string raidslice_game(const std::string& moves, const std::string& header) {
  return pirates_position(kRaidSliceShips, moves, "Anna", kRaidSliceRest, header);
}

const std::string kRaidOne = "{allow: {what: raid, count: 1}}";

}  // namespace

TEST_CASE("dock-enemy-home with allow raid", "[pirates][rule][format2][raid]") {
  // Without the ability a ship never docks at an enemy home island.
  pirates_illegal(raidslice_game(mark(kRaidSliceDock, "dock A1 I3"), raidslice_header("")),
                  "dock-enemy-home", 3);
  // A ship's `allow {raid}` lifts it for that ship.
  require_valid(replay_yaml(raidslice_game(kRaidSliceDock, raidslice_header(kRaidOne))));
  // A crew's works aboard a ship of its nation only: a French crew aboard a Spanish ship does not.
  require_valid(replay_yaml(raidslice_game(kRaidSliceDock, raidslice_header("", kRaidOne))));
  pirates_illegal(
      raidslice_game(mark(kRaidSliceDock, "dock A1 I3"), raidslice_header("", kRaidOne, "France")),
      "dock-enemy-home", 3);
  // Only the raider: A2 has no raid of its own.
  const std::map<std::string, std::string> a2 = {{"A2", "{x: 920, y: 128, heading: 90}"}};
  pirates_illegal(
      pirates_position(a2, kAnna + "  - Anna move A2 920,132\n  - Anna dock A2 I3  # <-\n", "Anna",
                       kRaidSliceRest, raidslice_header(kRaidOne)),
      "dock-enemy-home", 3);
}

TEST_CASE("cargo-place for a raid's coins", "[pirates][rule][format2][raid]") {
  // count 1: one coin per dock; a second is cargo-place.
  const qm::Replay one = replay_yaml(
      raidslice_game(kRaidSliceDock + "  - Anna load A1 3\n", raidslice_header(kRaidOne)));
  require_valid(one);
  pirates_illegal(
      raidslice_game(kRaidSliceDock + "  - Anna load A1 3 2  # <-\n", raidslice_header(kRaidOne)),
      "cargo-place", 4);
  pirates_illegal(raidslice_game(kRaidSliceDock + "  - Anna load A1 3\n  - Anna load A1 2  # <-\n",
                                 raidslice_header(kRaidOne)),
                  "cargo-place", 5);
  // count 2 and count all.
  require_valid(replay_yaml(raidslice_game(kRaidSliceDock + "  - Anna load A1 3 2\n",
                                           raidslice_header("{allow: {what: raid, count: 2}}"))));
  require_valid(replay_yaml(raidslice_game(kRaidSliceDock + "  - Anna load A1 3 2 1\n",
                                           raidslice_header("{allow: {what: raid, count: all}}"))));
  // More gold than that home holds is not there.
  pirates_illegal(raidslice_game(kRaidSliceDock + "  - Anna load A1 3 3  # <-\n",
                                 raidslice_header("{allow: {what: raid, count: all}}")),
                  "cargo-not-there", 4);
}

TEST_CASE("a raid's home gold and score", "[pirates][format2][raid]") {
  const qm::Replay r = replay_yaml(
      raidslice_game(kRaidSliceDock + "  - Anna load A1 3\n", raidslice_header(kRaidOne)));
  require_valid(r);
  const qm::Json audit = r.state->audit();
  CHECK(audit["players"][0]["raided_in"] == 3);
  CHECK(audit["players"][1]["raided_out"] == 3);
  CHECK(audit["players"][1]["home"] == 3);  // 3 + 2 + 1, less the 3 raided
  CHECK(table_entry(r, "ships", "A1")["gold"] == qm::Json::array({3}));
}

TEST_CASE("raid-leave", "[pirates][rule][format2][raid]") {
  const std::string raid = kRaidSliceDock + "  - Anna load A1 3\n  - Bruno turn\n  - Anna turn\n";
  // Left on time: A1 sails away on Anna's next turn.
  require_valid(replay_yaml(raidslice_game(raid + "  - Anna move A1 920,100\n  - Bruno turn\n",
                                           raidslice_header(kRaidOne))));
  // Stayed though it could move: the turn line that ends Anna's next turn.
  pirates_illegal(raidslice_game(raid + "  - Bruno turn  # <-\n", raidslice_header(kRaidOne)),
                  "raid-leave", 7);
  // The end of the raiding turn itself is not that turn.
  require_valid(replay_yaml(raidslice_game(raid, raidslice_header(kRaidOne))));
  // Stayed, but could not move: a derelict (both masts lost by a ruling on Bruno's turn).
  const std::string derelict =
      kRaidSliceDock + "  - Anna load A1 3\n  - Bruno turn\n" +
      "  - Bruno ruling \"storm\" mast A1 -1; mast A1 -2\n  - Anna turn\n" + "  - Bruno turn\n";
  require_valid(replay_yaml(raidslice_game(derelict, raidslice_header(kRaidOne))));
  // Stayed, but could not move: stuck on B1, which it rammed after docking (B1 keeps a mast).
  const std::map<std::string, std::string> rammed = {{"A1", "{x: 926, y: 128, heading: 180}"},
                                                     {"B1", "{x: 880, y: 130, heading: 0}"}};
  const std::string stuck = kAnna + "  - Anna move A1 920,130\n  - Anna dock A1 I3\n" +
                            "  - Anna ram A1 B1 5h\n  - Anna load A1 3\n  - Bruno turn\n" +
                            "  - Anna turn\n  - Bruno turn\n";
  require_valid(replay_yaml(
      pirates_position(rammed, stuck, "Anna", kRaidSliceRest, raidslice_header(kRaidOne))));
  // Without the ram it could sail: raid-leave.
  pirates_illegal(pirates_position(rammed,
                                   edit(edit(stuck, "  - Anna ram A1 B1 5h\n", ""),
                                        "  - Anna turn\n  - Bruno turn\n",
                                        "  - Anna turn\n  - Bruno turn  # <-\n"),
                                   "Anna", kRaidSliceRest, raidslice_header(kRaidOne)),
                  "raid-leave", 7);
}
