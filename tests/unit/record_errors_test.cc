// Issue 13's record-reading defects: every unreadable problem of a record (up to a limit),
// columns in characters, a wrongly indented move line folded into the one before, a `#`
// comment that cut a move short, and the nearest name on a typo.
#include <catch2/catch.hpp>
#include <sstream>

#include "record/columns.h"
#include "record/plain_text_layout.h"
#include "record/suggest.h"
#include "test_support.h"

using namespace qmtest;

namespace {

const char* const kErrorsHeader = R"(format: 1
game: loot
ruleset: loot/standard
players: [Anna, Jürgen, Bruno]
moves:
)";

std::string loot_record(const std::string& moves) { return kErrorsHeader + moves; }

// An Einauge header for a move with a typo.
const std::string kEinaugeTypos = R"(format: 1
game: einauge
ruleset: einauge/standard
players: [Dora, Ewan, Fiona]
removed: [green, purple]
display: [blue-4, blue-7, red-5, orange-8, blue-6, black-5]
desk: [orange-3]
moves:
)";

// Every problem's message, one a line: a header a test leaves short may come first.
std::string every_message(const std::string& yaml) {
  qm::Replay r = replay_yaml(yaml);
  std::string all;
  for (const qm::ReadError& e : r.errors) all += e.message + "\n";
  return all;
}

}  // namespace

TEST_CASE("columns count characters, not bytes", "[record][errors]") {
  CHECK(qm::count_chars("Jürgen") == 6);
  CHECK(qm::char_column("  - Jürgen attack", 12) == 12);  // byte 12 is the `a` of attack
  CHECK(qm::char_column("x\n  - Jürgen attack", 14) == 12);
  CHECK(qm::char_column("abc", 0) == 1);
  // The counter the YAML reader uses gives the same columns, asked in order or not.
  const std::string_view text = "x\n  - Jürgen attack\n  - Siobhán draw";
  qm::CharColumnCounter counter(text);
  for (std::size_t offset : {0, 2, 14, 16, 22, 30, 14, 35, 3})
    CHECK(counter.column(offset) == qm::char_column(text, offset));

  qm::Replay r = replay_yaml(loot_record("  - Anna merchant m5\n  - Jürgen atack @1 blue-2\n"));
  INFO(describe(r));
  REQUIRE(r.error);
  CHECK(r.error->pos.line == 7);
  CHECK(r.error->pos.column == 12);  // was 13: the bytes of `ü` counted twice
  CHECK(qmtest::report(r)["error"]["column"] == 12);
}

TEST_CASE("a record with several mistakes reports each, in the order read", "[record][errors]") {
  qm::Replay r =
      replay_yaml(loot_record("  - Anna merchant m5\n"
                              "  - Jürgen atack @1 blue-2\n"
                              "  - Bruno draw\n"
                              "  - Anna discard m9\n"
                              "  - Jurgen draw\n"
                              "  - Bruno draw\n"));
  INFO(describe(r));
  CHECK(r.status == qm::Status::Unreadable);
  REQUIRE(r.errors.size() == 3);
  CHECK(r.errors[0].pos.line == 7);
  CHECK(r.errors[1].pos.line == 9);
  CHECK(r.errors[1].pos.column == 18);
  CHECK(r.errors[2].pos.line == 10);
  CHECK(contains_nocase(r.errors[0].message, "unknown verb 'atack'"));
  CHECK(contains_nocase(r.errors[1].message, "unknown card 'm9'"));
  // m2 and m8 are as near as each other: the whole family is named, not a guess.
  CHECK(contains_nocase(r.errors[1].message, "(did you mean m2, m3, m4, m5, m6, m7 or m8?)"));
  CHECK(contains_nocase(r.errors[2].message, "unknown player 'Jurgen'"));
  REQUIRE(r.error);
  CHECK(r.error->message == r.errors[0].message);
  CHECK(r.errors_left_off == 0);

  SECTION("JSON: `error` is the first, as the format has it; `errors` lists them all") {
    qm::Json j = qmtest::report(r);
    CHECK(j["error"]["line"] == 7);
    REQUIRE(j["errors"].size() == 3);
    CHECK(j["errors"][0] == j["error"]);
    CHECK(j["errors"][2]["line"] == 10);
    CHECK_FALSE(j.contains("errors_left_off"));
  }
}

TEST_CASE("the header's problems are each reported, and the moves are still read",
          "[record][errors]") {
  qm::Replay r = replay_yaml(R"(format: 2
game: loot
ruleset: loot/standard
date: 2026-13-01
players: [Anna, Bruno]
moves:
  - Anna merchant m5
  - Bruno atack @1 blue-2
)");
  INFO(describe(r));
  REQUIRE(r.errors.size() == 3);
  CHECK(r.errors[0].pos.line == 1);  // the first, as before: `error` does not change
  CHECK(contains_nocase(r.errors[0].message, "format 2"));
  CHECK(r.errors[1].pos.line == 4);
  CHECK(contains_nocase(r.errors[1].message, "ISO date"));
  CHECK(r.errors[2].pos.line == 8);
  CHECK(contains_nocase(r.errors[2].message, "did you mean 'attack'"));
}

TEST_CASE("a valid record's report has no `errors`", "[record][errors]") {
  qm::Replay r = replay_yaml(loot_record("  - Anna draw\n"));
  CHECK(r.errors.empty());
  CHECK_FALSE(qmtest::report(r).contains("errors"));
}

TEST_CASE("at most 20 problems are listed, the rest counted", "[record][errors]") {
  std::string moves;
  for (int i = 0; i < 25; ++i) moves += "  - Anna frob\n";
  qm::Replay r = replay_yaml(loot_record(moves));
  CHECK(r.errors.size() == qm::kMaxReadErrors);
  CHECK(r.errors_left_off == 5);
  CHECK(qmtest::report(r)["errors_left_off"] == 5);
}

TEST_CASE("a rule violation still stops the replay at the first", "[record][errors]") {
  // Move 2 attacks a merchant that is not at sea (illegal); move 3 is unreadable but is
  // never reached.
  qm::Replay r =
      replay_yaml(loot_record("  - Anna draw\n  - Jürgen attack @4 blue-2\n"
                              "  - Bruno frob\n"));
  INFO(describe(r));
  CHECK(r.status == qm::Status::Illegal);
  CHECK(r.errors.empty());
}

TEST_CASE("a wrongly indented move line: its own line, and 'check its indentation'",
          "[record][errors]") {
  qm::Replay r =
      replay_yaml(loot_record("  - Anna merchant m5\n"
                              "  - Jürgen attack @1 blue-2\n"
                              "     - Bruno draw\n"
                              "  - Anna draw\n"));
  INFO(describe(r));
  REQUIRE(r.error);
  CHECK(r.error->pos.line == 8);    // was 7, at a column past the end of that line
  CHECK(r.error->pos.column == 6);  // the `-` of `     - Bruno draw`
  CHECK(contains_nocase(r.error->message, "line 8 is read as the rest of the move on line 7"));
  CHECK(contains_nocase(r.error->message, "check its indentation"));
}

TEST_CASE("a plain text over several lines: where each piece stands", "[record][errors]") {
  const std::string source = "moves:\n  - Anna attack\n      @1 blue-2  # x\n";
  const std::size_t start = source.find("Anna");
  const std::string value = "Anna attack @1 blue-2";
  std::optional<qm::PlainTextLayout> layout =
      qm::plain_text_layout(source, start, value, qm::SourcePos{2, 5});
  REQUIRE(layout);
  REQUIRE(layout->pieces.size() == 1);
  CHECK(layout->pieces[0].offset == value.find("@1"));
  CHECK(layout->pieces[0].pos.line == 3);
  CHECK(layout->pieces[0].pos.column == 7);
  CHECK(layout->comment == "# x");
  qm::SourcePos blue = qm::position_in_text(value, {2, 5}, &*layout, value.find("blue"));
  CHECK(blue.line == 3);
  CHECK(blue.column == 10);
  CHECK_FALSE(qm::plain_text_layout("a: Anna draw\n", 3, "Anna draw", {1, 4}));
}

TEST_CASE("a `#` that cut a move short is named, with the game's hint", "[record][errors]") {
  qm::Replay r =
      replay_yaml(loot_record("  - Anna merchant m5        # @1\n"
                              "  - Jürgen attack #1 green-3\n"));
  INFO(describe(r));
  REQUIRE(r.error);
  CHECK(contains_nocase(r.error->message, "missing argument"));
  CHECK(contains_nocase(r.error->message, "'#' starts a comment, so '#1 green-3' is not part"));
  CHECK(contains_nocase(r.error->message, "a merchant at sea is written @1, not #1"));

  SECTION("a remark after an unreadable move is not blamed") {
    qm::Replay remark = replay_yaml(loot_record("  - Anna merchant m9        # @1\n"));
    REQUIRE(remark.error);
    CHECK_FALSE(contains_nocase(remark.error->message, "starts a comment"));
  }
}

TEST_CASE("a typo of a card, player, verb or ruleset finds the nearest name", "[record][errors]") {
  const auto message_of = every_message;
  CHECK(contains_nocase(
      message_of(loot_record("  - Anna merchant m5\n  - Jürgen attack @1 gren-3\n")),
      "did you mean 'green-3'"));
  CHECK(contains_nocase(message_of(loot_record("  - Jurgen draw\n")), "did you mean 'Jürgen'"));
  CHECK(contains_nocase(message_of(loot_record("  - Anna drwa\n")), "did you mean 'draw'"));
  std::string ruleset = std::string(kErrorsHeader);
  ruleset.replace(ruleset.find("loot/standard"), 13, "loot/standrd");
  CHECK(contains_nocase(message_of(ruleset + "  - Anna draw\n"), "did you mean 'loot/standard'"));
  CHECK(
      contains_nocase(message_of(kEinaugeTypos + "  - Dora buyy blue-4\n"), "did you mean 'buy'"));
  // A Pirates record without its fleets: the moves are still read, player and verb.
  CHECK(contains_nocase(message_of(R"(format: 1
game: pirates
ruleset: pirates/standard
players: [Anna, Bruno]
moves:
  - Anna shot A1 1>B1:5h
)"),
                        "did you mean 'shoot'"));
}

TEST_CASE("a card typo with a number no card has names the family", "[record][errors]") {
  const auto message_of = every_message;
  // Loot's pirates are 1-4: `gren-5` is as near to green-1 as to green-4 (two edits each).
  const std::string gren =
      message_of(loot_record("  - Anna merchant m5\n  - Jürgen attack @1 gren-5\n"));
  INFO(gren);
  CHECK(contains_nocase(gren,
                        "unknown card 'gren-5' (did you mean green-1, green-2, green-3 or "
                        "green-4?)"));
  CHECK(contains_nocase(
      message_of(loot_record("  - Anna merchant m5\n  - Jürgen attack @1 blue-7\n")),
      "(did you mean blue-1, blue-2, blue-3 or blue-4?)"));
  // Names of different families equally near stay unguessed.
  CHECK(qm::did_you_mean_unique("gold-3", {"gold-2", "bold-3"}).empty());
  CHECK(qm::did_you_mean_unique("m9", {"m2", "m3", "m4", "m5", "m6", "m7", "m8", "x2", "x3"}) ==
        " (did you mean m2, m3, m4, m5, m6, m7 or m8?)");
  CHECK(qm::did_you_mean_unique("a0", {"a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"}) ==
        " (did you mean a1, …, a9?)");
  // Einauge: a colour typo finds the card.
  CHECK(contains_nocase(message_of(kEinaugeTypos + "  - Dora buy bleu-4\n"),
                        "unknown colour in card 'bleu-4' (did you mean 'blue-4'?)"));
}

TEST_CASE("qm replay prints one file:line:column line for each problem", "[record][errors][cli]") {
  TempDir dir;
  const std::string file = dir.write("several.yaml", loot_record("  - Anna merchant m5\n"
                                                                 "  - Jürgen atack @1 blue-2\n"
                                                                 "  - Anna discard m9\n"));
  RunResult run = run_qm({"replay", file});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 3);
  CHECK(run.out.find(file + ":7:12: unknown verb 'atack'") != std::string::npos);
  CHECK(run.out.find(file + ":8:18: unknown card 'm9'") != std::string::npos);

  RunResult validate = run_qm({"validate", file});
  CHECK(validate.exit_code == 3);
  CHECK(validate.out.find(file + ":8:18: unknown card 'm9'") != std::string::npos);
}
