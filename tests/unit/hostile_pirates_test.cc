// Hostile Pirates records and rulesets (issue 24): pieces past the engine's small integers
// (the 65,537th island read as the first, the 32,769th ship as none), gold past 32 bits,
// `start:` positions no table can show (a ship towing itself, stuck on itself, towed by
// two), and ruleset numbers past their range (4294967311 gold read as 15). Each is now
// refused where the record or ruleset goes past the limit (src/games/pirates/limits.h,
// docs/records.md "Limits on what is read"): unreadable, with file:line:column, exit 3.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "games/pirates/limits.h"
#include "pirates_support.h"
#include "ruleset_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// A two-player record from a position: Anna's home H0 at (0,0), Bruno's H1 100 m north,
// `wild` islands W0, W1, ... on a grid 10 m east, Anna's ships A0, A1, ... and Bruno's
// B0 in a row 100 m south; Anna's A0 (gold 5, base move S) starts 130 mm west of H0,
// heading for it. `home` is start.home's Anna entry. Line of each piece: line_of().
struct Table {
  int wild = 4;
  int anna_ships = 1;
  std::string home = "[]";
  std::string moves = "  - Anna turn\n";

  std::string yaml() const {
    std::string s =
        "format: 1\ngame: pirates\nruleset: pirates/standard\nplayers: [Anna, Bruno]\n"
        "islands:\n  - {id: H0, x: 0, y: 0, r: 50, home: Anna}\n"
        "  - {id: H1, x: 0, y: 100000, r: 50, home: Bruno}\n";
    for (int k = 0; k < wild; ++k)
      s += fmt::format("  - {{id: W{}, x: {}, y: {}, r: 50}}\n", k, 10000 + (k % 256) * 200,
                       10000 + (k / 256) * 200);
    s += "fleets:\n  Anna:\n    ships:\n";
    for (int k = 0; k < anna_ships; ++k)
      s += fmt::format(
          "      - {{id: A{}, nation: Spain, points: 5, masts: [3S], cargo: 2, move: S}}\n", k);
    s += "  Bruno:\n    ships:\n"
         "      - {id: B0, nation: England, points: 5, masts: [3S], cargo: 2, move: S}\n";
    s += "start:\n  player: Anna\n  ships:\n    A0: {x: -130, y: 0, heading: 0, gold: [5]}\n";
    for (int k = 1; k < anna_ships; ++k)
      s += fmt::format("    A{}: {{x: {}, y: -100000, heading: 0}}\n", k, k * 50);
    s += "    B0: {x: 0, y: 100070, heading: 0, docked: H1}\n";
    s += "  home: {Anna: " + home + ", Bruno: []}\n";
    return s + "moves:\n" + moves;
  }
};

}  // namespace

TEST_CASE("hostile pirates: the 65,537th island is refused, never read as the first",
          "[hostile][pirates][limits]") {
  // A0 sails to touch its home H0, then docks at W65534, the 65,537th island, 86 m away,
  // and unloads: read with 16-bit indices it docked at H0 and won (valid, Anna 5 - Bruno 0).
  Table t;
  t.wild = 65'535;
  t.moves = "  - Anna turn\n  - Anna move A0 -72,0\n  - Anna dock A0 W65534 unload 5\n";
  const std::string yaml = t.yaml();
  const qm::Replay r = replay_yaml(yaml);
  require_unreadable(r, line_of(yaml, "id: W62,"), "at most 64 islands");
  CHECK(r.error->pos.column == 5);

  SECTION("64 islands are read; a dock at a far island is then no dock at home") {
    Table at_limit;
    at_limit.wild = qm::pirates::kMaxIslands - 2;
    at_limit.moves = "  - Anna turn\n  - Anna move A0 -72,0\n  - Anna dock A0 W61 unload 5\n";
    pirates_illegal(mark(at_limit.yaml(), "dock A0"), "dock-no-contact", 3);
  }
}

TEST_CASE("hostile pirates: the 129th ship is refused, never reported as no ship",
          "[hostile][pirates][limits]") {
  // The 32,769th ship, read with 16-bit indices, was "no ship" (piece-unknown).
  Table t;
  t.anna_ships = 32'769;
  t.moves = "  - Anna turn\n  - Anna move A32768 32818,-100000\n";
  const std::string yaml = t.yaml();
  require_unreadable(replay_yaml(yaml), line_of(yaml, "id: A128,"),
                     "at most 128 ships in all its fleets");

  SECTION("128 ships are read") {
    Table at_limit;
    at_limit.anna_ships = qm::pirates::kMaxShips - 1;
    at_limit.moves = "  - Anna turn\n  - Anna move A126 6300,-99950\n";
    require_valid(replay_yaml(at_limit.yaml()));
  }
}

TEST_CASE("hostile pirates: a coin of a million gold is refused, never overflows the score",
          "[hostile][pirates][limits]") {
  // 2,148 home coins of 1,000,000 gold overflowed Anna's home gold (signed overflow):
  // her score was -2,146,967,296, the record valid, Bruno the winner.
  std::string coins;
  for (int k = 0; k < 2148; ++k) coins += k ? ", 1000000" : "1000000";
  Table t;
  t.home = "[" + coins + "]";
  const std::string yaml = t.yaml();
  const qm::Replay r = replay_yaml(yaml);
  require_unreadable(r, line_of(yaml, "home: {Anna"),
                     "a coin's gold must be a whole number from 1 to 1000");

  SECTION("the most a record may hold adds up in 64 bits: 4,095 coins of 1,000 at home") {
    std::string most;
    for (int k = 0; k < qm::pirates::kMaxRecordCoins - 1; ++k) most += k ? ", 1000" : "1000";
    Table big;
    big.home = "[" + most + "]";
    const qm::Replay at_limit = replay_yaml(big.yaml());
    require_valid(at_limit);
    CHECK(score_of(at_limit, "Anna") == 4'095'000);
    CHECK(score_of(at_limit, "Bruno") == 0);
  }
  SECTION("the 4,097th coin of a record is refused") {
    std::string many;
    for (int k = 0; k < qm::pirates::kMaxRecordCoins; ++k) many += k ? ", 1" : "1";
    Table past;
    past.home = "[" + many + "]";  // and A0's gold: 4,097 coins
    const std::string text = past.yaml();
    require_unreadable(replay_yaml(text), line_of(text, "home: {Anna"),
                       "at most 4096 coins in all");
  }
}

TEST_CASE("hostile pirates: a start position with an impossible tow or ram is refused",
          "[hostile][pirates][start]") {
  struct Case {
    std::map<std::string, std::string> ships;
    const char* needle;  // the line refused
    const char* message;
  };
  const std::vector<Case> cases = {
      {{{"A1", "{x: 400, y: 380, heading: 0, towing: A1}"}}, "A1: {", "A1 cannot tow itself"},
      {{{"A1", "{x: 400, y: 380, heading: 0, stuck_on: A1}"}},
       "A1: {",
       "A1 cannot be stuck on itself"},
      {{{"A1", "{x: 400, y: 380, heading: 0, towing: B2}"},
        {"A2", "{x: 400, y: 460, heading: 0, towing: B2}"},
        {"B2", "{x: 360, y: 380, heading: 0, lost: [1, 2]}"}},
       "A2: {",
       "B2 is towed by both A1 and A2"},
      {{{"A1", "{x: 400, y: 380, heading: 0, towing: B2}"},
        {"B2", "{x: 360, y: 380, heading: 0, lost: [1]}"}},
       "A1: {",
       "which has a mast standing"},
      {{{"A1", "{x: 400, y: 380, heading: 0, lost: [1, 2], towing: B2}"},
        {"B2", "{x: 360, y: 380, heading: 0, lost: [1, 2], towing: A1}"}},
       "A1: {",
       "tows never make a circle"},
      {{{"A1", "{x: 400, y: 380, heading: 0, stuck_on: B2}"}, {"B2", "-"}},
       "A1: {",
       "which is in 'start.sunk'"},
  };
  for (const Case& c : cases) {
    const bool b2_sunk = c.ships.count("B2") && c.ships.at("B2") == "-";
    const std::string rest = std::string(kStartIslands) + (b2_sunk ? "  sunk: [B2]\n" : "");
    const std::string yaml = pirates_position(c.ships, kAnna, "Anna", rest);
    INFO(yaml);
    const qm::Replay r = replay_yaml(yaml);
    require_unreadable(r, line_of(yaml, std::string("    ") + c.needle), c.message);
  }
  // A chain is a position the game can reach (A1 towed B2, then lost its masts and was
  // taken in tow by A2): it is read.
  require_valid(replay_yaml(
      pirates_position({{"A2", "{x: 440, y: 380, heading: 0, towing: A1}"},
                        {"A1", "{x: 400, y: 380, heading: 0, lost: [1, 2], towing: B2}"},
                        {"B2", "{x: 360, y: 380, heading: 0, lost: [1, 2], owner: Anna}"}},
                       kAnna)));
}

TEST_CASE("hostile pirates: a header's figures are refused past their range",
          "[hostile][pirates][limits]") {
  const std::string base = pirates_record(kAnna);
  struct Case {
    std::string from, to, message;
  };
  for (const Case& c : std::vector<Case>{
           {"points: 40", "points: 4294967336", "'points' must be a whole number from 1 to 100000"},
           {"points: 9, masts", "points: -5, masts",
            "a ship's points must be a whole number from 0"},
           {"points: 3, ability: captain, ship: A1",
            "points: 4294967299, ability: captain, ship: A1",
            "a crew's points must be a whole number from 0 to 1000"},
           {"cargo: 4, move: L+L", "cargo: 17, move: L+L", "from 0 to 16"},
           {"move: L+L, x: 270", "move: S+S+S+S+S+S+S+S+S, x: 270", "at most 8 rulers"},
           {"treasure: [3, 2, 1, 2]",
            "treasure: [3, 2, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]",
            "an island holds at most 16 coins"},
           {"treasure: [1, 1, 1, 2, 2, 2, 3, 3]", "treasure: [1, 1, 1, 2, 2, 2, 3, 65539]",
            "a coin's gold must be a whole number from 1 to 1000"},
       }) {
    const std::string yaml = edit(base, c.from, c.to);
    INFO(c.to);
    require_unreadable(replay_yaml(yaml), line_of(yaml, c.to), c.message);
  }
}

TEST_CASE("hostile rulesets: every number an option takes is range-checked",
          "[hostile][ruleset][limits]") {
  // 4294967311 gold was read as 15 (2^32 + 15, cut to 32 bits).
  CHECK(contains_nocase(
      ruleset_error("game: pirates\noptions:\n  treasure_gold: 4294967311\n"),
      "3:18: option 'treasure_gold' must be a number from 0 to 64000, not 4294967311"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  islands_per_player: 0\n"),
                        "3:23: option 'islands_per_player' must be a number from 1 to 8"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  treasures_per_island: 17\n"),
                        "from 0 to 16"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  points: +4294967336\n"),
                        "3:11: option 'points' must be a number from 1 to 100000"));
  CHECK(contains_nocase(
      ruleset_error("game: pirates\noptions:\n  ruler_S: " + std::string(400, '9') + "\n"),
      "3:12: option 'ruler_S' must be a number from 1 to 1000"));
  CHECK(
      contains_nocase(ruleset_error("game: pirates\noptions:\n  bow_arc: 361\n"), "from 0 to 360"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  island_distance: [3, 600]\n"),
                        "3:24: option 'island_distance' must be a number from 0 to 100"));
  CHECK(contains_nocase(ruleset_error("game: pirates\noptions:\n  island_distance: [6, 3]\n"),
                        "3:20: option 'island_distance' is a range [low, high]: 6 is more than 3"));
  CHECK(contains_nocase(ruleset_error("game: einauge\nextends: einauge/standard\noptions:\n"
                                      "  vessel_cost: 4294967301\n"),
                        "4:16: option 'vessel_cost' must be a number from 0 to 1000"));
  // The ends of each range are read.
  CHECK(ruleset_error("game: pirates\noptions:\n  treasure_gold: 64000\n  bow_arc: 360\n"
                      "  islands_per_player: 8\n  island_distance: [0, 100]\n") == "");

  SECTION("a record under such a ruleset is unreadable, naming the ruleset's line") {
    TempDir dir;
    dir.write("rich.yaml",
              "game: pirates\nextends: pirates/standard\noptions:\n"
              "  treasure_gold: 4294967311\n");
    const std::string record = dir.write(
        "r.yaml", edit(pirates_record(kAnna), "ruleset: pirates/standard", "ruleset: rich.yaml"));
    RunResult run = run_qm({"replay", record});
    INFO(run.out << run.err);
    CHECK(run.exit_code == 3);
    CHECK(run.out.find("rich.yaml:4:18") != std::string::npos);
    CHECK(run.out.find("must be a number from 0 to 64000") != std::string::npos);
  }
}
