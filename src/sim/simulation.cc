#include "sim/simulation.h"

#include <atomic>
#include <exception>
#include <mutex>

#include "replay/ordered_parallel.h"

namespace qm::sim {

namespace {

template <typename Result>
struct Played {
  Result result{};
  bool played = false;  // false: skipped, some game had failed
  std::exception_ptr error;
};

// Plays games 0 .. count-1 (`play(i)`) on `threads` threads (ordered_parallel_run) and
// passes each result to `emit` in index order, on the calling thread. An exception must not
// leave a worker thread: the first is kept, the games not yet started are skipped, and it
// is rethrown here after the games before the first failed or skipped one are emitted.
template <typename Play, typename Emit>
void play_in_order(size_t count, int threads, const Play& play, const Emit& emit) {
  using Result = decltype(play(size_t(0)));
  std::mutex error_mutex;
  std::exception_ptr first_error;
  std::atomic<bool> failed{false};
  ordered_parallel_run(
      count, threads,
      [&](size_t i) {
        Played<Result> p;
        if (failed) return p;
        try {
          p.result = play(i);
          p.played = true;
        } catch (...) {
          std::lock_guard<std::mutex> lock(error_mutex);
          if (!first_error) first_error = std::current_exception();
          failed = true;
        }
        return p;
      },
      [&](Played<Result>& p) {
        if (!p.played) std::rethrow_exception(first_error);
        emit(p.result);
      });
}

}  // namespace

void simulate_records(const Simulator& simulator, uint64_t seed, GameRange range, int threads,
                      const std::function<void(uint64_t, std::string&)>& emit,
                      const Progress& progress) {
  const size_t count = size_t(range.end - range.begin);
  size_t emitted = 0;
  play_in_order(
      count, threads,
      [&](size_t i) {
        std::string record;
        simulator.play(game_seed(seed, range.begin + i), &record);
        return record;
      },
      [&](std::string& record) {
        emit(range.begin + emitted, record);
        ++emitted;
        if (progress) progress(emitted, count);
      });
}

std::vector<SimOutcome> simulate_outcomes(const Simulator& simulator, uint64_t seed,
                                          GameRange range, int threads, const Progress& progress) {
  const size_t count = size_t(range.end - range.begin);
  std::vector<SimOutcome> out;
  out.reserve(count);
  play_in_order(
      count, threads,
      [&](size_t i) { return simulator.play(game_seed(seed, range.begin + i), nullptr); },
      [&](SimOutcome& o) {
        out.push_back(std::move(o));
        if (progress && (out.size() % 256 == 0 || out.size() == count)) progress(out.size(), count);
      });
  return out;
}

}  // namespace qm::sim
