// Runs independent jobs on several threads and hands their results back in input order, on
// the calling thread: `qm validate -j` prints in file order, `qm import -j` writes in file
// order, whatever thread finished first.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace qm {

// Runs `work(i)` for every i in [0, count) on `threads` threads and passes each result to
// `emit(result)` in index order, on the calling thread. At most `threads * 256` results wait
// to be emitted, so memory does not grow with `count`. An exception thrown by `emit`, or by
// `work` (rethrown on the calling thread when its result would be emitted), stops the workers
// (after the task each is on) and is rethrown.
template <typename Work, typename Emit>
void ordered_parallel_run(size_t count, int threads, Work&& work, Emit&& emit) {
  using Result = decltype(work(size_t(0)));
  if (threads <= 1 || count <= 1) {
    for (size_t i = 0; i < count; ++i) {
      Result out = work(i);
      emit(out);
    }
    return;
  }
  // The window must hold far more work than a scheduler time slice: with a small one, a
  // preempted worker soon stalls the others.
  const size_t window = size_t(threads) * 256;
  std::mutex mutex;
  std::condition_variable ready;  // the next result to emit is done
  std::condition_variable space;  // the window has moved on, or the run stops
  // Finished, not yet emitted: the result, or what `work` threw.
  std::map<size_t, std::pair<std::optional<Result>, std::exception_ptr>> done;
  size_t next_task = 0, next_emit = 0;
  int waiting_workers = 0;
  bool stop = false;

  auto worker = [&] {
    for (;;) {
      size_t task;
      {
        std::unique_lock<std::mutex> lock(mutex);
        ++waiting_workers;
        space.wait(lock,
                   [&] { return stop || next_task >= count || next_task < next_emit + window; });
        --waiting_workers;
        if (stop || next_task >= count) return;
        task = next_task++;
      }
      std::optional<Result> out;
      std::exception_ptr error;
      try {
        out.emplace(work(task));
      } catch (...) {
        error = std::current_exception();
      }
      bool is_next;
      {
        std::lock_guard<std::mutex> lock(mutex);
        done.emplace(task, std::make_pair(std::move(out), error));
        is_next = task == next_emit;
      }
      if (is_next) ready.notify_one();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  auto stop_workers = [&] {
    {
      std::lock_guard<std::mutex> lock(mutex);
      stop = true;
    }
    space.notify_all();
    for (std::thread& t : pool) t.join();
  };
  std::vector<std::pair<std::optional<Result>, std::exception_ptr>> batch;
  try {
    while (next_emit < count) {
      {
        // Take every result that is next in order, then emit them without the lock.
        std::unique_lock<std::mutex> lock(mutex);
        ready.wait(lock, [&] { return done.count(next_emit) > 0; });
        for (auto it = done.find(next_emit); it != done.end() && it->first == next_emit;
             it = done.erase(it)) {
          batch.push_back(std::move(it->second));
          ++next_emit;
        }
        if (waiting_workers > 0) space.notify_all();
      }
      for (auto& [out, error] : batch) {
        if (error) std::rethrow_exception(error);
        emit(*out);
      }
      batch.clear();
    }
  } catch (...) {
    stop_workers();
    throw;
  }
  stop_workers();
}

}  // namespace qm
