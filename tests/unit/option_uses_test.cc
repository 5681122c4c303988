// How often a game's engine consults each ruleset option as it plays, and how often the
// option's other value would have changed a check's outcome (games/option_uses.h,
// GameState::option_uses): hand-built Loot and Einauge games in which each count is known
// move by move, and simulated Einauge games scored under both readings of `scoring`.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "einauge_support.h"
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

// Four players: Dario's attack joins Carla's colour at @1, legal only if they are partners.
const char* kJoinedColour = R"(
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
  - Dario attack @1 blue-3  # Carla's colour: the Gulls'
  - Anna draw
)";

// Four players alone: Dario attacks @1 with another colour than Carla's, legal only if
// they are not partners (seated side by side, seats 3 and 4 would be).
const char* kTwoColours = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla, Dario]
moves:
  - Anna merchant m6        # @1
  - Bruno draw
  - Carla attack @1 blue-4
  - Dario attack @1 green-3
  - Anna draw
)";

// Einauge (einauge_support.h's table): Anna short of ducats for red-8 at move 13. Buys:
// blue-8, red-4, yellow-7, yellow-3; then Anna sells yellow-7 and buys red-8.
const char* const kEinaugeCardSale =
    "  - Anna buy blue-8\n  - Anna move green-3\n  - reveal red-2 yellow-7\n"
    "  - Bruno buy red-4\n  - Bruno move purple-2\n  - reveal yellow-3 blue-7\n"
    "  - Anna buy yellow-7\n  - Anna move red-2\n  - reveal red-8 green-8\n"
    "  - Bruno buy yellow-3\n  - Bruno move green-6\n  - reveal purple-8 red-7\n"
    "  - Anna sell yellow-7\n  - Anna buy red-8\n";

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
    // The admiral on the partner's merchant (alone, Bruno could not) and Carla's attack
    // (the same alone or in a team).
    CHECK(uses.at("partnership").consulted == 2);
    CHECK(uses.at("partnership").changed == 1);
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
      CHECK(uses.at("partnership").consulted == 2);  // Anna's admiral on her own merchant
      CHECK(uses.at("partnership").changed == 0);
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

TEST_CASE("Loot counts partnership at each attack, captain and admiral played",
          "[option][partnership]") {
  SECTION("partners joining one colour: alone, the second would be refused") {
    const qm::Replay r = replay_yaml(kJoinedColour);
    require_valid(r);
    const auto uses = uses_of(r);
    CHECK(uses.at("partnership").consulted == 2);
    CHECK(uses.at("partnership").changed == 1);
  }
  SECTION("two colours by neighbours playing alone: partners would be refused the second") {
    const qm::Replay r = replay_yaml(kTwoColours);
    require_valid(r);
    const auto uses = uses_of(r);
    CHECK(uses.at("partnership").consulted == 2);
    CHECK(uses.at("partnership").changed == 1);
  }
  SECTION("three players: no partnership seats them, so the option is not consulted") {
    const qm::Replay r = replay_yaml(R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m6
  - Bruno attack @1 blue-4
  - Carla attack @1 green-3
)");
    require_valid(r);
    CHECK(uses_of(r).at("partnership").consulted == 0);
  }
}

TEST_CASE("Einauge counts the card table at each card bought or sold, scoring at the end",
          "[option][einauge]") {
  const qm::Replay r = replay_yaml(qmtest::einauge_record(kEinaugeCardSale));
  require_valid(r);
  const auto uses = uses_of(r);
  // Five cards bought and one sold: six times a column gained or lost a card's treasure.
  CHECK(uses.at("cards").consulted == 6);
  CHECK_FALSE(uses.at("cards").changed.has_value());  // its other tables are many
  CHECK(uses.at("selling").consulted == 1);
  CHECK(uses.at("vessel_cost").consulted == 0);
  // The game is not over: nothing scored yet.
  CHECK(uses.at("scoring").consulted == 0);
  CHECK(uses.at("scoring").changed == 0);
}

TEST_CASE(
    "Einauge counts scoring once a game is over, changed when the other reading names "
    "other winners",
    "[option][einauge][scoring]") {
  // Whole games replayed under each reading: the count under one is whether the winners
  // under the other differ, as the other ruleset's own replay of the same moves says.
  const qm::einauge::Options options = qmtest::einauge_options("einauge/standard");
  int changed = 0, same = 0;
  uint64_t seed = 1;
  for (int game = 0; game < 30; ++game, ++seed) {
    const qmtest::EinaugeSimGame g = qmtest::finished_game(options, 2, seed);
    seed = g.seed;
    const qm::Replay chests = replay_yaml(qmtest::sim_record(g, g.moves, "einauge/standard"));
    const qm::Replay colours = replay_yaml(qmtest::sim_record(g, g.moves, "einauge/colours"));
    require_valid(chests);
    require_valid(colours);
    const bool differ = chests.state->outcome().winners != colours.state->outcome().winners;
    for (const qm::Replay* r : {&chests, &colours}) {
      const qm::OptionUse scoring = uses_of(*r).at("scoring");
      CHECK(scoring.consulted == 1);
      CHECK(scoring.changed == (differ ? 1 : 0));
    }
    (differ ? changed : same) += 1;
  }
  CHECK(changed > 0);
  CHECK(same > 0);
}
