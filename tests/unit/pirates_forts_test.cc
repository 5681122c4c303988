// Format 2 forts (docs/rules-pirates.md, "Forts"): building (fort-build, fort-pay,
// fort-timing), a fort's own lines (fort-action; it only shoots, once a turn, from its
// circle, and only blocking terrain stops its line of fire), shots at a fort (a flag lost,
// abandoned, destroyed), docking at a fort (dock-enemy-fort; unloading into one's own fort,
// repairing there), the gold inside in the scores, and a fort named as the other ship of a
// ram, board or tow; each rule legal and illegal.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The fixed set-up as format 2, Anna owning FA (cost 3, flags 3L and 3S), Bruno FB (cost 4).
std::string fort_header() {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "  Bruno:\n",
           "    forts:\n      - {id: FA, name: Fort Anna, cost: 3, flags: [3L, 3S]}\n  Bruno:\n");
  return h + "    forts:\n      - {id: FB, name: Fort Bruno, cost: 4, flags: [3L]}\n";
}

// Anna to play (kFortRest). A1 is docked at I2 (explored, one coin of 2 left there), B1 lies
// 130 mm from I2's centre: 80 mm from its circle (within B1's L cannons, 85.8), 60 mm from a
// fort's circle to B1's disc (within a 3L flag, beyond a 3S one, 59.5).

std::string fort_position(const std::string& moves, std::map<std::string, std::string> ships = {}) {
  ships.emplace("A1", "{x: 560, y: 270, heading: 90, docked: I2}");
  ships.emplace("B1", "{x: 690, y: 200, heading: 180}");
  return pirates_position(ships, moves, "Anna", kFortRest, fort_header());
}

// Anna builds FA on I2 (paying 3), then Bruno's turn.
const std::string kBuilt = kAnna + "  - Anna build FA I2 A1 pay 3\n  - Bruno turn\n";

qm::Json fort_json(const qm::Replay& r, size_t k = 0) { return r.state->table()["forts"][k]; }

}  // namespace

TEST_CASE("fort-build", "[pirates][rule][format2][fort]") {
  qm::Replay r = replay_yaml(fort_position(kAnna + "  - Anna build FA I2 A1 pay 3\n"));
  require_valid(r);
  CHECK(fort_json(r)["island"] == "I2");
  CHECK(fort_json(r)["gold"] == qm::Json::array({3, 2}));  // the 3 paid, the 2 still on I2
  CHECK(r.state->table()["islands"][1]["coins"].empty());
  CHECK(r.state->table()["home"]["Anna"]["gold"] == 3);
  // Not hers; on a home island; on an island nobody explored; with a ship docked elsewhere,
  // or another player's ship.
  pirates_illegal(fort_position(kAnna + "  - Anna build FB I2 A1 pay 2 2  # <-\n"), "fort-build",
                  2);
  pirates_illegal(fort_position(kAnna + "  - Anna build FA I1 A2 pay 3  # <-\n"), "fort-build", 2);
  pirates_illegal(fort_position(kAnna + "  - Anna build FA I4 A1 pay 3  # <-\n"), "fort-build", 2);
  pirates_illegal(fort_position(kAnna + "  - Anna build FA I2 A2 pay 3  # <-\n"), "fort-build", 2);
  pirates_illegal(fort_position(kAnna + "  - Anna build FA I2 B1 pay 3  # <-\n"), "fort-build", 2);
  // Built already; and one fort per island (B2, docked at I2 too, is undocked by the fort).
  pirates_illegal(fort_position(kBuilt + kAnna + "  - Anna build FA I2 A1 pay 3  # <-\n"),
                  "fort-build", 5);
  pirates_illegal(fort_position(kBuilt + "  - Bruno build FB I2 B2 pay 2 2  # <-\n",
                                {{"B2", "{x: 630, y: 200, heading: 0, docked: I2}"}}),
                  "fort-build", 4);
  pirates_illegal(fort_position(kAnna + "  - Anna build FX I2 A1 pay 3  # <-\n"), "piece-unknown",
                  2);
}

TEST_CASE("fort-pay", "[pirates][rule][format2][fort]") {
  // Paying more than the cost: the surplus stays inside.
  qm::Replay r = replay_yaml(fort_position(kAnna + "  - Anna build FA I2 A1 pay 3 2\n"));
  require_valid(r);
  CHECK(fort_json(r)["gold"] == qm::Json::array({3, 2, 2}));
  CHECK(r.state->table()["home"]["Anna"]["gold"] == 1);
  // Less than the cost; more gold than the home island holds.
  pirates_illegal(fort_position(kAnna + "  - Anna build FA I2 A1 pay 2  # <-\n"), "fort-pay", 2);
  pirates_illegal(fort_position(kAnna + "  - Anna build FA I2 A1 pay 5 3  # <-\n"), "fort-pay", 2);
}

TEST_CASE("fort-timing", "[pirates][rule][format2][fort]") {
  require_valid(replay_yaml(fort_position(kBuilt)));
  pirates_illegal(
      fort_position(kAnna + "  - Anna build FA I2 A1 pay 3\n  - Anna move A2 200,330  # <-\n"),
      "fort-timing", 3);
}

TEST_CASE("fort-action", "[pirates][rule][format2][fort]") {
  // FA's flag 1 (3L) reaches B1 (60 mm from its circle) and hits: B1 loses mast 2.
  const std::string shoots = kBuilt + kAnna + "  - Anna shoot FA 1>B1:5h\n";
  qm::Replay r = replay_yaml(fort_position(shoots));
  require_valid(r);
  CHECK(r.state->table()["ships"][2]["masts"][1]["standing"] == false);
  pirates_illegal(fort_position(kBuilt + kAnna + "  - Anna move FA 600,300  # <-\n"), "fort-action",
                  5);
  pirates_illegal(fort_position(kBuilt + kAnna + "  - Anna repair FA  # <-\n"), "fort-action", 5);
  // Abandoned: B1 shoots both flags down; FA cannot shoot any more.
  const std::string abandoned =
      kBuilt + "  - Bruno shoot B1 1>FA:5h 2>FA:4h\n" + kAnna + "  - Anna shoot FA 1>B1:5h  # <-\n";
  pirates_illegal(fort_position(abandoned), "fort-action", 6);
}

TEST_CASE("format 2 forts: a fort's shots", "[pirates][format2][fort]") {
  // Range from its circle: flag 2 (3S) does not reach B1 at 60 mm.
  pirates_illegal(fort_position(kBuilt + kAnna + "  - Anna shoot FA 2>B1:5h  # <-\n"),
                  "shoot-range", 5);
  // Once a turn.
  pirates_illegal(fort_position(kBuilt + kAnna +
                                "  - Anna shoot FA 1>B1:5h\n  - Anna shoot FA 2>B1:5h  # <-\n"),
                  "action-budget", 6);
  // Ships do not block its line of fire: B2 lies across it.
  require_valid(replay_yaml(fort_position(kBuilt + kAnna + "  - Anna shoot FA 1>B1:2m\n",
                                          {{"B2", "{x: 650, y: 200, heading: 0}"}})));
  // Never at one's own pieces; never at a fort not built; a flag that is not there.
  pirates_illegal(fort_position(kBuilt + kAnna + "  - Anna shoot FA 1>A1:5h  # <-\n"),
                  "shoot-target", 5);
  pirates_illegal(fort_position(kBuilt + "  - Bruno shoot B1 1>FB:5h  # <-\n"), "piece-unknown", 4);
  pirates_illegal(fort_position(kBuilt + kAnna + "  - Anna shoot FA 3>B1:5h  # <-\n"),
                  "shoot-cannon", 5);
  // A fort has no Cannoneer to roll a miss again.
  pirates_illegal(fort_position(kBuilt + kAnna + "  - Anna shoot FA 1>B1:2,5h  # <-\n"),
                  "shoot-reroll", 5);
}

TEST_CASE("format 2 forts: shot at, abandoned, destroyed", "[pirates][format2][fort]") {
  // B1, 80 mm from FA's circle, hits flag 1 (chosen), then flag 2: abandoned.
  const std::string one = kBuilt + "  - Bruno shoot B1 1>FA:5h/1\n";
  qm::Replay r = replay_yaml(fort_position(one));
  require_valid(r);
  CHECK(fort_json(r)["flags"][0]["standing"] == false);
  CHECK(fort_json(r)["flags"][1]["standing"] == true);
  const std::string both = kBuilt + "  - Bruno shoot B1 1>FA:5h 2>FA:4h\n";
  r = replay_yaml(fort_position(both));
  require_valid(r);
  CHECK(fort_json(r)["abandoned"] == true);
  // Abandoned, it still holds Anna's gold (counted in her score) and the island stays hers.
  CHECK(r.state->audit()["players"][0]["forts"] == 5);
  CHECK(r.state->audit()["players"][0]["total"] == 8);
  // The next hit destroys it: its gold lies on I2 again, unexplored.
  r = replay_yaml(fort_position(both + kAnna + "  - Bruno turn\n  - Bruno shoot B1 1>FA:6h\n"));
  require_valid(r);
  CHECK(fort_json(r)["destroyed"] == true);
  CHECK(r.state->table()["islands"][1]["coins"] == qm::Json::array({3, 2}));
  CHECK(r.state->table()["islands"][1]["explored"] == false);
  CHECK(r.state->audit()["players"][0]["total"] == 3);
  // A /N that names a flag down, or a flag of a fort the hit destroys, is mast-choice.
  pirates_illegal(fort_position(kBuilt + "  - Bruno shoot B1 1>FA:5h/1 2>FA:5h/1  # <-\n"),
                  "mast-choice", 4);
  pirates_illegal(
      fort_position(both + kAnna + "  - Bruno turn\n  - Bruno shoot B1 1>FA:6h/1  # <-\n"),
      "mast-choice", 7);
  // Ramming, boarding, towing a fort.
  pirates_illegal(fort_position(kBuilt + "  - Bruno ram B1 FA 5h  # <-\n"), "ram-target", 4);
  pirates_illegal(fort_position(kBuilt + "  - Bruno board B1 FA 5 2  # <-\n"), "board-no-ram", 4);
  pirates_illegal(fort_position(kBuilt + "  - Bruno tow B1 FA  # <-\n"), "tow-not-derelict", 4);
}

TEST_CASE("dock-enemy-fort", "[pirates][rule][format2][fort]") {
  // A1, carrying 1, moves along I2's shore and docks at its own fort: the gold goes inside.
  const std::map<std::string, std::string> gold = {
      {"A1", "{x: 560, y: 270, heading: 90, docked: I2, gold: [1]}"}};
  const std::string own = kBuilt + kAnna + "  - Anna move A1 540,268\n";
  qm::Replay r = replay_yaml(fort_position(own + "  - Anna dock A1 I2 unload 1\n", gold));
  require_valid(r);
  CHECK(fort_json(r)["gold"] == qm::Json::array({3, 2, 1}));
  CHECK(r.state->audit()["players"][0]["fort_unloaded"] == 1);
  pirates_illegal(fort_position(own + "  - Anna dock A1 I2  # <-\n", gold), "unload-all-gold", 6);
  // Bruno's B1 comes to I2's shore: never at an enemy fort.
  const std::string enemy = kBuilt + "  - Bruno move B1 630,200\n";
  pirates_illegal(fort_position(enemy + "  - Bruno dock B1 I2  # <-\n"), "dock-enemy-fort", 5);
  require_valid(
      replay_yaml(fort_position("  - Anna turn\n  - Bruno turn\n  - Bruno move B1 630,200\n"
                                "  - Bruno dock B1 I2\n")));
}

TEST_CASE("format 2 forts: a ruling moves coins and crew into and out of a fort",
          "[pirates][format2][fort][ruling]") {
  // Bruno's ruling takes FA's 3 to his home island and puts A1's Captain into FA; Anna's
  // ledger and Bruno's say what the ruling moved.
  qm::Replay r = replay_yaml(
      fort_position(kBuilt + "  - Bruno ruling \"Raid\" coin 3@FA home; item A1a FA\n"));
  require_valid(r);
  CHECK(fort_json(r)["gold"] == qm::Json::array({2}));
  CHECK(r.state->table()["home"]["Bruno"]["gold"] == 7);
  CHECK(r.state->table()["ships"][0]["crew"].empty());
  CHECK(r.state->audit()["players"][0]["ruled"] == -3);
  CHECK(r.state->audit()["players"][1]["ruled"] == 3);
  // Into the fort and back out again: a coin of 1 from Anna's home.
  require_valid(
      replay_yaml(fort_position(kBuilt + "  - Bruno ruling \"x\" coin 1@I1 FA; coin 1@FA out\n")));
  // FB is not on the table; FA holds no coin of 1.
  pirates_illegal(fort_position(kBuilt + "  - Bruno ruling \"x\" coin 2@I3 FB  # <-\n"),
                  "ruling-impossible", 4);
  pirates_illegal(fort_position(kBuilt + "  - Bruno ruling \"x\" coin 1@FA home  # <-\n"),
                  "ruling-impossible", 4);
}

TEST_CASE("format 2 forts: repair at one's own fort", "[pirates][format2][fort]") {
  const std::map<std::string, std::string> damaged = {
      {"A1", "{x: 560, y: 270, heading: 90, docked: I2, lost: [2]}"}};
  require_valid(replay_yaml(fort_position(kBuilt + kAnna + "  - Anna repair A1\n", damaged)));
  pirates_illegal(fort_position("  - Anna turn\n  - Anna repair A1  # <-\n", damaged),
                  "repair-not-home", 2);
}

TEST_CASE("format 2 forts: the header", "[pirates][format2][fort]") {
  // A fort in a format 1 record; a fort without flags (abilities on forts: format2_test).
  const std::string v1 = edit(fort_position(kAnna), "format: 2\n", "format: 1\n");
  require_unreadable(replay_yaml(v1), line_of(v1, "forts:"), "field of format 2");
  const std::string bare = edit(fort_position(kAnna), "flags: [3L]", "flags: []");
  require_unreadable(replay_yaml(bare), line_of(bare, "flags: []"), "1 to 16 flags");
}

namespace {

// FA built on I2 already (Anna's 3 and I2's 2 inside), Anna's or Bruno's turn to play; A1 by
// I2's shore (docked there or not: `a1`), B1 60 mm from FA's circle (its 3L flag reaches it),
// B2 where `b2` says. `fa` and `b1` are the abilities of FA and B1 ("" for none).
std::string fort_abilities(const std::string& fa, const std::string& b1, const std::string& moves,
                           const std::string& player = "Anna",
                           const std::string& a1 = "{x: 560, y: 270, heading: 90, docked: I2}",
                           const std::string& b2 = "") {
  std::string h = fort_header();
  if (!fa.empty()) h = edit(h, "flags: [3L, 3S]}", "flags: [3L, 3S], abilities: [" + fa + "]}");
  if (!b1.empty()) h = edit(h, "move: L+L, x: 850", "move: L+L, abilities: [" + b1 + "], x: 850");
  const std::string rest =
      edit(kFortRest, "I2: {treasure: [2], explored: true}", "I2: {explored: true}") +
      "  forts: {FA: {island: I2, gold: [3, 2]}}\n";
  std::map<std::string, std::string> ships = {{"A1", a1}, {"B1", "{x: 690, y: 200, heading: 180}"}};
  if (!b2.empty()) ships.emplace("B2", b2);
  return pirates_position(ships, moves, player, rest, h);
}

const std::string kDockedHere = "{mod: {roll: cannon, by: 1, if: {docked: here}}}";
const std::string kFriendNear = "{mod: {roll: cannon, by: 1, if: {within: {S: friend}}}}";
const std::string kBrunoFort = "  - Bruno turn\n";

// The replay's caveats, a line each.
std::string fort_caveats_text(const qm::Replay& r) {
  std::string out;
  for (const std::string& c : r.state->caveats()) out += c + "\n";
  return out;
}

}  // namespace

TEST_CASE("shoot-roll with a fort's mod (if: {docked: here})",
          "[pirates][rule][format2][fort][abilities]") {
  // FA's flag 1 (3L) at B1: a 2 hits with FA's +1 while A1 is docked at I2, FA's island.
  const std::string hit = kAnna + "  - Anna shoot FA 1>B1:2h  # <-\n";
  const std::string miss = kAnna + "  - Anna shoot FA 1>B1:2m  # <-\n";
  const std::string docked = fort_abilities(kDockedHere, "", hit);  // the replay reads it
  const qm::Replay r = replay_yaml(docked);
  require_valid(r);
  CHECK(report(r)["unchecked"].empty());
  CHECK(r.state->table()["ships"][2]["masts"][1]["standing"] == false);
  pirates_illegal(fort_abilities(kDockedHere, "", miss), "shoot-roll", 2);
  const std::string wrong_yaml = fort_abilities(kDockedHere, "", miss);
  const qm::Replay wrong = replay_yaml(wrong_yaml);
  CHECK_THAT(wrong.violation->message, Catch::Contains("d6 2 + 1 (FA +1)"));
  // No ship docked at I2 (A1 lies by its shore, undocked): the mod does not apply.
  const std::string undocked = "{x: 560, y: 270, heading: 90}";
  require_valid(replay_yaml(fort_abilities(kDockedHere, "", miss, "Anna", undocked)));
  pirates_illegal(fort_abilities(kDockedHere, "", hit, "Anna", undocked), "shoot-roll", 2);
  // A mod of the fort changes its own shots only: B1's shot at FA takes nothing from it.
  pirates_illegal(
      fort_abilities(kDockedHere, "", kBrunoFort + "  - Bruno shoot B1 1>FA:2h  # <-\n", "Bruno"),
      "shoot-roll", 2);
}

TEST_CASE("shoot-roll with a mod whose if: asks for a friend within S",
          "[pirates][rule][format2][fort][abilities]") {
  // B1's shot at FA (80 mm from its circle): with B2 10 mm from B1's edge, B1's 2 hits.
  const std::string hit = kBrunoFort + "  - Bruno shoot B1 1>FA:2h  # <-\n";
  const std::string miss = kBrunoFort + "  - Bruno shoot B1 1>FA:2m  # <-\n";
  const std::string near = "{x: 690, y: 250, heading: 180}";
  const std::string a1 = "{x: 560, y: 270, heading: 90, docked: I2}";
  require_valid(replay_yaml(fort_abilities("", kFriendNear, hit, "Bruno", a1, near)));
  pirates_illegal(fort_abilities("", kFriendNear, miss, "Bruno", a1, near), "shoot-roll", 2);
  // B2 at its home island, 200 mm from B1's edge: no friend within S, no mod.
  require_valid(replay_yaml(fort_abilities("", kFriendNear, miss, "Bruno")));
  pirates_illegal(fort_abilities("", kFriendNear, hit, "Bruno"), "shoot-roll", 2);
  // An enemy within S is no friend: A1 next to B1 instead of B2.
  const std::string enemy_near = "{x: 690, y: 250, heading: 180}";
  pirates_illegal(fort_abilities("", kFriendNear, hit, "Bruno", enemy_near), "shoot-roll", 2);
  // `within: {S: enemy}`: A1 there makes it work.
  const std::string enemy_mod = "{mod: {roll: cannon, by: 1, if: {within: {S: enemy}}}}";
  require_valid(replay_yaml(fort_abilities("", enemy_mod, hit, "Bruno", enemy_near)));
  // Another condition is not modelled: listed with the line, never ignored.
  const std::string other_yaml = fort_abilities(
      "", "{mod: {roll: cannon, by: 1, if: {cargo: empty}}}", miss, "Bruno", a1, near);
  const qm::Replay other = replay_yaml(other_yaml);
  require_valid(other);
  CHECK(report(other)["unchecked"].size() == 1);
}

TEST_CASE("shoot-roll with a nation-filtered mod and a fort",
          "[pirates][rule][format2][fort][abilities]") {
  // FA's `vs: {nation: England}` applies to its shot at B1 (English); `vs: Spain` does not.
  const std::string hit = kAnna + "  - Anna shoot FA 1>B1:2h  # <-\n";
  const std::string miss = kAnna + "  - Anna shoot FA 1>B1:2m  # <-\n";
  const std::string undocked = "{x: 560, y: 270, heading: 90}";
  const std::string england = "{mod: {roll: cannon, by: 1, vs: {nation: England}}}";
  const std::string spain = "{mod: {roll: cannon, by: 1, vs: {nation: Spain}}}";
  require_valid(replay_yaml(fort_abilities(england, "", hit, "Anna", undocked)));
  pirates_illegal(fort_abilities(spain, "", hit, "Anna", undocked), "shoot-roll", 2);
  require_valid(replay_yaml(fort_abilities(spain, "", miss, "Anna", undocked)));
  // B1's +1 against Spain, at a fort: a record gives a fort no nation, so the mod is not
  // applied and the line is unchecked; a refused hit says "unless".
  const std::string b_miss = kBrunoFort + "  - Bruno shoot B1 1>FA:2m  # <-\n";
  const std::string b_miss_yaml = fort_abilities("", spain, b_miss, "Bruno");
  const qm::Replay r = replay_yaml(b_miss_yaml);
  require_valid(r);
  REQUIRE(report(r)["unchecked"].size() == 1);
  CHECK(report(r)["unchecked"][0]["piece"] == "B1");
  CHECK_THAT(fort_caveats_text(r),
             Catch::Contains("is not applied to shots between its ship and a fort"));
  const std::string b_hit =
      fort_abilities("", spain, kBrunoFort + "  - Bruno shoot B1 1>FA:2h  # <-\n", "Bruno");
  const qm::Replay refused = replay_yaml(b_hit);
  require_illegal(refused, "shoot-roll", 2, line_of(b_hit, "# <-"));
  CHECK_THAT(refused.violation->message, Catch::Contains("illegal unless B1's ability"));
  // FA's shot at B1 does not meet B1's own mod (to: self, B1's rolls only): certain.
  const std::string at_b1_yaml = fort_abilities("", spain, miss, "Anna", undocked);
  const qm::Replay at_b1 = replay_yaml(at_b1_yaml);
  require_valid(at_b1);
  CHECK(report(at_b1)["unchecked"].empty());
}

TEST_CASE("shoot-immune and shoot-roll with immunities and forts",
          "[pirates][rule][format2][fort][abilities]") {
  // B1 cannot be hit by L-range cannons: FA's 3L flag misses it whatever the die.
  const std::string l_proof = "{immune: {to: hit, from: {range: L}}}";
  require_valid(replay_yaml(fort_abilities("", l_proof, kAnna + "  - Anna shoot FA 1>B1:5m\n")));
  pirates_illegal(fort_abilities("", l_proof, kAnna + "  - Anna shoot FA 1>B1:5h  # <-\n"),
                  "shoot-roll", 2);
  // FA cannot be shot at by L-range cannons: B1's 3L may not fire at it; without it, it may.
  const std::string no_shot = "{immune: {to: shot, from: {range: L}}}";
  const std::string b_shot = kBrunoFort + "  - Bruno shoot B1 1>FA:5h  # <-\n";
  pirates_illegal(fort_abilities(no_shot, "", b_shot, "Bruno"), "shoot-immune", 2);
  require_valid(replay_yaml(fort_abilities("", "", b_shot, "Bruno")));
}

TEST_CASE("format 2 forts: abilities on forts", "[pirates][format2][fort][abilities]") {
  // A keyword or a ruling on a fort is read, listed and unmodelled: the fort's shot is
  // unchecked, with a caveat naming it; other lines are not.
  const std::string listed_yaml =
      fort_abilities("cannoneer, {ruling: \"Fort text.\", affects: [shoot]}", "",
                     kAnna + "  - Anna move A1 560,340\n  - Anna shoot FA 1>B1:5h\n", "Anna",
                     "{x: 560, y: 270, heading: 270}");
  const qm::Replay r = replay_yaml(listed_yaml);
  require_valid(r);
  const qm::Json rep = report(r);
  REQUIRE(rep["unchecked"].size() == 2);
  CHECK(rep["unchecked"][0]["piece"] == "FA");
  CHECK(rep["unchecked"][0]["move"] == 3);
  CHECK_THAT(fort_caveats_text(r),
             Catch::Contains("FA's ability 'Fort text.' is not modelled (it could change: shoot): "
                             "move 3 is unchecked"));
  // The audit lists a fort's entries, modelled or not.
  const std::string m_yaml = fort_abilities(kDockedHere + ", cannoneer", "", kAnna);
  const qm::Replay m = replay_yaml(m_yaml);
  int listed = 0;
  const qm::Json audit = m.state->audit();
  for (const qm::Json& k : audit["abilities"])
    if (k["piece"] == "FA")
      listed += k["checked"].get<bool>() == (k["ability"].get<std::string>() != "cannoneer");
  CHECK(listed == 2);
  // A fort's entries are read with the vocabulary: an unknown word is refused with its place.
  const std::string bad =
      fort_abilities("{mod: {roll: cannon, by: 1, if: {sunny: true}}}", "", kAnna);
  require_unreadable(replay_yaml(bad), line_of(bad, "{id: FA,"), "unknown parameter 'sunny'");
}

namespace {

// The fort position under a club's ruleset that sets `option` (a file in `dir`).
std::string fort_position_under(const TempDir& dir, const std::string& option,
                                const std::string& moves, const std::string& rest = kFortRest) {
  const std::string path = dir.write(
      "club.yaml", "game: pirates\nextends: pirates/standard\noptions:\n  " + option + "\n");
  const std::string header =
      edit(fort_header(), "ruleset: pirates/standard\n", "ruleset: " + path + "\n");
  return pirates_position({{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"},
                           {"B1", "{x: 690, y: 200, heading: 180}"}},
                          moves, "Anna", rest, header);
}

}  // namespace

TEST_CASE("fort-build under fort_explored_by: own", "[pirates][rule][format2][fort]") {
  TempDir dir;
  const std::string own = "fort_explored_by: own";
  const std::string build = kAnna + "  - Anna build FA I2 A1 pay 3  # <-\n";
  // Explored by one of Anna's ships: in the start position, or by A1 in this turn.
  require_valid(replay_yaml(fort_position_under(
      dir, own, build,
      edit(kFortRest, "{treasure: [2], explored: true}", "{treasure: [2], explored_by: [Anna]}"))));
  require_valid(replay_yaml(fort_position_under(
      dir, own, kAnna + "  - Anna explore A1 2\n  - Anna build FA I2 A1 pay 3\n",
      edit(kFortRest, "{treasure: [2], explored: true}", "{treasure: [2]}"))));
  // Explored by Bruno only; explored before the record starts, by whom it does not say.
  pirates_illegal(fort_position_under(dir, own, build,
                                      edit(kFortRest, "{treasure: [2], explored: true}",
                                           "{treasure: [2], explored_by: [Bruno]}")),
                  "fort-build", 2);
  qm::Replay r = replay_yaml(fort_position_under(dir, own, build));
  CHECK(r.violation->message.find("does not say by whom (`explored_by`)") != std::string::npos);
  pirates_illegal(fort_position_under(dir, own, build), "fort-build", 2);
  // Under the default (anyone) the island explored by Bruno is enough.
  require_valid(replay_yaml(fort_position_under(dir, "fort_explored_by: anyone", build,
                                                edit(kFortRest, "{treasure: [2], explored: true}",
                                                     "{treasure: [2], explored_by: [Bruno]}"))));
}

TEST_CASE("format 2 forts: fort_gold_ends", "[pirates][format2][fort]") {
  TempDir dir;
  // Anna brought 15. After building FA she has 3 at home and 5 in the fort: 8, more than
  // half of 15 only when the fort's gold counts.
  const std::string build = kAnna + "  - Anna build FA I2 A1 pay 3\n";
  qm::Replay r = replay_yaml(fort_position_under(dir, "fort_gold_ends: true", build));
  require_valid(r);
  CHECK(qmtest::report(r)["finished"] == true);
  CHECK(qmtest::report(r)["end"] == "home-gold");
  CHECK(r.state->audit().dump().find("Anna's gold at home and in forts 8 is more than half of "
                                     "the 15") != std::string::npos);
  // The engine counted the option, and the other value would have kept the game going.
  bool counted = false;
  for (const qm::OptionUse& u : r.state->option_uses())
    if (u.option == "fort_gold_ends") {
      counted = true;
      CHECK(u.consulted == 1);
      CHECK(u.changed == 1);
    }
  CHECK(counted);
  r = replay_yaml(fort_position_under(dir, "fort_gold_ends: false", build + "  - Bruno turn\n"));
  require_valid(r);
  CHECK(qmtest::report(r)["finished"] == false);
}

namespace {

// Anna's FA stands on I4 with flag 2 lost and 3, 1 inside; Bruno's FB was destroyed.
// `forts` replaces that `start.forts`.
std::string start_forts_position(
    const std::string& moves,
    const std::string& forts =
        "    FA: {island: I4, lost: [2], gold: [3, 1]}\n"
        "    FB: {destroyed: true}\n",
    const std::string& islands = "    I2: {treasure: [2], explored: true}\n") {
  const std::string rest = "  islands:\n" + islands +
                           "    I5: {treasure: [2, 1, 2, 1]}\n"
                           "    I6: {treasure: [3, 2, 2, 1]}\n"
                           "  home: {Anna: [3, 2, 1], Bruno: [2, 2]}\n"
                           "  forts:\n" +
                           forts;
  return pirates_position({{"A1", "{x: 560, y: 270, heading: 90, docked: I2}"},
                           {"B1", "{x: 690, y: 200, heading: 180}"}},
                          moves, "Anna", rest, fort_header());
}

}  // namespace

TEST_CASE("format 2 forts: a start position with forts", "[pirates][format2][fort]") {
  qm::Replay r = replay_yaml(start_forts_position(kAnna));
  require_valid(r);
  CHECK(fort_json(r)["island"] == "I4");
  CHECK(fort_json(r)["gold"] == qm::Json::array({3, 1}));
  CHECK(r.state->table()["islands"][3]["coins"].empty());  // the fort took I4's coins
  // The fort's gold counts in Anna's score, and the audit says where it came from.
  CHECK(r.state->audit().dump().find("\"fort_start\":4") != std::string::npos);
  // Its lost flag cannot fire; a destroyed fort is not built again; FA stands already.
  pirates_illegal(start_forts_position(kAnna + "  - Anna shoot FA 2>B1:5h  # <-\n"), "shoot-cannon",
                  2);
  pirates_illegal(
      start_forts_position(kAnna + "  - Bruno turn\n  - Bruno build FB I6 B1 pay 2 2  # <-\n"),
      "fort-build", 3);
  pirates_illegal(start_forts_position(kAnna + "  - Anna build FA I2 A1 pay 3  # <-\n"),
                  "fort-build", 2);

  // Positions no game reaches are unreadable, at the place that says so.
  auto unreadable = [](const std::string& forts, const char* at, const char* message,
                       const std::string& islands = "    I2: {treasure: [2], explored: true}\n") {
    const std::string yaml = start_forts_position(kAnna, forts, islands);
    require_unreadable(replay_yaml(yaml), line_of(yaml, at), message);
  };
  unreadable("    FA: {island: I1, gold: [3]}\n", "FA: {island: I1", "Anna's home island");
  unreadable("    FA: {island: I4, gold: [2]}\n", "FA: {island: I4",
             "keeps at least its cost (3) inside");
  unreadable("    FA: {island: I4, gold: [3], lost: [3]}\n", "FA: {island: I4", "a flag's number");
  unreadable("    FA: {island: I2, gold: [3]}\n", "FA: {island: I2",
             "'start.islands' still gives coins there");
  unreadable("    FA: {island: I4, gold: [3]}\n    FB: {island: I4, gold: [2, 2]}\n",
             "FB: {island: I4", "holds the fort FA already");
  unreadable("    FB: {island: I2, gold: [2, 2]}\n", "FB: {island: I2",
             "A1 is docked at I2, which holds Bruno's fort FB",
             "    I2: {treasure: [], explored: true}\n");
  unreadable("    FB: {destroyed: true, island: I2}\n", "FB: {destroyed", "has left the game");
  unreadable("    FX: {island: I4, gold: [3]}\n", "FX:", "unknown fort 'FX'");
}
