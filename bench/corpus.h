// Simulated Loot records for the benchmarks (used by qm_make_corpus and validate_bench).
//
// Record i of the corpus of seed S is a pure function of (S, i): an Rng seeded from both
// picks a (shipped Loot ruleset, allowed player count) pair and a visibility (full, some,
// none: games/loot/record_writer.h), and gives the game's seed; qmtest::simulate_loot_game plays it
// and qmtest::loot_record writes it. A corpus of N records therefore starts with the corpus
// of any M < N records of the same seed, and files can be written in any order or on
// several threads with the same result.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "games/loot/options.h"

namespace qm::bench {

// One kind of simulated game: a shipped ruleset and a player count it allows.
struct SimConfig {
  std::string ruleset;  // "loot/standard"
  loot::Options options;
  int players = 0;
};

// Every (shipped Loot ruleset, allowed player count) pair, sorted by ruleset then count.
std::vector<SimConfig> sim_configs();

// The first `n` of loot::kPlayerNames.
std::vector<std::string> player_names(int n);

// The name of record `i` in a corpus of `count` records: "00042.yaml", zero-padded to five
// digits or more, so that sorted names are in index order.
std::string corpus_file_name(size_t i, size_t count);

struct CorpusStats {
  size_t files = 0;
  size_t bytes = 0;
  size_t moves = 0;
};

// Writes records 0..count-1 of the corpus of `seed` into `dir` (created if needed), on
// `threads` threads (0: every core). Throws std::runtime_error when a file cannot be
// written, std::logic_error when a simulation breaks an invariant.
CorpusStats write_corpus(const std::string& dir, size_t count, uint64_t seed, int threads = 0);

// The corpus the benchmark programs share: `records` records of seed kCorpusSeed in
// ROOT/all-N/, and a copy of the first `small` in ROOT/first-M/. ROOT is $QM_BENCH_CORPUS
// when set (the corpus is written once and reused while ROOT/corpus.txt matches; delete the
// directory after changing the simulation), else a temporary directory (`temporary`: the
// caller removes it). Written in a child process: simulating 10,000 games on several
// threads leaves the heap in a state that slowed in-process benchmarks by some 20%.
inline constexpr uint64_t kCorpusSeed = 1;
struct Corpus {
  std::string root;
  bool temporary = false;
  size_t records = 0;
  std::string big_dir, small_dir;
  std::vector<std::string> big_files;  // sorted, as qm lists them
  size_t bytes = 0;
};
// Throws std::runtime_error; `who` names the program in messages.
Corpus prepare_corpus(size_t records, size_t small, const std::string& who);

// Where a corpus goes: $QM_BENCH_CORPUS when set, else a new temporary directory named
// after `prefix` (then `temporary` is set: the caller removes it). Throws
// std::runtime_error when it cannot be created.
std::string corpus_root(const std::string& prefix, bool& temporary);

// Runs `qm_binary validate -j 2` over the corpus and says whether it found every record
// valid (the timings would measure something else otherwise; it also warms the page
// cache). Prints what it found, on stderr naming `who` when not.
bool all_records_valid(const std::string& qm_binary, const Corpus& corpus, const std::string& who);

// The corpus size the benchmarks use: 10,000, or $QM_BENCH_RECORDS for quick trials.
size_t corpus_records();

// A whole file's bytes.
std::string read_file(const std::string& path);

}  // namespace qm::bench
