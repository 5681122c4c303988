// Slice coverage (issue 26): the texts of the card list the vocabulary's extensions say
// (docs/abilities-pirates.md, "Extensions for the card list") read from the project's own sample
// list (tests/pirates/cards-sample.csv, its own wordings of the same sentence shapes) into those
// entries, which the record reader accepts and the engine does not apply: each stays unmodelled,
// and one that reaches other pieces than its ship is said on their lines too.
#include <catch2/catch.hpp>

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
    // The record reader accepts each; the engine applies none: unmodelled, listed.
    for (const std::string& e : read) {
      const qm::pirates::AbilitySet set = coverage_read_entry(e, card.kind == CardKind::Crew);
      REQUIRE(set.entries.size() == 1);
      CHECK_FALSE(set.entries[0].modelled);
      CHECK(set.unmodelled.size() == 1);
    }
    CHECK_FALSE(engine_applies(card));
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
  CHECK_FALSE(coverage_read_entry("{stat: {cargo: +2, if: {crew: none}}}").unmodelled.at(0).others);

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
