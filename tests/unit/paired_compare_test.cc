// The paired figures of `qm compare --simulate` (compare/paired_figures.h), their sentences
// (compare/figure_sentence.h) and the summary of how the plays parted
// (compare/play_summary.h): on published data where R gives the figures, on counts the
// docs work through, and on small simulated runs.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "compare/figure_sentence.h"
#include "compare/paired_figures.h"
#include "compare/play_summary.h"
#include "compare/simulated_play.h"

using Catch::Detail::Approx;
using qm::compare::Metric;

namespace {

// A seat's results over paired games: won under both, under A only, under B only, neither.
std::vector<std::pair<bool, bool>> seat_games(int both, int only_a, int only_b, int neither) {
  std::vector<std::pair<bool, bool>> games;
  games.insert(games.end(), size_t(both), {true, true});
  games.insert(games.end(), size_t(only_a), {true, false});
  games.insert(games.end(), size_t(only_b), {false, true});
  games.insert(games.end(), size_t(neither), {false, false});
  return games;
}

// One figure alone, its p-value "adjusted" over itself.
Metric adjusted_alone(Metric m) {
  std::vector<Metric> one{std::move(m)};
  qm::compare::adjust_holm(one);
  return one.front();
}

// R's sleep data (Cushny & Peebles 1905): extra hours of sleep under drug 1 (A) and 2 (B).
const std::vector<double> kSleepDrug1{0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0};
const std::vector<double> kSleepDrug2{1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4};

}  // namespace

TEST_CASE("a paired win rate: McNemar's test, Newcombe's interval and what could be missed") {
  // docs/simulation-and-compare.md: 2,000 games, seat 1 won 700 under both, 280 under A
  // only, 320 under B only: chi-square (|320 - 280| - 1)^2 / 600 = 2.535, p = 0.111
  // (R: mcnemar.test(matrix(c(700, 320, 280, 700), 2)) prints McNemar's chi-squared =
  // 2.535, df = 1, p-value = 0.1113); B - A = +2.0 points [-0.4, +4.4].
  const Metric m =
      adjusted_alone(qm::compare::paired_rate("win rate, seat 1", seat_games(700, 280, 320, 700)));
  CHECK(m.pairs == 2000);
  CHECK(m.count_a == 980);
  CHECK(m.count_b == 1020);
  CHECK(m.changed == 600);
  CHECK(m.a.value == Approx(0.49));
  CHECK(m.b.value == Approx(0.51));
  CHECK(m.test == "McNemar's test");
  CHECK(m.result.statistic == Approx(39.0 * 39 / 600));
  CHECK(m.result.p == Approx(0.1113).epsilon(1e-3));
  CHECK(m.difference.value == Approx(0.02));
  CHECK(m.difference.low == Approx(-0.004).margin(5e-4));
  CHECK(m.difference.high == Approx(0.044).margin(5e-4));
  CHECK_FALSE(m.significant());
  // 30% of the games changed result: Connor's formula gives 0.034 at 2,000 pairs.
  REQUIRE(m.detectable);
  CHECK(*m.detectable == Approx(0.034).margin(5e-4));
  CHECK(qm::compare::figure_sentence(m) ==
        "no effect larger than ±3.4 points could be missed with 2,000 paired games");
}

TEST_CASE("a paired win rate with few changed games is tested exactly") {
  // Armitage & Berry (1994, p. 127), 20 12 / 2 16: exact two-sided P = 0.0129
  // (2 P(X <= 2), X ~ Bin(14, 1/2); R: binom.test(2, 14) prints p-value = 0.01294).
  const Metric m = adjusted_alone(qm::compare::paired_rate("ties", seat_games(20, 12, 2, 16)));
  CHECK(m.changed == 14);
  CHECK(m.test == "exact sign test");
  CHECK_FALSE(m.has_statistic);
  CHECK(m.result.p == Approx(2 * 106.0 / 16384));
  CHECK(m.significant());
  CHECK(m.difference.value == Approx(-10.0 / 50));
  CHECK(qm::compare::figure_sentence(m) ==
        fmt::format("B changes it by -20.0 points [{:+.1f}, {:+.1f}]", 100 * m.difference.low,
                    100 * m.difference.high));
}

TEST_CASE("a paired mean: the paired t-test and Wilcoxon's test on R's sleep data") {
  // R: t.test(sleep2, sleep1, paired = TRUE) prints t = 4.0621, df = 9, p-value =
  // 0.002833, 95 percent confidence interval 0.7001142 2.4598858, mean difference 1.58;
  // wilcox.test(sleep2, sleep1, paired = TRUE) prints V = 45, p-value = 0.009091 (one zero
  // dropped, one tie: the normal approximation).
  const Metric m =
      adjusted_alone(qm::compare::paired_mean("extra sleep", kSleepDrug1, kSleepDrug2));
  CHECK(m.pairs == 10);
  CHECK(m.changed == 9);
  CHECK(m.test == "paired t-test");
  CHECK(m.result.statistic == Approx(4.0621).epsilon(1e-4));
  CHECK(m.result.df == 9);
  CHECK(m.result.p == Approx(0.002833).epsilon(1e-3));
  CHECK(m.difference.value == Approx(1.58));
  CHECK(m.difference.low == Approx(0.7001142).epsilon(1e-6));
  CHECK(m.difference.high == Approx(2.4598858).epsilon(1e-7));
  REQUIRE(m.wilcoxon_p);
  CHECK(*m.wilcoxon_p == Approx(0.009091).epsilon(1e-3));
  CHECK(m.a.value == Approx(0.75));
  CHECK(m.b.value == Approx(2.33));
  CHECK(m.significant());
  CHECK(qm::compare::figure_sentence(m) == "B changes it by +1.58 [+0.70, +2.46]");
}

TEST_CASE("a figure the same in every game is not tested, and says so") {
  const Metric rate =
      adjusted_alone(qm::compare::paired_rate("win rate, seat 2", seat_games(700, 0, 0, 1300)));
  CHECK_FALSE(rate.tested());
  CHECK(rate.changed == 0);
  CHECK(qm::compare::figure_sentence(rate) == "the same in every one of the 2,000 games");
  const std::vector<double> length(500, 84.0);
  const Metric mean = adjusted_alone(qm::compare::paired_mean("game length", length, length));
  CHECK_FALSE(mean.tested());
  CHECK(qm::compare::figure_sentence(mean) == "the same in every one of the 500 games");
  // Every game one move longer under B: no spread to test, a change nonetheless.
  std::vector<double> longer(500, 85.0);
  const Metric constant = adjusted_alone(qm::compare::paired_mean("game length", length, longer));
  CHECK(constant.tested());
  CHECK(constant.significant());
  CHECK(qm::compare::figure_sentence(constant) == "B changes it by +1.00 in every game");
  CHECK_FALSE(constant.has_statistic);  // no spread, no t
  CHECK(constant.result.p == 0);
  // Nothing to count.
  CHECK(qm::compare::figure_sentence(qm::compare::paired_mean("x", {}, {})) ==
        "not measured: no game to count");
}

TEST_CASE("a pooled rate: the run's hits of its shots, and no rate without shots") {
  // The worked example of paired_ratio_test.cc: A 6 hits of 12 shots, B 9 of 16.
  const Metric m = adjusted_alone(qm::compare::paired_pooled(
      "hit rate", {{1, 2, 2, 2}, {0, 1, 1, 3}, {3, 4, 3, 3}, {0, 0, 1, 2}, {2, 5, 2, 6}}));
  CHECK(m.pooled);
  CHECK(m.percent);
  CHECK(m.count_a == 6);
  CHECK(m.of_a == 12);
  CHECK(m.count_b == 9);
  CHECK(m.of_b == 16);
  CHECK(m.changed == 5);  // every game, hits or shots
  CHECK(m.test == "paired t-test of a pooled rate");
  CHECK(m.result.statistic == Approx(0.78938187).epsilon(1e-7));
  CHECK(m.result.p == Approx(0.47404724).epsilon(1e-6));
  CHECK_FALSE(m.significant());
  REQUIRE(m.detectable);
  CHECK(qm::compare::figure_sentence(m).rfind("no effect larger than ±", 0) == 0);
  // No shot under A: A has no hit rate.
  const Metric none = adjusted_alone(qm::compare::paired_pooled("hit rate", {{0, 0, 1, 2}}));
  CHECK_FALSE(none.tested());
  CHECK(qm::compare::figure_sentence(none) == "no rate under A: nothing to count");
}

TEST_CASE("Holm's adjustment counts only the figures tested") {
  std::vector<Metric> metrics{qm::compare::paired_rate("same", seat_games(10, 0, 0, 10)),
                              qm::compare::paired_mean("sleep", kSleepDrug1, kSleepDrug2),
                              qm::compare::paired_rate("ties", seat_games(20, 12, 2, 16))};
  qm::compare::adjust_holm(metrics);
  CHECK(metrics[0].p_holm == 1);
  CHECK_FALSE(metrics[0].significant());
  // Two tested: the smaller p doubled, the larger kept (and not below the smaller's).
  CHECK(metrics[1].p_holm == Approx(2 * metrics[1].result.p));
  CHECK(metrics[2].p_holm == Approx(std::max(metrics[2].result.p, metrics[1].p_holm)));
}

TEST_CASE("numbers grouped in thousands") {
  CHECK(qm::compare::grouped(0) == "0");
  CHECK(qm::compare::grouped(999) == "999");
  CHECK(qm::compare::grouped(1000) == "1,000");
  CHECK(qm::compare::grouped(1234567) == "1,234,567");
  CHECK(qm::compare::grouped(-20000) == "-20,000");
}

TEST_CASE("where two plays part") {
  const qm::compare::SimulatedPlay play{
      {"Anna", "Bruno"}, {"Anna merchant m2", "Bruno attack @1 blue-1", "Anna draw m5"}};
  qm::compare::SimulatedPlay other = play;
  CHECK(qm::compare::first_difference(play, other) == 0);
  other.moves[1] = "Bruno attack @1 blue-2";
  CHECK(qm::compare::first_difference(play, other) == 2);
  other = play;
  other.moves.pop_back();  // B's game ended a move earlier
  CHECK(qm::compare::first_difference(play, other) == 3);
  CHECK(qm::compare::first_difference(other, play) == 3);
}

TEST_CASE("how the plays parted: how many, and from which move") {
  qm::compare::PairedRun run;
  for (int first : {0, 15, 3, 0, 8, 20, 7}) {
    qm::compare::PairedGame g;
    g.a.scores = g.b.scores = {10, 5};
    g.first_difference = first;
    run.games.push_back(g);
  }
  run.games[3].b.scores = {5, 10};  // the same moves, another result
  const qm::compare::PlaySummary s = qm::compare::summarize_play(run);
  CHECK(s.games == 7);
  CHECK(s.parted == 5);
  // R: quantile(c(3, 7, 8, 15, 20)) gives 7, 8 and 15 at 25%, 50% and 75%.
  CHECK(s.first_q1 == 7);
  CHECK(s.first_median == 8);
  CHECK(s.first_q3 == 15);
  CHECK(s.same_play_other_result == 1);
  CHECK_FALSE(s.never_came_into_play());
  CHECK(qm::compare::play_text(s) ==
        "5 of 7 games played differently under B, from move 8 on (median; quartiles 7 and 15); "
        "2 played the same move for move.\n1 game played the same but ended with other "
        "scores or winners.\n");
  run.games = {run.games[0], run.games[0]};
  const qm::compare::PlaySummary same = qm::compare::summarize_play(run);
  CHECK(same.never_came_into_play());
  CHECK(qm::compare::play_text(same) ==
        "Every game played the same under both rulesets, move for move, with the same result: "
        "the difference between them never came into play in 2 games.\n");
}
