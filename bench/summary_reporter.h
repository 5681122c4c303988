// The console reporter of the benchmark programs, which also keeps one figure per benchmark
// so that a program can print a summary after the run: the requirement each figure is
// checked against, and ratios between benchmarks. Every number in such a summary is either
// a measured one (the median over --benchmark_repetitions, or the single run's value when
// there are no repetitions) or computed from measured ones; nothing is estimated.
//
// Also: the load average, read from /proc/loadavg, to print beside the figures (timings
// taken while other work runs on the machine are not comparable with quiet ones).
#pragma once

#include <benchmark/benchmark.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace qm::bench {

// What was measured for one benchmark.
struct Figure {
  double real_s = 0;                       // wall time per iteration, seconds
  double cpu_s = 0;                        // this process's CPU time per iteration, seconds
  std::map<std::string, double> counters;  // user counters (rates already per second)
  int runs = 0;                            // how many runs the figure summarises
  double min_real_s = 0, max_real_s = 0;   // the spread of the wall time over those runs
  double counter(const std::string& name) const {
    auto it = counters.find(name);
    return it == counters.end() ? 0 : it->second;
  }
};

// Tabular console output, coloured only on a terminal (--benchmark_color is not read).
class SummaryReporter : public benchmark::ConsoleReporter {
 public:
  SummaryReporter() : ConsoleReporter(isatty(STDOUT_FILENO) ? OO_ColorTabular : OO_Tabular) {}

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.error_occurred) {
        failed_.push_back(run.run_name.str());
        continue;
      }
      Entry& entry = entries_[key_of(run.run_name)];
      if (run.run_type == Run::RT_Iteration)
        entry.runs.push_back(figure_of(run));
      else if (run.aggregate_name == "median")
        entry.median = figure_of(run);
    }
  }

  // The figure of `name`: a benchmark's name and arguments, without the suffixes options add
  // ("/real_time", "/repeats:5"). nullopt when it did not run, or failed.
  std::optional<Figure> figure(const std::string& name) const {
    auto it = entries_.find(name);
    if (it == entries_.end()) return std::nullopt;
    const Entry& e = it->second;
    const int n = int(e.runs.size());
    if (n == 0 && !e.median) return std::nullopt;
    Figure f = e.median ? *e.median : n == 1 ? e.runs[0] : median_of(e.runs);
    f.runs = n;
    if (n > 0) {
      auto [lo, hi] =
          std::minmax_element(e.runs.begin(), e.runs.end(),
                              [](const Figure& a, const Figure& b) { return a.real_s < b.real_s; });
      f.min_real_s = lo->real_s;
      f.max_real_s = hi->real_s;
    }
    return f;
  }

  const std::vector<std::string>& failed() const { return failed_; }

 private:
  struct Entry {
    std::vector<Figure> runs;
    std::optional<Figure> median;
  };

  // The median of each quantity, for repetitions whose aggregates were not reported.
  static Figure median_of(const std::vector<Figure>& runs) {
    const size_t n = runs.size();
    auto median = [&](auto value) {
      std::vector<double> v;
      for (const Figure& f : runs) v.push_back(value(f));
      std::sort(v.begin(), v.end());
      return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    };
    Figure f;
    f.real_s = median([](const Figure& x) { return x.real_s; });
    f.cpu_s = median([](const Figure& x) { return x.cpu_s; });
    for (const auto& counter : runs[0].counters) {
      const std::string& key = counter.first;  // not a binding: Clang 14 cannot capture one
      f.counters[key] = median([&key](const Figure& x) { return x.counter(key); });
    }
    return f;
  }

  static std::string key_of(const benchmark::BenchmarkName& name) {
    return name.args.empty() ? name.function_name : name.function_name + "/" + name.args;
  }

  static double seconds(double value, benchmark::TimeUnit unit) {
    switch (unit) {
      case benchmark::kNanosecond:
        return value * 1e-9;
      case benchmark::kMicrosecond:
        return value * 1e-6;
      case benchmark::kMillisecond:
        return value * 1e-3;
      case benchmark::kSecond:
        return value;
    }
    return value;
  }

  static Figure figure_of(const Run& run) {
    Figure f;
    f.runs = 1;
    f.real_s = seconds(run.GetAdjustedRealTime(), run.time_unit);
    f.cpu_s = seconds(run.GetAdjustedCPUTime(), run.time_unit);
    for (const auto& [key, counter] : run.counters) f.counters[key] = counter.value;
    return f;
  }

  std::map<std::string, Entry> entries_;
  std::vector<std::string> failed_;
};

// The 1-, 5- and 15-minute load averages, as /proc/loadavg writes them ("?" if unreadable).
inline std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five, fifteen;
  if (!(in >> one >> five >> fifteen)) return "?";
  return one + " " + five + " " + fifteen;
}

}  // namespace qm::bench
