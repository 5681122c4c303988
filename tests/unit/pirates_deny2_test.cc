// Slice h41b-deny2 (format 2; docs/abilities-pirates.md, "What qm checks"): the `deny` entries
// that decide where a crew's entries work — a crew's `{deny: {what: only-ship, name: SHIP}}`
// (aboard that ship only) and a ship's own `{deny: abilities}` (the crew aboard it use none,
// equipment still works) — and `{allow: {what: cargo-range, range: S}}` (cargo-not-docked
// lifted for a `load`/`unload` written `@ISLAND`).
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Deny2Ships = std::map<std::string, std::string>;

std::string deny2_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// An extra crew AXo of `nation` aboard `ship` with `abilities: [ENTRIES]`.
std::string deny2_crew(const std::string& ship, const std::string& entries,
                       const std::string& nation = "Spain", const std::string& header = "") {
  return edit(header.empty() ? deny2_v2() : header, "      - {id: A2a,",
              "      - {id: AXo, nation: " + nation + ", points: 1, abilities: [" + entries +
                  "], ship: " + ship + "}\n      - {id: A2a,");
}

// Anna's equipment AXe aboard `ship` with `abilities: [ENTRIES]`.
std::string deny2_equipment(const std::string& ship, const std::string& entries,
                            const std::string& header) {
  return edit(header, "  Bruno:\n",
              "    equipment:\n      - {id: AXe, name: Flag, points: 1, abilities: [" + entries +
                  "], ship: " + ship + "}\n  Bruno:\n");
}

// A2 (Santa Ana) at (400,380), B2 60 mm east: A2 shoots it.
Deny2Ships deny2_duel() {
  return {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180}"}};
}
const std::string kDeny2Shot = kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n";

std::string only_ship(const std::string& name) {
  return "{deny: shoot}, {deny: {what: only-ship, name: " + name + "}}";
}

}  // namespace

TEST_CASE("deny-broken: deny only-ship", "[pirates][rule][format2][deny2]") {
  // AXo's `deny shoot` works aboard the ship its only-ship names (by name or by id).
  pirates_illegal(pirates_position(deny2_duel(), kDeny2Shot, "Anna", "",
                                   deny2_crew("A2", only_ship("Santa Ana"))),
                  "deny-broken", 2);
  pirates_illegal(
      pirates_position(deny2_duel(), kDeny2Shot, "Anna", "", deny2_crew("A2", only_ship("A2"))),
      "deny-broken", 2);
  // Aboard another ship its entries do not work: A2 shoots; nothing is left unmodelled.
  const qm::Replay r = replay_yaml(pirates_position(deny2_duel(), kDeny2Shot, "Anna", "",
                                                    deny2_crew("A2", only_ship("Fortuna"))));
  require_valid(r);
  CHECK(report(r)["unchecked"].empty());
  // Not applicable: a French crew aboard a Spanish ship works for nothing anyway.
  require_valid(replay_yaml(pirates_position(deny2_duel(), kDeny2Shot, "Anna", "",
                                             deny2_crew("A2", only_ship("Santa Ana"), "France"))));
}

TEST_CASE("deny-broken: deny only-ship at set-up", "[pirates][rule][format2][deny2]") {
  // AXo's `deny carry-crew` binds A2 (A2a is placed on it) only aboard the ship named.
  const std::string carry = "{deny: carry-crew}, {deny: {what: only-ship, name: ";
  pirates_illegal(pirates_record(kAnna, mark(deny2_crew("A2", carry + "Santa Ana}}"), "{id: A2a,")),
                  "deny-broken", 0);
  require_valid(replay_yaml(pirates_record(kAnna, deny2_crew("A2", carry + "Fortuna}}"))));
}

TEST_CASE("action-budget: deny abilities switches the crew's captain off",
          "[pirates][rule][format2][deny2]") {
  // A1 sails 80 mm and shoots B2 in one action: its captain A1a allows it, unless A1's own
  // `deny abilities` switches its crew off.
  Deny2Ships a1 = {{"A1", "{x: 400, y: 300, heading: 90}"},
                   {"B2", "{x: 460, y: 380, heading: 180}"}};
  const std::string move_shoot =
      kAnna + "  - Anna move A1 400,380\n  - Anna shoot A1 1>B2:4h  # <-\n";
  require_valid(replay_yaml(pirates_position(a1, move_shoot, "Anna", "", deny2_v2())));
  const std::string denied = with_ship_abilities(deny2_v2(), "A1", "{deny: abilities}");
  pirates_illegal(pirates_position(a1, move_shoot, "Anna", "", denied), "action-budget", 3);
  const qm::Replay r = replay_yaml(pirates_position(a1, move_shoot, "Anna", "", denied));
  CHECK(report(r)["unchecked"].empty());
  // `deny abilities` on another ship (A2) leaves A1's captain at work.
  require_valid(replay_yaml(pirates_position(
      a1, move_shoot, "Anna", "", with_ship_abilities(deny2_v2(), "A2", "{deny: abilities}"))));
}

TEST_CASE("deny-broken: deny abilities switches the crew's deny off",
          "[pirates][rule][format2][deny2]") {
  const std::string own = with_ship_abilities(deny2_v2(), "A2", "{deny: abilities}");
  // AXo's `deny shoot` binds A2, unless A2's `deny abilities` switches AXo off.
  pirates_illegal(
      pirates_position(deny2_duel(), kDeny2Shot, "Anna", "", deny2_crew("A2", "{deny: shoot}")),
      "deny-broken", 2);
  require_valid(replay_yaml(pirates_position(deny2_duel(), kDeny2Shot, "Anna", "",
                                             deny2_crew("A2", "{deny: shoot}", "Spain", own))));
  // Not applicable while A2's own entries are switched off (a ruling's `off`): AXo binds again.
  pirates_illegal(pirates_position(deny2_duel(),
                                   kAnna + "  - Anna ruling \"x\" off A2 until turn\n" +
                                       "  - Anna shoot A2 1>B2:4h  # <-\n",
                                   "Anna", "", deny2_crew("A2", "{deny: shoot}", "Spain", own)),
                  "deny-broken", 3);
  // Not applicable to equipment (it works aboard any ship, as after a stinkpot hit).
  pirates_illegal(pirates_position(deny2_duel(), kDeny2Shot, "Anna", "",
                                   deny2_equipment("A2", "{deny: shoot}", own)),
                  "deny-broken", 2);
}

TEST_CASE("deny2: the forms qm does not apply stay unmodelled", "[pirates][format2][deny2]") {
  // `deny abilities` with `for` (no start outside a trigger), or a crew's: listed unchecked.
  Deny2Ships sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  const std::string move = kAnna + "  - Anna move A1 450,380\n";
  for (const std::string& h :
       {with_ship_abilities(deny2_v2(), "A1", "{deny: {what: abilities, for: turn}}"),
        deny2_crew("A1", "{deny: abilities}")}) {
    const qm::Replay r = replay_yaml(pirates_position(sea, move, "Anna", "", h));
    require_valid(r);
    CHECK(report(r)["unchecked"].size() == 1);
  }
}

// --- allow {cargo-range}: `load|unload SHIP ITEM ... @ISLAND` ---

namespace {

const std::string kCargoRangeS = "{allow: {what: cargo-range, range: S}}";

// A1 (gold 2 and 3, crew A1a) `x` - 270 mm east of Anna's home I1 edge to edge (S 57.5, L
// 83.8), with `a1` its own abilities (or, with `nation`, an extra crew's of that nation).
std::string cargo_range_record(const std::string& moves, const std::string& a1 = kCargoRangeS,
                               int x = 300, const std::string& nation = "") {
  std::string h = deny2_v2();
  if (!nation.empty())
    h = deny2_crew("A1", a1, nation, h);
  else if (!a1.empty())
    h = with_ship_abilities(h, "A1", a1);
  return pirates_position(
      {{"A1", "{x: " + std::to_string(x) + ", y: 200, heading: 0, gold: [2, 3]}"}}, moves, "Anna",
      "", h);
}

}  // namespace

TEST_CASE("cargo-not-docked: allow cargo-range", "[pirates][rule][format2][deny2]") {
  const std::string unload = kAnna + "  - Anna unload A1 A1a 2 3 @I1  # <-\n";
  // Within S of home: A1a goes ashore and the gold home, as if docked.
  const qm::Replay r = replay_yaml(cargo_range_record(unload));
  require_valid(r);
  CHECK(report(r)["unchecked"].empty());
  // Without the ability, out of its reach, or at an island that is not home: cargo-not-docked.
  pirates_illegal(cargo_range_record(unload, ""), "cargo-not-docked", 2);
  pirates_illegal(cargo_range_record(unload, kCargoRangeS, 340), "cargo-not-docked", 2);
  require_valid(
      replay_yaml(cargo_range_record(unload, "{allow: {what: cargo-range, range: L}}", 340)));
  pirates_illegal(cargo_range_record(kAnna + "  - Anna unload A1 A1a @I4  # <-\n", kCargoRangeS),
                  "cargo-not-docked", 2);
  // A load is at a wild island, not at home.
  pirates_illegal(cargo_range_record(kAnna + "  - Anna load A1 2 @I1  # <-\n"), "cargo-not-docked",
                  2);
  // Not applicable: a French crew's entry aboard Spanish A1.
  pirates_illegal(cargo_range_record(unload, kCargoRangeS, 300, "France"), "cargo-not-docked", 2);
  require_valid(replay_yaml(cargo_range_record(unload, kCargoRangeS, 300, "Spain")));
}

TEST_CASE("unload-all-gold: allow cargo-range", "[pirates][rule][format2][deny2]") {
  pirates_illegal(cargo_range_record(kAnna + "  - Anna unload A1 2 @I1  # <-\n"), "unload-all-gold",
                  2);
  require_valid(replay_yaml(cargo_range_record(kAnna + "  - Anna unload A1 3 2 @I1\n")));
}

TEST_CASE("cargo-range: the `@ISLAND` notation", "[pirates][format2][deny2]") {
  // `@I1` after the items names the island; an unknown one is unreadable.
  const qm::Replay r = replay_yaml(cargo_range_record(kAnna + "  - Anna unload A1 A1a 2 3 @I1\n"));
  require_valid(r);
  const std::string bad = cargo_range_record(kAnna + "  - Anna unload A1 2 3 @I9\n");
  const qm::Replay e = replay_yaml(bad);
  CHECK(e.status != qm::Status::Valid);
  CHECK_THAT(report(e).dump(), Catch::Contains("unknown island 'I9'"));
}

TEST_CASE("cargo-not-docked: allow cargo-range loads at a wild island",
          "[pirates][rule][format2][deny2]") {
  // A1 leaves A1a on wild I2 (docked there again this turn), sails off 30 mm from it edge to
  // edge next turn and takes A1a back from there.
  const std::string h = with_ship_abilities(deny2_v2(), "A1", kCargoRangeS);
  const std::string moves = kAnna +
                            "  - Anna move A1 560,272\n  - Anna dock A1 I2\n"
                            "  - Anna leave A1 A1a\n  - Bruno turn\n  - Anna turn\n"
                            "  - Anna move A1 560,300\n  - Anna load A1 A1a @I2  # <-\n";
  const Deny2Ships at = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  require_valid(replay_yaml(pirates_position(at, moves, "Anna", "", h)));
  pirates_illegal(pirates_position(at, moves, "Anna", "", deny2_v2()), "cargo-not-docked", 8);
}
