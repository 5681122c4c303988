// Format 2 sea creatures (docs/rules-pirates.md, "Sea creatures"): a creature is held as a
// piece of the ships' table whose masts are its segments, with its own radius. It only moves
// and shoots (creature-action), receives no crew (fleet-creature), starts touching its home
// island (setup-position), is shot at and blocks lines of fire with its own disc, and is
// eliminated at once when its last segment falls; creature_measure widens its move.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2, Bruno adding the creature B9 (r 25, segments 2S and 3L,
// move L) at (995, 200): 75 mm from the centre of his home I3 (r 50), so it touches it
// (at most 50 + 25 + 2 = 77) without overlapping it (73 or more).
std::string creature_header(const std::string& b9 = "x: 995, y: 200") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "    crew:\n      - {id: B1a",
           "    creatures:\n      - {id: B9, name: Kraken, nation: Cursed, points: 8, segments: "
           "[2S, 3L], move: L, r: 25, " +
               b9 + "}\n    crew:\n      - {id: B1a");
  return h;
}

// A position with B9 at `b9` (a flow map) and the ships where `ships` says.
std::string creature_position(const std::string& moves, const std::string& b9,
                              std::map<std::string, std::string> ships = {},
                              const std::string& player = "Anna") {
  return pirates_position(ships, moves, player,
                          "  creatures:\n    B9: " + b9 + "\n" + kStartIslands, creature_header());
}

const std::string kBruno = "  - Bruno turn\n";

qm::Json b9_json(const qm::Replay& r) { return r.state->table()["ships"][4]; }

}  // namespace

TEST_CASE("fleet-creature", "[pirates][rule][format2][creature]") {
  // Legal: the creature alone, no crew; the views name it a creature of its own radius.
  qm::Replay r = replay_yaml(pirates_record(kAnna + kBruno, creature_header()));
  require_valid(r);
  CHECK(b9_json(r)["id"] == "B9");
  CHECK(b9_json(r)["kind"] == "creature");
  CHECK(b9_json(r)["r"] == 25);
  CHECK(b9_json(r)["docked"].is_null());  // touching home, never docked
  // A crew given to the creature.
  const std::string header =
      creature_header() +
      "      - {id: B9a, nation: Cursed, points: 1, ability: helmsman, ship: B9}\n";
  pirates_illegal(pirates_record(kAnna, mark(header, "{id: B9a")), "fleet-creature", 0);
}

TEST_CASE("setup-position: a creature starts touching its home island",
          "[pirates][rule][format2][creature]") {
  // 76 mm from I3's centre: a ship (r 20) would be 4 mm off its edge, too far (at most 72);
  // the creature's own disc (r 25) touches it.
  require_valid(replay_yaml(pirates_record(kAnna, creature_header("x: 996, y: 200"))));
  // 80 mm: 5 mm off the island's edge, more than the tolerance.
  pirates_illegal(pirates_record(kAnna, mark(creature_header("x: 1000, y: 200"), "{id: B9")),
                  "setup-position", 0);
  // 70 mm: it overlaps I3 (below 73).
  pirates_illegal(pirates_record(kAnna, mark(creature_header("x: 990, y: 200"), "{id: B9")),
                  "setup-position", 0);
  // Touching I3 (74.7 mm) but overlapping B2 at (920, 270): 26 mm between centres, below
  // 20 + 25 - 2. Ships are checked first: the violation names B2's entry.
  pirates_illegal(pirates_record(kAnna, mark(creature_header("x: 946, y: 270"), "{id: B2, ")),
                  "setup-position", 0);
}

TEST_CASE("creature-action", "[pirates][rule][format2][creature]") {
  // Legal: a creature moves (no heading, one L segment) and shoots.
  qm::Replay r = replay_yaml(creature_position(kAnna + kBruno + "  - Bruno move B9 995,280\n",
                                               "{x: 995, y: 200}", {}, "Anna"));
  require_valid(r);
  CHECK(b9_json(r)["y"] == 280);
  CHECK(b9_json(r)["heading"] == 0);
  require_valid(
      replay_yaml(creature_position(kBruno + "  - Bruno shoot B9 1>A1:5h\n", "{x: 640, y: 300}",
                                    {{"A1", "{x: 640, y: 360, heading: 0}"}}, "Bruno")));
  // It never docks, explores, repairs, rams, boards or tows.
  const std::string at_home = "{x: 995, y: 200}";
  pirates_illegal(creature_position(kBruno + "  - Bruno dock B9 I3  # <-\n", at_home, {}, "Bruno"),
                  "creature-action", 2);
  pirates_illegal(creature_position(kBruno + "  - Bruno explore B9  # <-\n", at_home, {}, "Bruno"),
                  "creature-action", 2);
  pirates_illegal(creature_position(kBruno + "  - Bruno repair B9  # <-\n",
                                    "{x: 995, y: 200, lost: [2]}", {}, "Bruno"),
                  "creature-action", 2);
  // ... and is never rammed, boarded or towed: A1 touches B9 (45 mm, at most 20 + 25 + 2).
  const std::string near = "{x: 640, y: 300}";
  const std::map<std::string, std::string> a1 = {{"A1", "{x: 640, y: 255, heading: 270}"}};
  pirates_illegal(creature_position(kAnna + "  - Anna ram A1 B9 5h  # <-\n", near, a1),
                  "creature-action", 2);
  pirates_illegal(creature_position(kAnna + "  - Anna board A1 B9 6 1 take 3  # <-\n", near, a1),
                  "creature-action", 2);
  pirates_illegal(creature_position(kAnna + "  - Anna tow A1 B9  # <-\n", near, a1),
                  "creature-action", 2);
  pirates_illegal(creature_position(kBruno + "  - Bruno ram B9 A1 5h  # <-\n", near, a1, "Bruno"),
                  "creature-action", 2);
  // It carries nothing and is never explored at sea: A1 explores B9 (a creature, before
  // explore-sea-target); B9 loads or leaves coins.
  pirates_illegal(creature_position(kAnna + "  - Anna explore A1 B9 1  # <-\n", near, a1),
                  "creature-action", 2);
  pirates_illegal(creature_position(kBruno + "  - Bruno load B9 1  # <-\n", at_home, {}, "Bruno"),
                  "creature-action", 2);
  pirates_illegal(creature_position(kBruno + "  - Bruno leave B9 1  # <-\n", at_home, {}, "Bruno"),
                  "creature-action", 2);
}

TEST_CASE("shoot-range: a creature's own disc", "[pirates][rule][format2][creature]") {
  // A2's 3S cannon reaches 57.5 + 2 mm. B9 82 mm away: 57 mm to its disc (r 25), in range,
  // where a ship's disc (r 20) would be 62 mm away.
  const std::map<std::string, std::string> a2 = {{"A2", "{x: 560, y: 400, heading: 0}"}};
  qm::Replay r =
      replay_yaml(creature_position(kAnna + "  - Anna shoot A2 1>B9:5h\n", "{x: 642, y: 400}", a2));
  require_valid(r);
  CHECK(b9_json(r)["masts"][1]["standing"] == false);  // segment 2, the highest, lost
  // 86 mm away: 61 mm to its disc.
  pirates_illegal(
      creature_position(kAnna + "  - Anna shoot A2 1>B9:5h  # <-\n", "{x: 646, y: 400}", a2),
      "shoot-range", 2);
}

TEST_CASE("shoot-line-of-fire: a creature's disc blocks", "[pirates][rule][format2][creature]") {
  // A2 at (560,400) shoots B1 at (660,400); B9's centre 21 mm off the line blocks it (below
  // 25 - 2), where a ship's disc there (below 18) would not.
  const std::map<std::string, std::string> pos = {{"A2", "{x: 560, y: 400, heading: 0}"},
                                                  {"B1", "{x: 660, y: 400, heading: 180}"}};
  pirates_illegal(
      creature_position(kAnna + "  - Anna shoot A2 3>B1:5h  # <-\n", "{x: 610, y: 421}", pos),
      "shoot-line-of-fire", 2);
  require_valid(replay_yaml(
      creature_position(kAnna + "  - Anna shoot A2 3>B1:5h\n", "{x: 610, y: 424}", pos)));
}

TEST_CASE("a creature whose last segment falls is eliminated", "[pirates][format2][creature]") {
  // Bruno's ships are derelict: only B9 can move, so the game goes on until it is eliminated
  // (end condition b), and a line naming it after that is piece-unknown.
  const std::map<std::string, std::string> pos = {
      {"A2", "{x: 560, y: 400, heading: 0}"},
      {"B1", "{x: 850, y: 200, heading: 180, lost: [1, 2], docked: I3}"},
      {"B2", "{x: 920, y: 270, heading: 270, lost: [1, 2], docked: I3}"}};
  qm::Replay going = replay_yaml(
      creature_position(kAnna + "  - Anna shoot A2 1>B9:5h\n", "{x: 642, y: 400}", pos));
  require_valid(going);
  CHECK(report(going)["finished"] == false);
  qm::Replay r = replay_yaml(
      creature_position(kAnna + "  - Anna shoot A2 1>B9:5h 2>B9:6h\n", "{x: 642, y: 400}", pos));
  require_valid(r);
  CHECK(b9_json(r)["sunk"] == true);
  CHECK(report(r)["finished"] == true);
  // Not over: a creature eliminated by the first shot is no target for the second.
  const std::map<std::string, std::string> pos2 = {{"A2", "{x: 560, y: 400, heading: 0}"}};
  pirates_illegal(creature_position(kAnna + "  - Anna shoot A2 1>B9:5h 2>B9:6h  # <-\n",
                                    "{x: 642, y: 400, lost: [2]}", pos2),
                  "piece-unknown", 2);
}

TEST_CASE("creature_measure: same-point and any-point", "[pirates][option][format2][creature]") {
  // B9's one L ruler: 83.8 + 2 mm for its centre (same-point, the default); under any-point
  // the ruler + 2r = 133.8 + 2.
  const std::string moves = kBruno + "  - Bruno move B9 995,320  # <-\n";  // 120 mm
  pirates_illegal(creature_position(moves, "{x: 995, y: 200}", {}, "Bruno"), "move-too-far", 2);
  TempDir dir;
  const std::string club = dir.write("club.yaml",
                                     "game: pirates\nextends: pirates/standard\noptions:\n  "
                                     "creature_measure: any-point\n");
  require_valid(replay_under(creature_position(moves, "{x: 995, y: 200}", {}, "Bruno"), club));
  // Beyond the widened reach: 140 mm.
  const std::string far = creature_position(kBruno + "  - Bruno move B9 995,340  # <-\n",
                                            "{x: 995, y: 200}", {}, "Bruno");
  require_illegal(replay_under(far, club), "move-too-far", 2, line_of(far, "# <-"));
  // Ships keep their rulers under any-point: B2's S+S.
  const std::string ship = creature_position(kBruno + "  - Bruno move B2 920,340 920,420  # <-\n",
                                             "{x: 995, y: 200}", {}, "Bruno");
  require_illegal(replay_under(ship, club), "move-too-far", 2, line_of(ship, "# <-"));
}
