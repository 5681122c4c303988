#include "temp_dir.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace qm::fuzz {

namespace {
std::string made;
}

const std::string& temp_dir() {
  static const bool ready = [] {
    made = (std::filesystem::temp_directory_path() / "qm-fuzz-XXXXXX").string();
    if (!mkdtemp(made.data())) {
      std::perror("qm fuzz: mkdtemp");
      std::abort();
    }
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(made, ec);
    });
    return true;
  }();
  (void)ready;
  return made;
}

}  // namespace qm::fuzz
