// Writing a report's files so that a reader never sees half of one.
#pragma once

#include <string>
#include <string_view>

namespace qm::report {

// Writes `content` to `path` atomically: into a temporary file in the same directory, then
// renamed over `path`, so that no half-written page is ever left (the temporary file is
// removed when anything fails). False, with `why` (a sentence naming the file and the
// reason, e.g. "cannot write 'out/x.html': no such directory"), when it cannot be written.
// `sync_to_disk` false leaves out the fsync before the rename: for many files at once (the
// league site: 10,000 pages, an fsync each took over a minute), whose writer syncs the file
// system once at the end instead. The rename is atomic for readers either way.
// The reason for an errno value, in words a user reads ("no such directory", "permission
// denied"): never the C library's wording where a common case has plainer words.
std::string errno_words(int error);

bool write_file_atomically(const std::string& path, std::string_view content, std::string& why,
                           bool sync_to_disk = true);

}  // namespace qm::report
