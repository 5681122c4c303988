// A unique treasure worth gold (format 2; docs/rules-pirates.md, "Unique treasures"): its
// `{stat: {value: N}}` counts N gold where coins count (home, forts, aboard with more than
// two players), for the scores and the end of the game.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// Anna brings 1, 1, 2, 2, 3, 3, 3 (15 gold) and the Idol of Gold (U1, worth 2), on I2 with
// 3, 3 and 2.
std::string valued_record(const std::string& moves, const std::string& value = "{value: 2}") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "treasure: [1, 1, 1, 2, 2, 2, 3, 3]",
           "treasure: [1, 1, 2, 2, 3, 3, 3, {id: U1, name: Idol of Gold, abilities: [{stat: " +
               value + "}]}]");
  h = edit(h, "treasure: [3, 2, 1, 2]", "treasure: [3, 3, 2, U1]");
  return pirates_record(moves, h);
}

// A1 explores 3, 3 and U1 at I2, sails home and unloads the two 3s (Anna's home: 6).
const std::string kValuedHome = kAnna + "  - Anna move A1 353,200 436,200\n  - Bruno turn\n" +
                                kAnna +
                                "  - Anna move A1 490,200\n  - Anna dock A1 I2\n  - Bruno turn\n" +
                                kAnna + "  - Anna explore A1 3 3 U1\n  - Bruno turn\n" + kAnna +
                                "  - Anna move A1 407,200 324,200\n  - Bruno turn\n" + kAnna +
                                "  - Anna move A1 270,200\n  - Anna dock A1 I1 unload 3 3\n";

}  // namespace

TEST_CASE("unique treasures worth gold: `stat {value: N}` counts at home and ends the game",
          "[pirates][format2][unique]") {
  // Aboard in a two-player game it counts nothing: Anna scores 6, the game goes on.
  qm::Replay r = replay_yaml(valued_record(kValuedHome));
  require_valid(r);
  CHECK(r.state->audit()["players"][0]["total"] == 6);
  // Unloaded at home: 6 + 2 = 8, more than half of the 15 Anna brought: the game ends.
  r = replay_yaml(valued_record(kValuedHome + "  - Anna unload A1 U1\n"));
  require_valid(r);
  CHECK(r.state->audit()["players"][0]["home"] == 8);
  CHECK(r.state->audit()["players"][0]["total"] == 8);
  pirates_illegal(valued_record(kValuedHome + "  - Anna unload A1 U1\n  - Bruno turn  # <-\n"),
                  "game-over", 18);
  // Another form of value is refused rather than scored wrong.
  require_unreadable(replay_yaml(valued_record(kAnna, "{value: 2, count: 1}")), 0,
                     "qm does not check unique treasures worth gold");
}
