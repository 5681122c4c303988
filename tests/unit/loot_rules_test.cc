// Every rule id of docs/rules-loot.md: a record where the rule is exercised and respected (valid)
// and one where it is broken (illegal, with the rule id, the move number and the line).
// Each TEST_CASE is named after its rule id, so `grep -n 'attack-colour-taken' ` finds its
// tests. Then the mechanics of captures, the order in which violations are reported when
// one move breaks several rules, and the notation (`Owner.mV`, map-form moves, case).
#include <algorithm>
#include <catch2/catch.hpp>

#include "replay/present.h"
#include "test_support.h"

using namespace qmtest;
using qm::Status;

namespace {

// A record's moves after 66 unseen draws by Anna and Bruno: with two players the draw pile
// holds 78 - 2*6 = 66 cards, so after these the pile is empty and each holds 39 cards (the
// game goes on: nobody's hand is empty). Move 67 is Anna's.
std::string two_players_pile_out(const std::string& after) {
  return R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
)" + Moves({"Anna", "Bruno"}).draws(66).yaml() +
         after;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// capture
// ---------------------------------------------------------------------------------------

TEST_CASE("capture: the format page's example: the admiral wins @1 for its owner",
          "[rule][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna attack @1 blue-4   # Anna now leads @1 with 4 against 3
  - Bruno attack @1 gold-4  # gold 7 against blue 4
  - Anna admiral @1         # the last captain or admiral leads
  - Bruno draw              # start of Anna's next turn: she captures @1 (5 gold)
  - Anna draw
result: {Anna: 5, Bruno: 0}
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"7:@1>Anna"});
  CHECK(score_of(r, "Anna") == 5);
  CHECK(score_of(r, "Bruno") == 0);
  qm::Json c = qmtest::report(r)["captures"][0];
  CHECK(c["move"] == 7);
  CHECK(c["merchant"] == "@1");
  CHECK(c["value"] == 5);
  CHECK(c["owner"] == "Anna");
  CHECK(c["by"] == "Anna");
}

TEST_CASE("capture: a claimed capture on a tie at the highest strength is result-mismatch",
          "[rule][capture][result-mismatch]") {
  // Gold 3 against blue 3: nobody leads @1, so nobody captures it; the table claims Bruno
  // took it.
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Carla attack @1 blue-3  # gold 3 against blue 3: a tie, nobody leads
  - Anna draw
  - Bruno draw              # no capture for Bruno: the tie holds
  - Carla draw
result: {Anna: 0, Bruno: 5, Carla: 0}
)";
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "result-mismatch", 0, 0);
  CHECK(captures_of(r).empty());
  qm::Json v = qmtest::report(r)["violation"];
  CHECK(v["move"].is_null());
  CHECK(v["line"].is_null());
}

TEST_CASE("capture: an unopposed merchant is captured by its owner at their next turn",
          "[rule][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1: nobody attacks it
  - Bruno draw
  - Anna draw               # before this move Anna captures @1
result: {Anna: 5, Bruno: 0}
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"3:@1>Anna"});
  CHECK(score_of(r, "Anna") == 5);
}

TEST_CASE("capture: the strictly strongest attacker captures at the start of their turn",
          "[rule][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3  # Bruno leads with 3
  - Anna draw               # Anna's turn: she does not lead, no capture
  - Bruno draw              # before this move Bruno captures @1
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"4:@1>Bruno"});
  CHECK(score_of(r, "Bruno") == 5);
  CHECK(score_of(r, "Anna") == 0);
  qm::Json c = qmtest::report(r)["captures"][0];
  CHECK(c["owner"] == "Anna");
  CHECK(c["by"] == "Bruno");
}

TEST_CASE("capture: on a tie for the highest strength the merchant stays at sea",
          "[rule][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Carla attack @1 blue-3  # 3 against 3
  - Anna draw
  - Bruno draw
  - Carla draw
  - Anna draw
result: {Anna: 0, Bruno: 0, Carla: 0}
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r).empty());
  qm::Json table = r.match->table();
  REQUIRE(table["at_sea"].size() == 1);
  CHECK(table["at_sea"][0]["merchant"] == "@1");
  CHECK(table["at_sea"][0]["leader"].is_null());
  // Nobody has scored: a shared win of all three.
  CHECK(qmtest::report(r)["winners"] == qm::Json::array({"Anna", "Bruno", "Carla"}));

  SECTION("a third attacker stronger than both leads and captures") {
    std::string more = std::string(yaml).substr(0, std::string(yaml).find("result:")) +
                       "  - Bruno draw\n"
                       "  - Carla attack @1 blue-1   # blue 4 against gold 3\n"
                       "  - Anna draw\n"
                       "  - Bruno draw\n"
                       "  - Carla draw               # Carla captures @1 first\n";
    qm::Replay r2 = replay_yaml(more);
    require_valid(r2);
    CHECK(captures_of(r2) == std::vector<std::string>{"12:@1>Carla"});
  }
}

TEST_CASE("capture: the last captain leads even against stronger ships", "[rule][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 blue-1
  - Carla attack @1 gold-4  # Carla leads, 4 against 1
  - Anna draw
  - Bruno captain @1        # blue captain: Bruno leads with 1 against 4
  - Carla attack @1 gold-4  # gold 8 against blue 1: the captain still decides
  - Anna draw
  - Bruno draw              # before this move Bruno captures @1
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"8:@1>Bruno"});

  SECTION("a later captain takes the lead from an earlier one") {
    const char* later = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 blue-1
  - Carla attack @1 gold-4
  - Anna draw
  - Bruno captain @1        # Bruno leads
  - Carla captain @1        # gold captain, the last one: Carla leads
  - Anna draw
  - Bruno draw              # Bruno does not lead: no capture
  - Carla draw              # before this move Carla captures @1
)";
    qm::Replay r2 = replay_yaml(later);
    require_valid(r2);
    CHECK(captures_of(r2) == std::vector<std::string>{"9:@1>Carla"});
  }
}

TEST_CASE("capture: the admiral counts for the merchant's owner", "[rule][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-4  # Bruno leads
  - Anna admiral @1         # the owner's admiral: Anna leads, no pirate of hers needed
  - Bruno attack @1 gold-4  # gold 8: the admiral still decides
  - Anna draw               # before this move Anna captures @1
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"5:@1>Anna"});
  CHECK(score_of(r, "Anna") == 5);

  SECTION("a captain played after the admiral takes the lead back") {
    const char* captain = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-4
  - Anna admiral @1
  - Bruno captain @1        # the last captain or admiral: Bruno's gold captain
  - Anna draw               # Anna does not lead
  - Bruno draw              # before this move Bruno captures @1
)";
    qm::Replay r2 = replay_yaml(captain);
    require_valid(r2);
    CHECK(captures_of(r2) == std::vector<std::string>{"6:@1>Bruno"});
  }
}

TEST_CASE("capture: captures happen at the start of the leader's turn, before its move",
          "[rule][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m4        # @1
  - Bruno merchant m3       # @2
  - Carla attack @1 green-2 # Carla leads @1
  - Anna attack @2 blue-1   # Anna leads @2
  - Bruno draw              # Bruno leads nothing
  - Carla draw              # before move 6: Carla captures @1
  - Anna draw               # before move 7: Anna captures @2
)";
  qm::Replay full = replay_yaml(yaml);
  require_valid(full);
  CHECK(captures_of(full) == std::vector<std::string>{"6:@1>Carla", "7:@2>Anna"});

  // After move 5 both are still at sea, and Carla's check is the next one.
  qm::ReplayOptions at5;
  at5.stop_after = 5;
  qm::Replay r5 = replay_yaml(yaml, at5);
  require_valid(r5);
  qm::Json t5 = r5.match->table();
  CHECK(t5["at_sea"].size() == 2);
  CHECK(t5["capture_checks_next"] == qm::Json::array({"Carla"}));
  CHECK(t5["at_sea"][0]["leader"] == "Carla");

  // After move 6, Carla has @1 and Anna's capture of @2 is still to come.
  qm::ReplayOptions at6;
  at6.stop_after = 6;
  qm::Replay r6 = replay_yaml(yaml, at6);
  qm::Json t6 = r6.match->table();
  REQUIRE(t6["at_sea"].size() == 1);
  CHECK(t6["at_sea"][0]["merchant"] == "@2");
  CHECK(captures_of(r6) == std::vector<std::string>{"6:@1>Carla"});
}

// ---------------------------------------------------------------------------------------
// one-action
// ---------------------------------------------------------------------------------------

TEST_CASE("one-action: every turn takes exactly one action", "[rule][one-action]") {
  // Each turn is one action. Anna plays out her dealt hand; once it is empty (the pile is
  // not) her one action is to draw.
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
moves:
  - Anna merchant m5        # @1
  - Bruno merchant m3       # @2
  - Anna attack @2 blue-2   # (Anna captures @1 first)
  - Bruno attack @2 gold-3
  - Anna attack @2 blue-4   # blue 6 against gold 3
  - Bruno captain @2        # gold captain
  - Anna merchant m2        # @3
  - Bruno attack @3 gold-1  # (Bruno captures @2 first)
  - Anna admiral @3
  - Bruno merchant m4       # @4
  - Anna attack @4 green-1  # (Anna captures @3 first); her hand is now empty
  - Bruno draw
  - Anna draw               # (Anna captures @4 first); an empty hand draws
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) ==
        std::vector<std::string>{"3:@1>Anna", "8:@2>Bruno", "11:@3>Anna", "13:@4>Anna"});

  SECTION("with an empty hand there is nothing to play but a draw") {
    std::string empty = std::string(yaml).substr(0, std::string(yaml).find("  - Anna draw"));
    empty += "  - Anna merchant m4        # her hand is empty\n";
    require_illegal(replay_yaml(empty), "card-not-held", 13, line_of(empty, "her hand is empty"));
  }
}

TEST_CASE("one-action: passing is not an action", "[rule][one-action]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno draw
  - Anna pass               # a turn must take one action
  - Bruno draw
)";
  require_illegal(replay_yaml(yaml), "one-action", 3, line_of(yaml, "Anna pass"));

  SECTION("also as the very first move") {
    const char* first = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna pass
)";
    require_illegal(replay_yaml(first), "one-action", 1, 6);
  }
}

// ---------------------------------------------------------------------------------------
// draw-empty-deck
// ---------------------------------------------------------------------------------------

TEST_CASE("draw-empty-deck: the last card may be drawn, then cards are played",
          "[rule][draw-empty-deck]") {
  // Bruno's 66th draw takes the last card; Anna then discards instead of drawing.
  std::string yaml = two_players_pile_out("  - Anna discard blue-1\n  - Bruno merchant m4\n");
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  qm::Json table = r.match->table();
  CHECK(table["deck"] == 0);
  CHECK(table["game_over"] == false);
  CHECK(qmtest::report(r)["finished"] == false);
}

TEST_CASE("draw-empty-deck: drawing from the empty pile", "[rule][draw-empty-deck]") {
  std::string yaml = two_players_pile_out("  - Anna draw               # the pile is empty\n");
  require_illegal(replay_yaml(yaml), "draw-empty-deck", 67, line_of(yaml, "# the pile is empty"));
}

// ---------------------------------------------------------------------------------------
// attack-second-colour
// ---------------------------------------------------------------------------------------

TEST_CASE("attack-second-colour: more ships of the colour already used",
          "[rule][attack-second-colour]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna attack @1 blue-4   # Anna leads, 4 against 3
  - Bruno attack @1 gold-4  # gold again: allowed; gold 7 against blue 4
  - Anna attack @1 blue-2   # blue again: allowed; 6 against 7
  - Bruno merchant m3       # @2 (Bruno captures @1 first)
  - Anna attack @2 green-1
  - Bruno attack @2 purple-2  # another merchant: any colour again
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"6:@1>Bruno"});
  qm::Json at2 = r.match->table()["at_sea"][0];
  CHECK(at2["merchant"] == "@2");
  CHECK(at2["attackers"].size() == 2);
}

TEST_CASE("attack-second-colour: a second colour at the same merchant",
          "[rule][attack-second-colour]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna attack @1 blue-4   # Anna leads, so Bruno does not capture @1
  - Bruno attack @1 purple-2  # Bruno attacks @1 with gold already
)";
  require_illegal(replay_yaml(yaml), "attack-second-colour", 4, line_of(yaml, "purple-2  #"));
}

// ---------------------------------------------------------------------------------------
// attack-colour-taken
// ---------------------------------------------------------------------------------------

TEST_CASE("attack-colour-taken: other colours, and the owner on their own merchant",
          "[rule][attack-colour-taken]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 blue-2
  - Carla attack @1 green-3 # a colour nobody uses at @1
  - Anna attack @1 purple-4 # the owner attacks her own merchant: allowed
  - Bruno attack @1 blue-3  # his own colour
)";
  require_valid(replay_yaml(yaml));
}

TEST_CASE("attack-colour-taken: a colour another player uses there",
          "[rule][attack-colour-taken]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 blue-2
  - Carla attack @1 blue-3  # blue is Bruno's at @1
)";
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "attack-colour-taken", 3, line_of(yaml, "Carla attack"));
  CHECK(r.violation->player == "Carla");
  CHECK(contains_nocase(r.violation->message, "blue"));
}

// ---------------------------------------------------------------------------------------
// captain-no-own-ship
// ---------------------------------------------------------------------------------------

TEST_CASE("captain-no-own-ship: a captain on the player's own ships",
          "[rule][captain-no-own-ship]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Carla attack @1 blue-4  # Carla leads, 4 against 3
  - Anna draw
  - Bruno captain @1        # the gold captain on his gold ship: Bruno leads
  - Carla captain @1 blue   # naming the colour, which matches her ships: Carla leads
  - Anna merchant m4        # @2
  - Bruno attack @2 green-1
  - Carla attack @2 purple-2  # (Carla captures @1 first)
  - Anna draw
  - Bruno captain @2 green-captain   # naming the card
)";
  require_valid(replay_yaml(yaml));
}

TEST_CASE("captain-no-own-ship: no ship of the player's at the merchant",
          "[rule][captain-no-own-ship]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Carla captain @1        # Carla has no ship at @1
)";
  require_illegal(replay_yaml(yaml), "captain-no-own-ship", 3, line_of(yaml, "Carla captain"));

  SECTION("a captain of another colour than the player's ships") {
    const char* other = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Carla attack @1 blue-4  # Carla leads, so Bruno does not capture @1
  - Anna draw
  - Bruno captain @1 blue   # Bruno's ships at @1 are gold
)";
    require_illegal(replay_yaml(other), "captain-no-own-ship", 5, line_of(other, "Bruno captain"));
  }
}

// ---------------------------------------------------------------------------------------
// admiral-not-own-merchant
// ---------------------------------------------------------------------------------------

TEST_CASE("admiral-not-own-merchant: the admiral on the player's own merchant",
          "[rule][admiral-not-own-merchant]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-2
  - Anna admiral @1         # her own merchant; no pirate of hers needed
)";
  require_valid(replay_yaml(yaml));
}

TEST_CASE("admiral-not-own-merchant: the admiral on someone else's merchant",
          "[rule][admiral-not-own-merchant]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-2
  - Anna attack @1 blue-3   # Anna leads, so Bruno does not capture @1
  - Bruno admiral @1        # @1 is Anna's
)";
  require_illegal(replay_yaml(yaml), "admiral-not-own-merchant", 4, line_of(yaml, "Bruno admiral"));
}

// ---------------------------------------------------------------------------------------
// admiral-needs-attack (option admiral_needs_attack)
// ---------------------------------------------------------------------------------------

namespace {

// In individual play an own merchant that no other player attacks is always captured at
// the start of its owner's turn, before the owner could play the admiral on it; so the
// house rule matters in partnership play, where a partner plays between two capture checks
// of the team.
const char* kAdmiralNeedsAttack = R"(
game: loot
extends: loot/partnership
description: house rule, the admiral only on an attacked merchant
options:
  admiral_needs_attack: true
)";

}  // namespace

TEST_CASE("admiral-needs-attack: the admiral on a merchant another team attacks",
          "[rule][admiral-needs-attack]") {
  TempDir dir;
  std::string ruleset = dir.write("admiral-needs-attack.yaml", record_text(kAdmiralNeedsAttack));
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna merchant m5        # @1
  - Bruno draw
  - Carla attack @1 purple-2  # the Gulls attack @1
  - Dario draw
  - Anna admiral @1
)";
  require_valid(replay_under(yaml, ruleset));
  require_valid(replay_yaml(yaml));
}

TEST_CASE("admiral-needs-attack: the admiral on a merchant nobody else attacks",
          "[rule][admiral-needs-attack]") {
  TempDir dir;
  std::string ruleset = dir.write("admiral-needs-attack.yaml", record_text(kAdmiralNeedsAttack));
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna merchant m5        # @1
  - Bruno admiral @1        # his partner's merchant, which nobody attacks
)";
  require_illegal(replay_under(yaml, ruleset), "admiral-needs-attack", 2,
                  line_of(yaml, "Bruno admiral"));
  // Under loot/partnership it is fine: the admiral on the partner's merchant.
  require_valid(replay_yaml(yaml));

  SECTION("in individual play the owner captures such a merchant first") {
    TempDir dir2;
    std::string individual = dir2.write("individual.yaml", R"(game: loot
extends: loot/standard
options: {admiral_needs_attack: true}
)");
    const char* solo = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno draw
  - Anna admiral @1         # Anna captured @1 at the start of her turn
)";
    require_illegal(replay_under(solo, individual), "target-not-at-sea", 3,
                    line_of(solo, "Anna admiral"));
  }
}

// ---------------------------------------------------------------------------------------
// discard-deck-not-empty, discard-merchant
// ---------------------------------------------------------------------------------------

TEST_CASE("discard-deck-not-empty: discarding once the pile is empty",
          "[rule][discard-deck-not-empty]") {
  std::string yaml = two_players_pile_out(
      "  - Anna discard gold-captain\n"
      "  - Bruno discard purple-3\n");
  require_valid(replay_yaml(yaml));
}

TEST_CASE("discard-deck-not-empty: discarding while the pile still has cards",
          "[rule][discard-deck-not-empty]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna draw
  - Bruno discard green-1   # 65 cards are left in the pile
)";
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "discard-deck-not-empty", 2, 7);
  CHECK(contains_nocase(r.violation->message, "65"));
}

TEST_CASE("discard-merchant: discarding a pirate ship once the pile is empty",
          "[rule][discard-merchant]") {
  std::string yaml = two_players_pile_out("  - Anna discard blue-3\n");
  require_valid(replay_yaml(yaml));
}

TEST_CASE("discard-merchant: a merchant ship is never discarded", "[rule][discard-merchant]") {
  std::string yaml = two_players_pile_out("  - Anna discard m5        # a merchant ship\n");
  require_illegal(replay_yaml(yaml), "discard-merchant", 67, line_of(yaml, "# a merchant ship"));
}

// ---------------------------------------------------------------------------------------
// game-over
// ---------------------------------------------------------------------------------------

namespace {

// The five-player game of test_support.h, ended by Bruno's draw of the last card (move 57):
// the pile is empty and Anna holds no card.
std::string five_player_game(const std::string& after = "") {
  return five_players_header() + five_players_to_last_card().play("draw").yaml() + after;
}

}  // namespace

TEST_CASE("game-over: the game ends when the pile is empty and a hand is empty",
          "[rule][game-over]") {
  qm::Replay r = replay_yaml(five_player_game());
  require_valid(r);
  qm::Json j = qmtest::report(r);
  CHECK(j["finished"] == true);
  CHECK(r.match->table()["game_over"] == true);
  CHECK(j["scores"]["Anna"] == 19);  // m2 x5 and m3 x3; her last m3 was still at sea

  SECTION("not before: with the pile out and every hand full, play goes on") {
    qm::Replay open = replay_yaml(two_players_pile_out("  - Anna discard blue-1\n"));
    require_valid(open);
    CHECK(qmtest::report(open)["finished"] == false);
  }
}

TEST_CASE("game-over: no move may follow the end", "[rule][game-over]") {
  std::string yaml = five_player_game("  - Carla discard blue-1   # after the end\n");
  require_illegal(replay_yaml(yaml), "game-over", 58, line_of(yaml, "# after the end"));
}

// ---------------------------------------------------------------------------------------
// card-not-held
// ---------------------------------------------------------------------------------------

TEST_CASE("card-not-held: cards from the dealt hand and from unseen cards",
          "[rule][card-not-held]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
moves:
  - Anna merchant m5        # dealt to her
  - Bruno merchant m8       # Bruno's hand is unseen: he may hold the m8
  - Anna attack @2 blue-4   # (Anna captures @1 first)
  - Bruno attack @2 gold-4  # a tie on his own merchant
  - Anna draw
  - Bruno draw
  - Anna merchant m7        # drawn unseen: she may hold it
)";
  require_valid(replay_yaml(yaml));
}

TEST_CASE("card-not-held: a card that is not in the player's known hand", "[rule][card-not-held]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-2  # Bruno holds gold-3 and gold-4, not gold-2
)";
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "card-not-held", 2, line_of(yaml, "Bruno attack"));
  CHECK(r.violation->player == "Bruno");
}

// ---------------------------------------------------------------------------------------
// draw-mismatch
// ---------------------------------------------------------------------------------------

TEST_CASE("draw-mismatch: named draws that match the record's draw pile", "[rule][draw-mismatch]") {
  std::string yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
)" + deck_field(2, {"m8", "gold-captain", "m7"}) +
                     R"(moves:
  - Anna draw m8            # the top card
  - Bruno draw              # unnamed: the record knows it is the gold captain
  - Anna merchant m8        # @1, the card she drew
  - Bruno draw m7
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  qm::Json hands = r.match->table()["hands"];
  CHECK(hands[1]["known"] == qm::Json::array({"m7", "gold-captain"}));
}

TEST_CASE("draw-mismatch: a named draw that is not the top of the pile", "[rule][draw-mismatch]") {
  std::string yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
)" + deck_field(2, {"m8", "gold-captain"}) +
                     R"(moves:
  - Anna draw m8
  - Bruno draw m3           # the top card is the gold captain
)";
  require_illegal(replay_yaml(yaml), "draw-mismatch", 2, line_of(yaml, "Bruno draw m3"));
}

// ---------------------------------------------------------------------------------------
// hand-mismatch
// ---------------------------------------------------------------------------------------

namespace {

std::string with_hands(const std::string& hands) {
  return R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno draw              # unseen: any card still unseen
  - Anna draw               # unseen
hands:
)" + hands;
}

}  // namespace

TEST_CASE("hand-mismatch: revealed hands that fit the record", "[rule][hand-mismatch]") {
  std::string yaml = with_hands(
      "  Anna: [m2, blue-2, blue-4, admiral, green-1, m8]\n"
      "  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain, m4]\n");
  require_valid(replay_yaml(yaml));
}

TEST_CASE("hand-mismatch: revealed hands that do not fit the record", "[rule][hand-mismatch]") {
  SECTION("a known card is missing") {
    // Anna was dealt green-1 and never played it.
    qm::Replay r = replay_yaml(with_hands("  Anna: [m2, blue-2, blue-4, admiral, purple-1, m8]\n"));
    require_illegal(r, "hand-mismatch", 0, 0);
    CHECK(qmtest::report(r)["violation"]["move"].is_null());
  }
  SECTION("the wrong number of cards") {
    require_illegal(
        replay_yaml(with_hands("  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]\n")),
        "hand-mismatch", 0, 0);
  }
  SECTION("a card with no unseen copy left") {
    // Both show the only m8 as the card they drew.
    require_illegal(
        replay_yaml(with_hands("  Anna: [m2, blue-2, blue-4, admiral, green-1, m8]\n"
                               "  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain, m8]\n")),
        "hand-mismatch", 0, 0);
  }
}

// ---------------------------------------------------------------------------------------
// result-mismatch
// ---------------------------------------------------------------------------------------

namespace {

std::string example_with_result(const std::string& result) {
  return R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna attack @1 blue-4
  - Bruno attack @1 gold-4
  - Anna admiral @1
  - Bruno draw
  - Anna draw               # Anna has captured @1 (5 gold)
result: )" +
         result + "\n";
}

}  // namespace

TEST_CASE("result-mismatch: the claimed result is the computed one", "[rule][result-mismatch]") {
  require_valid(replay_yaml(example_with_result("{Anna: 5, Bruno: 0}")));
  // A claim for some of the players only is checked for those.
  require_valid(replay_yaml(example_with_result("{Anna: 5}")));
}

TEST_CASE("result-mismatch: a claimed result that differs", "[rule][result-mismatch]") {
  qm::Replay r = replay_yaml(example_with_result("{Anna: 5, Bruno: 3}"));
  require_illegal(r, "result-mismatch", 0, 0);
  qm::Json v = qmtest::report(r)["violation"];
  CHECK(v["move"].is_null());
  CHECK(v["line"].is_null());
  CHECK(v["player"].is_null());
}

// ---------------------------------------------------------------------------------------
// turn-order
// ---------------------------------------------------------------------------------------

TEST_CASE("turn-order: play goes round in the order of `players`", "[rule][turn-order]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Carla, Anna, Bruno]   # Carla moves first
moves:
  - Carla draw
  - Anna draw
  - Bruno draw
  - Carla draw
  - Anna draw
)";
  require_valid(replay_yaml(yaml));
}

TEST_CASE("turn-order: a move by the wrong player", "[rule][turn-order]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna draw
  - Carla draw              # it is Bruno's turn
)";
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "turn-order", 2, 7);
  CHECK(r.violation->player == "Carla");

  SECTION("the first move is the first listed player's") {
    const char* first = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Bruno draw
)";
    require_illegal(replay_yaml(first), "turn-order", 1, 6);
  }
}

// ---------------------------------------------------------------------------------------
// target-not-at-sea
// ---------------------------------------------------------------------------------------

TEST_CASE("target-not-at-sea: merchants at sea, by number and by owner",
          "[rule][target-not-at-sea]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno merchant m3       # @2
  - Carla attack @2 blue-3
  - Anna attack Bruno.m3 gold-4   # (Anna captures @1 first)
  - Bruno attack Bruno.m3 green-1 # his own merchant, named by owner and value
)";
  require_valid(replay_yaml(yaml));
}

TEST_CASE("target-not-at-sea: a merchant never put to sea, or already captured",
          "[rule][target-not-at-sea]") {
  SECTION("never put to sea") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @2 gold-3  # there is no @2
)";
    qm::Replay r = replay_yaml(yaml);
    require_illegal(r, "target-not-at-sea", 2, line_of(yaml, "Bruno attack"));
    // One merchant at sea is "only @1", never "only @1 to @1".
    CHECK(r.violation->message == "@2 is not at sea: only @1 has been put to sea");
  }
  SECTION("two at sea, a third named") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno merchant m3       # @2
  - Anna attack @3 gold-3   # there is no @3
)";
    qm::Replay r = replay_yaml(yaml);
    require_illegal(r, "target-not-at-sea", 3, line_of(yaml, "Anna attack"));
    CHECK(r.violation->message == "@3 is not at sea: only @1 to @2 have been put to sea");
  }
  SECTION("captured") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno draw
  - Anna draw               # Anna captures @1 first
  - Bruno attack @1 gold-3  # @1 is no longer at sea
)";
    qm::Replay r = replay_yaml(yaml);
    require_illegal(r, "target-not-at-sea", 4, line_of(yaml, "Bruno attack"));
    CHECK(contains_nocase(r.violation->message, "captured"));
  }
}

// ---------------------------------------------------------------------------------------
// wrong-card-kind
// ---------------------------------------------------------------------------------------

TEST_CASE("wrong-card-kind: each verb with its kind of card", "[rule][wrong-card-kind]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # a merchant ship
  - Bruno attack @1 gold-3  # a pirate ship
  - Anna admiral @1 admiral # the admiral, named
  - Bruno captain @1 gold-captain
)";
  require_valid(replay_yaml(yaml));
}

TEST_CASE("wrong-card-kind: a card of another kind than the verb's", "[rule][wrong-card-kind]") {
  SECTION("a pirate ship put to sea as a merchant") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant blue-2
)";
    require_illegal(replay_yaml(yaml), "wrong-card-kind", 1, 6);
  }
  SECTION("a merchant ship used to attack") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5
  - Bruno attack @1 m3
)";
    require_illegal(replay_yaml(yaml), "wrong-card-kind", 2, 7);
  }
  SECTION("a captain played with the admiral verb") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5
  - Bruno attack @1 gold-3
  - Anna admiral @1 blue-captain
)";
    require_illegal(replay_yaml(yaml), "wrong-card-kind", 3, 8);
  }
}

// ---------------------------------------------------------------------------------------
// The order in which a move that breaks several rules is reported (docs/rules-loot.md)
// ---------------------------------------------------------------------------------------

TEST_CASE("order of violations: turn-order before card-not-held",
          "[rule][order][turn-order][card-not-held]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Bruno merchant m8       # Anna's turn, and Bruno does not hold m8
)";
  require_illegal(replay_yaml(yaml), "turn-order", 1, line_of(yaml, "Bruno merchant"));
}

TEST_CASE("order of violations: attack-colour-taken before card-not-held",
          "[rule][order][attack-colour-taken][card-not-held]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna attack @1 gold-1   # gold is Bruno's at @1, and Anna holds no gold-1
)";
  require_illegal(replay_yaml(yaml), "attack-colour-taken", 3, line_of(yaml, "Anna attack"));
}

TEST_CASE("order of violations: each pair in the rule page's order", "[rule][order]") {
  SECTION("game-over before turn-order") {
    // After the end, a move by a player whose turn it could never be.
    std::string yaml =
        five_player_game("  - Elena draw             # after the end, out of turn\n");
    require_illegal(replay_yaml(yaml), "game-over", 58, line_of(yaml, "# after the end"));
  }
  SECTION("turn-order before one-action") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Bruno pass
)";
    require_illegal(replay_yaml(yaml), "turn-order", 1, 6);
  }
  SECTION("wrong-card-kind before target-not-at-sea") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5
  - Bruno attack @7 m3      # a merchant ship, and no @7
)";
    require_illegal(replay_yaml(yaml), "wrong-card-kind", 2, 7);
  }
  SECTION("target-not-at-sea before card-not-held") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5
  - Bruno attack @4 purple-4   # no @4, and Bruno holds no purple-4
)";
    require_illegal(replay_yaml(yaml), "target-not-at-sea", 2, line_of(yaml, "Bruno attack"));
  }
  SECTION("draw-empty-deck before draw-mismatch") {
    // A named draw from the empty pile, of a card that has no unseen copy left either.
    std::string yaml = two_players_pile_out(
        "  - Anna merchant m8        # the only m8\n"
        "  - Bruno draw m8           # empty pile, and no m8 left\n");
    require_illegal(replay_yaml(yaml), "draw-empty-deck", 68, line_of(yaml, "# empty pile"));
  }
  SECTION("discard-deck-not-empty before discard-merchant") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna discard m5         # the pile is full, and m5 is a merchant
)";
    require_illegal(replay_yaml(yaml), "discard-deck-not-empty", 1, 6);
  }
  SECTION("discard-merchant before card-not-held") {
    // Bruno was dealt the only m8, so Anna cannot hold it either.
    std::string yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Bruno: [m8, m7, gold-3, gold-4, purple-2, green-captain]
moves:
)" + Moves({"Anna", "Bruno"}).draws(66).yaml() +
                       "  - Anna discard m8         # a merchant, and Bruno's\n";
    require_illegal(replay_yaml(yaml), "discard-merchant", 67, line_of(yaml, "Anna discard m8"));
  }
  SECTION("attack-colour-taken before attack-second-colour") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Carla attack @1 blue-4  # Carla leads, so Bruno does not capture @1
  - Anna draw
  - Bruno attack @1 blue-3  # blue is Carla's, and Bruno already uses gold
)";
    require_illegal(replay_yaml(yaml), "attack-colour-taken", 5, line_of(yaml, "blue-3"));
  }
  SECTION("attack-second-colour before card-not-held") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna attack @1 green-4  # Anna leads, so Bruno does not capture @1
  - Bruno attack @1 blue-4  # a second colour, and not Bruno's card
)";
    require_illegal(replay_yaml(yaml), "attack-second-colour", 4, line_of(yaml, "blue-4"));
  }
  SECTION("captain-no-own-ship before card-not-held") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-3
  - Anna captain @1         # no ship of hers at @1, and she holds no captain
)";
    require_illegal(replay_yaml(yaml), "captain-no-own-ship", 3, line_of(yaml, "Anna captain"));
  }
  SECTION("admiral-not-own-merchant before card-not-held") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno admiral @1        # Anna's merchant, and Bruno holds no admiral
)";
    require_illegal(replay_yaml(yaml), "admiral-not-own-merchant", 2,
                    line_of(yaml, "Bruno admiral"));
  }
  SECTION("admiral-needs-attack before card-not-held") {
    TempDir dir;
    std::string ruleset = dir.write("needs-attack.yaml", record_text(kAdmiralNeedsAttack));
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
deal:
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5        # @1
  - Bruno admiral @1        # nobody attacks @1, and Bruno holds no admiral
)";
    require_illegal(replay_under(yaml, ruleset), "admiral-needs-attack", 2,
                    line_of(yaml, "Bruno admiral"));
    require_illegal(replay_yaml(yaml), "card-not-held", 2, line_of(yaml, "Bruno admiral"));
  }
  SECTION("card-not-held when it is the only rule broken") {
    const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
moves:
  - Anna merchant m6
)";
    require_illegal(replay_yaml(yaml), "card-not-held", 1, line_of(yaml, "Anna merchant"));
  }
}

// ---------------------------------------------------------------------------------------
// Notation: `Owner.mV` targets, map-form moves, case
// ---------------------------------------------------------------------------------------

TEST_CASE("notation: Owner.mV names the only such merchant of the owner at sea",
          "[notation][target-not-at-sea]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack Anna.m5 gold-3
  - Anna admiral Anna.m5
  - Bruno draw
  - Anna draw               # Anna captures @1
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"5:@1>Anna"});

  SECTION("also in a move written as a map") {
    std::string maps = yaml;
    maps.replace(maps.find("  - Bruno attack Anna.m5 gold-3"),
                 std::string("  - Bruno attack Anna.m5 gold-3").size(),
                 "  - {player: Bruno, verb: attack, target: Anna.m5, card: gold-3}");
    qm::Replay m = replay_yaml(maps);
    require_valid(m);
    CHECK(captures_of(m) == captures_of(r));
  }
  SECTION("ambiguous when the owner has two such merchants at sea") {
    const char* two = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5        # @1
  - Bruno attack @1 gold-1
  - Carla attack @1 blue-1  # a tie: @1 stays at sea
  - Anna merchant m5        # @2
  - Bruno attack Anna.m5 gold-2   # @1 or @2?
)";
    qm::Replay r2 = replay_yaml(two);
    require_illegal(r2, "target-not-at-sea", 5, line_of(two, "Anna.m5 gold-2"));
    CHECK(contains_nocase(r2.violation->message, "ambiguous"));
  }
  SECTION("no such merchant at sea") {
    const char* none = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5        # @1
  - Bruno attack Anna.m4 gold-1
)";
    require_illegal(replay_yaml(none), "target-not-at-sea", 2, line_of(none, "Anna.m4"));
  }
}

TEST_CASE("notation: moves written as maps mean the same as lines", "[notation]") {
  const char* lines = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5
  - Bruno attack @1 gold-3
  - Carla attack @1 blue-4
  - Anna draw
  - Bruno captain @1 gold
  - Carla draw
  - Anna draw
  - Bruno draw
)";
  const char* maps = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - {player: Anna, verb: merchant, card: m5}
  - {player: Bruno, verb: attack, target: 1, card: gold-3}
  - {player: Carla, verb: attack, target: "@1", card: blue-4}
  - {player: Anna, verb: draw}
  - {player: Bruno, verb: captain, target: 1, colour: gold}
  - player: Carla
    verb: draw
  - {player: Anna, verb: draw}
  - {player: Bruno, verb: draw}
)";
  qm::Replay a = replay_yaml(lines);
  qm::Replay b = replay_yaml(maps);
  require_valid(a);
  require_valid(b);
  CHECK(captures_of(a) == std::vector<std::string>{"8:@1>Bruno"});
  CHECK(captures_of(b) == captures_of(a));

  SECTION("an illegal map move names its line") {
    const char* bad = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - {player: Anna, verb: merchant, card: m5}
  - {player: Bruno, verb: attack, target: 1, card: gold-3}
  - {player: Carla, verb: attack, target: 1, card: gold-4}
)";
    qm::Replay r = replay_yaml(bad);
    require_illegal(r, "attack-colour-taken", 3, line_of(bad, "gold-4"));
    // The verdict quotes the move as written, in flow style (it once printed nothing).
    CHECK_THAT(qm::verdict_text(r),
               Catch::Contains(": {player: Carla, verb: attack, target: 1, card: gold-4}\n"));
  }
  SECTION("a block-style map move reports the line where it starts") {
    const char* bad = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - player: Anna
    verb: merchant
    card: m5
  - player: Anna
    verb: draw
)";
    require_illegal(replay_yaml(bad), "turn-order", 2, line_of(bad, "verb: draw") - 1);
  }
}

TEST_CASE("notation: cards, colours and verbs are case-insensitive", "[notation]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [M5, m2, Blue-2, BLUE-4, Admiral, green-1]
moves:
  - Anna merchant M5        # @1
  - Bruno attack @1 GOLD-3
  - Anna attack @1 blue-4
  - Bruno Captain @1 Gold
  - Anna ADMIRAL @1
  - Bruno draw
  - Anna draw               # Anna captures @1
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"7:@1>Anna"});
  // The upper-case cards of the deal are known cards: what is left of Anna's hand is known,
  // but for the card she drew last.
  qm::Json anna = r.match->table()["hands"][0];
  CHECK(anna["unknown"] == 1);
  CHECK(anna["known"] == qm::Json::array({"m2", "blue-2", "green-1"}));
}
