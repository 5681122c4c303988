// The table's edge (docs/rules-pirates.md, "The table's edge"): option table_edge, shipped as
// pirates/table-edge (`blocks`): setup-table, and the edge as an obstacle for moves
// (move-through-obstacle, move-after-contact); `none` leaves it untested; a missing `table:` is
// refused (`wraps`: pirates_torus_test.cc).
#include <catch2/catch.hpp>

#include "games/pirates/options.h"
#include "pirates_support.h"
#include "ruleset_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2 on a table of 1120 x 760 mm under `ruleset`.
std::string edge_header(const std::string& ruleset = "pirates/table-edge",
                        const std::string& table = "table: {w: 1120, h: 760}\n") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "ruleset: pirates/standard", "ruleset: " + ruleset);
  return edit(h, "islands:\n", table + "islands:\n");
}

// A position: A1 60 mm from the top edge (its disc 40 mm from it), Anna to play.
std::string near_edge(const std::string& moves, const std::string& header = edge_header()) {
  return pirates_position({{"A1", "{x: 270, y: 60, heading: 0}"}}, moves, "Anna", "", header);
}

}  // namespace

TEST_CASE("pirates/table-edge sets table_edge: blocks", "[pirates][ruleset][edge]") {
  const qm::pirates::Options o = qm::pirates::Options::from(*load_ruleset("pirates/table-edge"));
  CHECK(o.table_edge == qm::pirates::TableEdge::Blocks);
  CHECK(qm::pirates::Options::from(*load_ruleset("pirates/standard")).table_edge ==
        qm::pirates::TableEdge::None);
}

TEST_CASE("setup-table", "[pirates][rule][format2][edge]") {
  require_valid(replay_yaml(pirates_record(kAnna, edge_header())));
  // 960 mm wide: Bruno's home island I3 (920, r 50) lies 10 mm beyond the right edge.
  const std::string narrow = edge_header("pirates/table-edge", "table: {w: 960, h: 760}\n");
  pirates_illegal(pirates_record(kAnna, mark(narrow, "id: I3")), "setup-table", 0);
  CHECK(contains_nocase(replay_yaml(pirates_record(kAnna, narrow)).violation->message,
                        "I3 at (920,200) lies partly outside the table: 10 mm beyond"));
  // Under pirates/standard the edge is not tested.
  require_valid(replay_yaml(
      pirates_record(kAnna, edge_header("pirates/standard", "table: {w: 960, h: 760}\n"))));
  // A `start:` position is the table too: A1 10 mm from the top edge lies 10 mm beyond it.
  require_valid(replay_yaml(near_edge(kAnna)));
  const std::string beyond =
      pirates_position({{"A1", "{x: 270, y: 10, heading: 0}"}}, kAnna, "Anna", "", edge_header());
  require_illegal(replay_yaml(beyond), "setup-table", 0, line_of(beyond, "y: 10,"));
  CHECK(contains_nocase(replay_yaml(beyond).violation->message,
                        "A1 at (270,10) lies partly outside the table: 10 mm beyond"));
}

TEST_CASE("the table's edge blocks moves (table_edge: blocks)", "[pirates][rule][format2][edge]") {
  // Along the edge, 10 mm inside it: legal.
  require_valid(replay_yaml(near_edge(kAnna + "  - Anna move A1 340,30 420,30\n")));
  // Ending 10 mm beyond it: the path passes it (move-through-obstacle).
  pirates_illegal(near_edge(kAnna + "  - Anna move A1 330,10  # <-\n"), "move-through-obstacle", 2);
  // Touching it before the last point (within the 2 mm tolerance): the move ends there.
  pirates_illegal(near_edge(kAnna + "  - Anna move A1 340,22 420,22  # <-\n"), "move-after-contact",
                  2);
  // The last point may touch it.
  require_valid(replay_yaml(near_edge(kAnna + "  - Anna move A1 340,22\n")));
  // Under pirates/standard the edge is not an obstacle.
  require_valid(
      replay_yaml(near_edge(kAnna + "  - Anna move A1 330,10\n", edge_header("pirates/standard"))));
}

TEST_CASE("table_edge: the record's table", "[pirates][format2][edge]") {
  const std::string without =
      pirates_record(kAnna, edit(edge_header(), "table: {w: 1120, h: 760}\n", ""));
  require_unreadable(replay_yaml(without), 0,
                     "the ruleset's table_edge is blocks: the record gives the table's size");
  // A club's own ruleset may set wraps (pirates_torus_test.cc): the table is a torus.
  TempDir dir;
  const std::string club = dir.write(
      "round.yaml", "game: pirates\nextends: pirates/standard\noptions:\n  table_edge: wraps\n");
  require_valid(replay_under(pirates_record(kAnna, edge_header()), club));
}

TEST_CASE("the table's edge blocks a whirlpool's jump (table_edge: blocks)",
          "[pirates][rule][format2][edge][terrain]") {
  // Whirlpools T5 at (380,380) and T7 at (700,45), r 30: T7 lies 15 mm from the top edge.
  const std::string header = edit(edge_header(), "fleets:\n",
                                  "terrain:\n  - {id: T5, kind: whirlpool, x: 380, y: 380, r: 30}\n"
                                  "  - {id: T7, kind: whirlpool, x: 700, y: 45, r: 30}\nfleets:\n");
  // A1 ends its move 50 mm from T5's centre, touching it, and jumps to T7.
  const std::string to_t5 = kAnna + "  - Anna move A1 330,260 350,340\n";
  require_valid(
      replay_yaml(pirates_record(to_t5 + "  - Anna whirlpool A1 T5 T7 650,45 90 2\n", header)));
  // At (700,8) it touches T7 (which it may overlap) but lies 12 mm beyond the edge.
  pirates_illegal(pirates_record(to_t5 + "  - Anna whirlpool A1 T5 T7 700,8 90 2  # <-\n", header),
                  "whirlpool-jump", 3);
  CHECK(contains_nocase(
      replay_yaml(pirates_record(to_t5 + "  - Anna whirlpool A1 T5 T7 700,8 90 2\n", header))
          .violation->message,
      "12 mm beyond the table's edge"));
}
