// Hidden information (docs/rules-loot.md, "Consistency of a record" and "Score bounds"): the
// engine counts every copy of every card across the hands it knows and the cards it has
// not seen; a record that is consistent with some deal is accepted, one that needs a card
// that cannot exist is not; a finished record whose hands are not all revealed gets score
// bounds.
#include <algorithm>
#include <catch2/catch.hpp>

#include "test_support.h"

using namespace qmtest;

TEST_CASE("hidden information: the one admiral, played from an unseen hand, cannot be played again",
          "[hidden][card-not-held]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-2
  - Anna admiral @1         # from Anna's unseen hand: so it was the admiral
  - Bruno merchant m4       # @2
  - Anna attack @2 blue-1   # (Anna captures @1 first)
  - Bruno admiral @2        # his own merchant, but there is only one admiral
)";
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "card-not-held", 6, line_of(yaml, "Bruno admiral"));
  CHECK(r.violation->player == "Bruno");
  CHECK(contains_nocase(r.violation->message, "admiral"));

  SECTION("without Anna's admiral, Bruno's is fine") {
    std::string fine = std::string(yaml);
    fine.replace(fine.find("  - Anna admiral @1"), std::string("  - Anna admiral @1").size(),
                 "  - Anna attack @1 blue-3 ");
    require_valid(replay_yaml(fine));
  }
}

TEST_CASE("hidden information: copies are counted over every hand", "[hidden][card-not-held]") {
  // Five m2 exist. Anna plays three and Bruno two, all from unseen hands; a sixth cannot be.
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m2        # @1
  - Bruno merchant m2       # @2
  - Carla draw
  - Anna merchant m2        # @3
  - Bruno merchant m2       # @4
  - Carla draw
  - Anna merchant m2        # @5: the fifth m2
  - Bruno draw
  - Carla merchant m2       # a sixth m2
)";
  require_illegal(replay_yaml(yaml), "card-not-held", 9, line_of(yaml, "a sixth m2"));

  SECTION("a card dealt to another player is not in an unseen hand") {
    const char* dealt = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Bruno: [m8, m3, gold-3, gold-4, purple-2, green-captain]
moves:
  - Anna merchant m8        # Bruno holds the only m8
)";
    require_illegal(replay_yaml(dealt), "card-not-held", 1, line_of(dealt, "Anna merchant"));
  }
}

TEST_CASE("hidden information: a named draw needs an unseen copy", "[hidden][draw-mismatch]") {
  SECTION("the admiral has been played") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-2
  - Anna admiral @1
  - Bruno draw admiral      # no admiral can be left in the pile
)";
    qm::Replay r = replay_yaml(yaml);
    require_illegal(r, "draw-mismatch", 4, line_of(yaml, "Bruno draw admiral"));
  }
  SECTION("the m8 was dealt to Anna") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m8, m2, blue-2, blue-4, admiral, green-1]
moves:
  - Anna draw
  - Bruno draw m8           # the only m8 is in Anna's hand
)";
    require_illegal(replay_yaml(yaml), "draw-mismatch", 2, line_of(yaml, "Bruno draw m8"));
  }
  SECTION("a named draw of an unseen card makes it known") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
moves:
  - Anna draw m8            # the only m8: now known in Anna's hand
  - Bruno merchant m8       # Bruno cannot hold it
)";
    qm::Replay r = replay_yaml(yaml);
    require_illegal(r, "card-not-held", 2, line_of(yaml, "Bruno merchant m8"));
    qm::ReplayOptions one;
    one.stop_after = 1;
    qm::Json anna = replay_yaml(yaml, one).match->table()["hands"][0];
    CHECK(anna["size"] == 7);
    CHECK(anna["unknown"] == 0);
  }
}

TEST_CASE("hidden information: a card in the record's draw pile is in nobody's hand",
          "[hidden][card-not-held][draw-mismatch]") {
  // The whole pile is given, with the only m8 on top: the unseen hands cannot hold it.
  std::string yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
)" + deck_field(2, {"blue-1", "m8"}) +
                     R"(moves:
  - Anna merchant m8        # the m8 is still in the pile
)";
  require_illegal(replay_yaml(yaml), "card-not-held", 1, line_of(yaml, "Anna merchant m8"));

  SECTION("once drawn, it is held") {
    std::string drawn = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
)" + deck_field(2, {"blue-1", "m8"}) +
                        R"(moves:
  - Anna draw               # blue-1
  - Bruno draw              # m8
  - Anna merchant m8        # not Anna's
)";
    require_illegal(replay_yaml(drawn), "card-not-held", 3, line_of(drawn, "Anna merchant m8"));
    // (deck_field puts every merchant in the pile; the unseen hands hold gold pirates and
    // the admiral.) Both blue-1 are seen: Anna's, and one deep in the pile.
    std::string after = drawn.substr(0, drawn.find("  - Anna merchant m8")) +
                        "  - Anna draw\n"
                        "  - Bruno merchant m8       # @1, his now\n"
                        "  - Anna attack @1 gold-3   # from her unseen hand\n";
    require_valid(replay_yaml(after));
    std::string blue = after + "  - Bruno attack @1 blue-1  # no blue-1 is unseen\n";
    require_illegal(replay_yaml(blue), "card-not-held", 6, line_of(blue, "no blue-1"));
  }
}

// ---------------------------------------------------------------------------------------
// Score bounds
// ---------------------------------------------------------------------------------------

namespace {

// The five-player game of test_support.h (Anna plays nine merchants, captures 19 gold and
// ends with an empty hand), with Carla, Dario and Elena each dealt six known pirate ships.
// At the end the unseen cards are 51: Bruno's 18 (6 dealt + 12 drawn) and 11 drawn by each
// of the others. Among them: 16 merchants (m3 x2, m4 x5, m5 x5, m6 x2, m7, m8: 78 gold)
// and 35 other cards.
std::string dealt_game(const std::string& tail) {
  return R"(format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla, Dario, Elena]
deal:
  Carla: [blue-1, blue-1, blue-2, blue-2, blue-2, blue-2]
  Dario: [green-1, green-1, green-2, green-2, green-2, green-2]
  Elena: [purple-1, purple-1, purple-2, purple-2, purple-2, purple-2]
moves:
)" + five_players_to_last_card().play("draw").yaml() +
         tail;
}

// Dario and Elena reveal their six dealt cards and 11 more pirate ships each.
const char* kDarioElena = R"(hands:
  Dario: [green-1, green-1, green-2, green-2, green-2, green-2,
          green-3, green-3, green-3, green-3, green-4, green-4, gold-1, gold-1, gold-2, gold-2, gold-2]
  Elena: [purple-1, purple-1, purple-2, purple-2, purple-2, purple-2,
          purple-3, purple-3, purple-3, purple-3, purple-4, purple-4, gold-3, gold-3, gold-3, gold-3, gold-4]
)";

qm::Json bounds(long long lo, long long hi) { return qm::Json::array({lo, hi}); }

}  // namespace

TEST_CASE("score_bounds: no hand revealed", "[hidden][score_bounds]") {
  qm::Replay r = replay_yaml(dealt_game(""));
  require_valid(r);
  qm::Json j = qmtest::report(r);
  CHECK(j["finished"] == true);
  CHECK(j["complete"] == false);
  // Anna holds nothing: 19. Bruno, 18 unseen cards: at worst the 16 merchants left (78),
  // at best none, since 35 other cards are unseen. Carla, Dario, Elena, 11 unseen cards
  // each: at worst the 11 highest merchants, 8+7+6+6+5*5+4+4 = 60; at best none.
  qm::Json expected = {{"Anna", bounds(19, 19)},
                       {"Bruno", bounds(-78, 0)},
                       {"Carla", bounds(-60, 0)},
                       {"Dario", bounds(-60, 0)},
                       {"Elena", bounds(-60, 0)}};
  CHECK(j["score_bounds"] == expected);
  // The scores the record proves: captured gold less the merchants known to be in hand.
  CHECK(j["scores"] ==
        qm::Json{{"Anna", 19}, {"Bruno", 0}, {"Carla", 0}, {"Dario", 0}, {"Elena", 0}});
  // Anna wins whatever the hidden cards are.
  CHECK(j["winners"] == qm::Json::array({"Anna"}));
}

TEST_CASE("score_bounds: two hands revealed leave fewer other cards unseen",
          "[hidden][score_bounds]") {
  qm::Replay r = replay_yaml(dealt_game(kDarioElena));
  require_valid(r);
  qm::Json j = qmtest::report(r);
  CHECK(j["complete"] == false);
  // Now 29 cards are unseen: the 16 merchants and 13 others. Bruno's 18 must include at
  // least 18 - 13 = 5 merchants: at best the five lowest, m3 m3 m4 m4 m4 = 18.
  qm::Json expected = {{"Anna", bounds(19, 19)},
                       {"Bruno", bounds(-78, -18)},
                       {"Carla", bounds(-60, 0)},
                       {"Dario", bounds(0, 0)},
                       {"Elena", bounds(0, 0)}};
  CHECK(j["score_bounds"] == expected);
  // The key order of the report: score_bounds between scores and winners.
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
  auto at = [&](const std::string& k) {
    return std::find(keys.begin(), keys.end(), k) - keys.begin();
  };
  CHECK(at("score_bounds") == at("scores") + 1);
  CHECK(at("winners") == at("score_bounds") + 1);

  SECTION("a claimed result within the bounds is accepted") {
    require_valid(replay_yaml(
        dealt_game(std::string(kDarioElena) +
                   "result: {Anna: 19, Bruno: -30, Carla: -10, Dario: 0, Elena: 0}\n")));
    require_valid(replay_yaml(
        dealt_game(std::string(kDarioElena) +
                   "result: {Anna: 19, Bruno: -18, Carla: -60, Dario: 0, Elena: 0}\n")));
  }
  SECTION("a claimed result outside the bounds is result-mismatch") {
    // Bruno cannot have fewer than 18 gold of merchants left in hand.
    require_illegal(
        replay_yaml(dealt_game(std::string(kDarioElena) +
                               "result: {Anna: 19, Bruno: -10, Carla: 0, Dario: 0, Elena: 0}\n")),
        "result-mismatch", 0, 0);
    require_illegal(
        replay_yaml(dealt_game(std::string(kDarioElena) +
                               "result: {Anna: 19, Bruno: -30, Carla: -61, Dario: 0, Elena: 0}\n")),
        "result-mismatch", 0, 0);
  }
}

TEST_CASE("score_bounds: every hand revealed makes the scores complete", "[hidden][score_bounds]") {
  std::string hands = std::string(kDarioElena) + R"(  Anna: []
  Bruno: [m3, m3, m4, m4, m4, m4, m4, m5, m5, m5, m5, m5, m6, m6, m7, m8, gold-2, gold-4]
  Carla: [blue-1, blue-1, blue-2, blue-2, blue-2, blue-2, blue-3, blue-3, blue-3, blue-3,
          blue-4, blue-4, blue-captain, green-captain, purple-captain, gold-captain, admiral]
result: {Anna: 19, Bruno: -78, Carla: 0, Dario: 0, Elena: 0}
)";
  qm::Replay r = replay_yaml(dealt_game(hands));
  require_valid(r);
  qm::Json j = qmtest::report(r);
  CHECK(j["complete"] == true);
  CHECK_FALSE(j.contains("score_bounds"));
  CHECK(j["scores"] ==
        qm::Json{{"Anna", 19}, {"Bruno", -78}, {"Carla", 0}, {"Dario", 0}, {"Elena", 0}});
  CHECK(j["winners"] == qm::Json::array({"Anna"}));
}

TEST_CASE("hand-mismatch: revealed hands against what the record allows",
          "[hidden][hand-mismatch]") {
  SECTION("consistent hands are accepted") { require_valid(replay_yaml(dealt_game(kDarioElena))); }
  SECTION("a revealed hand without a card known to be in it") {
    // Dario shows a gold-3 where the record knows he kept his dealt green-1.
    std::string hands = R"(hands:
  Dario: [gold-3, green-1, green-2, green-2, green-2, green-2,
          green-3, green-3, green-3, green-3, green-4, green-4, gold-1, gold-1, gold-2, gold-2, gold-2]
)";
    require_illegal(replay_yaml(dealt_game(hands)), "hand-mismatch", 0, 0);
  }
  SECTION("two revealed hands share a card that exists once") {
    // Dario and Elena each show the only m8 among the cards they drew.
    std::string dario_only = R"(hands:
  Dario: [green-1, green-1, green-2, green-2, green-2, green-2, m8, green-3, green-3, green-3, green-3,
          green-4, green-4, gold-1, gold-1, gold-2, gold-2]
  Elena: [purple-1, purple-1, purple-2, purple-2, purple-2, purple-2, m8, purple-3, purple-3, purple-3,
          purple-3, purple-4, purple-4, gold-3, gold-3, gold-3, gold-3]
)";
    qm::Replay r = replay_yaml(dealt_game(dario_only));
    require_illegal(r, "hand-mismatch", 0, 0);
    CHECK(contains_nocase(r.violation->message, "m8"));
  }
  SECTION("a revealed hand with the wrong number of cards") {
    std::string hands = R"(hands:
  Anna: [m4]
)";
    require_illegal(replay_yaml(dealt_game(hands)), "hand-mismatch", 0, 0);
  }
  SECTION("a hand revealing a card already played") {
    // Anna played all five m2; Bruno cannot show one.
    std::string hands = R"(hands:
  Bruno: [m2, m3, m4, m4, m4, m4, m4, m5, m5, m5, m5, m5, m6, m6, m7, m8, gold-2, gold-4]
)";
    require_illegal(replay_yaml(dealt_game(hands)), "hand-mismatch", 0, 0);
  }
}

TEST_CASE("hidden information: the table shows known cards and unseen counts", "[hidden]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
moves:
  - Anna merchant m5        # @1
  - Bruno draw
  - Anna draw
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  qm::Json hands = r.match->table()["hands"];
  CHECK(hands[0]["known"] == qm::Json::array({"m2", "blue-2", "blue-4", "green-1", "admiral"}));
  CHECK(hands[0]["unknown"] == 1);
  CHECK(hands[0]["size"] == 6);
  CHECK(hands[1]["known"].empty());
  CHECK(hands[1]["unknown"] == 7);
  CHECK(r.match->table()["deck"] == 64);
}

// A bug found by the property test: the open score reported in `scores` was the gold
// captured less the merchants *known* to be in hand, although the card counting forces
// more: here Bruno and Carla hold 6 and 6 unknown cards while the unseen pool has only 2
// cards that are not merchants, so their `scores` fell outside their own `score_bounds`.
TEST_CASE("score_bounds: an open score is reported inside its bounds when merchants are forced",
          "[hidden][score_bounds]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
deck: [m4, m4, m4, m4, m4, m5, m5, m5, m5, m5, m6, m6, m7, m8, blue-2, blue-2, blue-2, blue-2, blue-3, blue-3, blue-3, blue-3, blue-4, blue-4, green-2, green-2, green-2, green-2, green-3, green-3, green-3, green-3, green-4, green-4, purple-2, purple-2, purple-2, purple-2, purple-3, purple-3, purple-3, purple-3, purple-4, purple-4, gold-1, gold-2, gold-2, gold-2, gold-2, gold-3, gold-3, gold-3, gold-3, gold-4, gold-4, blue-captain, green-captain, purple-captain, gold-captain, admiral]
moves: [Anna draw, Bruno draw, Carla draw, Anna merchant m4, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna merchant m5, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna merchant m6, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna draw, Bruno draw, Carla draw, Anna discard blue-1, Bruno merchant m4, Carla merchant m4, Anna attack @4 blue-1, Bruno merchant m4, Carla merchant m4, Anna attack @6 blue-2, Bruno merchant m5, Carla merchant m5, Anna attack @8 blue-3, Bruno merchant m5, Carla merchant m5, Anna attack @10 blue-3, Bruno merchant m6, Carla merchant m7, Anna attack @12 green-1, Bruno merchant m8, Carla discard blue-2, Anna attack @14 green-1, Bruno discard blue-2, Carla discard blue-2, Anna discard green-2, Bruno discard blue-3, Carla discard blue-3, Anna discard green-2, Bruno discard blue-4, Carla discard blue-4, Anna discard green-3, Bruno discard green-2, Carla discard green-2, Anna discard green-4, Bruno discard green-3, Carla discard green-3, Anna discard purple-1, Bruno discard green-3, Carla discard green-4, Anna discard purple-1, Bruno discard purple-2, Carla discard purple-2, Anna discard purple-2, Bruno discard purple-2, Carla discard purple-3, Anna discard purple-3, Bruno discard purple-3, Carla discard purple-3, Anna discard purple-4, Bruno discard purple-4, Carla discard gold-1, Anna discard gold-2, Bruno discard gold-2, Carla discard gold-2, Anna discard gold-2, Bruno discard gold-3, Carla discard gold-3, Anna discard gold-3, Bruno discard gold-3, Carla discard gold-4, Anna discard gold-4, Bruno discard blue-captain, Carla discard green-captain, Anna discard purple-captain]
)";
  qm::Replay r = qmtest::replay_yaml(yaml);
  qmtest::require_valid(r);
  qm::Json j = qmtest::report(r);
  REQUIRE(j["complete"] == false);
  CHECK(j["score_bounds"]["Bruno"] == qm::Json::array({-18, -10}));
  CHECK(j["score_bounds"]["Carla"] == qm::Json::array({7, 15}));
  for (const char* side : {"Anna", "Bruno", "Carla"}) {
    INFO(side);
    CHECK(j["scores"][side] >= j["score_bounds"][side][0]);
    CHECK(j["scores"][side] <= j["score_bounds"][side][1]);
  }
  CHECK(j["winners"] == qm::Json::array({"Anna"}));
}
