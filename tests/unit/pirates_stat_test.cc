// A piece's own `stat` entries that qm applies (format 2; docs/abilities-pirates.md, "What qm
// checks"): a move's rulers (`+L`; `=S`; a derelict's `=S` under `if: {derelict: true}`) and
// cargo places (`+N` / `-N`), each on the ship its carrier works on, the same expression from two
// sources once; the rules they change: move-turn-inside-segment, move-too-far, move-derelict,
// explore-cargo, fleet-cargo.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

std::string stat_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// kPiratesHeader in format 2 with crew A1b (and A1c when given) aboard A1: `abilities: [ENTRY]`.
std::string stat_crew(const std::string& entry, const std::string& nation = "Spain",
                      const std::string& second = "") {
  std::string crew = "      - {id: A1b, nation: " + nation + ", points: 1, abilities: [" + entry +
                     "], ship: A1}\n";
  if (!second.empty())
    crew += "      - {id: A1c, nation: Spain, points: 1, abilities: [" + second + "], ship: A1}\n";
  return edit(stat_v2(), "      - {id: A2a,", crew + "      - {id: A2a,");
}

// A1's own abilities: `[ENTRY]`.
std::string stat_ship_a1(const std::string& entry) {
  return edit(stat_v2(), "cargo: 4, move: L+L, x: 270",
              "cargo: 4, move: L+L, abilities: [" + entry + "], x: 270");
}

// B2's own abilities: `[ENTRY]`.
std::string stat_ship_b2(const std::string& entry) {
  return edit(stat_v2(), "cargo: 4, move: S+S, x: 920",
              "cargo: 4, move: S+S, abilities: [" + entry + "], x: 920");
}

// A1 at sea; three segments of 80 mm (one more than L+L has).
const Ships kStatSea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
const std::string kStatThree = kAnna + "  - Anna move A1 480,380 480,460 560,460  # <-\n";

}  // namespace

TEST_CASE("stat: move +L adds a ruler (move-turn-inside-segment)",
          "[pirates][rule][format2][stat]") {
  require_valid(replay_yaml(
      pirates_position(kStatSea, kStatThree, "Anna", "", stat_crew("{stat: {move: +L}}"))));
  // A French crew does not work aboard a Spanish ship: L+L has two rulers.
  pirates_illegal(
      pirates_position(kStatSea, kStatThree, "Anna", "", stat_crew("{stat: {move: +L}}", "France")),
      "move-turn-inside-segment", 2);
  // Two sources of the same expression give one ruler: four segments are too many.
  const std::string four = kAnna + "  - Anna move A1 480,380 480,460 560,460 560,540  # <-\n";
  const qm::Replay twice = replay_yaml(pirates_position(
      kStatSea, four, "Anna", "", stat_crew("{stat: {move: +L}}", "Spain", "{stat: {move: +L}}")));
  REQUIRE(twice.violation);
  CHECK(twice.violation->rule == "move-turn-inside-segment");
  CHECK_THAT(twice.violation->message, Catch::Contains("L+L and A1b's L ({stat: {move: +L}})"));
  // The entry is modelled: no line is listed as unchecked.
  const qm::Replay r = replay_yaml(
      pirates_position(kStatSea, kStatThree, "Anna", "", stat_crew("{stat: {move: +L}}")));
  CHECK(report(r)["unchecked"].size() == 0);
}

TEST_CASE("stat: move =S sets the base move (move-too-far)", "[pirates][rule][format2][stat]") {
  const std::string header = stat_ship_a1("{stat: {move: =S}}");
  require_valid(replay_yaml(
      pirates_position(kStatSea, kAnna + "  - Anna move A1 450,380\n", "Anna", "", header)));
  // 80 mm: an L of its printed L+L would reach; its S does not.
  pirates_illegal(
      pirates_position(kStatSea, kAnna + "  - Anna move A1 480,380  # <-\n", "Anna", "", header),
      "move-too-far", 2);
  const qm::Replay two = replay_yaml(pirates_position(
      kStatSea, kAnna + "  - Anna move A1 450,380 450,420  # <-\n", "Anna", "", header));
  REQUIRE(two.violation);
  CHECK(two.violation->rule == "move-turn-inside-segment");
  CHECK_THAT(two.violation->message, Catch::Contains("its move S (A1's {stat: {move: =S}})"));
  // Without it, the same line is legal.
  require_valid(replay_yaml(
      pirates_position(kStatSea, kAnna + "  - Anna move A1 480,380\n", "Anna", "", stat_v2())));
}

TEST_CASE("stat: a derelict's move (move-derelict)", "[pirates][rule][format2][stat]") {
  const std::string header = stat_ship_b2("{stat: {move: =S, if: {derelict: true}}}");
  Ships derelict = {{"B2", "{x: 480, y: 380, heading: 180, lost: [1, 2]}"}};
  require_valid(replay_yaml(pirates_position(
      derelict, "  - Bruno turn\n  - Bruno move B2 480,330\n", "Bruno", "", header)));
  // S only: a second segment is one too many.
  pirates_illegal(
      pirates_position(derelict, "  - Bruno turn\n  - Bruno move B2 480,330 430,330  # <-\n",
                       "Bruno", "", header),
      "move-turn-inside-segment", 2);
  // Without the entry a derelict does not move.
  pirates_illegal(pirates_position(derelict, "  - Bruno turn\n  - Bruno move B2 480,330  # <-\n",
                                   "Bruno", "", stat_v2()),
                  "move-derelict", 2);
  // A mast standing: the entry does not apply, B2 sails its S+S.
  Ships one_mast = {{"B2", "{x: 480, y: 380, heading: 180, lost: [1]}"}};
  require_valid(replay_yaml(pirates_position(
      one_mast, "  - Bruno turn\n  - Bruno move B2 480,330 430,330\n", "Bruno", "", header)));
}

TEST_CASE("stat: cargo places (explore-cargo)", "[pirates][rule][format2][stat]") {
  // A1: cargo 4 and its crew A1a: 3 places free; four coins need one more.
  Ships at = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string four = kAnna + "  - Anna explore A1 3 2 2 1  # <-\n";
  require_valid(
      replay_yaml(pirates_position(at, four, "Anna", "", stat_ship_a1("{stat: {cargo: +1}}"))));
  pirates_illegal(pirates_position(at, four, "Anna", "", stat_v2()), "explore-cargo", 2);
  // A crew's +2 (it takes a place itself): 4 free aboard a ship of its nation, 2 otherwise.
  require_valid(
      replay_yaml(pirates_position(at, four, "Anna", "", stat_crew("{stat: {cargo: +2}}"))));
  pirates_illegal(
      pirates_position(at, four, "Anna", "", stat_crew("{stat: {cargo: +2}}", "France")),
      "explore-cargo", 2);
  // Two crew with the same +2: counted once (6 places, 3 crew: 3 free).
  pirates_illegal(
      pirates_position(at, four, "Anna", "",
                       stat_crew("{stat: {cargo: +2}}", "Spain", "{stat: {cargo: +2}}")),
      "explore-cargo", 2);
  // -1: three coins do not fit in 2 free places.
  pirates_illegal(pirates_position(at, kAnna + "  - Anna explore A1 3 2 2  # <-\n", "Anna", "",
                                   stat_ship_a1("{stat: {cargo: -1}}")),
                  "explore-cargo", 2);
}

TEST_CASE("stat: cargo places at set-up (fleet-cargo)", "[pirates][rule][format2][stat]") {
  const std::string turns = kAnna + "  - Bruno turn\n";
  // B1 (cargo 3) with -3: its crew B1a has no place.
  const std::string none = edit(stat_v2(), "cargo: 3, move: L+L, x: 850",
                                "cargo: 3, move: L+L, abilities: [{stat: {cargo: -3}}], x: 850");
  pirates_illegal(pirates_record(turns, mark(none, "{id: B1, ")), "fleet-cargo", 0);
  // -2 leaves one place: legal.
  require_valid(replay_yaml(pirates_record(turns, edit(none, "{cargo: -3}", "{cargo: -2}"))));
}

TEST_CASE("stat: a figure qm does not apply stays unmodelled", "[pirates][format2][stat]") {
  // -S (which ruler a move without S loses is not said): listed on A1's move as unchecked.
  const qm::Replay r =
      replay_yaml(pirates_position(kStatSea, kAnna + "  - Anna move A1 480,380\n", "Anna", "",
                                   stat_ship_a1("{stat: {move: -S}}")));
  require_valid(r);
  CHECK(report(r)["unchecked"].size() == 1);
  // A value the vocabulary does not list is unreadable.
  require_unreadable(replay_yaml(pirates_position(kStatSea, kAnna, "Anna", "",
                                                  stat_ship_a1("{stat: {move: +X}}"))),
                     0, "a `stat`'s move is +S, +L, -S or =");
  require_unreadable(replay_yaml(pirates_position(kStatSea, kAnna, "Anna", "",
                                                  stat_ship_a1("{stat: {cargo: 2}}"))),
                     0, "a `stat`'s cargo is +N or -N places");
}

TEST_CASE("stat: crew take no place (explore-cargo, fleet-cargo)",
          "[pirates][rule][format2][stat]") {
  // A1 (cargo 4) with A1a and A1b aboard: 2 free; with `no-cargo: crew` 4 free.
  Ships at = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string four = kAnna + "  - Anna explore A1 3 2 2 1  # <-\n";
  require_valid(
      replay_yaml(pirates_position(at, four, "Anna", "", stat_crew("{stat: {no-cargo: crew}}"))));
  pirates_illegal(
      pirates_position(at, four, "Anna", "", stat_crew("{stat: {no-cargo: crew}}", "France")),
      "explore-cargo", 2);
  // At set-up: B1 with cargo 0 carries B1a only with the entry.
  const std::string turns = kAnna + "  - Bruno turn\n";
  const std::string none =
      edit(stat_v2(), "cargo: 3, move: L+L, x: 850", "cargo: 0, move: L+L, x: 850");
  pirates_illegal(pirates_record(turns, mark(none, "{id: B1, ")), "fleet-cargo", 0);
  require_valid(replay_yaml(pirates_record(
      turns, edit(none, "cargo: 0, move: L+L, x: 850",
                  "cargo: 0, move: L+L, abilities: [{stat: {no-cargo: crew}}], x: 850"))));
}

TEST_CASE("ram-no-mast", "[pirates][rule][format2][stat]") {
  // B2, derelict, moves S by its ability and rams A1: a ram needs a mast standing.
  const std::string header = stat_ship_b2("{stat: {move: =S, if: {derelict: true}}}");
  const std::string rams =
      "  - Bruno turn\n  - Bruno move B2 480,330\n  - Bruno ram B2 A1 6h  # <-\n";
  Ships derelict = {{"B2", "{x: 480, y: 380, heading: 180, lost: [1, 2]}"},
                    {"A1", "{x: 480, y: 290, heading: 0}"}};
  const qm::Replay r = replay_yaml(pirates_position(derelict, rams, "Bruno", "", header));
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "ram-no-mast");
  CHECK_THAT(r.violation->message, Catch::Contains("B2 has no mast standing"));
  // One mast standing: the same ram is legal (a hit: 6 against A1's masts).
  Ships one_mast = {{"B2", "{x: 480, y: 380, heading: 180, lost: [1]}"},
                    {"A1", "{x: 480, y: 290, heading: 0}"}};
  require_valid(replay_yaml(pirates_position(one_mast, rams, "Bruno", "", header)));
}
