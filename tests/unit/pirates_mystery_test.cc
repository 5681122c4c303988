// Mysterious islands (format 2; docs/rules-pirates.md, "Mysterious islands"): the island's
// `table:` in the header, the `mystery` line a dock at it owes, and the rule ids
// mystery-order, mystery-roll, mystery-effect and mast-choice on a `mystery` line. Effects
// qm does not model become unmodelled abilities of the ship that rolled them.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// I2 is mysterious: 1-2 a move bonus for two turns (unmodelled), 3 nothing, 4 a crew dies, 5 a
// ruling, 6 two more dice, each 4-6 a mast.
const char* const kTable =
    "  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2],\n"
    "     table: [{roll: [1, 2], effect: [{stat: {move: +L, for: {turns: 2}}}]},\n"
    "             {roll: [3], effect: none},\n"
    "             {roll: [4], effect: [{kill-crew: 1}]},\n"
    "             {roll: [5], effect: ruling},\n"
    "             {roll: [6], effect: none, dice: 2}]}\n";

std::string mystery_header(const std::string& table = kTable) {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  return edit(h, "  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2]}\n", table);
}

// A1 starts 140 mm west of I2; its L move ends touching I2, and it docks.
const std::string kDock = kAnna + "  - Anna move A1 490,200\n  - Anna dock A1 I2\n";

std::string mystery_at_sea(const std::string& moves, const std::string& header = mystery_header(),
                           const std::map<std::string, std::string>& more = {}) {
  std::map<std::string, std::string> ships = {{"A1", "{x: 420, y: 200, heading: 0}"}};
  for (const auto& [id, e] : more) ships[id] = e;
  return pirates_position(ships, moves, "Anna", "", header);
}

// A1 starts 210 mm north of I5, which has no table, and docks there.
const std::map<std::string, std::string> kNearI5 = {{"A1", "{x: 560, y: 340, heading: 270}"}};
const std::string kToI5 = kAnna + "  - Anna move A1 560,420 560,490\n  - Anna dock A1 I5\n";

bool standing(const qm::Replay& r, int ship, int mast) {
  return r.state->table()["ships"][size_t(ship)]["masts"][size_t(mast)]["standing"] == true;
}

}  // namespace

TEST_CASE("mystery-order", "[pirates][rule][format2][mystery]") {
  // The roll comes right after the dock; a towed derelict rolls after its tower.
  require_valid(
      replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 3\n  - Anna move A2 200,330\n")));
  const std::map<std::string, std::string> tow = {
      {"A1", "{x: 440, y: 200, heading: 0, towing: A2}"},  // a tow moves S
      {"A2", "{x: 400, y: 200, heading: 0, lost: [1, 2, 3]}"}};
  require_valid(replay_yaml(mystery_at_sea(
      kDock + "  - Anna mystery A1 I2 3\n  - Anna mystery A2 I2 3\n", mystery_header(), tow)));
  // No roll at an island without a table.
  require_valid(
      replay_yaml(mystery_at_sea(kToI5 + "  - Anna move A2 200,330\n", mystery_header(), kNearI5)));
  // A move, the next turn, or the towed ship's roll skipped or written first.
  pirates_illegal(mystery_at_sea(kDock + "  - Anna move A2 200,330  # <-\n"), "mystery-order", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Bruno turn  # <-\n"), "mystery-order", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 3\n  - Bruno turn  # <-\n",
                                 mystery_header(), tow),
                  "mystery-order", 5);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A2 I2 3  # <-\n", mystery_header(), tow),
                  "mystery-order", 4);
  const qm::Replay r = replay_yaml(mystery_at_sea(kDock + "  - Anna move A2 200,330\n"));
  CHECK_THAT(r.violation->message, Catch::Contains("A1 docked at the mysterious island I2"));
}

TEST_CASE("mystery-roll", "[pirates][rule][format2][mystery]") {
  require_valid(replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 2,3\n")));
  // No dock before it; written twice; at an island without a table; at a home island; another
  // island than the dock's; the row's extra dice not as it rolls them.
  pirates_illegal(mystery_at_sea(kAnna + "  - Anna mystery A1 I2 3  # <-\n"), "mystery-roll", 2);
  pirates_illegal(
      mystery_at_sea(kDock + "  - Anna mystery A1 I2 3\n  - Anna mystery A1 I2 3  # <-\n"),
      "mystery-roll", 5);
  pirates_illegal(
      mystery_at_sea(kToI5 + "  - Anna mystery A1 I5 3  # <-\n", mystery_header(), kNearI5),
      "mystery-roll", 4);
  const std::string home_table =
      mystery_header(std::string("  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2]}\n"));
  pirates_illegal(pirates_position({{"A1", "{x: 340, y: 200, heading: 180}"}},
                                   kAnna + "  - Anna move A1 270,200\n  - Anna dock A1 I1\n"
                                           "  - Anna mystery A1 I1 3  # <-\n",
                                   "Anna", "", home_table),
                  "mystery-roll", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I4 3  # <-\n"), "mystery-roll", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5  # <-\n"), "mystery-roll",
                  4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 3 dice 5  # <-\n"), "mystery-roll",
                  4);
  // Under mysterious_effects: off, I2 is an ordinary island: no roll, and none written.
  TempDir dir;
  const std::string path =
      dir.write("club.yaml",
                "game: pirates\nextends: pirates/standard\noptions:\n  mysterious_effects: off\n");
  const std::string off =
      edit(mystery_header(), "ruleset: pirates/standard\n", "ruleset: " + path + "\n");
  require_valid(replay_yaml(mystery_at_sea(kDock + "  - Anna move A2 200,330\n", off)));
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 3  # <-\n", off), "mystery-roll",
                  4);
}

TEST_CASE("mystery-effect", "[pirates][rule][format2][mystery]") {
  // 6, then 5 and 2: one mast goes, the highest-numbered by default; 5 and 4: both, by choice.
  const qm::Replay one = replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,2\n"));
  require_valid(one);
  CHECK(standing(one, 0, 0));
  CHECK_FALSE(standing(one, 0, 1));
  const qm::Replay two =
      replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,4 lose 1,2\n"));
  require_valid(two);
  CHECK_FALSE(standing(two, 0, 0));
  CHECK(two.state->table()["ships"][0]["derelict"] == true);
  // 4: A1's one crew dies.
  const qm::Replay crew =
      replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 4 lose A1a\n"));
  require_valid(crew);
  CHECK(crew.state->table()["ships"][0]["crew"].empty());
  // Masts beyond the dice at 4-6; a mast or a crew the row does not take; the crew not named,
  // or a crew of another ship.
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,2 lose 1,2  # <-\n"),
                  "mystery-effect", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 3 lose 1  # <-\n"),
                  "mystery-effect", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 3 lose A1a  # <-\n"),
                  "mystery-effect", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 4  # <-\n"), "mystery-effect", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 4 lose A2a  # <-\n"),
                  "mystery-effect", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 4 lose A9z  # <-\n"),
                  "mystery-effect", 4);
}

TEST_CASE("mast-choice on a mystery line", "[pirates][rule][format2][mystery]") {
  require_valid(replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,2 lose 1\n")));
  // A mast A1 does not have, or the same mast twice.
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,2 lose 3  # <-\n"),
                  "mast-choice", 4);
  pirates_illegal(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,4 lose 1,1  # <-\n"),
                  "mast-choice", 4);
}

TEST_CASE("mystery: an effect qm does not model is said on every verdict it could change",
          "[pirates][format2][mystery][unmodelled]") {
  // 1: "+L for two turns" is A1's from then on; its next move is unchecked, and a refused move
  // says the effect may allow it.
  const std::string rolled = kDock + "  - Anna mystery A1 I2 1\n  - Bruno turn\n  - Anna turn\n";
  const qm::Replay ok = replay_yaml(mystery_at_sea(rolled + "  - Anna move A1 490,270\n"));
  require_valid(ok);
  const qm::Json rep = report(ok);
  REQUIRE(rep["unchecked"].size() == 1);
  CHECK(rep["unchecked"][0]["piece"] == "A1");
  CHECK(rep["unchecked"][0]["ability"] ==
        "I2's table, roll 1,2: {stat: {move: +L, for: {turns: 2}}}");
  const qm::Replay far = replay_yaml(mystery_at_sea(rolled + "  - Anna move A1 490,400  # <-\n"));
  REQUIRE(far.violation);
  CHECK(far.violation->rule == "move-too-far");
  CHECK_THAT(far.violation->message,
             Catch::Contains("illegal unless A1's ability 'I2's table, roll 1,2: {stat: {move: "
                             "+L, for: {turns: 2}}}' allows it (qm does not model it)"));
  // A ruling row: whatever it did is A1's, unchecked, in every area; other ships are not
  // concerned.
  const qm::Replay ruled = replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 5\n"
                                                              "  - Anna move A2 200,330\n"));
  require_valid(ruled);
  CHECK(report(ruled)["unchecked"].empty());
  // Without a roll nothing is unmodelled.
  const qm::Replay none =
      replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 3\n  - Bruno turn\n"
                                         "  - Anna turn\n  - Anna move A1 490,270\n"));
  require_valid(none);
  CHECK(report(none)["unchecked"].empty());
}

TEST_CASE("mystery: a table or a line that cannot be read says where",
          "[pirates][format2][mystery]") {
  auto table_error = [](const std::string& row, const char* message) {
    const std::string header = mystery_header(edit(kTable, "{roll: [3], effect: none}", row));
    const std::string yaml = mystery_at_sea(kDock + "  - Anna mystery A1 I2 3\n", header);
    require_unreadable(replay_yaml(yaml), 0, message);
  };
  table_error("{roll: [3, 4], effect: none}", "the result 4 is in two rows of I2's table");
  table_error("{roll: [7], effect: none}",
              "a d6 result of a table row is a whole number from 1 to 6");
  table_error("{roll: [2], effect: none}", "the result 2 is in two rows");
  table_error("{roll: [], effect: none}", "lists at least one result");
  table_error("{roll: [3], effect: maybe}", "a table row's effect is a list of abilities");
  table_error("{roll: [3], effect: [{stat: {sail: 2}}]}", "");
  table_error("{roll: [3], effect: none, dice: 9}", "a table row's 'dice' is a whole number");
  table_error("{roll: [3], effects: none}", "unknown key 'effects' in a table row");
  const std::string gap = mystery_header(edit(kTable, "{roll: [3], effect: none},\n", ""));
  require_unreadable(replay_yaml(mystery_at_sea(kAnna, gap)), 0, "I2's table has no row for 3");
  // The line: dice or losses that are not numbers or ids.
  require_unreadable(replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,x\n")), 0,
                     "'x' is not a die");
  require_unreadable(
      replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,2 lose 0\n")), 0,
      "'0' is not a mast number");
  require_unreadable(replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2\n")), 0,
                     "missing the d6");
  // A format 1 record has no table.
  const std::string v1 = edit(mystery_header(), "format: 2\n", "format: 1\n");
  require_unreadable(replay_yaml(mystery_at_sea(kAnna, v1)), 0, "a field of format 2");
}

TEST_CASE("mystery: the audit lists the rolls, and a referee's stands cannot apply",
          "[pirates][format2][mystery]") {
  const qm::Replay r = replay_yaml(mystery_at_sea(kDock + "  - Anna mystery A1 I2 6 dice 5,2\n"));
  require_valid(r);
  const qm::Json rolls = r.state->audit()["mysteries"];
  REQUIRE(rolls.size() == 1);
  CHECK(rolls[0]["move"] == 4);
  CHECK(rolls[0]["text"] == "Anna mystery A1 I2 6 dice 5,2");
  CHECK(rolls[0]["row"] == "I2's table, roll 6");
  CHECK(rolls[0]["effect"] == "none; dice: 2");
  CHECK(rolls[0]["masts_lost"] == qm::Json::array({2}));
  // Without a roll the audit has no such list.
  CHECK_FALSE(replay_yaml(mystery_at_sea(kAnna)).state->audit().contains("mysteries"));
  // The roll skipped: the table cannot hold the line after the dock as if none were owed.
  qm::Replay skipped = replay_yaml(mystery_at_sea(kDock + "  - Anna move A2 200,330\n"));
  REQUIRE(skipped.violation);
  const qm::StandResult no = skipped.state->stand(skipped.record->moves[3], *skipped.violation);
  CHECK_FALSE(no.applied);
  CHECK(contains_nocase(no.why_not, "a mysterious island's roll comes right after the dock"));
}

// --- effects that last (rules_effects.cc) ---

namespace {

// I2's table as the format's example prints it, with a row for each other duration: 1 no
// explore there until A1 docks again, 2 +S this turn, 3 nothing, 4 +L through Anna's next turn,
// 5-6 +L on A1's next move.
const char* const kTimedTable =
    "  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2],\n"
    "     table: [{roll: [1], effect: [{deny: {what: explore, at: here, for: redock}}]},\n"
    "             {roll: [2], effect: [{stat: {move: +S, for: turn}}]},\n"
    "             {roll: [3], effect: none},\n"
    "             {roll: [4], effect: [{stat: {move: +L, for: next-turn}}]},\n"
    "             {roll: [5, 6], effect: [{stat: {move: +L, for: next-move}}]}]}\n";

std::string timed(const std::string& moves) {
  return mystery_at_sea(moves, mystery_header(kTimedTable));
}

const std::string kRound = "  - Bruno turn\n  - Anna turn\n";
// A1, docked at I2, sails home with three segments: L, L and one more ruler.
const std::string kThree = "  - Anna move A1 406,200 322,200 270,200\n";

}  // namespace

TEST_CASE("move-turn-inside-segment: a mysterious row's +L on the next move",
          "[pirates][rule][format2][mystery]") {
  const std::string rolled = kDock + "  - Anna mystery A1 I2 5\n" + kRound;
  const qm::Replay ok = replay_yaml(timed(rolled + kThree));
  require_valid(ok);
  CHECK(report(ok)["unchecked"].empty());  // applied: nothing left unchecked
  // Without the roll, and on the move after the one it served: two rulers only.
  pirates_illegal(timed(kDock + "  - Anna mystery A1 I2 3\n" + kRound +
                        "  - Anna move A1 406,200 "
                        "322,200 270,200  # <-\n"),
                  "move-turn-inside-segment", 7);
  pirates_illegal(
      timed(rolled + kThree + kRound + "  - Anna move A1 353,200 436,200 490,200  # <-\n"),
      "move-turn-inside-segment", 10);
  // The message names the effect while it lasts.
  const qm::Replay far =
      replay_yaml(timed(rolled + "  - Anna move A1 406,200 322,200 270,200 200,270\n"));
  REQUIRE(far.violation);
  CHECK_THAT(far.violation->message,
             Catch::Contains("and I2's L (I2's table, roll 5,6: {stat: {move: +L, for: "
                             "next-move}})"));
}

TEST_CASE("move-turn-inside-segment: a row's ruler this turn, or through the next turn",
          "[pirates][rule][format2][mystery]") {
  // 4: +L through Anna's next turn (Bruno's turn between), then gone.
  const std::string next_turn = kDock + "  - Anna mystery A1 I2 4\n" + kRound;
  require_valid(replay_yaml(timed(next_turn + kThree)));
  pirates_illegal(timed(next_turn + "  - Anna move A2 200,330\n" + kRound +
                        "  - Anna move A1 406,200 322,200 270,200  # <-\n"),
                  "move-turn-inside-segment", 10);
  // 2: +S this turn only: gone by Anna's next turn.
  pirates_illegal(timed(kDock + "  - Anna mystery A1 I2 2\n" + kRound +
                        "  - Anna move A1 406,200 322,200 270,200  # <-\n"),
                  "move-turn-inside-segment", 7);
}

TEST_CASE("move-turn-inside-segment: a row's ruler until the ship docks at home",
          "[pirates][rule][format2][mystery]") {
  const std::string header =
      mystery_header(edit(kTimedTable, "{move: +S, for: turn}", "{move: +S, for: until-home}"));
  const std::string rolled = kDock + "  - Anna mystery A1 I2 2\n" + kRound;
  // It lasts over turns (A1 sails home with L, L and S two turns later), until A1 docks at I1.
  require_valid(replay_yaml(mystery_at_sea(
      rolled + "  - Anna move A2 200,330\n" + kRound + kThree + "  - Anna dock A1 I1\n", header)));
  // Without the dock at home it still lasts; the dock ends it.
  require_valid(replay_yaml(mystery_at_sea(
      rolled + kThree + kRound + "  - Anna move A1 353,200 436,200 490,200\n", header)));
  pirates_illegal(mystery_at_sea(rolled + kThree + "  - Anna dock A1 I1\n" + kRound +
                                     "  - Anna move A1 353,200 436,200 490,200  # <-\n",
                                 header),
                  "move-turn-inside-segment", 11);
}

TEST_CASE("deny-broken: a mysterious row forbids exploring the island until the ship docks again",
          "[pirates][rule][format2][mystery]") {
  const std::string rolled = kDock + "  - Anna mystery A1 I2 1\n" + kRound;
  // Without the row, A1 docked since its turn began explores; with it, not until it docks again.
  require_valid(replay_yaml(
      timed(kDock + "  - Anna mystery A1 I2 3\n" + kRound + "  - Anna explore A1 3\n")));
  pirates_illegal(timed(rolled + "  - Anna explore A1 3  # <-\n"), "deny-broken", 7);
  const qm::Replay r = replay_yaml(timed(rolled + "  - Anna explore A1 3\n"));
  REQUIRE(r.violation);
  CHECK_THAT(r.violation->message,
             Catch::Contains("A1 may not explore I2: I2's table, roll 1: {deny: {what: explore, "
                             "at: here, for: redock}}"));
  // A referee's "stands" makes the explore as written.
  qm::Replay stood = replay_yaml(timed(rolled + "  - Anna explore A1 3\n"));
  const qm::StandResult yes = stood.state->stand(stood.record->moves[6], *stood.violation);
  CHECK(yes.applied);
  // It leaves and docks again (rolling again: 3, nothing): the next turn it explores.
  const std::string redocked = rolled + "  - Anna move A1 420,200 490,200\n  - Anna dock A1 I2\n" +
                               "  - Anna mystery A1 I2 3\n" + kRound;
  require_valid(replay_yaml(timed(redocked + "  - Anna explore A1 3\n")));
}

TEST_CASE("mystery: a row's `for:` outside the vocabulary says where",
          "[pirates][format2][mystery]") {
  const std::string header = mystery_header(edit(kTimedTable, "for: turn}", "for: forever}"));
  require_unreadable(replay_yaml(mystery_at_sea(kAnna, header)), 0,
                     "an effect's 'for' is next-move, turn, next-turn, redock, until-home");
}
