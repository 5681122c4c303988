// A format 2 `start:` position's `held`, `out`, `removed` and `face_up` (docs/format-pirates.md,
// "A position in the middle of a game"): read, checked for consistency, applied.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const std::string kStartMutiny =
    "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n"
    "    events:\n"
    "      - {id: E1, name: Mutiny!, points: 5, abilities: [{when: {event: reveal, when: "
    "turn-start, target: {side: enemy, kind: ship}, effect: {kill-crew: {each: 6}}, uses: 1}}]}\n";

std::string start_header() {
  const std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  return edit(h, "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n",
              kStartMutiny);
}

// Anna to play from the set-up's places; `more` adds to `start:`.
std::string start_with(const std::string& more, const std::string& moves,
                       const std::map<std::string, std::string>& ships = {}) {
  return pirates_position(ships, moves, "Anna", std::string(kStartIslands) + more, start_header());
}

const std::string kHeldA1 = "{x: 270, y: 200, heading: 0, docked: I1, held: true}";
const std::string kA1Sails = "  - Anna move A1 353,200 436,200\n";

}  // namespace

TEST_CASE("deny-broken: a `start:` position's held piece", "[pirates][rule][format2][start]") {
  // Held through Anna's turn: A1 cannot move; a turn later it can.
  pirates_illegal(
      start_with("", "  - Anna turn\n  - Anna move A1 353,200 436,200  # <-\n", {{"A1", kHeldA1}}),
      "deny-broken", 2);
  require_valid(replay_yaml(start_with(
      "", "  - Anna turn\n  - Bruno turn\n  - Anna turn\n" + kA1Sails, {{"A1", kHeldA1}})));
  require_valid(replay_yaml(start_with("", "  - Anna turn\n" + kA1Sails)));
  require_unreadable(
      replay_yaml(start_with("", "  - Anna turn\n",
                             {{"A1", "{x: 270, y: 200, heading: 0, docked: I1, held: maybe}"}})),
      0, "'held' is true or false");
}

TEST_CASE("format 2 `start:`: items out of the game and events removed",
          "[pirates][format2][start]") {
  // A2a out of the game: A2 carries no crew.
  qm::Replay r = replay_yaml(start_with("  out: [A2a]\n", "  - Anna turn\n"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A2")["crew"].empty());
  // Mutiny! removed (its one use spent): revealing it is use-once.
  const std::string bruno = "  - Anna turn\n  - Bruno turn\n";
  pirates_illegal(start_with("  removed: [E1]\n", bruno + "  - Bruno reveal E1 A1 6  # <-\n"),
                  "use-once", 3);
  require_valid(replay_yaml(start_with("", bruno + "  - Bruno reveal E1 A1 6\n")));
  // A crew in `removed` is out of the game as in `out`.
  r = replay_yaml(start_with("  removed: [A1a]\n", "  - Anna turn\n"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["crew"].empty());
  // An id the record lacks; an item out of the game twice.
  std::string yaml = start_with("  out: [A9z]\n", "  - Anna turn\n");
  require_unreadable(replay_yaml(yaml), line_of(yaml, "out: [A9z]"),
                     "unknown crew, equipment or unique treasure 'A9z' in 'start.out'");
  yaml = start_with("  crew_lost: [A2a]\n  removed: [A2a]\n", "  - Anna turn\n");
  require_unreadable(replay_yaml(yaml), line_of(yaml, "removed: [A2a]"),
                     "A2a is in two places: in 'start.crew_lost' and in 'start.removed'");
}

TEST_CASE("format 2 `start:`: crew and equipment face up", "[pirates][format2][start]") {
  require_valid(replay_yaml(start_with("  face_up: [A1a, B1a]\n", "  - Anna turn\n")));
  std::string yaml = start_with("  face_up: [E1]\n", "  - Anna turn\n");
  require_unreadable(replay_yaml(yaml), line_of(yaml, "face_up: [E1]"),
                     "'E1' in 'start.face_up' is not a crew or an equipment of the record");
  yaml = start_with("  face_up: [A1a, A1a]\n", "  - Anna turn\n");
  require_unreadable(replay_yaml(yaml), line_of(yaml, "face_up: [A1a, A1a]"),
                     "A1a is given twice in 'start.face_up'");
}

TEST_CASE("format 2 `start:`: crew and equipment aboard and left on islands (`items`)",
          "[pirates][format2][start]") {
  // A2a moved onto A1, after A1a; A1a left on I2 instead in the second position.
  qm::Replay r = replay_yaml(
      start_with("", "  - Anna turn\n",
                 {{"A1", "{x: 270, y: 200, heading: 0, docked: I1, items: [A1a, A2a]}"}}));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["crew"] == qm::Json::array({"A1a", "A2a"}));
  CHECK(table_entry(r, "ships", "A2")["crew"].empty());
  const std::string i2 =
      "  islands:\n    I2: {treasure: [3, 2, 1, 2], items: [A1a]}\n"
      "  home: {Anna: [], Bruno: []}\n";
  r = replay_yaml(pirates_position({{"A1", "{x: 270, y: 200, heading: 0, docked: I1, items: []}"}},
                                   "  - Anna turn\n", "Anna", i2, start_header()));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["crew"].empty());
  CHECK(table_entry(r, "islands", "I2")["crew"] == qm::Json::array({"A1a"}));
  // Mutiny!'s dice follow the order the items give: A2a's 6 kills it, A1a's 1 does not.
  r = replay_yaml(
      start_with("", "  - Anna turn\n  - Bruno turn\n  - Bruno reveal E1 A1 6 1\n",
                 {{"A1", "{x: 270, y: 200, heading: 0, docked: I1, items: [A2a, A1a]}"}}));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["crew"] == qm::Json::array({"A1a"}));
  // An item in two places; an id the record lacks; a home island's items.
  std::string yaml =
      start_with("", "  - Anna turn\n",
                 {{"A1", "{x: 270, y: 200, heading: 0, docked: I1, items: [A2a]}"},
                  {"A2", "{x: 200, y: 270, heading: 270, docked: I1, items: [A2a]}"}});
  require_unreadable(replay_yaml(yaml), line_of(yaml, "A2: {x: 200"),
                     "A2a is in two places: aboard A1 and aboard A2");
  yaml = start_with("  out: [A2a]\n", "  - Anna turn\n",
                    {{"A1", "{x: 270, y: 200, heading: 0, docked: I1, items: [A2a]}"}});
  require_unreadable(replay_yaml(yaml), line_of(yaml, "out: [A2a]"),
                     "A2a is in two places: aboard A1 and in 'start.out'");
  yaml = start_with("", "  - Anna turn\n",
                    {{"A1", "{x: 270, y: 200, heading: 0, docked: I1, items: [A7q]}"}});
  require_unreadable(replay_yaml(yaml), line_of(yaml, "A7q"),
                     "unknown crew or equipment 'A7q' aboard A1");
  yaml = pirates_position({}, "  - Anna turn\n", "Anna", "  islands:\n    I1: {items: [A1a]}\n",
                          start_header());
  require_unreadable(replay_yaml(yaml), line_of(yaml, "I1: {items"), "I1 is a home island");
  // More crew and coins than the ship's cargo places: setup-position.
  r = replay_yaml(start_with(
      "", "  - Anna turn\n",
      {{"A1", "{x: 270, y: 200, heading: 0, docked: I1, gold: [1, 1, 1], items: [A1a, A2a]}"}}));
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "setup-position");
}
