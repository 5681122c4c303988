// Format 2 of a Pirates record (docs/format-pirates.md, "Format 2"): every format 1 record
// replays the same when relabelled `format: 2`; what format 2 adds and qm does not check yet
// is refused with its place (unreadable, never replayed as if it were not there); `ruling`
// lines are applied as written and listed as unchecked (ruling-impossible).
#include <catch2/catch.hpp>

#include <regex>

#include "games/game_state.h"
#include "pirates_support.h"
#include "replay/corpus.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string relabel(const std::string& text) {
  return std::regex_replace(text, std::regex("^format: 1$", std::regex::multiline), "format: 2");
}

// The set-up of pirates_support.h as format 2.
std::string v2_header() { return edit(kPiratesHeader, "format: 1\n", "format: 2\n"); }

std::string v2(const std::string& moves, const std::string& header = v2_header()) {
  return pirates_record(moves, header);
}

// Unreadable at `needle`'s line and the column of `column_of` in that line, saying qm does
// not check `what` yet.
void require_not_yet(const std::string& yaml, const std::string& needle,
                     const std::string& column_of, const std::string& what) {
  qm::Replay r = replay_yaml(yaml);
  const int line = line_of(yaml, needle);
  require_unreadable(r, line, "qm does not check " + what);
  CHECK(contains_nocase(r.error->message, "yet (format 2)"));
  const std::string text = record_text(yaml);
  size_t start = 0;
  for (int k = 1; k < line; ++k) start = text.find('\n', start) + 1;
  const std::string line_text = text.substr(start, text.find('\n', start) - start);
  CHECK(r.error->pos.column == int(line_text.find(column_of)) + 1);
}

}  // namespace

TEST_CASE("format 2: every format 1 record of records/ replays the same when relabelled",
          "[pirates][format2]") {
  const std::vector<std::string> files =
      qm::list_record_files({source_path("records/pirates"), source_path("tests/pirates")});
  REQUIRE(files.size() >= 15);
  int compared = 0;
  for (const std::string& file : files) {
    INFO("record file " << file);
    const std::string text = file_text(file);
    if (text.find("\nformat: 1\n") == std::string::npos) continue;  // a format 2 record
    const std::vector<qm::Replay> one = replay_documents(text, file);
    const std::vector<qm::Replay> two = replay_documents(relabel(text), file);
    REQUIRE(one.size() == two.size());
    // Format 1 keeps an ability word it does not check, unmodelled in every area; format 2
    // reads the vocabulary's `oarsman`, unmodelled in its own areas (move, cargo): the same
    // verdict, whose unchecked lines and caveats may differ.
    if (text.find("ability: oarsman") != std::string::npos) {
      for (size_t d = 0; d < one.size(); ++d) {
        INFO("document " << d + 1 << ": " << describe(two[d]));
        REQUIRE(two[d].status == one[d].status);
        if (one[d].violation) CHECK(two[d].violation->rule == one[d].violation->rule);
      }
      continue;
    }
    for (size_t d = 0; d < one.size(); ++d) {
      INFO("document " << d + 1 << ": " << describe(two[d]));
      CHECK(expect_line(two[d]) == expect_line(one[d]));
      if (one[d].status == qm::Status::Unreadable) continue;
      CHECK(report(two[d]) == report(one[d]));
      REQUIRE(one[d].state);
      REQUIRE(two[d].state);
      CHECK(two[d].state->audit() == one[d].state->audit());
      CHECK(two[d].state->table() == one[d].state->table());
      ++compared;
    }
  }
  CHECK(compared >= 10);
}

TEST_CASE("format 2 is Pirates' only; format 3 is none", "[pirates][format2]") {
  const std::string loot = file_text(source_path("records/loot/clb-2025-12-04-t2.yaml"));
  require_unreadable(replay_yaml(relabel(loot)), 4, "format 2 is not defined for loot");
  require_unreadable(replay_yaml(edit(v2(kAnna), "format: 2", "format: 3")), 1,
                     "reads formats 1 and 2");
}

TEST_CASE("format 2: a field or verb of format 2 in a format 1 record says so",
          "[pirates][format2]") {
  const std::string terrain = "terrain:\n  - {id: T3, kind: reef, x: 400, y: 600, r: 45}\n";
  require_unreadable(replay_yaml(pirates_record(kAnna, std::string(kPiratesHeader) + terrain)), 0,
                     "'terrain' is a field of format 2");
  require_unreadable(replay_yaml(pirates_record(kAnna + "  - Anna ruling \"x\" gold Anna +1\n")), 0,
                     "`ruling` is a verb of format 2");
  require_unreadable(
      replay_yaml(pirates_record(kAnna, edit(kPiratesHeader, "ability: captain, ship: A1",
                                             "ability: captain, face: up, ship: A1"))),
      0, "'face' in a crew is a field of format 2");
}

TEST_CASE("format 2: after an unreadable header, format 2's verbs are read as format 2's",
          "[pirates][format2]") {
  // A header problem used to leave the moves read as format 1's: every `ruling`, `iceberg`
  // or `fog` line then said "this record says 'format: 1'" of a record that says 2.
  const std::string header = edit(v2_header(), "heading: 0}\n", "heading: 0, r: 0}\n");
  const std::string yaml = v2(kAnna + "  - Anna ruling \"x\" gold Anna +1\n", header);
  qm::Replay r = replay_yaml(yaml);
  require_unreadable(r, line_of(yaml, "r: 0}"), "a ship's radius r must be more than 0");
  for (const qm::ReadError& e : r.errors) CHECK_FALSE(contains_nocase(e.message, "format: 1"));
  // The same line in a format 1 record whose header is unreadable still says so.
  const std::string v1 = pirates_record(kAnna + "  - Anna ruling \"x\" gold Anna +1\n",
                                        edit(kPiratesHeader, "points: 40", "points: many"));
  qm::Replay r1 = replay_yaml(v1);
  bool said = false;
  for (const qm::ReadError& e : r1.errors)
    said = said || contains_nocase(e.message, "`ruling` is a verb of format 2");
  CHECK(said);
}

TEST_CASE("format 2: the header reads the fields format 1 does not have", "[pirates][format2]") {
  // Names, labels and cards' names are text; `abilities` a list; the v1 keywords written as
  // format 2 allows; a table's size (drawn only under the standard ruleset).
  std::string header = edit(v2_header(), "masts: [3S, 2L], cargo: 4, move: L+L,",
                            "masts: [3S, 2L], cargo: 4, move: L+L, class: [Schooner], card: "
                            "\"PS-007\", r: 20,");
  header = edit(header, "ability: captain, ship: A1",
                "name: Helmsman, abilities: [Captain], face: down, ship: A1");
  header = edit(header, "fleets:\n", "table: {w: 1200, h: 900}\nfleets:\n");
  qm::Replay r = replay_yaml(v2(kAnna + "  - Anna move A1 353,200\n", header));
  require_valid(r);
  // A1a's Captain, written `Captain` in a list, is the keyword and works.
  bool captain = false;
  const qm::Json audit = r.state->audit();
  for (const qm::Json& k : audit["abilities"])
    captain = captain || (k["piece"] == "A1a" && k["ability"] == "captain" && k["works"] == true);
  CHECK(captain);
}

TEST_CASE("format 2: what qm does not check yet is refused with its place", "[pirates][format2]") {
  const std::string h = v2_header();
  // (Sea creatures are read and checked: pirates_creatures_test.cc.)
  // (Equipment and crew at home are read and checked: pirates_cargo_test.cc.)
  // An event qm does not apply (False Treasure's `kill-cargo`) is refused at its entry's
  // effect (events: pirates_events_test.cc, pirates_sink_events_test.cc).
  const std::string events =
      "    events:\n      - {id: E1, name: False Treasure, points: 1, abilities: [{when: "
      "{event: reveal, when: turn-start, effect: {kill-cargo: 1}}}]}\n";
  require_not_yet(
      v2(kAnna, edit(h, "    crew:\n      - {id: B1a", events + "    crew:\n      - {id: B1a")),
      "kill-cargo", "{kill-cargo", "events other than");
  // Abilities on forts are read (pirates_forts_test.cc, "fort abilities").
  // Card files (`cards:`) are read (pirates_card_include_test.cc); unique treasures are read
  // and checked (pirates_unique_test.cc).
  // Ability entries are read (pirates_ability_vocabulary_test.cc).
  // A crew `at: home` is read (pirates_cargo_test.cc), and so is a crew's `link`
  // (pirates_deny_test.cc, "fleet-link").
  // A ship's own `r` is read and checked (pirates_radius_test.cc).
  // Mysterious islands' tables are read (pirates_mystery_test.cc).
}

TEST_CASE("format 2: terrain is read, and a malformed piece is refused with its place",
          "[pirates][format2][terrain]") {
  const std::string h = v2_header();
  auto with = [&](const std::string& piece) {
    return v2(kAnna, edit(h, "fleets:\n", "terrain:\n  - " + piece + "\nfleets:\n"));
  };
  require_unreadable(replay_yaml(with("{id: T1, kind: volcano, x: 740, y: 300, r: 60}")), 0,
                     "unknown terrain kind 'volcano'");
  require_unreadable(replay_yaml(with("{id: T1, kind: fog, x: 740, y: 300, r: 60}")), 0,
                     "edge 1 ('one') or of its six edges");
  require_unreadable(replay_yaml(with("{id: T1, kind: fog, x: 740, y: 300, r: 60, edges: [1]}")), 0,
                     "'edges' lists six directions");
  require_unreadable(replay_yaml(with("{id: T2, kind: iceberg, x: 740, y: 560, r: 30, one: 90}")),
                     0, "an iceberg needs 'gold'");
  require_unreadable(replay_yaml(with("{id: T6, kind: current, x: 1, from: [300, 300], to: [420, "
                                      "360], w: 40, owner: Anna}")),
                     0, "a current has no 'x'");
  require_unreadable(replay_yaml(with("{id: I2, kind: reef, x: 400, y: 600, r: 45}")), 0,
                     "the id I2 is used twice");
  // Every kind is read and checked (fog banks, icebergs and currents: pirates_terrain2_test.cc).
  require_valid(replay_yaml(with("{id: T1, kind: fog, x: 740, y: 300, r: 60, one: 90}")));
  require_valid(
      replay_yaml(with("{id: T2, kind: iceberg, x: 740, y: 560, r: 30, gold: 4, one: 90}")));
  require_valid(
      replay_yaml(with("{id: T6, kind: current, owner: Anna, from: [300, 300], to: [420, "
                       "360], w: 40, placed: false}")));
}

TEST_CASE("format 2: a verb or a shot qm does not check yet is refused with its place",
          "[pirates][format2]") {
  // Every verb is read (mystery, extra, fire, use); a `use` effect other than `take` and
  // `cancel` is refused at its word (pirates_use_test.cc).
  // `use SRC range` is read (pirates_range_test.cc).
  require_not_yet(v2(kAnna + "  - Anna use A1 place\n"), "use A1 place", "place",
                  "`use` lines with the effect 'place'");
  // `!chain`, `!grapple` and `!grape` are read (pirates_reroll_shot_test.cc), `!fire` and
  // `!firepot` too (pirates_fire_test.cc), the other kinds as well (pirates_shots_test.cc).
  // Extra cannons `x1>` and Broadsides Attacks `B>` are read (pirates_special_cannon_test.cc).
  // Exploring at sea is read (pirates_cargo_test.cc), and so is a unique treasure's id
  // (pirates_unique_test.cc).
}

// --- ruling lines ---

namespace {

const std::string kRuling = "  - Anna ruling \"Isle of Fisaga 1-2\" coin 3@I2 I5; mast A1 -2\n";

}  // namespace

TEST_CASE("ruling-impossible", "[pirates][rule][format2][ruling]") {
  // Applied as written: I2's 3 goes to I5, A1 loses mast 2; the line is listed as unchecked.
  qm::Replay r = replay_yaml(v2(kAnna + kRuling));
  require_valid(r);
  const qm::Json table = r.state->table();
  CHECK(table["islands"][1]["coins"] == qm::Json::array({2, 1, 2}));
  CHECK(table["islands"][4]["coins"] == qm::Json::array({2, 1, 2, 1, 3}));
  CHECK(table["ships"][0]["masts"][1]["standing"] == false);
  const qm::Json j = report(r);
  REQUIRE(j.contains("unchecked"));
  CHECK(j["unchecked"][0]["move"] == 2);
  CHECK(j["unchecked"][0]["area"] == "ruling");
  CHECK(j["unchecked"][0]["text"] == "Anna ruling \"Isle of Fisaga 1-2\" coin 3@I2 I5; mast A1 -2");
  REQUIRE(j.contains("caveats"));
  CHECK(contains_nocase(j["caveats"][0].get<std::string>(), "unchecked: move 2"));
  CHECK(r.state->audit()["unchecked"][0]["move"] == 2);
  // A change the table cannot hold: no coin of 5 on I2; a mast already down; a sunk or unknown
  // ship; more gold taken from home than there is. The line changes nothing.
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" mast A1 -2; coin 5@I2 I5  # <-\n"),
                  "ruling-impossible", 2);
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" mast A1 -2; mast A1 -2  # <-\n"),
                  "ruling-impossible", 2);
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" sink A1; at A1 300,300  # <-\n"),
                  "ruling-impossible", 2);
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" grant Z9  # <-\n"), "ruling-impossible", 2);
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" gold Bruno -1  # <-\n"), "ruling-impossible",
                  2);
  qm::Replay refused = replay_yaml(v2(kAnna + "  - Anna ruling \"x\" mast A1 -2; coin 5@I2 I5\n"));
  CHECK(refused.state->table()["ships"][0]["masts"][1]["standing"] == true);
  CHECK_FALSE(report(refused).contains("unchecked"));
}

TEST_CASE("format 2 ruling lines: what each change does", "[pirates][format2][ruling]") {
  // Gold at home counts for the end: Anna 8 > 7.5, the game ends.
  qm::Replay gold = replay_yaml(v2(kAnna + "  - Anna ruling \"Treasure map\" gold Anna +8\n"));
  require_valid(gold);
  CHECK(report(gold)["finished"] == true);
  CHECK(score_of(gold, "Anna") == 8);
  CHECK(gold.state->audit()["players"][0]["ruled"] == 8);
  // A coin from an island to a ship, then home; a ship placed, given to another player.
  qm::Replay moved =
      replay_yaml(v2(kAnna + "  - Anna ruling \"x\" coin 3@I2 A1; coin 2@I2 home; at A2 "
                             "400,400 90; owner A2 Bruno\n"));
  require_valid(moved);
  const qm::Json t = moved.state->table();
  CHECK(t["ships"][0]["gold"] == qm::Json::array({3}));
  CHECK(t["home"]["Anna"]["gold"] == 2);
  CHECK(t["ships"][1]["x"] == 400);
  CHECK(t["ships"][1]["heading"] == 90);
  CHECK(t["ships"][1]["docked"].is_null());
  CHECK(t["ships"][1]["owner"] == "Bruno");
  // A crew out of the game: A1 loses its Captain.
  qm::Replay crew = replay_yaml(v2(kAnna + "  - Anna ruling \"x\" item A1a out\n"));
  require_valid(crew);
  CHECK(crew.state->table()["ships"][0]["crew"].empty());
  // Only the player whose turn it is writes a ruling line.
  pirates_illegal(v2(kAnna + "  - Bruno ruling \"x\" gold Bruno +1  # <-\n"), "turn-order", 2);
  // Unreadable: no note, an unknown change, an unknown crew.
  require_unreadable(replay_yaml(v2(kAnna + "  - Anna ruling gold Anna +1\n")), 0,
                     "starts with the referee's note in double quotes");
  require_unreadable(replay_yaml(v2(kAnna + "  - Anna ruling \"x\" teleport A1\n")), 0,
                     "unknown change 'teleport'");
  require_unreadable(replay_yaml(v2(kAnna + "  - Anna ruling \"x\" item Z9 out\n")), 0,
                     "unknown crew or equipment 'Z9'");
}

TEST_CASE("format 2 ruling lines: an item moves aboard, ashore or out",
          "[pirates][format2][ruling]") {
  // A1's Captain goes aboard A2 (last in boarding order), A2's Cannoneer onto wild island I2,
  // and the Captain back to Anna's home island (I1, written as `home`).
  qm::Replay aboard = replay_yaml(v2(kAnna + "  - Anna ruling \"x\" item A1a A2; item A2a I2\n"));
  require_valid(aboard);
  qm::Json t = aboard.state->table();
  CHECK(t["ships"][0]["crew"].empty());
  CHECK(t["ships"][1]["crew"] == qm::Json::array({"A1a"}));
  CHECK(t["islands"][1]["crew"] == qm::Json::array({"A2a"}));
  qm::Replay home = replay_yaml(v2(kAnna + "  - Anna ruling \"x\" item A1a home\n"));
  require_valid(home);
  CHECK(home.state->table()["ships"][0]["crew"].empty());
  CHECK(home.state->table()["islands"][0]["crew"] == qm::Json::array({"A1a"}));
  // Without its Captain, A1 may no longer shoot after its move as part of that action.
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" item A1a A2\n  - Anna move A1 330,200\n"
                             "  - Anna shoot A1 2>B1:1m  # <-\n"),
                  "action-budget", 4);
  // Impossible: a crew out of the game already, a sunk ship, a fort not on the table.
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" item A1a out; item A1a A2  # <-\n"),
                  "ruling-impossible", 2);
  pirates_illegal(v2(kAnna + "  - Anna ruling \"x\" sink A2; item A1a A2  # <-\n"),
                  "ruling-impossible", 2);
}

TEST_CASE("format 2 ruling lines: off switches a card's abilities off for as long as it says",
          "[pirates][format2][ruling]") {
  // A2 (A2a its Cannoneer) 60 mm west of B1 (B1a its Captain), Anna to play.
  auto duel = [](const std::string& moves) {
    return pirates_position(
        {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B1", "{x: 460, y: 380, heading: 180}"}}, moves,
        "Anna", "", v2_header());
  };
  const std::string reroll = "  - Anna shoot A2 1>B1:2,4h\n";
  const std::string bruno =
      "  - Bruno turn\n  - Bruno move B1 480,380\n  - Bruno shoot B1 1>A2:5h\n";
  require_valid(replay_yaml(duel(kAnna + reroll)));
  // Off for this turn: no Cannoneer's re-roll now; Bruno's Captain is not touched.
  pirates_illegal(duel(kAnna + "  - Anna ruling \"x\" off A2a until turn\n  - Anna shoot A2 "
                               "1>B1:2,4h  # <-\n"),
                  "shoot-reroll", 3);
  require_valid(replay_yaml(duel(kAnna + "  - Anna ruling \"x\" off B1a until turn\n" + bruno)));
  // Through the next turn: Bruno's Captain does not work in his turn, and works again after.
  pirates_illegal(duel(kAnna + "  - Anna ruling \"x\" off B1a until next-turn\n" +
                       "  - Bruno turn\n  - Bruno move B1 480,380\n  - Bruno shoot B1 1>A2:5h  "
                       "# <-\n"),
                  "action-budget", 5);
  require_valid(replay_yaml(duel(kAnna + "  - Anna ruling \"x\" off A2a until next-turn\n" +
                                 "  - Bruno turn\n" + kAnna + reroll)));
  // For the game: still off two turns later.
  pirates_illegal(duel(kAnna + "  - Anna ruling \"x\" off A2a until game\n  - Bruno turn\n" +
                       kAnna + "  - Anna shoot A2 1>B1:2,4h  # <-\n"),
                  "shoot-reroll", 5);
  // A crew out of the game cannot be switched off; the line needs `until` and a span.
  pirates_illegal(duel(kAnna + "  - Anna ruling \"x\" item A2a out; off A2a until turn  # <-\n"),
                  "ruling-impossible", 2);
  require_unreadable(replay_yaml(v2(kAnna + "  - Anna ruling \"x\" off A2a until dawn\n")), 0,
                     "'dawn' is not how long an `off` lasts");
  require_unreadable(replay_yaml(v2(kAnna + "  - Anna ruling \"x\" off A2a for turn\n")), 0,
                     "expected `until` after the card");
}

TEST_CASE("format 2 ruling lines: place puts a terrain piece on the table",
          "[pirates][format2][ruling][terrain]") {
  // Spare reef T9 (not placed) goes down at 380,380; a reef placed is met as any other.
  const std::string h = edit(v2_header(), "fleets:\n",
                             "terrain:\n  - {id: T9, kind: reef, r: 30, placed: false}\nfleets:\n");
  qm::Replay placed = replay_yaml(v2(kAnna + "  - Anna ruling \"Storm\" place T9 380,380\n", h));
  require_valid(placed);
  const qm::Json t9 = placed.state->table()["terrain"][0];
  CHECK(t9["placed"] == true);
  CHECK(t9["x"] == 380);
  CHECK(t9["y"] == 380);
  // A move that meets it now owes its reef line.
  pirates_illegal(v2(kAnna + "  - Anna ruling \"Storm\" place T9 380,380\n"
                             "  - Anna move A1 330,260 350,340\n  - Bruno turn  # <-\n",
                     h),
                  "terrain-missing", 4);
  require_unreadable(replay_yaml(v2(kAnna + "  - Anna ruling \"x\" place T9 nowhere\n", h)), 0,
                     "nowhere");
}

TEST_CASE("format 2 ruling lines: a grant allows a second non-free action, never a third",
          "[pirates][rule][format2][ruling]") {
  const std::string granted = kAnna + "  - Anna ruling \"Fleet extra action\" grant A2\n";
  require_valid(replay_yaml(v2(granted + "  - Anna move A2 200,330\n  - Anna move A2 200,390\n")));
  pirates_illegal(v2(kAnna + "  - Anna move A2 200,330\n  - Anna move A2 200,390  # <-\n"),
                  "action-budget", 3);
  pirates_illegal(
      v2(granted + "  - Anna move A2 200,330\n  - Anna move A2 200,390\n  - Anna move A2 "
                   "200,450  # <-\n"),
      "action-budget", 5);
  // A1's Captain shoots after its move (part of the move action): the grant is still there.
  require_valid(replay_yaml(
      pirates_position({{"B2", "{x: 420, y: 200, heading: 90}"}},
                       kAnna + "  - Anna ruling \"x\" grant A1\n  - Anna move A1 330,200\n"
                               "  - Anna shoot A1 2>B2:1m\n  - Anna move A1 330,260\n",
                       "Anna", "", v2_header())));
}

// --- terrain: reefs ---

namespace {

// The set-up with reef T3 at (380,380), r 30: a ship (r 20) touches it within 52 mm of its
// centre and overlaps it below 48.
std::string reef_header() {
  return edit(v2_header(), "fleets:\n",
              "terrain:\n  - {id: T3, kind: reef, x: 380, y: 380, r: 30}\nfleets:\n");
}

std::string reef(const std::string& moves) { return v2(moves, reef_header()); }

// A1 (2 masts built) sails L, L from home and ends 50 mm from T3's centre: it met T3 on its
// last segment and stops touching it.
const std::string kToReef = kAnna + "  - Anna move A1 330,260 350,340\n";

}  // namespace

TEST_CASE("terrain-missing", "[pirates][rule][format2][terrain]") {
  require_valid(replay_yaml(reef(kToReef + "  - Anna reef A1 T3 2\n  - Anna move A2 200,330\n")));
  pirates_illegal(reef(kToReef + "  - Anna move A2 200,330  # <-\n"), "terrain-missing", 3);
  pirates_illegal(reef(kToReef + "  - Bruno turn  # <-\n"), "terrain-missing", 3);
  // The table says what is owed.
  qm::Replay owed = replay_yaml(reef(kToReef));
  require_valid(owed);
  CHECK(owed.state->table()["owed"][0]["line"] == "reef A1 T3");
}

TEST_CASE("terrain-line", "[pirates][rule][format2][terrain]") {
  require_valid(replay_yaml(reef(kToReef + "  - Anna reef A1 T3 2\n")));
  // Nothing owed: A2 did not meet T3, and A1's line is written already.
  pirates_illegal(reef(kAnna + "  - Anna reef A2 T3 2  # <-\n"), "terrain-line", 2);
  pirates_illegal(reef(kToReef + "  - Anna reef A1 T3 2\n  - Anna reef A1 T3  # <-\n"),
                  "terrain-line", 4);
  require_unreadable(replay_yaml(reef(kToReef + "  - Anna reef A1 T4 2\n")), 0,
                     "unknown terrain piece 'T4'");
}

TEST_CASE("reef-roll", "[pirates][rule][format2][terrain]") {
  // The first line of the turn for T3 rolls; a later one (A2, at sea, meets it too) writes no
  // die and takes its value: 1 against A2's 3 masts, 2 lost.
  const std::map<std::string, std::string> a2 = {{"A2", "{x: 300, y: 440, heading: 0}"}};
  auto at_sea = [&](const std::string& moves) {
    return pirates_position(a2, moves, "Anna", "", reef_header());
  };
  const std::string both = kToReef + "  - Anna reef A1 T3 1\n  - Anna move A2 335,400\n";
  qm::Replay r = replay_yaml(at_sea(both + "  - Anna reef A2 T3\n"));
  require_valid(r);
  const qm::Json t = r.state->table();
  CHECK(t["terrain"][0]["value"] == 1);
  CHECK(t["ships"][0]["masts"][1]["standing"] == false);  // A1: 2 - 1, its highest mast
  CHECK(t["ships"][1]["masts"][0]["standing"] == true);   // A2: 3 - 1, masts 3 and 2
  CHECK(t["ships"][1]["masts"][1]["standing"] == false);
  CHECK(t["ships"][1]["masts"][2]["standing"] == false);
  pirates_illegal(at_sea(both + "  - Anna reef A2 T3 4  # <-\n"), "reef-roll", 5);
  pirates_illegal(reef(kToReef + "  - Anna reef A1 T3  # <-\n"), "reef-roll", 3);
  // The next turn forgets the value.
  require_valid(replay_yaml(reef(kToReef + "  - Anna reef A1 T3 1\n  - Bruno turn\n")));
}

TEST_CASE("reroll-source", "[pirates][rule][format2][terrain]") {
  require_valid(replay_yaml(reef(kToReef + "  - Anna reef A1 T3 4\n")));
  pirates_illegal(reef(kToReef + "  - Anna reef A1 T3 1,4  # <-\n"), "reroll-source", 3);
}

TEST_CASE("format 2 reef: mast-choice", "[pirates][rule][format2][terrain]") {
  qm::Replay r = replay_yaml(reef(kToReef + "  - Anna reef A1 T3 1 /1\n"));
  require_valid(r);
  CHECK(r.state->table()["ships"][0]["masts"][0]["standing"] == false);
  CHECK(r.state->table()["ships"][0]["masts"][1]["standing"] == true);
  // One mast lost, two named; a mast A1 does not have; a loss where the value spares it.
  pirates_illegal(reef(kToReef + "  - Anna reef A1 T3 1 /1,2  # <-\n"), "mast-choice", 3);
  pirates_illegal(reef(kToReef + "  - Anna reef A1 T3 1 /3  # <-\n"), "mast-choice", 3);
  pirates_illegal(reef(kToReef + "  - Anna reef A1 T3 2 /1  # <-\n"), "mast-choice", 3);
}

TEST_CASE("terrain-stop", "[pirates][rule][format2][terrain]") {
  // A1, at sea 113 mm from T3's centre, has lost mast 1: a 1 on the reef leaves it derelict,
  // so its move must end at the meeting. It does when its last point touches T3 (49.5 mm);
  // it does not when it sails on past.
  const std::map<std::string, std::string> a1 = {{"A1", "{x: 300, y: 300, heading: 0, lost: [1]}"}};
  auto position = [&](const std::string& moves) {
    return pirates_position(a1, moves, "Anna", "", reef_header());
  };
  require_valid(replay_yaml(position(kAnna + "  - Anna move A1 345,345\n  - Anna reef A1 T3 1\n")));
  pirates_illegal(position(kAnna + "  - Anna move A1 345,345 300,330\n"
                                   "  - Anna reef A1 T3 1  # <-\n"),
                  "terrain-stop", 3);
  // A 2 leaves it a mast: it may sail on.
  require_valid(
      replay_yaml(position(kAnna + "  - Anna move A1 345,345 300,330\n  - Anna reef A1 T3 2\n")));
}

TEST_CASE("format 2 reef: the geometry of a meeting", "[pirates][format2][terrain]") {
  // A path whose closest point is 52 mm from T3's centre (30 + 20 + 2) meets it: tangent.
  auto from = [&](const std::string& y, const std::string& moves) {
    return pirates_position({{"A1", "{x: 340, y: " + y + ", heading: 0}"}}, moves, "Anna", "",
                            reef_header());
  };
  require_valid(
      replay_yaml(from("328", kAnna + "  - Anna move A1 420,328\n  - Anna reef A1 T3 4\n")));
  pirates_illegal(from("328", kAnna + "  - Anna move A1 420,328\n  - Anna move A2 200,330  # <-\n"),
                  "terrain-missing", 3);
  // 52.1 mm: it does not.
  require_valid(
      replay_yaml(from("327.9", kAnna + "  - Anna move A1 420,327.9\n  - Anna move A2 200,330\n")));
  // A piece that starts touching the reef and moves away meets nothing.
  require_valid(replay_yaml(pirates_position(
      {{"A1", "{x: 350, y: 340, heading: 0}"}},
      kAnna + "  - Anna move A1 300,300\n  - Anna move A2 200,330\n", "Anna", "", reef_header())));
  // Two reefs met in one move are owed in the order of their meeting points: T3 at 35.7 mm
  // along the path, T8 at 175.7.
  const std::string two = edit(reef_header(), "fleets:\n",
                               "  - {id: T8, kind: reef, x: 520, y: 380, r: 30}\nfleets:\n");
  const std::map<std::string, std::string> a2 = {{"A2", "{x: 330, y: 330, heading: 0}"}};
  const std::string sail = kAnna + "  - Anna move A2 410,330 460,330 510,330\n";
  require_valid(replay_yaml(pirates_position(
      a2, sail + "  - Anna reef A2 T3 6\n  - Anna reef A2 T8 6\n", "Anna", "", two)));
  pirates_illegal(pirates_position(a2, sail + "  - Anna reef A2 T8 6  # <-\n", "Anna", "", two),
                  "terrain-missing", 3);
}

TEST_CASE("setup-terrain", "[pirates][rule][format2][terrain]") {
  require_valid(replay_yaml(reef(kAnna)));
  // 70 mm from I2's centre: 70 - 50 - 30 below S - 2 = 55.5, edge to edge.
  const std::string near = edit(reef_header(), "{id: T3, kind: reef, x: 380, y: 380, r: 30}",
                                "{id: T3, kind: reef, x: 560, y: 300, r: 30}");
  qm::Replay r = replay_yaml(v2(kAnna, near));
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "setup-terrain");
  CHECK(r.violation->line == line_of(v2(kAnna, near), "id: T3"));
  // Two reefs 50 mm apart, edge to edge.
  const std::string pair = edit(reef_header(), "fleets:\n",
                                "  - {id: T8, kind: reef, x: 380, y: 490, r: 30}\nfleets:\n");
  CHECK(replay_yaml(v2(kAnna, pair)).violation->rule == "setup-terrain");
}

// --- terrain: Sargasso Seas ---

namespace {

// The set-up with the Sargasso Sea T4 where pirates_format2's reef lies: (380,380), r 30.
std::string sargasso(const std::string& moves) {
  return v2(moves, edit(reef_header(), "{id: T3, kind: reef,", "{id: T4, kind: sargasso,"));
}

// A1 (2 masts) meets T4 on its last segment and is trapped by a 3; then Bruno's turn and
// Anna's again.
const std::string kTrapped = kAnna +
                             "  - Anna move A1 330,260 350,340\n  - Anna sargasso A1 T4 3\n" +
                             "  - Bruno turn\n" + kAnna;

}  // namespace

TEST_CASE("format 2 sargasso: the line a move owes", "[pirates][format2][terrain]") {
  qm::Replay r = replay_yaml(sargasso(kTrapped));
  require_valid(r);
  CHECK(r.state->table()["ships"][0]["trapped_in"] == "T4");
  // A 2 does not beat 2 masts built: not trapped.
  qm::Replay free = replay_yaml(sargasso(kToReef + "  - Anna sargasso A1 T4 2\n"));
  require_valid(free);
  CHECK_FALSE(free.state->table()["ships"][0].contains("trapped_in"));
  pirates_illegal(sargasso(kToReef + "  - Anna move A2 200,330  # <-\n"), "terrain-missing", 3);
  pirates_illegal(sargasso(kToReef + "  - Anna reef A1 T4 3  # <-\n"), "terrain-missing", 3);
  pirates_illegal(sargasso(kAnna + "  - Anna sargasso A1 T4 3  # <-\n"), "terrain-line", 2);
  pirates_illegal(sargasso(kToReef + "  - Anna sargasso A1 T4 1,3  # <-\n"), "reroll-source", 3);
  // Trapped, the move had to end at the meeting: terrain-stop.
  auto at_sea = [&](const std::string& moves) {
    return pirates_position(
        {{"A1", "{x: 300, y: 300, heading: 0}"}}, moves, "Anna", "",
        edit(reef_header(), "{id: T3, kind: reef,", "{id: T4, kind: sargasso,"));
  };
  pirates_illegal(
      at_sea(kAnna + "  - Anna move A1 345,345 300,330\n  - Anna sargasso A1 T4 5  # <-\n"),
      "terrain-stop", 3);
  require_valid(
      replay_yaml(at_sea(kAnna + "  - Anna move A1 345,345 300,330\n  - Anna sargasso A1 T4 2\n")));
}

TEST_CASE("sargasso-trapped", "[pirates][rule][format2][terrain]") {
  // Trapped, A1 may take another action (a failed escape roll here), never a move.
  require_valid(replay_yaml(sargasso(kTrapped + "  - Anna escape A1 T4 4\n")));
  pirates_illegal(sargasso(kTrapped + "  - Anna move A1 300,300  # <-\n"), "sargasso-trapped", 6);
}

TEST_CASE("sargasso-escape", "[pirates][rule][format2][terrain]") {
  // 5 + 2 masts standing > 6: freed, placed with its stern touching T4: at (345,345), 49.5 mm
  // from T4's centre, which lies at 45 degrees; heading 225 puts the stern dead on it.
  qm::Replay r = replay_yaml(sargasso(kTrapped + "  - Anna escape A1 T4 5 345,345 225\n"));
  require_valid(r);
  CHECK_FALSE(r.state->table()["ships"][0].contains("trapped_in"));
  CHECK(r.state->table()["ships"][0]["heading"] == 225);
  // The stern's arc is ±45 degrees: heading 270 leaves T4 45 degrees off the stern (a contact);
  // heading 135 puts it on the side.
  require_valid(replay_yaml(sargasso(kTrapped + "  - Anna escape A1 T4 5 345,345 270\n")));
  pirates_illegal(sargasso(kTrapped + "  - Anna escape A1 T4 5 345,345 135  # <-\n"),
                  "sargasso-escape", 6);
  // Touching, not overlapping: 40 mm from the centre overlaps.
  pirates_illegal(sargasso(kTrapped + "  - Anna escape A1 T4 5 352,352 225  # <-\n"),
                  "sargasso-escape", 6);
  // Freed without a position; a failed roll (4 + 2) with one; a ship not trapped.
  pirates_illegal(sargasso(kTrapped + "  - Anna escape A1 T4 5  # <-\n"), "sargasso-escape", 6);
  pirates_illegal(sargasso(kTrapped + "  - Anna escape A1 T4 4 345,345 225  # <-\n"),
                  "sargasso-escape", 6);
  pirates_illegal(sargasso(kTrapped + "  - Anna escape A2 T4 6 345,345 225  # <-\n"),
                  "sargasso-escape", 6);
  // The escape is the ship's action of the turn.
  pirates_illegal(sargasso(kTrapped + "  - Anna escape A1 T4 4\n  - Anna escape A1 T4 6  # <-\n"),
                  "action-budget", 7);
  pirates_illegal(
      sargasso(kTrapped + "  - Anna escape A1 T4 5 345,345 225\n  - Anna move A1 300,300  # <-\n"),
      "action-budget", 7);
  pirates_illegal(sargasso(kTrapped + "  - Anna escape A1 T4 4,5  # <-\n"), "reroll-source", 6);
}

// --- terrain: whirlpools ---

namespace {

// Whirlpools T5 at (380,380) and T7 at (700,380), r 30 (a ship, r 20, touches one within 52 mm
// of its centre), and reef T3 at (380,700), which no move here meets.
std::string whirlpool_header() {
  return edit(v2_header(), "fleets:\n",
              "terrain:\n  - {id: T5, kind: whirlpool, x: 380, y: 380, r: 30}\n"
              "  - {id: T7, kind: whirlpool, x: 700, y: 380, r: 30}\n"
              "  - {id: T3, kind: reef, x: 380, y: 700, r: 30}\nfleets:\n");
}

std::string whirlpool(const std::string& moves) { return v2(moves, whirlpool_header()); }

// A1 ends its move 50 mm from T5's centre: touching it.
const std::string kToWhirlpool = kAnna + "  - Anna move A1 330,260 350,340\n";

}  // namespace

TEST_CASE("whirlpool-jump", "[pirates][rule][format2][terrain]") {
  // A 2 takes nothing; the heading written is the ship's; the placement meets no terrain.
  qm::Replay r = replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 90 2\n"
                                                      "  - Anna move A2 200,330\n"));
  require_valid(r);
  CHECK(r.state->table()["ships"][0]["x"] == 650);
  CHECK(r.state->table()["ships"][0]["heading"] == 90);
  CHECK(r.state->table()["owed"].empty());
  // Overlapping TO (passable) is allowed; without a heading, the move's stays.
  qm::Replay over =
      replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 690,380 3\n"));
  require_valid(over);
  CHECK(over.state->table()["ships"][0]["heading"] != 90);
  // The move did not end touching T5; the jump is not right after A1's move; FROM or TO is no
  // other whirlpool; the place does not touch T7 (60 mm from its centre).
  pirates_illegal(whirlpool(kAnna + "  - Anna move A1 330,260\n"
                                    "  - Anna whirlpool A1 T5 T7 650,380 2  # <-\n"),
                  "whirlpool-jump", 3);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna move A2 200,330\n"
                                           "  - Anna whirlpool A1 T5 T7 650,380 2  # <-\n"),
                  "whirlpool-jump", 4);
  pirates_illegal(whirlpool(kAnna + "  - Anna whirlpool A1 T5 T7 650,380 2  # <-\n"),
                  "whirlpool-jump", 2);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T5 350,340 2  # <-\n"),
                  "whirlpool-jump", 3);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T3 380,650 2  # <-\n"),
                  "whirlpool-jump", 3);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T3 T7 650,380 2  # <-\n"),
                  "whirlpool-jump", 3);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 640,380 2  # <-\n"),
                  "whirlpool-jump", 3);
  // The place overlaps B1, waiting beside T7.
  const std::string b1_near =
      pirates_position({{"B1", "{x: 700, y: 300, heading: 180}"}},
                       kToWhirlpool + "  - Anna whirlpool A1 T5 T7 700,335 2  # <-\n", "Anna", "",
                       whirlpool_header());
  pirates_illegal(b1_near, "whirlpool-jump", 3);
  require_valid(replay_yaml(edit(b1_near, "700,335 2  # <-", "650,380 2")));
  // Once a turn: A1, granted a second move, comes back to T5 and may not jump again.
  pirates_illegal(whirlpool(kAnna + "  - Anna ruling \"x\" grant A1\n"
                                    "  - Anna move A1 330,260 350,340\n"
                                    "  - Anna whirlpool A1 T5 T7 650,380 2\n"
                                    "  - Anna move A1 690,330\n"
                                    "  - Anna whirlpool A1 T7 T5 350,340 2  # <-\n"),
                  "whirlpool-jump", 6);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 5,2  # <-\n"),
                  "reroll-source", 3);
}

TEST_CASE("whirlpool-loss", "[pirates][rule][format2][terrain]") {
  // 4-6: a mast, a coin or a crew goes, the owner's choice.
  qm::Replay mast =
      replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 5 lose mast 1\n"));
  require_valid(mast);
  CHECK(mast.state->table()["ships"][0]["masts"][0]["standing"] == false);
  CHECK(mast.state->table()["ships"][0]["masts"][1]["standing"] == true);
  qm::Replay crew =
      replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 4 lose A1a\n"));
  require_valid(crew);
  CHECK(crew.state->table()["ships"][0]["crew"].empty());
  const std::string with_gold =
      pirates_position({{"A1", "{x: 270, y: 200, heading: 0, gold: [3, 2]}"}},
                       kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 6 lose 3\n", "Anna", "",
                       whirlpool_header());
  qm::Replay coin = replay_yaml(with_gold);
  require_valid(coin);
  CHECK(coin.state->table()["ships"][0]["gold"] == qm::Json::array({2}));
  // A loss on 1-3; none on 4-6; a mast, coin or crew A1 does not have.
  pirates_illegal(
      whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 3 lose mast 1  # <-\n"),
      "whirlpool-loss", 3);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 4  # <-\n"),
                  "whirlpool-loss", 3);
  pirates_illegal(
      whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 6 lose mast 3  # <-\n"),
      "whirlpool-loss", 3);
  pirates_illegal(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 6 lose 3  # <-\n"),
                  "whirlpool-loss", 3);
  pirates_illegal(
      whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 6 lose A2a  # <-\n"),
      "whirlpool-loss", 3);
  pirates_illegal(
      whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 6 lose A1z  # <-\n"),
      "whirlpool-loss", 3);
  pirates_illegal(edit(with_gold, "lose 3", "lose 1  # <-"), "whirlpool-loss", 3);
}

TEST_CASE("format 2 whirlpool: a line that cannot be read says where", "[pirates][format2]") {
  require_unreadable(replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380\n")),
                     0, "missing the d6");
  require_unreadable(
      replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 5 drop mast 1\n")),
      0, "expected `lose` after the die");
  require_unreadable(
      replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T9 650,380 5\n")), 0,
      "unknown terrain piece 'T9'");
  require_unreadable(
      replay_yaml(whirlpool(kToWhirlpool + "  - Anna whirlpool A1 T5 T7 650,380 5 lose mast\n")), 0,
      "missing the mast's number");
}
