// Slice h41b-apply (issue 26): two extensions of the card list's entries the engine now applies
// (docs/abilities-pirates.md, "Extensions for the card list"): a ship's `{stat: {cargo: +N, if:
// {crew: none}}}` (its places while no crew is aboard: explore-cargo, setup-position,
// cargo-places) and a `when` after a won boarding that picks one of `take-all` and `kill-all`
// (use-source, use-trigger, use-once, use-target). Other forms stay unmodelled.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "games/pirates/abilities.h"
#include "games/pirates/abilities_reader.h"
#include "pirates_support.h"
#include "record/yaml_tree.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const std::string kApplyNoCrew = "{stat: {cargo: +2, if: {crew: none}}}";

// Format 2; A1 (cargo 2) carries `entry` (none when empty); its Captain A1a aboard A1, or aboard
// A2 when `a1a_on_a2`.
std::string apply_cargo_header(const std::string& entry, bool a1a_on_a2) {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "cargo: 4, move: L+L, x: 270",
           entry.empty() ? "cargo: 2, move: L+L, x: 270"
                         : "cargo: 2, move: L+L, abilities: [" + entry + "], x: 270");
  if (a1a_on_a2) h = edit(h, "ability: captain, ship: A1}", "ability: captain, ship: A2}");
  return h;
}

const std::map<std::string, std::string> kApplyAtI2 = {
    {"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};

// The entry `text` of a ship read into a set.
qm::pirates::AbilitySet apply_read_entry(const std::string& text) {
  qm::pirates::AbilitySet set;
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
    REQUIRE(doc.ok);
    REQUIRE(qm::pirates::read_ability_entry(doc.root, qm::pirates::AbilityCarrier{0, -1}, 2, set)
                .empty());
  });
  return set;
}

}  // namespace

TEST_CASE("explore-cargo with stat cargo if crew none", "[pirates][rule][format2][apply]") {
  // No crew aboard A1: 2 + 2 places, the four coins of I2 fit.
  const std::string four = kAnna + "  - Anna explore A1 3 2 1 2  # <-\n";
  const qm::Replay r = replay_yaml(
      pirates_position(kApplyAtI2, four, "Anna", "", apply_cargo_header(kApplyNoCrew, true)));
  require_valid(r);
  CHECK_FALSE(report(r).contains("unchecked"));
  CHECK(table_entry(r, "ships", "A1")["gold"].size() == 4);
  // Its Captain aboard: the entry does not work, 2 places and one is the Captain's.
  pirates_illegal(
      pirates_position(kApplyAtI2, four, "Anna", "", apply_cargo_header(kApplyNoCrew, false)),
      "explore-cargo", 2);
  // Without the entry, 2 places.
  pirates_illegal(pirates_position(kApplyAtI2, four, "Anna", "", apply_cargo_header("", true)),
                  "explore-cargo", 2);
}

TEST_CASE("setup-position with stat cargo if crew none", "[pirates][rule][format2][apply]") {
  // A1 starts with three coins: 4 places without crew; 2 (one the Captain's) with it.
  const std::map<std::string, std::string> laden = {
      {"A1", "{x: 560, y: 270, heading: 90, gold: [1, 2, 3]}"}};
  require_valid(replay_yaml(
      pirates_position(laden, kAnna, "Anna", "", apply_cargo_header(kApplyNoCrew, true))));
  pirates_illegal(
      mark(pirates_position(laden, kAnna, "Anna", "", apply_cargo_header(kApplyNoCrew, false)),
           "A1: {x: 560"),
      "setup-position", 0);
}

TEST_CASE("cargo-places with stat cargo if crew none", "[pirates][rule][format2][apply]") {
  // A1 (no crew: 2 + 2 places) sails to I2 and docks; its Captain A1a comes aboard from A2,
  // docked there: the entry stops working, 2 places for the coins and a crew.
  const std::string moves =
      kAnna + "  - Anna move A1 490,200\n  - Anna dock A1 I2\n  - Anna transfer A2 A1 A1a";
  const auto ships = [](const std::string& gold) {
    return std::map<std::string, std::string>{
        {"A1", "{x: 480, y: 200, heading: 0, gold: " + gold + "}"},
        {"A2", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  };
  const std::string header = apply_cargo_header(kApplyNoCrew, true);
  require_valid(replay_yaml(pirates_position(ships("[1]"), moves + "\n", "Anna", "", header)));
  pirates_illegal(pirates_position(ships("[1, 2]"), moves + "  # <-\n", "Anna", "", header),
                  "cargo-places", 4);
  // Before it, three coins fit aboard (the set-up counts the entry while no crew is placed).
  require_valid(replay_yaml(pirates_position(
      ships("[1, 2, 3]"), kAnna + "  - Anna move A1 490,200\n", "Anna", "", header)));
}

TEST_CASE("stat cargo if crew none: read, and what stays unmodelled", "[pirates][format2][apply]") {
  using namespace qm::pirates;
  const AbilitySet set = apply_read_entry(kApplyNoCrew);
  REQUIRE(set.entries.size() == 1);
  CHECK(set.entries[0].modelled);
  REQUIRE(set.stats.size() == 1);
  CHECK(set.stats[0].when == StatAbility::CrewNone);
  // The condition on a move, or with another figure, is not applied: unmodelled.
  CHECK(apply_read_entry("{stat: {move: +S, if: {crew: none}}}").unmodelled.size() == 1);
  CHECK(
      apply_read_entry("{stat: {cargo: +2, no-cargo: crew, if: {crew: none}}}").unmodelled.size() ==
      1);
}

// --- a pick of take-all or kill-all after a won boarding ---

namespace {

const std::string kApplyPick =
    "{when: {event: board-win, effect: {pick: {k: 1, of: [take-all, kill-all]}}}}";

// A1c (aboard A1 beside its Captain) carries `entry`. A1 (600,330) rams B1 (680,330; coins 3
// and 2, crew B1a) and boards it: won 4 + 2 against 2 + 1 (or lost, 1 against 6).
std::string apply_pick_record(const std::string& moves, const std::string& entry = kApplyPick) {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "      - {id: A2a,",
           "      - {id: A1c, nation: Spain, points: 3, abilities: [" + entry +
               "], ship: A1}\n      - {id: A2a,");
  return pirates_position({{"A1", "{x: 600, y: 330, heading: 0}"},
                           {"B1", "{x: 680, y: 330, heading: 180, gold: [3, 2]}"}},
                          kAnna + moves, "Anna", "", h);
}

const std::string kApplyRam = "  - Anna move A1 640,330\n  - Anna ram A1 B1 5h\n";
const std::string kApplyWon = kApplyRam + "  - Anna board A1 B1 4 2\n";
const std::string kApplyLost = kApplyRam + "  - Anna board A1 B1 1 6\n";

}  // namespace

TEST_CASE("use-source on a pick of take-all or kill-all", "[pirates][rule][format2][apply]") {
  // Either effect answers the boarding A1 won.
  const qm::Replay take =
      replay_yaml(apply_pick_record(kApplyWon + "  - Anna use A1c take-all B1 3 2\n"));
  require_valid(take);
  CHECK_FALSE(report(take).contains("unchecked"));
  CHECK(table_entry(take, "ships", "A1")["gold"].size() == 2);
  const qm::Replay kill =
      replay_yaml(apply_pick_record(kApplyWon + "  - Anna use A1c kill-all B1\n"));
  require_valid(kill);
  CHECK(table_entry(kill, "ships", "B1")["crew"].size() == 0);
  // Not another effect of `when`, nor a source without the entry.
  pirates_illegal(apply_pick_record(kApplyWon + "  - Anna use A1c repair 1  # <-\n"), "use-source",
                  5);
  pirates_illegal(apply_pick_record(kApplyWon + "  - Anna use A1a kill-all B1  # <-\n"),
                  "use-source", 5);
}

TEST_CASE("use-trigger on a pick of take-all or kill-all", "[pirates][rule][format2][apply]") {
  require_valid(replay_yaml(apply_pick_record(kApplyWon + "  - Anna use A1c kill-all B1\n")));
  pirates_illegal(apply_pick_record(kApplyLost + "  - Anna use A1c kill-all B1  # <-\n"),
                  "use-trigger", 5);
  pirates_illegal(apply_pick_record(kApplyRam + "  - Anna use A1c take-all B1 3 2  # <-\n"),
                  "use-trigger", 4);
}

TEST_CASE("use-once on a pick of take-all or kill-all", "[pirates][rule][format2][apply]") {
  // One of the two: after the kill-all, the take-all is a second answer.
  require_valid(replay_yaml(apply_pick_record(kApplyWon + "  - Anna use A1c take-all B1 3 2\n")));
  pirates_illegal(apply_pick_record(kApplyWon + "  - Anna use A1c kill-all B1\n"
                                                "  - Anna use A1c take-all B1 3 2  # <-\n"),
                  "use-once", 6);
  pirates_illegal(apply_pick_record(kApplyWon + "  - Anna use A1c take-all B1 3 2\n"
                                                "  - Anna use A1c kill-all B1  # <-\n"),
                  "use-once", 6);
}

TEST_CASE("use-target on a pick of take-all or kill-all", "[pirates][rule][format2][apply]") {
  require_valid(replay_yaml(apply_pick_record(kApplyWon + "  - Anna use A1c take-all B1 3 2\n")));
  // take-all takes all it can carry; kill-all acts on the loser only.
  pirates_illegal(apply_pick_record(kApplyWon + "  - Anna use A1c take-all B1 3  # <-\n"),
                  "use-target", 5);
  pirates_illegal(apply_pick_record(kApplyWon + "  - Anna use A1c kill-all B2  # <-\n"),
                  "use-target", 5);
}

TEST_CASE("a pick of other effects or of two stays unmodelled", "[pirates][format2][apply]") {
  CHECK(apply_read_entry(kApplyPick).entries.at(0).modelled);
  CHECK(apply_read_entry(
            "{when: {event: board-win, effect: {pick: {k: 1, of: [kill-all, take-all]}}}}")
            .entries.at(0)
            .modelled);
  CHECK(apply_read_entry(
            "{when: {event: board-win, effect: {pick: {k: 2, of: [take-all, kill-all]}}}}")
            .unmodelled.size() == 1);
  CHECK(apply_read_entry("{when: {event: board-win, effect: {pick: {k: 1, of: [take-all, "
                         "repair]}}}}")
            .unmodelled.size() == 1);
  // Named on a `use` line, an unmodelled pick is refused.
  require_unreadable(
      replay_yaml(apply_pick_record(
          kApplyWon + "  - Anna use A1c kill-all B1\n",
          "{when: {event: board-win, effect: {pick: {k: 2, of: [take-all, kill-all]}}}}")),
      0, "qm does not check a `when` with these parameters");
}
