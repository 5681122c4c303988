// A piece's own `deny` entries that qm applies (format 2; docs/abilities-pirates.md, "What qm
// checks"): `{deny: shoot}` (or only while laden), `{deny: move}`, `{deny: explore}`; a line that
// does what a working entry forbids is `deny-broken`. A crew's entry works aboard a ship of its
// nation only. Slice h41-deny: `{deny: carry-crew}` and `{deny: leave-ship}` (deny-broken),
// `{allow: {what: terrain}}` (terrain-line, move-through-obstacle, move-turn-inside-segment,
// whirlpool-jump), `{allow: fog-hop}` (fog-exit) and `{build: {link-choice}}` (fleet-link).
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

std::string deny_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// Crew DENY aboard SHIP (A1 or A2) with `abilities: [ENTRY]`.
std::string deny_crew(const std::string& ship, const std::string& entry,
                      const std::string& nation = "Spain") {
  return edit(deny_v2(), "      - {id: A2a,",
              "      - {id: AXd, nation: " + nation + ", points: 1, abilities: [" + entry +
                  "], ship: " + ship + "}\n      - {id: A2a,");
}

// A2 (3S, 3S, 4L) at (400,380), B2 60 mm east; `a2` its position.
Ships deny_duel(const std::string& a2 = "{x: 400, y: 380, heading: 0}") {
  return {{"A2", a2}, {"B2", "{x: 460, y: 380, heading: 180}"}};
}

const std::string kDenyShot = kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n";

}  // namespace

TEST_CASE("deny-broken: deny shoot", "[pirates][rule][format2][deny]") {
  pirates_illegal(
      pirates_position(deny_duel(), kDenyShot, "Anna", "", deny_crew("A2", "{deny: shoot}")),
      "deny-broken", 2);
  const qm::Replay r = replay_yaml(
      pirates_position(deny_duel(), kDenyShot, "Anna", "", deny_crew("A2", "{deny: shoot}")));
  REQUIRE(r.violation);
  CHECK_THAT(r.violation->message,
             Catch::Contains("A2 may not shoot: AXd's ability '{deny: shoot}'"));
  // A French crew does not work aboard a Spanish ship; aboard A1 it does not bind A2.
  require_valid(replay_yaml(pirates_position(deny_duel(), kDenyShot, "Anna", "",
                                             deny_crew("A2", "{deny: shoot}", "France"))));
  require_valid(replay_yaml(
      pirates_position(deny_duel(), kDenyShot, "Anna", "", deny_crew("A1", "{deny: shoot}"))));
}

TEST_CASE("deny-broken: deny shoot while laden", "[pirates][rule][format2][deny]") {
  const std::string header = deny_crew("A2", "{deny: {what: shoot, if: {laden: true}}}");
  require_valid(replay_yaml(pirates_position(deny_duel(), kDenyShot, "Anna", "", header)));
  pirates_illegal(pirates_position(deny_duel("{x: 400, y: 380, heading: 0, gold: [2]}"), kDenyShot,
                                   "Anna", "", header),
                  "deny-broken", 2);
}

TEST_CASE("deny-broken: deny move", "[pirates][rule][format2][deny]") {
  Ships sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  const std::string move = kAnna + "  - Anna move A1 450,380  # <-\n";
  const std::string own = edit(deny_v2(), "cargo: 4, move: L+L, x: 270",
                               "cargo: 4, move: L+L, abilities: [{deny: move}], x: 270");
  pirates_illegal(pirates_position(sea, move, "Anna", "", own), "deny-broken", 2);
  require_valid(replay_yaml(pirates_position(sea, move, "Anna", "", deny_v2())));
  require_valid(
      replay_yaml(pirates_position(sea, move, "Anna", "", deny_crew("A2", "{deny: move}"))));
}

TEST_CASE("deny-broken: deny explore", "[pirates][rule][format2][deny]") {
  Ships at = {{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};
  const std::string explore = kAnna + "  - Anna explore A1 3  # <-\n";
  pirates_illegal(pirates_position(at, explore, "Anna", "", deny_crew("A1", "{deny: explore}")),
                  "deny-broken", 2);
  require_valid(replay_yaml(
      pirates_position(at, explore, "Anna", "", deny_crew("A1", "{deny: explore}", "France"))));
}

TEST_CASE("deny: an entry qm does not apply stays unmodelled", "[pirates][format2][deny]") {
  // `deny: abilities` (the crew aboard use none): the move is listed as unchecked.
  Ships sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  const qm::Replay r = replay_yaml(pirates_position(
      sea, kAnna + "  - Anna move A1 450,380\n", "Anna", "", deny_crew("A1", "{deny: abilities}")));
  require_valid(r);
  CHECK(report(r)["unchecked"].size() == 1);
}

TEST_CASE("deny-broken: deny action", "[pirates][rule][format2][deny]") {
  // Slice h41-deny: `{deny: action}` (no `for`): the ship takes no non-free action, checked
  // after action-budget; its free lines stay legal.
  Ships sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  const std::string move = kAnna + "  - Anna move A1 450,380  # <-\n";
  pirates_illegal(pirates_position(sea, move, "Anna", "", deny_crew("A1", "{deny: action}")),
                  "deny-broken", 2);
  const qm::Replay r =
      replay_yaml(pirates_position(sea, move, "Anna", "", deny_crew("A1", "{deny: action}")));
  REQUIRE(r.violation);
  CHECK_THAT(r.violation->message,
             Catch::Contains("A1 may not take a non-free action: AXd's ability '{deny: action}'"));
  pirates_illegal(
      pirates_position(deny_duel(), kDenyShot, "Anna", "", deny_crew("A2", "{deny: action}")),
      "deny-broken", 2);
  // Another ship of the fleet acts; a French crew aboard a Spanish ship works for nothing.
  require_valid(replay_yaml(pirates_position(sea, kAnna + "  - Anna move A2 200,330\n", "Anna", "",
                                             deny_crew("A1", "{deny: action}"))));
  require_valid(replay_yaml(
      pirates_position(sea, move, "Anna", "", deny_crew("A1", "{deny: action}", "France"))));
}

// --- slice h41-deny: allow {terrain}, allow {fog-hop}, deny carry-crew and leave-ship ---

namespace {

// The set-up as format 2 with `terrain` ("  - {...}\n" entries) and A1 at (300,380), heading 0;
// `a1` (A1's own abilities) and `crew` (an extra crew aboard A1, "ENTRY" or "ENTRY|NATION").
std::string ignore_terrain_record(const std::string& terrain, const std::string& moves,
                                  const std::string& a1 = "", const std::string& crew = "",
                                  const std::string& nation = "Spain") {
  std::string h = edit(deny_v2(), "fleets:\n", "terrain:\n" + terrain + "fleets:\n");
  if (!a1.empty()) h = with_ship_abilities(h, "A1", a1);
  if (!crew.empty())
    h = edit(h, "      - {id: A2a,",
             "      - {id: AXt, nation: " + nation + ", points: 1, abilities: [" + crew +
                 "], ship: A1}\n      - {id: A2a,");
  return pirates_position({{"A1", "{x: 300, y: 380, heading: 0}"}}, moves, "Anna", "", h);
}

// Fog bank T1 at (380,380) and reef T3 at (500,380), r 30 each: A1's move 383,380 466,380
// crosses T1 and ends overlapping T3.
const std::string kFogAndReef =
    "  - {id: T1, kind: fog, x: 380, y: 380, r: 30, one: 90}\n"
    "  - {id: T3, kind: reef, x: 500, y: 380, r: 30}\n";
const std::string kAcross = kAnna + "  - Anna move A1 383,380 466,380\n";
const std::string kIgnores = "{allow: {what: terrain}}";

}  // namespace

TEST_CASE("terrain-line: a ship that ignores terrain owes no terrain line",
          "[pirates][rule][format2][deny][terrain]") {
  // Without the entry the move owes T1's fog line first (and the move went on past it).
  pirates_illegal(ignore_terrain_record(kFogAndReef, kAcross + "  - Anna move A2 200,330  # <-\n"),
                  "terrain-missing", 3);
  pirates_illegal(
      ignore_terrain_record(kFogAndReef, kAcross + "  - Anna fog A1 T1 380,380  # <-\n"),
      "terrain-stop", 3);
  // With it (the ship's own, or a crew of its nation aboard, written face down: a face changes
  // no check): nothing is owed, A1 is not lost.
  const qm::Replay r = replay_yaml(
      ignore_terrain_record(kFogAndReef, kAcross + "  - Anna move A2 200,330\n", kIgnores));
  require_valid(r);
  CHECK(r.state->table()["owed"].empty());
  CHECK_FALSE(table_entry(r, "ships", "A1").contains("in_fog"));
  require_valid(replay_yaml(
      ignore_terrain_record(kFogAndReef, kAcross + "  - Anna move A2 200,330\n", "", kIgnores)));
  // A line for a terrain piece it ignores is terrain-line.
  const std::string reef_line = kAcross + "  - Anna reef A1 T3 2  # <-\n";
  pirates_illegal(ignore_terrain_record(kFogAndReef, reef_line, kIgnores), "terrain-line", 3);
  const qm::Replay said = replay_yaml(ignore_terrain_record(kFogAndReef, reef_line, kIgnores));
  REQUIRE(said.violation);
  CHECK_THAT(said.violation->message,
             Catch::Contains("A1's moves ignore terrain (A1's `allow {terrain}`)"));
  // `except: [reef]`: the reef's line is owed, the fog bank's is not.
  const std::string but_reefs = "{allow: {what: terrain, except: [reef]}}";
  require_valid(replay_yaml(ignore_terrain_record(
      kFogAndReef, kAcross + "  - Anna reef A1 T3 2\n  - Anna move A2 200,330\n", but_reefs)));
  pirates_illegal(
      ignore_terrain_record(kFogAndReef, kAcross + "  - Anna move A2 200,330  # <-\n", but_reefs),
      "terrain-missing", 3);
  // Not applicable: a French crew aboard a Spanish ship works for nothing.
  pirates_illegal(ignore_terrain_record(kFogAndReef, kAcross + "  - Anna move A2 200,330  # <-\n",
                                        "", kIgnores, "France"),
                  "terrain-missing", 3);
  // Switched off (a ruling's `off`): its moves meet terrain again.
  pirates_illegal(ignore_terrain_record(kFogAndReef,
                                        kAnna + "  - Anna ruling \"Mutiny\" off AXt until game\n"
                                                "  - Anna move A1 383,380 466,380\n"
                                                "  - Anna move A2 200,330  # <-\n",
                                        "", kIgnores),
                  "terrain-missing", 4);
}

TEST_CASE("move-through-obstacle: a ship that ignores terrain sails through an iceberg",
          "[pirates][rule][format2][deny][terrain]") {
  const std::string ice = "  - {id: T2, kind: iceberg, x: 380, y: 380, r: 30, gold: 4, one: 90}\n";
  const std::string through =
      kAnna + "  - Anna iceberg 2\n  - Anna move A1 383,380 466,380  # <-\n";
  pirates_illegal(ignore_terrain_record(ice, through), "move-through-obstacle", 3);
  require_valid(replay_yaml(ignore_terrain_record(ice, through, kIgnores)));
  // Except icebergs (the Frozen North's wording): an obstacle as for any ship.
  pirates_illegal(
      ignore_terrain_record(ice, through, "{allow: {what: terrain, except: [iceberg]}}"),
      "move-through-obstacle", 3);
}

TEST_CASE("move-turn-inside-segment: a trade current does not carry a ship that ignores terrain",
          "[pirates][rule][format2][deny][terrain]") {
  // Anna's current T6 (a strip 20 mm wide from (300,320) to (480,320)); A1 starts on it.
  const std::string current =
      "  - {id: T6, kind: current, owner: Anna, from: [300, 320], to: [480, 320], w: 20}\n";
  auto sail = [&](const std::string& a1) {
    return pirates_position(
        {{"A1", "{x: 300, y: 350, heading: 0}"}},
        kAnna + "  - Anna move A1 383,350 466,350 523,350  # <-\n", "Anna", "",
        with_ship_abilities(edit(deny_v2(), "fleets:\n", "terrain:\n" + current + "fleets:\n"),
                            "A1", a1));
  };
  require_valid(replay_yaml(sail("{allow: {what: terrain, except: [current]}}")));
  pirates_illegal(sail(kIgnores), "move-turn-inside-segment", 2);
}

TEST_CASE("whirlpool-jump: no whirlpool acts on a ship that ignores terrain",
          "[pirates][rule][format2][deny][terrain]") {
  const std::string pools =
      "  - {id: T5, kind: whirlpool, x: 380, y: 380, r: 30}\n"
      "  - {id: T7, kind: whirlpool, x: 700, y: 380, r: 30}\n";
  const std::string jump =
      kAnna + "  - Anna move A1 330,380\n  - Anna whirlpool A1 T5 T7 650,380 90 2  # <-\n";
  require_valid(replay_yaml(ignore_terrain_record(pools, jump)));
  pirates_illegal(ignore_terrain_record(pools, jump, kIgnores), "whirlpool-jump", 3);
}

TEST_CASE("fog-exit: allow fog-hop leaves by another fog bank", "[pirates][rule][format2][deny]") {
  // A1 enters T1 (ending 50 mm from its centre) and, a turn later, leaves by T4's edge 1.
  const std::string banks =
      "  - {id: T1, kind: fog, x: 380, y: 380, r: 30, one: 90}\n"
      "  - {id: T4, kind: fog, x: 640, y: 380, r: 30, one: 90}\n"
      "  - {id: T3, kind: reef, x: 380, y: 600, r: 30}\n";
  const std::string in =
      kAnna + "  - Anna move A1 330,380\n  - Anna fog A1 T1 380,380\n" + "  - Bruno turn\n" + kAnna;
  const std::string hop = in + "  - Anna fog A1 exit 1 T4  # <-\n  - Anna move A1 640,490\n";
  const qm::Replay r = replay_yaml(ignore_terrain_record(banks, hop, "{allow: fog-hop}"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "A1")["y"] == 490);
  CHECK_FALSE(table_entry(r, "ships", "A1").contains("in_fog"));
  // Without the entry it leaves by T1 only; T3 is a reef, not a fog bank.
  pirates_illegal(ignore_terrain_record(banks, hop), "fog-exit", 6);
  pirates_illegal(
      ignore_terrain_record(banks, edit(hop, "exit 1 T4", "exit 1 T3"), "{allow: fog-hop}"),
      "fog-exit", 6);
  require_valid(replay_yaml(
      ignore_terrain_record(banks, in + "  - Anna fog A1 exit 1 T1\n  - Anna move A1 380,490\n")));
}

namespace {

// The set-up as format 2 with crew A1b (Spain, 2 points) at Anna's home and `a1a` as A1a's
// abilities (its captain kept).
std::string carry_header(const std::string& a1 = "", const std::string& a1a = "") {
  std::string h = edit(deny_v2(), "    crew:\n      - {id: A1a,",
                       "    crew:\n      - {id: A1b, nation: Spain, points: 2, at: home}\n"
                       "      - {id: A1a,");
  if (!a1a.empty())
    h = edit(h, "ability: captain, ship: A1}", "abilities: [captain, " + a1a + "], ship: A1}");
  if (!a1.empty()) h = with_ship_abilities(h, "A1", a1);
  return h;
}

// A1 leaves its berth at I1 by a few mm and docks there again: it docked this turn.
const std::string kDockAgain = kAnna + "  - Anna move A1 268,217\n  - Anna dock A1 I1\n";

}  // namespace

TEST_CASE("deny-broken: deny carry-crew", "[pirates][rule][format2][deny]") {
  // At set-up: A1 may carry no crew, and A1a is placed on it.
  pirates_illegal(pirates_record(kAnna, mark(carry_header("{deny: carry-crew}"), "{id: A1a,")),
                  "deny-broken", 0);
  const std::string empty = edit(carry_header("{deny: carry-crew}"), "ship: A1}", "at: home}");
  require_valid(replay_yaml(pirates_record(kDockAgain, empty)));
  // In play: a load (or a transfer) that puts a crew aboard it.
  pirates_illegal(pirates_record(kDockAgain + "  - Anna load A1 A1b  # <-\n", empty), "deny-broken",
                  4);
  const qm::Replay r =
      replay_yaml(pirates_record(kDockAgain + "  - Anna load A1 A1b  # <-\n", empty));
  REQUIRE(r.violation);
  CHECK_THAT(r.violation->message, Catch::Contains("A1 may not carry crew, and A1b would go "
                                                   "aboard: A1's ability '{deny: carry-crew}'"));
  require_valid(replay_yaml(pirates_record(kDockAgain + "  - Anna load A1 A1b\n", carry_header())));
}

TEST_CASE("deny-broken: deny leave-ship", "[pirates][rule][format2][deny]") {
  const std::string kept = carry_header("", "{deny: leave-ship}");
  pirates_illegal(pirates_record(kDockAgain + "  - Anna unload A1 A1a  # <-\n", kept),
                  "deny-broken", 4);
  pirates_illegal(pirates_record(kDockAgain + "  - Anna transfer A1 A2 A1a  # <-\n", kept),
                  "deny-broken", 4);
  // Another crew leaves; A1a stays.
  require_valid(replay_yaml(
      pirates_record(kDockAgain + "  - Anna load A1 A1b\n  - Anna unload A1 A1b\n", kept)));
  // Not applicable: a crew of another nation than its ship's (its entries do not work there).
  const std::string french = edit(kept, "{id: A1a, nation: Spain", "{id: A1a, nation: France");
  require_valid(replay_yaml(pirates_record(kDockAgain + "  - Anna unload A1 A1a\n", french)));
}

namespace {

// A1 with one cargo place, A1a (with `entry`, its captain kept) and A2a both placed on it.
std::string link_choice_header(const std::string& entry, const std::string& link) {
  std::string h = edit(deny_v2(), "cargo: 4, move: L+L", "cargo: 1, move: L+L");
  h = edit(h, "ability: captain, ship: A1}",
           "abilities: [captain, " + entry + "], ship: A1" + link + "}");
  return edit(h, "ability: cannoneer, ship: A2}", "ability: cannoneer, ship: A1}");
}

const std::string kChoice = "{build: {link-choice: {nation: Spain}}}";

}  // namespace

TEST_CASE("fleet-link: the crew a link-choice chose", "[pirates][rule][format2][build]") {
  // Two crew in one place: fleet-cargo, unless A1a's chosen partner A2a is aboard with it.
  pirates_illegal(pirates_record(kAnna, mark(link_choice_header("explorer", ""), "{id: A1,")),
                  "fleet-cargo", 0);
  require_valid(replay_yaml(pirates_record(kAnna, link_choice_header(kChoice, ", link: A2a"))));
  // Chosen without a partner named: no place.
  pirates_illegal(pirates_record(kAnna, mark(link_choice_header(kChoice, ""), "{id: A1,")),
                  "fleet-cargo", 0);
  // The partner is a crew of that nation of the same fleet: Bruno's English B1a is not.
  pirates_illegal(
      pirates_record(kAnna, mark(link_choice_header(kChoice, ", link: B1a"), "{id: A1a,")),
      "fleet-link", 0);
  pirates_illegal(
      pirates_record(
          kAnna, mark(link_choice_header("{build: {link-choice: {nation: France}}}", ", link: A2a"),
                      "{id: A1a,")),
      "fleet-link", 0);
  // `link` needs the entry, and names a crew of the record.
  require_unreadable(
      replay_yaml(pirates_record(kAnna, link_choice_header("explorer", ", link: A2a"))), 0,
      "gives 'link' without a `{build: {link-choice:");
  require_unreadable(replay_yaml(pirates_record(kAnna, link_choice_header(kChoice, ", link: Z9"))),
                     0, "'link' is the id of another crew of the record, not 'Z9'");
}

TEST_CASE(
    "allow terrain, fog-hop, deny carry-crew and leave-ship, link-choice and variant are "
    "modelled",
    "[pirates][format2][deny]") {
  // None of them leaves a line unchecked; `variant` is data only (the record writes the card
  // as played).
  for (const std::string& entry : std::vector<std::string>{
           "{allow: {what: terrain}}", "{allow: {what: terrain, except: [iceberg]}}",
           "{allow: fog-hop}", "{deny: leave-ship}", "{build: {variant: \"card 62\"}}", kChoice}) {
    const qm::Replay r =
        replay_yaml(pirates_record(kAnna + "  - Anna move A1 330,260\n",
                                   edit(deny_v2(), "ability: captain, ship: A1}",
                                        "abilities: [captain, " + entry + "], ship: A1}")));
    require_valid(r);
    CHECK(report(r)["unchecked"].empty());
  }
  // An `except` names terrain kinds.
  require_unreadable(replay_yaml(ignore_terrain_record(
                         kFogAndReef, kAnna, "{allow: {what: terrain, except: [island]}}")),
                     0, "an `allow {terrain}`'s except is a list of terrain kinds");
}
