// A benchmark whose every iteration runs the qm binary once as a child process: wall time
// is the benchmark's (use UseRealTime), and the child's CPU time and max RSS, which
// this process cannot see, become the counters child_cpu_s (mean per run) and max_rss_kB.
#pragma once

#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bench/child.h"

namespace qm::bench {

// Runs `binary args` once per iteration; `items` per iteration for items_per_second.
// `before_each`, when given, runs untimed before each run (say, deleting a database). An
// exit status not in `expected` stops the benchmark with an error.
inline void child_iterations(benchmark::State& state, const std::string& binary,
                             const std::vector<std::string>& args, int64_t items,
                             const std::function<void()>& before_each = {},
                             const std::vector<int>& expected = {0}) {
  double cpu = 0;
  long max_rss = 0;
  for (auto _ : state) {
    if (before_each) {
      state.PauseTiming();
      before_each();
      state.ResumeTiming();
    }
    const ChildResult r = run_child(binary, args);
    if (std::find(expected.begin(), expected.end(), r.exit_status) == expected.end()) {
      state.SkipWithError(
          fmt::format("qm {} exited with status {}", args.at(0), r.exit_status).c_str());
      break;
    }
    cpu += r.cpu_s;
    max_rss = std::max(max_rss, r.max_rss_kb);
  }
  state.SetItemsProcessed(state.iterations() * items);
  state.counters["max_rss_kB"] = double(max_rss);
  state.counters["child_cpu_s"] = cpu / double(std::max<int64_t>(1, state.iterations()));
}

}  // namespace qm::bench
