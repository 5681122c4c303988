// `stat` entries of slice h40-immune (format 2; docs/abilities-pirates.md): a move entry under
// `if: {cargo: empty}` ("faster while empty"), `{cargo: full}`, `{masts: all}` or `{crew:
// captain}` changes the move only while its condition holds (move-turn-inside-segment,
// move-too-far); `{stat: {cannons: keep}}` fires a lost mast's cannon while a mast stands
// (shoot-cannon otherwise).
#include <catch2/catch.hpp>

#include <map>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using WhenShips = std::map<std::string, std::string>;

// A1's own abilities `[ENTRY]`, format 2.
std::string when_a1(const std::string& entry) {
  return edit(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "cargo: 4, move: L+L, x: 270",
              "cargo: 4, move: L+L, abilities: [" + entry + "], x: 270");
}

// A1 at sea where `a1` says, then three segments of 80 mm (one more than L+L has).
std::string when_three(const std::string& header,
                       const std::string& a1 = "{x: 400, y: 380, heading: 0}") {
  return pirates_position({{"A1", a1}}, kAnna + "  - Anna move A1 480,380 480,460 560,460  # <-\n",
                          "Anna", "", header);
}

}  // namespace

TEST_CASE("move-turn-inside-segment: stat move +L while empty", "[pirates][format2][stat]") {
  const std::string empty = when_a1("{stat: {move: +L, if: {cargo: empty}}}");
  const qm::Replay r = replay_yaml(when_three(empty));
  require_valid(r);
  CHECK(report(r)["unchecked"].size() == 0);
  // A coin aboard: no third ruler.
  pirates_illegal(when_three(empty, "{x: 400, y: 380, heading: 0, gold: [2]}"),
                  "move-turn-inside-segment", 2);
}

TEST_CASE("move-turn-inside-segment: stat move +L while every mast stands",
          "[pirates][format2][stat]") {
  const std::string all = when_a1("{stat: {move: +L, if: {masts: all}}}");
  require_valid(replay_yaml(when_three(all)));
  pirates_illegal(when_three(all, "{x: 400, y: 380, heading: 0, lost: [2]}"),
                  "move-turn-inside-segment", 2);
}

TEST_CASE("move-turn-inside-segment: stat move +L with a Captain aboard",
          "[pirates][format2][stat]") {
  // A1a, Spanish, is A1's Captain; a French Captain does not work aboard the Spanish A1.
  const std::string captain = when_a1("{stat: {move: +L, if: {crew: captain}}}");
  require_valid(replay_yaml(when_three(captain)));
  pirates_illegal(when_three(edit(captain, "{id: A1a, nation: Spain", "{id: A1a, nation: France")),
                  "move-turn-inside-segment", 2);
}

TEST_CASE("move-too-far: stat move =S while full", "[pirates][format2][stat]") {
  // A1 (cargo 4, its Captain takes a place) with three coins is full: its base move is S.
  const std::string full = when_a1("{stat: {move: =S, if: {cargo: full}}}");
  const auto far = [&](const std::string& a1) {
    return pirates_position({{"A1", a1}}, kAnna + "  - Anna move A1 480,380  # <-\n", "Anna", "",
                            full);
  };
  pirates_illegal(far("{x: 400, y: 380, heading: 0, gold: [1, 1, 2]}"), "move-too-far", 2);
  require_valid(replay_yaml(far("{x: 400, y: 380, heading: 0, gold: [1, 1]}")));
}

TEST_CASE("shoot-cannon: stat cannons keep", "[pirates][format2][stat]") {
  // A2 (3S, 3S, 4L) with mast 1 lost fires mast 1's cannon at B2, 60 mm away.
  const std::string keep =
      edit(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "abilities: [helmsman]",
           "abilities: [helmsman, {stat: {cannons: keep}}]");
  const auto shot = [&](const std::string& header, const std::string& a2) {
    return pirates_position({{"A2", a2}, {"B2", "{x: 460, y: 380, heading: 180}"}},
                            kAnna + "  - Anna shoot A2 1>B2:4h  # <-\n", "Anna", "", header);
  };
  const qm::Replay r = replay_yaml(shot(keep, "{x: 400, y: 380, heading: 0, lost: [1]}"));
  require_valid(r);
  CHECK(report(r)["unchecked"].size() == 0);
  pirates_illegal(
      shot(edit(keep, ", {stat: {cannons: keep}}", ""), "{x: 400, y: 380, heading: 0, lost: [1]}"),
      "shoot-cannon", 2);
  // Derelict: no mast stands, no cannon fires.
  pirates_illegal(shot(keep, "{x: 400, y: 380, heading: 0, lost: [1, 2, 3]}"), "shoot-cannon", 2);
}

TEST_CASE("mast-choice: stat hits-per-mast 2", "[pirates][format2][stat]") {
  // A2 (3S, 3S, 4L) at (400,380) fires at B2 (2S, 3S), 60 mm away, which loses a mast to every
  // second hit of one line.
  const std::string v2 = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  const std::string pair =
      edit(v2, "cargo: 4, move: S+S, x: 920",
           "cargo: 4, move: S+S, abilities: [{stat: {hits-per-mast: 2}}], x: 920");
  const auto shots = [](const std::string& header, const std::string& written) {
    return pirates_position(
        {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B2", "{x: 460, y: 380, heading: 180}"}},
        kAnna + "  - Anna shoot A2 " + written + "  # <-\n", "Anna", "", header);
  };
  // One hit: no mast falls (a `/N` is mast-choice); two: one falls.
  const qm::Replay one = replay_yaml(shots(pair, "1>B2:4h"));
  require_valid(one);
  CHECK(report(one)["unchecked"].size() == 0);
  CHECK(table_entry(one, "ships", "B2")["masts"][1]["standing"] == true);
  pirates_illegal(shots(pair, "1>B2:4h/2"), "mast-choice", 2);
  const qm::Replay two = replay_yaml(shots(pair, "1>B2:4h 2>B2:4h/1"));
  require_valid(two);
  CHECK(table_entry(two, "ships", "B2")["masts"][0]["standing"] == false);
  CHECK(table_entry(two, "ships", "B2")["masts"][1]["standing"] == true);
  // Without the entry, each hit takes a mast: /2 on the first hit is the owner's choice.
  require_valid(replay_yaml(shots(v2, "1>B2:4h/2")));
  // A derelict sinks to one hit whatever.
  const qm::Replay sunk =
      replay_yaml(pirates_position({{"A2", "{x: 400, y: 380, heading: 0}"},
                                    {"B2", "{x: 460, y: 380, heading: 180, lost: [1, 2]}"}},
                                   kAnna + "  - Anna shoot A2 1>B2:4h\n", "Anna", "", pair));
  require_valid(sunk);
  CHECK(table_entry(sunk, "ships", "B2")["sunk"].get<bool>());
}
