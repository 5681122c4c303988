// Slice coverage (issue 26): the texts of the card list the vocabulary's extensions say
// (docs/abilities-pirates.md, "Extensions for the card list") read from the project's own sample
// list (tests/pirates/cards-sample.csv, its own wordings of the same sentence shapes) into those
// entries, which the record reader accepts; the engine applies a crew's no-cargo while face up
// (fleet-cargo, explore-cargo), and (slice h41b-apply) a ship's cargo while no crew is aboard and
// the pick after a won boarding (tests/unit/pirates_apply_test.cc), and none of the others: each
// stays unmodelled, and one that reaches other pieces than its ship is said on their lines too.
#include <catch2/catch.hpp>

#include <map>

#include "games/pirates/abilities.h"
#include "games/pirates/abilities_reader.h"
#include "games/pirates/cards/card_list.h"
#include "pirates_support.h"
#include "record/yaml_tree.h"
#include "test_support.h"

using namespace qmtest;
using namespace qm::pirates::cards;

namespace {

const Card& coverage_card_at(const std::vector<Card>& cards, int line) {
  for (const Card& c : cards)
    if (c.line == line) return c;
  FAIL("no card at line " << line);
  return cards.front();
}

// The entry `text` read as a format 2 entry of a ship (`crew`: of a crew): the set it fills.
qm::pirates::AbilitySet coverage_read_entry(const std::string& text, bool crew = false) {
  qm::pirates::AbilitySet set;
  bool parsed = false;
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
    REQUIRE(doc.ok);
    const qm::pirates::AbilityCarrier carrier =
        crew ? qm::pirates::AbilityCarrier{-1, 0} : qm::pirates::AbilityCarrier{0, -1};
    REQUIRE(qm::pirates::read_ability_entry(doc.root, carrier, 2, set).empty());
    parsed = true;
  });
  REQUIRE(parsed);
  return set;
}

}  // namespace

TEST_CASE("coverage: the card list's texts the vocabulary's extensions say read as those entries",
          "[pirates][cards][coverage]") {
  const std::vector<Card> cards =
      read_cards(file_text(source_path("tests/pirates/cards-sample.csv")));
  using Entries = std::vector<std::string>;
  struct Row {
    int line;
    Entries entries;
  };
  const std::vector<Row> rows = {
      {29, {"{stat: {coin: +2, count: all, what: silver}}"}},
      {30, {"{stat: {move: +S, to: {any: S}, vs: {kind: creature}}}"}},
      {31, {"{stat: {cargo: +1, if: {crew: none}}}"}},
      {32, {"{immune: {to: crew-loss, instead: this-crew, vs: {max-points: 3}}}"}},
      {33, {"{when: {event: board-win, effect: {pick: {k: 1, of: [take-all, kill-all]}}}}"}},
      {34,
       {"{build: {no-cargo: true, if: {face: up}}}",
        "{when: {event: reveal, effect: {add-crew: {max-points: 1}}}}"}},
      {35, {"{when: {event: action, roll: 6, if: {within: {L: enemy}}, effect: possess}}"}},
      {36, {"{immune: {to: crew-loss, instead: this-crew, vs: {min-points: 4}}}"}},
  };
  for (const Row& row : rows) {
    const Card& card = coverage_card_at(cards, row.line);
    INFO("line " << row.line << ": " << card.ability_text);
    CHECK(card_checked(card));
    Entries read;
    for (const ReadSentence& s : card.sentences)
      read.insert(read.end(), s.entries.begin(), s.entries.end());
    CHECK(read == row.entries);
    // The record reader accepts each; the engine applies a crew's no-cargo while face up, the
    // cargo while no crew is aboard and the pick: the others are unmodelled, listed.
    for (const std::string& e : read) {
      const qm::pirates::AbilitySet set = coverage_read_entry(e, card.kind == CardKind::Crew);
      // Slice h41b-apply: the cargo while no crew is aboard, and the pick after a boarding.
      const bool applied = e == "{build: {no-cargo: true, if: {face: up}}}" ||
                           e == "{stat: {cargo: +1, if: {crew: none}}}" ||
                           e == "{when: {event: board-win, effect: {pick: {k: 1, of: [take-all, "
                                "kill-all]}}}}";
      REQUIRE(set.entries.size() == 1);
      CHECK(set.entries[0].modelled == applied);
      CHECK(set.unmodelled.size() == (applied ? 0u : 1u));
    }
    CHECK(engine_applies(card) == (row.line == 31 || row.line == 33));
  }
  // The possession printed with a comma and no comma after the condition reads the same.
  const auto comma = read_ability_text(
      "If an enemy ship is within S of this ship you can use this ship's action for the turn to "
      "try to possess a target crew on that ship. Roll a d6, on a result of 6, the target is "
      "immediately assigned to this ship. Its nationality changes to match the nationality of "
      "this ship.");
  REQUIRE(comma.size() == 1);
  CHECK(comma[0].entries ==
        Entries{"{when: {event: action, roll: 6, if: {within: {S: enemy}}, effect: possess}}"});
  // A possession on a 5 is no template's: unmodelled text, never a guess.
  CHECK(read_ability_text("If an enemy ship is within S of this ship, you can use this ship's "
                          "action for the turn to try to possess a target crew on that ship. Roll "
                          "a d6; on a result of 5, the target is immediately assigned to this "
                          "ship. Its nationality changes to match the nationality of this ship.")
            .at(0)
            .kind == EntryKind::Unmodelled);
}

TEST_CASE(
    "coverage: an unmodelled silver coin bonus could change a dock line, a bonus to other "
    "pieces their lines",
    "[pirates][coverage]") {
  using namespace qm::pirates;
  // The silver coins are counted when the ship docks at home and unloads: dock and scoring.
  const AbilitySet silver = coverage_read_entry("{stat: {coin: +1, count: all, what: silver}}");
  REQUIRE(silver.unmodelled.size() == 1);
  CHECK((silver.unmodelled[0].areas & kAreaDock) != 0);
  CHECK((silver.unmodelled[0].areas & kAreaScoring) != 0);
  CHECK_FALSE(silver.unmodelled[0].others);
  // A move bonus to any sea creature near the ship reaches other pieces; a ship's own does not.
  CHECK(coverage_read_entry("{stat: {move: +L, to: {any: L}, vs: {kind: creature}}}")
            .unmodelled.at(0)
            .others);
  CHECK_FALSE(
      coverage_read_entry("{stat: {cargo: +2, if: {crew: captain}}}").unmodelled.at(0).others);

  // In a game: A2 carries the bonus to pieces within S. A1's move names no A2, and is still
  // unchecked (the bonus could change how far it may go); without the entry, nothing is.
  const std::string header = edit(kPiratesHeader, "format: 1", "format: 2");
  const std::string moves = kAnna + "  - Anna move A1 270,260\n";
  const std::string with = edit(header, "abilities: [helmsman]",
                                "abilities: [helmsman, {stat: {move: +S, to: {any: S}, vs: "
                                "{kind: creature}}}]");
  const qm::Replay r = replay_yaml(pirates_record(moves, with));
  require_valid(r);
  const qm::Json rep = report(r);
  REQUIRE(rep["unchecked"].size() == 1);
  CHECK(rep["unchecked"][0]["piece"] == "A2");
  CHECK(rep["unchecked"][0]["area"] == "move");
  const qm::Replay without = replay_yaml(pirates_record(moves, header));
  require_valid(without);
  CHECK_FALSE(report(without).contains("unchecked"));
}

namespace {

// A1 (cargo 4) with A1a and three more crew, the first, AXa, with `entry` and written `face`
// ("" for none: face down).
std::string coverage_crowd(const std::string& entry, const std::string& face) {
  return edit(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "      - {id: A2a,",
              "      - {id: AXa, nation: Spain, points: 1, abilities: [" + entry + "]" +
                  (face.empty() ? "" : ", face: " + face) +
                  ", ship: A1}\n      - {id: AXb, nation: Spain, points: 1, ship: A1}\n"
                  "      - {id: AXc, nation: Spain, points: 1, ship: A1}\n      - {id: A2a,");
}
const std::string kFaceUpNoCargo = "{build: {no-cargo: true, if: {face: up}}}";
const std::map<std::string, std::string> kCoverageAtI2 = {
    {"A1", "{x: 560, y: 270, heading: 90, docked: I2}"}};

}  // namespace

TEST_CASE("fleet-cargo with build no-cargo if face up", "[pirates][rule][format2][coverage]") {
  // A fifth crew on A1 (cargo 4): one too many, unless AXa takes no place: placed face up.
  const auto five = [](const std::string& face) {
    return edit(coverage_crowd(kFaceUpNoCargo, face), "      - {id: A2a,",
                "      - {id: AXd, nation: Spain, points: 1, ship: A1}\n      - {id: A2a,");
  };
  const qm::Replay up = replay_yaml(pirates_record(kAnna, five("up")));
  require_valid(up);
  bool applied = false;
  const qm::Json audit = up.state->audit();
  for (const qm::Json& k : audit["abilities"])
    if (k["ability"] == kFaceUpNoCargo) applied = k["checked"] == true;
  CHECK(applied);
  // Placed face down, it takes its place.
  pirates_illegal(pirates_record(kAnna, mark(five(""), "{id: A1, name: Fortuna")), "fleet-cargo",
                  0);
  pirates_illegal(pirates_record(kAnna, mark(five("down"), "{id: A1, name: Fortuna")),
                  "fleet-cargo", 0);
}

TEST_CASE("explore-cargo with build no-cargo if face up", "[pirates][rule][format2][coverage]") {
  // Four crew fill A1's four places; AXa face down takes one: the explore may take no coin.
  const std::string explore = kAnna + "  - Anna explore A1 3  # <-\n";
  pirates_illegal(
      pirates_position(kCoverageAtI2, explore, "Anna", "", coverage_crowd(kFaceUpNoCargo, "")),
      "explore-cargo", 2);
  // Face up (at a position: `start:`'s `face_up`), it takes none; turned face up by a ruling
  // line first, none either.
  const std::string face_up = std::string(kStartIslands) + "  face_up: [AXa]\n";
  require_valid(replay_yaml(pirates_position(kCoverageAtI2, explore, "Anna", face_up,
                                             coverage_crowd(kFaceUpNoCargo, "up"))));
  require_valid(replay_yaml(pirates_position(
      kCoverageAtI2,
      kAnna + "  - Anna ruling \"AXa revealed\" face AXa up\n  - Anna explore A1 3\n", "Anna", "",
      coverage_crowd(kFaceUpNoCargo, ""))));
  // Turned face down again, it takes its place back.
  pirates_illegal(pirates_position(kCoverageAtI2,
                                   kAnna + "  - Anna ruling \"AXa hidden\" face AXa down\n" +
                                       "  - Anna explore A1 3  # <-\n",
                                   "Anna", face_up, coverage_crowd(kFaceUpNoCargo, "up")),
                  "explore-cargo", 3);
  // A ship's own entry of that form is not a crew's: unmodelled.
  CHECK(coverage_read_entry(kFaceUpNoCargo).unmodelled.size() == 1);
  CHECK(coverage_read_entry(kFaceUpNoCargo, true).unmodelled.empty());
}
