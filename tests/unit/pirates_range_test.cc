// Slice h41-range (format 2; docs/abilities-pirates.md): `{stat: {range: =S|=L|x2, hit-on?: 6,
// optional?: turn}}` changes the reach of every cannon of its ship but a fixed extra cannon
// (shoot-range), with `hit-on: 6` only a natural 6 hits (shoot-roll); an `optional: turn` entry
// works in a turn whose `use SRC range` line chose it before the ship's shoot line (use-source,
// use-trigger, use-once).
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string rangeslice_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// A2 (masts 3S, 3S, 4L) with `entry` among its own abilities.
std::string rangeslice_ship(const std::string& entry) {
  return edit(rangeslice_v2(), "move: S+L, abilities: [helmsman]",
              "move: S+L, abilities: [helmsman, " + entry + "]");
}

// A crew of `nation` aboard A2 with `entry`.
std::string rangeslice_crew(const std::string& entry, const std::string& nation = "Spain") {
  return edit(rangeslice_v2(), "      - {id: A2a,",
              "      - {id: AXr, nation: " + nation + ", points: 2, abilities: [" + entry +
                  "], ship: A2}\n      - {id: A2a,");
}

// A2 at (400,380); B2 `gap` mm from it edge to edge (ships' r 10) on the same line.
std::map<std::string, std::string> rangeslice_duel(int gap) {
  return {{"A2", "{x: 400, y: 380, heading: 0}"},
          {"B2", "{x: " + std::to_string(400 + 20 + gap) + ", y: 380, heading: 180}"}};
}

// Whether the audit lists `text` as applied (1), unmodelled (0), or not at all (-1).
int rangeslice_checked(const qm::Replay& r, const std::string& text) {
  const qm::Json audit = r.state->audit();
  for (const qm::Json& k : audit["abilities"])
    if (k["ability"] == text) return k["checked"] == true ? 1 : 0;
  return -1;
}

const std::string kRangeSliceDouble = "{stat: {range: x2, hit-on: 6, optional: turn}}";

}  // namespace

TEST_CASE("shoot-range with stat range", "[pirates][rule][format2][range]") {
  // B2 is 120 mm away: beyond A2's L cannon (83.8 mm), within twice it (167.6 mm).
  const std::string far = kAnna + "  - Anna shoot A2 3>B2:6h  # <-\n";
  pirates_illegal(pirates_position(rangeslice_duel(120), far, "Anna", "", rangeslice_v2()),
                  "shoot-range", 2);
  const qm::Replay doubled = replay_yaml(pirates_position(rangeslice_duel(120), far, "Anna", "",
                                                          rangeslice_ship("{stat: {range: x2}}")));
  require_valid(doubled);
  CHECK(rangeslice_checked(doubled, "{stat: {range: x2}}") == 1);
  // Its S cannon reaches twice S (115 mm): not 120.
  const std::string near_gun = kAnna + "  - Anna shoot A2 1>B2:6h  # <-\n";
  pirates_illegal(pirates_position(rangeslice_duel(120), near_gun, "Anna", "",
                                   rangeslice_ship("{stat: {range: x2}}")),
                  "shoot-range", 2);
  const qm::Replay r = replay_yaml(pirates_position(rangeslice_duel(120), near_gun, "Anna", "",
                                                    rangeslice_ship("{stat: {range: x2}}")));
  REQUIRE(r.violation);
  CHECK_THAT(r.violation->message, Catch::Contains("reaches 115.0 mm (A2's {stat: {range: x2}})"));
  // `=L`: an S cannon reaches L (83.8 mm).
  const std::string eighty = kAnna + "  - Anna shoot A2 1>B2:6h  # <-\n";
  pirates_illegal(pirates_position(rangeslice_duel(80), eighty, "Anna", "", rangeslice_v2()),
                  "shoot-range", 2);
  require_valid(replay_yaml(pirates_position(rangeslice_duel(80), eighty, "Anna", "",
                                             rangeslice_ship("{stat: {range: =L}}"))));
  // `=S`: an L cannon reaches S only (57.5 mm).
  pirates_illegal(pirates_position(rangeslice_duel(80), far, "Anna", "",
                                   rangeslice_ship("{stat: {range: =S}}")),
                  "shoot-range", 2);
}

TEST_CASE("shoot-range with a crew's stat range", "[pirates][rule][format2][range]") {
  const std::string far = kAnna + "  - Anna shoot A2 3>B2:6h  # <-\n";
  require_valid(replay_yaml(pirates_position(rangeslice_duel(120), far, "Anna", "",
                                             rangeslice_crew("{stat: {range: x2}}"))));
  // A French crew's entry does not work aboard Spanish A2.
  pirates_illegal(pirates_position(rangeslice_duel(120), far, "Anna", "",
                                   rangeslice_crew("{stat: {range: x2}}", "France")),
                  "shoot-range", 2);
}

TEST_CASE("shoot-range: a fixed extra cannon takes no range change",
          "[pirates][rule][format2][range]") {
  // A2's extra cannon 3S (fixed) reaches S whatever its `stat {range}` says; its masts reach L.
  const std::string header =
      rangeslice_ship("{stat: {cannon: 3S, fixed: true}}, {stat: {range: =L}}");
  pirates_illegal(
      pirates_position(rangeslice_duel(80), kAnna + "  - Anna shoot A2 x1>B2:6h  # <-\n", "Anna",
                       "", header),
      "shoot-range", 2);
  require_valid(replay_yaml(pirates_position(
      rangeslice_duel(80), kAnna + "  - Anna shoot A2 1>B2:6h\n", "Anna", "", header)));
}

TEST_CASE("shoot-roll with stat range hit-on 6", "[pirates][rule][format2][range]") {
  const std::string header = rangeslice_ship("{stat: {range: x2, hit-on: 6}}");
  // A 5 hits a rank 4 cannon, but not under `hit-on: 6`; even at close range.
  pirates_illegal(pirates_position(rangeslice_duel(120),
                                   kAnna + "  - Anna shoot A2 3>B2:5h  # <-\n", "Anna", "", header),
                  "shoot-roll", 2);
  const qm::Replay r = replay_yaml(pirates_position(
      rangeslice_duel(30), kAnna + "  - Anna shoot A2 3>B2:5h  # <-\n", "Anna", "", header));
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "shoot-roll");
  CHECK_THAT(r.violation->message, Catch::Contains("only a natural 6 hits"));
  require_valid(replay_yaml(pirates_position(
      rangeslice_duel(120), kAnna + "  - Anna shoot A2 3>B2:5m\n", "Anna", "", header)));
  require_valid(replay_yaml(pirates_position(
      rangeslice_duel(120), kAnna + "  - Anna shoot A2 3>B2:6h\n", "Anna", "", header)));
  // Without the entry, the 5 hits.
  require_valid(replay_yaml(pirates_position(
      rangeslice_duel(30), kAnna + "  - Anna shoot A2 3>B2:5h\n", "Anna", "", rangeslice_v2())));
}

TEST_CASE("use-source with use range", "[pirates][rule][format2][range]") {
  const std::string use = kAnna + "  - Anna use A2 range  # <-\n  - Anna shoot A2 3>B2:6h\n";
  require_valid(replay_yaml(
      pirates_position(rangeslice_duel(120), use, "Anna", "", rangeslice_ship(kRangeSliceDouble))));
  // A1 has no optional range.
  pirates_illegal(pirates_position(rangeslice_duel(120), kAnna + "  - Anna use A1 range  # <-\n",
                                   "Anna", "", rangeslice_ship(kRangeSliceDouble)),
                  "use-source", 2);
  // A non-optional entry is not chosen: it works always.
  pirates_illegal(pirates_position(rangeslice_duel(120), use, "Anna", "",
                                   rangeslice_ship("{stat: {range: x2, hit-on: 6}}")),
                  "use-source", 2);
  // A crew's entry works aboard a ship of its nation only.
  const std::string crew_use = kAnna + "  - Anna use AXr range  # <-\n";
  require_valid(replay_yaml(pirates_position(rangeslice_duel(120), crew_use, "Anna", "",
                                             rangeslice_crew(kRangeSliceDouble))));
  pirates_illegal(pirates_position(rangeslice_duel(120), crew_use, "Anna", "",
                                   rangeslice_crew(kRangeSliceDouble, "France")),
                  "use-source", 2);
  // Bruno may not choose Anna's.
  pirates_illegal(
      pirates_position(rangeslice_duel(120), "  - Bruno turn\n  - Bruno use A2 range  # <-\n",
                       "Bruno", "", rangeslice_ship(kRangeSliceDouble)),
      "use-source", 2);
}

TEST_CASE("shoot-range with an optional stat range", "[pirates][rule][format2][range]") {
  const std::string header = rangeslice_ship(kRangeSliceDouble);
  // Not chosen: its L cannon reaches L.
  pirates_illegal(pirates_position(rangeslice_duel(120),
                                   kAnna + "  - Anna shoot A2 3>B2:6h  # <-\n", "Anna", "", header),
                  "shoot-range", 2);
  // Chosen: twice L, and only a 6 hits.
  const std::string chosen = kAnna + "  - Anna use A2 range\n  - Anna shoot A2 3>B2:5h  # <-\n";
  pirates_illegal(pirates_position(rangeslice_duel(120), chosen, "Anna", "", header), "shoot-roll",
                  3);
  // The choice lasts to the end of the turn: Anna's next turn reaches L again.
  const std::string next = kAnna +
                           "  - Anna use A2 range\n  - Anna shoot A2 3>B2:6h\n  - Bruno turn\n"
                           "  - Anna turn\n  - Anna shoot A2 3>B2:6h  # <-\n";
  pirates_illegal(pirates_position(rangeslice_duel(120), next, "Anna", "", header), "shoot-range",
                  6);
}

TEST_CASE("use-trigger with use range", "[pirates][rule][format2][range]") {
  // The choice comes before the ship's shoot line.
  const std::string late = kAnna + "  - Anna shoot A2 3>B2:6h\n  - Anna use A2 range  # <-\n";
  pirates_illegal(
      pirates_position(rangeslice_duel(30), late, "Anna", "", rangeslice_ship(kRangeSliceDouble)),
      "use-trigger", 3);
  require_valid(replay_yaml(pirates_position(
      rangeslice_duel(30), kAnna + "  - Anna use A2 range\n  - Anna shoot A2 3>B2:6h\n", "Anna", "",
      rangeslice_ship(kRangeSliceDouble))));
}

TEST_CASE("use-once with use range", "[pirates][rule][format2][range]") {
  const std::string twice = kAnna + "  - Anna use A2 range\n  - Anna use A2 range  # <-\n";
  pirates_illegal(
      pirates_position(rangeslice_duel(120), twice, "Anna", "", rangeslice_ship(kRangeSliceDouble)),
      "use-once", 3);
  // Once a turn: again in Anna's next turn.
  require_valid(replay_yaml(pirates_position(
      rangeslice_duel(120),
      kAnna + "  - Anna use A2 range\n  - Bruno turn\n  - Anna turn\n  - Anna use A2 range\n",
      "Anna", "", rangeslice_ship(kRangeSliceDouble))));
}

TEST_CASE("stat range: the forms qm does not apply stay unmodelled, a bad one is unreadable",
          "[pirates][format2][range]") {
  // An `if` beside it: unmodelled (listed, the shot unchecked), the range unchanged.
  const std::string entry = "{stat: {range: x2, if: {masts: all}}}";
  const qm::Replay r =
      replay_yaml(pirates_position(rangeslice_duel(30), kAnna + "  - Anna shoot A2 3>B2:6h\n",
                                   "Anna", "", rangeslice_ship(entry)));
  require_valid(r);
  CHECK(rangeslice_checked(r, entry) == 0);
  CHECK(report(r)["unchecked"].size() == 1);
  // A `use SRC range` naming such an entry is refused.
  const std::string yaml = pirates_position(rangeslice_duel(30), kAnna + "  - Anna use A2 range\n",
                                            "Anna", "", rangeslice_ship(entry));
  const qm::Replay refused = replay_yaml(yaml);
  require_unreadable(refused, line_of(yaml, "use A2 range"), "qm does not check a `stat {range}`");
  // `x3` is not a range of the vocabulary.
  const std::string bad = pirates_position(rangeslice_duel(30), kAnna, "Anna", "",
                                           rangeslice_ship("{stat: {range: x3}}"));
  require_unreadable(replay_yaml(bad), line_of(bad, "range: x3"), "range is =S, =L or x2");
  // Nothing follows `range`.
  const std::string extra =
      pirates_position(rangeslice_duel(30), kAnna + "  - Anna use A2 range B2\n", "Anna", "",
                       rangeslice_ship(kRangeSliceDouble));
  require_unreadable(replay_yaml(extra), line_of(extra, "use A2 range B2"), "last word");
}

TEST_CASE("stat range: the audit lists the choice and the reach", "[pirates][format2][range]") {
  const qm::Replay r = replay_yaml(pirates_position(
      rangeslice_duel(120), kAnna + "  - Anna use A2 range\n  - Anna shoot A2 3>B2:6h\n", "Anna",
      "", rangeslice_ship(kRangeSliceDouble)));
  require_valid(r);
  CHECK(rangeslice_checked(r, kRangeSliceDouble) == 1);
  const std::string audit = r.state->audit().dump();
  CHECK_THAT(audit, Catch::Contains("range: every cannon's ruler doubled for A2's shots this turn "
                                    "(only a natural 6 hits)"));
  CHECK_THAT(audit,
             Catch::Contains("shot 1: A2's 4L cannon reaches 167.6 mm; only a natural 6 hits"));
}

namespace {

// The fixed set-up as format 2 with A1b (Spain, 2 points) at Anna's home, and `entry` on A1.
std::string cargomove_header(const std::string& entry, bool crew = false) {
  std::string h = edit(rangeslice_v2(), "  Bruno:\n",
                       "      - {id: A1b, nation: Spain, points: 2, at: home}\n  Bruno:\n");
  if (entry.empty()) return h;
  if (crew)
    return edit(
        h, "{id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}",
        "{id: A1a, nation: Spain, points: 3, abilities: [captain, " + entry + "], ship: A1}");
  return edit(h, "cargo: 4, move: L+L, x: 270",
              "cargo: 4, move: L+L, abilities: [" + entry + "], x: 270");
}

const std::string kCargoMoveEntry = "{allow: {what: move-after-cargo, move: S, once: turn}}";
// A1 leaves its berth at I1 and docks there again (its move action), loads A1b.
const std::string kCargoMoveLoad =
    kAnna + "  - Anna move A1 268,217\n  - Anna dock A1 I1\n  - Anna load A1 A1b\n";

}  // namespace

TEST_CASE("action-budget with allow move-after-cargo", "[pirates][rule][format2][range]") {
  // After its move action A1 loads, then moves S: a second move action, unless its ability
  // gives a free one.
  const std::string moves = kCargoMoveLoad + "  - Anna move A1 318,217  # <-\n";
  pirates_illegal(pirates_record(moves, cargomove_header("")), "action-budget", 5);
  const qm::Replay r = replay_yaml(pirates_record(moves, cargomove_header(kCargoMoveEntry)));
  require_valid(r);
  CHECK(rangeslice_checked(r, kCargoMoveEntry) == 1);
  // A crew's entry works aboard a ship of its nation.
  require_valid(replay_yaml(pirates_record(moves, cargomove_header(kCargoMoveEntry, true))));
  // Its ruler only: beyond S the move is a move action of its own.
  pirates_illegal(pirates_record(kCargoMoveLoad + "  - Anna move A1 340,217  # <-\n",
                                 cargomove_header(kCargoMoveEntry)),
                  "action-budget", 5);
  // Without a cargo line there is no free move.
  pirates_illegal(pirates_record(kAnna + "  - Anna move A1 268,217\n  - Anna dock A1 I1\n"
                                         "  - Anna move A1 318,217  # <-\n",
                                 cargomove_header(kCargoMoveEntry)),
                  "action-budget", 4);
  // Once a turn: back at its berth, a second cargo line gives no second free move.
  pirates_illegal(
      pirates_record(kCargoMoveLoad + "  - Anna move A1 270,200\n  - Anna dock A1 I1\n"
                                      "  - Anna unload A1 A1b\n  - Anna move A1 268,217  # <-\n",
                     cargomove_header(kCargoMoveEntry)),
      "action-budget", 8);
}

TEST_CASE("action-budget with allow move-after-cargo after an unload or an explore",
          "[pirates][rule][format2][range]") {
  // Unloading A1a at home.
  const std::string unload = kAnna +
                             "  - Anna move A1 268,217\n  - Anna dock A1 I1\n"
                             "  - Anna unload A1 A1a\n  - Anna move A1 318,217\n";
  require_valid(replay_yaml(pirates_record(unload, cargomove_header(kCargoMoveEntry))));
  // An explore that takes a coin at I2 (its action), then the free move.
  const std::map<std::string, std::string> at_i2 = {
      {"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string explore = kAnna + "  - Anna explore A1 3\n  - Anna move A1 560,320  # <-\n";
  pirates_illegal(pirates_position(at_i2, explore, "Anna", "", cargomove_header("")),
                  "action-budget", 3);
  require_valid(
      replay_yaml(pirates_position(at_i2, explore, "Anna", "", cargomove_header(kCargoMoveEntry))));
  // A French crew's entry does not work aboard Spanish A1.
  const std::string french = edit(cargomove_header(kCargoMoveEntry, true),
                                  "{id: A1a, nation: Spain", "{id: A1a, nation: France");
  pirates_illegal(pirates_position(at_i2, explore, "Anna", "", french), "action-budget", 3);
}

TEST_CASE("allow move-after-cargo: the forms qm does not apply", "[pirates][format2][range]") {
  // Without its `move`: unmodelled.
  const std::string bare = "{allow: move-after-cargo}";
  const qm::Replay r = replay_yaml(pirates_record(kAnna, cargomove_header(bare)));
  require_valid(r);
  CHECK(rangeslice_checked(r, bare) == 0);
  // A move that is not a ruler is unreadable.
  const std::string bad =
      pirates_record(kAnna, cargomove_header("{allow: {what: move-after-cargo, move: 3}}"));
  require_unreadable(replay_yaml(bad), line_of(bad, "move: 3}}"), "move is a ruler, S or L");
}

namespace {

const std::string kExploreRangeEntry = "{allow: {what: explore-range, range: S}}";

// A1 (its own `entry`) and Anna's fort FA (cost 3) in the fixed set-up as format 2.
std::string explorerange_header(const std::string& entry) {
  std::string h = edit(rangeslice_v2(), "  Bruno:\n",
                       "    forts:\n      - {id: FA, name: Fort Anna, cost: 3, flags: [3L]}\n"
                       "  Bruno:\n");
  if (entry.empty()) return h;
  return edit(h, "cargo: 4, move: L+L, x: 270",
              "cargo: 4, move: L+L, abilities: [" + entry + "], x: 270");
}

// A1 `gap` mm south of I2 (centre 560,200, r 50; ships' r 10), edge to edge.
std::map<std::string, std::string> explorerange_near_i2(int gap) {
  return {{"A1", "{x: 560, y: " + std::to_string(260 + gap) + ", heading: 90}"}};
}

const char* const kExploreRangeRest = R"(  islands:
    I2: {treasure: [3, 2, 1, 2]}
    I4: {treasure: [1, 2, 2, 3]}
    I5: {treasure: [2, 1, 2, 1]}
    I6: {treasure: [3, 2, 2, 1]}
  home: {Anna: [3, 2, 1], Bruno: [2, 2]}
)";

}  // namespace

TEST_CASE("use-source with use explore", "[pirates][rule][format2][range]") {
  const std::string use = kAnna + "  - Anna use A1 explore I2  # <-\n";
  const qm::Replay r =
      replay_yaml(pirates_position(explorerange_near_i2(40), use, "Anna", kExploreRangeRest,
                                   explorerange_header(kExploreRangeEntry)));
  require_valid(r);
  CHECK(rangeslice_checked(r, kExploreRangeEntry) == 1);
  CHECK_THAT(r.state->audit().dump(), Catch::Contains("explore-range: I2 explored for Anna only"));
  // A1 has no such entry without it; a French crew's does not work aboard Spanish A1.
  pirates_illegal(pirates_position(explorerange_near_i2(40), use, "Anna", kExploreRangeRest,
                                   explorerange_header("")),
                  "use-source", 2);
  const std::string french =
      edit(explorerange_header(""), "{id: A1a, nation: Spain, points: 3, ability: captain",
           "{id: A1a, nation: France, points: 3, abilities: [captain, " + kExploreRangeEntry + "]");
  pirates_illegal(
      pirates_position(explorerange_near_i2(40), kAnna + "  - Anna use A1a explore I2  # <-\n",
                       "Anna", kExploreRangeRest, french),
      "use-source", 2);
  require_valid(replay_yaml(pirates_position(
      explorerange_near_i2(40), kAnna + "  - Anna use A1a explore I2\n", "Anna", kExploreRangeRest,
      edit(french, "{id: A1a, nation: France", "{id: A1a, nation: Spain"))));
}

TEST_CASE("use-target with use explore", "[pirates][rule][format2][range]") {
  const std::string header = explorerange_header(kExploreRangeEntry);
  // 70 mm from I2's edge: beyond S (57.5 mm + 2 mm).
  pirates_illegal(
      pirates_position(explorerange_near_i2(70), kAnna + "  - Anna use A1 explore I2  # <-\n",
                       "Anna", kExploreRangeRest, header),
      "use-target", 2);
  // A home island is not a wild island.
  pirates_illegal(
      pirates_position(explorerange_near_i2(40), kAnna + "  - Anna use A1 explore I3  # <-\n",
                       "Anna", kExploreRangeRest, header),
      "use-target", 2);
}

TEST_CASE("use-once with use explore", "[pirates][rule][format2][range]") {
  const std::string twice =
      kAnna + "  - Anna use A1 explore I2\n  - Anna use A1 explore I2  # <-\n";
  pirates_illegal(pirates_position(explorerange_near_i2(40), twice, "Anna", kExploreRangeRest,
                                   explorerange_header(kExploreRangeEntry)),
                  "use-once", 3);
  require_valid(replay_yaml(pirates_position(
      explorerange_near_i2(40),
      kAnna +
          "  - Anna use A1 explore I2\n  - Bruno turn\n  - Anna turn\n  - Anna use A1 explore I2\n",
      "Anna", kExploreRangeRest, explorerange_header(kExploreRangeEntry))));
}

TEST_CASE("explore-not-docked with use explore", "[pirates][rule][format2][range]") {
  // Marked explored for Anna, I2 is explored at once by her ship that docks there.
  const std::string dock =
      "  - Anna move A1 560,270\n  - Anna dock A1 I2\n  - Anna explore A1 3  # <-\n";
  const std::string header = explorerange_header(kExploreRangeEntry);
  pirates_illegal(
      pirates_position(explorerange_near_i2(40), kAnna + dock, "Anna", kExploreRangeRest, header),
      "explore-not-docked", 4);
  require_valid(replay_yaml(pirates_position(explorerange_near_i2(40),
                                             kAnna + "  - Anna use A1 explore I2\n" + dock, "Anna",
                                             kExploreRangeRest, header)));
}

TEST_CASE("fort-build with use explore", "[pirates][rule][format2][range]") {
  const std::string build = "  - Anna build FA I2 A1 pay 3  # <-\n";
  const std::map<std::string, std::string> docked = {
      {"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string header = explorerange_header(kExploreRangeEntry);
  pirates_illegal(pirates_position(docked, kAnna + build, "Anna", kExploreRangeRest, header),
                  "fort-build", 2);
  require_valid(replay_yaml(pirates_position(docked, kAnna + "  - Anna use A1 explore I2\n" + build,
                                             "Anna", kExploreRangeRest, header)));
}

TEST_CASE("allow explore-range: the forms qm does not apply", "[pirates][format2][range]") {
  // Without its range: unmodelled, and a `use … explore` naming it is refused.
  const std::string bare = "{allow: explore-range}";
  const std::string yaml =
      pirates_position(explorerange_near_i2(40), kAnna + "  - Anna use A1 explore I2\n", "Anna",
                       kExploreRangeRest, explorerange_header(bare));
  require_unreadable(replay_yaml(yaml), line_of(yaml, "use A1 explore I2"),
                     "qm does not check an `explore-range` with these parameters");
  const qm::Replay r = replay_yaml(pirates_position(explorerange_near_i2(40), kAnna, "Anna",
                                                    kExploreRangeRest, explorerange_header(bare)));
  require_valid(r);
  CHECK(rangeslice_checked(r, bare) == 0);
  // A range that is not a ruler is unreadable.
  const std::string bad =
      pirates_record(kAnna, explorerange_header("{allow: {what: explore-range, range: 3}}"));
  require_unreadable(replay_yaml(bad), line_of(bad, "range: 3}}"), "range is a ruler, S or L");
}

TEST_CASE("use-source with use range: a cancelled card", "[pirates][rule][format2][range]") {
  // Bruno's B1a cancels Anna's gunner AXr through his next turn: in Anna's turn between, AXr's
  // range cannot be chosen.
  const std::string header =
      edit(rangeslice_crew(kRangeSliceDouble),
           "{id: B1a, nation: England, points: 2, ability: captain, ship: B1}",
           "{id: B1a, nation: England, points: 2, abilities: [captain, {cancel: {target: any, "
           "for: next-turn}}], ship: B1}");
  const std::string moves =
      "  - Bruno turn\n  - Bruno use B1a cancel AXr\n  - Anna turn\n"
      "  - Anna use AXr range  # <-\n";
  pirates_illegal(pirates_position(rangeslice_duel(120), moves, "Bruno", "", header), "use-source",
                  4);
  require_valid(replay_yaml(pirates_position(
      rangeslice_duel(120), "  - Bruno turn\n  - Anna turn\n  - Anna use AXr range\n", "Bruno", "",
      header)));
}
