// How much an import reads ahead of its writing: the sources (files, texts) that the reading
// threads have read and replayed, waiting in memory to be written, add up to at most a
// bound of source bytes. A reading thread waits for room, unless its source is the next to
// be written (so that the writing never waits on a source that waits on it). A source past
// the bound on its own is not read ahead at all but when its turn comes, each batch of its
// records written as it is read: a file of 100,000 records is never held whole, nor many
// large files at once (memory stays flat in the input).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>

namespace qm::store {

class ReadAhead {
 public:
  explicit ReadAhead(size_t max_bytes) : max_bytes_(max_bytes) {}

  // Whether source `index` (from 0, in the order written), of `bytes`, is read ahead: false
  // when it is past the bound on its own, or the run has stopped. Otherwise waits until it
  // fits beside the sources read ahead, or is the next to be written, or the run stops; its
  // bytes are then held until written(). Every index must be written() in turn (a source
  // not read ahead too, with 0 bytes), or the run stop()ped: a reading thread may wait for
  // it.
  bool reserve(size_t index, size_t bytes) {
    if (bytes > max_bytes_) return false;
    std::unique_lock<std::mutex> lock(mutex_);
    room_.wait(lock, [&] { return stopped_ || index == next_ || held_ + bytes <= max_bytes_; });
    if (stopped_) return false;  // its source is not written: not worth reading
    held_ += bytes;
    return true;
  }
  // Source `index` is written: the `bytes` it held are free, and the next is next.
  void written(size_t index, size_t bytes) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      held_ -= bytes;
      next_ = index + 1;
    }
    room_.notify_all();
  }
  // The run stops (a failure): no reading thread waits any more.
  void stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopped_ = true;
    }
    room_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable room_;
  const size_t max_bytes_;
  size_t held_ = 0;
  size_t next_ = 0;  // the next source to be written
  bool stopped_ = false;
};

}  // namespace qm::store
