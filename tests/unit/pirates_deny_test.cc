// A piece's own `deny` entries that qm applies (format 2; docs/abilities-pirates.md, "What qm
// checks"): `{deny: shoot}` (or only while laden), `{deny: move}`, `{deny: explore}`; a line that
// does what a working entry forbids is `deny-broken`. A crew's entry works aboard a ship of its
// nation only.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

std::string deny_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// Crew DENY aboard SHIP (A1 or A2) with `abilities: [ENTRY]`.
std::string deny_crew(const std::string& ship, const std::string& entry,
                      const std::string& nation = "Spain") {
  return edit(deny_v2(), "      - {id: A2a,",
              "      - {id: AXd, nation: " + nation + ", points: 1, abilities: [" + entry +
                  "], ship: " + ship + "}\n      - {id: A2a,");
}

// A2 (3S, 3S, 4L) at (400,380), B2 60 mm east; `a2` its position.
Ships deny_duel(const std::string& a2 = "{x: 400, y: 380, heading: 0}") {
  return {{"A2", a2}, {"B2", "{x: 460, y: 380, heading: 180}"}};
}

const std::string kDenyShot = kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n";

}  // namespace

TEST_CASE("deny-broken: deny shoot", "[pirates][rule][format2][deny]") {
  pirates_illegal(
      pirates_position(deny_duel(), kDenyShot, "Anna", "", deny_crew("A2", "{deny: shoot}")),
      "deny-broken", 2);
  const qm::Replay r = replay_yaml(
      pirates_position(deny_duel(), kDenyShot, "Anna", "", deny_crew("A2", "{deny: shoot}")));
  REQUIRE(r.violation);
  CHECK_THAT(r.violation->message,
             Catch::Contains("A2 may not shoot: AXd's ability '{deny: shoot}'"));
  // A French crew does not work aboard a Spanish ship; aboard A1 it does not bind A2.
  require_valid(replay_yaml(pirates_position(deny_duel(), kDenyShot, "Anna", "",
                                             deny_crew("A2", "{deny: shoot}", "France"))));
  require_valid(replay_yaml(
      pirates_position(deny_duel(), kDenyShot, "Anna", "", deny_crew("A1", "{deny: shoot}"))));
}

TEST_CASE("deny-broken: deny shoot while laden", "[pirates][rule][format2][deny]") {
  const std::string header = deny_crew("A2", "{deny: {what: shoot, if: {laden: true}}}");
  require_valid(replay_yaml(pirates_position(deny_duel(), kDenyShot, "Anna", "", header)));
  pirates_illegal(pirates_position(deny_duel("{x: 400, y: 380, heading: 0, gold: [2]}"), kDenyShot,
                                   "Anna", "", header),
                  "deny-broken", 2);
}

TEST_CASE("deny-broken: deny move", "[pirates][rule][format2][deny]") {
  Ships sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  const std::string move = kAnna + "  - Anna move A1 450,380  # <-\n";
  const std::string own = edit(deny_v2(), "cargo: 4, move: L+L, x: 270",
                               "cargo: 4, move: L+L, abilities: [{deny: move}], x: 270");
  pirates_illegal(pirates_position(sea, move, "Anna", "", own), "deny-broken", 2);
  require_valid(replay_yaml(pirates_position(sea, move, "Anna", "", deny_v2())));
  require_valid(
      replay_yaml(pirates_position(sea, move, "Anna", "", deny_crew("A2", "{deny: move}"))));
}

TEST_CASE("deny-broken: deny explore", "[pirates][rule][format2][deny]") {
  Ships at = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string explore = kAnna + "  - Anna explore A1 3  # <-\n";
  pirates_illegal(pirates_position(at, explore, "Anna", "", deny_crew("A1", "{deny: explore}")),
                  "deny-broken", 2);
  require_valid(replay_yaml(
      pirates_position(at, explore, "Anna", "", deny_crew("A1", "{deny: explore}", "France"))));
}

TEST_CASE("deny: an entry qm does not apply stays unmodelled", "[pirates][format2][deny]") {
  // `deny: action` (which lines are non-free actions for a card is not said): the move is
  // listed as unchecked.
  Ships sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  const qm::Replay r = replay_yaml(pirates_position(sea, kAnna + "  - Anna move A1 450,380\n",
                                                    "Anna", "", deny_crew("A1", "{deny: action}")));
  require_valid(r);
  CHECK(report(r)["unchecked"].size() == 1);
}
