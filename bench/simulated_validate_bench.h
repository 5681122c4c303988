// `qm validate` over simulated records of one game, against yaml-cpp alone: the bound Loot
// meets (validate_bench.cc), for a game whose corpus `qm simulate` writes
// (einauge_validate_bench, pirates_validate_bench): `qm validate -j 1 DIR` within 1.5x the
// time yaml-cpp needs to read and YAML::LoadAll the same files.
//
// The corpus is written by the qm binary itself, as a child process (`qm simulate --out`;
// simulating in this process would leave its heap fragmented for the timings): the
// records are split evenly over the kinds of game, every ruleset x player count x bot of
// the SimulatedValidateBench, each kind in a directory of its own (GAME/standard-3p-greedy/
// ...), from seed 1. It goes into $QM_BENCH_CORPUS/GAME-N/ when that is set (and is reused
// while its corpus.txt matches), else into a temporary directory removed at the end.
// Before timing, `qm validate -j 2` must find every record valid.
//
// Benchmarks, wall-clock time, one iteration = the whole corpus:
//   yaml_cpp_load_all/N      in this process, one thread: read + YAML::LoadAll per file;
//   qm_validate/j1/N         the qm binary as a child process, -j 1; counters: its max RSS
//                            (kB) and CPU time (s).
// N is 10,000, or $QM_BENCH_RECORDS for quick trials.
#pragma once

#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/child.h"
#include "bench/child_benchmark.h"
#include "bench/corpus.h"
#include "bench/summary_reporter.h"
#include "bench/yaml_cpp_baseline.h"
#include "replay/corpus.h"

namespace qm::bench {

// What one game's benchmark simulates and how it names it.
struct SimulatedValidateBench {
  std::string game;                   // "pirates": the corpus's directories
  std::string title;                  // "Pirates", in messages and the summary
  std::vector<std::string> rulesets;  // "pirates/standard", ...
  int min_players = 2, max_players = 2;
  std::vector<std::string> bots = {"random", "greedy"};
  std::string program;    // "pirates_validate_bench", in error messages
  std::string qm_binary;  // the qm that simulates and is timed (QM_BINARY)
  // `qm simulate --table` words ("terrain", "forts": Pirates format 2); the corpus then
  // goes into GAME-table-N/ (qm-GAME-table-bench).
  std::vector<std::string> table = {};
};

inline constexpr double kMaxValidateRatioToYamlCpp = 1.5;

struct SimulatedKind {
  std::string ruleset;
  int players;
  std::string bot;
};

// Every ruleset x player count x bot, in that order of nesting.
inline std::vector<SimulatedKind> simulated_kinds(const SimulatedValidateBench& b) {
  std::vector<SimulatedKind> out;
  for (const std::string& ruleset : b.rulesets)
    for (int players = b.min_players; players <= b.max_players; ++players)
      for (const std::string& bot : b.bots) out.push_back({ruleset, players, bot});
  return out;
}

// Writes (or finds) the corpus of `records` records; throws std::runtime_error.
inline Corpus simulated_corpus(const SimulatedValidateBench& b, size_t records) {
  namespace fs = std::filesystem;
  const std::vector<SimulatedKind> all = simulated_kinds(b);
  Corpus c;
  c.records = records;
  const std::string tag = b.table.empty() ? b.game : b.game + "-table";
  c.root = corpus_root(fmt::format("qm-{}-bench", tag), c.temporary);
  c.big_dir = (fs::path(c.root) / fmt::format("{}-{}", tag, records)).string();
  const fs::path marker = fs::path(c.big_dir) / "corpus.txt";
  const std::string description = fmt::format(
      "qm {} benchmark corpus: {} records, seed 1, {} kinds{}\n", b.title, records, all.size(),
      b.table.empty() ? "" : fmt::format(", table {}", fmt::join(b.table, ",")));
  if (fs::exists(marker) && read_file(marker.string()) == description) {
    fmt::print("Corpus: reusing {}\n", c.big_dir);
  } else {
    fmt::print("Corpus: writing {} {} records into {} ...\n", records, b.title, c.big_dir);
    std::fflush(stdout);
    fs::remove_all(c.big_dir);
    for (size_t k = 0; k < all.size(); ++k) {
      // Kind k gets records [k*N/K, (k+1)*N/K): the sizes add up to N.
      const size_t games = (k + 1) * records / all.size() - k * records / all.size();
      const std::string name = all[k].ruleset.substr(all[k].ruleset.find('/') + 1);
      const std::string out = (fs::path(c.big_dir) / b.game /
                               fmt::format("{}-{}p-{}", name, all[k].players, all[k].bot))
                                  .string();
      std::vector<std::string> args = {"simulate",
                                       "--ruleset",
                                       all[k].ruleset,
                                       "--players",
                                       std::to_string(all[k].players),
                                       "--games",
                                       std::to_string(games),
                                       "--seed",
                                       "1",
                                       "--bot",
                                       all[k].bot,
                                       "--out",
                                       out};
      if (!b.table.empty())
        args.insert(args.end(), {"--table", fmt::format("{}", fmt::join(b.table, ","))});
      const ChildResult r = run_child(b.qm_binary, args);
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

// The whole program: prepares the corpus, runs both benchmarks, prints the summary.
// Returns main's exit status.
inline int run_simulated_validate_bench(int argc, char** argv, const SimulatedValidateBench& b) {
  namespace fs = std::filesystem;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const size_t records = corpus_records();
  Corpus corpus;
  try {
    corpus = simulated_corpus(b, records);
  } catch (const std::exception& e) {
    fmt::print(stderr, "{}: {}\n", b.program, e.what());
    return 1;
  }
  fmt::print("Corpus: {} files, {:.1f} MB ({:.1f} kB a file)\n", corpus.big_files.size(),
             corpus.bytes / 1e6, corpus.bytes / 1e3 / double(records));

  if (!all_records_valid(b.qm_binary, corpus, b.program)) return 1;

  const std::string n = fmt::format("{}", records);
  const Corpus* c = &corpus;
  auto reg = [](const std::string& name, auto fn) {
    return benchmark::RegisterBenchmark(name.c_str(), fn)
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  };
  reg("yaml_cpp_load_all/" + n, [c](benchmark::State& s) { yaml_cpp_load_all(s, *c); });
  const std::string qm = b.qm_binary;
  reg("qm_validate/j1/" + n, [c, qm](benchmark::State& s) {
    child_iterations(s, qm, {"validate", "-j", "1", c->big_dir}, int64_t(c->records));
  });

  const std::string load_before = load_average();
  SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = load_average();

  const auto yaml = reporter.figure("yaml_cpp_load_all/" + n);
  const auto j1 = reporter.figure("qm_validate/j1/" + n);
  fmt::print(
      "\nSummary ({} {} records, {:.1f} MB; wall time, median [fastest-slowest] of the "
      "repetitions; load average before {}, after {}):\n",
      records, b.title, corpus.bytes / 1e6, load_before, load_after);
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
               kMaxValidateRatioToYamlCpp, ratio <= kMaxValidateRatioToYamlCpp ? "met" : "NOT met",
               j1->counter("child_cpu_s") / yaml->cpu_s);
  }
  if (corpus.temporary) fs::remove_all(corpus.root);
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}

}  // namespace qm::bench
