// The six keyword abilities of record v1 (docs/rules-pirates.md, "Card data is the user's"):
// each shown working, and — for a crew — not working when the crew is aboard a ship of
// another nationality (Spanish ships; the crew made French). `linked` works whatever the
// nationality (fleet-cargo in pirates_rules_setup_test.cc). Any other keyword changes
// nothing. Positions over pirates_support.h's set-up.
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

// The set-up with crew A1a's ability and nation changed.
std::string a1a(const std::string& ability, const std::string& nation = "Spain") {
  return edit(kPiratesHeader, "{id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}",
              "{id: A1a, nation: " + nation + ", points: 3, ability: " + ability + ", ship: A1}");
}
// The same for A2a (A2a: cannoneer by default).
std::string a2a(const std::string& ability, const std::string& nation = "Spain",
                const std::string& header = kPiratesHeader) {
  return edit(header, "{id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}",
              "{id: A2a, nation: " + nation + ", points: 3, ability: " + ability + ", ship: A2}");
}
// A2 without its own helmsman keyword (S+L: two rulers).
std::string plain_a2(const std::string& header = kPiratesHeader) {
  return edit(header, "move: S+L, abilities: [helmsman],", "move: S+L,");
}

}  // namespace

TEST_CASE("ability: helmsman", "[pirates][rule][ability]") {
  // Three segments of 50 from (400,380): S+L with a helmsman is S+L+S.
  Ships a2 = {{"A2", "{x: 400, y: 380, heading: 0}"}};
  const std::string three = kAnna + "  - Anna move A2 450,380 450,430 500,430  # <-\n";
  require_valid(replay_yaml(pirates_position(a2, three)));  // the ship's
  require_valid(
      replay_yaml(pirates_position(a2, three, "Anna", "", a2a("helmsman", "Spain", plain_a2()))));
  pirates_illegal(pirates_position(a2, three, "Anna", "", plain_a2()), "move-turn-inside-segment",
                  2);
  pirates_illegal(pirates_position(a2, three, "Anna", "", a2a("helmsman", "France", plain_a2())),
                  "move-turn-inside-segment", 2);
  // The ship's and the crew's helmsman count once: four segments are too many.
  pirates_illegal(
      pirates_position(a2, kAnna + "  - Anna move A2 450,380 450,430 500,430 500,480  # <-\n",
                       "Anna", "", a2a("helmsman")),
      "move-turn-inside-segment", 2);
}

TEST_CASE("ability: captain", "[pirates][rule][ability]") {
  // A1 sails 80 mm from (400,300) to (400,380) and shoots B2 (460,380), 40 from its edge.
  Ships a1 = {{"A1", "{x: 400, y: 300, heading: 90}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  const std::string move_shoot =
      kAnna + "  - Anna move A1 400,380\n  - Anna shoot A1 1>B2:4h  # <-\n";
  require_valid(replay_yaml(pirates_position(a1, move_shoot)));
  pirates_illegal(pirates_position(a1, move_shoot, "Anna", "", a1a("captain", "France")),
                  "action-budget", 3);
  // Move, then shoot; not shoot, then move (from (400,380) now, 60 mm from B2).
  Ships near = {{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(near, kAnna + "  - Anna shoot A1 1>B2:4h\n"
                                                 "  - Anna move A1 400,300  # <-\n"),
                  "action-budget", 3);
  // Another keyword (oarsman) grants nothing.
  pirates_illegal(pirates_position(a1, move_shoot, "Anna", "", a1a("oarsman")), "action-budget", 3);
}

TEST_CASE("ability: cannoneer", "[pirates][rule][ability]") {
  Ships a2 = {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  const std::string reroll = kAnna + "  - Anna shoot A2 1>B2:2,5h  # <-\n";
  require_valid(replay_yaml(pirates_position(a2, reroll)));
  pirates_illegal(pirates_position(a2, reroll, "Anna", "", a2a("cannoneer", "France")),
                  "shoot-reroll", 2);
}

TEST_CASE("ability: shipwright", "[pirates][rule][ability]") {
  // A2 at sea with mast 3 lost.
  Ships a2 = {{"A2", "{x: 400, y: 380, heading: 0, lost: [3]}"}};
  const std::string repair = kAnna + "  - Anna repair A2  # <-\n";
  require_valid(replay_yaml(pirates_position(a2, repair, "Anna", "", a2a("shipwright"))));
  pirates_illegal(pirates_position(a2, repair, "Anna", "", a2a("shipwright", "France")),
                  "repair-not-home", 2);
  // Still one repair a turn.
  Ships two = {{"A2", "{x: 400, y: 380, heading: 0, lost: [2, 3]}"}};
  pirates_illegal(pirates_position(two, kAnna + "  - Anna repair A2\n  - Anna repair A2  # <-\n",
                                   "Anna", "", a2a("shipwright")),
                  "action-budget", 3);
}

TEST_CASE("ability: explorer", "[pirates][rule][ability]") {
  // A1 sails 70 mm from (560,340) to (560,270), docks at I2 (nobody explored it) and
  // explores it at once.
  Ships off = {{"A1", "{x: 560, y: 340, heading: 90}"}};
  const std::string dock_explore =
      kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n  - Anna explore A1 3 2  # <-\n";
  require_valid(replay_yaml(pirates_position(off, dock_explore, "Anna", "", a1a("explorer"))));
  pirates_illegal(pirates_position(off, dock_explore, "Anna", "", a1a("explorer", "France")),
                  "explore-not-docked", 4);
  // A free action: docked at I2 since the turn began, it explores and then sails.
  Ships at = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string explore_move =
      kAnna + "  - Anna explore A1 3\n  - Anna move A1 560,340  # <-\n";
  require_valid(replay_yaml(pirates_position(at, explore_move, "Anna", "", a1a("explorer"))));
  pirates_illegal(pirates_position(at, explore_move, "Anna", "", a1a("explorer", "France")),
                  "action-budget", 3);
  // Still one explore a turn.
  pirates_illegal(
      pirates_position(at, kAnna + "  - Anna explore A1 3\n  - Anna explore A1 2  # <-\n", "Anna",
                       "", a1a("explorer")),
      "action-budget", 3);
}

TEST_CASE("ability: linked", "[pirates][rule][ability]") {
  // A1 (cargo 4) with a second crew, A1b: with A1b linked there are 5 places, 2 crew, 3
  // free for gold: exploring three coins is legal; with A1b an oarsman, only 2 are free.
  auto with_a1b = [](const std::string& ability, const std::string& nation) {
    return edit(kPiratesHeader, "      - {id: A2a,",
                "      - {id: A1b, nation: " + nation + ", points: 1, ability: " + ability +
                    ", ship: A1}\n      - {id: A2a,");
  };
  Ships at = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string three = kAnna + "  - Anna explore A1 3 2 2  # <-\n";
  require_valid(replay_yaml(pirates_position(at, three, "Anna", "", with_a1b("linked", "Spain"))));
  require_valid(replay_yaml(pirates_position(at, three, "Anna", "", with_a1b("linked", "France"))));
  pirates_illegal(pirates_position(at, three, "Anna", "", with_a1b("oarsman", "Spain")),
                  "explore-cargo", 2);
}

TEST_CASE("ability: a crew with two keywords (format 2)", "[pirates][rule][ability][format2]") {
  // A2 without its own helmsman; A2a, Spanish, `abilities: [helmsman, explorer]`: both work.
  auto both = [](const std::string& list, const std::string& nation = "Spain") {
    return edit(
        plain_a2(edit(kPiratesHeader, "format: 1\n", "format: 2\n")),
        "{id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}",
        "{id: A2a, nation: " + nation + ", points: 3, abilities: [" + list + "], ship: A2}");
  };
  // move-turn-inside-segment: S+L and the Helmsman's S, three segments of 50.
  Ships sea = {{"A2", "{x: 400, y: 380, heading: 0}"}};
  const std::string three = kAnna + "  - Anna move A2 450,380 450,430 500,430  # <-\n";
  require_valid(replay_yaml(pirates_position(sea, three, "Anna", "", both("helmsman, explorer"))));
  pirates_illegal(pirates_position(sea, three, "Anna", "", both("explorer")),
                  "move-turn-inside-segment", 2);
  // explore-not-docked: A2 sails 70 mm to I2, docks and explores at once (Explorer).
  Ships off = {{"A2", "{x: 560, y: 340, heading: 90}"}};
  const std::string dock_explore =
      kAnna + "  - Anna move A2 560,270\n  - Anna dock A2 I2\n  - Anna explore A2 3 2  # <-\n";
  require_valid(
      replay_yaml(pirates_position(off, dock_explore, "Anna", "", both("helmsman, explorer"))));
  pirates_illegal(pirates_position(off, dock_explore, "Anna", "", both("helmsman")),
                  "explore-not-docked", 4);
  // Aboard a ship of another nation neither works.
  pirates_illegal(pirates_position(sea, three, "Anna", "", both("helmsman, explorer", "France")),
                  "move-turn-inside-segment", 2);
  pirates_illegal(
      pirates_position(off, dock_explore, "Anna", "", both("helmsman, explorer", "France")),
      "explore-not-docked", 4);
  // The audit lists both keywords, each working.
  const std::string listed =
      pirates_position(sea, three, "Anna", "", both("helmsman, {allow: dock-explore}"));
  const qm::Replay r = replay_yaml(listed);
  require_valid(r);
  int working = 0;
  const qm::Json audit = r.state->audit();
  for (const qm::Json& k : audit["abilities"])
    working += k["piece"] == "A2a" && k["works"] == true ? 1 : 0;
  CHECK(working == 2);
}
