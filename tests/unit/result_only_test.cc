// Records of the result only (an addition to format 1, replay/result_only.h): players and
// `result:`, no `moves:`. They replay as valid with the result as their outcome, say so in
// every output, count where a result is enough (players' totals, seats, ratings, standings)
// and are left out of what needs moves (lengths, score parts); what they cannot hold (a
// game's own fields, a side without a score) is unreadable. A record with `moves: []` is
// not one of them: it replays as it did.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "games/json_text.h"
#include "replay/present.h"
#include "store/import.h"
#include "store/open.h"
#include "store/standings.h"
#include "store/stats.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;

namespace {

std::string result_only(const std::string& game, const std::string& id,
                        const std::string& result = "{Zoë: 20, Anna: 12, Bruno: 7}",
                        const std::string& extra = "") {
  return fmt::format(
      "format: 1\ngame: {0}\nruleset: {0}/standard\nid: {1}\ndate: 2026-05-01\nevent: Spring "
      "league\nplayers: [Zoë, Anna, Bruno]\n{3}result: {2}\n",
      game, id, result, extra);
}

}  // namespace

TEST_CASE("result only: a record with players and result and no moves is valid, for every game",
          "[result-only]") {
  for (const char* game : {"loot", "einauge", "pirates"}) {
    INFO(game);
    const qm::Replay r = replay_yaml(result_only(game, "r1"));
    require_valid(r);
    REQUIRE(r.result_only);
    CHECK(r.result_only->finished);
    CHECK(r.result_only->winners == std::vector<std::string>{"Zoë"});
    const qm::Json j = report(r);
    CHECK(j["status"] == "valid");
    CHECK(j["result_only"] == true);
    CHECK(j["moves"] == 0);
    CHECK(j["finished"] == true);
    CHECK(j["scores"]["Anna"] == 12);
    CHECK(j["winners"] == qm::Json::array({"Zoë"}));
    // The keys of a replay report, with result_only after status.
    std::vector<std::string> keys;
    for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
    REQUIRE(keys.size() > 6);
    CHECK(keys[5] == "status");
    CHECK(keys[6] == "result_only");
    CHECK_THAT(qm::verdict_text(r), Catch::Contains("result only: no moves were recorded") &&
                                        Catch::Contains("winner Zoë"));
    CHECK_THAT(qm::verdict_line(r), Catch::Contains("valid  result only (no moves recorded)"));
  }
}

TEST_CASE("result only: a shared top score is a shared win; teams are the sides", "[result-only]") {
  const qm::Replay tie = replay_yaml(result_only("loot", "r2", "{Zoë: 20, Anna: 20, Bruno: 7}"));
  require_valid(tie);
  CHECK(tie.result_only->winners == std::vector<std::string>{"Zoë", "Anna"});
  const qm::Replay teams = replay_yaml(R"(
format: 1
game: loot
ruleset: loot/partnership
players: [Anna, Bruno, Carla, Dario]
teams: {North: [Anna, Carla], South: [Bruno, Dario]}
result: {North: 30, South: 41}
)");
  require_valid(teams);
  CHECK(teams.result_only->sides == std::vector<std::string>{"North", "South"});
  CHECK(teams.result_only->winners == std::vector<std::string>{"South"});
}

TEST_CASE("result only: what it cannot hold is unreadable, at its line", "[result-only]") {
  // A side without a score.
  require_unreadable(replay_yaml(result_only("loot", "r3", "{Zoë: 20, Anna: 12}")), 8,
                     "'Bruno' has none");
  // A name that is no player.
  require_unreadable(replay_yaml(result_only("loot", "r4", "{Zoë: 20, Anna: 12, Bruna: 7}")), 8,
                     "unknown player 'Bruna'");
  // The game's own fields: nothing would read them.
  require_unreadable(replay_yaml(result_only("einauge", "r5", "{Zoë: 20, Anna: 12, Bruno: 7}",
                                             "removed: [3, 5]\n")),
                     8, "takes no 'removed'");
  // Without moves and without a result: as before.
  require_unreadable(replay_yaml("format: 1\ngame: loot\nruleset: loot/standard\nplayers: [A, "
                                 "B]\n"),
                     1, "the record has no 'moves' field");
}

TEST_CASE("result only: moves: [] is a game of no moves, replayed as before", "[result-only]") {
  const qm::Replay r = replay_yaml(
      "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Zoë, Anna]\nmoves: []\nresult: "
      "{Zoë: 20, Anna: 12}\n");
  CHECK(!r.result_only);
  CHECK(r.status == qm::Status::Illegal);
  CHECK(report(r).count("result_only") == 0);
}

TEST_CASE("result only: audit, state and report say so", "[result-only][cli]") {
  TempDir dir;
  const std::string file = dir.write("r.yaml", result_only("loot", "r6"));
  RunResult audit = run_qm({"audit", file});
  CHECK(audit.exit_code == 0);
  CHECK_THAT(audit.out,
             Catch::Contains("Verdict: valid; result only") && Catch::Contains("Winner: Zoë"));
  RunResult audit_json = run_qm({"audit", file, "--format", "json"});
  CHECK(audit_json.exit_code == 0);
  const qm::Json aj = qm::Json::parse(audit_json.out);
  CHECK(aj["result_only"] == true);
  CHECK(aj["audit"]["sides"][0]["side"] == "Zoë");
  RunResult state = run_qm({"state", file});
  CHECK(state.exit_code == 0);
  CHECK_THAT(state.out, Catch::Contains("there is no table to show"));
  CHECK(run_qm({"state", file, "--format", "svg"}).exit_code == 2);
  RunResult validate = run_qm({"validate", file});
  CHECK(validate.exit_code == 0);
  CHECK_THAT(validate.out, Catch::Contains("result only"));
  const std::string page = (dir.path() / "r.html").string();
  CHECK(run_qm({"report", file, "--out", page}).exit_code == 0);
  CHECK_THAT(file_text(page),
             Catch::Contains("A record of the result only") && Catch::Contains("class=\"audit\""));
}

TEST_CASE("result only: stored, exported and replayed from the store as written",
          "[result-only][store]") {
  TempDir dir;
  const std::string file = dir.write("r.yaml", result_only("pirates", "r7"));
  const std::string db = (dir.path() / "l.db").string();
  REQUIRE(run_qm({"import", file, "--db", db}).exit_code == 0);
  RunResult exported = run_qm({"export", "--db", db, "--id", "r7"});
  CHECK(exported.exit_code == 0);
  CHECK(exported.out.find("moves") == std::string::npos);
  CHECK_THAT(exported.out, Catch::Contains("result:"));
  RunResult replayed = run_qm({"replay", "--db", db, "--format", "json"});
  CHECK(replayed.exit_code == 0);
  CHECK_THAT(replayed.out, Catch::Contains("\"result_only\":true"));
  // Imported again: the same record.
  RunResult again = run_qm({"import", file, "--db", db});
  CHECK(again.out == "0 new, 1 already present, 0 illegal, 0 unreadable\n");
  CHECK(run_qm({"check", "--db", db}).exit_code == 0);
}

TEST_CASE("result only: counted in players, seats, ratings and standings, not in lengths",
          "[result-only][store]") {
  TempDir dir;
  dir.write("league/a.yaml", result_only("loot", "a"));
  dir.write("league/b.yaml", result_only("loot", "b", "{Zoë: 3, Anna: 12, Bruno: 30}"));
  dir.write("league/c.yaml", file_text(source_path("records/loot/clb-2026-01-15-serata.yaml")));
  store::Database db = store::open_store((dir.path() / "l.db").string(), store::OpenMode::Create);
  qm::Replayer replayer;
  store::import_records(db, replayer, {(dir.path() / "league").string()});
  const store::Stats stats = store::compute_stats(db, {});
  REQUIRE(stats.games.size() == 1);
  const store::GameStats& g = stats.games.front();
  CHECK(g.finished == 3);
  CHECK(g.result_only == 2);
  // Lengths and score parts: the one game with moves.
  CHECK(g.length.moves.count == 1);
  REQUIRE(!g.rulesets.empty());
  CHECK(g.rulesets.front().games == 1);
  for (const store::ScorePartStats& parts : g.score_parts) CHECK(parts.sides == 3);
  // Players: Zoë played both result-only games.
  auto zoe = std::find_if(g.players.begin(), g.players.end(),
                          [](const store::PlayerStats& p) { return p.player == "Zoë"; });
  REQUIRE(zoe != g.players.end());
  CHECK(zoe->wins.total == 2);
  CHECK(zoe->wins.hits == 1);
  // Seats: 3 games of 3 players.
  long long seat1 = 0;
  for (const store::SeatStats& s : g.seats)
    if (s.seat == 1 && s.players == 3) seat1 = s.wins.total;
  CHECK(seat1 == 3);
  // Ratings and standings.
  store::RatingsRequest ratings;
  const store::Ratings rated = store::compute_ratings(db, ratings);
  REQUIRE(rated.games.size() == 1);
  CHECK(rated.games.front().rated == 3);
  store::StandingsRequest standings;
  standings.min_games = 1;
  const std::vector<store::GameStandings> table = store::compute_standings(db, standings);
  REQUIRE(table.size() == 1);
  CHECK(table.front().overall.games == 3);
  CHECK(table.front().result_only == 2);
  // Text: said.
  RunResult text = run_qm({"stats", "--db", (dir.path() / "l.db").string()});
  CHECK_THAT(text.out, Catch::Contains("2 of the result only"));
}
