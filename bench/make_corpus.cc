// qm_make_corpus DIR COUNT [SEED]: writes COUNT simulated Loot records as DIR/NNNNN.yaml,
// for benchmarking `qm validate` by hand. Mixed rulesets (every shipped Loot ruleset, with
// every player count it allows, 2-8), mixed visibilities (full, some, none); the same
// SEED (default 1) always gives the same files (bench/corpus.h says how).
//
//   build-bench/bench/qm_make_corpus /tmp/corpus 10000 && build-bench/qm validate -j 1 /tmp/corpus
#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <exception>
#include <string>

#include "bench/corpus.h"

int main(int argc, char** argv) {
  if (argc < 3 || argc > 4) {
    fmt::print(stderr, "usage: {} DIR COUNT [SEED]\n", argv[0]);
    return 2;
  }
  char* end = nullptr;
  const unsigned long long count = std::strtoull(argv[2], &end, 10);
  if (*end != '\0' || argv[2][0] == '-') {
    fmt::print(stderr, "COUNT must be a whole number, not '{}'\n", argv[2]);
    return 2;
  }
  unsigned long long seed = 1;
  if (argc == 4) {
    seed = std::strtoull(argv[3], &end, 10);
    if (*end != '\0' || argv[3][0] == '-') {
      fmt::print(stderr, "SEED must be a whole number, not '{}'\n", argv[3]);
      return 2;
    }
  }
  try {
    const auto start = std::chrono::steady_clock::now();
    const qm::bench::CorpusStats stats = qm::bench::write_corpus(argv[1], count, seed);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    fmt::print("{}: {} records, {} moves, {:.1f} MB, seed {}, in {:.1f} s\n", argv[1], stats.files,
               stats.moves, stats.bytes / 1e6, seed, took.count());
  } catch (const std::exception& e) {
    fmt::print(stderr, "qm_make_corpus: {}\n", e.what());
    return 1;
  }
  return 0;
}
