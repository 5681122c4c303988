// Writing a report's files so that a reader never sees half of one.
#pragma once

#include <string>
#include <string_view>

namespace qm::report {

// Writes `content` to `path` atomically: into a temporary file in the same directory, then
// renamed over `path`, so that no half-written page is ever left (the temporary file is
// removed when anything fails). False, with `why` (a sentence naming the file and the
// reason, e.g. "cannot write 'out/x.html': no such directory"), when it cannot be written.
bool write_file_atomically(const std::string& path, std::string_view content, std::string& why);

}  // namespace qm::report
