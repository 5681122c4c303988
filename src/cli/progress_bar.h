// A progress bar on standard error for long commands (import, simulate, compare): redrawn at most
// ten times a second, and erased at the end. Draws nothing unless stderr is a terminal.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>

namespace qm::cli {

class ProgressBar {
 public:
  // `what` names the units counted ("games", "records").
  explicit ProgressBar(std::string what);
  ~ProgressBar();  // erases the bar
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  bool active() const { return active_; }
  // Safe to call from several threads.
  void show(size_t done, size_t total);
  void clear();

 private:
  std::string what_;
  bool active_;
  std::mutex mutex_;
  std::string last_;
  std::chrono::steady_clock::time_point drawn_;
};

}  // namespace qm::cli
