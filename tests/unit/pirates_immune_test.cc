// The `immune` forms beyond a shot or a hit from one ruler, and re-rolls of ram and boarding
// dice (format 2; docs/abilities-pirates.md): `{immune: {to: ram}}` (a ram's hit removes no mast
// of the carrier's ship: mast-choice for a `/N`; the rammer is still stuck), `{to: pin}` (the
// carrier's ship is not stuck after its ram), `{to: shot, from: {within: S}}` and `{to: shot,
// if: {docked: any}}` (shoot-immune), `{to: hit, from: {kind: fort}}` and `{to: hit, first: turn,
// if: {masts: all}}` (shoot-roll: a hit written is a miss); a `{reroll: {die: any}}` re-rolls a
// ram die (`5,3h`) or its ship's own boarding die (`3,5 4`): reroll-source without one, use-once
// for a second use in a turn. A crew's entry works aboard a ship of its nation only.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using ImmuneShips = std::map<std::string, std::string>;

std::string immune_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// Ship `ship` (A1, A2, B1 or B2) with `abilities: [list]` of its own.
std::string immune_ship(const std::string& ship, const std::string& list,
                        const std::string& header = immune_v2()) {
  return with_ship_abilities(header, ship, list);
}

// Bruno's crew B1z of `nation` aboard B1 with `abilities: [list]`.
std::string immune_b1_crew(const std::string& list, const std::string& nation) {
  return edit(immune_v2(), "ship: B1}\n",
              "ship: B1}\n      - {id: B1z, nation: " + nation + ", points: 1, abilities: [" +
                  list + "], ship: B1}\n");
}

// A2 sails 50 mm to touch B1 (2 masts) and rams it with `written` ("3h": 3 > 2 masts); the
// ram line is marked unless `more` lines follow.
const ImmuneShips kImmuneRam = {{"A2", "{x: 330, y: 380, heading: 0}"},
                                {"B1", "{x: 420, y: 380, heading: 180}"}};
std::string immune_ram(const std::string& header, const std::string& written,
                       const std::string& more = "") {
  return pirates_position(kImmuneRam,
                          kAnna + "  - Anna move A2 380,380\n  - Anna ram A2 B1 " + written +
                              (more.empty() ? "  # <-\n" : "\n") + more,
                          "Anna", "", header);
}

// A2 (3S, 3S, 4L) at (400,380) shoots B2 where `b2` says.
std::string immune_shot(const std::string& header, const std::string& shots,
                        const std::string& b2 = "{x: 460, y: 380, heading: 180}") {
  return pirates_position({{"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", b2}},
                          kAnna + "  - Anna shoot A2 " + shots + "  # <-\n", "Anna", "", header);
}

}  // namespace

TEST_CASE("mast-choice: immune to ram, a ram removes no mast", "[pirates][format2][immune]") {
  const std::string immune = immune_ship("B1", "{immune: {to: ram}}");
  const qm::Replay r = replay_yaml(immune_ram(immune, "3h"));
  require_valid(r);
  CHECK(report(r)["unchecked"].empty());
  CHECK(table_entry(r, "ships", "B1")["masts"][1]["standing"] == true);
  CHECK(table_entry(r, "ships", "A2")["stuck_on"] == "B1");  // the rammer is still stuck
  pirates_illegal(immune_ram(immune, "3h/1"), "mast-choice", 3);
  CHECK_THAT(replay_yaml(immune_ram(immune, "3h/1")).violation->message,
             Catch::Contains("a ram removes no mast of B1 (B1's ability)"));
  // The die still decides the hit.
  pirates_illegal(immune_ram(immune, "2h"), "ram-roll", 3);
  // A French crew's entry does not work aboard the English B1: the ram removes a mast.
  const std::string french = immune_b1_crew("{immune: {to: ram}}", "France");
  require_valid(replay_yaml(immune_ram(french, "3h/1")));
  CHECK(table_entry(replay_yaml(immune_ram(french, "3h")), "ships", "B1")["masts"][1]["standing"] ==
        false);
  require_valid(replay_yaml(immune_ram(immune_b1_crew("{immune: {to: ram}}", "England"), "3h")));
  pirates_illegal(immune_ram(immune_b1_crew("{immune: {to: ram}}", "England"), "3h/2"),
                  "mast-choice", 3);
}

TEST_CASE("ram-while-stuck: immune to pin, the rammer is not stuck", "[pirates][format2][immune]") {
  const std::string again = "  - Bruno turn\n  - Anna turn\n  - Anna ram A2 B1 3h  # <-\n";
  // Without the entry A2 is stuck on B1: its next ram is ram-while-stuck.
  pirates_illegal(immune_ram(immune_v2(), "2m", again), "ram-while-stuck", 6);
  const std::string pin = immune_ship("A2", "{immune: {to: pin}}");
  const qm::Replay r = replay_yaml(immune_ram(pin, "2m"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A2")["stuck_on"].is_null());
  // Not stuck: the ram of the next turn comes without a move (ram-no-move, the next rule).
  pirates_illegal(immune_ram(pin, "2m", again), "ram-no-move", 6);
  // On the target it protects nothing of the rammer.
  const qm::Replay other = replay_yaml(immune_ram(immune_ship("B1", "{immune: {to: pin}}"), "2m"));
  CHECK(table_entry(other, "ships", "A2")["stuck_on"] == "B1");
}

TEST_CASE("shoot-immune: immune to shots from within S", "[pirates][format2][immune]") {
  const std::string near = immune_ship("B2", "{immune: {to: shot, from: {within: S}}}");
  // 60 mm between centres: 20 mm edge to edge, within S.
  pirates_illegal(immune_shot(near, "1>B2:4h"), "shoot-immune", 2);
  CHECK_THAT(replay_yaml(immune_shot(near, "1>B2:4h")).violation->message,
             Catch::Contains("B2: it cannot be shot at from within S (B2's ability)"));
  // 104 mm: 64 mm edge to edge, beyond S (57.5 + 2), within A2's L cannon (105.8).
  const std::string far = "{x: 504, y: 380, heading: 180}";
  require_valid(replay_yaml(immune_shot(near, "3>B2:5h", far)));
  require_valid(replay_yaml(immune_shot(immune_v2(), "1>B2:4h")));
}

TEST_CASE("shoot-immune: immune to shots while docked", "[pirates][format2][immune]") {
  const std::string docked_entry = immune_ship("B2", "{immune: {to: shot, if: {docked: any}}}");
  const std::string at_i5 = "{x: 560, y: 490, heading: 0, docked: I5}";
  const auto shot_at = [&](const std::string& header, const std::string& b2) {
    return pirates_position({{"A2", "{x: 560, y: 430, heading: 90}"}, {"B2", b2}},
                            kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n", "Anna", "", header);
  };
  pirates_illegal(shot_at(docked_entry, at_i5), "shoot-immune", 2);
  CHECK_THAT(replay_yaml(shot_at(docked_entry, at_i5)).violation->message,
             Catch::Contains("it cannot be shot at while docked"));
  require_valid(replay_yaml(shot_at(docked_entry, "{x: 560, y: 490, heading: 0}")));
  require_valid(replay_yaml(shot_at(immune_v2(), at_i5)));
}

TEST_CASE("shoot-roll: immune to its first hit each turn while every mast stands",
          "[pirates][format2][immune]") {
  const std::string first = immune_ship("B2", "{immune: {to: hit, first: turn, if: {masts: all}}}");
  // The first hit is ignored: a miss, not a hit; the second counts.
  pirates_illegal(immune_shot(first, "1>B2:4h"), "shoot-roll", 2);
  CHECK_THAT(replay_yaml(immune_shot(first, "1>B2:4h")).violation->message,
             Catch::Contains("its first hit this turn, every mast standing, is ignored"));
  const qm::Replay r = replay_yaml(immune_shot(first, "1>B2:4m 2>B2:4h"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B2")["masts"][1]["standing"] == false);
  // A miss is no hit: the first hit still comes later.
  require_valid(replay_yaml(immune_shot(first, "1>B2:2m 2>B2:4m")));
  // A mast lost already: the entry does not work.
  require_valid(
      replay_yaml(immune_shot(first, "1>B2:4h", "{x: 460, y: 380, heading: 180, lost: [1]}")));
  pirates_illegal(immune_shot(first, "1>B2:4m", "{x: 460, y: 380, heading: 180, lost: [1]}"),
                  "shoot-roll", 2);
}

TEST_CASE("shoot-roll: immune to a fort's hits", "[pirates][format2][immune][fort]") {
  // FA built on I2; B1 60 mm from FA's circle (its 3L flag reaches it); B1 may not be hit by
  // a fort, but may be by a ship.
  std::string h = immune_v2();
  h = edit(h, "  Bruno:\n",
           "    forts:\n      - {id: FA, name: Fort Anna, cost: 3, flags: [3L, 3S]}\n  Bruno:\n");
  const std::string rest =
      edit(kFortRest, "I2: {treasure: [2], explored: true}", "I2: {explored: true}") +
      "  forts: {FA: {island: I2, gold: [3, 2]}}\n";
  const auto at_b1 = [&](const std::string& header, const std::string& line) {
    return pirates_position({{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"},
                             {"B1", "{x: 690, y: 200, heading: 180}"},
                             {"A2", "{x: 690, y: 265, heading: 270}"}},
                            kAnna + "  - Anna " + line + "  # <-\n", "Anna", rest, header);
  };
  const std::string no_fort = immune_ship("B1", "{immune: {to: hit, from: {kind: fort}}}", h);
  pirates_illegal(at_b1(no_fort, "shoot FA 1>B1:5h"), "shoot-roll", 2);
  CHECK_THAT(replay_yaml(at_b1(no_fort, "shoot FA 1>B1:5h")).violation->message,
             Catch::Contains("a fort's cannons cannot hit it"));
  require_valid(replay_yaml(at_b1(no_fort, "shoot FA 1>B1:5m")));
  require_valid(replay_yaml(at_b1(no_fort, "shoot A2 1>B1:5h")));
  require_valid(replay_yaml(at_b1(h, "shoot FA 1>B1:5h")));
}

TEST_CASE("reroll-source: a ram die rolled again", "[pirates][format2][reroll]") {
  const std::string any = edit(immune_v2(), "ability: cannoneer, ship: A2",
                               "abilities: [{reroll: {die: any}}], ship: A2");
  const qm::Replay r = replay_yaml(immune_ram(any, "2,3h"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B1")["masts"][1]["standing"] == false);
  pirates_illegal(immune_ram(any, "2,3m"), "ram-roll", 3);
  // No working source: A2a of France aboard the Spanish A2, or none at all.
  pirates_illegal(
      immune_ram(edit(any, "{id: A2a, nation: Spain", "{id: A2a, nation: France"), "2,3h"),
      "reroll-source", 3);
  pirates_illegal(immune_ram(immune_v2(), "2,3h"), "reroll-source", 3);
  // Once a turn: a shot re-rolled already this turn.
  const std::string shot_then_ram =
      "  - Anna move A2 380,380\n  - Anna shoot A2 1>B1:1,2m\n  - Anna ram A2 B1 2,3h  # <-\n";
  pirates_illegal(pirates_position(kImmuneRam, kAnna + shot_then_ram, "Anna", "",
                                   immune_ship("A2", "{allow: move-shoot}", any)),
                  "use-once", 4);
}

TEST_CASE("reroll-source: a boarding die rolled again", "[pirates][format2][reroll]") {
  const std::string any = edit(immune_v2(), "ability: cannoneer, ship: A2",
                               "abilities: [{reroll: {die: any}}], ship: A2");
  const auto board = [&](const std::string& header, const std::string& dice) {
    return pirates_position({{"A2", "{x: 330, y: 380, heading: 0}"},
                             {"B1", "{x: 420, y: 380, heading: 180, gold: [3]}"}},
                            kAnna + "  - Anna move A2 380,380\n  - Anna ram A2 B1 2m\n" +
                                "  - Anna board A2 B1 " + dice + " take 3  # <-\n",
                            "Anna", "", header);
  };
  // A tie (3 + 3 against 3 + 2... B1 has 2 masts): 3+3 = 6 against 4+2 = 6; A2's die again: 5.
  pirates_illegal(board(any, "3 4"), "board-take", 4);
  require_valid(replay_yaml(board(any, "3,5 4")));
  pirates_illegal(board(immune_v2(), "3,5 4"), "reroll-source", 4);
  // Each side re-rolls its own die: B1's die with A2's source is reroll-source; with B1's own,
  // B1's 4 again gives 1 and A2 wins.
  pirates_illegal(board(any, "3 4,1"), "reroll-source", 4);
  require_valid(replay_yaml(board(immune_ship("B1", "{reroll: {die: any}}"), "3 4,1")));
}

TEST_CASE("immune and reroll: forms qm does not apply stay unmodelled",
          "[pirates][format2][immune]") {
  // `to: crew-loss, instead: face-down` is listed as unchecked on the lines it could change.
  const qm::Replay r = replay_yaml(
      immune_shot(immune_ship("B2", "{immune: {to: crew-loss, instead: face-down}}"), "1>B2:4h"));
  require_valid(r);
  CHECK(report(r)["unchecked"].size() == 1);
}
