// Rules of docs/rules-pirates.md about sailing and what comes with it: move-*, dock-*, unload-*,
// ram-*, board-*, tow-*, explore-*. Each TEST_CASE is named after its rule id. The records
// are positions (`start:`) over pirates_support.h's set-up; the figures that decide each
// case are in the comments (contact with an island <= 72 mm between centres, with a ship
// <= 42; overlap below 68 and 38; an L segment <= 85.8, an S one <= 59.5).
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

// A1 at sea at (400,380), heading east; the rest at home.
const Ships kA1AtSea = {{"A1", "{x: 400, y: 380, heading: 0}"}};

}  // namespace

TEST_CASE("move-too-far", "[pirates][rule]") {
  // A1, L+L: one segment of 85 <= 85.8; two of 85.
  require_valid(replay_yaml(pirates_position(kA1AtSea, kAnna + "  - Anna move A1 485,380\n")));
  require_valid(
      replay_yaml(pirates_position(kA1AtSea, kAnna + "  - Anna move A1 485,380 485,465\n")));
  // 86 > 85.8.
  pirates_illegal(pirates_position(kA1AtSea, kAnna + "  - Anna move A1 486,380  # <-\n"),
                  "move-too-far", 2);
  // A2, S+L and helmsman (S+L+S): segments 80 and 55 (80 <= L 85.8, 55 <= S 59.5), in
  // either order; 80 and 65 (65 > 59.5) is too far.
  Ships a2 = {{"A2", "{x: 400, y: 380, heading: 0}"}};
  require_valid(replay_yaml(pirates_position(a2, kAnna + "  - Anna move A2 480,380 480,435\n")));
  require_valid(replay_yaml(pirates_position(a2, kAnna + "  - Anna move A2 400,435 480,435\n")));
  pirates_illegal(pirates_position(a2, kAnna + "  - Anna move A2 480,380 480,445  # <-\n"),
                  "move-too-far", 2);
}

TEST_CASE("move-through-obstacle", "[pirates][rule]") {
  // A1 (500,270) to (580,270) passes I2 (560,200) at 70 mm, tangent (overlap below 68);
  // it ends 72.8 from I2's centre, clear of it.
  Ships by_i2 = {{"A1", "{x: 500, y: 270, heading: 0}"}};
  require_valid(replay_yaml(pirates_position(by_i2, kAnna + "  - Anna move A1 580,270\n")));
  // Along y 267.5 it passes at 67.5 < 68.
  Ships closer = {{"A1", "{x: 500, y: 267.5, heading: 0}"}};
  pirates_illegal(pirates_position(closer, kAnna + "  - Anna move A1 580,267.5  # <-\n"),
                  "move-through-obstacle", 2);
  // Through a ship: A1 (400,380) to (480,380) passes B2 (440,400) at 20 < 38.
  Ships b2 = {{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 440, y: 400, heading: 180}"}};
  pirates_illegal(pirates_position(b2, kAnna + "  - Anna move A1 480,380  # <-\n"),
                  "move-through-obstacle", 2);
  // Own ships are obstacles too.
  Ships a2 = {{"A1", "{x: 400, y: 380, heading: 0}"}, {"A2", "{x: 440, y: 400, heading: 180}"}};
  pirates_illegal(pirates_position(a2, kAnna + "  - Anna move A1 480,380  # <-\n"),
                  "move-through-obstacle", 2);
  // B2 at (440,420): 40 >= 38 from the path; the end (480,380) is 56.6 from it.
  Ships past = {{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 440, y: 420, heading: 180}"}};
  require_valid(replay_yaml(pirates_position(past, kAnna + "  - Anna move A1 480,380\n")));
}

TEST_CASE("move-turn-inside-segment", "[pirates][rule]") {
  // A1, L+L: three segments of 50.
  pirates_illegal(
      pirates_position(kA1AtSea, kAnna + "  - Anna move A1 450,380 450,430 500,430  # <-\n"),
      "move-turn-inside-segment", 2);
  // A2, S+L with helmsman: three rulers, the same three segments are legal.
  Ships a2 = {{"A2", "{x: 400, y: 380, heading: 0}"}};
  require_valid(
      replay_yaml(pirates_position(a2, kAnna + "  - Anna move A2 450,380 450,430 500,430\n")));
  // Checked before move-too-far: A1's three segments of 100.
  pirates_illegal(
      pirates_position(kA1AtSea, kAnna + "  - Anna move A1 500,380 500,480 600,480  # <-\n"),
      "move-turn-inside-segment", 2);
}

TEST_CASE("move-after-contact", "[pirates][rule]") {
  // B2 at (440,420): A1's first point (440,380) is 40 from it (touching: <= 42) and the
  // move goes on to (440,330).
  Ships b2 = {{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 440, y: 420, heading: 90}"}};
  pirates_illegal(pirates_position(b2, kAnna + "  - Anna move A1 440,380 440,330  # <-\n"),
                  "move-after-contact", 2);
  // Ending there is legal.
  require_valid(replay_yaml(pirates_position(b2, kAnna + "  - Anna move A1 440,380\n")));
  // An island: (560,270) is 70 from I2's centre; going on to (640,270) is not.
  Ships by_i2 = {{"A1", "{x: 560, y: 350, heading: 90}"}};
  pirates_illegal(pirates_position(by_i2, kAnna + "  - Anna move A1 560,270 640,270  # <-\n"),
                  "move-after-contact", 2);
}

TEST_CASE("move-derelict", "[pirates][rule]") {
  Ships derelict = {{"B2", "{x: 480, y: 380, heading: 180, lost: [1, 2]}"}};
  pirates_illegal(
      pirates_position(derelict, "  - Bruno turn\n  - Bruno move B2 480,330  # <-\n", "Bruno"),
      "move-derelict", 2);
  // With one mast standing it sails (50 <= 59.5).
  Ships one_mast = {{"B2", "{x: 480, y: 380, heading: 180, lost: [1]}"}};
  require_valid(replay_yaml(
      pirates_position(one_mast, "  - Bruno turn\n  - Bruno move B2 480,330\n", "Bruno")));
}

TEST_CASE("move-stuck", "[pirates][rule]") {
  // A1 rammed B2 and is stuck on it (40 mm apart).
  Ships stuck = {{"A1", "{x: 440, y: 380, heading: 0, stuck_on: B2}"},
                 {"B2", "{x: 480, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(stuck, kAnna + "  - Anna move A1 400,380  # <-\n"), "move-stuck",
                  2);
  // B2 sails away (50 mm): A1 is free on Anna's next turn.
  require_valid(replay_yaml(pirates_position(
      stuck, "  - Bruno turn\n  - Bruno move B2 530,380\n  - Anna turn\n  - Anna move A1 400,380\n",
      "Bruno")));
  // B2 does not move: A1 is still stuck.
  pirates_illegal(
      pirates_position(stuck, "  - Bruno turn\n  - Anna turn\n  - Anna move A1 400,380  # <-\n",
                       "Bruno"),
      "move-stuck", 3);
}

TEST_CASE("dock-no-move", "[pirates][rule]") {
  // A1 (560,340) sails 70 mm to (560,270), 70 from I2's centre (touching), and docks; on her
  // next turn it is docked since the turn began and explores.
  Ships off_i2 = {{"A1", "{x: 560, y: 340, heading: 90}"}};
  require_valid(replay_yaml(pirates_position(
      off_i2, kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n"
                      "  - Bruno turn\n  - Anna turn\n  - Anna explore A1 3 2\n")));
  // A1 already touching I2 but not moved this turn.
  Ships at_i2 = {{"A1", "{x: 560, y: 270, heading: 90}"}};
  pirates_illegal(pirates_position(at_i2, kAnna + "  - Anna dock A1 I2  # <-\n"), "dock-no-move",
                  2);
  // Before dock-no-contact: A1 far from I2, not moved.
  pirates_illegal(pirates_position(kA1AtSea, kAnna + "  - Anna dock A1 I2  # <-\n"), "dock-no-move",
                  2);
}

TEST_CASE("dock-no-contact", "[pirates][rule]") {
  // (560,290) is 90 mm from I2's centre: not touching (<= 72).
  Ships off_i2 = {{"A1", "{x: 560, y: 340, heading: 90}"}};
  pirates_illegal(
      pirates_position(off_i2, kAnna + "  - Anna move A1 560,290\n  - Anna dock A1 I2  # <-\n"),
      "dock-no-contact", 3);
  // (560,270): 70 mm, touching.
  require_valid(replay_yaml(
      pirates_position(off_i2, kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n")));
}

TEST_CASE("dock-enemy-home", "[pirates][rule]") {
  // A1 (920,50) sails 81 mm to (920,131), 69 from I3's centre (Bruno's home), 98.3 from B1.
  Ships north = {{"A1", "{x: 920, y: 50, heading: 270}"}};
  pirates_illegal(
      pirates_position(north, kAnna + "  - Anna move A1 920,131\n  - Anna dock A1 I3  # <-\n"),
      "dock-enemy-home", 3);
  require_valid(replay_yaml(pirates_position(north, kAnna + "  - Anna move A1 920,131\n")));
  // Her own home: A1 (350,200) sails 79 mm to (271,200), 71 from I1's centre.
  require_valid(
      replay_yaml(pirates_position({{"A1", "{x: 350, y: 200, heading: 180}"}},
                                   kAnna + "  - Anna move A1 271,200\n  - Anna dock A1 I1\n")));
}

TEST_CASE("unload-all-gold", "[pirates][rule]") {
  // A1 (350,200) carrying 3 and 2 sails 79 mm to (271,200), 71 from I1's centre.
  Ships home = {{"A1", "{x: 350, y: 200, heading: 180, gold: [3, 2]}"}};
  qm::Replay r = replay_yaml(
      pirates_position(home, kAnna + "  - Anna move A1 271,200\n  - Anna dock A1 I1 unload 3 2\n"));
  require_valid(r);
  CHECK(score_of(r, "Anna") == 5);
  pirates_illegal(pirates_position(home, kAnna + "  - Anna move A1 271,200\n"
                                                 "  - Anna dock A1 I1 unload 3  # <-\n"),
                  "unload-all-gold", 3);
  pirates_illegal(
      pirates_position(home, kAnna + "  - Anna move A1 271,200\n  - Anna dock A1 I1  # <-\n"),
      "unload-all-gold", 3);
  // A coin that is not aboard.
  pirates_illegal(pirates_position(home, kAnna + "  - Anna move A1 271,200\n"
                                                 "  - Anna dock A1 I1 unload 3 3  # <-\n"),
                  "unload-all-gold", 3);
}

TEST_CASE("unload-not-home", "[pirates][rule]") {
  // Docking at the wild I2 with gold aboard is legal; unloading there is not.
  Ships off_i2 = {{"A1", "{x: 560, y: 340, heading: 90, gold: [3]}"}};
  require_valid(replay_yaml(
      pirates_position(off_i2, kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n")));
  pirates_illegal(pirates_position(off_i2, kAnna + "  - Anna move A1 560,270\n"
                                                   "  - Anna dock A1 I2 unload 3  # <-\n"),
                  "unload-not-home", 3);
}

namespace {

// A1 (400,380) heading east sails 40 mm to (440,380): its bow touches B2 at (480,380),
// 40 mm ahead (touching: <= 42; straight ahead, within the 90-degree bow).
const std::string kToB2 = "  - Anna turn\n  - Anna move A1 440,380\n";
Ships ram_scene(const std::string& b2 = "{x: 480, y: 380, heading: 180}") {
  return {{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", b2}};
}

}  // namespace

TEST_CASE("ram-roll", "[pirates][rule]") {
  // B2 has 2 masts: a 3 beats them; Bruno gives mast 1 and fires mast 2 on his turn
  // (3S, die 3: a hit at 20 mm from A1's edge).
  require_valid(replay_yaml(pirates_position(
      ram_scene(),
      kToB2 + "  - Anna ram A1 B2 3h/1\n  - Bruno turn\n  - Bruno shoot B2 2>A1:3h\n")));
  // Without /N B2 loses its highest-numbered mast, 2: firing it is then shoot-cannon.
  pirates_illegal(pirates_position(ram_scene(), kToB2 + "  - Anna ram A1 B2 3h\n  - Bruno turn\n"
                                                        "  - Bruno shoot B2 2>A1:3h  # <-\n"),
                  "shoot-cannon", 5);
  // A 2 does not beat 2 masts: a miss.
  require_valid(replay_yaml(pirates_position(ram_scene(), kToB2 + "  - Anna ram A1 B2 2m\n")));
  pirates_illegal(pirates_position(ram_scene(), kToB2 + "  - Anna ram A1 B2 2h  # <-\n"),
                  "ram-roll", 3);
  pirates_illegal(pirates_position(ram_scene(), kToB2 + "  - Anna ram A1 B2 3m  # <-\n"),
                  "ram-roll", 3);
}

TEST_CASE("ram-no-move", "[pirates][rule]") {
  // A1's bow touching B2, but A1 has not moved this turn.
  Ships touching = {{"A1", "{x: 440, y: 380, heading: 0}"},
                    {"B2", "{x: 480, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(touching, kAnna + "  - Anna ram A1 B2 5h  # <-\n"),
                  "ram-no-move", 2);
  // Once per move: B2 with one mast becomes derelict (2 > 1) and A1 is not stuck; a second
  // ram after the same move is ram-no-move (before ram-target: B2 has no mast left).
  Ships one_mast = ram_scene("{x: 480, y: 380, heading: 180, lost: [2]}");
  require_valid(replay_yaml(pirates_position(one_mast, kToB2 + "  - Anna ram A1 B2 2h\n")));
  pirates_illegal(
      pirates_position(one_mast, kToB2 + "  - Anna ram A1 B2 2h\n  - Anna ram A1 B2 4h  # <-\n"),
      "ram-no-move", 4);
}

TEST_CASE("ram-while-stuck", "[pirates][rule]") {
  // A miss leaves the rammer stuck: a second ram is ram-while-stuck (before ram-no-move).
  pirates_illegal(
      pirates_position(ram_scene(), kToB2 + "  - Anna ram A1 B2 1m\n  - Anna ram A1 B2 6h  # <-\n"),
      "ram-while-stuck", 4);
  // Stuck from the position.
  Ships stuck = {{"A1", "{x: 440, y: 380, heading: 0, stuck_on: B2}"},
                 {"B2", "{x: 480, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(stuck, kAnna + "  - Anna ram A1 B2 6h  # <-\n"),
                  "ram-while-stuck", 2);
  // A ram that makes the target derelict leaves the rammer free: A1 sails on its next turn.
  require_valid(replay_yaml(pirates_position(
      ram_scene("{x: 480, y: 380, heading: 180, lost: [2]}"),
      kToB2 + "  - Anna ram A1 B2 2h\n  - Bruno turn\n  - Anna turn\n  - Anna move A1 400,380\n")));
}

TEST_CASE("ram-target", "[pirates][rule]") {
  // A derelict has no mast to lose.
  pirates_illegal(pirates_position(ram_scene("{x: 480, y: 380, heading: 180, lost: [1, 2]}"),
                                   kToB2 + "  - Anna ram A1 B2 6h  # <-\n"),
                  "ram-target", 3);
  // Nor is one's own ship a target (A2 where B2 was).
  Ships own = {{"A1", "{x: 400, y: 380, heading: 0}"}, {"A2", "{x: 480, y: 380, heading: 180}"}};
  pirates_illegal(pirates_position(own, kToB2 + "  - Anna ram A1 A2 6h  # <-\n"), "ram-target", 3);
  require_valid(replay_yaml(pirates_position(ram_scene(), kToB2 + "  - Anna ram A1 B2 6h\n")));
}

TEST_CASE("ram-no-contact", "[pirates][rule]") {
  // A1 stops at (430,380): 50 mm from B2 (touching <= 42).
  const std::string apart = pirates_position(
      ram_scene(), "  - Anna turn\n  - Anna move A1 430,380\n  - Anna ram A1 B2 6h  # <-\n");
  pirates_illegal(apart, "ram-no-contact", 3);
  // How far the ships' measured radius could be off: 50 - 2 * 24 is the 2 mm tolerance.
  CHECK_THAT(replay_yaml(apart).violation->message,
             Catch::Contains("10.0 mm from B2's disc; a ram needs contact (2 mm); it would "
                             "touch if the ships' r were 24.0 mm or more"));
  // Touching, but with its side: B2 at (440,420) is at 90 degrees of A1's heading (0).
  pirates_illegal(pirates_position(ram_scene("{x: 440, y: 420, heading: 180}"),
                                   kToB2 + "  - Anna ram A1 B2 6h  # <-\n"),
                  "ram-no-contact", 3);
  // The bow is 90 degrees wide, 45 each side of the heading: B2 40.03 mm away at 43.99
  // degrees, (468.8,407.8), is within it; at 46.01 degrees, (467.8,408.8), it is not.
  require_valid(replay_yaml(pirates_position(ram_scene("{x: 468.8, y: 407.8, heading: 180}"),
                                             kToB2 + "  - Anna ram A1 B2 6h\n")));
  pirates_illegal(pirates_position(ram_scene("{x: 467.8, y: 408.8, heading: 180}"),
                                   kToB2 + "  - Anna ram A1 B2 6h  # <-\n"),
                  "ram-no-contact", 3);
}

TEST_CASE("mast-choice: rams", "[pirates][rule]") {
  // B2 with mast 2 lost: /2 names a mast that is not standing.
  pirates_illegal(pirates_position(ram_scene("{x: 480, y: 380, heading: 180, lost: [2]}"),
                                   kToB2 + "  - Anna ram A1 B2 2h/2  # <-\n"),
                  "mast-choice", 3);
  // /N on a miss.
  pirates_illegal(pirates_position(ram_scene(), kToB2 + "  - Anna ram A1 B2 2m/1  # <-\n"),
                  "mast-choice", 3);
  require_valid(replay_yaml(pirates_position(ram_scene("{x: 480, y: 380, heading: 180, lost: [2]}"),
                                             kToB2 + "  - Anna ram A1 B2 2h/1\n")));
}

namespace {

// A1 (280,250) heading east sails 40 mm to (320,250), its bow touching B2 at (360,250);
// B2 has one mast and carries a 3. The ram (2 > 1) leaves B2 derelict and A1 free.
// The next turn A1 sails 59.2 mm to (265,228), 70.8 from I1's centre, 77.4 from A2.
Ships board_scene(const std::string& b2 = "{x: 360, y: 250, heading: 180, lost: [1], gold: [3]}") {
  return {{"A1", "{x: 280, y: 250, heading: 0}"}, {"B2", b2}};
}
const std::string kRamB2 = "  - Anna turn\n  - Anna move A1 320,250\n  - Anna ram A1 B2 2h\n";

}  // namespace

TEST_CASE("board-take", "[pirates][rule]") {
  // Anna 5 + 2 masts = 7 beats Bruno 6 + 0 = 6: she takes the 3, and unloads it at home.
  qm::Replay r = replay_yaml(pirates_position(
      board_scene(), kRamB2 + "  - Anna board A1 B2 5 6 take 3\n  - Bruno turn\n  - Anna turn\n"
                              "  - Anna move A1 265,228\n  - Anna dock A1 I1 unload 3\n"));
  require_valid(r);
  CHECK(score_of(r, "Anna") == 3);
  // Without the board, A1 has nothing to unload.
  pirates_illegal(pirates_position(board_scene(), kRamB2 + "  - Bruno turn\n  - Anna turn\n"
                                                           "  - Anna move A1 265,228\n"
                                                           "  - Anna dock A1 I1 unload 3  # <-\n"),
                  "unload-all-gold", 7);
  // A tie (4 + 2 = 6 + 0) does nothing.
  pirates_illegal(
      pirates_position(board_scene(), kRamB2 + "  - Anna board A1 B2 4 6 take 3  # <-\n"),
      "board-take", 4);
  // B2 has no 1.
  pirates_illegal(
      pirates_position(board_scene(), kRamB2 + "  - Anna board A1 B2 5 6 take 1  # <-\n"),
      "board-take", 4);
  // Bruno is higher (1 + 2 = 3 against 6): he would take from A1, which carries nothing.
  pirates_illegal(
      pirates_position(board_scene(), kRamB2 + "  - Anna board A1 B2 1 6 take 3  # <-\n"),
      "board-take", 4);
  // B1a is aboard B1, not B2.
  pirates_illegal(
      pirates_position(board_scene(), kRamB2 + "  - Anna board A1 B2 5 6 kill B1a  # <-\n"),
      "board-take", 4);
  // Rammed, B1 loses its captain.
  require_valid(replay_yaml(pirates_position(
      {{"A1", "{x: 280, y: 250, heading: 0}"}, {"B1", "{x: 360, y: 250, heading: 180, lost: [1]}"}},
      "  - Anna turn\n  - Anna move A1 320,250\n  - Anna ram A1 B1 2h\n"
      "  - Anna board A1 B1 5 6 kill B1a\n")));
}

TEST_CASE("board-no-ram", "[pirates][rule]") {
  // Bruno may start the board in Anna's turn, right after the ram (6 + 0 against 5 + 2:
  // Anna is higher and takes nothing).
  require_valid(
      replay_yaml(pirates_position(board_scene(), kRamB2 + "  - Bruno board B2 A1 6 5\n")));
  // No ram.
  pirates_illegal(pirates_position(board_scene(),
                                   "  - Anna turn\n  - Anna move A1 320,250\n"
                                   "  - Anna board A1 B2 5 6 take 3  # <-\n"),
                  "board-no-ram", 3);
  // Not right after it.
  pirates_illegal(
      pirates_position(board_scene(), kRamB2 + "  - Anna move A2 200,340\n"
                                               "  - Anna board A1 B2 5 6 take 3  # <-\n"),
      "board-no-ram", 5);
  // Bruno's board not right after a ram is a line out of his turn: turn-order comes first.
  pirates_illegal(pirates_position(board_scene(),
                                   "  - Anna turn\n  - Anna move A1 320,250\n"
                                   "  - Bruno board B2 A1 6 5  # <-\n"),
                  "turn-order", 3);
}

namespace {

// B2 derelict at (290,200), heading east, carrying a 2. A1 (370,200) sails 40 mm west to
// (330,200): 40 from B2, in front of B2's bow (B2 -> A1 is 0 degrees, its heading). Taken
// in tow, B2 goes right behind A1, to (370,200). Towing, A1 moves S: 59 mm to (271,200),
// 71 from I1's centre; it docks and unloads B2's 2.
Ships tow_scene(const std::string& b2 = "{x: 290, y: 200, heading: 0, lost: [1, 2], gold: [2]}") {
  return {{"A1", "{x: 370, y: 200, heading: 180}"}, {"B2", b2}};
}
const std::string kToTow = "  - Anna turn\n  - Anna move A1 330,200\n";

}  // namespace

TEST_CASE("tow-no-contact", "[pirates][rule]") {
  qm::Replay r = replay_yaml(pirates_position(
      tow_scene(), kToTow + "  - Anna tow A1 B2\n  - Bruno turn\n  - Anna turn\n"
                            "  - Anna move A1 271,200\n  - Anna dock A1 I1 unload 2\n"));
  require_valid(r);
  CHECK(score_of(r, "Anna") == 2);
  // A1 at B2's stern: B2 heading west, A1 east of it.
  pirates_illegal(
      pirates_position(tow_scene("{x: 290, y: 200, heading: 180, lost: [1, 2], gold: [2]}"),
                       kToTow + "  - Anna tow A1 B2  # <-\n"),
      "tow-no-contact", 3);
  // A1 stops at (340,200): 50 mm away.
  const std::string apart = pirates_position(
      tow_scene(), "  - Anna turn\n  - Anna move A1 340,200\n  - Anna tow A1 B2  # <-\n");
  pirates_illegal(apart, "tow-no-contact", 3);
  CHECK_THAT(replay_yaml(apart).violation->message,
             Catch::Contains("a tow needs contact (2 mm); it would touch if the ships' r were "
                             "24.0 mm or more"));
}

TEST_CASE("tow: a towing ship moves S", "[pirates][rule]") {
  // 65 mm from (330,200) to (265,200) is more than S (59.5).
  pirates_illegal(
      pirates_position(tow_scene(), kToTow + "  - Anna tow A1 B2\n  - Bruno turn\n"
                                             "  - Anna turn\n  - Anna move A1 265,200  # <-\n"),
      "move-too-far", 6);
}

TEST_CASE("tow-no-move", "[pirates][rule]") {
  Ships touching = tow_scene();
  touching["A1"] = "{x: 330, y: 200, heading: 180}";
  pirates_illegal(pirates_position(touching, "  - Anna turn\n  - Anna tow A1 B2  # <-\n"),
                  "tow-no-move", 2);
  require_valid(replay_yaml(pirates_position(tow_scene(), kToTow + "  - Anna tow A1 B2\n")));
}

TEST_CASE("tow-not-derelict", "[pirates][rule]") {
  pirates_illegal(pirates_position(tow_scene("{x: 290, y: 200, heading: 0, lost: [1]}"),
                                   kToTow + "  - Anna tow A1 B2  # <-\n"),
                  "tow-not-derelict", 3);
  // With both masts lost it is a derelict.
  require_valid(replay_yaml(pirates_position(
      tow_scene("{x: 290, y: 200, heading: 0, lost: [1, 2]}"), kToTow + "  - Anna tow A1 B2\n")));
}

TEST_CASE("tow-busy", "[pirates][rule]") {
  // A1 (400,380) already tows Anna's own derelict A2 (right behind, 360,380); it sails 40 mm
  // (S) to touch the derelict B2's bow (B2 at (480,380) heading west).
  Ships busy = {{"A1", "{x: 400, y: 380, heading: 0, towing: A2}"},
                {"A2", "{x: 360, y: 380, heading: 0, lost: [1, 2, 3]}"},
                {"B2", "{x: 480, y: 380, heading: 180, lost: [1, 2]}"}};
  pirates_illegal(pirates_position(busy, kToB2 + "  - Anna tow A1 B2  # <-\n"), "tow-busy", 3);
  // Without the first tow, the same tow is legal.
  busy["A1"] = "{x: 400, y: 380, heading: 0}";
  busy["A2"] = "{x: 300, y: 380, heading: 0, lost: [1, 2, 3]}";
  require_valid(replay_yaml(pirates_position(busy, kToB2 + "  - Anna tow A1 B2\n")));
}

namespace {

// A1 docked at I2 (560,270: 70 mm from its centre); I2 holds 3, 2, 1, 2. A1 has 3 free
// cargo places (4, one taken by A1a).
const Ships kAtI2 = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
const Ships kOffI2 = {{"A1", "{x: 560, y: 340, heading: 90}"}};  // 70 mm south of that

}  // namespace

TEST_CASE("explore-cargo", "[pirates][rule]") {
  require_valid(replay_yaml(pirates_position(kAtI2, kAnna + "  - Anna explore A1 3 2 2\n")));
  // Four coins in three places.
  pirates_illegal(pirates_position(kAtI2, kAnna + "  - Anna explore A1 3 2 2 1  # <-\n"),
                  "explore-cargo", 2);
  // 3 and 2 now, 1 the next turn (places full), 2 the turn after: no place left.
  pirates_illegal(pirates_position(kAtI2, kAnna + "  - Anna explore A1 3 2\n  - Bruno turn\n"
                                                  "  - Anna turn\n  - Anna explore A1 1\n"
                                                  "  - Bruno turn\n  - Anna turn\n"
                                                  "  - Anna explore A1 2  # <-\n"),
                  "explore-cargo", 8);
}

TEST_CASE("explore-not-there", "[pirates][rule]") {
  pirates_illegal(pirates_position(kAtI2, kAnna + "  - Anna explore A1 3 3  # <-\n"),
                  "explore-not-there", 2);
  // The 3 taken, none is left the next turn.
  pirates_illegal(pirates_position(kAtI2, kAnna + "  - Anna explore A1 3\n  - Bruno turn\n"
                                                  "  - Anna turn\n  - Anna explore A1 3  # <-\n"),
                  "explore-not-there", 5);
  require_valid(replay_yaml(pirates_position(
      kAtI2,
      kAnna + "  - Anna explore A1 3\n  - Bruno turn\n  - Anna turn\n  - Anna explore A1 2\n")));
}

TEST_CASE("explore-not-docked", "[pirates][rule]") {
  require_valid(replay_yaml(pirates_position(kAtI2, kAnna + "  - Anna explore A1 3 2\n")));
  // At sea.
  pirates_illegal(pirates_position(kOffI2, kAnna + "  - Anna explore A1 3  # <-\n"),
                  "explore-not-docked", 2);
  // Docked this turn at an island nobody explored yet (and no explorer aboard): not docked
  // since the turn began; reported before action-budget, though A1 also moved.
  pirates_illegal(pirates_position(kOffI2, kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n"
                                                   "  - Anna explore A1 3  # <-\n"),
                  "explore-not-docked", 4);
  // An island explored before: docking there, A1 explores it as a free action.
  std::string explored = edit(kStartIslands, "I2: {treasure: [3, 2, 1, 2]}",
                              "I2: {treasure: [3, 2, 1, 2], explored: true}");
  require_valid(replay_yaml(pirates_position(
      kOffI2, kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n  - Anna explore A1 3 2\n",
      "Anna", explored)));
}

TEST_CASE("action-budget: explore", "[pirates][rule]") {
  // A second explore in a turn.
  pirates_illegal(
      pirates_position(kAtI2, kAnna + "  - Anna explore A1 3\n  - Anna explore A1 2  # <-\n"),
      "action-budget", 3);
  // Docked since the turn began, A1 has shot B2 (620,300): 67.1 mm away, 47.1 from its
  // edge, within S) before exploring: one standard action too many (A1a's captain lets it
  // shoot after a move, not explore after a shot).
  Ships with_b2 = kAtI2;
  with_b2["B2"] = "{x: 620, y: 300, heading: 180}";
  pirates_illegal(pirates_position(with_b2, kAnna + "  - Anna shoot A1 1>B2:4h\n"
                                                    "  - Anna explore A1 3  # <-\n"),
                  "action-budget", 3);
  // Moved off and back, A1 is no longer docked since its turn began: explore-not-docked
  // comes before action-budget.
  pirates_illegal(
      pirates_position(kAtI2, kAnna + "  - Anna move A1 560,330 560,270\n"
                                      "  - Anna dock A1 I2\n  - Anna explore A1 3  # <-\n"),
      "explore-not-docked", 4);
}

TEST_CASE("move-stuck: freed when the ship it is stuck on becomes derelict", "[pirates][rule]") {
  // A1 is stuck on B2 (one mast left). A2 (480,320) hits B2 (60 mm away, 40 from its edge;
  // the line passes 40 mm from A1): B2 is derelict and A1 may sail in the same turn.
  Ships stuck = {{"A1", "{x: 440, y: 380, heading: 0, stuck_on: B2}"},
                 {"A2", "{x: 480, y: 320, heading: 270}"},
                 {"B2", "{x: 480, y: 380, heading: 180, lost: [2]}"}};
  require_valid(replay_yaml(
      pirates_position(stuck, kAnna + "  - Anna shoot A2 1>B2:3h\n  - Anna move A1 400,380\n")));
  // A miss leaves it stuck.
  pirates_illegal(pirates_position(stuck, kAnna + "  - Anna shoot A2 1>B2:2m\n"
                                                  "  - Anna move A1 400,380  # <-\n"),
                  "move-stuck", 3);
}

TEST_CASE("scuttle-not-derelict: a scuttled derelict towed away does not sink", "[pirates][rule]") {
  // Bruno scuttles B2 (die 6); before his next turn Anna's A1 takes it in tow (the tow
  // scene: A1 sails 40 mm to touch B2's bow). B2 is Anna's and still afloat on her next
  // turn, when she scuttles it herself (die 2: it stays).
  Ships scene = {{"A1", "{x: 370, y: 200, heading: 180}"},
                 {"B2", "{x: 290, y: 200, heading: 0, lost: [1, 2]}"}};
  std::string towed_away =
      "  - Bruno turn\n  - Bruno scuttle B2 6\n  - Anna turn\n  - Anna move A1 330,200\n"
      "  - Anna tow A1 B2\n  - Bruno turn\n  - Anna turn\n  - Anna scuttle B2 2  # <-\n";
  require_valid(replay_yaml(pirates_position(scene, towed_away, "Bruno")));
  // Not towed away, it sinks when Bruno's turn starts.
  pirates_illegal(pirates_position(scene,
                                   "  - Bruno turn\n  - Bruno scuttle B2 6\n  - Anna turn\n"
                                   "  - Bruno turn\n  - Bruno scuttle B2 6  # <-\n",
                                   "Bruno"),
                  "piece-unknown", 5);
}

TEST_CASE("explore-not-docked: an island explored earlier in the turn", "[pirates][rule]") {
  // A2, docked at I2 (490,200) since the turn began, explores it; then A1 sails 70 mm to
  // (560,270), docks at I2 and explores it too, as a free action: I2 was explored before
  // its explore line.
  Ships two = {{"A1", "{x: 560, y: 340, heading: 90}"},
               {"A2", "{x: 490, y: 200, heading: 0, docked: I2}"}};
  require_valid(
      replay_yaml(pirates_position(two, kAnna + "  - Anna explore A2 3\n  - Anna move A1 560,270\n"
                                                "  - Anna dock A1 I2\n  - Anna explore A1 2\n")));
  // A1 first: I2 not explored yet.
  pirates_illegal(
      pirates_position(two, kAnna + "  - Anna move A1 560,270\n  - Anna dock A1 I2\n"
                                    "  - Anna explore A1 2  # <-\n  - Anna explore A2 3\n"),
      "explore-not-docked", 4);
}

TEST_CASE("tow: a towing ship's base move is S, and a Helmsman still adds its S",
          "[pirates][rule][ability]") {
  // A2 (S+L, helmsman) tows Anna's derelict B2: S+S. Two segments of 50 are legal.
  Ships towing = {{"A2", "{x: 400, y: 380, heading: 0, towing: B2}"},
                  {"B2", "{x: 360, y: 380, heading: 0, lost: [1, 2], owner: Anna}"}};
  require_valid(
      replay_yaml(pirates_position(towing, kAnna + "  - Anna move A2 450,380 450,430\n")));
  // Three are one too many.
  pirates_illegal(
      pirates_position(towing, kAnna + "  - Anna move A2 450,380 450,430 500,430  # <-\n"),
      "move-turn-inside-segment", 2);
  // 70 mm (an L would do) is more than S (59.5).
  pirates_illegal(pirates_position(towing, kAnna + "  - Anna move A2 470,380  # <-\n"),
                  "move-too-far", 2);
}

TEST_CASE("board-take: Bruno starts the board and wins", "[pirates][rule]") {
  // After Anna's ram B2 is derelict: Bruno 6 + 0 masts = 6 beats Anna 1 + 2 = 3 and takes
  // the 2 A1 carries.
  Ships scene = board_scene();
  scene["A1"] = "{x: 280, y: 250, heading: 0, gold: [2]}";
  require_valid(
      replay_yaml(pirates_position(scene, kRamB2 + "  - Bruno board B2 A1 6 1 take 2\n")));
  // Anna is higher (6 + 2 = 8 against 1): she would take from B2, which has no 2.
  pirates_illegal(pirates_position(scene, kRamB2 + "  - Bruno board B2 A1 1 6 take 2  # <-\n"),
                  "board-take", 4);
}

TEST_CASE("board-take: the winner needs a free cargo place", "[pirates][rule]") {
  // A1 (cargo 4, crew A1a) already carries three coins: no place for B2's 3.
  Ships full = board_scene();
  full["A1"] = "{x: 280, y: 250, heading: 0, gold: [1, 1, 1]}";
  pirates_illegal(pirates_position(full, kRamB2 + "  - Anna board A1 B2 5 6 take 3  # <-\n"),
                  "board-take", 4);
  // Winning and taking nothing is allowed.
  require_valid(replay_yaml(pirates_position(full, kRamB2 + "  - Anna board A1 B2 5 6\n")));
}

TEST_CASE("die-value: board and ram dice", "[pirates][rule]") {
  pirates_illegal(
      pirates_position(board_scene(), kRamB2 + "  - Anna board A1 B2 7 6 take 3  # <-\n"),
      "die-value", 4);
  pirates_illegal(pirates_position(board_scene(),
                                   "  - Anna turn\n  - Anna move A1 320,250\n"
                                   "  - Anna ram A1 B2 0m  # <-\n"),
                  "die-value", 3);
}
