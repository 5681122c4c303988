// The loop shared by the simulation benchmarks (sim_bench, einauge_sim_bench): each
// iteration plays one game of `ruleset` through the Simulator that `qm simulate` uses
// (seed = game_seed(1, i)), writing its record when `record` is set. items_per_second is
// games per second of this thread's CPU time; the counter moves_per_game says how long the
// games were, and bytes_per_second (with records) how much YAML was written.
#pragma once

#include <benchmark/benchmark.h>

#include <string>

#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"
#include "sim/simulator.h"

namespace qm::bench {

struct SimulatedGames {
  std::string ruleset;
  std::string bot = "random";
  bool check_invariants = false;
  bool record = false;
};

// Players: the benchmark's range(0).
inline void play_simulated_games(benchmark::State& state, const SimulatedGames& what) {
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::shared_ptr<const qm::Ruleset> ruleset = library.get(what.ruleset);
  const qm::sim::SimSpec spec{*ruleset, int(state.range(0)), what.bot, what.check_invariants, {}};
  const auto simulator = qm::sim::make_simulator(ruleset->game, spec);
  uint64_t i = 0;
  size_t moves = 0, bytes = 0;
  std::string text;
  for (auto _ : state) {
    const qm::sim::SimOutcome o =
        simulator->play(qm::sim::game_seed(1, i++), what.record ? &text : nullptr);
    moves += size_t(o.moves);
    bytes += text.size();
    benchmark::DoNotOptimize(o.scores.data());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["moves_per_game"] = double(moves) / double(state.iterations());
  if (what.record) state.SetBytesProcessed(int64_t(bytes));
}

}  // namespace qm::bench
