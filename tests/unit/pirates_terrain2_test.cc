// Format 2 terrain, the second slice (docs/rules-pirates.md, "Format 2: terrain and rulings"):
// fog banks (fog-entry, fog-lost, fog-exit; a fog bank blocks lines of fire), icebergs
// (iceberg-order, iceberg-drift, iceberg-hit; an iceberg is an obstacle to moves) and trade
// currents (an extra S for their owner's ships), each rule legal and illegal, and the
// geometry on its edges: a path meeting a fog bank tangentially, a drift that stops at its
// first contact, an exit placed in stern contact with the fog bank's numbered edge.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2 with `terrain` (the list's entries, "  - {...}\n" each).
std::string terrain2_header(const std::string& terrain) {
  return edit(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "fleets:\n",
              "terrain:\n" + terrain + "fleets:\n");
}

// The fog bank T1 at (380,380), r 30, edge 1 at 90 degrees: a ship touches it at <= 52 mm
// from its centre, overlaps it below 48, is inside at <= 12.
const std::string kFogBank = "  - {id: T1, kind: fog, x: 380, y: 380, r: 30, one: 90}\n";

std::string fog_record(const std::string& moves) {
  return pirates_record(moves, terrain2_header(kFogBank));
}
std::string fog_position(const std::map<std::string, std::string>& ships, const std::string& moves,
                         const std::string& player = "Anna") {
  return pirates_position(ships, moves, player, "", terrain2_header(kFogBank));
}

// A1 ends its move 50 mm from T1's centre (touching it, its last segment the first to meet it)
// and is placed at the centre, lost.
const std::string kIntoFog =
    kAnna + "  - Anna move A1 330,260 350,340\n  - Anna fog A1 T1 380,380\n";

}  // namespace

TEST_CASE("fog-entry", "[pirates][rule][format2][terrain]") {
  qm::Replay r = replay_yaml(fog_record(kIntoFog));
  require_valid(r);
  const qm::Json ship = r.state->table()["ships"][0];
  CHECK(ship["in_fog"] == "T1");
  CHECK(ship["x"] == 380);
  CHECK(r.state->table()["owed"].empty());
  // 10 mm from the centre is inside (12); 15 is not.
  require_valid(replay_yaml(fog_record(edit(kIntoFog, "380,380\n", "390,380\n"))));
  pirates_illegal(fog_record(edit(kIntoFog, "380,380\n", "395,380  # <-\n")), "fog-entry", 3);
  // A2, beside the fog bank, enters it too and is placed over A1, lost there already.
  pirates_illegal(fog_position({{"A2", "{x: 300, y: 380, heading: 0}"}},
                               kIntoFog + "  - Anna move A2 330,380\n"
                                          "  - Anna fog A2 T1 385,380  # <-\n"),
                  "fog-entry", 5);
  // The fog line is owed before any other; a fog line with nothing owed is terrain-line.
  pirates_illegal(fog_record(kAnna + "  - Anna move A1 330,260 350,340\n"
                                     "  - Anna move A2 200,330  # <-\n"),
                  "terrain-missing", 3);
  pirates_illegal(fog_record(kAnna + "  - Anna fog A1 T1 380,380  # <-\n"), "terrain-line", 2);
}

TEST_CASE("format 2 fog: a towed ship goes in with its tower; the order of the checks",
          "[pirates][format2][terrain]") {
  // A1 tows Anna's derelict B2 (S): it ends 50 mm from T1's centre and goes in; B2 is placed
  // behind it, lost too.
  const std::map<std::string, std::string> tow = {
      {"A1", "{x: 320, y: 320, heading: 45, towing: B2}"},
      {"B2", "{x: 291.7, y: 291.7, heading: 45, lost: [1, 2], owner: Anna}"}};
  qm::Replay r = replay_yaml(
      fog_position(tow, kAnna + "  - Anna move A1 344.6,344.6\n  - Anna fog A1 T1 380,380\n"));
  require_valid(r);
  CHECK(r.state->table()["ships"][0]["in_fog"] == "T1");
  CHECK(r.state->table()["ships"][3]["in_fog"] == "T1");
  // fog-entry before terrain-stop: a tangent path that sails on, placed outside the bank.
  pirates_illegal(fog_position({{"A1", "{x: 340, y: 328, heading: 0}"}},
                               kAnna + "  - Anna move A1 420,328\n"
                                       "  - Anna fog A1 T1 400,380  # <-\n"),
                  "fog-entry", 3);
  // fog-lost before action-budget: A1, lost, shoots in a later turn.
  pirates_illegal(
      fog_record(kIntoFog + "  - Bruno turn\n" + kAnna + "  - Anna shoot A1 2>B1:5h  # <-\n"),
      "fog-lost", 6);
}

TEST_CASE("format 2 fog: a path meeting a fog bank tangentially", "[pirates][format2][terrain]") {
  // From (340,328) to the east the path's closest approach to T1's centre is 52 mm, the
  // touching distance: it meets the fog bank, and the move ends there when its last point is
  // that closest point.
  auto from = [&](const std::string& y, const std::string& moves) {
    return fog_position({{"A1", "{x: 340, y: " + y + ", heading: 0}"}}, moves);
  };
  require_valid(
      replay_yaml(from("328", kAnna + "  - Anna move A1 380,328\n  - Anna fog A1 T1 380,380\n")));
  // Sailing on past the tangent point: the fog line is still owed, and it is terrain-stop.
  pirates_illegal(from("328", kAnna + "  - Anna move A1 420,328\n  - Anna move A2 200,330  # <-\n"),
                  "terrain-missing", 3);
  pirates_illegal(from("328", kAnna + "  - Anna move A1 420,328\n"
                                      "  - Anna fog A1 T1 380,380  # <-\n"),
                  "terrain-stop", 3);
  // 52.1 mm: no meeting, nothing owed.
  require_valid(
      replay_yaml(from("327.9", kAnna + "  - Anna move A1 420,327.9\n  - Anna move A2 200,330\n")));
}

TEST_CASE("fog-lost", "[pirates][rule][format2][terrain]") {
  // Its turn ends in the fog bank: A1's Captain may not shoot after the move, nor may it move.
  require_valid(replay_yaml(fog_record(kIntoFog + "  - Anna move A2 200,330\n")));
  pirates_illegal(fog_record(kIntoFog + "  - Anna shoot A1 2>B1:5h  # <-\n"), "fog-lost", 4);
  pirates_illegal(fog_record(kIntoFog + "  - Anna move A1 380,300  # <-\n"), "fog-lost", 4);
  pirates_illegal(fog_record(kIntoFog + "  - Anna fog A1 exit 4  # <-\n"), "fog-lost", 4);
  // In a later turn it takes only its exit and its move; no one shoots at it.
  const std::string later = kIntoFog + "  - Bruno turn\n";
  pirates_illegal(fog_record(later + "  - Bruno shoot B1 1>A1:5h  # <-\n"), "fog-lost", 5);
  pirates_illegal(fog_record(later + kAnna + "  - Anna repair A1  # <-\n"), "fog-lost", 6);
  // Lost, A1 scores nothing aboard, but the game counts it among the ships that can move.
  qm::Replay r = replay_yaml(fog_record(later));
  require_valid(r);
  CHECK(r.state->table()["ships"][0]["in_fog"] == "T1");
}

TEST_CASE("fog-exit", "[pirates][rule][format2][terrain]") {
  // Edge 1 lies at 90 degrees: A1 is placed touching it, its centre 50 mm above T1's,
  // heading away; its move follows at once and does not meet T1 again.
  const std::string out = kIntoFog + "  - Bruno turn\n" + kAnna + "  - Anna fog A1 exit 1\n";
  qm::Replay r = replay_yaml(fog_record(out + "  - Anna move A1 380,500\n"));
  require_valid(r);
  const qm::Json ship = r.state->table()["ships"][0];
  CHECK_FALSE(ship.contains("in_fog"));
  CHECK(ship["y"] == 500);
  CHECK(r.state->table()["owed"].empty());
  // Placed by the exit: (380,430), heading 90, so that its stern touches edge 1 (a stern
  // contact: T1's centre lies dead astern).
  qm::Replay placed = replay_yaml(fog_record(out));
  require_valid(placed);
  CHECK(placed.state->table()["ships"][0]["x"] == 380);
  CHECK(placed.state->table()["ships"][0]["y"] == 430);
  CHECK(placed.state->table()["ships"][0]["heading"] == 90);
  // The six directions written one by one: edge 1 at 0 degrees puts it east of T1.
  qm::Replay listed = replay_yaml(pirates_record(
      out, terrain2_header(edit(kFogBank, "one: 90", "edges: [0, 45, 90, 135, 180, 270]"))));
  require_valid(listed);
  CHECK(listed.state->table()["ships"][0]["x"] == 430);
  CHECK(listed.state->table()["ships"][0]["heading"] == 0);
  // The exit line comes right before the move; a lost ship moves only after it.
  pirates_illegal(fog_record(out + "  - Anna move A2 200,330  # <-\n"), "fog-exit", 7);
  pirates_illegal(
      fog_record(kIntoFog + "  - Bruno turn\n" + kAnna + "  - Anna move A1 380,300  # <-\n"),
      "fog-exit", 6);
  // An exit for a ship not lost; an exit by edge 1 onto B2, waiting there: another edge.
  pirates_illegal(fog_record(kAnna + "  - Anna fog A2 exit 1  # <-\n"), "fog-exit", 2);
  const std::string blocked =
      fog_position({{"B2", "{x: 380, y: 440, heading: 0}"}},
                   kIntoFog + "  - Bruno turn\n" + kAnna + "  - Anna fog A1 exit 1  # <-\n");
  pirates_illegal(blocked, "fog-exit", 6);
  require_valid(replay_yaml(edit(blocked, "exit 1  # <-", "exit 2\n  - Anna move A1 300,440")));
  pirates_illegal(
      fog_record(kIntoFog + "  - Bruno turn\n" + kAnna + "  - Anna fog A1 exit 1,2  # <-\n"),
      "reroll-source", 6);
  // An iceberg is an obstacle to the exit too: T2 drifts down to 32.5 mm from edge 1's place.
  const std::string with_ice = terrain2_header(
      kFogBank + "  - {id: T2, kind: iceberg, x: 380, y: 520, r: 30, gold: 4, one: 90}\n");
  const std::string iced = kAnna + "  - Anna iceberg 2\n  - Anna move A1 330,260 350,340\n" +
                           "  - Anna fog A1 T1 380,380\n  - Bruno turn\n  - Bruno iceberg 4\n" +
                           "  - Bruno drift T2 4 380,462.5\n" + kAnna + "  - Anna iceberg 1\n";
  pirates_illegal(pirates_record(iced + "  - Anna fog A1 exit 1  # <-\n", with_ice), "fog-exit",
                  10);
  require_valid(replay_yaml(
      pirates_record(iced + "  - Anna fog A1 exit 2\n  - Anna move A1 300,440\n", with_ice)));
}

TEST_CASE("format 2 fog: a fog bank blocks lines of fire", "[pirates][format2][terrain]") {
  // A1 touches T1 from the west; its line of fire to B1 at (430,380) crosses the fog bank's
  // centre; to B1 at (400,440) it passes 32.5 mm from it, clear of r - 2.
  auto shot = [&](const std::string& b1) {
    return fog_position({{"A1", "{x: 330, y: 380, heading: 0}"}, {"B1", b1}},
                        kAnna + "  - Anna shoot A1 2>B1:5h  # <-\n");
  };
  require_valid(replay_yaml(shot("{x: 400, y: 440, heading: 0}")));
  pirates_illegal(shot("{x: 430, y: 380, heading: 0}"), "shoot-line-of-fire", 2);
  const qm::Json f = replay_yaml(shot("{x: 430, y: 380, heading: 0}")).state->table()["fault"];
  CHECK(f["kind"] == "line-of-fire");
  CHECK(f["blocker"] == "T1");
  CHECK(f["obstacle_kind"] == "terrain");
}

// --- icebergs ---

namespace {

// The iceberg T2 at (380,380), r 30, gold number 4, edge 1 at 90 degrees (edge 4 at 270).
const std::string kIceberg =
    "  - {id: T2, kind: iceberg, x: 380, y: 380, r: 30, gold: 4, one: 90}\n";

std::string ice_record(const std::string& moves) {
  return pirates_record(moves, terrain2_header(kIceberg));
}
std::string ice_position(const std::map<std::string, std::string>& ships,
                         const std::string& moves) {
  return pirates_position(ships, moves, "Anna", "", terrain2_header(kIceberg));
}

// B2 waits 100 mm south of T2 (down edge 4): a drift of S would run into it.
const std::map<std::string, std::string> kB2South = {{"B2", "{x: 380, y: 280, heading: 0}"}};

}  // namespace

TEST_CASE("iceberg-order", "[pirates][rule][format2][terrain]") {
  require_valid(replay_yaml(ice_record(kAnna + "  - Anna iceberg 2\n  - Anna move A2 200,330\n")));
  // The roll comes first, once a turn; a roll of the gold number calls for the drift next.
  pirates_illegal(ice_record(kAnna + "  - Anna move A2 200,330  # <-\n"), "iceberg-order", 2);
  pirates_illegal(ice_record(kAnna + "  - Anna iceberg 2\n  - Anna iceberg 3  # <-\n"),
                  "iceberg-order", 3);
  pirates_illegal(ice_record(kAnna + "  - Anna iceberg 4\n  - Anna move A2 200,330  # <-\n"),
                  "iceberg-order", 3);
  // No iceberg in play: no roll.
  pirates_illegal(fog_record(kAnna + "  - Anna iceberg 2  # <-\n"), "iceberg-order", 2);
  pirates_illegal(ice_record(kAnna + "  - Anna iceberg 4,2  # <-\n"), "reroll-source", 2);
}

TEST_CASE("iceberg-drift", "[pirates][rule][format2][terrain]") {
  // Edge 4 lies at 270 degrees: S (57.5 mm) takes the centre to (380,322.5).
  qm::Replay r =
      replay_yaml(ice_record(kAnna + "  - Anna iceberg 4\n  - Anna drift T2 4 380,322.5\n"));
  require_valid(r);
  CHECK(r.state->table()["terrain"][0]["y"] == 322.5);
  // Off the ray by 5 mm; 62 mm; 40 mm touching nothing; not due.
  const std::string rolled = kAnna + "  - Anna iceberg 4\n";
  pirates_illegal(ice_record(rolled + "  - Anna drift T2 4 385,322.5  # <-\n"), "iceberg-drift", 3);
  pirates_illegal(ice_record(rolled + "  - Anna drift T2 4 380,318  # <-\n"), "iceberg-drift", 3);
  pirates_illegal(ice_record(rolled + "  - Anna drift T2 4 380,340  # <-\n"), "iceberg-drift", 3);
  pirates_illegal(ice_record(kAnna + "  - Anna iceberg 3\n  - Anna drift T2 4 380,322.5  # <-\n"),
                  "iceberg-drift", 3);
  pirates_illegal(ice_record(rolled + "  - Anna drift T2 4,1 380,322.5  # <-\n"), "reroll-source",
                  3);
  // iceberg-drift before iceberg-hit: off the ray, with a ship that is not hit.
  pirates_illegal(ice_record(rolled + "  - Anna drift T2 4 385,322.5 hit A1  # <-\n"),
                  "iceberg-drift", 3);
}

TEST_CASE("format 2 iceberg: a drift stops at its first contact", "[pirates][format2][terrain]") {
  const std::string rolled = kAnna + "  - Anna iceberg 4\n";
  // B2 lies 100 mm down edge 4: the iceberg touches it at 52 mm, overlaps it below 48. A drift
  // of 48 mm stops at the contact (shorter than S, touching B2); 53 mm runs into it.
  require_valid(
      replay_yaml(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,328 hit B2\n")));
  qm::Replay r =
      replay_yaml(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,330 hit B2\n"));
  require_valid(r);
  CHECK(r.state->table()["ships"][3]["masts"][1]["standing"] == false);  // B2's highest
  pirates_illegal(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,327 hit B2  # <-\n"),
                  "iceberg-drift", 3);
  pirates_illegal(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,322.5 hit B2  # <-\n"),
                  "iceberg-drift", 3);
}

TEST_CASE("iceberg-hit", "[pirates][rule][format2][terrain]") {
  const std::string rolled = kAnna + "  - Anna iceberg 4\n";
  // B2 comes to touch it: listed, it loses its mast 1 (its owner's choice) or its highest.
  qm::Replay r =
      replay_yaml(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,330 hit B2/1\n"));
  require_valid(r);
  CHECK(r.state->table()["ships"][3]["masts"][0]["standing"] == false);
  CHECK(r.state->table()["ships"][3]["masts"][1]["standing"] == true);
  pirates_illegal(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,330  # <-\n"),
                  "iceberg-hit", 3);
  pirates_illegal(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,330 hit B2 A1  # <-\n"),
                  "iceberg-hit", 3);
  pirates_illegal(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,330 hit B2/3  # <-\n"),
                  "mast-choice", 3);
  pirates_illegal(ice_position(kB2South, rolled + "  - Anna drift T2 4 380,330 hit B9  # <-\n"),
                  "piece-unknown", 3);
  // B2 touched T2 before it drifted (50 mm east): it is not hit.
  const std::map<std::string, std::string> beside = {{"B2", "{x: 430, y: 380, heading: 0}"}};
  require_valid(replay_yaml(ice_position(beside, rolled + "  - Anna drift T2 4 380,370\n")));
  pirates_illegal(ice_position(beside, rolled + "  - Anna drift T2 4 380,370 hit B2  # <-\n"),
                  "iceberg-hit", 3);
}

TEST_CASE("format 2 iceberg: one that touches an island drifts no more",
          "[pirates][format2][terrain]") {
  // T2 at (560,420), 60 mm from I5 edge to edge; edge 1 at 90 degrees: 58 mm of drift brings it
  // to touch I5 (82 mm between centres).
  const std::string header =
      terrain2_header("  - {id: T2, kind: iceberg, x: 560, y: 420, r: 30, gold: 4, one: 90}\n");
  const std::string frozen =
      kAnna + "  - Anna iceberg 4\n  - Anna drift T2 1 560,478\n  - Bruno turn\n";
  qm::Replay r = replay_yaml(pirates_record(frozen + "  - Bruno move B2 920,325\n", header));
  require_valid(r);
  CHECK(r.state->table()["terrain"][0]["frozen"] == true);
  pirates_illegal(pirates_record(frozen + "  - Bruno iceberg 4  # <-\n", header), "iceberg-order",
                  5);
}

TEST_CASE("format 2 iceberg: an obstacle to moves", "[pirates][format2][terrain]") {
  auto sail = [&](const std::string& points) {
    return ice_position({{"A1", "{x: 300, y: 380, heading: 0}"}},
                        kAnna + "  - Anna iceberg 2\n  - Anna move A1 " + points + "  # <-\n");
  };
  require_valid(replay_yaml(sail("330,380")));  // its last point touches T2
  pirates_illegal(sail("383,380"), "move-through-obstacle", 3);
  pirates_illegal(sail("330,380 330,300"), "move-after-contact", 3);
  // The fault names the iceberg, drawn in red in the picture.
  const qm::Json f = replay_yaml(sail("383,380")).state->table()["fault"];
  CHECK(f["kind"] == "path-through");
  CHECK(f["obstacle"] == "T2");
  CHECK(f["obstacle_kind"] == "terrain");
  CHECK(f["overlap"] == Approx(50));
}

// --- trade currents ---

namespace {

// Anna's current T6: a strip from (300,320) to (480,320), 20 mm wide; a ship touches it with
// its centre within 32 mm of the segment.
std::string current_position(const std::map<std::string, std::string>& ships,
                             const std::string& moves, const std::string& player = "Anna") {
  return pirates_position(
      ships, moves, player, "",
      terrain2_header("  - {id: T6, kind: current, owner: Anna, from: [300, 320], to: [480, 320], "
                      "w: 20}\n"));
}

}  // namespace

TEST_CASE("format 2 current: an extra S for its owner's ships, once a turn",
          "[pirates][format2][terrain]") {
  const std::map<std::string, std::string> a1 = {{"A1", "{x: 300, y: 350, heading: 0}"}};
  // A1 (L+L) starts touching the current (30 mm from its middle line): L, L and its S.
  require_valid(
      replay_yaml(current_position(a1, kAnna + "  - Anna move A1 383,350 466,350 523,350\n")));
  pirates_illegal(current_position(a1, kAnna + "  - Anna move A1 383,350 466,350 560,350  # <-\n"),
                  "move-too-far", 2);
  // Bruno's B1 on Anna's current gets nothing.
  pirates_illegal(current_position(
                      {{"B1", "{x: 300, y: 350, heading: 0}"}},
                      "  - Bruno turn\n  - Bruno move B1 383,350 466,350 523,350  # <-\n", "Bruno"),
                  "move-turn-inside-segment", 2);
  // Touching it at a written point but the last counts; crossing it between two points does
  // not (both 42 mm from its middle line).
  require_valid(
      replay_yaml(current_position({{"A1", "{x: 300, y: 420, heading: 0}"}},
                                   kAnna + "  - Anna move A1 300,350 383,350 440,350\n")));
  pirates_illegal(current_position({{"A1", "{x: 330, y: 362, heading: 0}"}},
                                   kAnna + "  - Anna move A1 330,278 413,278 470,278  # <-\n"),
                  "move-turn-inside-segment", 2);
  // Once a turn: granted a second move, A1 has spent the current on its first...
  const std::string grant = kAnna + "  - Anna ruling \"x\" grant A1\n";
  pirates_illegal(current_position(a1, grant + "  - Anna move A1 383,350 466,350 480,350\n"
                                               "  - Anna move A1 397,350 314,350 300,350  # <-\n"),
                  "move-turn-inside-segment", 4);
  // ... unless its first move did not need it.
  require_valid(replay_yaml(current_position(
      a1, grant + "  - Anna move A1 380,350\n  - Anna move A1 463,350 546,350 600,350\n")));
}

TEST_CASE("format 2 terrain: a die of 0 is die-value", "[pirates][format2][terrain]") {
  // Every terrain die but a reef's (left out when the reef has its value) is written.
  pirates_illegal(ice_record(kAnna + "  - Anna iceberg 0  # <-\n"), "die-value", 2);
  pirates_illegal(ice_record(kAnna + "  - Anna iceberg 4\n  - Anna drift T2 0 380,322.5  # <-\n"),
                  "die-value", 3);
  pirates_illegal(
      fog_record(kIntoFog + "  - Bruno turn\n" + kAnna + "  - Anna fog A1 exit 0  # <-\n"),
      "die-value", 6);
  const std::string sargasso =
      edit(terrain2_header(kFogBank), "kind: fog, x: 380, y: 380, r: 30, one: 90",
           "kind: sargasso, x: 380, y: 380, r: 30");
  pirates_illegal(pirates_record(kAnna + "  - Anna move A1 330,260 350,340\n"
                                         "  - Anna sargasso A1 T1 0  # <-\n",
                                 sargasso),
                  "die-value", 3);
}

TEST_CASE("format 2 fog, icebergs: a line that cannot be read says where", "[pirates][format2]") {
  require_unreadable(replay_yaml(fog_record(kAnna + "  - Anna move A1 330,260 350,340\n"
                                                    "  - Anna fog A1 T1\n")),
                     0, "missing the position X,Y inside the fog bank");
  require_unreadable(replay_yaml(fog_record(kAnna + "  - Anna fog A1 exit\n")), 0,
                     "missing the exit's d6");
  require_unreadable(replay_yaml(fog_record(kAnna + "  - Anna fog A1 exit north\n")), 0,
                     "'north' is not a die");
  require_unreadable(replay_yaml(ice_record(kAnna + "  - Anna iceberg\n")), 0, "missing the d6");
  require_unreadable(replay_yaml(ice_record(kAnna + "  - Anna iceberg 4\n  - Anna drift T2 4\n")),
                     0, "missing the new centre X,Y");
  require_unreadable(replay_yaml(ice_record(
                         kAnna + "  - Anna iceberg 4\n  - Anna drift T2 4 380,322.5 hurt B2\n")),
                     0, "expected `hit` after the new centre");
  require_unreadable(replay_yaml(ice_record(
                         kAnna + "  - Anna iceberg 4\n  - Anna drift T2 4 380,322.5 hit B2/x\n")),
                     0, "is not SHIP/N");
  require_unreadable(
      replay_yaml(ice_record(kAnna + "  - Anna iceberg 4\n  - Anna drift T9 4 1,1\n")), 0,
      "unknown terrain piece 'T9'");
  require_unreadable(
      replay_yaml(pirates_record(
          kAnna, terrain2_header("  - {id: T2, kind: iceberg, x: 380, y: 380, r: 30, gold: 7, "
                                 "one: 90}\n"))),
      0, "gold number");
}

// --- the options terrain_blocks_move and terrain_blocks_fire ---

namespace {

// The fixed set-up with `terrain` under a club's ruleset setting `options` (a file in `dir`).
std::string club_terrain_header(const TempDir& dir, const std::string& options,
                                const std::string& terrain) {
  const std::string path =
      dir.write("club.yaml", "game: pirates\nextends: pirates/standard\noptions:\n" + options);
  return edit(terrain2_header(terrain), "ruleset: pirates/standard\n", "ruleset: " + path + "\n");
}

}  // namespace

TEST_CASE("format 2 terrain: the options terrain_blocks_move and terrain_blocks_fire",
          "[pirates][format2][terrain]") {
  TempDir dir;
  // A1 west of T1 (fog) or T2 (iceberg), B1 east of it: the line of fire crosses its centre.
  const std::map<std::string, std::string> ships = {{"A1", "{x: 330, y: 380, heading: 0}"},
                                                    {"B1", "{x: 430, y: 380, heading: 0}"}};
  // (An iceberg in play is rolled for first.)
  auto shot = [](const std::string& terrain) {
    return kAnna + (terrain == kIceberg ? "  - Anna iceberg 2\n" : "") +
           "  - Anna shoot A1 2>B1:5h  # <-\n";
  };
  auto under = [&](const std::string& options, const std::string& terrain) {
    return pirates_position(ships, shot(terrain), "Anna", "",
                            club_terrain_header(dir, options, terrain));
  };
  // Nothing blocks fire: the fog bank no longer does.
  require_valid(replay_yaml(under("  terrain_blocks_fire: []\n", kFogBank)));
  // Icebergs block fire too: the shot through T2 is refused, and says what blocked it.
  require_valid(
      replay_yaml(pirates_position(ships, shot(kIceberg), "Anna", "", terrain2_header(kIceberg))));
  const std::string iced = under("  terrain_blocks_fire: [fog, iceberg]\n", kIceberg);
  pirates_illegal(iced, "shoot-line-of-fire", 3);
  CHECK(replay_yaml(iced).violation->message.find("the centre of the iceberg T2 (r 30)") !=
        std::string::npos);

  // An iceberg that is no obstacle: A1 sails across T2 (move-through-obstacle by default).
  const std::string across = kAnna + "  - Anna iceberg 2\n  - Anna move A1 415,380\n";
  const std::map<std::string, std::string> west = {{"A1", "{x: 330, y: 380, heading: 0}"}};
  pirates_illegal(pirates_position(west, edit(across, "415,380\n", "415,380  # <-\n"), "Anna", "",
                                   terrain2_header(kIceberg)),
                  "move-through-obstacle", 3);
  require_valid(replay_yaml(
      pirates_position(west, across, "Anna", "",
                       club_terrain_header(dir, "  terrain_blocks_move: []\n", kIceberg))));
  // A whirlpool made an obstacle stops the same path.
  const std::string whirlpool = "  - {id: T3, kind: whirlpool, x: 380, y: 380, r: 30}\n";
  require_valid(replay_yaml(pirates_position(west, kAnna + "  - Anna move A1 415,380\n", "Anna", "",
                                             terrain2_header(whirlpool))));
  pirates_illegal(
      pirates_position(west, kAnna + "  - Anna move A1 415,380  # <-\n", "Anna", "",
                       club_terrain_header(dir, "  terrain_blocks_move: [whirlpool]\n", whirlpool)),
      "move-through-obstacle", 2);

  // The ruleset lists known kinds, each once; a trade current is never an obstacle.
  auto refused = [&](const std::string& options, const char* message) {
    const qm::Replay r =
        replay_yaml(pirates_record(kAnna, club_terrain_header(dir, options, kFogBank)));
    require_unreadable(r, 0, message);
  };
  refused("  terrain_blocks_fire: [fog, volcano]\n",
          "option 'terrain_blocks_fire' lists words among fog, iceberg, reef, sargasso, "
          "whirlpool, not 'volcano'");
  refused("  terrain_blocks_move: [current]\n", "not 'current'");
  refused("  terrain_blocks_move: [reef, reef]\n", "lists 'reef' twice");
}

TEST_CASE("format 2 start: a piece lost in a fog bank or trapped in a Sargasso Sea",
          "[pirates][format2][terrain]") {
  // A1 lost in T1 at its centre: its first line is its exit, and a move before it is fog-exit.
  const std::map<std::string, std::string> lost = {
      {"A1", "{x: 380, y: 380, heading: 0, in_fog: T1}"}};
  const qm::Replay r =
      replay_yaml(fog_position(lost, kAnna + "  - Anna fog A1 exit 1\n  - Anna move A1 380,500\n"));
  require_valid(r);
  pirates_illegal(fog_position(lost, kAnna + "  - Anna move A1 380,460  # <-\n"), "fog-exit", 2);
  // Inside is at most r 30 - 20 + 2 = 12 mm from T1's centre: 20 mm is not.
  require_unreadable(
      replay_yaml(fog_position({{"A1", "{x: 380, y: 400, heading: 0, in_fog: T1}"}}, kAnna)), 0,
      "A1 at (380,400) is 20.0 mm from T1's centre: a piece lost in a fog bank stands inside it, "
      "at most r 30 - 20 + 2 = 12 mm");
  require_unreadable(
      replay_yaml(fog_position({{"A1", "{x: 380, y: 380, heading: 0, in_fog: I2}"}}, kAnna)), 0,
      "'in_fog' names a terrain piece of the record, not 'I2'");
  require_unreadable(
      replay_yaml(fog_position({{"A1", "{x: 380, y: 380, heading: 0, trapped: T1}"}}, kAnna)), 0,
      "'trapped': T1 is not a Sargasso Sea");
  // Trapped in a Sargasso Sea (T1 made one): touching it, it escapes by a line, never moves.
  const std::string sargasso =
      edit(terrain2_header(kFogBank), "kind: fog, x: 380, y: 380, r: 30, one: 90",
           "kind: sargasso, x: 380, y: 380, r: 30");
  auto trapped = [&](const std::string& at, const std::string& moves) {
    return pirates_position({{"A1", "{" + at + ", heading: 0, trapped: T1}"}}, moves, "Anna", "",
                            sargasso);
  };
  require_valid(replay_yaml(trapped("x: 350, y: 340", kAnna + "  - Anna escape A1 T1 4\n")));
  pirates_illegal(trapped("x: 350, y: 340", kAnna + "  - Anna move A1 300,300  # <-\n"),
                  "sargasso-trapped", 2);
  require_unreadable(replay_yaml(trapped("x: 300, y: 300", kAnna)), 0,
                     "A1 at (300,300) does not touch the Sargasso Sea T1");
}
