// `qm compare --simulate 1000` with greedy bots, one ruleset pair per game. Requirement
// (issue 27): under 2 s of wall time with the default threads (every core). Each game is
// played under both rulesets from the same seed, its two records read for the moves
// (compare/paired_games.h), and the paired figures computed (compare/paired_figures.h).
//
//   qm_compare_sim/loot/default      qm compare --ruleset loot/standard --ruleset
//                                    loot/house-end-captures --simulate 1000 --players 4
//                                    --bot greedy
//   qm_compare_sim/einauge/default   einauge/standard against einauge/colours, 3 players
//   qm_compare_sim/pirates/default   pirates/standard against pirates/half-of-total, 2 players
//   .../j1                           the same on one thread (-j 1)
// Each runs the qm binary (QM_BINARY) as a child process, stdout to /dev/null; wall time,
// and the child's CPU time (user + system) and max RSS as counters.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <string>
#include <vector>

#include "bench/child_benchmark.h"
#include "bench/summary_reporter.h"

namespace {

constexpr double kMaxSeconds = 2.0;
constexpr int kGames = 1000;

struct Pair {
  const char* game;
  const char* a;
  const char* b;
  int players;
};

const Pair kPairs[] = {{"loot", "loot/standard", "loot/house-end-captures", 4},
                       {"einauge", "einauge/standard", "einauge/colours", 3},
                       {"pirates", "pirates/standard", "pirates/half-of-total", 2}};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  for (const Pair& p : kPairs)
    for (const char* threads : {"default", "j1"}) {
      std::vector<std::string> args{"compare",
                                    "--ruleset",
                                    p.a,
                                    "--ruleset",
                                    p.b,
                                    "--simulate",
                                    std::to_string(kGames),
                                    "--players",
                                    std::to_string(p.players),
                                    "--bot",
                                    "greedy"};
      if (std::string(threads) == "j1") args.insert(args.end(), {"-j", "1"});
      benchmark::RegisterBenchmark(
          fmt::format("qm_compare_sim/{}/{}", p.game, threads).c_str(),
          [args](benchmark::State& s) {
            // 1: some figure differs significantly.
            qm::bench::child_iterations(s, QM_BINARY, args, kGames, {}, {0, 1});
          })
          ->UseRealTime()
          ->Unit(benchmark::kMillisecond);
    }
  const std::string load_before = qm::bench::load_average();
  qm::bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = qm::bench::load_average();

  fmt::print(
      "\nSummary ({} paired games, greedy bots; median of the repetitions; load average "
      "before {}, after {}):\n",
      kGames, load_before, load_after);
  for (const Pair& p : kPairs)
    for (const char* threads : {"default", "j1"}) {
      const std::string name = fmt::format("qm_compare_sim/{}/{}", p.game, threads);
      const auto f = reporter.figure(name);
      if (!f) continue;
      fmt::print("  {:<32} {:.3f} s (CPU {:.3f} s, max RSS {:.0f} kB){}\n", name, f->real_s,
                 f->counter("child_cpu_s"), f->counter("max_rss_kB"),
                 std::string(threads) == "default"
                     ? fmt::format("; requirement < {} s: {}", kMaxSeconds,
                                   f->real_s < kMaxSeconds ? "met" : "NOT met")
                     : "");
    }
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
