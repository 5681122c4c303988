// How often a game's engine consults each ruleset option as it plays, and how often the
// option's other value would have changed a check's outcome (games/option_uses.h,
// GameState::option_uses): hand-built Loot games in which each count is known move by move.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "games/option_uses.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The game's counts at the end of the replay, by option.
std::map<std::string, qm::OptionUse> uses_of(const qm::Replay& replay) {
  REQUIRE(replay.state);
  std::map<std::string, qm::OptionUse> out;
  for (const qm::OptionUse& use : replay.state->option_uses()) out[use.option] = use;
  return out;
}

// A partnership game in which Bruno puts the admiral on his partner's merchant that nobody
// attacks (move 2), then the Gulls attack it and the Sharks capture it at Anna's turn.
const char* kUnattackedAdmiral = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna merchant m6        # @1
  - Bruno admiral @1        # nobody attacks @1
  - Carla attack @1 blue-4
  - Dario draw
  - Anna draw               # the Sharks capture @1
)";

// The same table, but the admiral comes after Carla's attack.
const char* kAttackedAdmiral = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna merchant m6        # @1
  - Bruno draw
  - Carla attack @1 blue-4
  - Dario draw
  - Anna admiral @1         # the Gulls attack @1
)";

}  // namespace

TEST_CASE("option counts: each check counts, and whether the other value changes it") {
  qm::OptionCounts<2> counts;
  counts.count(0, true);
  counts.count(0, false);
  counts.count(1);
  const std::vector<qm::OptionUse> uses = counts.uses({"first", "second"}, {true, false});
  REQUIRE(uses.size() == 2);
  CHECK(uses[0].option == "first");
  CHECK(uses[0].consulted == 2);
  CHECK(uses[0].changed == 1);
  CHECK(uses[1].option == "second");
  CHECK(uses[1].consulted == 1);
  CHECK_FALSE(uses[1].changed.has_value());  // not known: never a wrong zero
}

TEST_CASE("Loot counts admiral_needs_attack at each admiral played, and when it decides",
          "[option][admiral_needs_attack]") {
  SECTION("an admiral on a merchant nobody attacks: admiral_needs_attack would refuse it") {
    const qm::Replay r = replay_yaml(kUnattackedAdmiral);
    require_valid(r);
    const auto uses = uses_of(r);
    CHECK(uses.at("admiral_needs_attack").consulted == 1);
    CHECK(uses.at("admiral_needs_attack").changed == 1);
    // The capture checks of the Gulls at move 3 (they lead nothing) and of the Sharks at
    // move 5 (they lead @1 and played on it since their last check): the scope decides none.
    CHECK(uses.at("capture_scope").consulted == 2);
    CHECK(uses.at("capture_scope").changed == 0);
    // The turn passing to Bruno (twice) and to Dario, second partners whose first partner
    // still plays: the check is not theirs under either reading.
    CHECK(uses.at("capture_check_seat").consulted == 3);
    CHECK(uses.at("capture_check_seat").changed == 0);
    // No captain played, the game not over.
    CHECK(uses.at("captain_on_partner_ship").consulted == 0);
    CHECK(uses.at("end_resolves_captures").consulted == 0);
    CHECK(uses.count("partnership") == 0);  // not counted: it makes the teams
  }
  SECTION("an admiral on an attacked merchant: either value allows it") {
    TempDir dir;
    const std::string ruleset = dir.write(
        "admiral.yaml",
        "game: loot\nextends: loot/partnership\noptions:\n  admiral_needs_attack: true\n");
    for (const std::string& under : {std::string("loot/partnership"), ruleset}) {
      INFO(under);
      const qm::Replay r = replay_under(kAttackedAdmiral, under);
      require_valid(r);
      const auto uses = uses_of(r);
      CHECK(uses.at("admiral_needs_attack").consulted == 1);
      CHECK(uses.at("admiral_needs_attack").changed == 0);
    }
  }
  SECTION("a move the option refuses is not counted") {
    TempDir dir;
    const std::string ruleset = dir.write(
        "admiral.yaml",
        "game: loot\nextends: loot/partnership\noptions:\n  admiral_needs_attack: true\n");
    const qm::Replay r = replay_under(kUnattackedAdmiral, ruleset);
    require_illegal(r, "admiral-needs-attack", 2, line_of(kUnattackedAdmiral, "Bruno admiral"));
    CHECK(uses_of(r).at("admiral_needs_attack").consulted == 0);
  }
}
