#include "bench/corpus.h"

#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "bench/child.h"
#include "games/game.h"
#include "games/loot/loot_game_state.h"
#include "games/loot/record_writer.h"
#include "games/random.h"
#include "games/registry.h"
#include "loot_sim_support.h"
#include "replay/corpus.h"
#include "replay/ordered_parallel.h"
#include "rules/ruleset.h"

namespace qm::bench {

namespace fs = std::filesystem;

std::vector<SimConfig> sim_configs() {
  RulesetLibrary library(&game_option_specs);
  std::vector<SimConfig> configs;
  for (const std::string& name : RulesetLibrary::builtin_names()) {
    if (name.rfind("loot/", 0) != 0) continue;
    const loot::Options options = loot::Options::from(library.get(name)->options);
    for (int n = 2; n <= int(loot::kPlayerNames.size()); ++n)
      if (options.allows_player_count(n)) configs.push_back({name, options, n});
  }
  return configs;
}

std::vector<std::string> player_names(int n) {
  return {loot::kPlayerNames.begin(), loot::kPlayerNames.begin() + n};
}

std::string corpus_file_name(size_t i, size_t count) {
  const size_t width = std::max<size_t>(5, fmt::format("{}", count > 0 ? count - 1 : 0).size());
  return fmt::format("{:0{}}.yaml", i, width);
}

namespace {

// Record `i` of the corpus of `seed`: its text, and its number of moves in `moves`.
std::string corpus_record(const std::vector<SimConfig>& configs, uint64_t seed, size_t i,
                          size_t& moves) {
  uint64_t mix = seed;
  sim::Rng rng(sim::splitmix64(mix) ^ uint64_t(i));
  const SimConfig& config = configs[rng.below(configs.size())];
  const auto visibility = loot::Visibility(rng.below(3));
  const qmtest::LootSimGame game =
      qmtest::simulate_loot_game(config.options, player_names(config.players), rng.next());
  moves = game.moves.size();
  return qmtest::loot_record(game, config.ruleset, visibility);
}

}  // namespace

CorpusStats write_corpus(const std::string& dir, size_t count, uint64_t seed, int threads) {
  fs::create_directories(dir);
  const std::vector<SimConfig> configs = sim_configs();
  if (configs.empty()) throw std::runtime_error("no shipped Loot ruleset to simulate");
  if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));

  // Each game is written by the thread that played it; what it wrote (or the exception it
  // raised) comes back in game order.
  struct Written {
    size_t bytes = 0, moves = 0;
    std::exception_ptr error;
  };
  size_t bytes = 0, moves = 0;
  ordered_parallel_run(
      count, threads,
      [&](size_t i) {
        Written w;
        try {
          const std::string text = corpus_record(configs, seed, i, w.moves);
          const fs::path path = fs::path(dir) / corpus_file_name(i, count);
          std::ofstream out(path, std::ios::binary | std::ios::trunc);
          out << text;
          if (!out.flush()) throw std::runtime_error(fmt::format("cannot write {}", path.string()));
          w.bytes = text.size();
        } catch (...) {
          w.error = std::current_exception();
        }
        return w;
      },
      [&](Written& w) {
        if (w.error) std::rethrow_exception(w.error);  // stops the other threads
        bytes += w.bytes;
        moves += w.moves;
      });
  return {count, bytes, moves};
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string corpus_root(const std::string& prefix, bool& temporary) {
  if (const char* dir = std::getenv("QM_BENCH_CORPUS"); dir && *dir) return dir;
  std::string pattern = (fs::temp_directory_path() / (prefix + "-XXXXXX")).string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot create a temporary directory");
  temporary = true;
  return pattern;
}

bool all_records_valid(const std::string& qm_binary, const Corpus& corpus, const std::string& who) {
  const std::string out = (fs::path(corpus.root) / (who + "-validate-output.txt")).string();
  const ChildResult check =
      run_child(qm_binary, {"validate", "-j", "2", corpus.big_dir}, out.c_str());
  const std::string expected = fmt::format("{} valid, 0 illegal, 0 unreadable", corpus.records);
  if (check.exit_status != 0 || last_line(out) != expected) {
    fmt::print(stderr, "{}: `{} validate {}` exited with {} and printed '{}' last\n", who,
               qm_binary, corpus.big_dir, check.exit_status, last_line(out));
    return false;
  }
  fmt::print("Check: `qm validate` prints '{}'\n\n", expected);
  return true;
}

// Writes the corpus unless `root` already holds the one asked for.
Corpus prepare_corpus(size_t records, size_t small_count, const std::string& who) {
  Corpus c;
  c.records = records;
  c.root = corpus_root("qm-bench", c.temporary);
  c.big_dir = (fs::path(c.root) / fmt::format("all-{}", records)).string();
  const size_t small = std::min(records, small_count);
  c.small_dir = (fs::path(c.root) / fmt::format("first-{}", small)).string();
  const fs::path marker = fs::path(c.root) / "corpus.txt";
  const std::string description =
      fmt::format("qm benchmark corpus: {} records, seed {}; {} holds the first {}\n", records,
                  kCorpusSeed, c.small_dir, small);
  if (fs::exists(marker) && read_file(marker.string()) == description) {
    fmt::print("Corpus: reusing {}\n", c.root);
  } else {
    fmt::print("Corpus: writing {} records into {} ...\n", records, c.root);
    std::fflush(stdout);
    fs::remove(marker);
    fs::remove_all(c.big_dir);
    fs::remove_all(c.small_dir);
    const pid_t pid = fork();
    if (pid == 0) {
      try {
        const auto start = std::chrono::steady_clock::now();
        CorpusStats stats = write_corpus(c.big_dir, records, kCorpusSeed);
        fs::create_directories(c.small_dir);
        for (size_t i = 0; i < small; ++i) {
          const std::string name = corpus_file_name(i, records);
          fs::copy_file(fs::path(c.big_dir) / name, fs::path(c.small_dir) / name);
        }
        std::ofstream(marker) << description;
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        fmt::print("Corpus: {} records, {} moves, written in {:.1f} s\n", stats.files, stats.moves,
                   took.count());
        std::fflush(stdout);
        _exit(0);
      } catch (const std::exception& e) {
        fmt::print(stderr, "{}: writing the corpus: {}\n", who, e.what());
        _exit(1);
      }
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0)
      throw std::runtime_error("the corpus could not be written");
  }
  c.big_files = list_record_files({c.big_dir});
  for (const std::string& f : c.big_files) c.bytes += fs::file_size(f);
  if (c.big_files.size() != records)
    throw std::runtime_error(
        fmt::format("{} holds {} files, not {}", c.big_dir, c.big_files.size(), records));
  return c;
}

size_t corpus_records() {
  const char* n = std::getenv("QM_BENCH_RECORDS");
  return n && *n ? std::stoul(n) : 10000;
}

}  // namespace qm::bench
