#include "cli/progress_bar.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>

namespace qm::cli {

ProgressBar::ProgressBar(std::string what)
    : what_(std::move(what)), active_(isatty(STDERR_FILENO) == 1) {}

ProgressBar::~ProgressBar() { clear(); }

void ProgressBar::show(size_t done, size_t total) {
  if (!active_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  if (done < total && now - drawn_ < std::chrono::milliseconds(100)) return;
  drawn_ = now;
  const int width = 30;
  const int filled = total ? int(double(done) / double(total) * width) : width;
  std::string line = fmt::format("\r[{}{}] {}/{} {}", std::string(size_t(filled), '#'),
                                 std::string(size_t(width - filled), '.'), done, total, what_);
  if (line == last_) return;
  last_ = line;
  std::fputs(line.c_str(), stderr);
  std::fflush(stderr);
}

void ProgressBar::clear() {
  if (!active_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  if (last_.empty()) return;
  std::fputs(fmt::format("\r{:{}}\r", "", last_.size()).c_str(), stderr);
  std::fflush(stderr);
  last_.clear();
}

}  // namespace qm::cli
