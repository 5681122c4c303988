// `qm compare` against `qm validate` on the same corpus of 10,000 simulated records (the
// corpus of validate_bench: bench/corpus.h, seed 1, every shipped Loot ruleset and player
// count, full, partial and no hidden information). Requirement: `qm compare` within 1.3x
// the time of `qm validate`, both on one thread (-j 1). compare reads each record once and
// replays it twice; a record whose outcomes differ is replayed again step by step to find
// the divergence (compare/record_compare.h).
//
//   qm_validate/j1                 qm validate -j 1 DIR
//   qm_compare/standard-ja/j1      qm compare -j 1 --ruleset loot/standard
//                                  --ruleset loot/standard-ja DIR   (no record differs)
//   qm_compare/house-end/j1        ... --ruleset loot/house-end-captures (a third of the
//                                  records differ, each with its divergence)
// Each runs the qm binary (QM_BINARY) as a child process, stdout to /dev/null; wall time,
// and the child's CPU time (user + system) as a counter. The corpus is validate_bench's
// (bench/corpus.h: prepare_corpus, kept in $QM_BENCH_CORPUS when set).
// QM_BENCH_RECORDS overrides the corpus size (10,000).
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/child_benchmark.h"
#include "bench/corpus.h"
#include "bench/summary_reporter.h"

namespace {

namespace fs = std::filesystem;

constexpr double kMaxRatio = 1.3;

void bench_qm(benchmark::State& state, const std::vector<std::string>& args, size_t records) {
  // validate: 0; compare: 1 (some record differs) or 3 (unreadable under both: the
  // partnership records under an individual ruleset) are expected too.
  qm::bench::child_iterations(state, QM_BINARY, args, int64_t(records), {}, {0, 1, 3});
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const size_t records = qm::bench::corpus_records();
  qm::bench::Corpus c;
  try {
    c = qm::bench::prepare_corpus(records, std::min<size_t>(records, 1000), "compare_bench");
  } catch (const std::exception& e) {
    fmt::print(stderr, "compare_bench: {}\n", e.what());
    return 1;
  }
  const std::string corpus = c.big_dir;
  fmt::print("Corpus: {} ({} records)\n", corpus, records);

  auto reg = [&](const std::string& name, std::vector<std::string> args) {
    benchmark::RegisterBenchmark(
        name.c_str(), [args, records](benchmark::State& s) { bench_qm(s, args, records); })
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  };
  reg("qm_validate/j1", {"validate", "-j", "1", corpus});
  reg("qm_compare/standard-ja/j1", {"compare", "-j", "1", "--ruleset", "loot/standard", "--ruleset",
                                    "loot/standard-ja", corpus});
  reg("qm_compare/house-end/j1", {"compare", "-j", "1", "--ruleset", "loot/standard", "--ruleset",
                                  "loot/house-end-captures", corpus});

  const std::string load_before = qm::bench::load_average();
  qm::bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = qm::bench::load_average();

  fmt::print(
      "\nSummary ({} records; median of the repetitions; load average before {}, after {}):\n",
      records, load_before, load_after);
  const auto validate = reporter.figure("qm_validate/j1");
  for (const char* name : {"qm_compare/standard-ja/j1", "qm_compare/house-end/j1"}) {
    const auto compare = reporter.figure(name);
    if (!validate || !compare) continue;
    const double ratio = compare->real_s / validate->real_s;
    const double cpu_ratio = compare->counter("child_cpu_s") / validate->counter("child_cpu_s");
    fmt::print(
        "  {:<28} {:.3f} s against validate {:.3f} s: {:.2f}x (CPU time {:.2f}x); "
        "requirement <= {}x: {}\n",
        name, compare->real_s, validate->real_s, ratio, cpu_ratio, kMaxRatio,
        ratio <= kMaxRatio ? "met" : "NOT met");
  }
  if (c.temporary) fs::remove_all(c.root);
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
