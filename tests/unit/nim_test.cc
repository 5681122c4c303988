// Nim (nim_game.h), a game that exists only in the tests, through every shared layer: the
// replay, the generic simulation loop behind make_simulator, `compare --simulate`, and the
// record store with its statistics. None of them needs a real game.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "compare/paired_games.h"
#include "compare/sim_compare.h"
#include "games/game.h"
#include "games/registry.h"
#include "nim_game.h"
#include "rules/ruleset.h"
#include "sim/simulation.h"
#include "store/export.h"
#include "store/import.h"
#include "store/open.h"
#include "store/stats.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::unique_ptr<qm::sim::Simulator> nim_simulator(const std::string& ruleset, int players,
                                                  const std::string& bot = "random") {
  register_nim();
  qm::RulesetLibrary library(&qm::game_option_specs);
  return qm::sim::make_simulator("nim", {*library.get(ruleset), players, bot, false, {}});
}

std::string simulated(const std::string& ruleset, int players, uint64_t games) {
  std::string all;
  qm::sim::simulate_records(*nim_simulator(ruleset, players), 1, {0, games}, 2,
                            [&](uint64_t, std::string& record) { all += "---\n" + record; });
  return all;
}

}  // namespace

TEST_CASE("nim: a hand-written record replays valid, illegal or unreadable") {
  register_nim();
  const char* header = R"(
format: 1
game: nim
ruleset: nim/standard
players: [Anna, Bruno, Carla]
moves:
)";
  // 15 counters: 3 + 3 + 3 + 3 + 2 + 1; Carla takes the last.
  const qm::Replay valid = replay_yaml(std::string(header) +
                                       "  - Anna take 3\n  - Bruno take 3\n  - Carla take 3\n"
                                       "  - Anna take 3\n  - Bruno take 2\n  - Carla take 1\n"
                                       "result: {Anna: 0, Bruno: 0, Carla: 1}\n");
  require_valid(valid);
  CHECK(valid.state->outcome().winners == std::vector<std::string>{"Carla"});
  CHECK(valid.state->table()["heap"] == 0);

  const std::string misere =
      std::string(header).replace(std::string(header).find("standard"), 8, "misere");
  const qm::Replay loses = replay_yaml(misere +
                                       "  - Anna take 3\n  - Bruno take 3\n  - Carla take 3\n"
                                       "  - Anna take 3\n  - Bruno take 2\n  - Carla take 1\n");
  require_valid(loses);
  CHECK(loses.state->outcome().winners == std::vector<std::string>{"Anna", "Bruno"});

  require_illegal(replay_yaml(std::string(header) + "  - Anna take 3\n  - Bruno take 4\n"),
                  "take-limit", 2, 7);
  require_illegal(replay_yaml(std::string(header) + "  - Anna take 3\n  - Anna take 1\n"),
                  "turn-order", 2, 7);
  require_illegal(replay_yaml(std::string(header) + "  - Anna take 3\nresult: {Anna: 1}\n"),
                  "result-mismatch", 0, 0);
  require_unreadable(replay_yaml(std::string(header) + "  - Anna takes 3\n"), 6, "not a Nim move");
}

TEST_CASE("nim: simulate with the generic loop, records that replay as valid") {
  register_nim();
  CHECK(qm::sim::simulator_bots("nim") == std::vector<std::string>{"random", "ismcts"});
  CHECK_THROWS_AS(nim_simulator("nim/standard", 3, "greedy"), std::invalid_argument);
  CHECK_THROWS_AS(nim_simulator("nim/standard", 6), std::invalid_argument);
  const std::string text = simulated("nim/standard", 3, 50);
  CHECK(simulated("nim/standard", 3, 50) == text);  // the same seed, the same bytes
  const std::vector<qm::Replay> replays = replay_documents(text);
  REQUIRE(replays.size() == 50);
  for (const qm::Replay& r : replays) {
    INFO(describe(r));
    REQUIRE(r.status == qm::Status::Valid);
    CHECK(r.state->outcome().finished);
    CHECK(r.record->id.rfind("sim-nim-standard-3p-", 0) == 0);
  }
}

TEST_CASE("nim: compare --simulate, standard against misere") {
  register_nim();
  const auto a = nim_simulator("nim/standard", 3);
  const auto b = nim_simulator("nim/misere", 3);
  const qm::compare::PairedRun run =
      qm::compare::play_paired(*qm::find_game("nim"), *a, *b, 1, 400, 2);
  REQUIRE(run.games.size() == 400);
  // The same moves under both (the rules of play are the same); only the scoring differs.
  for (const qm::compare::PairedGame& g : run.games) {
    CHECK(g.first_difference == 0);
    CHECK(g.a.moves == g.b.moves);
    CHECK(g.a.winners.size() == 1);
    CHECK(g.b.winners.size() == 2);
  }
  qm::compare::SimComparison c = qm::compare::compare_run(run);
  c.a = "nim/standard";
  c.b = "nim/misere";
  c.players = 3;
  c.seed = 1;
  c.bot = "random";
  CHECK(c.play.parted == 0);
  CHECK(c.play.same_play_other_result == 400);
  CHECK_FALSE(c.play.never_came_into_play());
  CHECK(c.figures == std::vector<std::string>{"first player's counters"});
  const std::string text = qm::compare::sim_comparison_text(c);
  CHECK(text.find("first player's counters") != std::string::npos);
  CHECK(text.find("nim/misere") != std::string::npos);
  CHECK(text.find("Every game played the same under both rulesets, move for move.\n400 games "
                  "played the same but ended with other scores or winners.") != std::string::npos);
  bool ties_differ = false;
  for (const qm::compare::Metric& m : c.metrics) {
    if (m.name.rfind("game length", 0) == 0) {
      CHECK(m.changed == 0);
      CHECK_FALSE(m.tested());
    }
    if (m.name.find("tie") != std::string::npos) {
      ties_differ = m.significant();
      // Every game a shared win under misere, none under standard: 400 of 400 changed.
      CHECK(m.count_a == 0);
      CHECK(m.count_b == 400);
      CHECK(m.test == "McNemar's test");
      CHECK(m.result.statistic == Catch::Detail::Approx(399.0 * 399 / 400));
    }
  }
  CHECK(ties_differ);  // misere: every game a shared win
  CHECK(qm::compare::sim_comparison_json(c)["metrics"].size() == c.metrics.size());
}

TEST_CASE("nim: the record store keeps the games and counts them in its statistics") {
  register_nim();
  TempDir dir;
  qm::store::Database db =
      qm::store::open_store((dir.path() / "nim.db").string(), qm::store::OpenMode::Create);
  qm::Replayer replayer;
  const qm::store::ImportSummary s =
      qm::store::import_texts(db, replayer,
                              {{"sim/standard.yaml", simulated("nim/standard", 3, 30)},
                               {"sim/big.yaml", simulated("nim/big", 4, 20)}});
  CHECK(s.added == 50);
  CHECK(s.illegal == 0);
  CHECK(s.unreadable == 0);
  int valid = 0;
  qm::store::replay_records(db, replayer, {}, {},
                            [&](qm::Replay& r) { valid += r.status == qm::Status::Valid; });
  CHECK(valid == 50);

  qm::store::StatsFilter nim_only;
  nim_only.game = "nim";
  nim_only.include_simulated = true;  // every game here is simulated
  const qm::store::Stats stats = qm::store::compute_stats(db, nim_only);
  REQUIRE(stats.games.size() == 1);
  const qm::store::GameStats& nim = stats.games[0];
  CHECK(nim.game == "nim");
  CHECK(nim.records == 50);
  CHECK(nim.valid == 50);
  CHECK(nim.finished == 50);
  CHECK(nim.score_unit == "points");
  CHECK(nim.players.size() == 4);  // Anna, Bruno, Carla, Dario
  REQUIRE(nim.rulesets.size() == 2);
  CHECK(nim.rulesets[0].ruleset == "nim/big");
  CHECK(nim.rulesets[0].games == 20);
  CHECK(nim.rulesets[1].games == 30);
  REQUIRE(nim.score_parts.size() == 2);
  REQUIRE(nim.score_parts[0].parts.size() == 1);
  CHECK(nim.score_parts[0].parts[0].part == "last take");
  CHECK(nim.events.empty());  // Nim reports no events
}
