// Simulated Einauge games per second on one core (`qm simulate` for Einauge: the one
// simulation loop, sim/simulator.h, on Einauge's state). Each iteration plays one game of
// einauge/standard (seed = game_seed(1, i)); items_per_second is games per second of this
// thread's CPU time.
//
//   einauge_sim/random/N         random bots at every seat, N players, no record;
//   einauge_sim/greedy/N         greedy bots (games/einauge/greedy_bot.h), no record;
//   einauge_sim/greedy_record/N  greedy bots, the record written (YAML text, deck given):
//                                the difference from greedy/N is the cost of writing it.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include "bench/simulated_games.h"
#include "bench/summary_reporter.h"

using namespace qm;

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  auto reg = [](const char* name, auto fn) {
    return benchmark::RegisterBenchmark(name, fn)->DenseRange(2, 5)->Unit(benchmark::kMicrosecond);
  };
  reg("einauge_sim/random", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"einauge/standard", "random"});
  });
  reg("einauge_sim/greedy", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"einauge/standard", "greedy"});
  });
  reg("einauge_sim/greedy_record", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"einauge/standard", "greedy", false, true});
  });

  const std::string load_before = bench::load_average();
  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  fmt::print(
      "\nSummary (einauge/standard, games per second of CPU time on one core, median of the "
      "repetitions; load average before {}, after {}):\n",
      load_before, load_after);
  fmt::print("  {:<8} {:>14} {:>14} {:>14} {:>10}  {}\n", "players", "random", "greedy",
             "greedy+record", "moves", "record cost per game");
  for (int n = 2; n <= 5; ++n) {
    auto figure = [&](const char* name) { return reporter.figure(fmt::format("{}/{}", name, n)); };
    auto rate = [&](const char* name) {
      auto f = figure(name);
      return f ? f->counter("items_per_second") : 0.0;
    };
    const double greedy = rate("einauge_sim/greedy"), record = rate("einauge_sim/greedy_record");
    auto g = figure("einauge_sim/greedy");
    fmt::print("  {:<8} {:>14.0f} {:>14.0f} {:>14.0f} {:>10.0f}  {:.1f} us\n", n,
               rate("einauge_sim/random"), greedy, record, g ? g->counter("moves_per_game") : 0.0,
               greedy > 0 && record > 0 ? 1e6 / record - 1e6 / greedy : 0.0);
  }
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
