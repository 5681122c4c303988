// Events (format 2; docs/rules-pirates.md, "Events"): a fleet's `events:` in the header, the
// `reveal` line that turns one face up at the start of its owner's turn and applies its
// entry (Mutiny!: a d6 per crew aboard the enemy ship it targets, each 6 kills that crew),
// and the rule ids use-source, use-trigger, use-once, use-roll, use-target on that line.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const char* const kMutiny =
    "    events:\n"
    "      - {id: E1, name: Mutiny!, points: 5,\n"
    "         abilities: [{when: {event: reveal, when: turn-start, target: {side: enemy, kind: "
    "ship},\n"
    "                           effect: {kill-crew: {each: 6}}, uses: 1}}]}\n";

const std::string kLastCrew =
    "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n";

// The fixed set-up in format 2, Bruno bringing `events` (Mutiny! by default).
std::string events_header(const std::string& events = kMutiny) {
  const std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  return edit(h, kLastCrew, kLastCrew + events);
}

std::string events_record(const std::string& moves, const std::string& events = kMutiny) {
  return pirates_record(moves, events_header(events));
}

const std::string kEventsBruno = "  - Anna turn\n  - Bruno turn\n";

bool aboard(const qm::Replay& r, const std::string& ship, const std::string& crew) {
  const qm::Json entry = table_entry(r, "ships", ship);
  for (const qm::Json& c : entry["crew"])
    if (c == crew) return true;
  return false;
}

}  // namespace

TEST_CASE("use-source", "[pirates][rule][format2][events]") {
  const qm::Replay r = replay_yaml(events_record(kEventsBruno + "  - Bruno reveal E1 A1 6\n"));
  require_valid(r);
  CHECK_FALSE(aboard(r, "A1", "A1a"));
  // Bruno's event revealed by Anna; an event with no `uses`, face up, revealed again.
  pirates_illegal(events_record(kAnna + "  - Anna reveal E1 B1 6  # <-\n"), "use-source", 2);
  const std::string stays = edit(kMutiny, ", uses: 1}}]}", "}}]}");
  require_valid(replay_yaml(events_record(kEventsBruno + "  - Bruno reveal E1 A1 1\n", stays)));
  pirates_illegal(
      events_record(kEventsBruno + "  - Bruno reveal E1 A1 1\n  - Anna turn\n  - Bruno turn\n"
                                   "  - Bruno reveal E1 A1 1  # <-\n",
                    stays),
      "use-source", 6);
}

TEST_CASE("use-trigger", "[pirates][rule][format2][events]") {
  // Among the turn-start lines, before the turn's first action; not after it.
  require_valid(replay_yaml(
      events_record(kEventsBruno + "  - Bruno reveal E1 A1 6\n  - Bruno move B2 920,327\n")));
  pirates_illegal(
      events_record(kEventsBruno + "  - Bruno move B2 920,327\n  - Bruno reveal E1 A1 6  # <-\n"),
      "use-trigger", 4);
}

TEST_CASE("use-once", "[pirates][rule][format2][events]") {
  // `uses: 1`: revealed once, the card leaves the game.
  require_valid(replay_yaml(events_record(kEventsBruno + "  - Bruno reveal E1 A2 5\n")));
  pirates_illegal(
      events_record(kEventsBruno + "  - Bruno reveal E1 A2 5\n  - Anna turn\n  - Bruno turn\n"
                                   "  - Bruno reveal E1 A1 6  # <-\n"),
      "use-once", 6);
}

TEST_CASE("use-roll", "[pirates][rule][format2][events]") {
  // A die per crew aboard the target: A1 has one crew, A1a; a 5 kills nobody.
  const qm::Replay r = replay_yaml(events_record(kEventsBruno + "  - Bruno reveal E1 A1 5\n"));
  require_valid(r);
  CHECK(aboard(r, "A1", "A1a"));
  pirates_illegal(events_record(kEventsBruno + "  - Bruno reveal E1 A1  # <-\n"), "use-roll", 3);
  pirates_illegal(events_record(kEventsBruno + "  - Bruno reveal E1 A1 6 6  # <-\n"), "use-roll",
                  3);
  pirates_illegal(events_record(kEventsBruno + "  - Bruno reveal E1 A1 7  # <-\n"), "die-value", 3);
}

TEST_CASE("use-target", "[pirates][rule][format2][events]") {
  require_valid(replay_yaml(events_record(kEventsBruno + "  - Bruno reveal E1 A2 6\n")));
  // Bruno's own ship: Mutiny! targets an enemy ship.
  pirates_illegal(events_record(kEventsBruno + "  - Bruno reveal E1 B1 6  # <-\n"), "use-target",
                  3);
  // Any side, but a creature: the entry targets a ship.
  const std::string any_side = edit(kMutiny, "side: enemy, kind: ship", "kind: creature");
  pirates_illegal(events_record(kEventsBruno + "  - Bruno reveal E1 A1 6  # <-\n", any_side),
                  "use-target", 3);
}

TEST_CASE("events: an unknown event or target is piece-unknown", "[pirates][format2][events]") {
  pirates_illegal(events_record(kEventsBruno + "  - Bruno reveal E9 A1 6  # <-\n"), "piece-unknown",
                  3);
  pirates_illegal(events_record(kEventsBruno + "  - Bruno reveal E1 A7 6  # <-\n"), "piece-unknown",
                  3);
}

TEST_CASE("events: points count in the fleet's", "[pirates][format2][events]") {
  // Bruno's fleet is 20 points; an event of 21 more takes it past 40.
  const std::string costly = edit(kMutiny, "points: 5", "points: 21");
  const qm::Replay r = replay_yaml(events_record(kEventsBruno, costly));
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "fleet-points");
  require_valid(replay_yaml(events_record(kEventsBruno, edit(kMutiny, "points: 5", "points: 20"))));
}

TEST_CASE("events: the audit lists each event and what its reveal did",
          "[pirates][format2][events]") {
  const qm::Replay r = replay_yaml(events_record(kEventsBruno + "  - Bruno reveal E1 A1 6\n"));
  require_valid(r);
  const qm::Json events = r.state->audit()["events"];
  REQUIRE(events.size() == 1);
  CHECK(events[0]["id"] == "E1");
  CHECK(events[0]["player"] == "Bruno");
  CHECK(events[0]["status"] == "out of the game");
  REQUIRE(events[0]["reveals"].size() == 1);
  CHECK(events[0]["reveals"][0]["move"] == 3);
  CHECK(events[0]["reveals"][0]["target"] == "A1");
  CHECK(events[0]["reveals"][0]["killed"] == qm::Json::array({"A1a"}));
  const qm::Json down = replay_yaml(events_record(kEventsBruno)).state->audit()["events"];
  CHECK(down[0]["status"] == "face down");
  CHECK(down[0]["reveals"].empty());
  CHECK_FALSE(replay_yaml(pirates_record(kEventsBruno)).state->audit().contains("events"));
}

TEST_CASE("events: what qm does not apply is refused, and bad entries are unreadable",
          "[pirates][format2][events]") {
  // Divers with a `target` (its target is the ship that sank) is not checked yet; an event
  // with no id, or a die that is not a number, makes the record unreadable.
  const std::string divers =
      "    events:\n      - {id: E1, name: Divers, points: 1, abilities: [{when: {event: sink, "
      "target: {side: enemy}, effect: take-gold, uses: 1}}]}\n";
  require_unreadable(replay_yaml(events_record(kEventsBruno, divers)), 0,
                     "qm does not check events");
  require_unreadable(replay_yaml(events_record(kEventsBruno, edit(kMutiny, "id: E1, ", ""))), 0,
                     "an event needs 'id'");
  require_unreadable(replay_yaml(events_record(kEventsBruno + "  - Bruno reveal E1 A1 x\n")), 0,
                     "not a die");
  // In format 1, `events` and `reveal` belong to format 2.
  const std::string v1 = edit(events_header(), "format: 2\n", "format: 1\n");
  require_unreadable(replay_yaml(pirates_record(kEventsBruno, v1)), 0, "field of format 2");
}

TEST_CASE("events: crew die in the order they came aboard", "[pirates][format2][events]") {
  // A2a transferred onto A1 at I1 comes after A1a: the dice 2 then 6 kill A2a only.
  const std::string moves = kAnna +
                            "  - Anna move A1 268,217\n  - Anna dock A1 I1\n"
                            "  - Anna transfer A2 A1 A2a\n  - Bruno turn\n"
                            "  - Bruno reveal E1 A1 2 6\n";
  const qm::Replay r = replay_yaml(events_record(moves));
  require_valid(r);
  CHECK(aboard(r, "A1", "A1a"));
  CHECK_FALSE(aboard(r, "A1", "A2a"));
}

TEST_CASE("events: a `start:` position gives the events revealed so far",
          "[pirates][format2][events]") {
  const std::string revealed = std::string(kStartIslands) + "  revealed: [E1]\n";
  // Mutiny! revealed before the position: its one use is spent.
  const std::string moves = "  - Bruno turn\n  - Bruno reveal E1 A1 6  # <-\n";
  pirates_illegal(pirates_position({}, moves, "Bruno", revealed, events_header()), "use-once", 2);
  const qm::Replay r =
      replay_yaml(pirates_position({}, "  - Bruno turn\n", "Bruno", revealed, events_header()));
  require_valid(r);
  CHECK(r.state->audit()["events"][0]["status"] == "out of the game");
  require_valid(replay_yaml(pirates_position({}, "  - Bruno turn\n  - Bruno reveal E1 A1 6\n",
                                             "Bruno", "", events_header())));
  require_unreadable(replay_yaml(pirates_position({}, "  - Bruno turn\n", "Bruno",
                                                  std::string(kStartIslands) + "  revealed: [E7]\n",
                                                  events_header())),
                     0, "unknown event 'E7'");
}
