// `qm validate` over a corpus of 10,000 simulated records, against yaml-cpp alone.
// Requirements measured here (the machine has 2 cores):
//   - `qm validate -j 1 DIR` within 1.5x the time yaml-cpp needs to parse the same files
//     (for each file: read it, YAML::LoadAll its text);
//   - `qm validate -j 2 DIR` at least 1.8x the throughput of -j 1;
//   - memory flat in the number of records: the max RSS of `qm validate -j 1` on 10,000
//     records about that on the first 1,000.
//
// The corpus (bench/corpus.h: every shipped Loot ruleset and player count, visibilities
// full, some and none) is written once into $QM_BENCH_CORPUS when set (and reused by later
// runs while its corpus.txt matches; delete the directory after changing the simulation),
// else into a temporary directory removed at the end: DIR/all-10000/ and DIR/first-1000/ (a
// copy of the first 1,000 files, so that validating it does not walk the others). Before
// timing, `qm validate -j 2` must find every record valid (this also warms the page cache).
//
// Benchmarks, all wall-clock time (UseRealTime), one iteration = the whole directory:
//   yaml_cpp_load_all/N       in this process, one thread: read + YAML::LoadAll per file;
//   qm_in_process/parse/N     in this process: read + qm's own YAML tree (parse_yaml_documents);
//   qm_in_process/replay/N    in this process: replay_file as `qm validate` calls it (read,
//                             parse, read the record, replay every move), without output;
//   qm_validate/j1/N, qm_validate/j2/N
//                             the qm binary (QM_BINARY, set by CMake) as a child process
//                             (posix_spawn, stdout to /dev/null); counters: the child's
//                             max RSS (kB) and CPU time (user + system, s) from wait4().
// The two in-process qm benchmarks are a breakdown: they show how much of qm_validate/j1
// is parsing, how much the rest of the replay, and (by difference) process start, the
// directory walk and printing. A summary after the run gives the ratios the requirements
// name, each from the measured medians, with the load average before and after.
//
// QM_BENCH_RECORDS overrides the corpus size (10,000) for quick trials. bench/run.sh runs
// this with repetitions interleaved at random, so that load changes hit every benchmark.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bench/child.h"
#include "bench/child_benchmark.h"
#include "bench/corpus.h"
#include "bench/summary_reporter.h"
#include "bench/yaml_cpp_baseline.h"
#include "games/game.h"
#include "games/registry.h"
#include "record/yaml_tree.h"
#include "replay/corpus.h"
#include "replay/replay.h"
#include "rules/ruleset.h"

namespace {

using namespace qm;
namespace fs = std::filesystem;

constexpr size_t kSmallRecords = 1000;
constexpr double kMaxRatioToYamlCpp = 1.5;
constexpr double kMinSpeedUp = 1.8;
constexpr double kMaxRssGrowth = 1.1;  // "about the same" max RSS on 10x the records

void qm_parse(benchmark::State& state, const bench::Corpus* c) {
  size_t documents = 0, errors = 0;
  for (auto _ : state) {
    for (const std::string& path : c->big_files) {
      const std::string text = bench::read_file(path);
      parse_yaml_documents(text, [&](YamlDocument& doc) {
        ++documents;
        errors += !doc.ok;
        benchmark::DoNotOptimize(doc.root.items.data());
      });
    }
  }
  if (errors) state.SkipWithError("qm's YAML reader could not parse some file");
  state.SetItemsProcessed(state.iterations() * int64_t(c->big_files.size()));
  state.SetBytesProcessed(state.iterations() * int64_t(c->bytes));
  state.counters["documents"] = double(documents) / double(state.iterations());
}

void qm_replay(benchmark::State& state, const bench::Corpus* c) {
  auto rulesets = std::make_shared<RulesetLibrary>(&game_option_specs);
  const ReplayOptions options;
  Tally tally;
  for (auto _ : state) {
    for (const std::string& path : c->big_files) {
      Replayer replayer(rulesets);  // one per file, as `qm validate` does
      replay_file(replayer, path, options, [&](Replay& r) { tally.add(r.status); });
    }
  }
  if (tally.illegal || tally.unreadable) state.SkipWithError("some record is not valid");
  state.SetItemsProcessed(state.iterations() * int64_t(c->big_files.size()));
  state.SetBytesProcessed(state.iterations() * int64_t(c->bytes));
}

void qm_validate(benchmark::State& state, const std::string& dir, int jobs, size_t files) {
  bench::child_iterations(state, QM_BINARY, {"validate", "-j", fmt::format("{}", jobs), dir},
                          int64_t(files));
}

std::string records_name(size_t n) { return fmt::format("{}", n); }

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const size_t records = bench::corpus_records();

  bench::Corpus corpus;
  try {
    corpus = bench::prepare_corpus(records, kSmallRecords, "validate_bench");
  } catch (const std::exception& e) {
    fmt::print(stderr, "validate_bench: {}\n", e.what());
    return 1;
  }
  const size_t small = std::min(records, kSmallRecords);
  fmt::print("Corpus: {} files, {:.1f} MB ({:.1f} kB a file); {} holds the first {}\n",
             corpus.big_files.size(), corpus.bytes / 1e6, corpus.bytes / 1e3 / records,
             corpus.small_dir, small);

  if (!bench::all_records_valid(QM_BINARY, corpus, "validate_bench")) return 1;

  const std::string big = records_name(records), small_name = records_name(small);
  auto reg = [](const std::string& name, auto fn) {
    return benchmark::RegisterBenchmark(name.c_str(), fn)
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  };
  const bench::Corpus* c = &corpus;
  reg("yaml_cpp_load_all/" + big, [c](benchmark::State& s) { bench::yaml_cpp_load_all(s, *c); });
  reg("qm_in_process/parse/" + big, [c](benchmark::State& s) { qm_parse(s, c); });
  reg("qm_in_process/replay/" + big, [c](benchmark::State& s) { qm_replay(s, c); });
  reg("qm_validate/j1/" + big,
      [c](benchmark::State& s) { qm_validate(s, c->big_dir, 1, c->records); });
  reg("qm_validate/j2/" + big,
      [c](benchmark::State& s) { qm_validate(s, c->big_dir, 2, c->records); });
  if (small < records)
    reg("qm_validate/j1/" + small_name,
        [c, small](benchmark::State& s) { qm_validate(s, c->small_dir, 1, small); });

  const std::string load_before = bench::load_average();
  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  auto fig = [&](const std::string& name) { return reporter.figure(name); };
  const auto yaml = fig("yaml_cpp_load_all/" + big);
  const auto parse = fig("qm_in_process/parse/" + big);
  const auto replay = fig("qm_in_process/replay/" + big);
  const auto j1 = fig("qm_validate/j1/" + big);
  const auto j2 = fig("qm_validate/j2/" + big);
  const auto j1_small =
      small < records ? fig("qm_validate/j1/" + small_name) : std::optional<bench::Figure>();
  auto verdict = [](bool met) { return met ? "met" : "NOT met"; };

  fmt::print(
      "\nSummary ({} records, {:.1f} MB; wall time, median [fastest-slowest] of the repetitions; "
      "load average before {}, after {}):\n",
      records, corpus.bytes / 1e6, load_before, load_after);
  auto row = [](const std::string& what, const std::optional<bench::Figure>& f,
                const std::string& more) {
    if (f)
      fmt::print("  {:<56} {:6.3f} s  [{:.2f}-{:.2f}]{}{}\n", what, f->real_s, f->min_real_s,
                 f->max_real_s, more.empty() ? "" : "  ", more);
  };
  auto child = [](const std::optional<bench::Figure>& f) {
    return f ? fmt::format("(child CPU {:.3f} s, max RSS {:.0f} kB)", f->counter("child_cpu_s"),
                           f->counter("max_rss_kB"))
             : std::string();
  };
  row("yaml-cpp: read + YAML::LoadAll per file, 1 thread", yaml,
      yaml ? fmt::format("({:.1f} MB/s)", corpus.bytes / 1e6 / yaml->real_s) : "");
  row("qm in process: read + YAML tree (parse_yaml_documents)", parse, "");
  row("qm in process: read + YAML tree + replay (replay_file)", replay, "");
  row("qm validate -j 1", j1, child(j1));
  row("qm validate -j 2", j2, child(j2));
  row(fmt::format("qm validate -j 1 on the first {}", small), j1_small, child(j1_small));
  if (yaml && j1) {
    const double ratio = j1->real_s / yaml->real_s;
    fmt::print("  -j 1 / yaml-cpp: {:.2f}x (requirement <= {}x: {}); in CPU time {:.2f}x\n", ratio,
               kMaxRatioToYamlCpp, verdict(ratio <= kMaxRatioToYamlCpp),
               j1->counter("child_cpu_s") / yaml->cpu_s);
  }
  if (j1 && j2) {
    const double speed_up = j1->real_s / j2->real_s;
    fmt::print("  -j 2 speed-up over -j 1: {:.2f}x (requirement >= {}x: {})\n", speed_up,
               kMinSpeedUp, verdict(speed_up >= kMinSpeedUp));
  }
  if (j1 && j1_small) {
    const double growth = j1->counter("max_rss_kB") / j1_small->counter("max_rss_kB");
    fmt::print(
        "  max RSS of -j 1, {} records / {} records: {:.2f} (requirement about 1, taken "
        "as <= {}: {})\n",
        records, small, growth, kMaxRssGrowth, verdict(growth <= kMaxRssGrowth));
  }

  if (corpus.temporary) fs::remove_all(corpus.root);
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
