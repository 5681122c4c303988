// The table that wraps round (docs/rules-pirates.md, "The table's edge"): option table_edge
// wraps, shipped as pirates/round-earth. The table is a torus of `table: {w, h}`: contact,
// range, line of fire and a move's path are measured the short way round, a move may be
// written past the edge and the piece stands reduced into the table. Each case has its twin
// under pirates/standard (table_edge none), where the same lines get another verdict.
#include <catch2/catch.hpp>

#include "games/pirates/geometry.h"
#include "games/pirates/options.h"
#include "pirates_support.h"
#include "ruleset_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2 on a table of 1120 x 760 mm under `ruleset` (round-earth: a
// torus; I1 and I3 are 400 mm apart round the seam, 720 mm across the table).
std::string torus_header(const std::string& ruleset = "pirates/round-earth",
                         const std::string& table = "table: {w: 1120, h: 760}\n") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "ruleset: pirates/standard", "ruleset: " + ruleset);
  return edit(h, "islands:\n", table + "islands:\n");
}

// A position with `ships` placed (the others docked at home), Anna to play, on that table.
std::string torus_position(const std::map<std::string, std::string>& ships,
                           const std::string& moves,
                           const std::string& ruleset = "pirates/round-earth") {
  return pirates_position(ships, kAnna + moves, "Anna", "", torus_header(ruleset));
}

// Where ship `id` stands after the replay (the table's x and y).
std::pair<double, double> torus_stands(const std::string& yaml, const std::string& id) {
  const qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  const qm::Json ship = table_entry(r, "ships", id);
  return {ship["x"].get<double>(), ship["y"].get<double>()};
}

}  // namespace

TEST_CASE("torus: the geometry measures round the seam", "[pirates][geometry][torus]") {
  qm::pirates::Geometry g;
  const qm::pirates::Point a{10, 380}, b{1100, 380};
  CHECK(g.dist(a, b) == Approx(1090));  // a plane: straight across
  g.wrap_w = 1120;
  g.wrap_h = 760;
  CHECK(g.dist(a, b) == Approx(30));
  CHECK(g.near(a, b).x == Approx(-20));
  CHECK(g.dist({5, 5}, {1115, 755}) == Approx(std::sqrt(200.0)));  // the corner
  CHECK(g.reduce({1160, -40}).x == Approx(40));
  CHECK(g.reduce({1160, -40}).y == Approx(720));
  // A segment meets the obstacle's translate nearest its midpoint.
  CHECK(g.segment_dist({1110, 400}, {20, 380}, {-20, 380}) == Approx(20));
  CHECK(g.direction({1100, 380}, {20, 380}) == Approx(0));
}

TEST_CASE("pirates/round-earth sets table_edge: wraps", "[pirates][ruleset][torus]") {
  const qm::pirates::Options o = qm::pirates::Options::from(*load_ruleset("pirates/round-earth"));
  CHECK(o.table_edge == qm::pirates::TableEdge::Wraps);
}

TEST_CASE("torus: a move across each edge and a corner stands reduced",
          "[pirates][rule][format2][torus]") {
  // Off the right edge, 70 mm: A1 stands 40 mm from the left edge.
  auto right =
      torus_position({{"A1", "{x: 1090, y: 380, heading: 0}"}}, "  - Anna move A1 1160,380\n");
  CHECK(torus_stands(right, "A1") == std::pair<double, double>{40, 380});
  // Off the left, the top and the bottom edges.
  CHECK(torus_stands(
            torus_position({{"A1", "{x: 30, y: 380, heading: 180}"}}, "  - Anna move A1 -40,380\n"),
            "A1") == std::pair<double, double>{1080, 380});
  CHECK(torus_stands(
            torus_position({{"A1", "{x: 560, y: 740, heading: 90}"}}, "  - Anna move A1 560,800\n"),
            "A1") == std::pair<double, double>{560, 40});
  CHECK(torus_stands(
            torus_position({{"A1", "{x: 560, y: 20, heading: 270}"}}, "  - Anna move A1 560,-50\n"),
            "A1") == std::pair<double, double>{560, 710});
  // Through the corner, written past it or in the table's own figures: the same 70.7 mm.
  const std::map<std::string, std::string> corner = {{"A1", "{x: 1100, y: 740, heading: 45}"}};
  CHECK(torus_stands(torus_position(corner, "  - Anna move A1 1150,790\n"), "A1") ==
        std::pair<double, double>{30, 30});
  CHECK(torus_stands(torus_position(corner, "  - Anna move A1 30,30\n"), "A1") ==
        std::pair<double, double>{30, 30});
  // On a plane the same line is 1,510 mm long.
  pirates_illegal(torus_position(corner, "  - Anna move A1 30,30  # <-\n", "pirates/standard"),
                  "move-too-far", 2);
  // A `start:` position written past the edge stands reduced too.
  CHECK(torus_stands(torus_position({{"A1", "{x: -10, y: 380, heading: 0}"}}, ""), "A1") ==
        std::pair<double, double>{1110, 380});
  // A move too long round the seam too.
  pirates_illegal(torus_position({{"A1", "{x: 1090, y: 380, heading: 0}"}},
                                 "  - Anna move A1 1190,380  # <-\n"),
                  "move-too-far", 2);
}

TEST_CASE("torus: an island near the right edge blocks a path from the left edge",
          "[pirates][rule][format2][torus]") {
  // A1 at (25,200) sails left round the seam to (-140,200), 60 mm from I3's centre (920,200)
  // round the seam: through it (move-through-obstacle).
  const std::map<std::string, std::string> a1 = {{"A1", "{x: 25, y: 200, heading: 180}"}};
  pirates_illegal(torus_position(a1, "  - Anna move A1 -58,200 -140,200  # <-\n"),
                  "move-through-obstacle", 2);
  // Stopping short, 90 mm from I3's centre: legal.
  require_valid(replay_yaml(torus_position(a1, "  - Anna move A1 -58,200 -110,200\n")));
  // On a plane nothing lies there.
  require_valid(
      replay_yaml(torus_position(a1, "  - Anna move A1 -58,200 -140,200\n", "pirates/standard")));
}

TEST_CASE("torus: contact and a ram across the seam", "[pirates][rule][format2][torus]") {
  // A1 sails to (1130,380), 40 mm round the seam from B1 at (50,380): its bow touches B1.
  const std::map<std::string, std::string> ships = {{"A1", "{x: 1060, y: 380, heading: 0}"},
                                                    {"B1", "{x: 50, y: 380, heading: 180}"}};
  const std::string ram = "  - Anna move A1 1130,380\n  - Anna ram A1 B1 5h  # <-\n";
  require_valid(replay_yaml(torus_position(ships, ram)));
  CHECK(torus_stands(torus_position(ships, ram), "A1") == std::pair<double, double>{10, 380});
  // On a plane B1 is 1,080 mm away.
  pirates_illegal(torus_position(ships, ram, "pirates/standard"), "ram-no-contact", 3);
  // A path round the seam through B1 (it ends 30 mm from B1's centre).
  pirates_illegal(torus_position(ships, "  - Anna move A1 1140,380  # <-\n"),
                  "move-through-obstacle", 2);
}

TEST_CASE("torus: range and line of fire across the seam", "[pirates][rule][format2][torus]") {
  // A1 (masts 3S, 2L) at (1080,380) and B1 at (40,380): 80 mm round the seam, 60 from B1's edge.
  const std::map<std::string, std::string> ships = {{"A1", "{x: 1080, y: 380, heading: 0}"},
                                                    {"B1", "{x: 40, y: 380, heading: 180}"}};
  // The L cannon (mast 2) reaches it; the S cannon (57.5 + 2 mm) does not.
  require_valid(replay_yaml(torus_position(ships, "  - Anna shoot A1 2>B1:1m\n")));
  pirates_illegal(torus_position(ships, "  - Anna shoot A1 1>B1:1m  # <-\n"), "shoot-range", 2);
  // On a plane B1 is 1,000 mm from A1's centre.
  pirates_illegal(torus_position(ships, "  - Anna shoot A1 2>B1:1m  # <-\n", "pirates/standard"),
                  "shoot-range", 2);
  // B2 on the seam, 2 mm off the line of fire round the seam, blocks it.
  std::map<std::string, std::string> blocked = ships;
  blocked["B2"] = "{x: 0, y: 382, heading: 90}";
  pirates_illegal(torus_position(blocked, "  - Anna shoot A1 2>B1:1m  # <-\n"),
                  "shoot-line-of-fire", 2);
  // 25 mm off it, it does not.
  blocked["B2"] = "{x: 0, y: 405, heading: 90}";
  require_valid(replay_yaml(torus_position(blocked, "  - Anna shoot A1 2>B1:1m\n")));
}

TEST_CASE("torus: setup-table and the table a torus needs", "[pirates][rule][format2][torus]") {
  // A wrapping table is set up on the table as under blocks.
  require_valid(replay_yaml(pirates_record(kAnna, torus_header())));
  // The whirlpool T5 at (1100,380), r 30, lies 10 mm beyond the right edge.
  const std::string beyond =
      edit(torus_header(), "fleets:\n",
           "terrain:\n  - {id: T5, kind: whirlpool, x: 1100, y: 380, r: 30}\nfleets:\n");
  pirates_illegal(pirates_record(kAnna, mark(beyond, "id: T5")), "setup-table", 0);
  CHECK(contains_nocase(replay_yaml(pirates_record(kAnna, beyond)).violation->message,
                        "T5 at (1100,380) lies partly outside the table: 10 mm beyond the table's "
                        "edge (the table is 1120 x 760 mm; table_edge: wraps)"));
  // No table: unreadable. A table too small to measure round exactly: refused.
  require_unreadable(
      replay_yaml(pirates_record(kAnna, edit(torus_header(), "table: {w: 1120, h: 760}\n", ""))), 0,
      "the ruleset's table_edge is wraps: the record gives the table's size");
  const std::string small = torus_header("pirates/round-earth", "table: {w: 1120, h: 260}\n");
  const qm::Replay r = replay_yaml(pirates_record(kAnna, small));
  require_unreadable(r, line_of(small, "table:"),
                     "qm does not check a table that wraps round with a side under 269.8 mm");
}
