// Simulated Pirates games per second on one core (`qm simulate` for Pirates: the one
// simulation loop, sim/simulator.h, on Pirates' state). Each iteration plays one game of
// pirates/standard (seed = game_seed(1, i)); items_per_second is games per second of this
// thread's CPU time. The bound: at least 2,000 games per second with the random
// bot, no record written.
//
//   pirates_sim/random/N         random bots at every seat, N players, no record (most of
//                                these games stop unfinished after kMaxRounds rounds);
//   pirates_sim/greedy/N         treasure bots (games/pirates/greedy_bot.h), no record;
//   pirates_sim/random_record/N  random bots, the record written (YAML text);
//   pirates_sim/greedy_record/N  treasure bots, the record written.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include "bench/simulated_games.h"
#include "bench/summary_reporter.h"

using namespace qm;

namespace {
constexpr double kMinRandomGamesPerSecond = 2000;
}

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  auto reg = [](const char* name, auto fn) {
    return benchmark::RegisterBenchmark(name, fn)->DenseRange(2, 4)->Unit(benchmark::kMicrosecond);
  };
  reg("pirates_sim/random", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"pirates/standard", "random"});
  });
  reg("pirates_sim/greedy", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"pirates/standard", "greedy"});
  });
  reg("pirates_sim/random_record", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"pirates/standard", "random", false, true});
  });
  reg("pirates_sim/greedy_record", [](benchmark::State& s) {
    bench::play_simulated_games(s, {"pirates/standard", "greedy", false, true});
  });

  const std::string load_before = bench::load_average();
  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  fmt::print(
      "\nSummary (pirates/standard, games per second of CPU time on one core, median of the "
      "repetitions; load average before {}, after {}):\n",
      load_before, load_after);
  fmt::print("  {:<8} {:>10} {:>10} {:>14} {:>14} {:>12} {:>12}\n", "players", "random", "greedy",
             "random+record", "greedy+record", "lines/random", "lines/greedy");
  double slowest_random = 0;
  for (int n = 2; n <= 4; ++n) {
    auto figure = [&](const char* name) { return reporter.figure(fmt::format("{}/{}", name, n)); };
    auto rate = [&](const char* name) {
      auto f = figure(name);
      return f ? f->counter("items_per_second") : 0.0;
    };
    auto lines = [&](const char* name) {
      auto f = figure(name);
      return f ? f->counter("moves_per_game") : 0.0;
    };
    const double random = rate("pirates_sim/random");
    slowest_random = n == 2 ? random : std::min(slowest_random, random);
    fmt::print("  {:<8} {:>10.0f} {:>10.0f} {:>14.0f} {:>14.0f} {:>12.0f} {:>12.0f}\n", n, random,
               rate("pirates_sim/greedy"), rate("pirates_sim/random_record"),
               rate("pirates_sim/greedy_record"), lines("pirates_sim/random"),
               lines("pirates_sim/greedy"));
  }
  fmt::print(
      "  random bot, no record, slowest player count: {:.0f} games/s (requirement >= {}: {})\n",
      slowest_random, kMinRandomGamesPerSecond,
      slowest_random >= kMinRandomGamesPerSecond ? "met" : "NOT met");
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
