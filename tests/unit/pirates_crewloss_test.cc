// Crew that cannot be eliminated, ships that cannot sink, masts that fall only on a 6 (format 2,
// slice h41-crewloss; docs/abilities-pirates.md): `{immune: {to: crew-loss}}` of a ship keeps
// every crew aboard it, a crew's keeps that crew (a line naming a kept crew as eliminated breaks
// the kill's rule: board-take, mast-choice for a grape or exploding shot's `/CREW`, use-target
// for a `kill`, extra-source for a `pay`, whirlpool-loss; an elimination that names no crew
// passes it by); `instead: home` sends the crew to its owner's home island; `{to: sink}`: a hit
// on the derelict does nothing (mast-choice for a `/N`), and with `stat {derelict: sinks}` the
// last mast falls without sinking her; `{to: hit, only-on: 6}`: a hit below a natural 6 removes
// no mast (mast-choice for a `/N`). A crew's entry works aboard a ship of its nation, not
// switched off.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const std::string kCrewlossB1a =
    "      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}\n";

std::string crewloss_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// Bruno's crew B1z of `nation` with `abilities: [list]` aboard B1, listed before B1a (first in
// header order).
std::string crewloss_b1z(const std::string& list, const std::string& nation = "England",
                         const std::string& header = crewloss_v2()) {
  return edit(header, kCrewlossB1a,
              "      - {id: B1z, nation: " + nation + ", points: 1, abilities: [" + list +
                  "], ship: B1}\n" + kCrewlossB1a);
}

// Anna's equipment A2e aboard A2 with a `shot` entry of `kind`.
std::string crewloss_shot_kind(const std::string& header, const std::string& kind) {
  return edit(header, "  Bruno:\n",
              "    equipment:\n      - {id: A2e, name: Special Shot, points: 1, abilities: "
              "[{shot: {kind: " +
                  kind + "}}], ship: A2}\n  Bruno:\n");
}

std::string crewloss_crew_of(const qm::Replay& r, const std::string& ship) {
  std::string out;
  const qm::Json entry = table_entry(r, "ships", ship);
  for (const qm::Json& c : entry["crew"])
    out += std::string(out.empty() ? "" : " ") + c.get<std::string>();
  return out;
}

// A2 sails to touch B1, rams it (a miss) and boards it: 4+3 masts against 2+2, killing `kill`;
// `before` comes before the move (the board line is move 4, or later after `before`).
std::string crewloss_board(const std::string& header, const std::string& kill,
                           const std::string& before = "") {
  return pirates_position(
      {{"A2", "{x: 330, y: 380, heading: 0}"}, {"B1", "{x: 420, y: 380, heading: 180}"}},
      kAnna + before +
          "  - Anna move A2 380,380\n  - Anna ram A2 B1 1m\n  - Anna board A2 B1 4 2 " + kill +
          "  # <-\n",
      "Anna", "", header);
}

// A2 (3S, 3S, 4L) at (400,380) shoots with `shots` at `target` (B1 or B2), which lies at
// (460,380) unless `at` says otherwise; the other ships stay at home.
std::string crewloss_shoot(const std::string& header, const std::string& shots,
                           const std::string& target = "B1",
                           const std::string& at = "{x: 460, y: 380, heading: 180}") {
  return pirates_position({{"A2", "{x: 400, y: 380, heading: 0}"}, {target, at}},
                          kAnna + "  - Anna shoot A2 " + shots + "  # <-\n", "Anna", "", header);
}

}  // namespace

TEST_CASE("board-take: a crew immune to crew loss is not killed", "[pirates][format2][crewloss]") {
  // B1's own entry keeps every crew aboard it.
  const std::string ship = with_ship_abilities(crewloss_v2(), "B1", "{immune: {to: crew-loss}}");
  const qm::Replay kept = replay_yaml(crewloss_board(ship, "kill B1a"));
  require_illegal(kept, "board-take", 4, line_of(crewloss_board(ship, "kill B1a"), "# <-"));
  CHECK(kept.violation->message == "B1a cannot be eliminated unless its ship sinks (B1's ability)");
}

TEST_CASE("board-take: a crew's immunity keeps that crew only", "[pirates][format2][crewloss]") {
  const std::string own = crewloss_b1z("{immune: {to: crew-loss}}");
  pirates_illegal(crewloss_board(own, "kill B1z"), "board-take", 4);
  CHECK_THAT(replay_yaml(crewloss_board(own, "kill B1z")).violation->message,
             Catch::Contains("B1z cannot be eliminated unless its ship sinks (its own ability)"));
  const qm::Replay r = replay_yaml(crewloss_board(own, "kill B1a"));
  require_valid(r);
  CHECK(crewloss_crew_of(r, "B1") == "B1z");
  CHECK(report(r)["unchecked"].empty());
}

TEST_CASE("board-take: the immunity of a crew not at work does not keep it",
          "[pirates][format2][crewloss]") {
  // A French crew aboard the English B1: its entry does not work; B1z is killed.
  const qm::Replay french =
      replay_yaml(crewloss_board(crewloss_b1z("{immune: {to: crew-loss}}", "France"), "kill B1z"));
  require_valid(french);
  CHECK(crewloss_crew_of(french, "B1") == "B1a");
  // Switched off by a ruling's `off` for this turn: B1z is killed.
  const std::string own = crewloss_b1z("{immune: {to: crew-loss}}");
  const qm::Replay off = replay_yaml(
      crewloss_board(own, "kill B1z", "  - Anna ruling \"Stinkpot\" off B1z until turn\n"));
  require_valid(off);
  CHECK(crewloss_crew_of(off, "B1") == "B1a");
}

TEST_CASE("board-take: instead home, the crew killed goes to its owner's home island",
          "[pirates][format2][crewloss]") {
  const std::string home = crewloss_b1z("{immune: {to: crew-loss, instead: home}}");
  const qm::Replay r = replay_yaml(crewloss_board(home, "kill B1z"));
  require_valid(r);
  CHECK(crewloss_crew_of(r, "B1") == "B1a");
  CHECK(report(r)["unchecked"].empty());
  // It is in play, at Bruno's home: a ruling may move it (one out of the game it may not).
  const std::string after =
      crewloss_board(home, "kill B1z") + "  - Anna ruling \"back aboard\" item B1z B1\n";
  const qm::Replay back = replay_yaml(edit(after, "  # <-\n", "\n"));
  require_valid(back);
  CHECK(crewloss_crew_of(back, "B1") == "B1z B1a");  // in header order
  const std::string gone = edit(crewloss_board(crewloss_v2(), "kill B1a"), "  # <-\n", "\n") +
                           "  - Anna ruling \"back aboard\" item B1a B1  # <-\n";
  pirates_illegal(gone, "ruling-impossible", 5);
}

TEST_CASE("mast-choice: a grape shot's /CREW names a crew immune to crew loss",
          "[pirates][format2][crewloss]") {
  const std::string h = crewloss_shot_kind(crewloss_b1z("{immune: {to: crew-loss}}"), "grape");
  pirates_illegal(crewloss_shoot(h, "1>B1:4h/B1z!grape"), "mast-choice", 2);
  // Without `/CREW` the first crew aboard that may go goes: B1a, not B1z.
  const qm::Replay r = replay_yaml(crewloss_shoot(h, "1>B1:4h!grape"));
  require_valid(r);
  CHECK(crewloss_crew_of(r, "B1") == "B1z");
  require_valid(replay_yaml(crewloss_shoot(h, "1>B1:4h/B1a!grape")));
  // Every crew aboard kept: the hit eliminates nobody.
  const std::string all = crewloss_shot_kind(
      with_ship_abilities(crewloss_v2(), "B1", "{immune: {to: crew-loss}}"), "grape");
  const qm::Replay none = replay_yaml(crewloss_shoot(all, "1>B1:4h!grape"));
  require_valid(none);
  CHECK(crewloss_crew_of(none, "B1") == "B1a");
}

TEST_CASE("mast-choice: an exploding shot's crew immune to crew loss",
          "[pirates][format2][crewloss]") {
  const std::string h = crewloss_shot_kind(crewloss_b1z("{immune: {to: crew-loss}}"), "exploding");
  pirates_illegal(crewloss_shoot(h, "1>B1:4h/1,B1z!exploding"), "mast-choice", 2);
  const qm::Replay r = replay_yaml(crewloss_shoot(h, "1>B1:4h!exploding"));
  require_valid(r);
  CHECK(crewloss_crew_of(r, "B1") == "B1z");
  CHECK(mast_states(r, "B1") == "up fire");
}

TEST_CASE("use-target: a shot's kill names a crew immune to crew loss",
          "[pirates][format2][crewloss]") {
  std::string h = crewloss_b1z("{immune: {to: crew-loss}}");
  h = edit(h, "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
           "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
           "      - {id: A1c, nation: Spain, points: 2, abilities: [{when: {event: hit, vs: "
           "{side: enemy}, effect: {kill-crew: 1}, once: turn}}], ship: A1}\n");
  auto position = [&](const std::string& use) {
    return pirates_position(
        {{"A1", "{x: 600, y: 300, heading: 0}"}, {"B1", "{x: 670, y: 300, heading: 180}"}},
        kAnna + "  - Anna shoot A1 2>B1:5h\n" + use, "Anna", "", h);
  };
  pirates_illegal(position("  - Anna use A1c @1 kill B1z  # <-\n"), "use-target", 3);
  const qm::Replay r = replay_yaml(position("  - Anna use A1c @1 kill B1a\n"));
  require_valid(r);
  CHECK(crewloss_crew_of(r, "B1") == "B1z");
}

TEST_CASE("use-target: an event kills no crew immune to crew loss",
          "[pirates][format2][crewloss]") {
  const std::string mutiny =
      "    events:\n"
      "      - {id: E1, name: Mutiny!, points: 5,\n"
      "         abilities: [{when: {event: reveal, when: turn-start, target: {side: enemy, kind: "
      "ship},\n"
      "                           effect: {kill-crew: {each: 6}}, uses: 1}}]}\n";
  const std::string base = edit(crewloss_v2(), kCrewlossB1a, kCrewlossB1a + mutiny);
  const std::string moves = "  - Anna turn\n  - Bruno turn\n  - Bruno reveal E1 A1 6\n";
  // A1a dies on its 6, unless A1's entry keeps it.
  const qm::Replay dies = replay_yaml(pirates_record(moves, base));
  require_valid(dies);
  CHECK(crewloss_crew_of(dies, "A1").empty());
  const qm::Replay kept = replay_yaml(
      pirates_record(moves, with_ship_abilities(base, "A1", "{immune: {to: crew-loss}}")));
  require_valid(kept);
  CHECK(crewloss_crew_of(kept, "A1") == "A1a");
}

TEST_CASE("extra-source: a crew immune to crew loss cannot pay", "[pirates][format2][crewloss]") {
  std::string h = edit(
      crewloss_v2(), "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n",
      "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}\n"
      "      - {id: A1d, nation: Spain, points: 1, abilities: [{act: {grant: "
      "extra, cost: crew, once: turn}}], ship: A2}\n");
  const std::string line = "  - Anna extra A2 A1d pay A2a  # <-\n";
  require_valid(replay_yaml(pirates_record(kAnna + line, h)));
  const std::string kept = with_ship_abilities(h, "A2", "{immune: {to: crew-loss}}");
  pirates_illegal(pirates_record(kAnna + line, kept), "extra-source", 2);
}

TEST_CASE("mast-choice: immune to sink, a hit on the derelict does nothing",
          "[pirates][format2][crewloss]") {
  const std::string derelict = "{x: 460, y: 380, heading: 180, lost: [1, 2]}";
  const std::string h = with_ship_abilities(crewloss_v2(), "B2", "{immune: {to: sink}}");
  const qm::Replay r = replay_yaml(crewloss_shoot(h, "1>B2:4h", "B2", derelict));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B2")["sunk"] == false);
  CHECK(report(r)["unchecked"].empty());
  pirates_illegal(crewloss_shoot(h, "1>B2:4h/1", "B2", derelict), "mast-choice", 2);
  // Without it the hit sinks her.
  const qm::Replay sunk = replay_yaml(crewloss_shoot(crewloss_v2(), "1>B2:4h", "B2", derelict));
  require_valid(sunk);
  CHECK(table_entry(sunk, "ships", "B2")["sunk"] == true);
}

TEST_CASE("sink-share: immune to sink, stat derelict sinks leaves her a derelict",
          "[pirates][format2][crewloss]") {
  const std::string one = "{x: 460, y: 380, heading: 180, lost: [1], gold: [3, 2]}";
  const std::string sinks = with_ship_abilities(crewloss_v2(), "B2", "{stat: {derelict: sinks}}");
  require_valid(replay_yaml(crewloss_shoot(sinks, "1>B2:4h share 3", "B2", one)));
  const std::string afloat =
      with_ship_abilities(crewloss_v2(), "B2", "{stat: {derelict: sinks}}, {immune: {to: sink}}");
  const qm::Replay r = replay_yaml(crewloss_shoot(afloat, "1>B2:4h", "B2", one));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B2")["sunk"] == false);
  CHECK(mast_states(r, "B2") == "lost lost");
  pirates_illegal(crewloss_shoot(afloat, "1>B2:4h share 3", "B2", one), "sink-share", 2);
}

TEST_CASE("mast-choice: immune to hits below a natural 6", "[pirates][format2][crewloss]") {
  const std::string h = with_ship_abilities(crewloss_v2(), "B2", "{immune: {to: hit, only-on: 6}}");
  const qm::Replay low = replay_yaml(crewloss_shoot(h, "1>B2:4h", "B2"));
  require_valid(low);
  CHECK(mast_states(low, "B2") == "up up");
  CHECK(report(low)["unchecked"].empty());
  const qm::Replay bad = replay_yaml(crewloss_shoot(h, "1>B2:4h/1", "B2"));
  require_illegal(bad, "mast-choice", 2, line_of(crewloss_shoot(h, "1>B2:4h/1", "B2"), "# <-"));
  CHECK_THAT(bad.violation->message, Catch::Contains("only on a natural 6 (B2's ability)"));
  const qm::Replay six = replay_yaml(crewloss_shoot(h, "1>B2:6h/1", "B2"));
  require_valid(six);
  CHECK(mast_states(six, "B2") == "lost up");
  // The die still decides the hit.
  pirates_illegal(crewloss_shoot(h, "1>B2:2h", "B2"), "shoot-roll", 2);
}

TEST_CASE("immune crew-loss, sink and only-on 6 are modelled; instead face-down is not",
          "[pirates][format2][crewloss]") {
  const std::string down = crewloss_b1z("{immune: {to: crew-loss, instead: face-down}}");
  const qm::Replay r = replay_yaml(crewloss_board(down, "kill B1a"));
  require_valid(r);
  CHECK_FALSE(report(r)["unchecked"].empty());
}

TEST_CASE("use-target: a when's kill names a crew immune to crew loss",
          "[pirates][format2][crewloss]") {
  // A1c aboard A1 carries `entry`; A1 rams B1 (B1z, kept by its own entry, and B1a aboard).
  auto record = [](const std::string& entry, const std::string& moves) {
    const std::string h =
        edit(crewloss_b1z("{immune: {to: crew-loss}}"),
             "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, "
             "ship: A2}\n",
             "      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, "
             "ship: A2}\n      - {id: A1c, nation: Spain, points: 3, abilities: [" +
                 entry + "], ship: A1}\n");
    return pirates_position(
        {{"A1", "{x: 600, y: 330, heading: 0}"}, {"B1", "{x: 680, y: 330, heading: 180}"}},
        kAnna + "  - Anna move A1 640,330\n  - Anna ram A1 B1 5h\n" + moves, "Anna", "", h);
  };
  // kill-all after a boarding won: B1z stays aboard.
  const std::string kill_all = "{when: {event: board-win, effect: kill-all}}";
  const qm::Replay all =
      replay_yaml(record(kill_all, "  - Anna board A1 B1 4 2\n  - Anna use A1c kill-all B1\n"));
  require_valid(all);
  CHECK(crewloss_crew_of(all, "B1") == "B1z");
  // kill-crew when pinned: B1z may not be named; B1a is the one crew to name.
  const std::string pinned = "{when: {event: pinned, effect: {kill-crew: 1}}}";
  pirates_illegal(record(pinned, "  - Anna use A1c kill B1 B1z  # <-\n"), "use-target", 4);
  const qm::Replay named = replay_yaml(record(pinned, "  - Anna use A1c kill B1 B1a\n"));
  require_valid(named);
  CHECK(crewloss_crew_of(named, "B1") == "B1z");
}

TEST_CASE("whirlpool-loss: a crew immune to crew loss is not the loss",
          "[pirates][format2][crewloss]") {
  // A1 sails onto the whirlpool T5 and jumps to T7; its 4 takes a mast, a coin or a crew.
  const std::string h =
      with_ship_abilities(edit(crewloss_v2(), "fleets:\n",
                               "terrain:\n  - {id: T5, kind: whirlpool, x: 380, y: 380, r: 30}\n"
                               "  - {id: T7, kind: whirlpool, x: 700, y: 380, r: 30}\nfleets:\n"),
                          "A1", "{immune: {to: crew-loss}}");
  const std::string jump =
      kAnna + "  - Anna move A1 330,260 350,340\n  - Anna whirlpool A1 T5 T7 650,380 4 lose ";
  pirates_illegal(pirates_record(jump + "A1a  # <-\n", h), "whirlpool-loss", 3);
  CHECK_THAT(replay_yaml(pirates_record(jump + "A1a  # <-\n", h)).violation->message,
             Catch::Contains("A1a cannot be eliminated unless its ship sinks (A1's ability)"));
  require_valid(replay_yaml(pirates_record(jump + "mast 1\n", h)));
}

TEST_CASE("mystery-effect: a mysterious row's kill passes a crew immune to crew loss by",
          "[pirates][format2][crewloss]") {
  // I2 is mysterious: on a 4 a crew of the ship that docked there dies. A1 docks there with its
  // one crew A1a, kept by A1's entry: the row eliminates nobody, and naming A1a is wrong.
  const std::string table =
      "  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2],\n"
      "     table: [{roll: [1, 2, 3, 5, 6], effect: none},\n"
      "             {roll: [4], effect: [{kill-crew: 1}]}]}\n";
  const std::string base =
      edit(crewloss_v2(), "  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2]}\n", table);
  const std::string kept = with_ship_abilities(base, "A1", "{immune: {to: crew-loss}}");
  auto record = [](const std::string& header, const std::string& roll) {
    return pirates_position({{"A1", "{x: 420, y: 200, heading: 0}"}},
                            kAnna +
                                "  - Anna move A1 490,200\n  - Anna dock A1 I2\n"
                                "  - Anna mystery A1 I2 " +
                                roll,
                            "Anna", "", header);
  };
  const qm::Replay none = replay_yaml(record(kept, "4\n"));
  require_valid(none);
  CHECK(crewloss_crew_of(none, "A1") == "A1a");
  pirates_illegal(record(kept, "4 lose A1a  # <-\n"), "mystery-effect", 4);
  // Without the entry A1a dies.
  require_valid(replay_yaml(record(base, "4 lose A1a\n")));
}
