// The ruleset options of docs/rules-loot.md: for each, records whose verdict, captures or scores
// differ between its values (replayed with ReplayOptions::ruleset_override, or under a
// small ruleset file that extends a shipped one). And partnership play: player counts,
// team scores, capture checks at the team's first player, and skipping a player who is out
// of cards once the pile is empty.
#include <catch2/catch.hpp>

#include "test_support.h"

using namespace qmtest;

namespace {

// A ruleset file extending `parent` with one option.
std::string ruleset_file(const TempDir& dir, const std::string& parent, const std::string& option,
                         const std::string& value) {
  return dir.write(
      option + "-" + value + ".yaml",
      "game: loot\nextends: " + parent + "\noptions:\n  " + option + ": " + value + "\n");
}

}  // namespace

// ---------------------------------------------------------------------------------------
// capture_scope
// ---------------------------------------------------------------------------------------

// Under the rule page's definition a side can only come to lead a merchant by playing a card
// on it (its own merchant, a pirate, a captain, or the admiral on its own merchant), and the
// first capture check of the side after that play takes the merchant if the side still
// leads it. So "every merchant the side leads" and "merchants it played a card on since its
// previous check" pick the same merchants; a random search over 20,000 games found no
// record where they differ. These records check that loot/standard-ja agrees with
// loot/standard on captures of every kind.
TEST_CASE("capture_scope: last-played takes the same merchants as any", "[option][capture_scope]") {
  const char* records[] = {
      R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m4        # @1
  - Bruno merchant m3       # @2
  - Carla attack @1 green-2 # Carla leads @1
  - Anna attack @2 blue-1   # Anna leads @2
  - Bruno attack @2 gold-3  # Bruno leads his own @2
  - Carla draw              # Carla captures @1
  - Anna captain @2         # blue captain: Anna leads @2
  - Bruno draw
  - Carla merchant m5       # @3
  - Anna draw               # Anna captures @2
  - Bruno attack @3 purple-1
  - Carla attack @3 green-3 # Carla leads her own @3, 3 against 1
  - Anna draw
  - Bruno draw
  - Carla draw              # Carla captures @3
)",
      R"(
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
  - Anna draw
)",
  };
  for (const char* yaml : records) {
    qm::Replay any = replay_under(yaml, "loot/standard");
    qm::Replay last = replay_under(yaml, "loot/standard-ja");
    INFO(describe(any));
    INFO(describe(last));
    CHECK(any.status == last.status);
    CHECK(captures_of(any) == captures_of(last));
    CHECK_FALSE(captures_of(any).empty());
    CHECK(qmtest::report(any)["scores"] == qmtest::report(last)["scores"]);
  }
  // The finished five-player game, too.
  std::string game = five_players_header() + five_players_to_last_card().play("draw").yaml();
  CHECK(captures_of(replay_under(game, "loot/standard")) ==
        captures_of(replay_under(game, "loot/standard-ja")));
  CHECK(replay_under(game, "loot/standard-ja").ruleset->options.at("capture_scope") ==
        "last-played");
}

// ---------------------------------------------------------------------------------------
// captain_on_partner_ship
// ---------------------------------------------------------------------------------------

TEST_CASE("captain_on_partner_ship: a captain on the partner's ship",
          "[option][captain_on_partner_ship]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna draw
  - Bruno draw
  - Carla merchant m5       # @1
  - Dario draw
  - Anna attack @1 gold-3   # the Sharks attack @1 with gold
  - Bruno captain @1        # the gold captain on Anna's ship
  - Carla draw
)";
  const int line = line_of(yaml, "Bruno captain");
  // loot/partnership: the captain needs a ship the player played personally.
  require_illegal(replay_yaml(yaml), "captain-no-own-ship", 6, line);

  TempDir dir;
  std::string partner_ship =
      ruleset_file(dir, "loot/partnership", "captain_on_partner_ship", "true");
  qm::Replay r = replay_under(yaml, partner_ship);
  require_valid(r);
  CHECK(r.ruleset->options.at("captain_on_partner_ship") == "true");
  // The Sharks lead @1 by their captain: the Gulls do not capture their own merchant.
  CHECK(captures_of(r).empty());
  CHECK(r.state->table()["at_sea"][0]["leader"] == "Sharks");

  SECTION("still not without a ship of the team's colour there") {
    const char* none = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna draw
  - Bruno draw
  - Carla merchant m5       # @1
  - Dario attack @1 blue-1
  - Anna draw
  - Bruno captain @1        # the Sharks have no ship at @1
)";
    require_illegal(replay_under(none, partner_ship), "captain-no-own-ship", 6,
                    line_of(none, "Bruno captain"));
  }
}

// ---------------------------------------------------------------------------------------
// Partnership play and capture_check_seat
// ---------------------------------------------------------------------------------------

namespace {

// Eight players in four teams of partners seated side by side (Hugo sits next to Anna):
// a 30-card pile. Anna plays merchants (m2 x5, then m3) and never draws; the others draw
// until the pile is empty (Carla takes the last card at move 35), then discard. Anna's last
// card goes to sea at move 41 (@6): from then on she sits out. Dario puts an m4 to sea (@7)
// and Hugo, Anna's partner, attacks it with gold at move 48; in the next round Dario plays
// the admiral on @7 (move 51).
//
// capture_check_seat first-active: the Sharks' captures are checked at Hugo's turns once
// Anna sits out: @6 is captured before move 48, and @7 is still at sea for Dario's admiral.
// first-seat: they are checked at Anna's seat: after Hugo's move 48, before Bruno's move
// 49, the Sharks capture @6 and @7, and Dario's admiral finds no @7.
const char* kEightHeader = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario, Elena, Fritz, Gina, Hugo]
teams:
  Sharks: [Anna, Hugo]
  Gulls: [Bruno, Carla]
  Rays: [Dario, Elena]
  Crabs: [Fritz, Gina]
moves:
)";

Moves eight_players_until(int stop) {
  Moves m({"Anna", "Bruno", "Carla", "Dario", "Elena", "Fritz", "Gina", "Hugo"});
  for (int round = 1; round <= 4; ++round) m.play("merchant m2").draws(7);  // moves 1-32
  m.play("merchant m2").draws(2);                                           // 33-35: pile empty
  for (const char* card : {"blue-1", "blue-2", "green-1", "green-2", "purple-1"})
    m.play(std::string("discard ") + card);                                    // 36-40
  m.play("merchant m3  # Anna's last card: @6");                               // 41
  m.play("discard blue-3").play("discard blue-4");                             // 42-43
  m.play("merchant m4  # @7");                                                 // 44
  m.play("discard green-3").play("discard green-4").play("discard purple-2");  // 45-47
  m.play("attack @7 gold-3");                                                  // 48
  if (stop == 48) return m;
  m.as("Bruno", "discard purple-3");  // 49: Anna, out of cards, is skipped
  m.play("discard purple-4");         // 50
  m.play("admiral @7");               // 51: Dario
  REQUIRE(m.count() == 51);
  return m;
}

}  // namespace

TEST_CASE(
    "capture_check_seat: first-active checks at the partner still playing, first-seat at the first "
    "seat",
    "[option][capture_check_seat][partnership]") {
  std::string yaml = record_text(kEightHeader) + eight_players_until(51).yaml();

  qm::Replay active = replay_under(yaml, "loot/partnership");  // first-active
  require_valid(active);
  std::vector<std::string> caps = captures_of(active);
  REQUIRE(caps.size() == 6);
  CHECK(caps[0] == "9:@1>Sharks");  // Anna's merchants, at her turns
  CHECK(caps[4] == "41:@5>Sharks");
  CHECK(caps[5] == "48:@6>Sharks");  // at Hugo's turn: Anna sits out
  CHECK(active.state->table()["at_sea"][0]["merchant"] == "@7");
  CHECK(active.state->table()["at_sea"][0]["leader"] == "Rays");  // Dario's admiral

  qm::Replay seat = replay_under(yaml, "loot/partnership-it");  // first-seat
  require_illegal(seat, "target-not-at-sea", 51, line_of(yaml, "Dario admiral"));
  std::vector<std::string> seat_caps = captures_of(seat);
  REQUIRE(seat_caps.size() == 7);
  CHECK(seat_caps[5] == "49:@6>Sharks");  // at Anna's seat, after Hugo's move 48
  CHECK(seat_caps[6] == "49:@7>Sharks");

  SECTION("the same captures when the first partner is still playing") {
    std::string early = record_text(kEightHeader) + eight_players_until(48).yaml();
    qm::ReplayOptions at40;
    at40.stop_after = 40;
    qm::ReplayOptions it40 = at40;
    it40.ruleset_override = "loot/partnership-it";
    CHECK(captures_of(replay_yaml(early, at40)) == captures_of(replay_yaml(early, it40)));
  }
}

TEST_CASE("partnership: a player out of cards after the pile is empty is skipped",
          "[option][partnership]") {
  std::string played = record_text(kEightHeader) + eight_players_until(48).yaml();

  // After Hugo comes Bruno: Anna sits out.
  std::string skip = played + "  - Bruno discard purple-3\n";
  qm::Replay r = replay_yaml(skip);
  require_valid(r);
  qm::Json table = r.state->table();
  CHECK(table["to_move"] == "Carla");
  CHECK(table["hands"][0]["size"] == 0);
  // One player of the Sharks is out, the other is not: the game goes on.
  CHECK(qmtest::report(r)["finished"] == false);

  std::string anna = played + "  - Anna discard purple-3   # Anna has no card and sits out\n";
  require_illegal(replay_yaml(anna), "turn-order", 49, line_of(anna, "Anna discard purple-3"));

  SECTION("before the pile is empty, a player with no card is not skipped: she draws") {
    // Anna plays out six merchants; at move 25 her hand is empty, and it is her turn.
    Moves m({"Anna", "Bruno", "Carla", "Dario"});
    for (const char* card : {"m2", "m3", "m4", "m5", "m6", "m2"})
      m.play(std::string("merchant ") + card).draws(3);
    const char* header = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
)";
    std::string played = record_text(header) + m.yaml();
    std::string draws = played + "  - Anna draw\n";
    qm::Replay r2 = replay_yaml(draws);
    require_valid(r2);
    CHECK(captures_of(r2).size() == 6);
    std::string skipped = played + "  - Bruno draw              # it is Anna's turn\n";
    require_illegal(replay_yaml(skipped), "turn-order", 25, line_of(skipped, "it is Anna's turn"));
  }
}

TEST_CASE("partnership: a team's captures are checked at its first player's turn, for the team",
          "[option][partnership][capture]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna draw
  - Bruno draw
  - Carla merchant m5       # @1, the Gulls'
  - Dario draw              # no check: Dario is not the Gulls' first player
  - Anna attack @1 gold-3   # the Sharks lead @1
  - Bruno draw              # no check for the Sharks at Bruno's turn
  - Carla draw              # the Gulls do not lead @1
  - Dario draw
  - Anna draw               # the Sharks capture @1 before this move
result: {Sharks: 5, Gulls: 0}
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r) == std::vector<std::string>{"9:@1>Sharks"});
  qm::Json j = qmtest::report(r);
  CHECK(j["scores"] == qm::Json{{"Sharks", 5}, {"Gulls", 0}});
  CHECK(j["winners"] == qm::Json::array({"Sharks"}));

  SECTION("a merchant put to sea by the second partner waits for the first partner's turn") {
    const char* second = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna draw
  - Bruno merchant m4       # @1
  - Carla draw
  - Dario draw
  - Anna draw               # the Sharks capture @1 before this move
  - Bruno draw
)";
    qm::Replay r2 = replay_yaml(second);
    require_valid(r2);
    CHECK(captures_of(r2) == std::vector<std::string>{"5:@1>Sharks"});
  }
  SECTION("the result names teams, not players") {
    std::string bad = std::string(yaml).substr(0, std::string(yaml).find("result:")) +
                      "result: {Sharks: 0, Gulls: 5}\n";
    require_illegal(replay_yaml(bad), "result-mismatch", 0, 0);
  }
}

TEST_CASE("partnership: 4, 6 or 8 players in teams of two", "[option][partnership]") {
  auto record = [](int players) {
    const char* names[] = {"Anna",  "Bruno", "Carla", "Dario", "Elena",
                           "Fritz", "Gina",  "Hugo",  "Ines",  "Jan"};
    std::string list, teams;
    for (int p = 0; p < players; ++p) list += std::string(p ? ", " : "") + names[p];
    for (int p = 0; p + 1 < players; p += 2)
      teams += "  T" + std::to_string(p / 2 + 1) + ": [" + names[p] + ", " + names[p + 1] + "]\n";
    return "format: 1\ngame: loot\nruleset: loot/partnership\nplayers: [" + list + "]\nteams:\n" +
           teams + "moves:\n  - Anna merchant m4\n  - Bruno draw\n";
  };
  for (int n : {4, 6, 8}) {
    INFO(n << " players");
    require_valid(replay_yaml(record(n)));
  }
  for (int n : {2, 10}) {
    INFO(n << " players");
    require_unreadable(replay_yaml(record(n)), 4, "players");
  }
  // Odd counts cannot form teams of two either.
  for (int n : {5, 7}) {
    INFO(n << " players");
    require_unreadable(replay_yaml(record(n)), 4, "players");
  }
  // And loot/standard takes 2 to 5 players, without teams.
  require_unreadable(replay_under(record(6), "loot/standard"), 4, "players");
  auto individual = [](int players) {
    const char* names[] = {"Anna", "Bruno", "Carla", "Dario", "Elena", "Fritz"};
    std::string list;
    for (int p = 0; p < players; ++p) list += std::string(p ? ", " : "") + names[p];
    return "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [" + list +
           "]\nmoves:\n  - Anna draw\n";
  };
  for (int n : {2, 3, 4, 5}) {
    INFO(n << " players, individual");
    require_valid(replay_yaml(individual(n)));
  }
  for (int n : {1, 6}) {
    INFO(n << " players, individual");
    require_unreadable(replay_yaml(individual(n)), 4, "players");
  }
}

// ---------------------------------------------------------------------------------------
// end_resolves_captures
// ---------------------------------------------------------------------------------------

TEST_CASE("end_resolves_captures: merchants at sea at the end go to their leader, or nobody",
          "[option][end_resolves_captures]") {
  // The five-player game, ended by Bruno's draw of the last card: Anna's m3 (@9) is at sea.
  std::string yaml = five_players_header() + five_players_to_last_card().play("draw").yaml();

  qm::Replay standard = replay_yaml(yaml);
  require_valid(standard);
  CHECK(score_of(standard, "Anna") == 19);
  qm::Json audit = standard.state->audit();
  REQUIRE(audit["discarded_at_end"].size() == 1);
  CHECK(audit["discarded_at_end"][0]["merchant"] == "@9");

  qm::Replay house = replay_under(yaml, "loot/house-end-captures");
  require_valid(house);
  CHECK(score_of(house, "Anna") == 22);
  std::vector<std::string> caps = captures_of(house);
  REQUIRE_FALSE(caps.empty());
  CHECK(caps.back() == "0:@9>Anna");  // move null: at the end
  CHECK(qmtest::report(house)["captures"].back()["move"].is_null());
  CHECK(house.state->audit()["discarded_at_end"].empty());

  SECTION("a merchant on a tie at the end is discarded under both") {
    // Bruno and Carla attack @9 with 2 each; Dario's draw of the last card ends the game.
    std::string tie = five_players_header("loot/house-end-captures") + five_players_to_last_card()
                                                                           .play("attack @9 gold-2")
                                                                           .play("attack @9 blue-2")
                                                                           .play("draw")
                                                                           .yaml();
    qm::Replay r = replay_yaml(tie);
    require_valid(r);
    CHECK(qmtest::report(r)["finished"] == true);
    CHECK(score_of(r, "Anna") == 19);
    CHECK(r.state->audit()["discarded_at_end"].size() == 1);
  }
  SECTION("a merchant led by an attacker at the end goes to that attacker") {
    std::string lead =
        five_players_header("loot/house-end-captures") + five_players_to_last_card()
                                                             .play("attack @9 gold-2")
                                                             .play("attack @9 blue-3")
                                                             .play("draw")
                                                             .yaml();
    qm::Replay r = replay_yaml(lead);
    require_valid(r);
    CHECK(captures_of(r).back() == "0:@9>Carla");
    CHECK(qmtest::report(r)["captures"].back()["by"] == "Carla");
    // Under loot/standard nobody scores it.
    qm::Replay plain = replay_under(lead, "loot/standard");
    require_valid(plain);
    CHECK(captures_of(plain).size() == 8);
  }
}

// ---------------------------------------------------------------------------------------
// admiral_needs_attack
// ---------------------------------------------------------------------------------------

TEST_CASE("admiral_needs_attack: the partner's admiral on an unattacked merchant",
          "[option][admiral_needs_attack]") {
  const char* yaml = R"(
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
  - Anna draw               # the admiral decides: the Sharks capture @1
)";
  qm::Replay off = replay_yaml(yaml);
  require_valid(off);
  CHECK(captures_of(off) == std::vector<std::string>{"5:@1>Sharks"});

  TempDir dir;
  qm::Replay on =
      replay_under(yaml, ruleset_file(dir, "loot/partnership", "admiral_needs_attack", "true"));
  require_illegal(on, "admiral-needs-attack", 2, line_of(yaml, "Bruno admiral"));
}

TEST_CASE("partnership: partners attack as one side, with one colour",
          "[option][partnership][attack-second-colour][attack-colour-taken]") {
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
moves:
  - Anna draw
  - Bruno draw
  - Carla merchant m5       # @1
  - Dario draw
  - Anna attack @1 gold-2   # the Sharks use gold at @1
  - Bruno attack @1 gold-3  # Bruno adds to his team's gold: 5
  - Carla attack @1 blue-4  # the Gulls use blue
  - Dario attack @1 blue-1  # and Dario adds to it: 5 against 5
  - Anna draw               # a tie: the Sharks do not capture
)";
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  CHECK(captures_of(r).empty());
  qm::Json attackers = r.state->table()["at_sea"][0]["attackers"];
  REQUIRE(attackers.size() == 2);  // by colour: blue (the Gulls), then gold (the Sharks)
  CHECK(attackers[1]["side"] == "Sharks");
  CHECK(attackers[1]["colour"] == "gold");
  CHECK(attackers[1]["strength"] == 5);
  CHECK(attackers[0]["side"] == "Gulls");
  CHECK(attackers[0]["strength"] == 5);

  std::string base =
      std::string(yaml).substr(0, std::string(yaml).find("  - Bruno attack @1 gold-3"));
  SECTION("a partner may not open a second colour") {
    std::string bad = base + "  - Bruno attack @1 purple-2  # the Sharks use gold\n";
    require_illegal(replay_yaml(bad), "attack-second-colour", 6, line_of(bad, "purple-2"));
  }
  SECTION("the other team may not use the team's colour") {
    std::string bad =
        base + "  - Bruno attack @1 gold-3\n  - Carla attack @1 gold-4  # gold is the Sharks'\n";
    require_illegal(replay_yaml(bad), "attack-colour-taken", 7, line_of(bad, "gold-4"));
  }
}

TEST_CASE("partnership: the game ends when both partners of one team hold no card",
          "[option][partnership][game-over]") {
  // Eight players, a 30-card pile. The Sharks, Anna and Bruno, play out their hands (Anna
  // a merchant, Bruno a pirate on it, each round) while the six others draw: the pile is
  // empty after move 40. Anna's last card, an m3 at move 41, leaves her out (the game goes
  // on, and the Sharks' next check is at Bruno's turn: he captures @6 first); Bruno's last
  // card, an m4 at move 42, leaves the whole team out: the game is over.
  Moves m({"Anna", "Bruno", "Carla", "Dario", "Elena", "Fritz", "Gina", "Hugo"});
  const char* merchants[] = {"m2", "m2", "m2", "m2", "m2"};
  const char* pirates[] = {"blue-1", "green-1", "purple-1", "gold-1", "blue-2"};
  for (int round = 1; round <= 5; ++round)
    m.play(std::string("merchant ") + merchants[round - 1])
        .play("attack @" + std::to_string(round) + " " + pirates[round - 1])
        .draws(6);
  m.play("merchant m3").play("merchant m4");
  REQUIRE(m.count() == 42);
  const char* header = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario, Elena, Fritz, Gina, Hugo]
teams:
  Sharks: [Anna, Bruno]
  Gulls: [Carla, Dario]
  Rays: [Elena, Fritz]
  Crabs: [Gina, Hugo]
moves:
)";
  std::string yaml = record_text(header) + m.yaml();
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  qm::Json j = qmtest::report(r);
  CHECK(j["finished"] == true);
  CHECK(j["scores"]["Sharks"] == 13);  // @1-@6; Bruno's @7 was still at sea
  CHECK(captures_of(r).size() == 6);
  CHECK(captures_of(r).back() == "42:@6>Sharks");

  std::string after = yaml + "  - Carla discard gold-3    # after the end\n";
  require_illegal(replay_yaml(after), "game-over", 43, line_of(after, "# after the end"));

  SECTION("one partner out is not the end") {
    qm::ReplayOptions at41;
    at41.stop_after = 41;
    qm::Replay r41 = replay_yaml(yaml, at41);
    require_valid(r41);
    CHECK(r41.state->table()["game_over"] == false);
    CHECK(r41.state->table()["to_move"] == "Bruno");
  }
}
