// Re-rolls from abilities and special shots (docs/abilities-pirates.md, `reroll` and `shot`):
// a working `{reroll: {die: any, once: turn}}` allows a `D1,D2` on a shot (shoot-reroll
// without one, naming what could have allowed it; use-once for a second use in a turn); a
// `!chain` shot needs a working `{shot: {kind: chain}}` (use-source, use-once), removes no
// mast (mast-choice for a `/N`), holds its target through its owner's next turn (deny-broken
// for its move), and its `on-1: remove` takes the card out of the game on a natural 1; a
// `!grapple` hit removes no mast and lets the shooter board the target on the next line
// (board-no-ram otherwise); a `!grape` hit eliminates a crew aboard the target instead of a mast
// (its `/CREW`, else the first aboard in header order; mast-choice for a crew not aboard). The
// audit names each source. Positions over pirates_support.h's set-up, as format 2: A2 at
// (400,380) shoots B2, 60 mm away, with its 3S cannons (rank 3).
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const std::map<std::string, std::string> kDuel = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                                  {"B2", "{x: 460, y: 380, heading: 180}"}};
const std::string kCannoneer = "{id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}";

std::string format2(const std::string& header) { return edit(header, "format: 1", "format: 2"); }

// A2a (of `nation`, aboard `ship`) re-rolls any die once a turn, in place of the Cannoneer.
std::string reroll_any(const std::string& nation = "Spain", const std::string& ship = "A2") {
  return edit(format2(kPiratesHeader), kCannoneer,
              "{id: A2a, nation: " + nation +
                  ", points: 3, abilities: [{reroll: {die: any, once: turn}}], ship: " + ship +
                  "}");
}

// The header with Anna's equipment A2e, a chain shot once a turn whose 1 removes it, aboard
// `ship`.
std::string chain_shot(const std::string& header, const std::string& ship = "A2") {
  return edit(header, "  Bruno:\n",
              "    equipment:\n      - {id: A2e, name: Chain Shot, points: 1, abilities: "
              "[{shot: {kind: chain, once: turn, on-1: remove}}], ship: " +
                  ship + "}\n  Bruno:\n");
}

// A grape shot once a turn (Anna's equipment A2e aboard A2), with Bruno's crew B2a and B2b
// aboard B2 when `crew`.
std::string grape_shot(bool crew = true) {
  const std::string header =
      edit(chain_shot(format2(kPiratesHeader)), "kind: chain, once: turn, on-1: remove",
           "kind: grape, once: turn");
  if (!crew) return header;
  return edit(header, "ship: B1}\n",
              "ship: B1}\n      - {id: B2a, nation: England, points: 1, ship: B2}\n"
              "      - {id: B2b, nation: England, points: 1, ship: B2}\n");
}

std::string duel(const std::string& header, const std::string& moves) {
  return pirates_position(kDuel, kAnna + moves, "Anna", "", header);
}

qm::Json ability_uses_of(const qm::Replay& r) {
  REQUIRE(r.state);
  const qm::Json audit = r.state->audit();
  return audit.contains("ability_uses") ? audit["ability_uses"] : qm::Json::array();
}

// The replay of `yaml`, illegal by `rule` at `move`, on the line marked `# <-`.
qm::Replay illegal(const std::string& yaml, const char* rule, int move) {
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, rule, move, line_of(yaml, "# <-"));
  return r;
}

}  // namespace

TEST_CASE("shoot-reroll: a `reroll any` re-rolls a cannon die, a hit as well as a miss",
          "[pirates][ability][reroll]") {
  // Legal: the 2 misses rank 3, the 4 that stands hits; a hit rolled again stands too.
  const qm::Replay r = replay_yaml(duel(reroll_any(), "  - Anna shoot A2 1>B2:2,4h\n"));
  require_valid(r);
  const qm::Json uses = ability_uses_of(r);
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A2a");
  CHECK(uses[0]["effect"] ==
        "shot 1: the d6 2 rolled again: 4 stands (re-roll any die, once a "
        "turn)");
  require_valid(replay_yaml(duel(reroll_any(), "  - Anna shoot A2 1>B2:4,2m\n")));
  // Illegal: no Cannoneer and no working re-roll (A2a English on a Spanish ship; A2a aboard
  // A1): the sentence names what could have allowed it.
  const std::string english = duel(reroll_any("England"), "  - Anna shoot A2 1>B2:2,4h  # <-\n");
  const qm::Replay e = replay_yaml(english);
  require_illegal(e, "shoot-reroll", 2, line_of(english, "# <-"));
  CHECK_THAT(e.violation->message,
             Catch::Contains("A2 has no Cannoneer at work to roll again, nor a working "
                             "`{reroll: {die: any}}`") &&
                 Catch::Contains("A2a is England, A2 is Spain"));
  const qm::Replay ashore = illegal(
      duel(reroll_any("Spain", "A1"), "  - Anna shoot A2 1>B2:2,4h  # <-\n"), "shoot-reroll", 2);
  CHECK_THAT(ashore.violation->message, Catch::Contains("A2a is not aboard A2"));
  // Without any such ability the Cannoneer's rule stands as before: a hit is not rolled again.
  const qm::Replay cannoneer = illegal(
      duel(format2(kPiratesHeader), "  - Anna shoot A2 1>B2:4,2m  # <-\n"), "shoot-reroll", 2);
  CHECK(cannoneer.violation->message == "d6 4 hit already (rank 3); only a miss is rolled again");
}

TEST_CASE("use-once: a `reroll any` once a turn, again the next turn",
          "[pirates][ability][reroll]") {
  const std::string twice = duel(reroll_any(), "  - Anna shoot A2 1>B2:2,1m 2>B2:2,1m  # <-\n");
  const qm::Replay r = replay_yaml(twice);
  require_illegal(r, "use-once", 2, line_of(twice, "# <-"));
  CHECK_THAT(r.violation->message,
             Catch::Contains("A2's re-roll of any die (A2a) is once a turn, and was used "
                             "already this turn"));
  // Once in each turn: Anna's next turn rolls again.
  require_valid(replay_yaml(duel(reroll_any(),
                                 "  - Anna shoot A2 1>B2:2,1m\n  - Bruno turn\n"
                                 "  - Anna turn\n  - Anna shoot A2 1>B2:2,1m\n")));
}

TEST_CASE("use-source: a chain shot needs a working `shot {kind: chain}`",
          "[pirates][ability][shot]") {
  // Legal: A2e aboard A2; the hit removes no mast (B2 keeps both).
  const qm::Replay r =
      replay_yaml(duel(chain_shot(format2(kPiratesHeader)), "  - Anna shoot A2 1>B2:4h!chain\n"));
  require_valid(r);
  // B2's mast 2 still stands and fires (a plain hit would have removed it: shoot-cannon).
  const std::string reply = "  - Bruno turn\n  - Bruno shoot B2 2>A2:1m  # <-\n";
  require_valid(replay_yaml(
      duel(chain_shot(format2(kPiratesHeader)), "  - Anna shoot A2 1>B2:4h!chain\n" + reply)));
  illegal(duel(chain_shot(format2(kPiratesHeader)), "  - Anna shoot A2 1>B2:4h\n" + reply),
          "shoot-cannon", 4);
  const qm::Json uses = ability_uses_of(r);
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A2e");
  CHECK(uses[0]["effect"] ==
        "shot 1: a chain shot: no mast falls; B2 is held on its owner's "
        "next turn");
  // Illegal: no such card, or the card aboard another ship.
  const std::string none = duel(format2(kPiratesHeader), "  - Anna shoot A2 1>B2:4h!chain  # <-\n");
  const qm::Replay n = replay_yaml(none);
  require_illegal(n, "use-source", 2, line_of(none, "# <-"));
  CHECK_THAT(n.violation->message,
             Catch::Contains("A2 has no working `{shot: {kind: chain}}` for a chain shot"));
  const qm::Replay elsewhere = illegal(
      duel(chain_shot(format2(kPiratesHeader), "A1"), "  - Anna shoot A2 1>B2:4h!chain  # <-\n"),
      "use-source", 2);
  CHECK_THAT(elsewhere.violation->message, Catch::Contains("A2e is not aboard A2"));
}

TEST_CASE("use-once: a chain shot once a turn; on-1 removes its card", "[pirates][ability][shot]") {
  const std::string header = chain_shot(format2(kPiratesHeader));
  const qm::Replay twice =
      illegal(duel(header, "  - Anna shoot A2 1>B2:2m!chain 2>B2:2m!chain  # <-\n"), "use-once", 2);
  CHECK_THAT(twice.violation->message, Catch::Contains("A2's chain shot (A2e) is once a turn"));
  // Legal once in each turn.
  const std::string again =
      "  - Anna shoot A2 1>B2:2m!chain\n  - Bruno turn\n  - Anna turn\n"
      "  - Anna shoot A2 1>B2:2m!chain\n";
  require_valid(replay_yaml(duel(header, again)));
  // A natural 1 removes A2e: the next turn's chain shot has no source.
  const qm::Replay one = illegal(duel(header,
                                      "  - Anna shoot A2 1>B2:1m!chain\n"
                                      "  - Bruno turn\n  - Anna turn\n"
                                      "  - Anna shoot A2 1>B2:2m!chain  # <-\n"),
                                 "use-source", 5);
  CHECK_THAT(one.violation->message, Catch::Contains("A2e has left the game"));
}

TEST_CASE("mast-choice: a chain shot's hit removes no mast", "[pirates][ability][shot]") {
  const std::string header = chain_shot(format2(kPiratesHeader));
  require_valid(replay_yaml(duel(header, "  - Anna shoot A2 1>B2:4h!chain\n")));
  const qm::Replay r =
      illegal(duel(header, "  - Anna shoot A2 1>B2:4h/1!chain  # <-\n"), "mast-choice", 2);
  CHECK_THAT(r.violation->message, Catch::Contains("a chain shot's hit removes no mast"));
}

TEST_CASE("deny-broken: a chain shot's target cannot move on its owner's next turn",
          "[pirates][ability][shot]") {
  const std::string header = chain_shot(format2(kPiratesHeader));
  const std::string shot = "  - Anna shoot A2 1>B2:4h!chain\n  - Bruno turn\n";
  const std::string held = duel(header, shot + "  - Bruno move B2 500,380  # <-\n");
  const qm::Replay r = replay_yaml(held);
  require_illegal(r, "deny-broken", 4, line_of(held, "# <-"));
  CHECK(r.violation->message == "B2 is held by A2's chain shot: it cannot move this turn");
  // Its other ships move; the turn after, B2 moves again; a miss holds nothing.
  require_valid(replay_yaml(duel(header, shot + "  - Bruno move B1 850,260\n")));
  require_valid(replay_yaml(duel(header, shot + "  - Anna turn\n  - Bruno turn\n"
                                                "  - Bruno move B2 500,380\n")));
  require_valid(replay_yaml(duel(header,
                                 "  - Anna shoot A2 1>B2:2m!chain\n  - Bruno turn\n"
                                 "  - Bruno move B2 500,380\n")));
}

TEST_CASE("board-no-ram: a grapple shot's hit lets the shooter board on the next line",
          "[pirates][ability][shot]") {
  // B2 carries a coin of 3; A2 (3 masts) grapples it and boards: 4+3 against 1+2.
  const std::map<std::string, std::string> duel = {
      {"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180, gold: [3]}"}};
  const std::string header =
      edit(chain_shot(format2(kPiratesHeader)), "kind: chain", "kind: grapple");
  auto play = [&](const std::string& moves) {
    return pirates_position(duel, kAnna + moves, "Anna", "", header);
  };
  const qm::Replay r =
      replay_yaml(play("  - Anna shoot A2 1>B2:4h!grapple\n  - Anna board A2 B2 4 1 take 3\n"));
  require_valid(r);
  const qm::Json uses = ability_uses_of(r);
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["effect"] ==
        "shot 1: a grapple shot: no mast falls; A2 may board B2 on the next line");
  // Illegal: a grapple shot that missed, a plain hit, or a board that does not come next.
  const qm::Replay miss =
      illegal(play("  - Anna shoot A2 1>B2:2m!grapple\n  - Anna board A2 B2 4 1 take 3  # <-\n"),
              "board-no-ram", 3);
  CHECK_THAT(miss.violation->message,
             Catch::Contains("the line before is not a ram between A2 and B2, nor a grapple "
                             "shot's hit by A2 on B2"));
  illegal(play("  - Anna shoot A2 1>B2:4h\n  - Anna board A2 B2 4 1 take 3  # <-\n"),
          "board-no-ram", 3);
  // A grapple hit's `/N` is wrong too: no mast falls.
  illegal(play("  - Anna shoot A2 1>B2:4h/1!grapple  # <-\n"), "mast-choice", 2);
}

TEST_CASE("use-source: a grape shot's hit eliminates a crew aboard the target, not a mast",
          "[pirates][ability][shot]") {
  // Legal without `/CREW`: B2a, the first crew aboard B2 in header order, is eliminated; B2's
  // mast 2 still stands and fires.
  const std::string reply = "  - Bruno turn\n  - Bruno shoot B2 2>A2:1m\n  - Anna turn\n";
  const qm::Replay r = replay_yaml(duel(grape_shot(), "  - Anna shoot A2 1>B2:4h!grape\n" + reply));
  require_valid(r);
  qm::Json uses = ability_uses_of(r);
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A2e");
  CHECK(uses[0]["effect"] == "shot 1: a grape shot: no mast falls; B2a aboard B2 is eliminated");
  // B2a is gone: naming it on the next turn's grape shot is mast-choice; B2b goes next.
  const qm::Replay gone =
      illegal(duel(grape_shot(), "  - Anna shoot A2 1>B2:4h!grape\n" + reply +
                                     "  - Anna shoot A2 1>B2:4h/B2a!grape  # <-\n"),
              "mast-choice", 6);
  CHECK(gone.violation->message == "B2a is not aboard B2");
  const qm::Replay next =
      replay_yaml(duel(grape_shot(), "  - Anna shoot A2 1>B2:4h!grape\n" + reply +
                                         "  - Anna shoot A2 1>B2:4h!grape\n"));
  require_valid(next);
  uses = ability_uses_of(next);
  REQUIRE(uses.size() == 2);
  CHECK(uses[1]["effect"] == "shot 1: a grape shot: no mast falls; B2b aboard B2 is eliminated");
  // Legal with `/CREW`: the owner's choice goes, B2a stays for the next shot.
  const qm::Replay chosen =
      replay_yaml(duel(grape_shot(), "  - Anna shoot A2 1>B2:4h/B2b!grape\n" + reply +
                                         "  - Anna shoot A2 1>B2:4h/B2a!grape\n"));
  require_valid(chosen);
  uses = ability_uses_of(chosen);
  REQUIRE(uses.size() == 2);
  CHECK(uses[0]["effect"] == "shot 1: a grape shot: no mast falls; B2b aboard B2 is eliminated");
  // A hit on a ship with no crew aboard eliminates nothing and removes no mast.
  const qm::Replay empty = replay_yaml(duel(grape_shot(false),
                                            "  - Anna shoot A2 1>B2:4h!grape\n  - Bruno turn\n"
                                            "  - Bruno shoot B2 2>A2:1m\n"));
  require_valid(empty);
  CHECK(ability_uses_of(empty)[0]["effect"] ==
        "shot 1: a grape shot: no mast falls; no crew is aboard B2: nothing else happens");
  // Illegal: no such card aboard A2.
  const qm::Replay none = illegal(
      duel(format2(kPiratesHeader), "  - Anna shoot A2 1>B2:4h!grape  # <-\n"), "use-source", 2);
  CHECK_THAT(none.violation->message,
             Catch::Contains("A2 has no working `{shot: {kind: grape}}` for a grape shot"));
}

TEST_CASE("use-once: a grape shot once a turn", "[pirates][ability][shot]") {
  const qm::Replay twice = illegal(
      duel(grape_shot(), "  - Anna shoot A2 1>B2:4h!grape 2>B2:2m!grape  # <-\n"), "use-once", 2);
  CHECK_THAT(twice.violation->message, Catch::Contains("A2's grape shot (A2e) is once a turn"));
  require_valid(replay_yaml(duel(grape_shot(), "  - Anna shoot A2 1>B2:4h!grape 2>B2:2m\n")));
}

TEST_CASE("mast-choice: a grape shot's `/CREW` names a crew aboard the target",
          "[pirates][ability][shot]") {
  const std::string header = grape_shot();
  require_valid(replay_yaml(duel(header, "  - Anna shoot A2 1>B2:4h/B2b!grape\n")));
  // Illegal: a crew aboard another ship, of no ship of the record, a mast number, a miss.
  const qm::Replay elsewhere =
      illegal(duel(header, "  - Anna shoot A2 1>B2:4h/B1a!grape  # <-\n"), "mast-choice", 2);
  CHECK(elsewhere.violation->message == "B1a is not aboard B2");
  const qm::Replay unknown =
      illegal(duel(header, "  - Anna shoot A2 1>B2:4h/B9z!grape  # <-\n"), "mast-choice", 2);
  CHECK(unknown.violation->message == "the record has no crew B9z");
  const qm::Replay mast =
      illegal(duel(header, "  - Anna shoot A2 1>B2:4h/1!grape  # <-\n"), "mast-choice", 2);
  CHECK_THAT(mast.violation->message, Catch::Contains("a grape shot's hit removes no mast"));
  const qm::Replay miss =
      illegal(duel(header, "  - Anna shoot A2 1>B2:2m/B2a!grape  # <-\n"), "mast-choice", 2);
  CHECK(miss.violation->message == "a miss eliminates no crew; /B2a is not written with it");
}
