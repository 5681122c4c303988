// `qm compare` on records: outcomes compared under two rulesets, and the first move where
// the two replays part, for known divergences (compare/record_compare.h).
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <cmath>

#include <map>
#include <sstream>

#include "compare/record_compare.h"
#include "record/yaml_tree.h"
#include "test_support.h"

namespace {

using qm::compare::Divergence;
using qm::compare::RecordComparison;

RecordComparison compare_text(const std::string& yaml, const std::string& a, const std::string& b) {
  qm::Replayer replayer;
  std::optional<RecordComparison> c;
  qm::parse_yaml_documents(qmtest::record_text(yaml), [&](qm::YamlDocument& doc) {
    if (!c) c = qm::compare::compare_document(replayer, doc, "inline.yaml", a, b);
  });
  REQUIRE(c);
  return *c;
}

// Partners Anna and Carla; Carla's admiral on Anna's merchant, which nobody attacks.
const char* const kAdmiralRecord = R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams:
  Sharks: [Anna, Carla]
  Gulls: [Bruno, Dario]
moves:
  - Anna merchant m5
  - Bruno draw
  - Carla admiral @1
  - Dario draw
)";

}  // namespace

TEST_CASE("compare: a record the same under both rulesets is not listed") {
  const RecordComparison c = compare_text(kAdmiralRecord, "loot/partnership", "loot/partnership");
  CHECK_FALSE(c.differs());
  CHECK_FALSE(c.divergence);
  CHECK(c.a == c.b);
}

TEST_CASE("compare: a move legal under one ruleset only is the divergence, with its line") {
  qmtest::TempDir dir;
  const std::string house = dir.write("admiral.yaml",
                                      "game: loot\nextends: loot/partnership\ndescription: "
                                      "test\noptions:\n  admiral_needs_attack: true\n");
  const RecordComparison c = compare_text(kAdmiralRecord, "loot/partnership", house);
  REQUIRE(c.differs());
  CHECK(c.what == std::vector<std::string>{"verdict"});  // nothing captured yet
  const qm::Json ja = qm::compare::outcome_json(c.a), jb = qm::compare::outcome_json(c.b);
  CHECK(ja["status"] == "valid");
  CHECK(jb["status"] == "illegal");
  CHECK(jb["violation"]["move"] == 3);
  CHECK(jb["violation"]["rule"] == "admiral-needs-attack");
  REQUIRE(c.divergence);
  CHECK(c.divergence->at == Divergence::At::Move);
  CHECK(c.divergence->move == 3);
  CHECK(c.divergence->line == qmtest::line_of(kAdmiralRecord, "Carla admiral"));
  CHECK(qmtest::contains_nocase(c.divergence->why, "under loot/partnership, legal"));
  CHECK(qmtest::contains_nocase(c.divergence->why, "admiral-needs-attack"));
}

// The report of one replay of `yaml` under `ruleset`, as `qm replay --format json` prints it.
qm::Json replay_report_of(const std::string& yaml, const std::string& ruleset) {
  qm::Replayer replayer;
  qm::ReplayOptions options;
  options.ruleset_override = ruleset;
  std::optional<qm::Json> j;
  qm::parse_yaml_documents(qmtest::record_text(yaml), [&](qm::YamlDocument& doc) {
    if (!j) j = qm::report_json(replayer.replay(doc, "inline.yaml", options));
  });
  REQUIRE(j);
  return *j;
}

TEST_CASE("compare: the violation and the error have the shapes of qm replay's report") {
  qmtest::TempDir dir;
  const std::string house = dir.write("admiral.yaml",
                                      "game: loot\nextends: loot/partnership\ndescription: "
                                      "test\noptions:\n  admiral_needs_attack: true\n");
  const RecordComparison c = compare_text(kAdmiralRecord, "loot/partnership", house);
  const qm::Json violation = qm::compare::outcome_json(c.b)["violation"];
  CHECK(violation == replay_report_of(kAdmiralRecord, house)["violation"]);
  CHECK(violation["line"] == qmtest::line_of(kAdmiralRecord, "Carla admiral"));
  CHECK(violation["player"] == "Carla");

  const std::string unreadable = std::string(kAdmiralRecord) + "  - Anna frobnicate\n";
  const RecordComparison u = compare_text(unreadable, "loot/partnership", "loot/partnership");
  const qm::Json error = qm::compare::outcome_json(u.a)["error"];
  REQUIRE(error.is_object());
  CHECK(error == replay_report_of(unreadable, "loot/partnership")["error"]);
  CHECK(error["line"] == qmtest::line_of(unreadable, "Anna frobnicate"));
  CHECK(error["column"].is_number_integer());
  CHECK(error["message"].is_string());
}

TEST_CASE("compare: standard against house-end-captures parts at the end of the game") {
  // fmt rather than "\n" + string: GCC 12 warns falsely (-Wrestrict) on the latter.
  const std::string yaml = fmt::format("\n{}{}", qmtest::five_players_header(),
                                       qmtest::five_players_to_last_card().play("draw").yaml());
  const RecordComparison c = compare_text(yaml, "loot/standard", "loot/house-end-captures");
  REQUIRE(c.differs());
  CHECK(c.what == std::vector<std::string>{"scores"});  // both valid: no result is claimed
  const qm::Json ja = qm::compare::outcome_json(c.a), jb = qm::compare::outcome_json(c.b);
  CHECK(ja["scores"]["Anna"] == 19);
  CHECK(jb["scores"]["Anna"] == 22);  // her m3 at sea, @9, goes to her
  REQUIRE(c.divergence);
  CHECK(c.divergence->at == Divergence::At::End);
  CHECK(c.divergence->move == 57);
  CHECK(c.divergence->why ==
        "captures #9: under loot/standard, none; under loot/house-end-captures, @9 (3 gold, "
        "Anna's) to Anna at the end");
}

TEST_CASE("compare: every listed record of a simulated corpus has its divergence") {
  // loot/partnership against loot/partnership-it (capture_check_seat): 60 simulated games.
  qmtest::TempDir dir;
  qmtest::RunResult sim =
      qmtest::run_qm({"simulate", "--ruleset", "loot/partnership", "--players", "4", "--games",
                      "60", "--seed", "2", "--out", dir.path().string()});
  REQUIRE(sim.exit_code == 0);
  qmtest::RunResult r =
      qmtest::run_qm({"compare", "--ruleset", "loot/partnership", "--ruleset",
                      "loot/partnership-it", "--format", "json", dir.path().string()});
  CHECK((r.exit_code == 0 || r.exit_code == 1));
  std::istringstream lines(r.out);
  std::string line;
  int listed = 0;
  while (std::getline(lines, line)) {
    const qm::Json j = qm::Json::parse(line);
    if (j.contains("summary")) {
      CHECK(j["summary"]["records"] == 60);
      CHECK(j["summary"]["differ"] == listed);
      continue;
    }
    ++listed;
    INFO(line);
    REQUIRE(!j["divergence"].is_null());
    const qm::Json& d = j["divergence"];
    CHECK((d["at"] == "move" || d["at"] == "end"));
    CHECK(d["move"].is_number());
    CHECK(!d["why"].get<std::string>().empty());
  }
  CHECK(listed > 0);  // the two readings do part in some of 60 games
}

TEST_CASE("qm compare: text and JSON reports, --list all, exit status") {
  qmtest::TempDir dir;
  const std::string file =
      dir.write("game.yaml", qmtest::five_players_header() +
                                 qmtest::five_players_to_last_card().play("draw").yaml());
  qmtest::RunResult text = qmtest::run_qm(
      {"compare", "--ruleset", "loot/standard", "--ruleset", "loot/house-end-captures", file});
  CHECK(text.exit_code == 1);
  CHECK(qmtest::contains_nocase(text.out, "game.yaml ("));
  CHECK(qmtest::contains_nocase(text.out, "): differs in scores\n"));
  CHECK(qmtest::contains_nocase(text.out, "first divergence at the end (after move 57)"));
  CHECK(qmtest::contains_nocase(text.out, "1 record compared: 1 differs"));
  qmtest::RunResult same =
      qmtest::run_qm({"compare", "--ruleset", "loot/standard", "--ruleset", "loot/standard-ja",
                      file, "--format", "json", "--list", "all"});
  CHECK(same.exit_code == 0);
  CHECK(qmtest::contains_nocase(same.out, "\"differs\":[]"));
  CHECK(qmtest::contains_nocase(same.out, "{\"summary\":{\"records\":1,\"differ\":0"));
  CHECK(qmtest::run_qm({"compare", "--ruleset", "loot/standard", file}).exit_code == 2);
  CHECK(qmtest::run_qm({"compare", "--ruleset", "loot/standard", "--ruleset", "loot/nope", file})
            .exit_code == 2);
}

TEST_CASE("qm compare --simulate: paired figures side by side, tests named in the legend") {
  qmtest::RunResult r = qmtest::run_qm({"compare", "--ruleset", "loot/standard", "--ruleset",
                                        "loot/house-end-captures", "--simulate", "3000",
                                        "--players", "3", "--seed", "4", "--format", "json"});
  INFO(r.err);
  REQUIRE(r.exit_code == 1);  // some figure differs significantly
  const qm::Json j = qm::Json::parse(r.out);
  CHECK(j["games"] == 3000);
  for (const char* named : {"McNemar's test", "paired t-test", "Newcombe", "Holm", "Wilcoxon"})
    CHECK(qmtest::contains_nocase(j["legend"].get<std::string>(), named));
  // The house rule scores the merchants at sea at the end: play is the same, results not.
  CHECK(j["play"]["played_differently"] == 0);
  CHECK(j["play"]["first_different_move"].is_null());
  CHECK(j["play"]["same_play_other_result"].get<int>() > 1000);
  std::map<std::string, qm::Json> by_name;
  for (const qm::Json& m : j["metrics"]) by_name[m["name"].get<std::string>()] = m;
  REQUIRE(by_name.count("win rate, seat 3"));
  REQUIRE(by_name.count("merchants captured"));
  REQUIRE(by_name.count("'attack' moves per game"));
  // More merchants are captured, by far more than chance explains; the game's length and
  // the moves played cannot change: they are not tested.
  const qm::Json& captured = by_name["merchants captured"];
  CHECK(captured["test"] == "paired t-test");
  CHECK(captured["significant"] == true);
  CHECK(captured["df"] == 2999);
  CHECK(captured["difference"]["value"].get<double>() ==
        Catch::Detail::Approx(captured["b"]["value"].get<double>() -
                              captured["a"]["value"].get<double>()));
  CHECK(captured["difference"]["low"].get<double>() > 0);
  CHECK(captured["statistic"].get<double>() > 0);  // B against A
  CHECK(captured["sentence"].get<std::string>().rfind("B changes it by +2.", 0) == 0);
  for (const char* same : {"game length (moves)", "'attack' moves per game"}) {
    INFO(same);
    CHECK(by_name[same]["changed"] == 0);
    CHECK(by_name[same]["test"].is_null());
    CHECK(by_name[same]["p"].is_null());
    CHECK(by_name[same]["significant"] == false);
    CHECK(by_name[same]["sentence"] == "the same in every one of the 3,000 games");
  }
  // A win rate: McNemar's statistic from the games whose winner changed.
  const qm::Json& seat = by_name["win rate, seat 3"];
  CHECK(seat["kind"] == "rate");
  CHECK(seat["a"]["of"] == 3000);
  CHECK(seat["a"]["level"] == 0.95);
  CHECK(seat["a"]["low"].get<double>() <= seat["a"]["value"].get<double>());
  CHECK(seat["a"]["value"].get<double>() <= seat["a"]["high"].get<double>());
  const double gain = seat["b"]["count"].get<double>() - seat["a"]["count"].get<double>();
  const double changed = seat["changed"].get<double>();
  REQUIRE(changed >= 25);
  CHECK(seat["test"] == "McNemar's test");
  CHECK(seat["statistic"].get<double>() ==
        Catch::Detail::Approx((std::fabs(gain) - 1) * (std::fabs(gain) - 1) / changed));
  CHECK(seat["difference"]["value"].get<double>() == Catch::Detail::Approx(gain / 3000));
  CHECK(seat["difference"]["low"].get<double>() <= seat["difference"]["value"].get<double>());
  CHECK(seat["difference"]["value"].get<double>() <= seat["difference"]["high"].get<double>());
  // Tested figures' p-values are adjusted for the many figures (Holm), never below the raw.
  int tested = 0;
  for (const qm::Json& m : j["metrics"]) {
    if (m["test"].is_null()) continue;
    ++tested;
    CHECK(m["p_holm"].get<double>() >= m["p"].get<double>());
  }
  CHECK(j["tested"] == tested);
  CHECK(j["correction"] == "Holm");
  // The same seed gives the same report.
  qmtest::RunResult again = qmtest::run_qm(
      {"compare", "--ruleset", "loot/standard", "--ruleset", "loot/house-end-captures",
       "--simulate", "3000", "--players", "3", "--seed", "4", "--format", "json", "-j", "1"});
  CHECK(again.out == r.out);
}

TEST_CASE("qm compare on a folder of several games skips the records of the others") {
  qmtest::TempDir dir;
  const auto copy = [&](const std::string& record) {
    dir.write("club/" + record, qmtest::file_text(qmtest::source_path("records/" + record)));
  };
  copy("loot/tnll-2026-01-r1-t4.yaml");
  copy("loot/tnll-2026-04-pairs-t2.yaml");  // a partnership game
  copy("einauge/harbour-lane-2026-03-21-e1.yaml");
  copy("pirates/kraken-2026-11-07-d5.yaml");
  const std::string club = (dir.path() / "club").string();

  qmtest::RunResult text = qmtest::run_qm(
      {"compare", "--ruleset", "loot/standard", "--ruleset", "loot/standard-ja", club});
  INFO(text.out << text.err);
  CHECK(text.exit_code == 0);  // not 2 at the first Einauge record, not 3 for the pairs game
  CHECK(qmtest::contains_nocase(
      text.out,
      "einauge/harbour-lane-2026-03-21-e1.yaml: skipped: a record of einauge, not of "
      "loot (the rulesets' game)\n"));
  CHECK(qmtest::contains_nocase(text.out,
                                "pirates/kraken-2026-11-07-d5.yaml: skipped: a record "
                                "of pirates"));
  // Why neither ruleset can replay the partnership game: its header's problem, as replay
  // says it.
  CHECK(qmtest::contains_nocase(
      text.out,
      "tnll-2026-04-pairs-t2.yaml: skipped: a record of loot/partnership that neither "
      "ruleset can replay: "));
  CHECK(qmtest::contains_nocase(text.out, "'teams' is only for partnership rulesets"));
  CHECK(qmtest::contains_nocase(
      text.out,
      "1 record compared: 0 differ (verdict 0, winners 0, scores 0), 1 the same; 0 "
      "unreadable under both; 2 records of another game skipped; 1 record that "
      "neither ruleset can replay skipped\n"));

  qmtest::RunResult json = qmtest::run_qm({"compare", "--ruleset", "loot/standard", "--ruleset",
                                           "loot/standard-ja", "--format", "json", club});
  INFO(json.out);
  CHECK(json.exit_code == 0);
  std::vector<qm::Json> lines;
  std::istringstream in(json.out);
  for (std::string line; std::getline(in, line);) lines.push_back(qm::Json::parse(line));
  int other_game = 0, unfit = 0;
  for (const qm::Json& j : lines) {
    if (!j.contains("skipped")) continue;
    other_game += !j["skipped"]["game"].is_null();
    if (!j["skipped"]["ruleset"].is_null()) {
      ++unfit;
      CHECK(j["skipped"]["ruleset"] == "loot/partnership");
      CHECK(j["skipped"]["error"]["line"] == 11);
    }
  }
  CHECK(other_game == 2);
  CHECK(unfit == 1);
  const qm::Json summary = lines.back()["summary"];
  CHECK(summary["records"] == 1);
  CHECK(summary["other_game"] == 2);
  CHECK(summary["unfit"] == 1);
  CHECK(summary["unreadable"] == 0);

  // Rulesets of two games are still the caller's mistake.
  CHECK(qmtest::run_qm(
            {"compare", "--ruleset", "loot/standard", "--ruleset", "einauge/standard", club})
            .exit_code == 2);
}
