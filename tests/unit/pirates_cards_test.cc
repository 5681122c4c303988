// `qm cards` (docs/cards-pirates.md): the community card list's layout read from a small list
// the project writes itself (tests/pirates/cards-sample.csv: its own cards in the list's
// columns and sentence shapes): every sentence template read into entries the vocabulary
// accepts, printed figures (cannons, moves, points) read, a row that cannot be read reported
// with its line, the coverage computed, and input that is not such a CSV refused with its
// line and column (exit 3).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/cards/card_file.h"
#include "games/pirates/cards/card_list.h"
#include "games/pirates/cards/csv_reader.h"
#include "games/pirates/cards/sentence_shape.h"
#include "record/yaml_tree.h"
#include "test_support.h"

using namespace qmtest;
using namespace qm::pirates::cards;

namespace {

std::vector<Card> sample_cards() {
  return read_cards(file_text(source_path("tests/pirates/cards-sample.csv")));
}

const Card& card_at(const std::vector<Card>& cards, int line) {
  for (const Card& c : cards)
    if (c.line == line) return c;
  FAIL("no card at line " << line);
  return cards.front();
}

// A printed sentence of the shape: '#' a number the template allows, '@' a nation word, '%'
// a ruler; a literal '#' before a number ("card #97") stays.
std::string sentence_of(const std::string& shape, const char* numbers, const char* nation = "") {
  std::vector<std::string> wanted;
  for (const char* p = numbers; *p;) {
    const char* q = p;
    while (*q && *q != ',') ++q;
    wanted.emplace_back(p, q);
    p = *q ? q + 1 : q;
  }
  std::string out;
  size_t n = 0;
  for (size_t i = 0; i < shape.size(); ++i) {
    const char c = shape[i];
    if (c == '#' && i + 1 < shape.size() && shape[i + 1] == '#') {
      out += '#';
      continue;
    }
    if (c == '#') {
      const std::string w = n < wanted.size() ? wanted[n] : "*";
      out += w == "*" ? (shape.compare(i > 0 ? i - 1 : 0, 2, "d#") == 0 ? "6" : "2") : w;
      ++n;
    } else if (c == '@') {
      out += *nation ? nation : "English";
    } else if (c == '%') {
      out += "S";
    } else if (c == ' ' && i >= 2 && shape[i - 1] == '|' && shape[i - 2] == ' ') {
      continue;
    } else if (c == '|' && i >= 1 && shape[i - 1] == ' ') {
      out.back() = '.';
      out += ' ';
    } else {
      out += c;
    }
  }
  out[0] = char(std::toupper(static_cast<unsigned char>(out[0])));
  return out + ".";
}

// The vocabulary's reader accepts `entry` (format 2), whatever it makes of it.
void require_vocabulary_entry(const std::string& entry) {
  INFO("entry: " << entry);
  bool parsed = false;
  qm::parse_yaml_documents(entry, [&](qm::YamlDocument& doc) {
    REQUIRE(doc.ok);
    qm::pirates::AbilitySet set;
    REQUIRE_NOTHROW(qm::pirates::read_ability_entry(doc.root, {0, -1}, 2, set));
    parsed = true;
  });
  REQUIRE(parsed);
}

}  // namespace

TEST_CASE("cards: every sentence template reads as its entries, which the vocabulary accepts",
          "[pirates][cards]") {
  const std::vector<SentenceTemplate>& templates = sentence_templates();
  REQUIRE(templates.size() > 150);
  for (const SentenceTemplate& t : templates) {
    std::string text = sentence_of(t.shape, t.numbers, t.nation);
    // A reminder is read right after an entry of its family.
    std::string before;
    if (*t.after)
      for (const SentenceTemplate& f : templates)
        if (std::string(f.tag) == t.after && f.kind != EntryKind::Reminder) {
          before = sentence_of(f.shape, f.numbers, f.nation) + " ";
          break;
        }
    INFO("sentence: " << before << text);
    const std::vector<ReadSentence> read = read_ability_text(before + text);
    REQUIRE(!read.empty());
    const ReadSentence& last = read.back();
    CHECK(last.kind == t.kind);
    if (t.kind == EntryKind::Reminder) CHECK(last.entries.empty());
    for (const ReadSentence& r : read)
      for (const std::string& e : r.entries) require_vocabulary_entry(e);
  }
}

TEST_CASE("cards: a sentence is read with its numbers, nations and rulers", "[pirates][cards]") {
  const auto read = read_ability_text(
      "This ship gets +2 to her cannon rolls against English ships. L-range cannons can't hit "
      "this ship. Friendly ships within S of this ship get +1 to their cannon rolls.");
  REQUIRE(read.size() == 3);
  CHECK(read[0].entries == std::vector<std::string>{"{mod: {roll: cannon, by: 2, vs: {nation: "
                                                    "England}}}"});
  CHECK(read[1].entries == std::vector<std::string>{"{immune: {to: hit, from: {range: L}}}"});
  CHECK(read[2].entries ==
        std::vector<std::string>{"{mod: {roll: cannon, by: 1, to: {friends: S}}}"});
  // A number a template does not allow is not guessed: Born Leader's roll is 5 or 6.
  const auto other = read_ability_text(
      "Once per turn before you give this ship an action, roll a d6. On a 4 or 6, this ship may "
      "be given the same action twice.");
  REQUIRE(other.size() == 1);
  CHECK(other[0].entries ==
        std::vector<std::string>{"{act: {grant: same, roll: 4, when: before-action, once: turn}}"});
  const auto leader = read_ability_text(
      "Once per turn before you give this ship an action, roll a d6. On a 5 or 6, this ship may "
      "be given the same action twice.");
  CHECK(leader.at(0).entries == std::vector<std::string>{"born-leader"});
  // A fire rule printed with other numbers than the keyword's is not the keyword's reminder.
  const auto fire = read_ability_text(
      "Once per turn when this ship is given a shoot action, one of her cannons may shoot a "
      "firepot at a target within S of her. On a result of 5, remove the fire mast; on a 1-2, "
      "the ship's controller replaces another of her masts with a fire mast.");
  REQUIRE(fire.size() == 2);
  CHECK(fire[1].kind == EntryKind::Unmodelled);
  // A reminder alone is unmodelled text, not a rule.
  CHECK(read_ability_text("If able, she must leave on your next turn.").at(0).kind ==
        EntryKind::Unmodelled);
  // "Mercenary." is a keyword of the nation's name (setup, cargo); another nation's name
  // alone is no template: unmodelled in every area.
  CHECK(read_ability_text("Mercenary.").at(0).entries ==
        std::vector<std::string>{"{ruling: \"Mercenary.\", affects: [setup, cargo]}"});
  CHECK(read_ability_text("Spanish.").at(0).entries ==
        std::vector<std::string>{"{ruling: \"Spanish.\", affects: [all]}"});
  // A list of keywords reads as each.
  const auto keywords = read_ability_text("Captain, Loyal: England.");
  REQUIRE(keywords.size() == 2);
  CHECK(keywords[0].entries == std::vector<std::string>{"captain"});
  CHECK(keywords[1].kind == EntryKind::Unmodelled);
}

TEST_CASE("cards: the sample list's figures, links and abilities", "[pirates][cards]") {
  const std::vector<Card> cards = sample_cards();
  const Card& marea = card_at(cards, 2);
  CHECK(marea.id == "QM-001");
  CHECK(marea.name == "Marea Baja");
  CHECK(marea.kind == CardKind::Ship);
  CHECK(marea.nation == "Spain");
  CHECK(marea.points == 9);
  CHECK(marea.cargo == 4);
  CHECK(marea.move == "S+L");
  REQUIRE(marea.cannons.size() == 3);
  CHECK(qm::pirates::cannon_text(marea.cannons[1]) == "2L");
  CHECK(card_checked(marea));
  CHECK(card_entry_text(marea) ==
        "{name: \"Marea Baja\", card: \"QM-001\", type: ship, nation: \"Spain\", points: 9, "
        "masts: [3S, 2L, 3S], cargo: 4, move: S+L, class: [Schooner], abilities: [{mod: {roll: "
        "board, by: 2}}]}");
  // A quoted flavour text over two lines: the next row starts two lines on.
  const Card& kestrel = card_at(cards, 3);
  CHECK(kestrel.move == "L+S");
  CHECK(card_checked(kestrel));
  const Card& amelie = card_at(cards, 5);
  CHECK(amelie.kind == CardKind::Crew);
  REQUIRE(amelie.sentences.size() == 2);
  CHECK(amelie.sentences[0].entries == std::vector<std::string>{"{build: {link: \"Kestrel\"}}"});
  CHECK(amelie.sentences[1].entries == std::vector<std::string>{"captain"});
  const Card& pell = card_at(cards, 18);
  CHECK(pell.sentences.at(0).entries ==
        std::vector<std::string>{"{build: {link: {nation: England}}}"});
  CHECK(card_checked(pell));
  // A few cards print "All French Ships".
  const std::vector<Card> ships = read_cards(
      "Faction,#,Rarity,Type,Name,Point Cost,Masts,Cargo,Base Move,Cannons,Link,Ability\n"
      "French,QM-090,,Crew,Marc Lenoir,3,,,,,All French Ships,Captain.\n");
  REQUIRE(ships.size() == 1);
  CHECK(ships[0].sentences.at(0).entries ==
        std::vector<std::string>{"{build: {link: {nation: France}}}"});
  // A hull class whose rules are not known: checked only when counted as a label.
  const Card& belle = card_at(cards, 7);
  CHECK(!card_checked(belle));
  CHECK(card_checked(belle, true));
  // Unmodelled text, a move that is not a base move of the rules.
  CHECK(card_at(cards, 8).sentences.at(1).kind == EntryKind::Unmodelled);
  CHECK(card_at(cards, 11).move_unmodelled);
  CHECK(card_checked(card_at(cards, 12)));  // the firepot and its printed fire rules
  // A fort's cost in gold and its flags; a story row is no piece.
  const Card& fort = card_at(cards, 16);
  CHECK(fort.kind == CardKind::Fort);
  CHECK(fort.cost == 3);
  CHECK(fort.cannons.size() == 3);
  CHECK(card_at(cards, 17).kind == CardKind::Other);
  CHECK(!card_at(cards, 14).released);
}

TEST_CASE("cards: the wordings a few cards print read as the vocabulary reads the common ones",
          "[pirates][cards]") {
  const std::vector<Card> cards = sample_cards();
  using Entries = std::vector<std::string>;
  // One crew both placed face up and kept from elimination: two entries.
  const Card& anselm = card_at(cards, 20);
  REQUIRE(anselm.sentences.size() == 1);
  CHECK(anselm.sentences[0].entries ==
        Entries{"{build: {face-up: true}}", "{immune: {to: crew-loss}}"});
  CHECK(card_checked(anselm));
  // A no-break space after a stop ends the sentence; "+ S" is "+S".
  const Card& vent = card_at(cards, 21);
  REQUIRE(vent.sentences.size() == 3);
  CHECK(vent.sentences[0].entries == Entries{"{class: Schooner}"});
  CHECK(vent.sentences[1].entries == Entries{"{stat: {move: +L, if: {within: {S: enemy}}}}"});
  CHECK(vent.sentences[2].entries == Entries{"{stat: {move: +S, if: {masts: all}}}"});
  CHECK(card_checked(vent));
  const Card& hettie = card_at(cards, 22);
  REQUIRE(hettie.sentences.size() == 2);
  CHECK(hettie.sentences[0].entries == Entries{"{immune: {to: crew-loss, instead: home}}"});
  CHECK(hettie.sentences[1].entries == Entries{"{stat: {cargo: +1, to: {fleet: same-nation}}}"});
  // Two sentences, one entry; a count of two treasures taken.
  const Card& widow = card_at(cards, 23);
  REQUIRE(widow.sentences.size() == 2);
  CHECK(widow.sentences[0].entries == Entries{"{immune: {to: sink}}"});
  CHECK(widow.sentences[1].entries ==
        Entries{"{take: {from: touching, count: 2, random: true, once: turn}}"});
  // The list's few German cards read as their English twins.
  const Card& mowe = card_at(cards, 24);
  REQUIRE(mowe.sentences.size() == 2);
  CHECK(mowe.sentences[0].entries == Entries{"{immune: {to: hit, from: {range: L}}}"});
  CHECK(mowe.sentences[1].entries ==
        Entries{"{mod: {roll: cannon, by: 1, to: attackers, vs: {nation: England}}}"});
}

TEST_CASE("cards: the shapes the vocabulary gives an entry read as that entry",
          "[pirates][cards]") {
  const std::vector<Card> cards = sample_cards();
  using Entries = std::vector<std::string>;
  // A chainshot "within S" without "of her": the keyword, its two printed rules reminders.
  const Card& paulette = card_at(cards, 25);
  REQUIRE(paulette.sentences.size() == 3);
  CHECK(paulette.sentences[0].entries == Entries{"chainshot-specialist"});
  CHECK(paulette.sentences[1].kind == EntryKind::Reminder);
  CHECK(paulette.sentences[2].kind == EntryKind::Reminder);
  CHECK(card_checked(paulette));
  // A sea creature's wordings of the ships' push and "faster near a friend" texts.
  const Card& leviathan = card_at(cards, 26);
  CHECK(leviathan.kind == CardKind::Creature);
  REQUIRE(leviathan.sentences.size() == 3);
  CHECK(leviathan.sentences[1].entries ==
        Entries{"{when: {event: action, instead: move, roll: 5, effect: {push: {move: S}}}}"});
  CHECK(leviathan.sentences[2].entries == Entries{"{stat: {move: +S, if: {within: {L: friend}}}}"});
  CHECK(card_checked(leviathan, true));
  // The vocabulary's `swap-crew` effect and a `take` from a friendly ship.
  const Card& gatherer = card_at(cards, 27);
  REQUIRE(gatherer.sentences.size() == 2);
  CHECK(gatherer.sentences[0].entries == Entries{"{when: {event: explore, effect: swap-crew}}"});
  CHECK(gatherer.sentences[1].entries ==
        Entries{"{take: {from: {friend-within: L}, count: 1, once: turn}}"});
  CHECK(card_checked(gatherer));
  // A `take` from a wild island onto a friendly ship.
  const Card& warden = card_at(cards, 28);
  REQUIRE(warden.sentences.size() == 2);
  CHECK(warden.sentences[1].entries ==
        Entries{"{take: {from: {island-within: S}, to: {friend-within: S}, count: 1}}"});
  CHECK(card_checked(warden, true));
  // A boarding bonus of +2 instead against a submarine: +1 against every opponent and +1 more
  // against the class Submarine, which a submarine's keyword gives it beside its `ruling`.
  const auto sub = read_ability_text(
      "This ship gets +1 to her boarding rolls. She gets +2 instead if her opponent is a "
      "submarine.");
  REQUIRE(sub.size() == 1);
  CHECK(sub[0].kind == EntryKind::Checked);
  CHECK(sub[0].entries == Entries{"{mod: {roll: board, by: 1}}",
                                  "{mod: {roll: board, by: 1, vs: {class: Submarine}}}"});
  const auto both = read_ability_text(
      "This ship gets +1 to her boarding rolls. She gets +2 instead if her opponent is a sea "
      "monster or submarine.");
  REQUIRE(both.size() == 1);
  CHECK(both[0].entries == Entries{"{mod: {roll: board, by: 1}}",
                                   "{mod: {roll: board, by: 1, vs: {kind: creature}}}",
                                   "{mod: {roll: board, by: 1, vs: {class: Submarine}}}"});
  const auto keyword = read_ability_text("Submarine.");
  REQUIRE(keyword.size() == 1);
  CHECK(keyword[0].kind == EntryKind::Unmodelled);
  CHECK(keyword[0].entries ==
        Entries{"{class: Submarine}",
                "{ruling: \"Submarine.\", affects: [move, shoot, ram, board]}"});
  // What the vocabulary's expressions cannot say stays unmodelled: a submarine bonus of other
  // numbers than "+1, +2 instead" or printed alone.
  CHECK(read_ability_text("She gets +3 instead if her opponent is a submarine.").at(0).kind ==
        EntryKind::Unmodelled);
  const auto other = read_ability_text(
      "This ship gets +2 to her boarding rolls. She gets +3 instead if her opponent is a "
      "submarine.");
  REQUIRE(other.size() == 2);
  CHECK(other[1].kind == EntryKind::Unmodelled);
}

TEST_CASE("cards: a row that cannot be read is reported with its line, its figures not guessed",
          "[pirates][cards]") {
  const std::vector<Card> cards = sample_cards();
  const Card& masts = card_at(cards, 9);
  CHECK(masts.problem == "Masts 3 but 2 cannon(s) ('3S-3S'): a mast has one cannon");
  CHECK(masts.cannons.empty());
  CHECK(!masts.points);
  const Card& gun = card_at(cards, 10);
  CHECK(gun.problem.find("'7S' is not a cannon") != std::string::npos);
  const std::string report = report_text(cards);
  CHECK(report.find("line 9: QM-007 Broken Mast (ship, Spain): NOT READ: Masts 3 but 2") !=
        std::string::npos);
  const std::string file = card_file_text(cards);
  CHECK(file.find("# line 10: QM-008 'Bad Gun' not read:") != std::string::npos);
  CHECK(file.find("\"Bad Gun\"") == std::string::npos);
}

TEST_CASE("cards: the coverage of the sample list", "[pirates][cards]") {
  const Coverage c = coverage_of(sample_cards());
  CHECK(c.rows == 32);
  CHECK(c.rows_checked == 23);
  CHECK(c.rows_checked_labels == 26);
  CHECK(c.rows_unmodelled == 4);
  CHECK(c.unreadable == 2);
  CHECK(c.distinct == 30);  // the unreleased card and a reprint left out
  CHECK(c.distinct_checked == 21);
  CHECK(c.distinct_checked_labels == 24);
  CHECK(coverage_text(c).rfind("Coverage: 23 of 32 ship and crew rows (71.9%) and 21 of 30 "
                               "distinct released cards (70.0%)",
                               0) == 0);
}

TEST_CASE("cards: the card file is YAML a record's reader accepts", "[pirates][cards]") {
  const std::string file = card_file_text(sample_cards());
  int documents = 0;
  qm::parse_yaml_documents(file, [&](qm::YamlDocument& doc) {
    ++documents;
    REQUIRE(doc.ok);
    REQUIRE(doc.root.is_sequence());
    CHECK(doc.root.items.size() == 31);  // every piece row but the two not read
    for (const qm::YNode& card : doc.root.items)
      if (const qm::YNode* abilities = card.find("abilities"))
        for (const qm::YNode& e : abilities->items) {
          qm::pirates::AbilitySet set;
          CHECK_NOTHROW(qm::pirates::read_ability_entry(e, {0, -1}, 2, set));
        }
  });
  CHECK(documents == 1);
}

TEST_CASE("cards: input that is not a CSV of the list's layout names its line and column",
          "[pirates][cards]") {
  try {
    read_csv("a,b\n1,\"open\n2,3\n");
    FAIL("a quote never closed was read");
  } catch (const qm::RecordError& e) {
    CHECK(e.pos().line == 2);
    CHECK(e.pos().column == 3);
    CHECK(std::string(e.what()).find("not closed") != std::string::npos);
  }
  try {
    read_csv("a,b\n\"x\"y,2\n");
    FAIL("text after a closing quote was read");
  } catch (const qm::RecordError& e) {
    CHECK(e.pos().line == 2);
    CHECK(e.pos().column == 4);
  }
  try {
    read_cards("Name,Points\nRevenge,5\n");
    FAIL("a CSV of another layout was read");
  } catch (const qm::RecordError& e) {
    CHECK(e.pos().line == 1);
    CHECK(std::string(e.what()).find("the column 'Faction' is missing") != std::string::npos);
  }
  const auto rows = read_csv("a,\"b,\"\"c\"\"\"\r\n\r\n1,2");
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].fields[1].text == "b,\"c\"");
  CHECK(rows[1].line == 3);
}

TEST_CASE(
    "cards: qm cards prints each card and the coverage, writes the card file, and "
    "refuses a broken list with exit 3",
    "[pirates][cards][cli]") {
  TempDir dir;
  const std::string out = (dir.path() / "cards.yaml").string();
  const RunResult run = run_qm({"cards", "tests/pirates/cards-sample.csv", "--out", out});
  CHECK(run.exit_code == 0);
  CHECK(run.out.find("line 2: QM-001 Marea Baja (ship, Spain): points 9, masts 3 [3S 2L 3S], "
                     "cargo 4, move S+L") != std::string::npos);
  CHECK(run.out.find("\"This ship sings sea shanties at dawn.\" -> {ruling: \"This ship sings "
                     "sea shanties at dawn.\", affects: [all]} UNMODELLED") != std::string::npos);
  CHECK(run.out.find("Coverage: 23 of 32") != std::string::npos);
  CHECK(file_text(out).find("- {name: \"Kestrel\"") != std::string::npos);
  const RunResult summary = run_qm({"cards", "--summary", "tests/pirates/cards-sample.csv"});
  CHECK(summary.out.rfind("Coverage: ", 0) == 0);
  const std::string broken = dir.write("broken.csv", "Faction,#,Type\nPirate,\"P-1,Ship\n");
  const RunResult bad = run_qm({"cards", broken});
  CHECK(bad.exit_code == 3);
  CHECK(bad.err == broken +
                       ":2:8: a quoted field is not closed: a '\"' is missing before the "
                       "end of the file\n");
  const std::string other = dir.write("other.csv", "Name,Points\nRevenge,5\n");
  const RunResult layout = run_qm({"cards", other});
  CHECK(layout.exit_code == 3);
  CHECK(layout.err.rfind(other + ":1:1: expected the header of the community card list", 0) == 0);
  // A missing list, and a directory, are refused with exit 3 before anything is read.
  const RunResult missing = run_qm({"cards", dir.path().string() + "/none.csv"});
  CHECK(missing.exit_code == 3);
  CHECK(missing.err.find("none.csv") != std::string::npos);
  const RunResult directory = run_qm({"cards", dir.path().string()});
  CHECK(directory.exit_code == 3);
}
