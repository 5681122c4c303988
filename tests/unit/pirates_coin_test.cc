// `stat {coin}` and `stat {derelict: sinks}` (format 2, slice h40b-coin;
// docs/abilities-pirates.md): coins a ship unloads at home count N more gold each (K of each
// dock line, or all), in the score, in the end by home gold and in the audit's `coin_bonus`;
// a ship whose `derelict: sinks` works sinks when its last mast falls (a shot's sinking is
// shared: sink-share). A crew's entry works aboard a ship of its nation only.
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string coin_v2() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

// Ship `ship` (A1, A2, B1 or B2) with `abilities: [list]` of its own.
std::string coin_ship(const std::string& ship, const std::string& list) {
  return with_ship_abilities(coin_v2(), ship, list);
}

// A crew `id` of `nation` aboard `ship` with `abilities: [list]`, in `owner`'s fleet (after
// the crew line that ends with `after`).
std::string coin_crew(const std::string& after, const std::string& id, const std::string& ship,
                      const std::string& nation, const std::string& list) {
  return edit(coin_v2(), after,
              after + "      - {id: " + id + ", nation: " + nation + ", points: 1, abilities: [" +
                  list + "], ship: " + ship + "}\n");
}

// A1 carries `gold`, sails to its home island I1 and unloads it (`coins` written); Anna has 3,
// 2, 1 at home (6 of the 15 she brought: the game ends at 8). `more` lines follow.
std::string coin_unload(const std::string& header, const std::string& gold,
                        const std::string& coins, const std::string& more = "") {
  return pirates_position(
      {{"A1", "{x: 268, y: 217, heading: 0, gold: [" + gold + "]}"}},
      kAnna + "  - Anna move A1 270,200\n  - Anna dock A1 I1 unload " + coins + "\n" + more, "Anna",
      "  islands:\n    I2: {treasure: [2], explored: true}\n    I4: {treasure: [1, 2, 2, 3]}\n"
      "    I5: {treasure: [2, 1, 2, 1]}\n    I6: {treasure: [3, 2, 2, 1]}\n"
      "  home: {Anna: [3, 2, 1], Bruno: [2, 2]}\n",
      header);
}

qm::Json coin_anna(const qm::Replay& r) { return r.state->audit()["players"][0]; }

// A2 (3S, 3S, 4L) at (400,380) shoots B2 (one mast standing, 3, 2, 1 aboard) with `shots`.
std::string coin_shot(const std::string& header, const std::string& shots) {
  return pirates_position({{"A2", "{x: 400, y: 380, heading: 0}"},
                           {"B2", "{x: 460, y: 380, heading: 180, lost: [1], gold: [3, 2, 1]}"}},
                          kAnna + "  - Anna shoot A2 " + shots + "  # <-\n", "Anna", "", header);
}

}  // namespace

TEST_CASE("unload-all-gold: stat coin adds gold to the coins unloaded at home",
          "[pirates][format2][coin]") {
  const std::string one = coin_ship("A1", "{stat: {coin: +1, count: 1}}");
  qm::Replay r = replay_yaml(coin_unload(one, "2, 1", "2 1"));
  require_valid(r);
  CHECK(coin_anna(r)["home"] == 6 + 3 + 1);  // one coin of the two: +1
  CHECK(coin_anna(r)["coin_bonus"] == 1);
  CHECK(coin_anna(r)["unloaded"] == 3);
  CHECK(report(r)["unchecked"].empty());
  // `count: all`: each coin.
  r = replay_yaml(coin_unload(coin_ship("A1", "{stat: {coin: +2, count: all}}"), "2, 1", "2 1"));
  require_valid(r);
  CHECK(coin_anna(r)["home"] == 6 + 3 + 4);
  // The dock line still unloads every coin (unload-all-gold).
  pirates_illegal(mark(coin_unload(one, "2, 1", "2"), "dock A1"), "unload-all-gold", 3);
  // Without the entry, or a French crew's entry aboard the Spanish A1: no bonus.
  r = replay_yaml(coin_unload(coin_v2(), "2, 1", "2 1"));
  require_valid(r);
  CHECK(coin_anna(r)["home"] == 9);
  CHECK(!coin_anna(r).contains("coin_bonus"));
  const std::string french =
      coin_crew("ship: A2}\n", "A1z", "A1", "France", "{stat: {coin: +1, count: all}}");
  r = replay_yaml(coin_unload(french, "2, 1", "2 1"));
  require_valid(r);
  CHECK(coin_anna(r)["home"] == 9);
  const std::string spanish =
      coin_crew("ship: A2}\n", "A1z", "A1", "Spain", "{stat: {coin: +1, count: all}}");
  CHECK(coin_anna(replay_yaml(coin_unload(spanish, "2, 1", "2 1")))["home"] == 11);
}

TEST_CASE("game-over: stat coin gold counts toward the end by home gold",
          "[pirates][format2][coin]") {
  // 6 at home + 1 unloaded = 7 of 15: the game goes on; with +1 it is 8, more than half.
  const std::string after = "  - Bruno turn  # <-\n";
  require_valid(replay_yaml(coin_unload(coin_v2(), "1", "1", after)));
  const std::string one = coin_ship("A1", "{stat: {coin: +1, count: 1}}");
  pirates_illegal(coin_unload(one, "1", "1", after), "game-over", 4);
  const qm::Replay r = replay_yaml(coin_unload(one, "1", "1"));
  require_valid(r);
  CHECK(score_of(r, "Anna") == 8);
  CHECK(coin_anna(r)["coin_bonus"] == 1);
}

TEST_CASE("sink-share: stat derelict sinks, the last mast's fall sinks the ship",
          "[pirates][format2][coin]") {
  const std::string sinks = coin_ship("B2", "{stat: {derelict: sinks}}");
  qm::Replay r = replay_yaml(coin_shot(sinks, "1>B2:4h share 3,2"));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B2")["sunk"] == true);
  CHECK(score_of(r, "Anna") == 5);
  CHECK(report(r)["unchecked"].empty());
  pirates_illegal(coin_shot(sinks, "1>B2:4h"), "sink-share", 2);
  // Without the entry it is a derelict: nothing sank, nothing to share.
  require_valid(replay_yaml(coin_shot(coin_v2(), "1>B2:4h")));
  pirates_illegal(coin_shot(coin_v2(), "1>B2:4h share 3,2"), "sink-share", 2);
  // A French crew's entry aboard the English B2 does not work; an English one's does.
  const std::string french =
      coin_crew("ship: B1}\n", "B2z", "B2", "France", "{stat: {derelict: sinks}}");
  require_valid(replay_yaml(coin_shot(french, "1>B2:4h")));
  const std::string english =
      coin_crew("ship: B1}\n", "B2z", "B2", "England", "{stat: {derelict: sinks}}");
  require_valid(replay_yaml(coin_shot(english, "1>B2:4h share 3,1")));
}

TEST_CASE("stat coin on a unique treasure is refused, a coin that is no number unreadable",
          "[pirates][format2][coin]") {
  const std::string unique = edit(coin_v2(), "treasure: [1, 1, 1, 2, 2, 2, 3, 3]",
                                  "treasure: [1, 1, 1, 2, 2, 2, 3, {id: U1, name: Forged Papers, "
                                  "abilities: [{stat: {coin: +1, count: 1}}]}]");
  require_unreadable(replay_yaml(pirates_record(kAnna, unique)), 0,
                     "qm does not check unique treasures worth gold");
  require_unreadable(
      replay_yaml(pirates_record(kAnna, coin_ship("A1", "{stat: {coin: x2, count: 1}}"))), 0,
      "a `stat`'s coin is +N more gold a coin, not the text 'x2'");
  // `coin: 1` (no +) and a `coin` without `count` are read and said unmodelled.
  const qm::Replay r =
      replay_yaml(coin_unload(coin_ship("A1", "{stat: {coin: +1}}"), "2, 1", "2 1"));
  require_valid(r);
  CHECK_THAT(report(r)["caveats"].dump(), Catch::Contains("{stat: {coin: +1}}' is not modelled"));
  CHECK(coin_anna(r)["home"] == 9);
}

TEST_CASE("ram-roll: stat derelict sinks, a ram's hit on the last mast sinks the ship",
          "[pirates][format2][coin]") {
  // A2 sails to touch B2 (one mast standing, 3, 2, 1 aboard) and rams it: 2 > 1, a hit.
  const auto ram = [](const std::string& header) {
    return pirates_position({{"A2", "{x: 330, y: 380, heading: 0}"},
                             {"B2", "{x: 420, y: 380, heading: 180, lost: [1], gold: [3, 2, 1]}"}},
                            kAnna + "  - Anna move A2 380,380\n  - Anna ram A2 B2 2h\n", "Anna", "",
                            header);
  };
  const qm::Replay r = replay_yaml(ram(coin_ship("B2", "{stat: {derelict: sinks}}")));
  require_valid(r);
  CHECK(table_entry(r, "ships", "B2")["sunk"] == true);
  CHECK(table_entry(r, "ships", "A2")["stuck_on"].is_null());
  CHECK(r.state->audit()["gold"]["out_of_game"] == 6);  // a ram's sinking shares nothing
  const qm::Replay plain = replay_yaml(ram(coin_v2()));
  require_valid(plain);
  CHECK(table_entry(plain, "ships", "B2")["sunk"] == false);
  CHECK(plain.state->audit()["gold"]["out_of_game"] == 0);
}
