// Fire masts (docs/rules-pirates.md, "Fire masts"; docs/abilities-pirates.md, `shot`): a `!fire`
// or `!firepot` hit turns a standing mast into a fire mast (use-source without a working entry;
// use-target for a firepot's target beyond S); a fire mast fires no cannon (shoot-cannon) and is
// not repaired (repair-nothing, mast-choice); each turn's `fire` line gives a d6 per fire mast
// (fire-roll: missing when due, written when not due, a wrong die count; mast-choice for a
// spread's `/N`); a ship with only fire and lost masts sinks when its owner's next turn starts;
// docking at home puts its fire masts out. Positions over pirates_support.h's set-up, as format
// 2: A2 at (400,380) shoots B2 (masts 2S, 3S), 60 mm away, with its 3S cannons (rank 3).
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "replay/present.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string fire_test_format2() { return edit(kPiratesHeader, "format: 1", "format: 2"); }

// Anna's equipment A2e aboard A2: a fire shot by the card's rules, or `params` written.
std::string fire_test_header(const std::string& params = "kind: fire") {
  return edit(fire_test_format2(), "  Bruno:\n",
              "    equipment:\n      - {id: A2e, name: Fire Shot, points: 1, abilities: "
              "[{shot: {" +
                  params + "}}], ship: A2}\n  Bruno:\n");
}

const std::string kFirepot =
    "kind: firepot, range: S, once: turn, fire: {out: [6], spread: [1, 2, 3], when: every-turn}";

std::string fire_test_record(const std::string& moves, const std::string& header,
                             const std::string& b2 = "{x: 460, y: 380, heading: 180}",
                             const std::string& a2 = "{x: 400, y: 380, heading: 0}") {
  return pirates_position({{"A2", a2}, {"B2", b2}}, kAnna + moves, "Anna", "", header);
}

qm::Replay fire_test_illegal(const std::string& yaml, const char* rule, int move) {
  qm::Replay r = replay_yaml(yaml);
  require_illegal(r, rule, move, line_of(yaml, "# <-"));
  return r;
}

const std::string kShotFire = "  - Anna shoot A2 1>B2:4h!fire\n  - Bruno turn\n";

}  // namespace

TEST_CASE("use-source: a fire shot turns a standing mast into a fire mast",
          "[pirates][ability][fire]") {
  const qm::Replay r = replay_yaml(fire_test_record(kShotFire, fire_test_header()));
  require_valid(r);
  CHECK(mast_states(r, "B2") == "up fire");
  // The picture marks it, and lists the mark in its legend.
  const std::optional<std::string> svg = qm::table_svg(r);
  REQUIRE(svg);
  CHECK_THAT(*svg, Catch::Contains("fire mast (burning)"));
  const qm::Replay chosen =
      replay_yaml(fire_test_record("  - Anna shoot A2 1>B2:4h/1!fire\n", fire_test_header()));
  require_valid(chosen);
  CHECK(mast_states(chosen, "B2") == "fire up");
  const qm::Replay none = fire_test_illegal(
      fire_test_record("  - Anna shoot A2 1>B2:4h!fire  # <-\n", fire_test_format2()), "use-source",
      2);
  CHECK_THAT(none.violation->message, Catch::Contains("no working `{shot: {kind: fire}}`"));
}

TEST_CASE("use-target: a firepot of range S reaches a target within S only",
          "[pirates][ability][fire]") {
  require_valid(replay_yaml(
      fire_test_record("  - Anna shoot A2 3>B2:5h!firepot\n", fire_test_header(kFirepot))));
  const qm::Replay far = fire_test_illegal(
      fire_test_record("  - Anna shoot A2 3>B2:5h!firepot  # <-\n", fire_test_header(kFirepot),
                       "{x: 490, y: 380, heading: 180}"),
      "use-target", 2);
  CHECK_THAT(far.violation->message, Catch::Contains("a firepot shot reaches S"));
}

TEST_CASE("shoot-cannon: a fire mast fires no cannon", "[pirates][ability][fire]") {
  require_valid(replay_yaml(fire_test_record(
      kShotFire + "  - Bruno fire B2 3\n  - Bruno shoot B2 1>A2:6h\n", fire_test_header())));
  const qm::Replay r = fire_test_illegal(
      fire_test_record(kShotFire + "  - Bruno fire B2 3\n  - Bruno shoot B2 2>A2:6h  # <-\n",
                       fire_test_header()),
      "shoot-cannon", 5);
  CHECK_THAT(r.violation->message, Catch::Contains("a fire mast fires no cannon"));
}

TEST_CASE("fire-roll: a before-action fire line comes before the ship's first action",
          "[pirates][ability][fire]") {
  const std::string h = fire_test_header();
  fire_test_illegal(fire_test_record(kShotFire + "  - Bruno shoot B2 1>A2:6h  # <-\n", h),
                    "fire-roll", 4);
  // Not due: in the turn the mast caught fire, and in another player's turn.
  fire_test_illegal(
      fire_test_record("  - Anna shoot A2 1>B2:4h!fire\n  - Anna fire B2 3  # <-\n", h),
      "fire-roll", 3);
  fire_test_illegal(
      fire_test_record(kShotFire + "  - Bruno fire B2 3\n  - Anna turn\n  - Anna fire B2 3  # <-\n",
                       h),
      "fire-roll", 6);
  // Once a turn, one die per fire mast, and only for a ship with one.
  fire_test_illegal(
      fire_test_record(kShotFire + "  - Bruno fire B2 3\n  - Bruno fire B2 3  # <-\n", h),
      "fire-roll", 5);
  const qm::Replay dice = fire_test_illegal(
      fire_test_record(kShotFire + "  - Bruno fire B2 3,4  # <-\n", h), "fire-roll", 4);
  CHECK_THAT(dice.violation->message, Catch::Contains("one d6 for each, not 2"));
  fire_test_illegal(fire_test_record(kShotFire + "  - Bruno fire B1 3  # <-\n", h), "fire-roll", 4);
}

TEST_CASE("fire-roll: an every-turn fire line comes among every turn's turn-start lines",
          "[pirates][ability][fire]") {
  const std::string h = fire_test_header(kFirepot);
  const std::string shot = "  - Anna shoot A2 1>B2:4h!firepot\n  - Bruno turn\n";
  // Written by the player whose turn it is, whoever owns the ship.
  const qm::Replay r = replay_yaml(fire_test_record(
      shot + "  - Bruno fire B2 4\n  - Anna turn\n  - Anna fire B2 4\n  - Anna move A2 400,340\n",
      h));
  require_valid(r);
  fire_test_illegal(fire_test_record(shot + "  - Anna turn  # <-\n", h), "fire-roll", 4);
  fire_test_illegal(
      fire_test_record(
          shot + "  - Bruno fire B2 4\n  - Anna turn\n  - Anna move A2 400,340  # <-\n", h),
      "fire-roll", 6);
}

TEST_CASE("mast-choice: a fire line's spread turns a standing mast into a fire mast",
          "[pirates][ability][fire]") {
  const std::string h = fire_test_header();
  // Out (5, 6): a lost mast. Spread (1, 2): the mast chosen, else the highest standing.
  const qm::Replay out = replay_yaml(fire_test_record(kShotFire + "  - Bruno fire B2 5\n", h));
  require_valid(out);
  CHECK(mast_states(out, "B2") == "up lost");
  const qm::Replay spread =
      replay_yaml(fire_test_record(kShotFire + "  - Bruno fire B2 2 /1\n", h));
  require_valid(spread);
  CHECK(mast_states(spread, "B2") == "fire fire");
  const qm::Replay burning = fire_test_illegal(
      fire_test_record(kShotFire + "  - Bruno fire B2 2 /2  # <-\n", h), "mast-choice", 4);
  CHECK_THAT(burning.violation->message, Catch::Contains("B2's mast 2 is not standing"));
  fire_test_illegal(fire_test_record(kShotFire + "  - Bruno fire B2 3 /1  # <-\n", h),
                    "mast-choice", 4);
}

TEST_CASE("fire-roll: a ship with only fire and lost masts sinks at its owner's next turn",
          "[pirates][ability][fire]") {
  // B2 starts with a fire mast (`start:`'s `fire:`, the card's rules); the spread takes mast 1.
  const std::string moves = "  - Bruno turn\n  - Bruno fire B2 1\n  - Anna turn\n  - Bruno turn\n";
  const qm::Replay r = replay_yaml(
      fire_test_record(moves, fire_test_format2(), "{x: 460, y: 380, heading: 180, fire: [2]}"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B2")["sunk"].get<bool>());
  // Burnt out instead (a 5): a lost mast, the ship sails on.
  const qm::Replay out = replay_yaml(
      fire_test_record("  - Bruno turn\n  - Bruno fire B2 5\n  - Anna turn\n  - Bruno turn\n",
                       fire_test_format2(), "{x: 460, y: 380, heading: 180, fire: [2]}"));
  require_valid(out);
  CHECK_FALSE(table_entry(out, "ships", "B2")["sunk"].get<bool>());
  // Already burning with no mast standing: it sinks as its owner's turn starts.
  const qm::Replay burning =
      replay_yaml(fire_test_record("  - Bruno turn\n", fire_test_format2(),
                                   "{x: 460, y: 380, heading: 180, lost: [1], fire: [2]}"));
  require_valid(burning);
  CHECK(table_entry(burning, "ships", "B2")["sunk"].get<bool>());
}

TEST_CASE("repair-nothing: a fire mast is not repaired; docking at home puts it out",
          "[pirates][ability][fire]") {
  const std::string docked = "{x: 200, y: 270, heading: 270, docked: I1, fire: [2]}";
  const std::string b2 = "{x: 460, y: 380, heading: 180}";
  const qm::Replay r =
      fire_test_illegal(fire_test_record("  - Anna fire A2 3\n  - Anna repair A2  # <-\n",
                                         fire_test_format2(), b2, docked),
                        "repair-nothing", 3);
  CHECK_THAT(r.violation->message, Catch::Contains("a fire mast is not repaired"));
  const std::string both = "{x: 200, y: 270, heading: 270, docked: I1, lost: [1], fire: [2]}";
  require_valid(replay_yaml(
      fire_test_record("  - Anna fire A2 3\n  - Anna repair A2\n", fire_test_format2(), b2, both)));
  fire_test_illegal(fire_test_record("  - Anna fire A2 3\n  - Anna repair A2 2  # <-\n",
                                     fire_test_format2(), b2, both),
                    "mast-choice", 3);
  // A2 comes home with its fire mast: it stays lost, no longer burning.
  const qm::Replay home = replay_yaml(
      fire_test_record("  - Anna fire A2 3\n  - Anna move A2 200,270\n  - Anna dock A2 I1\n",
                       fire_test_format2(), b2, "{x: 200, y: 320, heading: 90, fire: [2]}"));
  require_valid(home);
  CHECK(mast_states(home, "A2") == "up lost up");
}

TEST_CASE("use-once: the firepot-specialist keyword is a firepot once a turn, burning every turn",
          "[pirates][ability][fire]") {
  const std::string h = edit(fire_test_format2(), "  Bruno:\n",
                             "    equipment:\n      - {id: A2e, name: Hamid, points: 1, abilities: "
                             "[firepot-specialist], ship: A2}\n  Bruno:\n");
  const qm::Replay r = replay_yaml(fire_test_record(
      "  - Anna shoot A2 1>B2:4h!firepot\n  - Bruno turn\n  - Bruno fire B2 4\n", h));
  require_valid(r);
  CHECK(mast_states(r, "B2") == "up fire");
  fire_test_illegal(
      fire_test_record("  - Anna shoot A2 1>B2:4h!firepot 2>B2:2m!firepot  # <-\n", h), "use-once",
      2);
  // Every turn: Bruno's turn needs the line before its first action line.
  fire_test_illegal(
      fire_test_record("  - Anna shoot A2 1>B2:4h!firepot\n  - Bruno turn\n  - Bruno move "
                       "B1 800,200  # <-\n",
                       h),
      "fire-roll", 4);
}
