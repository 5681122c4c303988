// Special shots of rules_shots.cc (docs/abilities-pirates.md, `shot`): `!stink` removes no
// mast and switches the target's crew off through its owner's next turn; `!smoke` places a
// spare fog bank within S of the ship, touching no island or ship (use-target), which acts as
// a fog bank until its owner's next `turn` line; `!exploding` turns a mast into a fire mast and
// eliminates a crew (`/N,CREW`); `!double` lets the same cannon fire again as the next shot
// (the one exception to shoot-cannon's "fired already"). The card shorthands of the
// chainshot, stinkpot and smokepot specialists share their uses with equal entries. Special
// shots other than `!double` at forts, and fire shots at creatures: pirates_fortshots_test.cc.
// Positions over pirates_support.h's set-up, as format 2: A2 at (400,380) shoots B1 or B2,
// 60 mm away, with its 3S cannons (rank 3).
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "replay/present.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string shots_test_format2() { return edit(kPiratesHeader, "format: 1", "format: 2"); }

// Anna's equipment A2e aboard A2 with the `shot` entry `params`; `extra` adds more equipment
// lines (each "      - {...}\n").
std::string shots_test_header(const std::string& params, const std::string& extra = "") {
  return edit(shots_test_format2(), "  Bruno:\n",
              "    equipment:\n      - {id: A2e, name: Special Shot, points: 1, abilities: "
              "[{shot: {" +
                  params + "}}], ship: A2}\n" + extra + "  Bruno:\n");
}

// The header with a spare fog bank T9 (r 15) and a fog bank T1 on the table far away.
std::string shots_test_smoke_header(const std::string& params = "kind: smoke, once: turn") {
  return edit(shots_test_header(params), "fleets:\n",
              "terrain:\n  - {id: T1, kind: fog, x: 560, y: 900, r: 40, one: 0}\n"
              "  - {id: T9, kind: fog, r: 15, one: 0, placed: false}\nfleets:\n");
}

// A2 at (400,380); B1 at `b1`, B2 at (460,380).
std::string shots_test_record(const std::string& moves, const std::string& header,
                              const std::string& b1 = "{x: 460, y: 300, heading: 180}") {
  return pirates_position({{"A2", "{x: 400, y: 380, heading: 0}"},
                           {"B1", b1},
                           {"B2", "{x: 460, y: 380, heading: 180}"}},
                          kAnna + moves, "Anna", "", header);
}

qm::Replay shots_test_illegal(const std::string& yaml, const char* rule, int move) {
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, rule, move, line_of(yaml, "# <-"));
  return r;
}

std::string shots_test_uses(const qm::Replay& r) {
  REQUIRE(r.state);
  const qm::Json audit = r.state->audit();
  return audit.contains("ability_uses") ? audit["ability_uses"].dump() : "";
}

// B1 (its Captain B1a aboard) at (460,380), A2's target; on Bruno's turn B1 moves and shoots
// A2 in one action, which only its Captain allows.
const std::string kStinkB1 = "{x: 460, y: 380, heading: 180}";
const std::string kB2Aside = "{x: 460, y: 470, heading: 180}";
const std::string kCaptainShot = "  - Bruno move B1 460,300\n  - Bruno shoot B1 1>A2:5h\n";

std::string stink_record(const std::string& moves, const std::string& header) {
  return pirates_position(
      {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B1", kStinkB1}, {"B2", kB2Aside}}, kAnna + moves,
      "Anna", "", header);
}

}  // namespace

TEST_CASE("use-source: a stink shot's hit switches the target's crew off on its next turn",
          "[pirates][ability][shots]") {
  const std::string h = shots_test_header("kind: stink, once: turn");
  // Without the stink, B1's Captain lets it move and shoot on Bruno's turn.
  require_valid(
      replay_yaml(stink_record("  - Anna shoot A2 1>B1:2m\n  - Bruno turn\n" + kCaptainShot, h)));
  // A hit: no mast falls; B1a is switched off through Bruno's next turn (action-budget).
  const qm::Replay hit = replay_yaml(stink_record("  - Anna shoot A2 1>B1:4h!stink\n", h));
  require_valid(hit);
  CHECK(mast_states(hit, "B1") == "up up");
  CHECK_THAT(shots_test_uses(hit), Catch::Contains("use no ability on its owner's next turn"));
  const qm::Replay off = shots_test_illegal(
      stink_record("  - Anna shoot A2 1>B1:4h!stink\n  - Bruno turn\n  - Bruno move B1 "
                   "460,300\n  - Bruno shoot B1 1>A2:5h  # <-\n",
                   h),
      "action-budget", 5);
  // It works again on Bruno's turn after.
  require_valid(
      replay_yaml(stink_record("  - Anna shoot A2 1>B1:4h!stink\n  - Bruno turn\n"
                               "  - Anna turn\n  - Bruno turn\n" +
                                   kCaptainShot,
                               h)));
  // No working entry: use-source.
  shots_test_illegal(stink_record("  - Anna shoot A2 1>B1:4h!stink  # <-\n", shots_test_format2()),
                     "use-source", 2);
}

TEST_CASE("use-once: a stink shot once a turn", "[pirates][ability][shots]") {
  const std::string h = shots_test_header("kind: stink, once: turn");
  require_valid(replay_yaml(stink_record("  - Anna shoot A2 1>B1:4h!stink 2>B1:2m\n", h)));
  shots_test_illegal(stink_record("  - Anna shoot A2 1>B1:4h!stink 2>B1:4h!stink  # <-\n", h),
                     "use-once", 2);
}

TEST_CASE("mast-choice: a stink shot's hit removes no mast", "[pirates][ability][shots]") {
  const std::string h = shots_test_header("kind: stink");
  require_valid(replay_yaml(stink_record("  - Anna shoot A2 1>B1:4h!stink\n", h)));
  shots_test_illegal(stink_record("  - Anna shoot A2 1>B1:4h/1!stink  # <-\n", h), "mast-choice",
                     2);
}

TEST_CASE("use-target: a smoke shot places a spare fog bank within S, touching nothing",
          "[pirates][ability][shots]") {
  const std::string h = shots_test_smoke_header();
  // B1 at (400,480): its 3L cannon reaches A2's edge (80 mm) over open sea.
  const std::string b1 = "{x: 400, y: 480, heading: 90}";
  require_valid(
      replay_yaml(shots_test_record("  - Bruno turn\n  - Bruno shoot B1 1>A2:5h\n", h, b1)));
  // T9 centred 60 mm below A2 (40 mm from its edge, 25 mm clear of it, 5 mm of B1).
  const std::string smoke = "  - Anna shoot A2 1>T9@400,440!smoke\n";
  const qm::Replay placed = replay_yaml(shots_test_record(smoke, h, b1));
  require_valid(placed);
  const qm::Json t9 = table_entry(placed, "terrain", "T9");
  CHECK(t9["placed"] == true);
  CHECK(t9["x"] == 400);
  CHECK_THAT(shots_test_uses(placed), Catch::Contains("places the fog bank T9"));
  // The picture draws it.
  const std::optional<std::string> svg = qm::table_svg(placed);
  REQUIRE(svg);
  CHECK_THAT(*svg, Catch::Contains("T9"));
  // A fog bank blocks B1's line of fire until Anna's next turn line removes it.
  shots_test_illegal(
      shots_test_record(smoke + "  - Bruno turn\n  - Bruno shoot B1 1>A2:5h  # <-\n", h, b1),
      "shoot-line-of-fire", 4);
  const qm::Replay gone = replay_yaml(shots_test_record(
      smoke + "  - Bruno turn\n  - Anna turn\n  - Bruno turn\n  - Bruno shoot B1 1>A2:5h\n", h,
      b1));
  require_valid(gone);
  CHECK(table_entry(gone, "terrain", "T9")["placed"] == false);
  const std::optional<std::string> after = qm::table_svg(gone);
  REQUIRE(after);
  CHECK_THAT(*after, !Catch::Contains("T9"));
  // Beyond S of A2's edge; touching A2; a fog bank on the table; no spare.
  const qm::Replay far = shots_test_illegal(
      shots_test_record("  - Anna shoot A2 1>T9@315,380!smoke  # <-\n", h, b1), "use-target", 2);
  CHECK_THAT(far.violation->message, Catch::Contains("a smoke shot places it within S"));
  const qm::Replay touching = shots_test_illegal(
      shots_test_record("  - Anna shoot A2 1>T9@400,412!smoke  # <-\n", h, b1), "use-target", 2);
  CHECK_THAT(touching.violation->message, Catch::Contains("would touch the ship A2"));
  shots_test_illegal(shots_test_record("  - Anna shoot A2 1>T1@400,440!smoke  # <-\n", h, b1),
                     "use-target", 2);
}

TEST_CASE("use-source: a smoke shot needs a working `shot {kind: smoke}`",
          "[pirates][ability][shots]") {
  const std::string h = shots_test_smoke_header();
  require_valid(replay_yaml(shots_test_record("  - Anna shoot A2 1>T9@400,440!smoke\n", h)));
  shots_test_illegal(shots_test_record("  - Anna shoot A2 1>T9@400,440!smoke  # <-\n",
                                       shots_test_smoke_header("kind: stink")),
                     "use-source", 2);
}

TEST_CASE("use-once: a smoke shot once a turn", "[pirates][ability][shots]") {
  const std::string h = shots_test_smoke_header();
  // The fog bank is removed at Anna's next turn line, and may then be placed again.
  require_valid(
      replay_yaml(shots_test_record("  - Anna shoot A2 1>T9@400,440!smoke\n  - Bruno "
                                    "turn\n  - Anna turn\n  - Anna shoot A2 "
                                    "1>T9@400,440!smoke\n",
                                    h)));
  // A second shoot action (a ruling's grant) in the same turn.
  shots_test_illegal(shots_test_record("  - Anna ruling \"Born Leader\" grant A2\n  - Anna shoot "
                                       "A2 1>T9@400,440!smoke\n  - Anna shoot A2 "
                                       "2>T9@400,440!smoke  # <-\n",
                                       h),
                     "use-once", 4);
}

TEST_CASE("shoot-cannon: a smoke shot fires a standing mast's cannon once",
          "[pirates][ability][shots]") {
  const std::string h = shots_test_smoke_header("kind: smoke");
  shots_test_illegal(shots_test_record("  - Anna shoot A2 4>T9@400,440!smoke  # <-\n", h),
                     "shoot-cannon", 2);
}

TEST_CASE("mast-choice: an exploding shot's `/N,CREW` names a mast and a crew of the target",
          "[pirates][ability][shots]") {
  const std::string h = shots_test_header("kind: exploding");
  const qm::Replay chosen =
      replay_yaml(stink_record("  - Anna shoot A2 1>B1:4h/1,B1a!exploding\n", h));
  require_valid(chosen);
  CHECK(mast_states(chosen, "B1") == "fire up");
  CHECK_THAT(shots_test_uses(chosen), Catch::Contains("B1a is eliminated"));
  // Without choices: the highest-numbered mast, the first crew aboard.
  const qm::Replay plain = replay_yaml(stink_record("  - Anna shoot A2 1>B1:4h!exploding\n", h));
  require_valid(plain);
  CHECK(mast_states(plain, "B1") == "up fire");
  // The fire mast burns by the Fire Mast Rules card: a `fire` line before B1's first action.
  require_valid(replay_yaml(stink_record(
      "  - Anna shoot A2 1>B1:4h!exploding\n  - Bruno turn\n  - Bruno fire B1 3\n", h)));
  const qm::Replay crew = shots_test_illegal(
      stink_record("  - Anna shoot A2 1>B1:4h/1,A2a!exploding  # <-\n", h), "mast-choice", 2);
  CHECK(crew.violation->message == "A2a is not aboard B1");
  shots_test_illegal(stink_record("  - Anna shoot A2 1>B1:2m/1,B1a!exploding  # <-\n", h),
                     "mast-choice", 2);
}

TEST_CASE("use-source: an exploding shot needs a working `shot {kind: exploding}`",
          "[pirates][ability][shots]") {
  require_valid(replay_yaml(
      stink_record("  - Anna shoot A2 1>B1:4h!exploding\n", shots_test_header("kind: exploding"))));
  shots_test_illegal(
      stink_record("  - Anna shoot A2 1>B1:4h!exploding  # <-\n", shots_test_header("kind: fire")),
      "use-source", 2);
}

TEST_CASE("use-once: an exploding shot once a turn", "[pirates][ability][shots]") {
  const std::string h = shots_test_header("kind: exploding, once: turn");
  require_valid(replay_yaml(stink_record("  - Anna shoot A2 1>B1:4h!exploding 2>B1:2m\n", h)));
  shots_test_illegal(
      stink_record("  - Anna shoot A2 1>B1:2m!exploding 2>B1:4h!exploding  # <-\n", h), "use-once",
      2);
}

TEST_CASE("shoot-cannon: a double shot's cannon fires again as the next shot",
          "[pirates][ability][shots]") {
  const std::string h = shots_test_header("kind: double, once: turn");
  const qm::Replay twice =
      replay_yaml(shots_test_record("  - Anna shoot A2 1>B2:4h!double 1>B2:5h\n", h));
  require_valid(twice);
  CHECK(mast_states(twice, "B2") == "lost lost");
  // Without the double; or not the next shot.
  shots_test_illegal(shots_test_record("  - Anna shoot A2 1>B2:4h 1>B2:5h  # <-\n", h),
                     "shoot-cannon", 2);
  shots_test_illegal(
      shots_test_record("  - Anna shoot A2 1>B2:4h!double 2>B2:2m 1>B2:5h  # <-\n", h),
      "shoot-cannon", 2);
}

TEST_CASE("use-once: a double shot once a turn", "[pirates][ability][shots]") {
  const std::string h = shots_test_header("kind: double, once: turn");
  require_valid(replay_yaml(shots_test_record("  - Anna shoot A2 1>B2:2m!double 1>B2:2m\n", h)));
  shots_test_illegal(
      shots_test_record("  - Anna shoot A2 1>B2:2m!double 1>B2:2m!double  # <-\n", h), "use-once",
      2);
  shots_test_illegal(
      shots_test_record("  - Anna shoot A2 1>B2:2m!double  # <-\n", shots_test_format2()),
      "use-source", 2);
}

TEST_CASE("use-once: the specialists' shorthands share their uses with an equal entry",
          "[pirates][ability][shots]") {
  // Chainshot Specialist A2b aboard A2, and the same entry written out on A2e.
  const std::string specialist =
      "      - {id: A2b, nation: Spain, points: 2, abilities: [chainshot-specialist], ship: A2}\n";
  const std::string h =
      edit(shots_test_header("kind: chain, once: turn"), "ability: cannoneer, ship: A2}\n",
           "ability: cannoneer, ship: A2}\n" + specialist);
  require_valid(replay_yaml(shots_test_record("  - Anna shoot A2 1>B2:4h!chain\n", h)));
  shots_test_illegal(shots_test_record("  - Anna shoot A2 1>B2:4h!chain 2>B2:4h!chain  # <-\n", h),
                     "use-once", 2);
  // Alone, the shorthand is a chain shot once a turn; the stinkpot and smokepot ones likewise.
  const std::string alone = edit(h, "[{shot: {kind: chain, once: turn}}]", "[]");
  require_valid(replay_yaml(shots_test_record("  - Anna shoot A2 1>B2:4h!chain\n", alone)));
  const std::string stinkpot = edit(alone, "chainshot-specialist", "stinkpot-specialist");
  require_valid(replay_yaml(shots_test_record("  - Anna shoot A2 1>B2:4h!stink\n", stinkpot)));
  shots_test_illegal(shots_test_record("  - Anna shoot A2 1>B2:4h!chain  # <-\n", stinkpot),
                     "use-source", 2);
}

namespace {

// Anna's fort FA (flags 3L, 3S) built on I2 where A1 is docked; Bruno's B1, 80 mm from I2's
// circle, carries the equipment B1e with `params` (pirates_forts_test.cc's position).
std::string shots_test_fort(const std::string& moves, const std::string& params) {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "  Bruno:\n",
           "    forts:\n      - {id: FA, name: Fort Anna, cost: 3, flags: [3L, 3S]}\n  Bruno:\n");
  h += "    equipment:\n      - {id: B1e, name: Special Shot, points: 1, abilities: [{shot: {" +
       params + "}}], ship: B1}\n";
  return pirates_position({{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"},
                           {"B1", "{x: 690, y: 200, heading: 180}"}},
                          kAnna + "  - Anna build FA I2 A1 pay 3\n  - Bruno turn\n" + moves, "Anna",
                          kFortRest, h);
}

}  // namespace

TEST_CASE("shoot-cannon: a double shot at a fort fires its cannon again",
          "[pirates][ability][shots]") {
  const qm::Replay r =
      replay_yaml(shots_test_fort("  - Bruno shoot B1 1>FA:5h!double 1>FA:4h\n", "kind: double"));
  require_valid(r);
  CHECK(r.state->table()["forts"][0]["abandoned"] == true);  // both flags down
  shots_test_illegal(shots_test_fort("  - Bruno shoot B1 1>FA:5h 1>FA:4h  # <-\n", "kind: double"),
                     "shoot-cannon", 4);
}
