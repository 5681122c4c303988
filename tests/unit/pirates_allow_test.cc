// Slice allow/build (format 2; docs/abilities-pirates.md): the `build` and `allow` entries qm
// applies beyond the keywords' shorthands. `{build: {no-cargo: true}}` (and `oarsman`): the crew
// takes no cargo place (fleet-cargo at set-up; explore-cargo in play); a ship's `{allow: {what:
// crew-nation, nation: X|any}}`: crew of that nation keep their abilities aboard it (a crew's
// `deny` binds the ship, deny-broken); `{allow: peek}` checks nothing and is listed as applied.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string allowslice_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// Three more crew of NATION aboard A1 (cargo 4, with A1a: four crew), the first with `entry`.
std::string allowslice_crowd(const std::string& entry, const std::string& nation = "Spain") {
  const std::string first = entry.empty() ? "" : ", abilities: [" + entry + "]";
  return edit(allowslice_v2(), "      - {id: A2a,",
              "      - {id: AXa, nation: " + nation + ", points: 1" + first +
                  ", ship: A1}\n      - {id: AXb, nation: Spain, points: 1, ship: A1}\n"
                  "      - {id: AXc, nation: Spain, points: 1, ship: A1}\n      - {id: A2a,");
}

// Whether the audit lists `text` as applied (1), unmodelled (0), or not at all (-1).
int allowslice_checked(const qm::Replay& r, const std::string& text) {
  const qm::Json audit = r.state->audit();
  for (const qm::Json& k : audit["abilities"])
    if (k["ability"] == text) return k["checked"] == true ? 1 : 0;
  return -1;
}

const std::map<std::string, std::string> kAllowSliceAtI2 = {
    {"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
const std::string kAllowSliceExplore = kAnna + "  - Anna explore A1 3  # <-\n";

}  // namespace

TEST_CASE("fleet-cargo with build no-cargo", "[pirates][rule][format2][allow]") {
  // A1 (cargo 4) with A1a and four more crew: one too many, unless one takes no place.
  const std::string five =
      edit(allowslice_crowd("{build: {no-cargo: true}}"), "      - {id: A2a,",
           "      - {id: AXd, nation: Spain, points: 1, ship: A1}\n      - {id: A2a,");
  require_valid(replay_yaml(pirates_record(kAnna, five)));
  pirates_illegal(
      pirates_record(kAnna, mark(edit(five, ", abilities: [{build: {no-cargo: true}}]", ""),
                                 "{id: A1, name: Fortuna")),
      "fleet-cargo", 0);
  // A crew's entry works aboard a ship of its nation only: a French crew takes its place.
  const std::string french = edit(five, "{id: AXa, nation: Spain", "{id: AXa, nation: France");
  pirates_illegal(pirates_record(kAnna, mark(french, "{id: A1, name: Fortuna")), "fleet-cargo", 0);
}

TEST_CASE("explore-cargo with build no-cargo", "[pirates][rule][format2][allow]") {
  // Four crew fill A1's four places: its explore may take no coin.
  pirates_illegal(
      pirates_position(kAllowSliceAtI2, kAllowSliceExplore, "Anna", "", allowslice_crowd("")),
      "explore-cargo", 2);
  // A crew that takes no place leaves one free.
  const qm::Replay one =
      replay_yaml(pirates_position(kAllowSliceAtI2, kAllowSliceExplore, "Anna", "",
                                   allowslice_crowd("{build: {no-cargo: true}}")));
  require_valid(one);
  CHECK(allowslice_checked(one, "{build: {no-cargo: true}}") == 1);
  // Oarsman's shorthand holds the same entry.
  const qm::Replay oars = replay_yaml(pirates_position(kAllowSliceAtI2, kAllowSliceExplore, "Anna",
                                                       "", allowslice_crowd("oarsman")));
  require_valid(oars);
  CHECK(allowslice_checked(oars, "oarsman") == 1);
  // A ship's own `no-cargo` is not a crew's: unmodelled, the place stays taken.
  const std::string own =
      edit(allowslice_crowd(""), "cargo: 4, move: L+L, x: 270",
           "cargo: 4, move: L+L, abilities: [{build: {no-cargo: true}}], x: 270");
  const qm::Replay ship =
      replay_yaml(pirates_position(kAllowSliceAtI2, kAllowSliceExplore, "Anna", "", own));
  REQUIRE(ship.violation);
  CHECK(ship.violation->rule == "explore-cargo");
  CHECK(allowslice_checked(ship, "{build: {no-cargo: true}}") == 0);
}

TEST_CASE("deny-broken with allow crew-nation", "[pirates][rule][format2][allow]") {
  // A French crew's `deny: shoot` does not work aboard Spanish A2, unless A2 admits French crew.
  const std::map<std::string, std::string> duel = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                                   {"B2", "{x: 460, y: 380, heading: 180}"}};
  const std::string shot = kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n";
  const std::string french =
      edit(allowslice_v2(), "      - {id: A2a,",
           "      - {id: AXf, nation: France, points: 1, abilities: [{deny: shoot}], ship: A2}\n"
           "      - {id: A2a,");
  auto admits = [&](const std::string& nation) {
    return edit(
        french, "move: S+L, abilities: [helmsman]",
        "move: S+L, abilities: [helmsman, {allow: {what: crew-nation, nation: " + nation + "}}]");
  };
  require_valid(replay_yaml(pirates_position(duel, shot, "Anna", "", french)));
  pirates_illegal(pirates_position(duel, shot, "Anna", "", admits("France")), "deny-broken", 2);
  pirates_illegal(pirates_position(duel, shot, "Anna", "", admits("any")), "deny-broken", 2);
  // Crew of another nation are not admitted.
  const qm::Replay england =
      replay_yaml(pirates_position(duel, shot, "Anna", "", admits("England")));
  require_valid(england);
  CHECK(allowslice_checked(england, "{allow: {what: crew-nation, nation: England}}") == 1);
}

TEST_CASE("allow peek is applied: nothing to check", "[pirates][format2][allow]") {
  const std::string header = edit(allowslice_v2(), "move: S+L, abilities: [helmsman]",
                                  "move: S+L, abilities: [helmsman, {allow: peek}]");
  const qm::Replay r = replay_yaml(pirates_record(kAnna, header));
  require_valid(r);
  CHECK(allowslice_checked(r, "{allow: peek}") == 1);
  CHECK(report(r)["unchecked"].size() == 0);
}

TEST_CASE("shoot-line-of-fire with allow fire-through", "[pirates][rule][format2][allow]") {
  // B1 lies between A2 and B2: the shot is blocked, unless A2's ability fires through ships.
  const std::map<std::string, std::string> lined = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                                    {"B1", "{x: 445, y: 380, heading: 90}"},
                                                    {"B2", "{x: 490, y: 380, heading: 180}"}};
  const std::string shot = kAnna + "  - Anna shoot A2 3>B2:5h  # <-\n";
  pirates_illegal(pirates_position(lined, shot, "Anna", "", allowslice_v2()), "shoot-line-of-fire",
                  2);
  const std::string through = edit(allowslice_v2(), "move: S+L, abilities: [helmsman]",
                                   "move: S+L, abilities: [helmsman, {allow: fire-through}]");
  require_valid(replay_yaml(pirates_position(lined, shot, "Anna", "", through)));
  // A French crew's entry does not work aboard Spanish A2: the shot stays blocked.
  const std::string french = edit(
      allowslice_v2(), "      - {id: A2a,",
      "      - {id: AXf, nation: France, points: 1, abilities: [{allow: fire-through}], ship: A2}\n"
      "      - {id: A2a,");
  pirates_illegal(pirates_position(lined, shot, "Anna", "", french), "shoot-line-of-fire", 2);
  require_valid(replay_yaml(
      pirates_position(lined, shot, "Anna", "",
                       edit(french, "{id: AXf, nation: France", "{id: AXf, nation: Spain"))));
}

TEST_CASE("deny-broken: deny last-coin", "[pirates][rule][format2][allow]") {
  // A1's crew may not take an island's last coin: I2 holds one coin, the explore takes it.
  const std::string header = edit(allowslice_v2(), "ability: captain, ship: A1",
                                  "abilities: [captain, {deny: last-coin}], ship: A1");
  const std::string last =
      edit(kStartIslands, "I2: {treasure: [3, 2, 1, 2]}", "I2: {treasure: [3]}");
  pirates_illegal(pirates_position(kAllowSliceAtI2, kAllowSliceExplore, "Anna", last, header),
                  "deny-broken", 2);
  const qm::Replay r =
      replay_yaml(pirates_position(kAllowSliceAtI2, kAllowSliceExplore, "Anna", last, header));
  REQUIRE(r.violation);
  CHECK_THAT(r.violation->message, Catch::Contains("may not take an island's last coin"));
  // A coin left behind: legal; without the entry the last coin may go.
  require_valid(replay_yaml(pirates_position(
      kAllowSliceAtI2, kAllowSliceExplore, "Anna",
      edit(kStartIslands, "I2: {treasure: [3, 2, 1, 2]}", "I2: {treasure: [3, 1]}"), header)));
  require_valid(replay_yaml(
      pirates_position(kAllowSliceAtI2, kAllowSliceExplore, "Anna", last, allowslice_v2())));
}

TEST_CASE("fleet-points with build discount", "[pirates][rule][format2][allow]") {
  // A 26-point game: Anna's 27 are one too many, unless A1's crew cost one less aboard her.
  const std::string over = edit(allowslice_v2(), "points: 40", "points: 26");
  auto discount = [](const std::string& header, const std::string& ship, const std::string& count) {
    const std::string at =
        ship == "A1" ? "cargo: 4, move: L+L, x: 270" : "move: S+L, abilities: [helmsman]";
    const std::string entry = "{build: {discount: {count: " + count + ", what: crew-aboard}}}";
    return edit(header, at,
                ship == "A1" ? "cargo: 4, move: L+L, abilities: [" + entry + "], x: 270"
                             : "move: S+L, abilities: [helmsman, " + entry + "]");
  };
  pirates_illegal(pirates_record(kAnna, mark(over, "  Anna:")), "fleet-points", 0);
  const qm::Replay one = replay_yaml(pirates_record(kAnna, discount(over, "A1", "1")));
  require_valid(one);
  CHECK(allowslice_checked(one, "{build: {discount: {count: 1, what: crew-aboard}}}") == 1);
  require_valid(replay_yaml(pirates_record(kAnna, discount(over, "A2", "all"))));
  // Two points less do not pass a 24-point game with one crew aboard A1.
  const std::string far = edit(allowslice_v2(), "points: 40", "points: 24");
  pirates_illegal(pirates_record(kAnna, mark(discount(far, "A1", "1"), "  Anna:")), "fleet-points",
                  0);
}

TEST_CASE("fleet-crew-points with build discount", "[pirates][rule][format2][allow]") {
  // A1 (9 points) with A1a (3) and a 7-point crew: 10 points of crew, unless each costs one less.
  const std::string heavy = edit(allowslice_v2(), "      - {id: A2a,",
                                 "      - {id: AXh, nation: Spain, points: 7, ship: A1}\n"
                                 "      - {id: A2a,");
  pirates_illegal(pirates_record(kAnna, mark(heavy, "{id: A1, name: Fortuna")), "fleet-crew-points",
                  0);
  const std::string cheap =
      edit(heavy, "cargo: 4, move: L+L, x: 270",
           "cargo: 4, move: L+L, abilities: [{build: {discount: {count: 1, what: crew-aboard}}}], "
           "x: 270");
  require_valid(replay_yaml(pirates_record(kAnna, cheap)));
  // Santa Ana's discount is not Fortuna's.
  const std::string elsewhere =
      edit(heavy, "move: S+L, abilities: [helmsman]",
           "move: S+L, abilities: [helmsman, {build: {discount: {count: 1, what: crew-aboard}}}]");
  pirates_illegal(pirates_record(kAnna, mark(elsewhere, "{id: A1, name: Fortuna")),
                  "fleet-crew-points", 0);
}

TEST_CASE("fleet-crew-points with a crew's build discount", "[pirates][rule][format2][allow]") {
  // "Reduce the cost of all other crew placed on this ship by 1": aboard A1 (9 points), A1a (3)
  // costs 2 beside the 7-point carrier of the entry, which costs its own 7: 9, within.
  const std::string crew = edit(allowslice_v2(), "      - {id: A2a,",
                                "      - {id: AXg, nation: Spain, points: 7, abilities: "
                                "[{build: {discount: {count: 1, what: crew-aboard}}}], ship: A1}\n"
                                "      - {id: A2a,");
  require_valid(replay_yaml(pirates_record(kAnna, crew)));
  const std::string without =
      edit(crew, "abilities: [{build: {discount: {count: 1, what: crew-aboard}}}], ", "");
  pirates_illegal(pirates_record(kAnna, mark(without, "{id: A1, name: Fortuna")),
                  "fleet-crew-points", 0);
  // A French carrier's entry does not work aboard Spanish A1.
  pirates_illegal(
      pirates_record(kAnna, mark(edit(crew, "{id: AXg, nation: Spain", "{id: AXg, nation: France"),
                                 "{id: A1, name: Fortuna")),
      "fleet-crew-points", 0);
}

TEST_CASE("fleet-cargo with build link", "[pirates][rule][format2][allow]") {
  // Raven (B2, cargo 4) with four crew and a fifth linked to her: one more place when the
  // partner named is the ship, a crew aboard her, or her nation.
  auto linked = [](const std::string& link, const std::string& partner_name) {
    std::string h =
        edit(allowslice_v2(),
             "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}",
             "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n"
             "      - {id: B2a, name: " +
                 partner_name +
                 ", nation: England, points: 1, ship: B2}\n"
                 "      - {id: B2b, nation: England, points: 1, ship: B2}\n"
                 "      - {id: B2c, nation: England, points: 1, ship: B2}\n"
                 "      - {id: B2d, nation: England, points: 1, ship: B2}\n"
                 "      - {id: B2e, nation: Spain, points: 1, abilities: [{build: {link: " +
                 link + "}}], ship: B2}");
    return h;
  };
  require_valid(replay_yaml(pirates_record(kAnna, linked("Raven", "Bosun"))));
  require_valid(replay_yaml(pirates_record(kAnna, linked("Bosun", "Bosun"))));
  require_valid(replay_yaml(pirates_record(kAnna, linked("[Sea Hawk, Bosun]", "Bosun"))));
  require_valid(replay_yaml(pirates_record(kAnna, linked("{nation: England}", "Bosun"))));
  // A partner elsewhere: no place, five crew in four places.
  pirates_illegal(pirates_record(kAnna, mark(linked("Sea Hawk", "Bosun"), "{id: B2, name: Raven")),
                  "fleet-cargo", 0);
  pirates_illegal(pirates_record(kAnna, mark(linked("Gunner", "Bosun"), "{id: B2, name: Raven")),
                  "fleet-cargo", 0);
}

TEST_CASE("action-budget with allow shoot-move", "[pirates][rule][format2][allow]") {
  // A2 shoots B2, then moves: a second standard action, unless its ability gives a free move.
  const std::map<std::string, std::string> open_sea = {{"A2", "{x: 400, y: 380, heading: 0}"},
                                                       {"B2", "{x: 490, y: 380, heading: 180}"}};
  const std::string shoot_then_move =
      kAnna + "  - Anna shoot A2 3>B2:5h\n  - Anna move A2 400,330  # <-\n";
  pirates_illegal(pirates_position(open_sea, shoot_then_move, "Anna", "", allowslice_v2()),
                  "action-budget", 3);
  const std::string free_move = edit(allowslice_v2(), "move: S+L, abilities: [helmsman]",
                                     "move: S+L, abilities: [helmsman, {allow: shoot-move}]");
  const qm::Replay r =
      replay_yaml(pirates_position(open_sea, shoot_then_move, "Anna", "", free_move));
  require_valid(r);
  CHECK(allowslice_checked(r, "{allow: shoot-move}") == 1);
  // One free move per shoot action: a second move is the ship's action again.
  pirates_illegal(pirates_position(open_sea,
                                   kAnna + "  - Anna shoot A2 3>B2:5h\n  - Anna move A2 400,330\n"
                                           "  - Anna move A2 400,300  # <-\n",
                                   "Anna", "", free_move),
                  "action-budget", 4);
  // A move before the shot is not the free one: A2 moved, so it may not shoot.
  pirates_illegal(pirates_position(open_sea,
                                   kAnna + "  - Anna move A2 400,360\n"
                                           "  - Anna shoot A2 3>B2:5h  # <-\n",
                                   "Anna", "", free_move),
                  "action-budget", 3);
  // A French crew's entry does not work aboard Spanish A2: no free move.
  const std::string french = edit(
      allowslice_v2(), "      - {id: A2a,",
      "      - {id: AXm, nation: France, points: 1, abilities: [{allow: shoot-move}], ship: A2}\n"
      "      - {id: A2a,");
  pirates_illegal(pirates_position(open_sea, shoot_then_move, "Anna", "", french), "action-budget",
                  3);
}
