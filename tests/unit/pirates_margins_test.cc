// `qm replay --margins` (docs/adjudication.md): each measured check of a legal Pirates line
// says what it had to spare, from figures worked out by hand on pirates_support.h's table
// (S 57.5 and L 83.8 mm, ship_radius 20, tolerance 2, islands of r 50).
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

qm::Replay with_margins(const std::string& yaml) {
  qm::ReplayOptions options;
  options.margins = true;
  return replay_yaml(yaml, options);
}

// The margin of `rule` on move `move`, or nullptr.
const qm::Margin* find_margin(const qm::Replay& r, int move, const std::string& rule) {
  for (const qm::MoveMargins& m : r.margins)
    if (m.move == move)
      for (const qm::Margin& c : m.checks)
        if (c.rule == rule) return &c;
  return nullptr;
}

bool has_margin(const qm::Replay& r, int move, const std::string& rule) {
  return find_margin(r, move, rule) != nullptr;
}

// The same, which must be there.
qm::Margin margin(const qm::Replay& r, int move, const std::string& rule) {
  const qm::Margin* m = find_margin(r, move, rule);
  if (!m) FAIL("no margin of " << rule << " on move " << move);
  return *m;
}

}  // namespace

TEST_CASE("margins of a move: the longest segment and the nearest obstacle", "[pirates][margins]") {
  // A1 (L+L) from (270,200): 80 mm to (350,200), then 60 to (410,200). The longest segment,
  // 80 mm, against L 83.8 + 2: 5.8 to spare.
  const qm::Replay r = with_margins(pirates_record(kAnna + "  - Anna move A1 350,200 410,200\n"));
  require_valid(r);
  const qm::Margin seg = margin(r, 2, "move-too-far");
  CHECK(seg.spare == Approx(5.8));
  CHECK(seg.text ==
        "the segment from (270,200) to (350,200) is 80.0 mm; its ruler reaches 83.8 mm + 2 mm: "
        "5.8 mm to spare");
  // The nearest obstacle is I1, the home island A1 starts touching: its path begins 70 mm
  // from I1's centre and may come to 50 + 20 - 2 = 68: 2 to spare; it would cross I1 if its
  // r were more than 52.
  const qm::Margin path = margin(r, 2, "move-through-obstacle");
  CHECK(path.spare == Approx(2));
  CHECK(path.text ==
        "the path from (270,200) to (350,200) passes 70.0 mm from the centre of I1 (r 50); it may "
        "come to r + 20 mm - 2 mm (68.0 mm): 2.0 mm to spare; it would cross I1 if its r were "
        "more than 52.0 mm");
  // The turn line measures nothing.
  CHECK_FALSE(has_margin(r, 1, "move-too-far"));
}

TEST_CASE("margins of a shot: range and line of fire", "[pirates][margins]") {
  // A2 at (400,380) shoots B2 at (460,380) with its 3S: 40 mm from B2's edge against 57.5 +
  // 2: 19.5 to spare; out of range if B2's r were less than 20 - 19.5 = 0.5 mm.
  Ships duel = {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  const qm::Replay r = with_margins(pirates_position(duel, kAnna + "  - Anna shoot A2 1>B2:4h\n"));
  require_valid(r);
  const qm::Margin range = margin(r, 2, "shoot-range");
  CHECK(range.spare == Approx(19.5));
  CHECK(range.text ==
        "shot 1: A2 is 40.0 mm from B2's edge; its cannon reaches 57.5 mm + 2 mm: 19.5 mm to "
        "spare; it would be out of range if B2's r were less than 0.5 mm");
  // The nearest obstacle to the line (400,380)-(460,380): I2 and I5, each 205.9 mm from
  // (460,380) (A1 at home is 222.0 from (400,380)); it must clear r - 2 = 48: 157.9 to spare.
  const qm::Margin lof = margin(r, 2, "shoot-line-of-fire");
  CHECK(lof.spare == Approx(157.9));  // sqrt(100² + 180²) - 48, to 0.1 mm
  CHECK(lof.text.rfind("shot 1: the line of fire passes ", 0) == 0);
}

TEST_CASE("margins of a contact: a dock", "[pirates][margins]") {
  // A1 at (400,200) sails 45 + 45 mm to (490,200): 70 mm from I2's centre, 0 from its edge
  // with 20 + 50; touching allows 2, so 2 to spare; they would not touch if I2's r were less
  // than 48.
  const qm::Replay r = with_margins(
      pirates_position({{"A1", "{x: 400, y: 200, heading: 0}"}},
                       kAnna + "  - Anna move A1 445,200 490,200\n  - Anna dock A1 I2\n"));
  require_valid(r);
  const qm::Margin dock = margin(r, 3, "dock-no-contact");
  CHECK(dock.spare == Approx(2));
  CHECK(dock.text ==
        "A1 is 0.0 mm from I2's edge; touching allows 2 mm: 2.0 mm to spare; they would not "
        "touch if I2's r were less than 48.0 mm");
}

TEST_CASE("margins of each shot of a line, and of each line on its own", "[pirates][margins]") {
  // Two shots at B2 (60 mm away, 40 from its edge): the 3S has 19.5 to spare, the 4L 45.8;
  // each shot keeps its own notes, one range and one line of fire each.
  Ships duel = {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
  const qm::Replay r = with_margins(pirates_position(
      duel, kAnna + "  - Anna shoot A2 1>B2:1m 3>B2:1m\n  - Anna move A1 350,200 410,200\n"));
  require_valid(r);
  REQUIRE(r.margins.size() == 2);
  REQUIRE(r.margins[0].checks.size() == 4);
  CHECK(r.margins[0].checks[0].spare == Approx(19.5));
  CHECK(r.margins[0].checks[2].rule == "shoot-range");
  CHECK(r.margins[0].checks[2].spare == Approx(45.8));
  CHECK(r.margins[0].checks[2].text.rfind("shot 2: ", 0) == 0);
  // The move's notes are its own: nothing of the shots is left over.
  CHECK(r.margins[1].checks.size() == 2);
}

TEST_CASE("margins of a ram: the contact and the bow", "[pirates][margins]") {
  // A1 sails from (400,380) to (440,380), heading 0, and rams B2 at (468.8,407.8): 40.0 mm
  // centre to centre (touching allows 42: 2.0 to spare) and 44.0 degrees off the heading (the
  // bow spans 45 each side: 1.0 to spare).
  const qm::Replay r = with_margins(pirates_position(
      {{"A1", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 468.8, y: 407.8, heading: 180}"}},
      kAnna + "  - Anna move A1 440,380\n  - Anna ram A1 B2 6h\n"));
  require_valid(r);
  CHECK(margin(r, 3, "ram-no-contact").spare == Approx(2.0));
  const qm::Margin bow = margin(r, 3, "ram-no-contact (bow)");
  CHECK(bow.unit == "degrees");
  CHECK(bow.spare == Approx(1.0));
  CHECK(bow.text ==
        "B2 lies 44.0 degrees off A1's heading; the bow spans 45 degrees each side: 1.0 degrees to "
        "spare");
}

TEST_CASE("margins are noted for legal lines only, and only when asked", "[pirates][margins]") {
  const std::string moves = kAnna + "  - Anna move A1 350,200 410,200\n";
  CHECK(replay_yaml(pirates_record(moves)).margins.empty());
  // A move 90 mm long is illegal (move-too-far): no margins for it.
  const qm::Replay bad = with_margins(pirates_record(kAnna + "  - Anna move A1 360,200\n"));
  REQUIRE(bad.violation);
  CHECK(bad.violation->rule == "move-too-far");
  CHECK(bad.margins.empty());
}
