#include "sim/simulation.h"

#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

#include "replay/corpus.h"

namespace qm::sim {

void simulate_records(const GameSimulator& simulator, uint64_t seed, GameRange range, int threads,
                      const std::function<void(uint64_t, std::string&)>& emit,
                      const Progress& progress) {
  const size_t count = size_t(range.end - range.begin);
  size_t emitted = 0;
  // An exception must not leave a worker thread: the first is kept and rethrown here, and
  // nothing is emitted after the game that raised it.
  std::mutex error_mutex;
  std::exception_ptr error;
  std::atomic<bool> failed{false};
  bool stopped = false;
  ordered_parallel(
      count, threads,
      [&](size_t i) {
        std::string record;
        if (failed) return record;
        try {
          simulator.play(game_seed(seed, range.begin + i), &record);
        } catch (...) {
          std::lock_guard<std::mutex> lock(error_mutex);
          if (!error) error = std::current_exception();
          failed = true;
        }
        return record;
      },
      [&](std::string& record) {
        stopped = stopped || record.empty();
        if (stopped) return;
        emit(range.begin + emitted, record);
        ++emitted;
        if (progress) progress(emitted, count);
      });
  if (error) std::rethrow_exception(error);
}

std::vector<SimOutcome> simulate_outcomes(const GameSimulator& simulator, uint64_t seed,
                                          GameRange range, int threads, const Progress& progress) {
  const size_t count = size_t(range.end - range.begin);
  std::vector<SimOutcome> out(count);
  std::atomic<size_t> next{0}, done{0};
  std::mutex error_mutex;
  std::exception_ptr error;
  auto worker = [&] {
    try {
      for (size_t i = next++; i < count; i = next++) {
        out[i] = simulator.play(game_seed(seed, range.begin + i), nullptr);
        const size_t d = ++done;
        if (progress && (d % 256 == 0 || d == count)) progress(d, count);
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mutex);
      if (!error) error = std::current_exception();
      next = count;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (error) std::rethrow_exception(error);
  return out;
}

}  // namespace qm::sim
