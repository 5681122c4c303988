// A shot's effect on a `use` line (format 2; docs/rules-pirates.md, "A shot's effect"): the
// `when {event: hit}` entries qm applies (kill-crew, kill-cargo, extra-mast, choose-mast) and
// their rules use-source, use-trigger (a missing due line included), use-once, use-target and
// mast-choice. A1c (a crew aboard A1) eliminates a crew of the ship A1 hits, once a turn.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string whenhit_header(const std::string& entry =
                               "{when: {event: hit, vs: {side: enemy}, "
                               "effect: {kill-crew: 1}, once: turn}}") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n",
           "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n"
           "      - {id: B1b, nation: England, points: 1, ship: B1}\n");
  return edit(h, "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
              "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
              "      - {id: A1c, nation: Spain, points: 2, abilities: [" +
                  entry + "], ship: A1}\n");
}

// A1 (600,300) and B1 (670,300, a coin of 3): 50 mm edge to edge, within both of A1's
// cannons (3S, 2L).
std::string whenhit_position(const std::string& moves,
                             const std::string& header = whenhit_header()) {
  return pirates_position(
      {{"A1", "{x: 600, y: 300, heading: 0}"}, {"B1", "{x: 670, y: 300, heading: 180, gold: [3]}"}},
      kAnna + moves, "Anna", "", header);
}

std::string whenhit_masts(const qm::Replay& r, const std::string& ship) {
  std::string out;
  const qm::Json entry = table_entry(r, "ships", ship);
  for (const qm::Json& m : entry["masts"])
    out += std::string(out.empty() ? "" : " ") + (m["standing"].get<bool>() ? "up" : "lost");
  return out;
}

const std::string kWhenHitShot = "  - Anna shoot A1 2>B1:5h\n";

}  // namespace

TEST_CASE("use-source on a shot's effect", "[pirates][rule][format2][use][whenhit]") {
  const qm::Replay r =
      replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 kill B1a\n"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B1")["crew"] == qm::Json::array({"B1b"}));
  // A1a has no `when {event: hit}`; A1c's effect kills crew, not cargo.
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1a @1 kill B1a  # <-\n"),
                  "use-source", 3);
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 cargo 3  # <-\n"),
                  "use-source", 3);
  // choose-mast needs no line: the shot's `/N` is the shooter's choice.
  const std::string choose = whenhit_header("{when: {event: hit, effect: choose-mast}}");
  require_valid(replay_yaml(whenhit_position("  - Anna shoot A1 2>B1:5h/1\n", choose)));
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 mast  # <-\n", choose),
                  "use-source", 3);
}

TEST_CASE("use-trigger on a shot's effect", "[pirates][rule][format2][use][whenhit]") {
  require_valid(replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 kill B1b\n")));
  // Shot 1 missed; there is no shot 2; the line before is not a shoot line.
  pirates_illegal(
      whenhit_position("  - Anna shoot A1 2>B1:1m\n  - Anna use A1c @1 kill B1a  # <-\n"),
      "use-trigger", 3);
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1c @2 kill B1a  # <-\n"),
                  "use-trigger", 3);
  pirates_illegal(whenhit_position("  - Anna use A1c @1 kill B1a  # <-\n"), "use-trigger", 2);
  // A due effect left out: the next line that answers nothing is use-trigger.
  const qm::Replay missing = replay_yaml(whenhit_position(kWhenHitShot + "  - Bruno turn  # <-\n"));
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Bruno turn  # <-\n"), "use-trigger", 3);
  REQUIRE(missing.violation);
  CHECK_THAT(missing.violation->message, Catch::Contains("is due after A1's shoot line"));
  // A miss owes nothing.
  require_valid(replay_yaml(whenhit_position("  - Anna shoot A1 2>B1:1m\n  - Bruno turn\n")));
}

TEST_CASE("use-once on a shot's effect", "[pirates][rule][format2][use][whenhit]") {
  // Two hits, once a turn: one line, then again next turn.
  const std::string two = "  - Anna shoot A1 1>B1:5h 2>B1:5h\n";
  require_valid(replay_yaml(whenhit_position(two + "  - Anna use A1c @2 kill B1a\n")));
  pirates_illegal(
      whenhit_position(two + "  - Anna use A1c @1 kill B1a\n  - Anna use A1c @2 kill B1b  # <-\n"),
      "use-once", 4);
  // Without `once`: one line per hit, each shot's effect once.
  const std::string each = whenhit_header("{when: {event: hit, effect: {kill-crew: 1}}}");
  require_valid(replay_yaml(whenhit_position(
      two + "  - Anna use A1c @1 kill B1a\n  - Anna use A1c @2 kill B1b\n", each)));
  pirates_illegal(
      whenhit_position(two + "  - Anna use A1c @1 kill B1a\n  - Bruno turn  # <-\n", each),
      "use-trigger", 4);
  pirates_illegal(
      whenhit_position(two + "  - Anna use A1c @1 kill B1a\n  - Anna use A1c @1 kill B1b  # <-\n",
                       each),
      "use-once", 4);
}

TEST_CASE("use-target on a shot's effect", "[pirates][rule][format2][use][whenhit]") {
  require_valid(replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 kill B1a\n")));
  // A1a is not aboard B1; two crew for `kill-crew: 1`.
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 kill A1a  # <-\n"),
                  "use-target", 3);
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 kill B1a B1b  # <-\n"),
                  "use-target", 3);
  // kill-cargo: a coin of B1 goes out of the game; a coin B1 does not carry.
  const std::string cargo = whenhit_header("{when: {event: hit, effect: {kill-cargo: 1}}}");
  const qm::Replay r =
      replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 cargo 3\n", cargo));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B1")["gold"].empty());
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 cargo 1  # <-\n", cargo),
                  "use-target", 3);
}

TEST_CASE("mast-choice on a shot's effect", "[pirates][rule][format2][use][whenhit]") {
  // extra-mast: the shot took mast 2, the effect mast 1 (the highest standing, or the choice).
  const std::string mast = whenhit_header("{when: {event: hit, effect: {extra-mast: 1}}}");
  const qm::Replay r =
      replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 mast\n", mast));
  require_valid(r);
  CHECK(whenhit_masts(r, "B1") == "lost lost");
  require_valid(
      replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 mast /1\n", mast)));
  pirates_illegal(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 mast /2  # <-\n", mast),
                  "mast-choice", 3);
}

TEST_CASE("use: a shot's effect qm does not model is refused", "[pirates][format2][use][whenhit]") {
  // A `when {event: hit}` with a nation filter stays unmodelled: its line is refused.
  const std::string other =
      whenhit_header("{when: {event: hit, vs: {nation: England}, effect: {kill-crew: 1}}}");
  require_unreadable(
      replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 kill B1a\n", other)), 0,
      "qm does not check a `when {event: hit}` with these parameters");
  require_unreadable(replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @x kill B1a\n")),
                     0, "is not a shot of the line before");
  require_unreadable(replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 swap B1a\n")),
                     0, "qm does not check a shot's effect 'swap'");
  // The report lists the effect.
  const qm::Replay r =
      replay_yaml(whenhit_position(kWhenHitShot + "  - Anna use A1c @1 kill B1a\n"));
  require_valid(r);
  const qm::Json uses = r.state->audit()["ability_uses"];
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["effect"] == "shot 1's hit: B1a eliminated");
}

// --- board-range ---

namespace {

// A1c boards from S without ramming; B1 (30 mm from A1's edge) adds 3 to its boarding rolls.
std::string board_range_position(const std::string& moves, const std::string& entry =
                                                               "{allow: {what: board-range, "
                                                               "range: S}}") {
  std::string h = edit(whenhit_header(entry), "move: L+L, x: 850, y: 200, heading: 180}",
                       "move: L+L, abilities: [{mod: {roll: board, by: 3}}], x: 850, y: 200, "
                       "heading: 180}");
  return whenhit_position(moves, h);
}

}  // namespace

TEST_CASE("use-source on a board-range", "[pirates][rule][format2][use][boardrange]") {
  const qm::Replay r = replay_yaml(
      board_range_position("  - Anna use A1c board-range B1\n  - Anna board A1 B1 4 2 kill B1a\n"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B1")["crew"] == qm::Json::array({"B1b"}));
  pirates_illegal(board_range_position("  - Anna use A1a board-range B1  # <-\n"), "use-source", 2);
}

TEST_CASE("use-target on a board-range", "[pirates][rule][format2][use][boardrange]") {
  require_valid(replay_yaml(board_range_position("  - Anna use A1c board-range B1\n")));
  // B2 lies far beyond S; A2 is Anna's own.
  pirates_illegal(board_range_position("  - Anna use A1c board-range B2  # <-\n"), "use-target", 2);
  pirates_illegal(board_range_position("  - Anna use A1c board-range A2  # <-\n"), "use-target", 2);
}

TEST_CASE("action-budget on a board-range", "[pirates][rule][format2][use][boardrange]") {
  // Right after its move, the boarding is part of that move action; else it takes the action.
  require_valid(replay_yaml(board_range_position(
      "  - Anna move A1 610,300\n  - Anna use A1c board-range B1\n  - Anna board A1 B1 4 2 kill "
      "B1a\n")));
  pirates_illegal(
      board_range_position("  - Anna shoot A1 2>B1:1m\n  - Anna use A1c board-range B1  # <-\n"),
      "action-budget", 3);
}

TEST_CASE("board-no-ram after a board-range", "[pirates][rule][format2][use][boardrange]") {
  require_valid(replay_yaml(board_range_position(
      "  - Anna use A1c board-range B1\n  - Anna board A1 B1 4 2 kill B1a\n")));
  // Only the line right after, against the ship named.
  pirates_illegal(board_range_position("  - Anna use A1c board-range B1\n  - Anna board A1 B2 4 2 "
                                       "kill B1a  # <-\n"),
                  "board-no-ram", 3);
  pirates_illegal(board_range_position("  - Anna board A1 B1 4 2 kill B1a  # <-\n"), "board-no-ram",
                  2);
}

TEST_CASE("board-take after a board-range", "[pirates][rule][format2][use][boardrange]") {
  // B1's +3 does not apply: 4+2 against 2+2, Anna wins; 4+2 against 4+2 is a tie.
  require_valid(replay_yaml(board_range_position(
      "  - Anna use A1c board-range B1\n  - Anna board A1 B1 4 2 kill B1a\n")));
  pirates_illegal(board_range_position("  - Anna use A1c board-range B1\n  - Anna board A1 B1 4 4 "
                                       "kill B1a  # <-\n"),
                  "board-take", 3);
}
