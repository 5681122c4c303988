// `qm report RECORD… --out FILE.html` on 100 records (issue 14: "a report of 100 records in
// under 2 s"). The records are the sample records of records/ (every game, valid and
// illegal), copied under new names until there are 100, into a temporary directory; the
// qm binary (QM_BINARY) runs as a child process writing one page. Wall time, and the
// child's CPU time and max RSS as counters.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <unistd.h>
#include <algorithm>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/child_benchmark.h"
#include "bench/summary_reporter.h"

namespace {

namespace fs = std::filesystem;

constexpr size_t kRecords = 100;
constexpr double kMaxSeconds = 2.0;

// The sample records, sorted.
std::vector<fs::path> sample_records() {
  std::vector<fs::path> found;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(QM_SOURCE_DIR) / "records"))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml")
      found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const std::vector<fs::path> samples = sample_records();
  if (samples.empty()) {
    fmt::print(stderr, "report_bench: no record under {}/records\n", QM_SOURCE_DIR);
    return 1;
  }
  const fs::path dir = fs::temp_directory_path() / fmt::format("qm-report-bench-{}", getpid());
  fs::create_directories(dir / "records");
  for (size_t i = 0; i < kRecords; ++i) {
    const fs::path& from = samples[i % samples.size()];
    fs::copy_file(from, dir / "records" / fmt::format("{:03}-{}", i, from.filename().string()));
  }
  const std::string out = (dir / "report.html").string();
  fmt::print("Records: {} ({} sample records of records/, repeated)\n", kRecords, samples.size());

  benchmark::RegisterBenchmark("qm_report/100",
                               [&](benchmark::State& s) {
                                 // 1: some sample records are illegal, as they are meant to be.
                                 qm::bench::child_iterations(
                                     s, QM_BINARY,
                                     {"report", (dir / "records").string(), "--out", out},
                                     int64_t(kRecords), {}, {1});
                               })
      ->UseRealTime()
      ->Unit(benchmark::kMillisecond);

  const std::string load_before = qm::bench::load_average();
  qm::bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = qm::bench::load_average();

  fmt::print("\nSummary (median of the repetitions; load average before {}, after {}):\n",
             load_before, load_after);
  if (const auto report = reporter.figure("qm_report/100")) {
    std::error_code ec;
    fmt::print(
        "  qm report, {} records: {:.3f} s (CPU time {:.3f} s), page {} kB; requirement < {} s: "
        "{}\n",
        kRecords, report->real_s, report->counter("child_cpu_s"), fs::file_size(out, ec) / 1024,
        kMaxSeconds, report->real_s < kMaxSeconds ? "met" : "NOT met");
  }
  fs::remove_all(dir);
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
