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
