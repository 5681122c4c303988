// `qm adjudicate`, `qm replay --ruling` and the `rulings:` header field
// (docs/adjudication.md): the two rulings side by side and what differs, the JSON shapes,
// the header read and checked, the option's errors, and the exit statuses.
#include <catch2/catch.hpp>

#include <algorithm>

#include "pirates_support.h"
#include "record/canonical.h"
#include "replay/adjudicate.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// Anna passes at move 3 (one-action). Standing, the pass is her turn and the record
// replays; struck, it is still her turn and Bruno's draw at move 4 is turn-order.
const char* const kPassRecord = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5
  - Bruno draw
  - Anna pass
  - Bruno draw
)";

std::string with_rulings(const std::string& rulings) {
  std::string yaml = kPassRecord;
  return yaml.insert(yaml.find("moves:"), "rulings: " + rulings + "\n");
}

qm::Adjudication adjudicate_yaml(const std::string& yaml, int move = 0) {
  qm::Replay r = replay_yaml(yaml);
  REQUIRE(r.record);
  qm::Replayer replayer;
  return qm::adjudicate(replayer, *r.record, move);
}

}  // namespace

TEST_CASE("adjudicate: the first illegal move, standing and struck", "[adjudicate]") {
  qm::Adjudication a = adjudicate_yaml(kPassRecord);
  REQUIRE(a.move == 3);
  CHECK(a.violation.rule == "one-action");
  CHECK(a.violation.player == "Anna");
  CHECK(a.line == line_of(kPassRecord, "Anna pass"));
  CHECK(a.stands.status == qm::Status::Valid);
  REQUIRE(a.struck.violation);
  CHECK(a.struck.violation->move == 4);
  CHECK(a.struck.violation->rule == "turn-order");
  bool status_differs = false;
  for (const qm::RulingDifference& d : a.differences) status_differs |= d.field == "status";
  CHECK(status_differs);

  std::string text = qm::adjudication_text(a);
  CHECK(contains_nocase(text, "move 3, Anna: one-action"));
  CHECK(contains_nocase(text, "If it stands"));
  CHECK(contains_nocase(text, "If it is struck"));
  CHECK(contains_nocase(text, "the rest of the record replays: valid"));
  CHECK(contains_nocase(text, "move 4, Bruno: turn-order"));
}

TEST_CASE("adjudicate: the JSON object in the shapes of the replay report", "[adjudicate][json]") {
  qm::Json j = qm::adjudication_json(adjudicate_yaml(kPassRecord));
  std::vector<std::string> keys;
  for (auto& [key, value] : j.items()) keys.push_back(key);
  CHECK(keys == std::vector<std::string>{"record", "document", "id", "game", "move", "line",
                                         "player", "rule", "message", "why_none", "as_recorded",
                                         "stands", "struck", "differences"});
  CHECK(j["move"] == 3);
  CHECK(j["rule"] == "one-action");
  CHECK(j["why_none"].is_null());
  for (const char* side : {"as_recorded", "stands", "struck"}) {
    INFO(side);
    for (const char* field : {"record", "status", "violation", "scores", "winners", "captures"})
      CHECK(j[side].contains(field));
  }
  CHECK(j["stands"]["status"] == "valid");
  CHECK(j["stands"]["rulings"][0]["ruling"] == "stands");
  CHECK(j["stands"]["rulings"][0]["applied"] == true);
  CHECK(j["struck"]["rulings"][0]["ruling"] == "struck");
  CHECK(j["struck"]["violation"]["rule"] == "turn-order");
  REQUIRE(j["differences"].is_array());
  REQUIRE(!j["differences"].empty());
  for (const qm::Json& d : j["differences"]) {
    CHECK(d.contains("field"));
    CHECK(d["text"].is_string());
  }
}

TEST_CASE("adjudicate: the captures that differ are named", "[adjudicate]") {
  // Struck, Anna's attack at move 3 never happens: Bruno leads @1 and captures it.
  const char* yaml = R"(
format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno, Carla]
moves:
  - Anna merchant m5
  - Bruno attack @1 gold-3
  - Carla captain @1 blue
  - Anna draw
  - Bruno draw
  - Carla draw
)";
  qm::Adjudication a = adjudicate_yaml(yaml);
  REQUIRE(a.move == 3);
  bool named = false;
  for (const qm::RulingDifference& d : a.differences)
    named |= d.field == "captures" && contains_nocase(d.text, "only if it stands: @1 (5 gold");
  CHECK(named);
}

TEST_CASE("adjudicate: nothing to rule on", "[adjudicate]") {
  const std::string valid =
      std::string(kPassRecord).replace(std::string(kPassRecord).find("Anna pass"), 9, "Anna draw");
  qm::Adjudication a = adjudicate_yaml(valid);
  CHECK(a.move == 0);
  CHECK(contains_nocase(a.why_none, "no illegal move"));
  // A move that broke no rule.
  qm::Adjudication legal = adjudicate_yaml(kPassRecord, 2);
  CHECK(legal.move == 0);
  CHECK(contains_nocase(legal.why_none, "move 2 broke no rule"));
  // Only the claimed result is wrong: checked after the last move.
  qm::Adjudication end = adjudicate_yaml(valid + "result: {Anna: 9, Bruno: 0}\n");
  CHECK(end.move == 0);
  CHECK(contains_nocase(end.why_none, "result-mismatch after the last move"));
}

TEST_CASE("rulings: the header's rulings are applied and reported", "[ruling][header]") {
  qm::Replay r = replay_yaml(with_rulings("[{move: 3, ruling: stands, note: too late}]"));
  require_valid(r);
  qm::Json j = qmtest::report(r)["rulings"];
  REQUIRE(j.size() == 1);
  CHECK(j[0] == qm::Json{{"move", 3},
                         {"ruling", "stands"},
                         {"rule", "one-action"},
                         {"applied", true},
                         {"why_not", nullptr},
                         {"note", "too late"},
                         {"from", "record"}});
  // The command line overrides the record for the same move.
  qm::ReplayOptions struck;
  struck.rulings.push_back(qm::Ruling{3, qm::RulingKind::Struck, "", {}});
  qm::Replay over = replay_yaml(with_rulings("[{move: 3, ruling: stands}]"), struck);
  REQUIRE(over.violation);
  CHECK(over.violation->move == 4);
  CHECK(over.violation->rule == "turn-order");
  CHECK(qmtest::report(over)["rulings"][0]["from"] == "command line");
  CHECK(qmtest::report(over)["rulings"][0]["ruling"] == "struck");
  // A ruling on a legal move is reported, not ignored.
  qm::Replay legal = replay_yaml(with_rulings("[{move: 1, ruling: struck}]"));
  qm::Json entry = qmtest::report(legal)["rulings"][0];
  CHECK(entry["applied"] == false);
  CHECK(entry["rule"].is_null());
  CHECK(contains_nocase(entry["why_not"].get<std::string>(), "move 1 broke no rule"));
  // A record without rulings has no "rulings" field: the report is as before.
  CHECK_FALSE(qmtest::report(replay_yaml(kPassRecord)).contains("rulings"));
}

TEST_CASE("rulings: a record's rulings do not change its default id", "[ruling][header]") {
  CHECK(replay_yaml(kPassRecord).record->id ==
        replay_yaml(with_rulings("[{move: 3, ruling: struck}]")).record->id);
}

namespace {

// The record with `rulings` is unreadable, at the line of its `rulings:` field.
void require_bad_rulings(const std::string& rulings, const char* says) {
  const std::string yaml = with_rulings(rulings);
  require_unreadable(replay_yaml(yaml), line_of(yaml, "rulings:"), says);
}

}  // namespace

TEST_CASE("rulings: a malformed rulings field is unreadable, with its line", "[ruling][header]") {
  require_bad_rulings("[{move: 3, ruling: upheld}]", "a ruling is 'stands' or 'struck'");
  require_bad_rulings("[{move: 9, ruling: struck}]", "a move number from 1 to 4");
  require_bad_rulings("[{move: 3}]", "needs 'move' and 'ruling'");
  require_bad_rulings("[{move: 3, ruling: struck, by: me}]", "not 'by'");
  require_bad_rulings("{3: struck}", "must be a list");
  require_bad_rulings("[{move: 3, ruling: struck}, {move: 3, ruling: stands}]", "two rulings");
}

TEST_CASE("qm adjudicate and --ruling on the command line", "[adjudicate][cli]") {
  const std::string loot = "tests/rulings/loot-ruling.yaml";
  RunResult text = run_qm({"adjudicate", loot, "--move", "4"});
  CHECK(text.exit_code == 0);
  CHECK(contains_nocase(text.out, "attack-second-colour"));
  CHECK(contains_nocase(text.out, "If it is struck"));
  RunResult json = run_qm({"adjudicate", loot, "--move", "4", "--format", "json"});
  CHECK(json.exit_code == 0);
  qm::Json j = qm::Json::parse(json.out);
  CHECK(j["stands"]["status"] == "valid");
  CHECK(j["struck"]["status"] == "illegal");
  // The record's ruling stands; the command line strikes it instead.
  RunResult replay = run_qm({"replay", loot, "--ruling", "4=struck", "--format", "json"});
  CHECK(replay.exit_code == 1);
  CHECK(qm::Json::parse(replay.out)["rulings"][0]["from"] == "command line");
  RunResult audit = run_qm({"audit", loot});
  CHECK(audit.exit_code == 0);
  CHECK(contains_nocase(audit.out, "Rulings:"));
  CHECK(contains_nocase(audit.out, "ruling on move 4 (attack-second-colour): stands, applied"));
  // Nothing to rule on: a valid record.
  RunResult none = run_qm({"adjudicate", "records/loot/harbour-lane-2026-03-07-g1.yaml"});
  CHECK(none.exit_code == 0);
  CHECK(contains_nocase(none.out, "nothing to adjudicate"));
}

TEST_CASE("bad values of replay --ruling and adjudicate --move are usage errors",
          "[adjudicate][cli]") {
  const std::string loot = "tests/rulings/loot-ruling.yaml";
  for (const auto& [value, says] : std::vector<std::pair<std::string, std::string>>{
           {"4", "must be N=stands or N=struck"},
           {"0=stands", "must be a whole number from 1"},
           {"x=stands", "must be a whole number from 1"},
           {"4=maybe", "'stands' or 'struck', not maybe"}}) {
    INFO(value);
    RunResult r = run_qm({"replay", loot, "--ruling", value});
    CHECK(r.exit_code == 2);
    CHECK(contains_nocase(r.err, says));
  }
  RunResult past = run_qm({"adjudicate", loot, "--move", "99"});
  CHECK(past.exit_code == 2);
  CHECK(contains_nocase(past.err, "the record has 7 moves"));
  CHECK(run_qm({"adjudicate", loot, "--move", "0"}).exit_code == 2);
}

namespace {

// Bruno's B1 (3L, 3L) fires both cannon at Anna's A2 (3S, 3S, 4L) from 110 mm: 90 from
// A2's edge, beyond an L cannon's 85.8 (shoot-range at move 2). Both hit: standing, the
// shot takes A2's masts 3 and 2; struck, A2 keeps all three. Nobody's gold changes.
std::string pirates_shot_out_of_range() {
  return pirates_position(
      {{"A2", "{x: 400, y: 380, heading: 0}"}, {"B1", "{x: 510, y: 380, heading: 180}"}},
      "  - Bruno turn\n  - Bruno shoot B1 1>A2:5h 2>A2:6h\n  - Anna turn\n", "Bruno");
}

}  // namespace

TEST_CASE("adjudicate: what a ruling does to the table is among the differences",
          "[adjudicate][table]") {
  qm::Adjudication a = adjudicate_yaml(pirates_shot_out_of_range());
  REQUIRE(a.move == 2);
  CHECK(a.violation.rule == "shoot-range");
  CHECK(a.stands.status == qm::Status::Valid);
  CHECK(a.struck.status == qm::Status::Valid);
  // The scores and winners are the same: only the table tells the rulings apart.
  const qm::RulingDifference* masts = nullptr;
  for (const qm::RulingDifference& d : a.differences)
    if (d.field == "table" && d.part == "ships/A2/masts") masts = &d;
  REQUIRE(masts);
  CHECK(masts->side == "A2");
  CHECK(masts->text ==
        "A2's masts: 1 standing (3S; lost: 3S 4L) if it stands, 3 standing (3S 3S 4L) if it is "
        "struck");
  for (const qm::RulingDifference& d : a.differences) {
    INFO(d.text);
    CHECK(d.text.find('{') == std::string::npos);  // words, not JSON
  }

  const std::string text = qm::adjudication_text(a);
  INFO(text);
  CHECK_FALSE(contains_nocase(text, "nothing: both rulings end the same"));
  CHECK(contains_nocase(text, "on the table at the end"));
  CHECK(contains_nocase(text, "A2's masts: 1 standing"));

  const qm::Json j = qm::adjudication_json(a);
  bool listed = false;
  for (const qm::Json& d : j["differences"])
    listed |= d["field"] == "table" && d["part"] == "ships/A2/masts" &&
              d["stands"][2]["standing"] == false && d["struck"][2]["standing"] == true;
  CHECK(listed);
}

TEST_CASE("adjudicate: a card game's hands and captures on the table", "[adjudicate][table]") {
  // The pass stands: Anna's turn is spent, Bruno draws at move 4. Struck: the record stops
  // at move 4, so Bruno never draws: his hand and the deck differ.
  qm::Adjudication a = adjudicate_yaml(kPassRecord);
  REQUIRE(a.move == 3);
  std::vector<std::string> texts;
  std::string all;
  for (const qm::RulingDifference& d : a.differences)
    if (d.field == "table") {
      texts.push_back(d.text);
      all += d.text + "\n";
    }
  INFO(all);
  auto has = [&](const std::string& part) {
    return std::any_of(texts.begin(), texts.end(),
                       [&](const std::string& t) { return contains_nocase(t, part); });
  };
  CHECK(has("Bruno's hand size: 8 if it stands, 7 if it is struck"));
  CHECK(has("deck: "));
}

TEST_CASE("qm state and qm report take --ruling; a ruled record's page shows both outcomes",
          "[adjudicate][ruling][cli]") {
  TempDir dir;
  const std::string shot = dir.write("shot.yaml", pirates_shot_out_of_range());
  // The table after the disputed shot, standing: A2 has lost masts 3 and 2.
  RunResult state = run_qm({"state", shot, "--ruling", "2=stands", "--format", "json"});
  INFO(state.out << state.err);
  REQUIRE(state.exit_code == 0);
  const qm::Json table = qm::Json::parse(state.out)["table"];
  for (const qm::Json& ship : table["ships"])
    if (ship["id"] == "A2") CHECK(ship["masts"][2]["standing"] == false);
  CHECK(run_qm({"state", shot, "--ruling", "2=struck"}).exit_code == 0);
  CHECK(run_qm({"state", shot, "--ruling", "2=maybe"}).exit_code == 2);

  // A page of the record ruled on the command line, and of one that carries its ruling.
  const std::string page = (dir.path() / "page.html").string();
  RunResult report = run_qm({"report", shot, "--ruling", "2=stands", "--out", page});
  INFO(report.out << report.err);
  CHECK(report.exit_code == 0);
  std::string html = file_text(page);
  CHECK(contains_nocase(html, "The referee&#39;s rulings"));
  CHECK(contains_nocase(html, "id=\"adjudication-1-2\""));
  CHECK(contains_nocase(html, "If it stands (applied as played)"));
  CHECK(contains_nocase(html, "If it is struck"));
  CHECK(contains_nocase(html, "A2&#39;s masts: 1 standing"));

  const std::string ruled = (dir.path() / "ruled.html").string();
  REQUIRE(run_qm({"report", "tests/rulings/loot-ruling.yaml", "--out", ruled}).exit_code == 0);
  html = file_text(ruled);
  CHECK(contains_nocase(html, "ruling on move 4 (attack-second-colour): stands, applied"));
  CHECK(contains_nocase(html, "id=\"adjudication-1-4\""));
  CHECK(contains_nocase(html, "illegal at move 5 (turn-order) if it is struck"));
  // --ruling is for records, not for the league site.
  CHECK(run_qm({"report", "--db", (dir.path() / "x.db").string(), "--out",
                (dir.path() / "site").string(), "--ruling", "2=stands"})
            .exit_code == 2);
}

TEST_CASE("--help shows --ruling's value once", "[ruling][cli]") {
  for (const char* command : {"replay", "audit", "state", "report"}) {
    RunResult help = run_qm({command, "--help"});
    INFO(command << ": " << help.out);
    CHECK(help.exit_code == 0);
    CHECK(contains_nocase(help.out, "--ruling N=stands|struck ..."));
    CHECK_FALSE(contains_nocase(help.out, "N=stands|struck:"));
  }
}
