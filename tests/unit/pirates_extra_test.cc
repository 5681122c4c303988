// Extra actions (format 2; docs/rules-pirates.md, "Actions and extra actions"): the `extra`
// line and its rule extra-source, and action-budget allowing the second non-free action it
// grants. A1c's `act` grants one on 5-6, once a turn; A1d's costs a crew of its ship.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string extra_header() {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  return edit(h, "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
              "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
              "      - {id: A1c, nation: Spain, points: 3, abilities: [{act: {grant: extra, roll: "
              "5, once: turn}}], ship: A1}\n"
              "      - {id: A1d, nation: Spain, points: 1, abilities: [{act: {grant: extra, cost: "
              "crew, once: turn}}], ship: A2}\n");
}

std::string extra_record(const std::string& moves) {
  return pirates_record(kAnna + moves, extra_header());
}

// A1 (L+L) sails east twice: two move actions; a third from where they end.
const std::string kFirst = "  - Anna move A1 353,200\n";
const std::string kSecond = "  - Anna move A1 436,200";
const std::string kTwoMoves = kFirst + kSecond + "\n";
const std::string kThird = "  - Anna move A1 490,230";

}  // namespace

TEST_CASE("extra-source", "[pirates][rule][format2][extra]") {
  // A 5 grants A1 a second move; so does A1d's crew paid (A2a leaves the game).
  require_valid(replay_yaml(extra_record("  - Anna extra A1 A1c 5\n" + kTwoMoves)));
  require_valid(replay_yaml(extra_record(kFirst + "  - Anna extra A1 A1c 6\n" + kSecond + "\n")));
  const qm::Replay paid = replay_yaml(extra_record(
      "  - Anna extra A2 A1d pay A2a\n  - Anna move A2 200,330\n  - Anna move A2 200,390\n"));
  require_valid(paid);
  CHECK(table_entry(paid, "ships", "A2")["crew"].size() == 1);
  // A 3 is legal and grants nothing.
  require_valid(replay_yaml(extra_record("  - Anna extra A1 A1c 3\n  - Anna move A1 353,200\n")));
  // Once a turn: again in Anna's next turn.
  require_valid(
      replay_yaml(extra_record("  - Anna extra A1 A1c 5\n  - Bruno turn\n  - Anna turn\n"
                               "  - Anna extra A1 A1c 6\n")));
  // No `act` on the card; the card not aboard the ship; used twice in one turn; the die
  // missing, or written where the source rolls none; the crew cost not paid, or paid with a
  // crew of another ship.
  pirates_illegal(extra_record("  - Anna extra A1 A1a 5  # <-\n"), "extra-source", 2);
  pirates_illegal(extra_record("  - Anna extra A2 A1c 5  # <-\n"), "extra-source", 2);
  pirates_illegal(extra_record("  - Anna extra A1 A1c 3\n  - Anna extra A1 A1c 5  # <-\n"),
                  "extra-source", 3);
  pirates_illegal(extra_record("  - Anna extra A1 A1c  # <-\n"), "extra-source", 2);
  pirates_illegal(extra_record("  - Anna extra A2 A1d 5 pay A2a  # <-\n"), "extra-source", 2);
  pirates_illegal(extra_record("  - Anna extra A2 A1d  # <-\n"), "extra-source", 2);
  pirates_illegal(extra_record("  - Anna extra A2 A1d pay A1a  # <-\n"), "extra-source", 2);
  pirates_illegal(extra_record("  - Anna extra A1 A1c 5 pay A1a  # <-\n"), "extra-source", 2);
  const qm::Replay twice =
      replay_yaml(extra_record("  - Anna extra A1 A1c 5\n  - Anna extra A1 A1c 6\n"));
  REQUIRE(twice.violation);
  CHECK_THAT(twice.violation->message, Catch::Contains("was used this turn already"));
  // The table cannot hold a grant no ability gives: a referee's "stands" cannot apply.
  qm::Replay refused = replay_yaml(extra_record("  - Anna extra A1 A1a 5\n"));
  REQUIRE(refused.violation);
  const qm::StandResult no = refused.state->stand(refused.record->moves[1], *refused.violation);
  CHECK_FALSE(no.applied);
  CHECK_THAT(no.why_not, Catch::Contains("cannot hold a grant no ability gives"));
  // A card the record lacks, or a die that is no d6, breaks the rules before it.
  pirates_illegal(extra_record("  - Anna extra A1 Z9 5  # <-\n"), "piece-unknown", 2);
  pirates_illegal(extra_record("  - Anna extra A1 A1c 7  # <-\n"), "die-value", 2);
}

TEST_CASE("action-budget with an extra action", "[pirates][rule][format2][extra]") {
  require_valid(replay_yaml(extra_record("  - Anna extra A1 A1c 5\n" + kTwoMoves)));
  // The die fails: a second action is over budget; granted, a third is.
  pirates_illegal(extra_record("  - Anna extra A1 A1c 4\n" + kFirst + kSecond + "  # <-\n"),
                  "action-budget", 4);
  pirates_illegal(extra_record("  - Anna extra A1 A1c 5\n" + kTwoMoves + kThird + "  # <-\n"),
                  "action-budget", 5);
  // The grant lasts this turn only.
  pirates_illegal(extra_record("  - Anna extra A1 A1c 5\n" + kFirst + "  - Bruno turn\n" + kAnna +
                               kSecond + "\n" + kThird + "  # <-\n"),
                  "action-budget", 7);
}

TEST_CASE("extra: an `act` qm does not apply grants as written, unchecked",
          "[pirates][format2][extra][unmodelled]") {
  // Born Leader's `grant: same` with a `when`: the line grants, and it and the second move are
  // listed as unchecked.
  const std::string header = edit(
      extra_header(), "abilities: [{act: {grant: extra, roll: 5, once: turn}}]",
      "abilities: [{act: {grant: same, kind: move, roll: 5, when: before-action, once: turn}}]");
  const qm::Replay r =
      replay_yaml(pirates_record(kAnna + "  - Anna extra A1 A1c 5\n" + kTwoMoves, header));
  require_valid(r);
  const qm::Json unchecked = report(r)["unchecked"];
  REQUIRE(unchecked.size() == 3);
  CHECK(unchecked[0]["move"] == 2);
  CHECK(unchecked[0]["piece"] == "A1c");
  // Still not at work on another ship.
  pirates_illegal(pirates_record(kAnna + "  - Anna extra A2 A1c 5  # <-\n", header), "extra-source",
                  2);
}

TEST_CASE("extra: a line that cannot be read says where", "[pirates][format2][extra]") {
  require_unreadable(replay_yaml(extra_record("  - Anna extra A1\n")), 0,
                     "missing the source, the card whose `act` grants the action");
  require_unreadable(replay_yaml(extra_record("  - Anna extra A1 A1c 5 spend A1a\n")), 0,
                     "expected `pay` after the die");
  require_unreadable(replay_yaml(extra_record("  - Anna extra A1 A1c 5 pay\n")), 0,
                     "missing the crew paid");
  require_unreadable(replay_yaml(extra_record("  - Anna extra A1 A1c.1 5\n")), 0,
                     "qm does not check one entry of a card named as a source");
  // A format 1 record has no `extra` line.
  require_unreadable(
      replay_yaml(pirates_record(kAnna + "  - Anna extra A1 A1a 5\n", kPiratesHeader)), 0,
      "a verb of format 2");
}
