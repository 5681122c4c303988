// Extra cannons and Broadsides Attacks (docs/rules-pirates.md, "Extra cannons and Broadsides
// Attacks"): `xK>` fires a `stat {cannon}` entry (a Musketeer: 3S, from any mast, fixed),
// numbered over the ship's own entries, then the cards aboard (shoot-cannon for one it does not
// have at work, fired twice, or without a mast standing when not `from: any-mast`), with the
// range, roll and mods of a cannon (none when `fixed`); `B>` is a Broadsides Attack, the line's
// only shot: every standing mast's cannon as S-range, one d6 that hits above every such rank,
// one hit per such mast plus one (shoot-cannon, use-source, shoot-range, shoot-line-of-fire,
// shoot-reroll, shoot-roll, mast-choice). A2 at (400,380) shoots B2 60 mm away; A2's masts are
// 3S, 3S, 4L; B2's 2S, 3S.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const std::string kSpecialCannonA2a =
    "{id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}";

std::string special_cannon_v2() { return edit(kPiratesHeader, "format: 1", "format: 2"); }

// A2a is a Musketeer of `nation`; A2 may carry its own `stat {cannon}` entries too.
std::string musketeer(const std::string& nation = "Spain", const std::string& own = "") {
  std::string h =
      edit(special_cannon_v2(), kSpecialCannonA2a,
           "{id: A2a, nation: " + nation + ", points: 3, abilities: [musketeer], ship: A2}");
  if (!own.empty()) h = edit(h, "abilities: [helmsman]", "abilities: [helmsman, " + own + "]");
  return h;
}

std::string broadsides(bool with = true) {
  return edit(special_cannon_v2(), "abilities: [helmsman]",
              with ? "abilities: [helmsman, broadsides-attack]" : "abilities: [helmsman]");
}

// A2 and B2 `gap` mm apart centre to centre (60: in S; 90: beyond S, within L); A1 at `a1`.
std::string special_cannon_duel(const std::string& header, const std::string& moves, int gap = 60,
                                const std::string& a1 = "") {
  std::map<std::string, std::string> at = {
      {"A2", "{x: 400, y: 380, heading: 0}"},
      {"B2", "{x: " + std::to_string(400 + gap) + ", y: 380, heading: 180}"}};
  if (!a1.empty()) at["A1"] = a1;
  return pirates_position(at, kAnna + moves, "Anna", "", header);
}

qm::Replay special_cannon_illegal(const std::string& yaml, const char* rule, int move = 2) {
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, rule, move, line_of(yaml, "# <-"));
  return r;
}

// A2's masts lost by a ruling, before its shot.
const std::string kA2Derelict = "  - Anna ruling \"storm\" mast A2 -1; mast A2 -2; mast A2 -3\n";

}  // namespace

TEST_CASE("shoot-cannon: an extra cannon xK the ship has at work fires once a line",
          "[pirates][special_cannon]") {
  // Legal: the Musketeer's 3S after the three masts; its d6 3 hits rank 3.
  const qm::Replay r = replay_yaml(
      special_cannon_duel(musketeer(), "  - Anna shoot A2 1>B2:1m 2>B2:1m 3>B2:1m x1>B2:3h\n"));
  require_valid(r);
  const qm::Json uses = r.state->audit()["ability_uses"];
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A2a");
  CHECK(uses[0]["effect"] == "shot 4: fired by the extra cannon x1 (3S, fixed: no mod)");
  // The table's last line names the shot by its cannon (no mast).
  const qm::Json last = r.state->table()["last"]["shots"][3];
  CHECK(last["mast"] == 0);
  CHECK(last["cannon"] == "x1 3S");
  // Illegal: a second x1, an x2 it does not have, a Musketeer of another nation.
  const qm::Replay twice = special_cannon_illegal(
      special_cannon_duel(musketeer(), "  - Anna shoot A2 x1>B2:3h x1>B2:3h  # <-\n"),
      "shoot-cannon");
  CHECK(twice.violation->message == "A2's extra cannon x1 has fired already in this line");
  const qm::Replay x2 = special_cannon_illegal(
      special_cannon_duel(musketeer(), "  - Anna shoot A2 x2>B2:3h  # <-\n"), "shoot-cannon");
  CHECK(x2.violation->message == "A2 has 1 extra cannon(s) at work (x1 to x1), no x2");
  const qm::Replay english = special_cannon_illegal(
      special_cannon_duel(musketeer("England"), "  - Anna shoot A2 x1>B2:3h  # <-\n"),
      "shoot-cannon");
  CHECK_THAT(english.violation->message, Catch::Contains("A2 has no extra cannon at work"));
}

TEST_CASE("shoot-cannon: extra cannons are numbered over the ship's own entries, then the cards",
          "[pirates][special_cannon]") {
  // x1 is A2's own 4L, x2 the Musketeer's 3S: a 3 hits x2 and misses x1.
  const std::string header = musketeer("Spain", "{stat: {cannon: 4L}}");
  require_valid(replay_yaml(special_cannon_duel(header, "  - Anna shoot A2 x2>B2:3h x1>B2:3m\n")));
  const qm::Replay r = special_cannon_illegal(
      special_cannon_duel(header, "  - Anna shoot A2 x1>B2:3h  # <-\n"), "shoot-roll");
  CHECK(r.violation->message == "d6 3 against the 4L cannon's rank 4: a miss, not a hit");
}

TEST_CASE("shoot-cannon: an extra cannon without from: any-mast fires while a mast stands",
          "[pirates][special_cannon]") {
  // The Musketeer fires from a derelict (from: any-mast); A2's own 4L does not.
  const std::string header = musketeer("Spain", "{stat: {cannon: 4L}}");
  require_valid(
      replay_yaml(special_cannon_duel(header, kA2Derelict + "  - Anna shoot A2 x2>B2:3h\n")));
  const qm::Replay r = special_cannon_illegal(
      special_cannon_duel(header, kA2Derelict + "  - Anna shoot A2 x1>B2:4h  # <-\n"),
      "shoot-cannon", 3);
  CHECK(r.violation->message ==
        "A2's extra cannon x1 (A2's) fires while a mast stands, and none does");
}

TEST_CASE("shoot-roll: a fixed extra cannon takes no mod; another does",
          "[pirates][special_cannon]") {
  // A2's +1 to cannon rolls: mast 1's 2 hits, the Musketeer's 2 misses; a 4L entry's 3 hits.
  const std::string header = musketeer("Spain", "{mod: {roll: cannon, by: 1}}");
  require_valid(replay_yaml(special_cannon_duel(header, "  - Anna shoot A2 1>B2:2h x1>B2:2m\n")));
  special_cannon_illegal(special_cannon_duel(header, "  - Anna shoot A2 x1>B2:2h  # <-\n"),
                         "shoot-roll");
  const std::string modded =
      edit(special_cannon_v2(), "abilities: [helmsman]",
           "abilities: [helmsman, {mod: {roll: cannon, by: 1}}, {stat: {cannon: 4L}}]");
  require_valid(replay_yaml(special_cannon_duel(modded, "  - Anna shoot A2 x1>B2:3h\n")));
  special_cannon_illegal(special_cannon_duel(modded, "  - Anna shoot A2 x1>B2:3m  # <-\n"),
                         "shoot-roll");
}

TEST_CASE("shoot-range: an extra cannon reaches its own ruler", "[pirates][special_cannon]") {
  // 90 mm apart: mast 3's 4L reaches B2, the Musketeer's 3S does not.
  require_valid(replay_yaml(special_cannon_duel(musketeer(), "  - Anna shoot A2 3>B2:4h\n", 90)));
  const qm::Replay r = special_cannon_illegal(
      special_cannon_duel(musketeer(), "  - Anna shoot A2 x1>B2:4h  # <-\n", 90), "shoot-range");
  CHECK_THAT(r.violation->message, Catch::Contains("its 3S cannon reaches 57.5 mm"));
}

TEST_CASE("use-source: a Broadsides Attack needs a working `shot {kind: broadside}`",
          "[pirates][special_cannon]") {
  const qm::Replay r =
      replay_yaml(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h\n"));
  require_valid(r);
  const qm::Json uses = r.state->audit()["ability_uses"];
  REQUIRE(uses.size() == 1);
  CHECK(uses[0]["piece"] == "A2");
  CHECK(uses[0]["effect"] ==
        "shot 1: a Broadsides Attack at B2: 3 cannon(s) as S-range, d6 5 against rank 4: 4 "
        "hit(s), no other ability");
  const qm::Replay none = special_cannon_illegal(
      special_cannon_duel(broadsides(false), "  - Anna shoot A2 B>B2:5h  # <-\n"), "use-source");
  CHECK_THAT(none.violation->message, Catch::Contains("no working `{shot: {kind: broadside}}`"));
}

TEST_CASE("shoot-cannon: a Broadsides Attack is the line's only shot, from a standing mast",
          "[pirates][special_cannon]") {
  require_valid(replay_yaml(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:4m\n")));
  const qm::Replay r = special_cannon_illegal(
      special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h 1>B2:3h  # <-\n"),
      "shoot-cannon");
  CHECK(r.violation->message == "a Broadsides Attack (B>) is the line's only shot");
  special_cannon_illegal(
      special_cannon_duel(broadsides(), kA2Derelict + "  - Anna shoot A2 B>B2:5h  # <-\n"),
      "shoot-cannon", 3);
}

TEST_CASE("shoot-roll: a Broadsides Attack hits when greater than every cannon's rank",
          "[pirates][special_cannon]") {
  // Ranks 3, 3, 4: a 5 hits, four hits: B2's two masts fall, then the derelict sinks.
  const qm::Replay r =
      replay_yaml(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h\n"));
  require_valid(r);
  CHECK(r.state->table()["ships"][3]["sunk"] == true);
  const qm::Replay four = special_cannon_illegal(
      special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:4h  # <-\n"), "shoot-roll");
  CHECK(four.violation->message ==
        "d6 4 against the highest rank of the 3 cannon(s) of standing masts, 4: a miss (a "
        "Broadsides Attack hits when greater), not a hit");
  // With mast 3 (4L) lost: ranks 3, 3; a 4 hits, three hits sink B2 still.
  const std::string lost3 = "  - Anna ruling \"storm\" mast A2 -3\n";
  require_valid(
      replay_yaml(special_cannon_duel(broadsides(), lost3 + "  - Anna shoot A2 B>B2:4h\n")));
  // One mast left: two hits leave B2 a derelict afloat.
  const std::string lost23 = "  - Anna ruling \"storm\" mast A2 -2; mast A2 -3\n";
  const qm::Replay two =
      replay_yaml(special_cannon_duel(broadsides(), lost23 + "  - Anna shoot A2 B>B2:4h\n"));
  require_valid(two);
  CHECK(two.state->table()["ships"][3]["sunk"] == false);
}

TEST_CASE("shoot-range: in a Broadsides Attack every cannon is S-range",
          "[pirates][special_cannon]") {
  // 90 mm: mast 3's 4L would reach, but a broadside's cannons are S.
  require_valid(replay_yaml(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h\n", 60)));
  const qm::Replay r = special_cannon_illegal(
      special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h  # <-\n", 90), "shoot-range");
  CHECK_THAT(r.violation->message, Catch::Contains("each cannon is S-range"));
}

TEST_CASE("shoot-line-of-fire: a Broadsides Attack's line of fire must be clear",
          "[pirates][special_cannon]") {
  // B2 79 mm away (59 mm edge to edge, within S); A1 10 mm off the line blocks it, 60 mm not.
  require_valid(replay_yaml(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h\n", 79,
                                                "{x: 439.5, y: 440, heading: 0}")));
  const qm::Replay r =
      special_cannon_illegal(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h  # <-\n",
                                                 79, "{x: 439.5, y: 390, heading: 0}"),
                             "shoot-line-of-fire");
  CHECK_THAT(r.violation->message, Catch::Contains("centre of A1"));
}

TEST_CASE("shoot-reroll: no ability applies to a Broadsides Attack", "[pirates][special_cannon]") {
  // A2a is a Cannoneer aboard A2: its d6 is not rolled again.
  require_valid(replay_yaml(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:2m\n")));
  special_cannon_illegal(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:2,5h  # <-\n"),
                         "shoot-reroll");
}

TEST_CASE("mast-choice: a Broadsides Attack's /N,M names standing masts, one per hit",
          "[pirates][special_cannon]") {
  const std::string lost23 = "  - Anna ruling \"storm\" mast A2 -2; mast A2 -3\n";
  const qm::Replay r =
      replay_yaml(special_cannon_duel(broadsides(), lost23 + "  - Anna shoot A2 B>B2:4h/1\n"));
  require_valid(r);
  special_cannon_illegal(
      special_cannon_duel(broadsides(), lost23 + "  - Anna shoot A2 B>B2:4h/1,1  # <-\n"),
      "mast-choice", 3);
  special_cannon_illegal(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:4m/1  # <-\n"),
                         "mast-choice");
}

TEST_CASE("a Broadsides Attack and an extra cannon read back as written",
          "[pirates][special_cannon]") {
  // Bad input: `B>` with a `!KIND`, `x0>`.
  require_unreadable(
      replay_yaml(special_cannon_duel(broadsides(), "  - Anna shoot A2 B>B2:5h!chain\n")), 0,
      "no `!KIND` after it");
  require_unreadable(replay_yaml(special_cannon_duel(musketeer(), "  - Anna shoot A2 x0>B2:5h\n")),
                     0, "is not a shot");
}

namespace {

// Anna's fort FA (flags 3L, 3S) on I2, built by A1; B1 130 mm from I2's centre; A2 a Musketeer
// ship with a Broadsides Attack, 60 mm from B1.
std::string special_cannon_forts(const std::string& moves) {
  std::string h =
      edit(musketeer(), "abilities: [helmsman]", "abilities: [helmsman, broadsides-attack]");
  h = edit(h, "  Bruno:\n",
           "    forts:\n      - {id: FA, name: Fort Anna, cost: 3, flags: [3L, 3S]}\n  Bruno:\n");
  return pirates_position({{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"},
                           {"A2", "{x: 630, y: 200, heading: 0}"},
                           {"B1", "{x: 690, y: 200, heading: 180}"}},
                          kAnna + "  - Anna build FA I2 A1 pay 3\n  - Bruno turn\n" + kAnna + moves,
                          "Anna", kFortRest, h);
}

}  // namespace

TEST_CASE("shoot-cannon, use-source: a fort has no extra cannon and no Broadsides Attack",
          "[pirates][special_cannon]") {
  require_valid(replay_yaml(special_cannon_forts("  - Anna shoot FA 1>B1:5h\n")));
  const qm::Replay x = special_cannon_illegal(
      special_cannon_forts("  - Anna shoot FA x1>B1:5h  # <-\n"), "shoot-cannon", 5);
  CHECK(x.violation->message == "FA has no extra cannon x1");
  const qm::Replay b = special_cannon_illegal(
      special_cannon_forts("  - Anna shoot FA B>B1:5h  # <-\n"), "use-source", 5);
  CHECK(b.violation->message == "FA is a fort: a Broadsides Attack is a ship's");
  // The ship beside it fires both (a Broadsides Attack at a fort: pirates_fortshots_test.cc).
  require_valid(replay_yaml(special_cannon_forts("  - Anna shoot A2 x1>B1:3h\n")));
  require_valid(replay_yaml(special_cannon_forts("  - Anna shoot A2 B>B1:6h\n")));
}

TEST_CASE("shoot-cannon: the cards' extra cannons are numbered in the order they came aboard",
          "[pirates][special_cannon]") {
  // A1a (a Musketeer, first in the header) comes aboard A2 after A2a (a 4L cannon): A1 docks
  // again at home and hands it over. A2a's cannon is x1, A1a's x2.
  std::string h =
      edit(special_cannon_v2(), "{id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}",
           "{id: A1a, nation: Spain, points: 3, abilities: [musketeer], ship: A1}");
  h = edit(h, kSpecialCannonA2a,
           "{id: A2a, nation: Spain, points: 3, abilities: [{stat: {cannon: 4L}}], ship: A2}");
  auto game = [&](const std::string& shot) {
    return pirates_position(
        {{"B2", "{x: 255, y: 300, heading: 0}"}},
        kAnna + "  - Anna move A1 268,217\n  - Anna dock A1 I1\n  - Anna transfer A1 A2 A1a\n" +
            shot,
        "Anna", "", h);
  };
  require_valid(replay_yaml(game("  - Anna shoot A2 x2>B2:3h x1>B2:3m\n")));
  const qm::Replay r =
      special_cannon_illegal(game("  - Anna shoot A2 x1>B2:3h  # <-\n"), "shoot-roll", 5);
  CHECK(r.violation->message == "d6 3 against the 4L cannon's rank 4: a miss, not a hit");
}
