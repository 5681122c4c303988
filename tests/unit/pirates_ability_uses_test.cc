// Which ability worked on which line (`qm audit`, games/pirates/ability_uses.h): a boarding
// won by a +1 on a sample record, a Cannoneer's second roll, and nothing where no ability
// changed a roll.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

qm::Json ability_uses_of(const qm::Replay& r) {
  REQUIRE(r.state);
  const qm::Json audit = r.state->audit();
  return audit.contains("ability_uses") ? audit["ability_uses"] : qm::Json::array();
}

}  // namespace

TEST_CASE("the audit names the ability that changed a roll, with its line",
          "[pirates][abilities]") {
  // A2's `mod {roll: board, by: 1}` wins the boarding on move 4 (line 54).
  const std::vector<qm::Replay> rs =
      replay_file(source_path("records/pirates/harbour-lane-2027-03-06-d20.yaml"));
  REQUIRE(rs.size() == 1);
  const qm::Json uses = ability_uses_of(rs[0]);
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["move"] == 4);
  CHECK(uses[0]["line"] == 54);
  CHECK(uses[0]["piece"] == "A2 +1");
  CHECK(uses[0]["effect"] == "+1 to A2's boarding roll against B1");
}

TEST_CASE("the audit names a Cannoneer's second roll, and no ability where none worked",
          "[pirates][abilities]") {
  // A2 (cannoneer A2a) at (400,380) misses B2 with a 2 and rolls again: a 5 hits the 3S.
  const std::map<std::string, std::string> duel = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                                   {"B2", "{x: 460, y: 380, heading: 180}"}};
  const qm::Replay r = replay_yaml(pirates_position(duel, kAnna + "  - Anna shoot A2 1>B2:2,5h\n"));
  require_valid(r);
  const qm::Json uses = ability_uses_of(r);
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A2a");
  CHECK(uses[0]["effect"] == "shot 1: the miss rolled again (Cannoneer)");
  // The same shot hitting at once: no ability worked.
  const qm::Replay plain =
      replay_yaml(pirates_position(duel, kAnna + "  - Anna shoot A2 1>B2:5h\n"));
  require_valid(plain);
  CHECK(ability_uses_of(plain).empty());
}
