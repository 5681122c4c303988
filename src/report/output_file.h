// Writing one report file (`qm report RECORD... --out FILE`) so that a reader never sees
// half of it, and only where a page of qm's stood, or nothing.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "report/output_folder.h"

namespace qm::report {

// Writes `content` to `path` atomically (report/output_folder.h): into a temporary file in
// the same folder, then renamed over `path`, so that no half-written page is ever left.
// False, with `why` (a sentence naming the file and the reason, e.g. "cannot write
// 'out/x.html': no such directory"), when it cannot be written.
bool write_file_atomically(const std::string& path, std::string_view content, std::string& why,
                           bool sync_to_disk = true);

// Whether the page of a report may be written at `path`: nothing is there, or a page qm
// report wrote (html.h is_qm_page). False, with `why`, when it is anything else: a
// symbolic link, a folder, a file of the user's (a record, a database...), or one of
// `inputs` (the files the report reads), which is never replaced, whatever it holds.
bool may_write_page_at(const std::string& path, const std::vector<std::string>& inputs,
                       std::string& why);

}  // namespace qm::report
