// How much an import reads ahead of its writing: the sources (files, texts) that the reading
// threads have read and replayed, waiting in memory to be written, add up to at most a
// bound of source bytes. A source that does not fit is read on the writing thread when its
// turn comes, each record written as soon as it is replayed, so a file of 100,000 records
// is never held whole, nor many large files at once (memory stays flat in the input).
#pragma once

#include <cstddef>
#include <mutex>

namespace qm::store {

class ReadAhead {
 public:
  explicit ReadAhead(size_t max_bytes) : max_bytes_(max_bytes) {}

  // Whether a source of `bytes` may be read ahead now; if so, they are held until release.
  bool reserve(size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (bytes > max_bytes_ - held_) return false;
    held_ += bytes;
    return true;
  }
  void release(size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    held_ -= bytes;
  }

 private:
  std::mutex mutex_;
  const size_t max_bytes_;
  size_t held_ = 0;
};

}  // namespace qm::store
