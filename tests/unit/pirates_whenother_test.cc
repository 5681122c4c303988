// `act` grants beyond `grant: extra` and a `cancel` that lasts through the next turn (format 2;
// docs/rules-pirates.md, "Actions and extra actions" and "Abilities used by a `use` line"):
// Born Leader's `grant: same` before the ship acts, a fleet's `grant: two` at turn start, and
// `{cancel: {..., for: next-turn}}`. A1c (born-leader) is aboard A1; A1e grants two actions to a
// ship of Anna's fleet on a 6 at the start of her turn, from A2.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string whenother_act_header(const std::string& a1c = "born-leader") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  return edit(h, "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
              "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
              "      - {id: A1c, nation: Spain, points: 3, abilities: [" +
                  a1c +
                  "], ship: A1}\n"
                  "      - {id: A1e, nation: Spain, points: 2, abilities: [{act: {grant: two, to: "
                  "any-own, roll: 6, when: turn-start, once: turn}}], ship: A2}\n");
}

std::string whenother_act_record(const std::string& moves,
                                 const std::string& header = whenother_act_header()) {
  return pirates_record(kAnna + moves, header);
}

// A1 (L+L) sails east twice; A2 (S+L, a Helmsman) sails south.
const std::string kWoFirst = "  - Anna move A1 353,200\n";
const std::string kWoSecond = "  - Anna move A1 436,200";
const std::string kWoTwoMoves = kWoFirst + kWoSecond + "\n";
const std::string kWoA2Move = "  - Anna move A2 200,330\n";

}  // namespace

TEST_CASE("extra-source: an `act`'s when and to", "[pirates][rule][format2][extra][act]") {
  // Born Leader before A1 acts: a 5 grants the second move; another ship's line before it
  // changes nothing.
  require_valid(replay_yaml(whenother_act_record("  - Anna extra A1 A1c 5\n" + kWoTwoMoves)));
  require_valid(
      replay_yaml(whenother_act_record(kWoA2Move + "  - Anna extra A1 A1c 6\n" + kWoTwoMoves)));
  // After A1's move its time has passed (a `grant: extra` may still come then).
  pirates_illegal(whenother_act_record(kWoFirst + "  - Anna extra A1 A1c 5  # <-\n"),
                  "extra-source", 3);
  require_valid(replay_yaml(
      whenother_act_record(kWoFirst + "  - Anna extra A1 A1c 5\n" + kWoSecond + "\n",
                           whenother_act_header("{act: {grant: extra, roll: 5, once: turn}}"))));
  // A1e at turn start, to A2 or to A1 (any ship of the fleet; A1e is aboard A2); two such
  // lines in a row are both turn-start lines.
  require_valid(replay_yaml(whenother_act_record("  - Anna extra A2 A1e 6\n" + kWoA2Move +
                                                 "  - Anna move A2 200,410\n")));
  require_valid(replay_yaml(whenother_act_record("  - Anna extra A1 A1e 6\n" + kWoTwoMoves)));
  // After an action line, its time has passed; Born Leader's line is an action line.
  pirates_illegal(whenother_act_record(kWoA2Move + "  - Anna extra A1 A1e 6  # <-\n"),
                  "extra-source", 3);
  pirates_illegal(whenother_act_record("  - Anna extra A1 A1c 5\n  - Anna extra A2 A1e 6  # <-\n"),
                  "extra-source", 3);
  // `to: self` (Born Leader): on A2, A1c is not aboard.
  pirates_illegal(whenother_act_record("  - Anna extra A2 A1c 5  # <-\n"), "extra-source", 2);
}

TEST_CASE("action-budget under a `same` grant", "[pirates][rule][format2][extra][act]") {
  require_valid(replay_yaml(whenother_act_record("  - Anna extra A1 A1c 5\n" + kWoTwoMoves)));
  // The second action granted is of the first's kind: a repair after a move is over budget
  // (under `grant: extra` it is a repair, refused for its own reasons).
  pirates_illegal(
      whenother_act_record("  - Anna extra A1 A1c 5\n" + kWoFirst + "  - Anna repair A1 1  # <-\n"),
      "action-budget", 4);
  const qm::Replay other = replay_yaml(
      whenother_act_record("  - Anna extra A1 A1c 5\n" + kWoFirst + "  - Anna repair A1 1\n",
                           whenother_act_header("{act: {grant: extra, roll: 5, once: turn}}")));
  REQUIRE(other.violation);
  CHECK(other.violation->rule != "action-budget");
  // A 4 grants nothing; a third action is over budget.
  pirates_illegal(
      whenother_act_record("  - Anna extra A1 A1c 4\n" + kWoFirst + kWoSecond + "  # <-\n"),
      "action-budget", 4);
  pirates_illegal(whenother_act_record("  - Anna extra A1 A1c 5\n" + kWoTwoMoves +
                                       "  - Anna move A1 490,230  # <-\n"),
                  "action-budget", 5);
  // A `grant: two` adds no kind: a move, then another action.
  const qm::Replay two = replay_yaml(
      whenother_act_record("  - Anna extra A1 A1e 6\n" + kWoFirst + "  - Anna repair A1 1\n"));
  REQUIRE(two.violation);
  CHECK(two.violation->rule != "action-budget");
}

TEST_CASE("born-leader is Born Leader's `act`", "[pirates][format2][extra][act]") {
  // The keyword and its expression written out are one ability: one use a turn between them.
  const std::string both = edit(whenother_act_header(), "abilities: [helmsman]",
                                "abilities: [helmsman, {act: {grant: same, roll: 5, when: "
                                "before-action, once: turn}}]");
  pirates_illegal(
      whenother_act_record("  - Anna extra A1 A1c 4\n  - Anna extra A1 A1 5  # <-\n", both),
      "extra-source", 3);
  // Applied: nothing unchecked, and the audit says what it granted.
  const qm::Replay r = replay_yaml(whenother_act_record("  - Anna extra A1 A1c 5\n" + kWoTwoMoves));
  require_valid(r);
  CHECK_FALSE(report(r).contains("unchecked"));
  REQUIRE(r.state);
  const qm::Json uses = r.state->audit()["ability_uses"];
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A1c");
  CHECK(uses[0]["effect"] ==
        "d6 5: A1 may take its non-free action twice this turn (the same kind)");
}

// --- cancel for: next-turn ---

namespace {

// A1d, a crew aboard A2, switches off a crew's or a ship's abilities through Anna's next turn.
// A2 (640,360) misses B1 (60 mm away) with a 2 and rolls again (its Cannoneer A2a): a 5 hits.
std::string whenother_cancel_record(const std::string& moves,
                                    const std::string& lasts = "next-turn") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
           "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
           "      - {id: A1d, nation: Spain, points: 1, abilities: [{cancel: {target: any, for: " +
               lasts + "}}], ship: A2}\n");
  return pirates_position(
      {{"A2", "{x: 640, y: 360, heading: 0}"}, {"B1", "{x: 640, y: 300, heading: 180}"}},
      kAnna + moves, "Anna", "", h);
}

const std::string kWoRerolled = "  - Anna shoot A2 1>B1:2,5h\n";
const std::string kWoNextTurn = "  - Bruno turn\n  - Anna turn\n";

}  // namespace

TEST_CASE("cancel for: next-turn lasts through the user's next turn", "[pirates][format2][use]") {
  // Cancelled in Anna's turn, A2a does not re-roll in her next turn; for: turn, it does.
  pirates_illegal(whenother_cancel_record("  - Anna use A1d cancel A2a\n" + kWoNextTurn +
                                          "  - Anna shoot A2 1>B1:2,5h  # <-\n"),
                  "shoot-reroll", 5);
  require_valid(replay_yaml(whenother_cancel_record(
      "  - Anna use A1d cancel A2a\n" + kWoNextTurn + kWoRerolled, "turn")));
  // The turn after that, it works again.
  require_valid(replay_yaml(whenother_cancel_record("  - Anna use A1d cancel A2a\n" + kWoNextTurn +
                                                    kWoNextTurn + kWoRerolled)));
  const qm::Replay r = replay_yaml(whenother_cancel_record("  - Anna use A1d cancel A2a\n"));
  require_valid(r);
  CHECK_FALSE(report(r).contains("unchecked"));
  REQUIRE(r.state);
  const qm::Json uses = r.state->audit()["ability_uses"];
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["effect"] == "cancel: A2a's abilities do not work through its user's next turn");
}

// --- when: triggered effects on `use` lines ---

namespace {

// A1c, a crew aboard A1 (beside its Captain A1a), carries the `when` entry `entry`. A1 (600,330)
// faces B1 (680,330; two coins, crew B1a); A1's 40 mm move puts its bow on B1.
std::string whenother_when_record(const std::string& entry, const std::string& moves,
                                  const std::string& a1 = "{x: 600, y: 330, heading: 0}",
                                  const std::string& b1 =
                                      "{x: 680, y: 330, heading: 180, gold: "
                                      "[3, 2]}") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
           "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
           "      - {id: A1c, nation: Spain, points: 3, abilities: [" +
               entry + "], ship: A1}\n");
  return pirates_position({{"A1", a1}, {"B1", b1}}, kAnna + moves, "Anna", "", h);
}

const std::string kWoKillAll = "{when: {event: board-win, effect: kill-all}}";
const std::string kWoTakeAll = "{when: {event: board-win, effect: take-all}}";
const std::string kWoPinned = "{when: {event: pinned, effect: {kill-crew: 1}}}";
const std::string kWoSink = "{when: {event: sink, effect: {repair: 1}}}";
// A1 moves onto B1, rams it (B1 loses mast 2; A1 stays stuck) and boards it: 4 + 2 against 2 + 1.
const std::string kWoRam = "  - Anna move A1 640,330\n  - Anna ram A1 B1 5h\n";
const std::string kWoBoardWon = kWoRam + "  - Anna board A1 B1 4 2\n";
const std::string kWoBoardLost = kWoRam + "  - Anna board A1 B1 1 6\n";
// A1 (mast 2 lost) sinks B1, a derelict 70 mm away, with its 3S cannon.
const std::string kWoA1Damaged = "{x: 600, y: 330, heading: 0, lost: [2]}";
const std::string kWoB1Derelict = "{x: 670, y: 330, heading: 180, lost: [1, 2]}";
const std::string kWoSinking = "  - Anna shoot A1 1>B1:5h\n";

}  // namespace

TEST_CASE("use-source on a when", "[pirates][rule][format2][use][when]") {
  require_valid(replay_yaml(
      whenother_when_record(kWoKillAll, kWoBoardWon + "  - Anna use A1c kill-all B1\n")));
  // A1a (a Captain) has no `when`; A1c's is not Bruno's.
  pirates_illegal(
      whenother_when_record(kWoKillAll, kWoBoardWon + "  - Anna use A1a kill-all B1  # <-\n"),
      "use-source", 5);
  pirates_illegal(
      whenother_when_record(kWoKillAll, kWoBoardWon + "  - Bruno use A1c kill-all B1  # <-\n"),
      "use-source", 5);
  // A1c's effect is kill-all, not take-all.
  pirates_illegal(
      whenother_when_record(kWoKillAll, kWoBoardWon + "  - Anna use A1c take-all B1 3  # <-\n"),
      "use-source", 5);
}

TEST_CASE("use-trigger on a when", "[pirates][rule][format2][use][when]") {
  require_valid(
      replay_yaml(whenother_when_record(kWoPinned, kWoRam + "  - Anna use A1c kill B1 B1a\n")));
  // After the boarding that follows the ram, too.
  require_valid(replay_yaml(
      whenother_when_record(kWoPinned, kWoBoardWon + "  - Anna use A1c kill B1 B1a\n")));
  // A boarding lost; no boarding at all; a move, not a ram.
  pirates_illegal(
      whenother_when_record(kWoKillAll, kWoBoardLost + "  - Anna use A1c kill-all B1  # <-\n"),
      "use-trigger", 5);
  pirates_illegal(
      whenother_when_record(kWoKillAll, kWoRam + "  - Anna use A1c kill-all B1  # <-\n"),
      "use-trigger", 4);
  pirates_illegal(whenother_when_record(
                      kWoPinned, "  - Anna move A1 640,330\n  - Anna use A1c kill B1 B1a  # <-\n"),
                  "use-trigger", 3);
  // A sinking by A1, then a repair; without one, none.
  require_valid(replay_yaml(whenother_when_record(
      kWoSink, kWoSinking + "  - Anna use A1c repair 2\n", kWoA1Damaged, kWoB1Derelict)));
  pirates_illegal(
      whenother_when_record(kWoSink, "  - Anna move A1 640,330\n  - Anna use A1c repair 2  # <-\n",
                            kWoA1Damaged),
      "use-trigger", 3);
}

TEST_CASE("use-once on a when", "[pirates][rule][format2][use][when]") {
  require_valid(replay_yaml(whenother_when_record(
      kWoSink, kWoSinking + "  - Anna use A1c repair 2\n", kWoA1Damaged, kWoB1Derelict)));
  pirates_illegal(
      whenother_when_record(kWoKillAll, kWoBoardWon + "  - Anna use A1c kill-all B1\n"
                                                      "  - Anna use A1c kill-all B1  # <-\n"),
      "use-once", 6);
}

TEST_CASE("use-target on a when", "[pirates][rule][format2][use][when]") {
  // kill-all: the loser, B1; not B2.
  const qm::Replay killed = replay_yaml(
      whenother_when_record(kWoKillAll, kWoBoardWon + "  - Anna use A1c kill-all B1\n"));
  require_valid(killed);
  CHECK(table_entry(killed, "ships", "B1")["crew"].size() == 0);
  REQUIRE(killed.state);
  CHECK(killed.state->audit()["ability_uses"][0]["effect"] ==
        "kill-all: every crew aboard B1 eliminated");
  pirates_illegal(
      whenother_when_record(kWoKillAll, kWoBoardWon + "  - Anna use A1c kill-all B2  # <-\n"),
      "use-target", 5);
  // kill: one crew aboard B1; A2a is not.
  pirates_illegal(whenother_when_record(kWoPinned, kWoRam + "  - Anna use A1c kill B1 A2a  # <-\n"),
                  "use-target", 4);
  // take-all: A1 (2 free places) takes both coins; one, while it could carry the other, is not all.
  const qm::Replay taken = replay_yaml(
      whenother_when_record(kWoTakeAll, kWoBoardWon + "  - Anna use A1c take-all B1 3 2\n"));
  require_valid(taken);
  CHECK(table_entry(taken, "ships", "A1")["gold"].size() == 2);
  pirates_illegal(
      whenother_when_record(kWoTakeAll, kWoBoardWon + "  - Anna use A1c take-all B1 3  # <-\n"),
      "use-target", 5);
  // repair: mast 2 is A1's lost mast; mast 1 stands.
  pirates_illegal(whenother_when_record(kWoSink, kWoSinking + "  - Anna use A1c repair 1  # <-\n",
                                        kWoA1Damaged, kWoB1Derelict),
                  "use-target", 3);
}

TEST_CASE("when: lines qm does not check are refused, bad ones unreadable",
          "[pirates][format2][use][when]") {
  // A `when` qm does not model (swap-crew) named on a `use` line is refused; it stays
  // unmodelled on a record that never uses it.
  require_unreadable(
      replay_yaml(whenother_when_record("{when: {event: explore, effect: swap-crew}}",
                                        kWoBoardWon + "  - Anna use A1c kill-all B1\n")),
      0, "qm does not check a `when` with these parameters");
  require_unreadable(
      replay_yaml(whenother_when_record(kWoSink, kWoSinking + "  - Anna use A1c repair\n",
                                        kWoA1Damaged, kWoB1Derelict)),
      0, "missing the masts repaired");
  require_unreadable(replay_yaml(whenother_when_record(
                         kWoKillAll, kWoBoardWon + "  - Anna use A1c kill-all B1 B1a\n")),
                     0, "`kill-all` names no item");
}

TEST_CASE("when: several use lines answer one trigger; other parameters stay unmodelled",
          "[pirates][format2][use][when]") {
  // A1 itself carries take-all, A1c kill-all: both answer the boarding A1 won, in a row.
  std::string both =
      edit(whenother_when_record(kWoKillAll, kWoBoardWon + "  - Anna use A1c kill-all B1\n"
                                                           "  - Anna use A1 take-all B1 3 2\n"),
           "cargo: 4, move: L+L,", "cargo: 4, move: L+L, abilities: [" + kWoTakeAll + "],");
  const qm::Replay r = replay_yaml(both);
  require_valid(r);
  CHECK(table_entry(r, "ships", "B1")["crew"].size() == 0);
  CHECK(table_entry(r, "ships", "A1")["gold"].size() == 2);
  // With `once: turn`, the entry is unmodelled: a use line naming it is refused.
  require_unreadable(
      replay_yaml(whenother_when_record("{when: {event: board-win, effect: kill-all, once: turn}}",
                                        kWoBoardWon + "  - Anna use A1c kill-all B1\n")),
      0, "qm does not check a `when` with these parameters");
}

TEST_CASE("extra-source: a fleet grant's source at work", "[pirates][format2][extra][act]") {
  // A1e (aboard A2) grants to A1; once A1e is cancelled by a ruling, it grants nothing.
  require_valid(replay_yaml(whenother_act_record("  - Anna extra A1 A1e 6\n" + kWoTwoMoves)));
  const qm::Replay off = replay_yaml(whenother_act_record(
      "  - 'Anna ruling \"Mermaid song\" off A1e until turn'\n  - Anna extra A1 A1e 6\n"));
  REQUIRE(off.violation);
  CHECK(off.violation->rule == "extra-source");
  CHECK_THAT(off.violation->message, Catch::Contains("A1e's abilities are switched off"));
}
