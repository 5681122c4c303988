// Slice h41-fortshots (docs/rules-pirates.md, "Special shots and Broadsides Attacks at forts and
// creatures"): the rules do not say what a special shot or a Broadsides Attack does to a fort,
// nor whether a fire shot burns a sea creature. qm reads each as a plain shot (a flag or a
// segment falls; the special effect does nothing; a Broadsides Attack scores its hits on the
// fort as at a ship), checks the line's other rules, and lists the line as unchecked with
// its reading, beside the verdict.
// Positions: Anna's fort FA (flags 3L, 3S) built on I2 (560,200, r 50) where A1 is docked;
// Bruno's B1 (masts 3L, 3L) 80 mm from I2's circle, with the equipment B1e's `shot` entry.
// A sea creature B9 (segments 2S, 3L) 35 mm from A2's edge, A2 with A2e's entry.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "replay/present.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// Anna's fort FA on I2; Bruno's B1 at `b1` with the equipment B1e of `shot: {params}`; the
// fort's `flags` list. Moves 1-3 build the fort and start Bruno's turn: `moves` come after.
std::string fortshots_fort(const std::string& moves, const std::string& params,
                           const std::string& b1 = "{x: 690, y: 200, heading: 180}",
                           const std::string& flags = "[3L, 3S]") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(
      h, "  Bruno:\n",
      "    forts:\n      - {id: FA, name: Fort Anna, cost: 3, flags: " + flags + "}\n  Bruno:\n");
  h += "    equipment:\n      - {id: B1e, name: Special Shot, points: 1, abilities: [{shot: {" +
       params + "}}], ship: B1}\n";
  return pirates_position({{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}, {"B1", b1}},
                          kAnna + "  - Anna build FA I2 A1 pay 3\n  - Bruno turn\n" + moves, "Anna",
                          kFortRest, h);
}

// Bruno's creature B9 (segments 2S, 3L) at (460,380); Anna's A2 at (400,380) with A2e's
// `shot: {params}`.
std::string fortshots_creature(const std::string& moves, const std::string& params) {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "  Bruno:\n",
           "    equipment:\n      - {id: A2e, name: Special Shot, points: 1, abilities: [{shot: "
           "{" +
               params + "}}], ship: A2}\n  Bruno:\n");
  h = edit(h, "    crew:\n      - {id: B1a",
           "    creatures:\n      - {id: B9, name: Kraken, nation: Cursed, points: 8, segments: "
           "[2S, 3L], move: L, r: 25, x: 995, y: 200}\n    crew:\n      - {id: B1a");
  return pirates_position({{"A2", "{x: 400, y: 380, heading: 0}"}}, kAnna + moves, "Anna",
                          "  creatures:\n    B9: {x: 460, y: 380}\n" + std::string(kStartIslands),
                          h);
}

qm::Json fortshots_fa(const qm::Replay& r) { return r.state->table()["forts"][0]; }

// The replay's unchecked entries' readings, a line each.
std::string fortshots_readings(const qm::Replay& r) {
  std::string out;
  const qm::Json rep = report(r);
  if (rep.contains("unchecked"))
    for (const qm::Json& u : rep["unchecked"])
      if (u.contains("reading")) out += u["reading"].get<std::string>() + "\n";
  return out;
}

std::string fortshots_caveats(const qm::Replay& r) {
  std::string out;
  for (const std::string& c : r.state->caveats()) out += c + "\n";
  return out;
}

std::string fortshots_uses(const qm::Replay& r) {
  const qm::Json audit = r.state->audit();
  return audit.contains("ability_uses") ? audit["ability_uses"].dump() : "";
}

qm::Replay fortshots_illegal(const std::string& yaml, const char* rule, int move) {
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, rule, move, line_of(yaml, "# <-"));
  return r;
}

}  // namespace

TEST_CASE("shoot-roll: every special shot at a fort is read as a plain shot, and listed",
          "[pirates][fortshots]") {
  for (const std::string kind :
       {"chain", "grapple", "grape", "stink", "fire", "firepot", "exploding"}) {
    INFO(kind);
    // A hit: the highest-numbered flag falls; the special effect does nothing.
    const qm::Replay hit =
        replay_yaml(fortshots_fort("  - Bruno shoot B1 1>FA:5h!" + kind + "\n", "kind: " + kind));
    require_valid(hit);
    CHECK(fortshots_fa(hit)["flags"][0]["standing"] == true);
    CHECK(fortshots_fa(hit)["flags"][1]["standing"] == false);
    CHECK(report(hit)["unchecked"].size() == 1);
    CHECK(report(hit)["unchecked"][0]["area"] == "shoot");
    CHECK(report(hit)["unchecked"][0]["move"] == 4);
    CHECK_THAT(fortshots_readings(hit),
               Catch::Contains("qm read `!" + kind + "` at the fort FA as a plain shot"));
    CHECK_THAT(fortshots_caveats(hit), Catch::Contains("unchecked: move 4 (line ") &&
                                           Catch::Contains("the rules do not say"));
    CHECK_THAT(fortshots_uses(hit), Catch::Contains("read as a plain shot at the fort FA"));
    // The picture shows the flag lost.
    const std::optional<std::string> svg = qm::table_svg(hit);
    REQUIRE(svg);
    CHECK_THAT(*svg, Catch::Contains("fort FA: flags 1/2"));
    // A miss: nothing falls; the line is still listed. A hit written as a miss is illegal.
    const qm::Replay miss =
        replay_yaml(fortshots_fort("  - Bruno shoot B1 1>FA:2m!" + kind + "\n", "kind: " + kind));
    require_valid(miss);
    CHECK(fortshots_fa(miss)["flags"][1]["standing"] == true);
    CHECK_THAT(fortshots_readings(miss), Catch::Contains("at the fort FA"));
    fortshots_illegal(
        fortshots_fort("  - Bruno shoot B1 1>FA:5m!" + kind + "  # <-\n", "kind: " + kind),
        "shoot-roll", 4);
  }
}

TEST_CASE("shoot-range: a special shot at a fort out of range is illegal", "[pirates][fortshots]") {
  // B1 at (700,200): 90 mm from I2's circle; its 3L cannon reaches 83.8 + 2 mm.
  const qm::Replay r =
      fortshots_illegal(fortshots_fort("  - Bruno shoot B1 1>FA:5h!chain  # <-\n", "kind: chain",
                                       "{x: 700, y: 200, heading: 180}"),
                        "shoot-range", 4);
  CHECK_THAT(r.violation->message, Catch::Contains("B1 is 90.0 mm from FA's edge"));
  require_valid(replay_yaml(fortshots_fort("  - Bruno shoot B1 1>FA:5h!chain\n", "kind: chain")));
}

TEST_CASE("use-source, use-once: a special shot at a fort needs its entry, once a turn",
          "[pirates][fortshots]") {
  // B1e gives stink shots, not chain shots.
  fortshots_illegal(fortshots_fort("  - Bruno shoot B1 1>FA:5h!chain  # <-\n", "kind: stink"),
                    "use-source", 4);
  // Once a turn: the second of the line is refused; the first alone stands.
  fortshots_illegal(fortshots_fort("  - Bruno shoot B1 1>FA:5h!fire 2>FA:5h!fire  # <-\n",
                                   "kind: fire, once: turn"),
                    "use-once", 4);
  require_valid(replay_yaml(
      fortshots_fort("  - Bruno shoot B1 1>FA:5h!fire 2>FA:5h\n", "kind: fire, once: turn")));
}

TEST_CASE("use-target: a firepot at a fort reaches S", "[pirates][fortshots]") {
  // 80 mm from I2's circle: beyond S (57.5 + 2); at (660,200) 50 mm: within.
  fortshots_illegal(
      fortshots_fort("  - Bruno shoot B1 1>FA:5h!firepot  # <-\n", "kind: firepot, range: S"),
      "use-target", 4);
  require_valid(
      replay_yaml(fortshots_fort("  - Bruno shoot B1 1>FA:5h!firepot\n", "kind: firepot, range: S",
                                 "{x: 660, y: 200, heading: 180}")));
}

TEST_CASE("mast-choice: a special shot at a fort chooses a flag, and no crew",
          "[pirates][fortshots]") {
  const qm::Replay r =
      replay_yaml(fortshots_fort("  - Bruno shoot B1 1>FA:5h/1!chain\n", "kind: chain"));
  require_valid(r);
  CHECK(fortshots_fa(r)["flags"][0]["standing"] == false);
  CHECK(fortshots_fa(r)["flags"][1]["standing"] == true);
  // A fort carries no crew: a grape shot's /CREW, an exploding shot's /N,CREW are refused.
  const qm::Replay grape = fortshots_illegal(
      fortshots_fort("  - Bruno shoot B1 1>FA:5h/A1a!grape  # <-\n", "kind: grape"), "mast-choice",
      4);
  CHECK_THAT(grape.violation->message, Catch::Contains("FA is a fort: it carries no crew"));
  fortshots_illegal(
      fortshots_fort("  - Bruno shoot B1 1>FA:5h/1,A1a!exploding  # <-\n", "kind: exploding"),
      "mast-choice", 4);
  require_valid(
      replay_yaml(fortshots_fort("  - Bruno shoot B1 1>FA:5h/1!exploding\n", "kind: exploding")));
}

TEST_CASE("shoot-roll: two hits at a fort abandon it, a third destroys it",
          "[pirates][fortshots]") {
  const qm::Replay r = replay_yaml(
      fortshots_fort("  - Bruno shoot B1 1>FA:5h!grapple 2>FA:5h\n  - Anna turn\n  - Bruno turn\n"
                     "  - Bruno shoot B1 1>FA:5h!grapple\n",
                     "kind: grapple"));
  require_valid(r);
  CHECK(fortshots_fa(r)["destroyed"] == true);
  CHECK(report(r)["unchecked"].size() == 2);
  // No boarding follows a grapple's hit on a fort.
  fortshots_illegal(fortshots_fort("  - Bruno shoot B1 1>FA:5h!grapple\n  - Bruno board B1 FA "
                                   "5 2  # <-\n",
                                   "kind: grapple"),
                    "board-no-ram", 5);
}

TEST_CASE("shoot-roll: a Broadsides Attack at a fort", "[pirates][fortshots]") {
  const std::string near = "{x: 660, y: 200, heading: 180}";  // 50 mm from I2's circle
  // B1's two 3L masts: a d6 above 3 hits and scores 3 hits; FA's four flags keep one.
  const qm::Replay r = replay_yaml(
      fortshots_fort("  - Bruno shoot B1 B>FA:4h\n", "kind: broadside", near, "[3L, 3S, 3S, 3S]"));
  require_valid(r);
  CHECK(fortshots_fa(r)["flags"][0]["standing"] == true);
  CHECK(fortshots_fa(r)["flags"][3]["standing"] == false);
  CHECK(fortshots_fa(r)["abandoned"] == false);
  CHECK_THAT(fortshots_readings(r),
             Catch::Contains("qm read the Broadsides Attack at the fort FA as one at a ship"));
  CHECK_THAT(fortshots_uses(r), Catch::Contains("a Broadsides Attack at FA: 2 cannon(s)"));
  // The flags chosen fall first.
  const qm::Replay chosen = replay_yaml(fortshots_fort(
      "  - Bruno shoot B1 B>FA:6h/1,2\n", "kind: broadside", near, "[3L, 3S, 3S, 3S]"));
  require_valid(chosen);
  CHECK(fortshots_fa(chosen)["flags"][0]["standing"] == false);
  CHECK(fortshots_fa(chosen)["flags"][1]["standing"] == false);
  CHECK(fortshots_fa(chosen)["flags"][2]["standing"] == true);
  CHECK(fortshots_fa(chosen)["flags"][3]["standing"] == false);
  // Two flags: the third hit destroys the abandoned fort.
  const qm::Replay destroyed =
      replay_yaml(fortshots_fort("  - Bruno shoot B1 B>FA:5h\n", "kind: broadside", near));
  require_valid(destroyed);
  CHECK(fortshots_fa(destroyed)["destroyed"] == true);
  const std::optional<std::string> svg = qm::table_svg(destroyed);
  REQUIRE(svg);
  CHECK_THAT(*svg, Catch::Contains("Broadsides Attack at FA: 5 hit, destroyed"));
  // The range circle is labelled with its ruler (it once read "roadsides Attack range").
  CHECK_THAT(*svg, Catch::Contains(">S range "));
  CHECK_THAT(*svg, !Catch::Contains("roadsides Attack range"));
  // A miss: nothing falls, still listed.
  const qm::Replay miss =
      replay_yaml(fortshots_fort("  - Bruno shoot B1 B>FA:3m\n", "kind: broadside", near));
  require_valid(miss);
  CHECK(fortshots_fa(miss)["flags"][1]["standing"] == true);
  CHECK(report(miss)["unchecked"].size() == 1);
}

TEST_CASE("shoot-range, shoot-roll, mast-choice: an illegal Broadsides Attack at a fort",
          "[pirates][fortshots]") {
  const std::string near = "{x: 660, y: 200, heading: 180}";
  // 80 mm from I2's circle: each cannon is S-range (57.5 + 2 mm).
  const qm::Replay far = fortshots_illegal(
      fortshots_fort("  - Bruno shoot B1 B>FA:5h  # <-\n", "kind: broadside"), "shoot-range", 4);
  CHECK_THAT(far.violation->message, Catch::Contains("in a Broadsides Attack each cannon"));
  // A 3 does not beat rank 3.
  fortshots_illegal(fortshots_fort("  - Bruno shoot B1 B>FA:3h  # <-\n", "kind: broadside", near),
                    "shoot-roll", 4);
  // A flag chosen twice; more choices than flags.
  fortshots_illegal(
      fortshots_fort("  - Bruno shoot B1 B>FA:5h/2,2  # <-\n", "kind: broadside", near),
      "mast-choice", 4);
  fortshots_illegal(
      fortshots_fort("  - Bruno shoot B1 B>FA:5h/1,2,1  # <-\n", "kind: broadside", near),
      "mast-choice", 4);
  // No entry: use-source; no re-roll.
  fortshots_illegal(fortshots_fort("  - Bruno shoot B1 B>FA:5h  # <-\n", "kind: chain", near),
                    "use-source", 4);
  fortshots_illegal(fortshots_fort("  - Bruno shoot B1 B>FA:2,5h  # <-\n", "kind: broadside", near),
                    "shoot-reroll", 4);
}

TEST_CASE("shoot-target: a Broadsides Attack at one's own fort", "[pirates][fortshots]") {
  // A1, docked at I2 beside Anna's own FA (20 mm from its circle), with a Broadsides entry.
  const std::string moves = "  - Anna turn\n  - Anna shoot A1 B>FA:5h  # <-\n";
  const std::string yaml =
      with_ship_abilities(fortshots_fort(moves, "kind: chain"), "A1", "{shot: {kind: broadside}}");
  const qm::Replay r = fortshots_illegal(yaml, "shoot-target", 5);
  CHECK_THAT(r.violation->message, Catch::Contains("own fort"));
  // Bruno's B1 beside it, at the same distance, may.
  require_valid(replay_yaml(fortshots_fort("  - Bruno shoot B1 B>FA:5h\n", "kind: broadside",
                                           "{x: 640, y: 200, heading: 180}")));
}

TEST_CASE("shoot-roll: a fire shot at a sea creature removes a segment, nothing burns",
          "[pirates][fortshots]") {
  for (const std::string kind : {"fire", "firepot", "exploding"}) {
    INFO(kind);
    const qm::Replay hit = replay_yaml(
        fortshots_creature("  - Anna shoot A2 1>B9:5h!" + kind + "\n", "kind: " + kind));
    require_valid(hit);
    CHECK(mast_states(hit, "B9") == "up lost");
    CHECK_THAT(fortshots_readings(hit),
               Catch::Contains("qm read `!" + kind + "` at the sea creature B9 as a plain shot"));
    CHECK_THAT(fortshots_caveats(hit), Catch::Contains("nothing burns"));
    CHECK_THAT(fortshots_uses(hit), Catch::Contains("a segment falls, nothing burns"));
    // The segment chosen falls.
    const qm::Replay chosen = replay_yaml(
        fortshots_creature("  - Anna shoot A2 1>B9:5h/1!" + kind + "\n", "kind: " + kind));
    require_valid(chosen);
    CHECK(mast_states(chosen, "B9") == "lost up");
    const qm::Replay miss = replay_yaml(
        fortshots_creature("  - Anna shoot A2 1>B9:2m!" + kind + "\n", "kind: " + kind));
    require_valid(miss);
    CHECK(mast_states(miss, "B9") == "up up");
    CHECK(report(miss)["unchecked"].size() == 1);
    fortshots_illegal(
        fortshots_creature("  - Anna shoot A2 1>B9:2h!" + kind + "  # <-\n", "kind: " + kind),
        "shoot-roll", 2);
  }
  // Two hits eliminate it; a creature carries no crew to choose.
  const qm::Replay gone =
      replay_yaml(fortshots_creature("  - Anna shoot A2 1>B9:5h!fire 2>B9:5h\n", "kind: fire"));
  require_valid(gone);
  CHECK(table_entry(gone, "ships", "B9")["sunk"] == true);
  fortshots_illegal(
      fortshots_creature("  - Anna shoot A2 1>B9:5h/1,A2a!exploding  # <-\n", "kind: exploding"),
      "mast-choice", 2);
}
