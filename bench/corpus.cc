#include "bench/corpus.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "games/game.h"
#include "rules/ruleset.h"
#include "sim/loot_record_writer.h"
#include "sim/loot_sim.h"
#include "sim/random.h"

namespace qm::bench {

namespace fs = std::filesystem;

std::vector<SimConfig> sim_configs() {
  RulesetLibrary library(&game_option_specs);
  std::vector<SimConfig> configs;
  for (const std::string& name : RulesetLibrary::builtin_names()) {
    if (name.rfind("loot/", 0) != 0) continue;
    const loot::Options options = loot::Options::from(library.get(name)->options);
    for (int n = 2; n <= int(sim::kPlayerNames.size()); ++n)
      if (options.allows_player_count(n)) configs.push_back({name, options, n});
  }
  return configs;
}

std::vector<std::string> player_names(int n) {
  return {sim::kPlayerNames.begin(), sim::kPlayerNames.begin() + n};
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
  const auto visibility = sim::Visibility(rng.below(3));
  const sim::SimGame game =
      sim::simulate_loot_game(config.options, player_names(config.players), rng.next());
  moves = game.moves.size();
  return sim::write_loot_record(game, config.ruleset, visibility);
}

}  // namespace

CorpusStats write_corpus(const std::string& dir, size_t count, uint64_t seed, int threads) {
  fs::create_directories(dir);
  const std::vector<SimConfig> configs = sim_configs();
  if (configs.empty()) throw std::runtime_error("no shipped Loot ruleset to simulate");
  if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));

  std::atomic<size_t> next{0}, bytes{0}, moves{0};
  std::mutex error_mutex;
  std::exception_ptr error;
  auto worker = [&] {
    try {
      for (size_t i = next++; i < count; i = next++) {
        size_t game_moves = 0;
        const std::string text = corpus_record(configs, seed, i, game_moves);
        const fs::path path = fs::path(dir) / corpus_file_name(i, count);
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out.flush()) throw std::runtime_error(fmt::format("cannot write {}", path.string()));
        bytes += text.size();
        moves += game_moves;
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mutex);
      if (!error) error = std::current_exception();
      next = count;  // the others stop at their next record
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (error) std::rethrow_exception(error);
  return {count, bytes.load(), moves.load()};
}

}  // namespace qm::bench
