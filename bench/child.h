// Running a program (the `qm` binary) from a benchmark as a child process, with what the
// kernel measured of it.
#pragma once

#include <string>
#include <vector>

namespace qm::bench {

struct ChildResult {
  int exit_status = -1;  // -1: killed by a signal or not started
  long max_rss_kb = 0;
  double cpu_s = 0;  // user + system
};

// Runs `binary` with `args` (posix_spawn), stdout to `out_path`, and waits for it (wait4).
ChildResult run_child(const std::string& binary, const std::vector<std::string>& args,
                      const char* out_path = "/dev/null");

// The last line that is not empty of a file (a command's summary line).
std::string last_line(const std::string& path);

}  // namespace qm::bench
