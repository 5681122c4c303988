// Format 2 ships of their own radius (docs/rules-pirates.md, "Geometry"): a ship's `r` is its
// disc, and every rule that measures a ship reads the radius of each ship concerned: the
// start (setup-position), a ram's, a tow's, a dock's and an explore's contact, a move past a
// ship, a shot's range and its line of fire, and where a towed ship is placed. Each case is
// decided by the real radii and would be decided the other way by the ruleset's 20 mm.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "replay/present.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2. With `own`, A1 is a small ship (r 12) starting 62 mm from the
// centre of its home I1 (r 50), touching it (at most 50 + 12 + 2) without overlapping it (60
// or more), and B1 a large one (r 30) 80 mm from I3's centre (at most 82, at least 78).
// Without, every ship has the ruleset's ship_radius 20.
std::string radius_header(bool own = true) {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  if (!own) return h;
  h = edit(h, "move: L+L, x: 270, y: 200", "move: L+L, r: 12, x: 262, y: 200");
  return edit(h, "move: L+L, x: 850, y: 200", "move: L+L, r: 30, x: 840, y: 200");
}

// A position (`start:`) over radius_header(own), `player` to move; with `own`, the ships not
// named stay docked where radius_header put them.
std::string radius_position(const std::map<std::string, std::string>& ships,
                            const std::string& moves, bool own = true,
                            const std::string& player = "Anna") {
  std::map<std::string, std::string> at = ships;
  if (own) {
    at.emplace("A1", "{x: 262, y: 200, heading: 0, docked: I1}");
    at.emplace("B1", "{x: 840, y: 200, heading: 180, docked: I3}");
  }
  return pirates_position(at, moves, player, "", radius_header(own));
}

const std::string kRadiusBruno = "  - Bruno turn\n";

// The picture's group of ship `id`, up to its end.
std::string radius_ship_group(const qm::Replay& r, const std::string& id) {
  std::optional<std::string> svg = qm::table_svg(r);
  REQUIRE(svg);
  const size_t at = svg->find("data-id=\"" + id + "\"");
  REQUIRE(at != std::string::npos);
  return svg->substr(at, svg->find("</g>", at) - at);
}

}  // namespace

TEST_CASE("setup-position: a ship of its own radius starts touching its home island",
          "[pirates][rule][format2][radius]") {
  require_valid(replay_yaml(pirates_record(kAnna, radius_header())));
  // B1 80 mm from I3's centre with the ruleset's r 20: 10 mm off its edge.
  pirates_illegal(pirates_record(kAnna, mark(edit(radius_header(), "r: 30, ", ""), "{id: B1,")),
                  "setup-position", 0);
  // B1 (r 30) where a ship of r 20 starts, 70 mm from I3's centre: it overlaps I3.
  pirates_illegal(
      pirates_record(kAnna,
                     mark(edit(radius_header(), "r: 30, x: 840", "r: 30, x: 850"), "{id: B1,")),
      "setup-position", 0);
  // The views give a ship's own radius; a ship of the ruleset's radius has none.
  qm::Replay r = replay_yaml(pirates_record(kAnna, radius_header()));
  CHECK(table_entry(r, "ships", "B1")["r"] == 30);
  CHECK(table_entry(r, "ships", "A1")["r"] == 12);
  CHECK(!table_entry(r, "ships", "A2").contains("r"));
  // The picture draws each ship's disc at its own radius.
  CHECK_THAT(radius_ship_group(r, "B1"), Catch::Contains("r=\"30\""));
  CHECK_THAT(radius_ship_group(r, "A1"), Catch::Contains("r=\"12\""));
  CHECK_THAT(radius_ship_group(r, "A2"), Catch::Contains("r=\"20\""));
}

TEST_CASE("setup-position: a start position with ships of their own radius",
          "[pirates][rule][format2][radius]") {
  // A1 (r 12) and A2 (r 20) 31 mm apart: they overlap below 12 + 20 - 2 = 30, so not; two
  // ships of r 20 would (below 38).
  const std::map<std::string, std::string> near = {{"A1", "{x: 400, y: 400, heading: 0}"},
                                                   {"A2", "{x: 431, y: 400, heading: 0}"}};
  require_valid(replay_yaml(radius_position(near, kAnna)));
  pirates_illegal(mark(radius_position(near, kAnna, false), "A1: {x: 400"), "setup-position", 0);
}

TEST_CASE("ram-no-contact: a large ship's own disc", "[pirates][rule][format2][radius]") {
  // A2 ends its move 50 mm from B1 (r 30), its bow on it: they touch (at most 20 + 30 + 2),
  // where two ships of r 20 would be 10 mm apart.
  const std::map<std::string, std::string> ram = {{"A2", "{x: 330, y: 380, heading: 0}"},
                                                  {"B1", "{x: 430, y: 380, heading: 180}"}};
  const std::string lines = kAnna + "  - Anna move A2 380,380\n  - Anna ram A2 B1 3h  # <-\n";
  require_valid(replay_yaml(radius_position(ram, lines)));
  pirates_illegal(radius_position(ram, lines, false), "ram-no-contact", 3);
  CHECK_THAT(replay_yaml(radius_position(ram, lines, false)).violation->message,
             Catch::Contains("it would touch if the ships' r were 24.0 mm or more"));
}

TEST_CASE("tow-no-contact: a large derelict's own disc, placed behind by both radii",
          "[pirates][rule][format2][radius]") {
  // A2 ends its move 50 mm from the derelict B1 (r 30), in its bow: a tow (at most 52).
  const std::map<std::string, std::string> tow = {
      {"A2", "{x: 330, y: 380, heading: 0}"},
      {"B1", "{x: 430, y: 380, heading: 180, lost: [1, 2]}"}};
  const std::string lines = kAnna + "  - Anna move A2 380,380\n  - Anna tow A2 B1  # <-\n";
  qm::Replay r = replay_yaml(radius_position(tow, lines));
  require_valid(r);
  // Placed behind its tower, the two discs touching: 20 + 30 mm behind A2's centre.
  CHECK(table_entry(r, "ships", "B1")["x"] == 330);
  CHECK(table_entry(r, "ships", "B1")["y"] == 380);
  pirates_illegal(radius_position(tow, lines, false), "tow-no-contact", 3);
}

TEST_CASE("dock-no-contact: a large ship's own disc", "[pirates][rule][format2][radius]") {
  // B1 (r 30) ends 80 mm from I2's centre (r 50): it touches (at most 82); a ship of r 20
  // would be 10 mm off its edge.
  const std::map<std::string, std::string> at = {{"B1", "{x: 560, y: 360, heading: 90}"}};
  const std::string lines =
      kRadiusBruno + "  - Bruno move B1 560,280\n  - Bruno dock B1 I2  # <-\n";
  require_valid(replay_yaml(radius_position(at, lines, true, "Bruno")));
  pirates_illegal(radius_position(at, lines, false, "Bruno"), "dock-no-contact", 3);
}

TEST_CASE("explore-sea-contact: a small ship's own disc", "[pirates][rule][format2][radius]") {
  // A1 (r 12) and A2 (r 20) 39 mm apart: 7 mm between their discs, beyond the tolerance; two
  // ships of r 20 would touch (at most 42) without overlapping (38 or more).
  const std::map<std::string, std::string> ships = {{"A1", "{x: 400, y: 400, heading: 0}"},
                                                    {"A2", "{x: 439, y: 400, heading: 0}"}};
  const std::string lines = kAnna + "  - Anna explore A1 A2 A2a  # <-\n";
  require_valid(replay_yaml(radius_position(ships, lines, false)));
  pirates_illegal(radius_position(ships, lines), "explore-sea-contact", 2);
  // Each ship named with the radius it would need, both growing alike.
  CHECK_THAT(replay_yaml(radius_position(ships, lines)).violation->message,
             Catch::Contains("A1 is 7.0 mm from A2's disc; exploring at sea needs contact (2 mm); "
                             "it would touch if A1's r were 14.5 mm and A2's 22.5 mm or more"));
}

TEST_CASE("move-through-obstacle: a move past a large ship", "[pirates][rule][format2][radius]") {
  // A1 (r 12) sails from (300,400) to (380,400), 39 mm from B1's centre (r 30): it overlaps
  // B1 below 12 + 30 - 2 = 40; two ships of r 20 would pass (38).
  const std::map<std::string, std::string> past = {{"A1", "{x: 300, y: 400, heading: 0}"},
                                                   {"B1", "{x: 340, y: 439, heading: 0}"}};
  const std::string lines = kAnna + "  - Anna move A1 380,400  # <-\n";
  require_valid(replay_yaml(radius_position(past, lines, false)));
  pirates_illegal(radius_position(past, lines), "move-through-obstacle", 2);
}

TEST_CASE("shoot-range: a large ship's own disc", "[pirates][rule][format2][radius]") {
  // A2's 3S cannon reaches 57.5 + 2 mm; B1 (r 30) 88 mm away: 58 mm to its disc, in range,
  // where a ship of r 20 would be 68 mm away.
  const std::map<std::string, std::string> pos = {{"A2", "{x: 560, y: 400, heading: 0}"},
                                                  {"B1", "{x: 648, y: 400, heading: 180}"}};
  const std::string lines = kAnna + "  - Anna shoot A2 1>B1:5h  # <-\n";
  require_valid(replay_yaml(radius_position(pos, lines)));
  pirates_illegal(radius_position(pos, lines, false), "shoot-range", 2);
}

TEST_CASE("shoot-line-of-fire: a small ship's own disc", "[pirates][rule][format2][radius]") {
  // A2 at (560,400) shoots B1 at (660,400); A1 (r 12) 13 mm off the line does not block it
  // (below 12 - 2), where a ship of r 20 there would (below 18).
  const std::map<std::string, std::string> pos = {{"A1", "{x: 610, y: 413, heading: 0}"},
                                                  {"A2", "{x: 560, y: 400, heading: 0}"},
                                                  {"B1", "{x: 660, y: 400, heading: 180}"}};
  const std::string lines = kAnna + "  - Anna shoot A2 3>B1:5h  # <-\n";
  require_valid(replay_yaml(radius_position(pos, lines)));
  pirates_illegal(radius_position(pos, lines, false), "shoot-line-of-fire", 2);
}
