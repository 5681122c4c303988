// Rules of docs/rules-pirates.md checked before the first move (fleet-*, setup-*), a record
// starting from a position (`start:`), and what every line is checked for first
// (turn-order, piece-*, die-value, game-over, result-mismatch), with the two rulesets.
// Each TEST_CASE is named after its rule id, so `grep -rn fleet-cargo tests` finds it.
// The records are pirates_support.h's fixed set-up, edited; figures in the comments.
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// Two quiet turns from the set-up: A1 sails east 83 + 83 mm (L+L: 85.8 each at most).
const char* const kTwoTurns =
    "  - Anna turn\n  - Anna move A1 353,200 436,200\n  - Bruno turn\n"
    "  - Bruno move B1 767,200 684,200\n";

std::string header_with(const std::string& from, const std::string& to) {
  return edit(kPiratesHeader, from, to);
}

}  // namespace

TEST_CASE("pirates: the fixed set-up replays as valid", "[pirates][rule]") {
  qm::Replay r = replay_yaml(pirates_record(kTwoTurns));
  require_valid(r);
  CHECK(score_of(r, "Anna") == 0);
  CHECK(score_of(r, "Bruno") == 0);
}

TEST_CASE("fleet-points", "[pirates][rule]") {
  // Anna's fleet: 9 + 12 + 3 + 3 = 27 points. A 27-point game: exactly at the total.
  require_valid(replay_yaml(pirates_record(kTwoTurns, header_with("points: 40", "points: 27"))));
  // A 26-point game: Anna's 27 are one too many (Bruno's 20 are fine); the line of her
  // key under `fleets`, before any move.
  std::string over = mark(header_with("points: 40", "points: 26"), "  Anna:");
  pirates_illegal(pirates_record(kTwoTurns, over), "fleet-points", 0);
}

TEST_CASE("fleet-cargo", "[pirates][rule]") {
  // A1 with cargo 1 and a second crew, A1b: 2 crew in 1 place.
  std::string two_crew =
      header_with("      - {id: A2a,",
                  "      - {id: A1b, nation: Spain, points: 1, ability: oarsman, ship: A1}\n"
                  "      - {id: A2a,");
  std::string small = edit(two_crew, "cargo: 4, move: L+L, x: 270", "cargo: 1, move: L+L, x: 270");
  pirates_illegal(pirates_record(kTwoTurns, mark(small, "{id: A1, ")), "fleet-cargo", 0);
  // With A1b linked the ship has one more place: 2 crew in 1 + 1.
  std::string linked = edit(small, "ability: oarsman", "ability: linked");
  require_valid(replay_yaml(pirates_record(kTwoTurns, linked)));
  // Linked works whatever the nationality (a French crew on a Spanish ship).
  require_valid(replay_yaml(pirates_record(
      kTwoTurns, edit(linked, "{id: A1b, nation: Spain", "{id: A1b, nation: France"))));
}

TEST_CASE("fleet-crew-points", "[pirates][rule]") {
  // Raven costs 8: crew of 5 + 3 = 8 is exactly its cost (Bruno: 20 + 8 = 28 points).
  auto crew = [](int second) {
    return header_with(
        "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n",
        "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n"
        "      - {id: B2a, nation: England, points: 5, ability: oarsman, ship: B2}\n"
        "      - {id: B2b, nation: England, points: " +
            std::to_string(second) + ", ability: oarsman, ship: B2}\n");
  };
  require_valid(replay_yaml(pirates_record(kTwoTurns, crew(3))));
  // 5 + 4 = 9 > 8: the ship's line.
  pirates_illegal(pirates_record(kTwoTurns, mark(crew(4), "{id: B2, ")), "fleet-crew-points", 0);
}

TEST_CASE("fleet-zero-point-crew", "[pirates][rule]") {
  auto zero = [](const std::string& nation) {
    return header_with(
        "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n",
        "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n"
        "      - {id: B2a, nation: " +
            nation + ", points: 0, ability: oarsman, ship: B2}\n");
  };
  // A 0-point English crew on the English Raven.
  require_valid(replay_yaml(pirates_record(kTwoTurns, zero("England"))));
  // A 0-point French one: the crew's line.
  pirates_illegal(pirates_record(kTwoTurns, mark(zero("France"), "{id: B2a, ")),
                  "fleet-zero-point-crew", 0);
}

TEST_CASE("fleet-treasure", "[pirates][rule]") {
  // Seven coins worth 15 (the 1 and 2 moved: still 15 gold, but 8 coins are due). The coins
  // placed are then not those brought either: fleet-treasure is checked first.
  std::string seven =
      mark(header_with("treasure: [1, 1, 2, 2, 2, 2, 2, 3]", "treasure: [1, 2, 2, 2, 2, 3, 3]"),
           "  Bruno:");
  pirates_illegal(pirates_record(kTwoTurns, seven), "fleet-treasure", 0);
  // Eight coins worth 16.
  std::string sixteen =
      mark(header_with("treasure: [1, 1, 2, 2, 2, 2, 2, 3]", "treasure: [1, 2, 2, 2, 2, 2, 2, 3]"),
           "  Bruno:");
  pirates_illegal(pirates_record(kTwoTurns, sixteen), "fleet-treasure", 0);
  require_valid(replay_yaml(pirates_record(kTwoTurns)));
}

TEST_CASE("fleet checks: fleet-points before the ship's fleet-cargo", "[pirates][rule][order]") {
  // Anna over a 26-point total AND A1 with 2 crew in 1 place: the player's check comes first.
  std::string both = header_with("points: 40", "points: 26");
  both = edit(both, "      - {id: A2a,",
              "      - {id: A1b, nation: Spain, points: 1, ability: oarsman, ship: A1}\n"
              "      - {id: A2a,");
  both = edit(both, "cargo: 4, move: L+L, x: 270", "cargo: 1, move: L+L, x: 270");
  pirates_illegal(pirates_record(kTwoTurns, mark(both, "  Anna:")), "fleet-points", 0);
}

TEST_CASE("setup-islands", "[pirates][rule]") {
  require_valid(replay_yaml(pirates_record(kTwoTurns)));
  // Five islands for two players (3 each are due): the `islands:` key. I6's coins go
  // with it, but setup-islands comes before setup-treasure.
  std::string five = mark(
      header_with("  - {id: I6, x: 920, y: 560, r: 50, treasure: [3, 2, 2, 1]}\n", ""), "islands:");
  pirates_illegal(pirates_record(kTwoTurns, five), "setup-islands", 0);
  // Two home islands for Anna, none for Bruno.
  std::string homes = mark(header_with("{id: I3, x: 920, y: 200, r: 50, home: Bruno}",
                                       "{id: I3, x: 920, y: 200, r: 50, home: Anna}"),
                           "islands:");
  pirates_illegal(pirates_record(kTwoTurns, homes), "setup-islands", 0);
}

TEST_CASE("setup-island-distance", "[pirates][rule]") {
  // Nearest island edge to edge within [3L, 6L] = [251.4, 502.8] mm, 2 mm of tolerance.
  // I4 at y 549.5: I1-I4 edge 349.5 - 100 = 249.5 >= 249.4: legal.
  std::string near = header_with("{id: I4, x: 200, y: 560,", "{id: I4, x: 200, y: 549.5,");
  require_valid(replay_yaml(pirates_record(kTwoTurns, near)));
  // I4 at y 549.3: 249.3 < 249.4. I1 is written first: its line.
  std::string too_near = header_with("{id: I4, x: 200, y: 560,", "{id: I4, x: 200, y: 549.3,");
  pirates_illegal(pirates_record(kTwoTurns, mark(too_near, "{id: I1, ")), "setup-island-distance",
                  0);
  // I6 far out at (1500,700): its nearest, I3, is 765.8 - 100 = 665.8 > 504.8; the others
  // keep a neighbour at 260.
  std::string far = header_with("{id: I6, x: 920, y: 560,", "{id: I6, x: 1500, y: 700,");
  pirates_illegal(pirates_record(kTwoTurns, mark(far, "{id: I6, ")), "setup-island-distance", 0);
}

TEST_CASE("setup-treasure", "[pirates][rule]") {
  require_valid(replay_yaml(pirates_record(kTwoTurns)));
  // A 2 moved from I2 to I5: the coins are those brought, but I2 holds 3 (4 are due).
  std::string moved = header_with("treasure: [3, 2, 1, 2]}", "treasure: [3, 2, 1]}");
  moved = edit(moved, "treasure: [2, 1, 2, 1]}", "treasure: [2, 1, 2, 1, 2]}");
  pirates_illegal(pirates_record(kTwoTurns, mark(moved, "{id: I2, ")), "setup-treasure", 0);
  // Four coins each, but I2's 2 became a 3: four 3s placed, three brought: `islands:`.
  std::string other = header_with("treasure: [3, 2, 1, 2]}", "treasure: [3, 3, 1, 2]}");
  pirates_illegal(pirates_record(kTwoTurns, mark(other, "islands:")), "setup-treasure", 0);
}

TEST_CASE("setup-position", "[pirates][rule]") {
  // A1 at (271.5,200): 71.5 mm from I1's centre, touching (<= 72) without overlapping.
  require_valid(replay_yaml(pirates_record(
      kTwoTurns, header_with("x: 270, y: 200, heading: 0}", "x: 271.5, y: 200, heading: 0}"))));
  // A1 at (300,200): 100 mm, not touching its home island.
  std::string away = header_with("x: 270, y: 200, heading: 0}", "x: 300, y: 200, heading: 0}");
  pirates_illegal(pirates_record(kTwoTurns, mark(away, "{id: A1, ")), "setup-position", 0);
  // A2 at (265,225): 69.6 from I1 (touching), but 25.5 from A1 (ships overlap below 38).
  // The ships are checked as written: A1, the first of the two, is at fault.
  std::string over = header_with("x: 200, y: 270, heading: 270}", "x: 265, y: 225, heading: 270}");
  pirates_illegal(pirates_record(kTwoTurns, mark(over, "{id: A1, ")), "setup-position", 0);
}

TEST_CASE("setup-position: a position that cannot be", "[pirates][rule][start]") {
  const std::string moves = "  - Anna turn\n  - Anna move A1 480,380\n";
  // A1 at sea at (400,380): a possible position.
  require_valid(replay_yaml(pirates_position({{"A1", "{x: 400, y: 380, heading: 0}"}}, moves)));
  // A1 at (560,240): 40 mm from I2's centre, inside the island (overlap below 68).
  pirates_illegal(pirates_position({{"A1", "{x: 560, y: 240, heading: 0}  # <-"}}, moves),
                  "setup-position", 0);
  // A1 and B2 30 mm apart (below 38): A1, the first of the two in turn order, is at fault.
  pirates_illegal(pirates_position({{"A1", "{x: 400, y: 380, heading: 0}  # <-"},
                                    {"B2", "{x: 430, y: 380, heading: 180}"}},
                                   moves),
                  "setup-position", 0);
  // Four coins aboard A1: cargo 4, one place taken by A1a.
  pirates_illegal(
      pirates_position({{"A1", "{x: 400, y: 380, heading: 0, gold: [1, 1, 2, 3]}  # <-"}}, moves),
      "setup-position", 0);
  // Three are fine.
  require_valid(replay_yaml(
      pirates_position({{"A1", "{x: 400, y: 380, heading: 0, gold: [1, 2, 3]}"}}, moves)));
}

TEST_CASE("start: a record from a position skips the fleet and set-up checks of its pieces",
          "[pirates][rule][start]") {
  // Bruno to move from a position: his first line is his turn; A1 stands far from its home
  // island, which set-up would refuse; B2 was sunk and Anna holds 4 at home.
  std::string rest =
      std::string("  sunk: [B2]\n") +
      edit(kStartIslands, "home: {Anna: [], Bruno: []}", "home: {Anna: [3, 1], Bruno: []}");
  std::string moves = "  - Bruno turn\n  - Bruno move B1 767,200 684,200\n  - Anna turn\n";
  qm::Replay r = replay_yaml(pirates_position({{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "-"}},
                                              moves, "Bruno", rest));
  require_valid(r);
  CHECK(score_of(r, "Anna") == 4);
  CHECK(score_of(r, "Bruno") == 0);
  // The first line must be start.player's turn.
  std::string wrong = "  - Anna turn  # <-\n";
  pirates_illegal(
      pirates_position({{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "-"}}, wrong, "Bruno", rest),
      "turn-order", 1);
  // A sunk ship is no longer in play.
  std::string sunk_moves = "  - Bruno turn\n  - Bruno move B2 920,340  # <-\n";
  pirates_illegal(pirates_position({{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "-"}},
                                   sunk_moves, "Bruno", rest),
                  "piece-unknown", 2);
}

TEST_CASE("turn-order (pirates)", "[pirates][rule]") {
  require_valid(replay_yaml(pirates_record(kTwoTurns)));
  // The first line is Anna's turn.
  pirates_illegal(pirates_record("  - Bruno turn  # <-\n"), "turn-order", 1);
  pirates_illegal(pirates_record("  - Anna move A1 353,200  # <-\n"), "turn-order", 1);
  // Bruno acts in Anna's turn.
  pirates_illegal(pirates_record("  - Anna turn\n  - Bruno move B1 767,200  # <-\n"), "turn-order",
                  2);
  // Anna twice in a row.
  pirates_illegal(pirates_record("  - Anna turn\n  - Anna move A1 353,200\n  - Anna turn  # <-\n"),
                  "turn-order", 3);
}

TEST_CASE("piece-unknown", "[pirates][rule]") {
  pirates_illegal(pirates_record("  - Anna turn\n  - Anna move A9 353,200  # <-\n"),
                  "piece-unknown", 2);
  // Before piece-not-own: an unknown ship of nobody.
  pirates_illegal(pirates_record("  - Anna turn\n  - Anna move B9 767,200  # <-\n"),
                  "piece-unknown", 2);
  require_valid(replay_yaml(pirates_record("  - Anna turn\n  - Anna move A2 200,340\n")));
}

TEST_CASE("piece-not-own", "[pirates][rule]") {
  pirates_illegal(pirates_record("  - Anna turn\n  - Anna move B1 767,200  # <-\n"),
                  "piece-not-own", 2);
  // A derelict taken in tow belongs to the tower's player for good: B2, towed by A1
  // (right behind it, 40 mm back), is Anna's; she may scuttle it (die 3: it stays), Bruno may
  // not.
  std::map<std::string, std::string> towed = {
      {"A1", "{x: 400, y: 380, heading: 0, towing: B2}"},
      {"B2", "{x: 360, y: 380, heading: 0, lost: [1, 2], owner: Anna}"},
  };
  require_valid(replay_yaml(pirates_position(towed, "  - Anna turn\n  - Anna scuttle B2 3\n")));
  pirates_illegal(
      pirates_position(towed, "  - Bruno turn\n  - Bruno scuttle B2 5  # <-\n", "Bruno"),
      "piece-not-own", 2);
}

TEST_CASE("die-value", "[pirates][rule]") {
  // A2 (400,380) and B2 (460,380): 60 mm apart, 40 from B2's edge, within S (59.5).
  std::map<std::string, std::string> close = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                              {"B2", "{x: 460, y: 380, heading: 180}"}};
  require_valid(replay_yaml(pirates_position(close, "  - Anna turn\n  - Anna shoot A2 1>B2:6h\n")));
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Anna shoot A2 1>B2:7h  # <-\n"),
                  "die-value", 2);
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Anna shoot A2 1>B2:0m  # <-\n"),
                  "die-value", 2);
  // Before the shot's own checks: a 7 from a mast A2 does not have (shoot-cannon otherwise).
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Anna shoot A2 4>B2:7h  # <-\n"),
                  "die-value", 2);
  // A scuttle's die too (B2 derelict).
  std::map<std::string, std::string> derelict = {
      {"B2", "{x: 460, y: 380, heading: 180, lost: [1, 2]}"}};
  pirates_illegal(
      pirates_position(derelict, "  - Bruno turn\n  - Bruno scuttle B2 9  # <-\n", "Bruno"),
      "die-value", 2);
}

TEST_CASE("die-value: a re-roll's die", "[pirates][rule]") {
  // A2 (400,380) and B2 (460,380), A2a a cannoneer: the re-roll is a die like any other.
  std::map<std::string, std::string> close = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                              {"B2", "{x: 460, y: 380, heading: 180}"}};
  // 8 and 0 are no d6 results.
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Anna shoot A2 1>B2:2,8h  # <-\n"),
                  "die-value", 2);
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Anna shoot A2 1>B2:2,0m  # <-\n"),
                  "die-value", 2);
}

namespace {

// Anna has 6 at home and A1 brings 2 more: A1 (350,200) sails 79 mm to (271,200), 71 mm
// from I1's centre (touching: <= 72), docks and unloads. 8 > 15 / 2: under
// pirates/standard (half-of-own) the game ends there; under pirates/half-of-total it goes
// on until more than 30 / 2 = 15.
std::string homecoming(const std::string& more, const std::string& result = "") {
  std::string rest =
      edit(kStartIslands, "home: {Anna: [], Bruno: []}", "home: {Anna: [3, 3], Bruno: []}");
  return pirates_position(
             {{"A1", "{x: 350, y: 200, heading: 180, gold: [2]}"}},
             "  - Anna turn\n  - Anna move A1 271,200\n  - Anna dock A1 I1 unload 2\n" + more,
             "Anna", rest) +
         result;
}

}  // namespace

TEST_CASE("game-over (pirates)", "[pirates][rule]") {
  qm::Replay done = replay_yaml(homecoming(""));
  require_valid(done);
  CHECK(qmtest::report(done)["finished"] == true);
  CHECK(score_of(done, "Anna") == 8);
  CHECK(score_of(done, "Bruno") == 0);
  // Any line after the end.
  pirates_illegal(homecoming("  - Bruno turn  # <-\n"), "game-over", 4);
  // Before turn-order: Anna again, out of turn and after the end.
  pirates_illegal(homecoming("  - Anna turn  # <-\n"), "game-over", 4);
}

TEST_CASE("game-over: pirates/half-of-total ends the game later than half-of-own",
          "[pirates][rule][ruleset]") {
  // 8 at home is over half of Anna's own 15 but not over half of the 30 brought.
  qm::Replay on =
      replay_under(record_text(homecoming("  - Bruno turn\n")), "pirates/half-of-total");
  require_valid(on);
  CHECK(qmtest::report(on)["finished"] == false);
  CHECK(score_of(on, "Anna") == 8);
  // The same record under the record's own pirates/standard.
  pirates_illegal(homecoming("  - Bruno turn  # <-\n"), "game-over", 4);
  // 14 at home and 2 more: 16 > 15 ends it under half-of-total too.
  std::string rest =
      edit(kStartIslands, "home: {Anna: [], Bruno: []}", "home: {Anna: [3, 3], Bruno: []}");
  std::string sixteen = pirates_position(
      {{"A1", "{x: 350, y: 200, heading: 180, gold: [2]}"}},
      "  - Anna turn\n  - Anna move A1 271,200\n  - Anna dock A1 I1 unload 2\n  - Bruno turn\n",
      "Anna", edit(rest, "Anna: [3, 3]", "Anna: [3, 3, 3, 3, 2]"));
  qm::Replay over = replay_under(record_text(sixteen), "pirates/half-of-total");
  REQUIRE(over.violation);
  CHECK(over.violation->rule == "game-over");
  CHECK(over.violation->move == 4);
}

TEST_CASE("game-over: a player who cannot move any ship", "[pirates][rule]") {
  // Bruno's B1 was sunk; B2 is left with one mast. A2's 3S hits it (die 3): B2 is derelict
  // and Bruno cannot move any ship: the game ends (A2 (400,380), B2 (460,380): 40 mm from
  // its edge).
  std::string rest = std::string("  sunk: [B1]\n") + kStartIslands;
  std::map<std::string, std::string> ships = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                              {"B1", "-"},
                                              {"B2", "{x: 460, y: 380, heading: 180, lost: [2]}"}};
  qm::Replay r = replay_yaml(
      pirates_position(ships, "  - Anna turn\n  - Anna shoot A2 1>B2:3h\n", "Anna", rest));
  require_valid(r);
  CHECK(qmtest::report(r)["finished"] == true);
  pirates_illegal(
      pirates_position(ships, "  - Anna turn\n  - Anna shoot A2 1>B2:3h\n  - Bruno turn  # <-\n",
                       "Anna", rest),
      "game-over", 3);
  // A miss leaves it a mast: the game goes on.
  require_valid(replay_yaml(pirates_position(
      ships, "  - Anna turn\n  - Anna shoot A2 1>B2:2m\n  - Bruno turn\n", "Anna", rest)));
}

TEST_CASE("result-mismatch (pirates)", "[pirates][rule]") {
  require_valid(replay_yaml(homecoming("", "result: {Anna: 8, Bruno: 0}\n")));
  qm::Replay r = replay_yaml(homecoming("", "result: {Anna: 7, Bruno: 0}\n"));
  require_illegal(r, "result-mismatch", 0, 0);
}

TEST_CASE("pirates: unreadable lines", "[pirates][bad_input]") {
  const std::string at = "  - Anna turn\n";
  // An unknown verb.
  std::string sail = pirates_record(at + "  - Anna sail A1 353,200  # <-\n");
  require_unreadable(replay_yaml(sail), line_of(sail, "# <-"), "sail");
  // A position that is not x,y.
  std::string semicolon = pirates_record(at + "  - Anna move A1 353;200  # <-\n");
  require_unreadable(replay_yaml(semicolon), line_of(semicolon, "# <-"), "353;200");
  std::string one = pirates_record(at + "  - Anna move A1 353  # <-\n");
  require_unreadable(replay_yaml(one), line_of(one, "# <-"), "353");
  // A die that is not a number.
  std::map<std::string, std::string> close = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                              {"B2", "{x: 460, y: 380, heading: 180}"}};
  std::string die = pirates_position(close, at + "  - Anna shoot A2 1>B2:xh  # <-\n");
  require_unreadable(replay_yaml(die), line_of(die, "# <-"), "'xh' is not a die");
  // An island id the record does not have.
  std::string island = pirates_record(at + "  - Anna move A1 353,200\n  - Anna dock A1 I9  # <-\n");
  require_unreadable(replay_yaml(island), line_of(island, "# <-"), "I9");
  // A ship id twice: Bruno's Raven written as A1.
  std::string twice = mark(edit(kPiratesHeader, "{id: B2, name: Raven", "{id: A1, name: Raven"),
                           "{id: A1, name: Raven");
  std::string rec = pirates_record(at, twice);
  require_unreadable(replay_yaml(rec), line_of(rec, "# <-"), "A1");
}

TEST_CASE("pirates: the checks every line gets, in order", "[pirates][rule][order]") {
  // A2 (400,380) and B2 (460,380): 40 mm from B2's edge.
  std::map<std::string, std::string> close = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                              {"B2", "{x: 460, y: 380, heading: 180}"}};
  // turn-order before piece-not-own: Bruno's ship moved by Bruno in Anna's turn.
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Bruno move B2 520,380  # <-\n"),
                  "turn-order", 2);
  // turn-order before piece-not-own: Bruno moving Anna's ship in her turn.
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Bruno move A2 400,330  # <-\n"),
                  "turn-order", 2);
  // piece-not-own before die-value: Anna fires Bruno's B2 with a 7.
  pirates_illegal(pirates_position(close, "  - Anna turn\n  - Anna shoot B2 1>A2:7h  # <-\n"),
                  "piece-not-own", 2);
  // die-value before action-budget: A2 (no captain) moved, then shoots with a 7.
  pirates_illegal(pirates_position(close,
                                   "  - Anna turn\n  - Anna move A2 400,330\n"
                                   "  - Anna shoot A2 1>B2:7h  # <-\n"),
                  "die-value", 3);
  // action-budget before move-too-far: a second move, 100 mm long.
  pirates_illegal(pirates_position(close,
                                   "  - Anna turn\n  - Anna move A2 400,330\n"
                                   "  - Anna move A2 400,230  # <-\n"),
                  "action-budget", 3);
}

TEST_CASE("game-over: all gold unloaded, and a tie", "[pirates][rule]") {
  // No coin left on the islands; A1 brings the last one home. Anna 5 + 1 = 6, Bruno 6: nobody
  // over 7.5, but all gold is unloaded and the game ends. A tie: Anna has 2 ships in play,
  // Bruno 1 (B2 sank): Anna wins.
  std::string rest =
      "  sunk: [B2]\n  islands:\n    I2: {treasure: [], explored: true}\n"
      "    I4: {treasure: [], explored: true}\n    I5: {treasure: [], explored: true}\n"
      "    I6: {treasure: [], explored: true}\n  home: {Anna: [3, 2], Bruno: [3, 3]}\n";
  std::map<std::string, std::string> ships = {{"A1", "{x: 350, y: 200, heading: 180, gold: [1]}"},
                                              {"B2", "-"}};
  const std::string home =
      "  - Anna turn\n  - Anna move A1 271,200\n  - Anna dock A1 I1 unload 1\n";
  qm::Replay r = replay_yaml(pirates_position(ships, home, "Anna", rest));
  require_valid(r);
  CHECK(qmtest::report(r)["finished"] == true);
  CHECK(score_of(r, "Anna") == 6);
  CHECK(score_of(r, "Bruno") == 6);
  CHECK(qmtest::report(r)["winners"] == qm::Json::array({"Anna"}));
  pirates_illegal(pirates_position(ships, home + "  - Bruno turn  # <-\n", "Anna", rest),
                  "game-over", 4);
}
