// CSV as RFC 4180 writes it, for `--format csv` (stats, ratings).
#pragma once

#include <string>
#include <vector>

namespace qm::cli {

// A field: quoted when it holds a comma, a quote or a line break, its quotes doubled.
std::string csv_field(const std::string& text);

// One record: the fields, then CRLF (RFC 4180's line break).
std::string csv_line(const std::vector<std::string>& fields);

}  // namespace qm::cli
