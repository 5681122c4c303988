// `qm validate` over 10,000 simulated Pirates records, against yaml-cpp alone: the bound
// Loot meets (validate_bench.cc), for Pirates: `qm validate -j 1 DIR` within 1.5x the time
// yaml-cpp needs to read and YAML::LoadAll the same files.
//
// The corpus is written by the qm binary itself, as a child process (`qm simulate --out`;
// simulating in this process would leave its heap fragmented for the timings): the
// records are split evenly over 12 kinds of game, both shipped rulesets x 2-4 players x the
// random and greedy bots, each kind in a directory of its own (pirates/standard-3p-greedy/
// ...), from seed 1. It goes into $QM_BENCH_CORPUS/pirates-N/ when that is set (and is
// reused while its corpus.txt matches), else into a temporary directory removed at the end.
// Before timing, `qm validate -j 2` must find every record valid.
//
// Benchmarks, wall-clock time, one iteration = the whole corpus:
//   yaml_cpp_load_all/N      in this process, one thread: read + YAML::LoadAll per file;
//   qm_validate/j1/N         the qm binary (QM_BINARY) as a child process, -j 1; counters:
//                            its max RSS (kB) and CPU time (s).
// QM_BENCH_RECORDS overrides the corpus size for quick trials.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "bench/child.h"
#include "bench/child_benchmark.h"
#include "bench/corpus.h"
#include "bench/summary_reporter.h"
#include "bench/yaml_cpp_baseline.h"
#include "replay/corpus.h"

namespace {

using namespace qm;
namespace fs = std::filesystem;

constexpr double kMaxRatioToYamlCpp = 1.5;

struct Kind {
  std::string ruleset;
  int players;
  std::string bot;
};

std::vector<Kind> kinds() {
  std::vector<Kind> out;
  for (const char* ruleset : {"pirates/standard", "pirates/half-of-total"})
    for (int players = 2; players <= 4; ++players)
      for (const char* bot : {"random", "greedy"}) out.push_back({ruleset, players, bot});
  return out;
}

// Writes (or finds) the corpus; throws std::runtime_error.
bench::Corpus pirates_corpus(size_t records) {
  bench::Corpus c;
  c.records = records;
  c.root = bench::corpus_root("qm-pirates-bench", c.temporary);
  c.big_dir = (fs::path(c.root) / fmt::format("pirates-{}", records)).string();
  const fs::path marker = fs::path(c.big_dir) / "corpus.txt";
  const std::string description = fmt::format(
      "qm Pirates benchmark corpus: {} records, seed 1, {} kinds\n", records, kinds().size());
  if (fs::exists(marker) && bench::read_file(marker.string()) == description) {
    fmt::print("Corpus: reusing {}\n", c.big_dir);
  } else {
    fmt::print("Corpus: writing {} Pirates records into {} ...\n", records, c.big_dir);
    std::fflush(stdout);
    fs::remove_all(c.big_dir);
    const std::vector<Kind> all = kinds();
    for (size_t k = 0; k < all.size(); ++k) {
      // Kind k gets records [k*N/K, (k+1)*N/K): the sizes add up to N.
      const size_t games = (k + 1) * records / all.size() - k * records / all.size();
      const std::string name = all[k].ruleset.substr(all[k].ruleset.find('/') + 1);
      const std::string out = (fs::path(c.big_dir) / "pirates" /
                               fmt::format("{}-{}p-{}", name, all[k].players, all[k].bot))
                                  .string();
      const bench::ChildResult r = bench::run_child(
          QM_BINARY,
          {"simulate", "--ruleset", all[k].ruleset, "--players", std::to_string(all[k].players),
           "--games", std::to_string(games), "--seed", "1", "--bot", all[k].bot, "--out", out});
      if (r.exit_status != 0) throw std::runtime_error("qm simulate failed for " + out);
    }
    std::ofstream(marker) << description;
  }
  c.big_files = list_record_files({c.big_dir});
  for (const std::string& f : c.big_files) c.bytes += fs::file_size(f);
  if (c.big_files.size() != records)
    throw std::runtime_error(
        fmt::format("{} holds {} records, not {}", c.big_dir, c.big_files.size(), records));
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const size_t records = bench::corpus_records();
  bench::Corpus corpus;
  try {
    corpus = pirates_corpus(records);
  } catch (const std::exception& e) {
    fmt::print(stderr, "pirates_validate_bench: {}\n", e.what());
    return 1;
  }
  fmt::print("Corpus: {} files, {:.1f} MB ({:.1f} kB a file)\n", corpus.big_files.size(),
             corpus.bytes / 1e6, corpus.bytes / 1e3 / double(records));

  if (!bench::all_records_valid(QM_BINARY, corpus, "pirates_validate_bench")) return 1;

  const std::string n = fmt::format("{}", records);
  const bench::Corpus* c = &corpus;
  auto reg = [](const std::string& name, auto fn) {
    return benchmark::RegisterBenchmark(name.c_str(), fn)
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  };
  reg("yaml_cpp_load_all/" + n, [c](benchmark::State& s) { bench::yaml_cpp_load_all(s, *c); });
  reg("qm_validate/j1/" + n, [c](benchmark::State& s) {
    bench::child_iterations(s, QM_BINARY, {"validate", "-j", "1", c->big_dir}, int64_t(c->records));
  });

  const std::string load_before = bench::load_average();
  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  const auto yaml = reporter.figure("yaml_cpp_load_all/" + n);
  const auto j1 = reporter.figure("qm_validate/j1/" + n);
  fmt::print(
      "\nSummary ({} Pirates records, {:.1f} MB; wall time, median [fastest-slowest] of the "
      "repetitions; load average before {}, after {}):\n",
      records, corpus.bytes / 1e6, load_before, load_after);
  if (yaml)
    fmt::print("  {:<52} {:6.3f} s  [{:.2f}-{:.2f}]  ({:.1f} MB/s)\n",
               "yaml-cpp: read + YAML::LoadAll per file, 1 thread", yaml->real_s, yaml->min_real_s,
               yaml->max_real_s, corpus.bytes / 1e6 / yaml->real_s);
  if (j1)
    fmt::print("  {:<52} {:6.3f} s  [{:.2f}-{:.2f}]  (child CPU {:.3f} s, max RSS {:.0f} kB)\n",
               "qm validate -j 1", j1->real_s, j1->min_real_s, j1->max_real_s,
               j1->counter("child_cpu_s"), j1->counter("max_rss_kB"));
  if (yaml && j1) {
    const double ratio = j1->real_s / yaml->real_s;
    fmt::print("  -j 1 / yaml-cpp: {:.2f}x (requirement <= {}x: {}); in CPU time {:.2f}x\n", ratio,
               kMaxRatioToYamlCpp, ratio <= kMaxRatioToYamlCpp ? "met" : "NOT met",
               j1->counter("child_cpu_s") / yaml->cpu_s);
  }
  if (corpus.temporary) fs::remove_all(corpus.root);
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
