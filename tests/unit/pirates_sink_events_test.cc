// Events beyond Mutiny! (format 2; docs/rules-pirates.md, "Events"): Divers and Raft revealed
// on the line right after a sinking (`{event: sink}`, `{event: sunk}`), an event that kills
// the crew its reveal names (`kill-crew: N`), and an event whose entry is a `ruling`.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const std::string kSinkAnnaCrew =
    "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n";
const std::string kSinkBrunoCrew =
    "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n";
const std::string kDiversE2 =
    "    events:\n      - {id: E2, name: Divers, points: 1, abilities: [{when: {event: sink, "
    "effect: take-gold, uses: 1}}]}\n";
const std::string kRaftE1 =
    "    events:\n      - {id: E1, name: Raft, points: 1, abilities: [{when: {event: sunk, "
    "effect: save-cargo, uses: 1}}]}\n";

// Format 2, Anna holding Divers (E2), Bruno `bruno_events` (Raft, E1, by default).
std::string sink_header(const std::string& bruno_events = kRaftE1) {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, kSinkAnnaCrew, kSinkAnnaCrew + kDiversE2);
  return edit(h, kSinkBrunoCrew, kSinkBrunoCrew + bruno_events);
}

// Anna's turn: A1 at sea, B1 derelict beside it carrying 3 and 2 (B1a aboard).
std::string sink_record(const std::string& moves, const std::string& bruno_events = kRaftE1) {
  return pirates_position({{"A1", "{x: 300, y: 300, heading: 0}"},
                           {"B1", "{x: 360, y: 300, heading: 180, lost: [1, 2], gold: [3, 2]}"}},
                          "  - Anna turn\n" + moves, "Anna", "", sink_header(bruno_events));
}

const std::string kStorm = "  - Anna ruling \"a storm sends B1 down\" sink B1\n";

qm::Json sink_home(const qm::Replay& r, const char* player) {
  return r.state->table()["home"][player]["gold"];
}

}  // namespace

TEST_CASE("use-trigger (Divers and Raft: the line right after a sinking)",
          "[pirates][rule][format2][events]") {
  // Divers after Anna's line sank B1: the 3 and 2 that left the game go to Anna's home.
  qm::Replay r = replay_yaml(sink_record(kStorm + "  - Anna reveal E2 B1\n"));
  require_valid(r);
  CHECK(sink_home(r, "Anna") == 5);
  CHECK(r.state->audit()["gold"]["out_of_game"] == 0);
  // Raft, in Anna's turn, by the owner of the ship that sank: the coins onto the nearest wild
  // island (I2); the crew stay out of the game.
  r = replay_yaml(sink_record(kStorm + "  - Bruno reveal E1 B1\n"));
  require_valid(r);
  CHECK(table_entry(r, "islands", "I2")["coins"] == qm::Json::array({3, 2, 1, 2, 3, 2}));
  CHECK(r.state->audit()["gold"]["out_of_game"] == 0);
  // A line between the sinking and the reveal; a ship that has not sunk.
  const std::string between = "  - Anna ruling \"a coin found\" gold Anna +1\n";
  pirates_illegal(sink_record(kStorm + between + "  - Bruno reveal E1 B1  # <-\n"), "use-trigger",
                  4);
  pirates_illegal(sink_record(kStorm + "  - Anna reveal E2 B2  # <-\n"), "use-trigger", 3);
  // Divers and Raft answering the same sinking: not in one turn (Divers' card).
  pirates_illegal(sink_record(kStorm + "  - Bruno reveal E1 B1\n  - Anna reveal E2 B1  # <-\n"),
                  "use-trigger", 4);
}

TEST_CASE("use-target (Divers and Raft: whose ship sank)", "[pirates][rule][format2][events]") {
  const std::string sink_a2 = "  - Anna ruling \"a storm sends A2 down\" sink A2\n";
  require_valid(replay_yaml(sink_record(kStorm + "  - Anna reveal E2 B1\n")));
  // Divers takes an enemy ship's gold; Raft saves its owner's ship.
  pirates_illegal(sink_record(sink_a2 + "  - Anna reveal E2 A2  # <-\n"), "use-target", 3);
  pirates_illegal(sink_record(sink_a2 + "  - Bruno reveal E1 A2  # <-\n"), "use-target", 3);
}

TEST_CASE("use-roll (Divers and Raft roll no die)", "[pirates][rule][format2][events]") {
  require_valid(replay_yaml(sink_record(kStorm + "  - Bruno reveal E1 B1\n")));
  pirates_illegal(sink_record(kStorm + "  - Bruno reveal E1 B1 4  # <-\n"), "use-roll", 3);
}

TEST_CASE("use-once (Divers leaves the game)", "[pirates][rule][format2][events]") {
  // Divers revealed before the position (`uses: 1`): it has left the game.
  const std::string ships_b1 = "{x: 360, y: 300, heading: 180, lost: [1, 2], gold: [3, 2]}";
  auto position = [&](const std::string& more) {
    return pirates_position({{"A1", "{x: 300, y: 300, heading: 0}"}, {"B1", ships_b1}},
                            "  - Anna turn\n" + kStorm + "  - Anna reveal E2 B1  # <-\n", "Anna",
                            std::string(kStartIslands) + more, sink_header());
  };
  require_valid(replay_yaml(position("")));
  pirates_illegal(position("  revealed: [E2]\n"), "use-once", 3);
}

TEST_CASE("events: in a two-player game a shot's sinking is shared, not taken or saved",
          "[pirates][format2][events]") {
  // A1 sinks the derelict B1: sink-share gives Anna the 3 and Bruno the 2; Divers then takes
  // nothing and Raft saves nothing, and both are legal.
  const std::string shot = "  - Anna shoot A1 1>B1:5h share 3\n";
  qm::Replay r = replay_yaml(sink_record(shot + "  - Anna reveal E2 B1\n"));
  require_valid(r);
  CHECK(sink_home(r, "Anna") == 3);
  CHECK(sink_home(r, "Bruno") == 2);
  r = replay_yaml(sink_record(shot + "  - Bruno reveal E1 B1\n"));
  require_valid(r);
  CHECK(table_entry(r, "islands", "I2")["coins"] == qm::Json::array({3, 2, 1, 2}));
  // Raft answers in another player's turn; an event of another kind does not.
  pirates_illegal(sink_record(shot + "  - Bruno reveal E2 B1  # <-\n"), "turn-order", 3);
}

namespace {

const std::string kDuel =
    "    events:\n      - {id: E1, name: Duel, points: 1, abilities: [{when: {event: reveal, "
    "when: turn-start, target: {side: enemy, kind: ship}, effect: {kill-crew: 1}, uses: 1}}]}\n";
const std::string kSinkBrunoTurn = "  - Anna turn\n  - Bruno turn\n";

std::string duel_record(const std::string& moves) {
  return pirates_record(kSinkBrunoTurn + moves, sink_header(kDuel));
}

}  // namespace

TEST_CASE("use-target (kill-crew N: the crew the reveal names)",
          "[pirates][rule][format2][events]") {
  const qm::Replay r = replay_yaml(duel_record("  - Bruno reveal E1 A1 A1a\n"));
  require_valid(r);
  bool a1a = false;
  const qm::Json a1 = table_entry(r, "ships", "A1");  // kept: a range over a temporary's part
  for (const qm::Json& c : a1["crew"]) a1a = a1a || c == "A1a";
  CHECK_FALSE(a1a);
  CHECK(r.state->audit()["events"][1]["reveals"][0]["target"] == "A1");
  // A crew not aboard the target; none named where one is aboard; a die written.
  pirates_illegal(duel_record("  - Bruno reveal E1 A1 A2a  # <-\n"), "use-target", 3);
  pirates_illegal(duel_record("  - Bruno reveal E1 A1  # <-\n"), "use-target", 3);
  pirates_illegal(duel_record("  - Bruno reveal E1 A1 A1a 6  # <-\n"), "use-roll", 3);
}

namespace {

const std::string kFoulWinds =
    "    events:\n      - {id: E1, name: Foul Winds, points: 1, abilities: [{ruling: \"Move an "
    "enemy ship S in any direction.\", affects: [move]}]}\n";

}  // namespace

TEST_CASE("use-source (an event whose entry is a ruling)", "[pirates][rule][format2][events]") {
  // Revealed by its owner in its turn, with no target; its `ruling` lines follow; every later
  // line of Bruno's it could change is unchecked.
  const std::string moves = kSinkBrunoTurn +
                            "  - Bruno reveal E1\n"
                            "  - Bruno ruling \"Foul Winds moves A1\" at A1 330,230\n"
                            "  - Bruno move B2 920,327\n";
  const qm::Replay r = replay_yaml(pirates_record(moves, sink_header(kFoulWinds)));
  require_valid(r);
  const qm::Json unchecked = r.state->audit()["unchecked"];
  bool reveal = false, move = false;
  for (const qm::Json& u : unchecked) {
    reveal = reveal || (u["move"] == 3 && u["piece"] == "E1");
    move = move || (u["move"] == 5 && u["piece"] == "E1");
  }
  CHECK(reveal);
  CHECK(move);
  // Revealed once: it stays face up.
  pirates_illegal(
      pirates_record(kSinkBrunoTurn + "  - Bruno reveal E1\n  - Bruno reveal E1  # <-\n",
                     sink_header(kFoulWinds)),
      "use-source", 4);
}
