// Simulated Loot games per second on one core (qm simulate's fast path: sim/simulator.h).
// Requirement: at least 50,000 games per second per core with the random bot, records not
// written. Each iteration plays one game of loot/standard (seed = game_seed(1, i)) through
// the simulator that `qm simulate` uses; items_per_second is games per second of this
// thread's CPU time.
//
//   sim/random/N           random bots, N players, invariants not checked, no record;
//   sim/random_checked/N   the same with the invariant checks after every move (the
//                          tests' setting, `qm simulate --check-invariants`);
//   sim/greedy/N           greedy bots, no record;
//   sim/random_record/N    random bots, the record written (YAML text, full information):
//                          the difference from sim/random/N is the cost of writing it.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include "bench/simulated_games.h"
#include "bench/summary_reporter.h"

using namespace qm;

namespace {

constexpr double kRequiredGamesPerSecond = 50000;

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  auto reg = [](const char* name, auto fn) {
    return benchmark::RegisterBenchmark(name, fn)->DenseRange(2, 5)->Unit(benchmark::kMicrosecond);
  };
  reg("sim/random", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"loot/standard", "random"});
  });
  reg("sim/random_checked", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"loot/standard", "random", true});
  });
  reg("sim/greedy", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"loot/standard", "greedy"});
  });
  reg("sim/random_record", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"loot/standard", "random", false, true});
  });

  const std::string load_before = bench::load_average();
  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  fmt::print(
      "\nSummary (loot/standard, games per second of CPU time on one core, median of the "
      "repetitions; load average before {}, after {}):\n",
      load_before, load_after);
  fmt::print("  {:<8} {:>14} {:>14} {:>14} {:>14}  {}\n", "players", "random", "random+checks",
             "greedy", "random+record", "record cost per game");
  bool met = true;
  for (int n = 2; n <= 5; ++n) {
    auto rate = [&](const char* name) {
      auto f = reporter.figure(fmt::format("{}/{}", name, n));
      return f ? f->counter("items_per_second") : 0.0;
    };
    const double random = rate("sim/random"), record = rate("sim/random_record");
    met = met && random >= kRequiredGamesPerSecond;
    fmt::print("  {:<8} {:>14.0f} {:>14.0f} {:>14.0f} {:>14.0f}  {:.1f} us\n", n, random,
               rate("sim/random_checked"), rate("sim/greedy"), record,
               random > 0 && record > 0 ? 1e6 / record - 1e6 / random : 0.0);
  }
  fmt::print("  random bot, no record, every player count >= {:.0f} games/s: {}\n",
             kRequiredGamesPerSecond, met ? "met" : "NOT met");
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
