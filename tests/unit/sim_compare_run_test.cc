// `qm compare --simulate` on small simulated runs (compare/paired_games.h,
// compare/sim_compare.h): a variant the bots never meet, one that changes only the scoring,
// one that changes play; the same figures whatever the number of threads.
#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>

#include "compare/figure_sentence.h"
#include "compare/paired_games.h"
#include "compare/sim_compare.h"
#include "ruleset_support.h"
#include "sim/simulator.h"

namespace {

struct ComparedRun {
  qm::compare::PairedRun run;
  qm::compare::SimComparison comparison;
};

ComparedRun compare_rulesets(const std::string& a, const std::string& b, int players,
                             const std::string& bot, uint64_t games, int threads = 2) {
  std::shared_ptr<const qm::Ruleset> ra = qmtest::load_ruleset(a), rb = qmtest::load_ruleset(b);
  const auto sa = qm::sim::make_simulator(ra->game, {*ra, players, bot, false, {}});
  const auto sb = qm::sim::make_simulator(rb->game, {*rb, players, bot, false, {}});
  ComparedRun r;
  r.run = qm::compare::play_paired(*qm::find_game(ra->game), *sa, *sb, 7, games, threads);
  r.comparison = qm::compare::compare_run(r.run, qm::compare::differing_settings(*ra, *rb));
  r.comparison.a = a;
  r.comparison.b = b;
  r.comparison.players = players;
  r.comparison.seed = 7;
  r.comparison.bot = bot;
  return r;
}

std::map<std::string, qm::compare::Metric> metrics_by_name(const qm::compare::SimComparison& c) {
  std::map<std::string, qm::compare::Metric> out;
  for (const qm::compare::Metric& m : c.metrics) out[m.name] = m;
  return out;
}

// The moves of `verb` under A over the run.
long long verb_total_a(const qm::compare::PairedRun& run, const std::string& verb) {
  const size_t v = size_t(std::find(run.verbs.begin(), run.verbs.end(), verb) - run.verbs.begin());
  long long total = 0;
  for (const qm::compare::PairedGame& g : run.games) total += qm::compare::verb_count(g.verbs_a, v);
  return total;
}

// A ruleset file in `dir`: `base` with the admiral only at a merchant another side attacks.
std::string admiral_variant(const qmtest::TempDir& dir, const std::string& base) {
  return dir.write("admiral.yaml",
                   "game: loot\nextends: " + base + "\noptions:\n  admiral_needs_attack: true\n");
}

// 200 games of the greedy bots under a ruleset and the same with the admiral only at an
// attacked merchant (the designer's `admiral-contested` and `partnership-admiral`): the
// option is consulted at every admiral played and never decides.
void require_admiral_never_came_into_play(const ComparedRun& r) {
  REQUIRE(r.comparison.options.size() == 1);
  const qm::compare::OptionSummary& admiral = r.comparison.options[0];
  CHECK(admiral.setting.name == "admiral_needs_attack");
  CHECK(admiral.setting.a == "false");
  CHECK(admiral.setting.b == "true");
  CHECK(admiral.counted);
  // Consulted at every admiral played, and never deciding: the bots play it only where
  // another side attacks.
  CHECK(admiral.a.consulted == verb_total_a(r.run, "admiral"));
  CHECK(admiral.a.consulted > 50);
  CHECK(admiral.b.consulted == admiral.a.consulted);
  CHECK(admiral.a.changed == 0);
  CHECK(admiral.b.changed == 0);
  CHECK(admiral.never_came_into_play());
  const std::string text = qm::compare::sim_comparison_text(r.comparison);
  CHECK(text.find(fmt::format("\n  admiral_needs_attack (false under A, true under B): consulted "
                              "{} times under A ({:.2f} a game, in {} games) and {} times under B",
                              admiral.a.consulted, double(admiral.a.consulted) / 200,
                              admiral.a.games_consulted, admiral.b.consulted)) !=
        std::string::npos);
  CHECK(text.find("; it never changed a check's outcome: it never came into play in 200 "
                  "games.\n") != std::string::npos);
  const qm::Json j = qm::compare::sim_comparison_json(r.comparison);
  REQUIRE(j["options"].size() == 1);
  CHECK(j["options"][0]["option"] == "admiral_needs_attack");
  CHECK(j["options"][0]["counted"] == true);
  CHECK(j["options"][0]["under_a"]["consulted"] == admiral.a.consulted);
  CHECK(j["options"][0]["under_b"]["changed"] == 0);
  CHECK(j["options"][0]["never_came_into_play"] == true);
}

}  // namespace

TEST_CASE("compare --simulate: an option the bots never meet never came into play") {
  // Greedy Loot bots never play the admiral where it would need an attack: every game is
  // the same move for move under both, and nothing is tested.
  qmtest::TempDir dir;
  const ComparedRun r =
      compare_rulesets("loot/standard", admiral_variant(dir, "loot/standard"), 4, "greedy", 200);
  CHECK(r.comparison.play.games == 200);
  CHECK(r.comparison.play.parted == 0);
  CHECK(r.comparison.play.never_came_into_play());
  for (const qm::compare::Metric& m : r.comparison.metrics) {
    INFO(m.name);
    CHECK(m.changed == 0);
    CHECK_FALSE(m.tested());
  }
  CHECK(qm::compare::sim_exit_status(r.comparison) == 0);
  const std::string text = qm::compare::sim_comparison_text(r.comparison);
  CHECK(text.find("the difference between them never came into play in 200 games.") !=
        std::string::npos);
  CHECK(text.find("0 of 0 figures tested") != std::string::npos);
  CHECK(text.find("What it means") == std::string::npos);  // nothing to say figure by figure
  // The mix of moves: every verb the bots played, the same under both.
  const auto figures = metrics_by_name(r.comparison);
  REQUIRE(figures.count("'attack' moves per game"));
  CHECK(figures.at("'attack' moves per game").a.value > 30);
  CHECK(figures.at("'admiral' moves per game").a.value > 0);
  require_admiral_never_came_into_play(r);
}

TEST_CASE("compare --simulate: a rule of the scoring only changes results, not play") {
  const ComparedRun r =
      compare_rulesets("loot/standard", "loot/house-end-captures", 3, "random", 300);
  CHECK(r.comparison.play.parted == 0);
  CHECK(r.comparison.play.same_play_other_result > 100);
  const auto figures = metrics_by_name(r.comparison);
  const qm::compare::Metric& captured = figures.at("merchants captured");
  CHECK(captured.test == "paired t-test");
  CHECK(captured.significant());
  CHECK(captured.difference.value == Catch::Detail::Approx(captured.b.value - captured.a.value));
  CHECK(captured.difference.low > 0);
  CHECK(qm::compare::figure_sentence(captured).rfind("B changes it by +", 0) == 0);
  const qm::compare::Metric& length = figures.at("game length (moves)");
  CHECK(length.changed == 0);
  CHECK(qm::compare::figure_sentence(length) == "the same in every one of the 300 games");
  // A win rate is tested on the games whose winner changed, and only those.
  const qm::compare::Metric& seat = figures.at("win rate, seat 1");
  CHECK(seat.changed > 0);
  CHECK(seat.changed < 300);
  CHECK(seat.pairs == 300);
  // Changed games: won under A only plus under B only, whose difference is B's gain.
  const long long gain = seat.count_b - seat.count_a;
  CHECK(seat.changed >= std::llabs(gain));
  CHECK((seat.changed - gain) % 2 == 0);
  CHECK(qm::compare::sim_exit_status(r.comparison) == 1);
}

TEST_CASE("compare --simulate: a rule of play parts the games, and says from which move") {
  // Pirates: the game ends above half of all the gold brought instead of a player's own
  // half: games last longer, and part where the first would have ended.
  const ComparedRun r =
      compare_rulesets("pirates/standard", "pirates/half-of-total", 2, "greedy", 100);
  const qm::compare::PlaySummary& play = r.comparison.play;
  CHECK(play.parted > 90);
  CHECK(play.first_median > 20);
  const auto figures = metrics_by_name(r.comparison);
  const qm::compare::Metric& length = figures.at("game length (moves)");
  CHECK(length.significant());
  CHECK(length.difference.value > 20);
  // The hit rate is pooled: the run's hits of its shots, every shot weighing the same (not
  // the mean of each game's rate, a game without shots counting 0%).
  double hits = 0, shots = 0;
  for (const qm::compare::PairedGame& g : r.run.games)
    for (const qm::GameFigure& f : g.a.figures)
      if (f.name == "hit rate") hits += f.value, shots += f.of;
  const qm::compare::Metric& hit = figures.at("hit rate");
  CHECK(hit.pooled);
  CHECK(hit.test == "paired t-test of a pooled rate");
  CHECK(hit.count_a == hits);
  CHECK(hit.of_a == shots);
  CHECK(hit.a.value == Catch::Detail::Approx(hits / shots));
  CHECK(hit.a.low < hit.a.value);
  // Every game that parted did so within A's game: no later than A's last move + 1.
  for (const qm::compare::PairedGame& g : r.run.games)
    if (g.first_difference > 0) CHECK(g.first_difference <= g.a.moves + 1);
  // The moves of each verb add up to the game's length.
  for (const qm::compare::PairedGame& g : r.run.games) {
    int moves = 0;
    for (size_t v = 0; v < r.run.verbs.size(); ++v) moves += qm::compare::verb_count(g.verbs_a, v);
    CHECK(moves == g.a.moves);
  }
  const qm::Json j = qm::compare::sim_comparison_json(r.comparison);
  CHECK(j["play"]["played_differently"] == play.parted);
  CHECK(j["play"]["first_different_move"]["median"] == play.first_median);
  for (const qm::Json& m : j["metrics"]) {
    INFO(m["name"]);
    CHECK(m["sentence"].get<std::string>().size() > 10);
    if (m["test"].is_null()) continue;
    CHECK(m["p_holm"].get<double>() >= m["p"].get<double>());
  }
}

TEST_CASE("compare --simulate: the same figures on one thread and on several") {
  const ComparedRun one =
      compare_rulesets("einauge/standard", "einauge/colours", 3, "greedy", 60, 1);
  const ComparedRun two =
      compare_rulesets("einauge/standard", "einauge/colours", 3, "greedy", 60, 2);
  CHECK(qm::compare::sim_comparison_text(one.comparison) ==
        qm::compare::sim_comparison_text(two.comparison));
  CHECK(one.run.verbs == two.run.verbs);
}

TEST_CASE("compare --simulate: games the simulation stopped are said loudly, and not won") {
  // Random Pirates bots seldom bring gold home: every game stops at the round cap.
  const ComparedRun r =
      compare_rulesets("pirates/standard", "pirates/half-of-total", 2, "random", 20);
  const qm::compare::PlaySummary& play = r.comparison.play;
  CHECK(play.stopped_a == 20);
  CHECK(play.stopped_b == 20);
  CHECK(play.finished_both == 0);
  const auto figures = metrics_by_name(r.comparison);
  CHECK(figures.count("win rate, seat 1") == 0);
  CHECK(figures.count("ties (shared wins)") == 0);
  CHECK(figures.count("winning margin (points)") == 0);
  CHECK(figures.count("game length (moves)") == 1);
  const std::string text = qm::compare::sim_comparison_text(r.comparison);
  CHECK(text.find("\n\n!! 20 of 20 games under A and 20 under B did not end by the rules: the "
                  "simulation stopped them") != std::string::npos);
  CHECK(text.find("No game ended by the rules under both rulesets: no win rate, tie or margin "
                  "is given.\n") != std::string::npos);
  CHECK(text.find("win rate, seat") == std::string::npos);
  const qm::Json j = qm::compare::sim_comparison_json(r.comparison);
  CHECK(j["play"]["stopped"] == qm::Json({{"a", 20}, {"b", 20}}));
  CHECK(j["play"]["ended_by_the_rules_under_both"] == 0);
}

TEST_CASE("compare --simulate: win rates count only the games ended by the rules under both") {
  // Greedy Pirates bots end nearly every game; the few stopped ones are left out of who won.
  const ComparedRun r =
      compare_rulesets("pirates/standard", "pirates/half-of-total", 2, "greedy", 300);
  const qm::compare::PlaySummary& play = r.comparison.play;
  long long both = 0;
  for (const qm::compare::PairedGame& g : r.run.games) both += g.a.finished && g.b.finished;
  CHECK(play.finished_both == both);
  const auto figures = metrics_by_name(r.comparison);
  CHECK(figures.at("win rate, seat 1").pairs == both);
  CHECK(figures.at("winning margin (points)").pairs == both);
  CHECK(figures.at("game length (moves)").pairs == 300);
  const std::string text = qm::compare::sim_comparison_text(r.comparison);
  if (play.stopped_a + play.stopped_b > 0)
    CHECK(text.find(fmt::format("Win rates, ties and margins count only the {} games that ended "
                                "by the rules under both.",
                                both)) != std::string::npos);
  else
    CHECK(text.find("!!") == std::string::npos);
}

TEST_CASE("compare --simulate: the partnership admiral variant never came into play either") {
  qmtest::TempDir dir;
  require_admiral_never_came_into_play(compare_rulesets(
      "loot/partnership", admiral_variant(dir, "loot/partnership"), 4, "greedy", 200));
}

TEST_CASE("compare --simulate: an option that decides checks says how often it did") {
  // The random bots play the admiral anywhere it is legal: under A some admirals go to
  // merchants nobody else attacks, which B would refuse; under B the bots cannot.
  qmtest::TempDir dir;
  const ComparedRun r = compare_rulesets(
      "loot/partnership", admiral_variant(dir, "loot/partnership"), 4, "random", 200);
  REQUIRE(r.comparison.options.size() == 1);
  const qm::compare::OptionSummary& admiral = r.comparison.options[0];
  CHECK(admiral.a.changed > 0);
  CHECK(admiral.a.games_changed > 0);
  CHECK(admiral.a.games_changed <= *admiral.a.changed);
  CHECK(admiral.b.changed == 0);
  CHECK_FALSE(admiral.never_came_into_play());
  CHECK(qm::compare::option_sentence(admiral).find(
            fmt::format("; its other value would have changed a check's outcome {} times under A",
                        *admiral.a.changed)) != std::string::npos);
}

TEST_CASE("compare --simulate: an option counted without its changes, and one not counted") {
  // Cheaper vessels: vessel_cost is consulted at each vessel bought, and more are bought; its
  // other values are many, so whether one would change a check is not counted.
  qmtest::TempDir dir;
  const std::string cheap = dir.write(
      "cheap.yaml", "game: einauge\nextends: einauge/standard\noptions:\n  vessel_cost: 3\n");
  const ComparedRun r = compare_rulesets("einauge/standard", cheap, 3, "greedy", 300);
  const auto figures = metrics_by_name(r.comparison);
  const qm::compare::Metric& vessels = figures.at("vessels bought per game");
  CHECK(vessels.b.value > vessels.a.value);
  CHECK(vessels.significant());
  CHECK(vessels.difference.low > 0);
  REQUIRE(r.comparison.options.size() == 1);
  const qm::compare::OptionSummary& cost = r.comparison.options[0];
  CHECK(cost.setting.name == "vessel_cost");
  CHECK(cost.counted);
  CHECK(double(cost.a.consulted) == Catch::Detail::Approx(vessels.a.value * 300));
  CHECK(double(cost.b.consulted) == Catch::Detail::Approx(vessels.b.value * 300));
  CHECK_FALSE(cost.a.changed.has_value());
  CHECK_FALSE(cost.never_came_into_play());
  CHECK(qm::compare::option_sentence(cost).find(
            "; whether its other values would have changed a check's outcome is not counted") !=
        std::string::npos);
  const qm::Json j = qm::compare::sim_comparison_json(r.comparison);
  CHECK(j["options"][0]["under_a"]["changed"].is_null());

  // Pirates' distances are counted at each line whose checks measure with them; whether
  // another value would change a check is not known, and the sentence says so, never "never".
  const std::string wide = dir.write(
      "wide.yaml",
      "game: pirates\nextends: pirates/standard\noptions:\n  tolerance: 3\n  ruler_L: 90\n");
  const ComparedRun p = compare_rulesets("pirates/standard", wide, 2, "greedy", 10);
  REQUIRE(p.comparison.options.size() == 2);
  const qm::compare::OptionSummary& ruler_L = p.comparison.options[0];
  const qm::compare::OptionSummary& tolerance = p.comparison.options[1];
  REQUIRE(tolerance.setting.name == "tolerance");
  CHECK(tolerance.counted);
  CHECK_FALSE(tolerance.a.changed);
  CHECK_FALSE(tolerance.never_came_into_play());
  // Every move, dock, explore, shot, ram and tow measures with the tolerance.
  long long measured = 0;
  for (const char* verb : {"move", "dock", "explore", "shoot", "ram", "tow"})
    measured += verb_total_a(p.run, verb);
  CHECK(measured > 0);
  CHECK(tolerance.a.consulted == measured);
  // L rulers measure some moves and shots, never more than those lines.
  CHECK(ruler_L.setting.name == "ruler_L");
  CHECK(ruler_L.a.consulted > 0);
  CHECK(ruler_L.a.consulted <= verb_total_a(p.run, "move") + verb_total_a(p.run, "shoot"));
  CHECK(qm::compare::sim_comparison_text(p.comparison)
            .find(fmt::format("  tolerance (2 under A, 3 under B): consulted {} times under A",
                              qm::compare::grouped(tolerance.a.consulted))) != std::string::npos);
  CHECK(qm::compare::sim_comparison_text(p.comparison)
            .find("whether its other values would have changed a check's outcome is not "
                  "counted") != std::string::npos);
}

TEST_CASE("compare --simulate: win_gold is tested after every line, and the mix of events") {
  const ComparedRun r =
      compare_rulesets("pirates/standard", "pirates/half-of-total", 2, "greedy", 100);
  REQUIRE(r.comparison.options.size() == 1);
  const qm::compare::OptionSummary& gold = r.comparison.options[0];
  CHECK(gold.setting.name == "win_gold");
  CHECK(gold.a.consulted > 0);
  // Under A most games end where half of the total would not have ended them yet.
  CHECK(gold.a.games_changed > 50);
  // The events each game reports, per game: the shots, hits and sinkings.
  const auto figures = metrics_by_name(r.comparison);
  REQUIRE(figures.count("'ship sunk' events per game"));
  CHECK(figures.at("'ship sunk' events per game").b.value >
        figures.at("'ship sunk' events per game").a.value);
  long long events = 0;
  for (const qm::compare::PairedGame& g : r.run.games)
    for (int n : g.events_b) events += n;
  CHECK(events > 0);
  for (const qm::compare::Metric& m : r.comparison.metrics)
    if (m.name.find("events per game") != std::string::npos) CHECK(m.a.value + m.b.value > 0);
  // Every shot and sinking is an event, though a simulated game keeps no facts for itself.
  const double shots = figures.at("shots per game").b.value;
  CHECK(shots > 1);
  double shot_events = 0;
  for (const char* kind : {"shot S hit", "shot S miss", "shot L hit", "shot L miss"})
    if (figures.count(fmt::format("'{}' events per game", kind)))
      shot_events += figures.at(fmt::format("'{}' events per game", kind)).b.value;
  CHECK(shot_events == Catch::Detail::Approx(shots));
  CHECK(figures.at("'ship sunk' events per game").b.value ==
        Catch::Detail::Approx(figures.at("ships sunk per game").b.value));
}
