// Rules of docs/rules-pirates.md about cannon and what follows: action-budget, shoot-*,
// mast-choice, sink-share, repair-*, scuttle-not-derelict. Each TEST_CASE is named after
// its rule id. The records are positions (`start:`) over pirates_support.h's set-up; an S
// cannon reaches a ship whose centre is <= 79.5 mm away (57.5 + 2 to its edge, + 20), an
// L one <= 105.8; a line of fire is blocked within 48 mm of an island's centre (r 50 - 2)
// and within 18 of another ship's (20 - 2).
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

// A2 (3S, 3S, 4L; cannoneer A2a) at (400,380); B2 (2S, 3S) at `x`,380: 60 mm by default,
// 40 from B2's edge.
Ships duel(const std::string& b2 = "{x: 460, y: 380, heading: 180}") {
  return {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", b2}};
}

}  // namespace

TEST_CASE("action-budget", "[pirates][rule]") {
  // A1 (captain A1a) sails 80 mm from (400,300) to (400,380) and shoots B2 (460,380): a
  // Captain's move-and-shoot.
  Ships a1 = {{"A1", "{x: 400, y: 300, heading: 90}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  require_valid(replay_yaml(
      pirates_position(a1, kAnna + "  - Anna move A1 400,380\n  - Anna shoot A1 1>B2:4h\n")));
  // A2 has no captain: 50 mm from (400,330), then a shot.
  Ships a2 = {{"A2", "{x: 400, y: 330, heading: 90}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(a2, kAnna + "  - Anna move A2 400,380\n"
                                               "  - Anna shoot A2 1>B2:4h  # <-\n"),
                  "action-budget", 3);
  // Two shoot lines for one ship.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:4h\n"
                                                   "  - Anna shoot A2 2>B2:4h  # <-\n"),
                  "action-budget", 3);
  // Two moves.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna move A2 400,330\n"
                                                   "  - Anna move A2 400,280  # <-\n"),
                  "action-budget", 3);
  // One action for each ship is fine.
  require_valid(replay_yaml(pirates_position(
      duel(), kAnna + "  - Anna shoot A2 1>B2:4h 2>B2:4h\n  - Anna move A1 353,200 436,200\n")));
  // Checked before the shot's own rules: a second shoot line, at her own A1.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:4h\n"
                                                   "  - Anna shoot A2 2>A1:4h  # <-\n"),
                  "action-budget", 3);
}

TEST_CASE("shoot-range", "[pirates][rule]") {
  // B2 at 80 mm: 60 from its edge > 59.5 for the 3S; the 4L reaches 85.8.
  Ships far = duel("{x: 480, y: 380, heading: 180}");
  pirates_illegal(pirates_position(far, kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n"), "shoot-range",
                  2);
  require_valid(replay_yaml(pirates_position(far, kAnna + "  - Anna shoot A2 3>B2:4h\n")));
}

TEST_CASE("shoot-range: on the edge", "[pirates][rule][geometry]") {
  // Exactly S: centres 77.5 apart, 57.5 from B2's edge.
  require_valid(replay_yaml(pirates_position(duel("{x: 477.5, y: 380, heading: 180}"),
                                             kAnna + "  - Anna shoot A2 1>B2:4h\n")));
  // S + tolerance: 79.5 apart, 59.5 from the edge.
  require_valid(replay_yaml(pirates_position(duel("{x: 479.5, y: 380, heading: 180}"),
                                             kAnna + "  - Anna shoot A2 1>B2:4h\n")));
  // Just beyond: 79.6 apart, 59.6 > 59.5.
  pirates_illegal(pirates_position(duel("{x: 479.6, y: 380, heading: 180}"),
                                   kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n"),
                  "shoot-range", 2);
  // Not along an axis: B2 at (448,440) is 76.8 mm away, in range.
  require_valid(replay_yaml(pirates_position(duel("{x: 448, y: 440, heading: 180}"),
                                             kAnna + "  - Anna shoot A2 1>B2:4h\n")));
}

TEST_CASE("shoot-line-of-fire", "[pirates][rule]") {
  // A2 (508,246) fires its 4L at B2 (612,246): 104 mm apart, 84 from B2's edge (<= 85.8);
  // both 69.4 mm from I2 (560,200), clear of it. The line passes 46 mm from I2's centre
  // (blocked below 50 - 2 = 48).
  Ships across = {{"A2", "{x: 508, y: 246, heading: 0}"}, {"B2", "{x: 612, y: 246, heading: 180}"}};
  pirates_illegal(pirates_position(across, kAnna + "  - Anna shoot A2 3>B2:4h  # <-\n"),
                  "shoot-line-of-fire", 2);
  // Along y 248.5 it passes at 48.5: clear (the ships 71.1 from I2's centre).
  Ships grazing = {{"A2", "{x: 508, y: 248.5, heading: 0}"},
                   {"B2", "{x: 612, y: 248.5, heading: 180}"}};
  require_valid(replay_yaml(pirates_position(grazing, kAnna + "  - Anna shoot A2 3>B2:4h\n")));
}

TEST_CASE("shoot-line-of-fire: through a ship", "[pirates][rule][geometry]") {
  // A2 (400,380) fires its 4L at B2 (480,380), 60 mm from B2's edge. B1 at (440,395) is 15
  // mm from the line (blocked below 18).
  Ships b1 = duel("{x: 480, y: 380, heading: 180}");
  b1["B1"] = "{x: 440, y: 395, heading: 0}";
  pirates_illegal(pirates_position(b1, kAnna + "  - Anna shoot A2 3>B2:4h  # <-\n"),
                  "shoot-line-of-fire", 2);
  // One of Anna's own ships blocks as well.
  Ships a1 = duel("{x: 480, y: 380, heading: 180}");
  a1["A1"] = "{x: 440, y: 395, heading: 0}";
  pirates_illegal(pirates_position(a1, kAnna + "  - Anna shoot A2 3>B2:4h  # <-\n"),
                  "shoot-line-of-fire", 2);
  // B1 at (440,398.5) grazes it at 18.5: clear (44.1 from each ship, no overlap).
  b1["B1"] = "{x: 440, y: 398.5, heading: 0}";
  require_valid(replay_yaml(pirates_position(b1, kAnna + "  - Anna shoot A2 3>B2:4h\n")));
}

TEST_CASE("shoot-docked-home", "[pirates][rule]") {
  // B2 docked at Bruno's home I3 (920,270); A2 at (920,340): 50 mm from its edge (S).
  Ships home = {{"A2", "{x: 920, y: 340, heading: 90}"}};
  pirates_illegal(pirates_position(home, kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n"),
                  "shoot-docked-home", 2);
  // The same place, touching I3 but not docked.
  home["B2"] = "{x: 920, y: 270, heading: 270}";
  require_valid(replay_yaml(pirates_position(home, kAnna + "  - Anna shoot A2 1>B2:4h\n")));
}

TEST_CASE("shoot-target", "[pirates][rule]") {
  Ships own = {{"A2", "{x: 400, y: 380, heading: 0}"}, {"A1", "{x: 460, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(own, kAnna + "  - Anna shoot A2 1>A1:4h  # <-\n"),
                  "shoot-target", 2);
  require_valid(replay_yaml(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:4h\n")));
}

TEST_CASE("shoot-cannon", "[pirates][rule]") {
  // A2 has three masts.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 4>B2:4h  # <-\n"),
                  "shoot-cannon", 2);
  // Mast 1 twice.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:2m 1>B2:4h  # <-\n"),
                  "shoot-cannon", 2);
  // A lost mast.
  Ships lost = duel();
  lost["A2"] = "{x: 400, y: 380, heading: 0, lost: [1]}";
  pirates_illegal(pirates_position(lost, kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n"),
                  "shoot-cannon", 2);
  require_valid(replay_yaml(pirates_position(lost, kAnna + "  - Anna shoot A2 2>B2:4h 3>B2:4h\n")));
  // A hit takes B2's highest mast (2): Bruno fires mast 1 (2S hits on 2), not mast 2.
  require_valid(replay_yaml(pirates_position(
      duel(),
      kAnna + "  - Anna shoot A2 1>B2:3h 2>B2:2m\n  - Bruno turn\n  - Bruno shoot B2 1>A2:2h\n")));
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:3h\n  - Bruno turn\n"
                                                   "  - Bruno shoot B2 2>A2:3h  # <-\n"),
                  "shoot-cannon", 4);
  // Before the target's checks: mast 4 at an unknown ship.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 4>A9:4h  # <-\n"),
                  "shoot-cannon", 2);
}

TEST_CASE("piece-unknown: a shot's target", "[pirates][rule]") {
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>A9:4h  # <-\n"),
                  "piece-unknown", 2);
  // The second shot of a line at a ship the first one sank.
  Ships derelict = duel("{x: 460, y: 380, heading: 180, lost: [1, 2]}");
  require_valid(replay_yaml(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h\n")));
  pirates_illegal(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h 2>B2:4h  # <-\n"),
                  "piece-unknown", 2);
}

TEST_CASE("shoot checks in order", "[pirates][rule][order]") {
  // Anna's own ship, out of range: shoot-target comes first.
  Ships own = {{"A2", "{x: 400, y: 380, heading: 0}"}, {"A1", "{x: 500, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(own, kAnna + "  - Anna shoot A2 1>A1:4h  # <-\n"),
                  "shoot-target", 2);
  // Docked at home and out of range (A2 at (920,380): 110 mm from B2, 90 from its edge):
  // shoot-docked-home.
  Ships home = {{"A2", "{x: 920, y: 380, heading: 90}"}};
  pirates_illegal(pirates_position(home, kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n"),
                  "shoot-docked-home", 2);
  // Out of range and behind a ship (B2 at 80 mm, 60 from its edge, B1 between):
  // shoot-range before shoot-line-of-fire.
  Ships both = duel("{x: 480, y: 380, heading: 180}");
  both["B1"] = "{x: 440, y: 395, heading: 0}";
  pirates_illegal(pirates_position(both, kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n"),
                  "shoot-range", 2);
  // The 4L in range but blocked by B1, and its roll written wrong (3 < 4, written h):
  // shoot-line-of-fire before shoot-roll.
  pirates_illegal(pirates_position(both, kAnna + "  - Anna shoot A2 3>B2:3h  # <-\n"),
                  "shoot-line-of-fire", 2);
  // The shots in the order written: the first legal, the second at her own A1.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:4h 2>A1:4h  # <-\n"),
                  "shoot-target", 2);
}

TEST_CASE("shoot-roll", "[pirates][rule]") {
  // 3S: a 3 hits, a 2 misses.
  require_valid(
      replay_yaml(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:3h 2>B2:2m\n")));
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:2h  # <-\n"),
                  "shoot-roll", 2);
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:3m  # <-\n"),
                  "shoot-roll", 2);
  // A 1 always misses, even with a rank-1 cannon (B2's Raven with a 1S on mast 1).
  std::string one = edit(kPiratesHeader, "masts: [2S, 3S]", "masts: [1S, 3S]");
  Ships b2 = {{"B2", "{x: 400, y: 380, heading: 0}"}, {"A2", "{x: 460, y: 380, heading: 180}"}};
  pirates_illegal(
      pirates_position(b2, "  - Bruno turn\n  - Bruno shoot B2 1>A2:1h  # <-\n", "Bruno", "", one),
      "shoot-roll", 2);
  require_valid(replay_yaml(pirates_position(
      b2, "  - Bruno turn\n  - Bruno shoot B2 1>A2:1m 2>A2:3h\n", "Bruno", "", one)));
}

TEST_CASE("shoot-reroll", "[pirates][rule]") {
  // A2's cannoneer (A2a): a miss (2) rolled again (5, a hit).
  require_valid(replay_yaml(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:2,5h\n")));
  // Only after a miss.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:4,5h  # <-\n"),
                  "shoot-reroll", 2);
  // Once per turn.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:2,5h 2>B2:1,4h  # <-\n"),
                  "shoot-reroll", 2);
  // A1 has no cannoneer (its crew is a captain).
  Ships a1 = {{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(a1, kAnna + "  - Anna shoot A1 1>B2:2,5h  # <-\n"),
                  "shoot-reroll", 2);
  // Before shoot-roll: a re-roll after a hit, with the second die written wrong.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:4,2h  # <-\n"),
                  "shoot-reroll", 2);
}

TEST_CASE("mast-choice", "[pirates][rule]") {
  // Bruno gives mast 1; B2 then fires mast 2 on his turn.
  require_valid(replay_yaml(pirates_position(
      duel(),
      kAnna + "  - Anna shoot A2 1>B2:3h/1\n  - Bruno turn\n  - Bruno shoot B2 2>A2:3h\n")));
  // B2 has no mast 3.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:3h/3  # <-\n"),
                  "mast-choice", 2);
  // /N on a miss.
  pirates_illegal(pirates_position(duel(), kAnna + "  - Anna shoot A2 1>B2:2m/1  # <-\n"),
                  "mast-choice", 2);
  // Mast 2 already lost.
  Ships one = duel("{x: 460, y: 380, heading: 180, lost: [2]}");
  pirates_illegal(pirates_position(one, kAnna + "  - Anna shoot A2 1>B2:3h/2  # <-\n"),
                  "mast-choice", 2);
  // A shot that sinks a derelict.
  Ships derelict = duel("{x: 460, y: 380, heading: 180, lost: [1, 2]}");
  pirates_illegal(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h/1  # <-\n"),
                  "mast-choice", 2);
}

TEST_CASE("sink-share", "[pirates][rule]") {
  // Derelict B2 carries 3, 2, 1; A2 sinks it. Anna takes 2 coins of 3 (ceil(3/2)), Bruno
  // the other, straight onto their home islands.
  Ships derelict = duel("{x: 460, y: 380, heading: 180, lost: [1, 2], gold: [3, 2, 1]}");
  qm::Replay r =
      replay_yaml(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h share 3,2\n"));
  require_valid(r);
  CHECK(score_of(r, "Anna") == 5);
  CHECK(score_of(r, "Bruno") == 1);
  // Any two of them: by count, not value.
  qm::Replay low =
      replay_yaml(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h share 2,1\n"));
  require_valid(low);
  CHECK(score_of(low, "Anna") == 3);
  CHECK(score_of(low, "Bruno") == 3);
  // All three.
  pirates_illegal(
      pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h share 3,2,1  # <-\n"),
      "sink-share", 2);
  // A coin that was not aboard.
  pirates_illegal(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h share 3,3  # <-\n"),
                  "sink-share", 2);
  // No share written.
  pirates_illegal(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n"),
                  "sink-share", 2);
  // A share when nothing sank (a miss).
  pirates_illegal(pirates_position(derelict, kAnna + "  - Anna shoot A2 1>B2:2m share 3,2  # <-\n"),
                  "sink-share", 2);
}

namespace {

// A2 docked at Anna's home (200,270) with mast 3 (4L) lost; B2 at (300,300): 84.4 mm from
// its edge, in L range (85.8); the line passes 70 from I1's centre and 87.2 from A1.
Ships repair_scene(
    const std::string& a2 = "{x: 200, y: 270, heading: 270, docked: I1, lost: [3]}") {
  return {{"A2", a2}, {"B2", "{x: 300, y: 300, heading: 180}"}};
}

}  // namespace

TEST_CASE("repair-not-home", "[pirates][rule]") {
  // Repaired at home, mast 3 fires on her next turn.
  require_valid(replay_yaml(
      pirates_position(repair_scene(), kAnna + "  - Anna repair A2\n  - Bruno turn\n  - Anna turn\n"
                                               "  - Anna shoot A2 3>B2:4h\n")));
  pirates_illegal(pirates_position(repair_scene(), kAnna + "  - Bruno turn\n  - Anna turn\n"
                                                           "  - Anna shoot A2 3>B2:4h  # <-\n"),
                  "shoot-cannon", 4);
  // At sea.
  pirates_illegal(pirates_position(repair_scene("{x: 400, y: 380, heading: 0, lost: [3]}"),
                                   kAnna + "  - Anna repair A2  # <-\n"),
                  "repair-not-home", 2);
  // Docked at the wild I2 (560,270).
  pirates_illegal(
      pirates_position(repair_scene("{x: 560, y: 270, heading: 90, docked: I2, lost: [3]}"),
                       kAnna + "  - Anna repair A2  # <-\n"),
      "repair-not-home", 2);
  // A derelict may repair.
  require_valid(replay_yaml(
      pirates_position(repair_scene("{x: 200, y: 270, heading: 270, docked: I1, lost: [1, 2, 3]}"),
                       kAnna + "  - Anna repair A2\n")));
}

TEST_CASE("repair-nothing", "[pirates][rule]") {
  require_valid(replay_yaml(pirates_position(repair_scene(), kAnna + "  - Anna repair A2\n")));
  pirates_illegal(pirates_position(repair_scene("{x: 200, y: 270, heading: 270, docked: I1}"),
                                   kAnna + "  - Anna repair A2  # <-\n"),
                  "repair-nothing", 2);
  // At sea with nothing lost: repair-not-home comes first.
  pirates_illegal(pirates_position(repair_scene("{x: 400, y: 380, heading: 0}"),
                                   kAnna + "  - Anna repair A2  # <-\n"),
                  "repair-not-home", 2);
  // Two repairs: the second is over budget.
  pirates_illegal(
      pirates_position(repair_scene("{x: 200, y: 270, heading: 270, docked: I1, lost: [2, 3]}"),
                       kAnna + "  - Anna repair A2\n  - Anna repair A2  # <-\n"),
      "action-budget", 3);
}

TEST_CASE("mast-choice: repairs", "[pirates][rule]") {
  Ships two = repair_scene("{x: 200, y: 270, heading: 270, docked: I1, lost: [2, 3]}");
  require_valid(replay_yaml(pirates_position(two, kAnna + "  - Anna repair A2 3\n")));
  // Mast 1 is standing.
  pirates_illegal(pirates_position(two, kAnna + "  - Anna repair A2 1  # <-\n"), "mast-choice", 2);
  // Without a number the lowest lost mast (2) returns: mast 3 still cannot fire.
  pirates_illegal(
      pirates_position(two, kAnna + "  - Anna repair A2\n  - Bruno turn\n  - Anna turn\n"
                                    "  - Anna shoot A2 3>B2:4h  # <-\n"),
      "shoot-cannon", 5);
}

TEST_CASE("scuttle-not-derelict", "[pirates][rule]") {
  // Bruno's derelict B2 with a 2 aboard: a 5 sinks it when his next turn starts.
  Ships derelict = {{"B2", "{x: 480, y: 380, heading: 180, lost: [1, 2], gold: [2]}"}};
  std::string to_next = "  - Bruno turn\n  - Bruno scuttle B2 5\n  - Anna turn\n  - Bruno turn\n";
  require_valid(replay_yaml(pirates_position(derelict, to_next, "Bruno")));
  pirates_illegal(pirates_position(derelict, to_next + "  - Bruno scuttle B2 6  # <-\n", "Bruno"),
                  "piece-unknown", 5);
  // A 4 leaves it afloat.
  require_valid(replay_yaml(pirates_position(derelict,
                                             "  - Bruno turn\n  - Bruno scuttle B2 4\n  - Anna "
                                             "turn\n  - Bruno turn\n  - Bruno scuttle B2 6\n",
                                             "Bruno")));
  // B1 has its masts.
  pirates_illegal(
      pirates_position(derelict, "  - Bruno turn\n  - Bruno scuttle B1 5  # <-\n", "Bruno"),
      "scuttle-not-derelict", 2);
}
