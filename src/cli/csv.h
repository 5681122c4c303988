// CSV as RFC 4180 writes it, for `--format csv` (stats, ratings): every CSV qm writes goes
// through csv_field.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace qm::cli {

// Whether `text` is a plain number as qm writes one: an optional '-', digits, an optional
// fraction and exponent ("-3", "-2.5", "1e-05").
bool is_plain_number(std::string_view text);

// A field: quoted when it holds a comma, a quote or a line break, its quotes doubled. A
// text a spreadsheet would run as a formula (it begins with '=', '+', '-', '@', a tab or a
// carriage return: a player named "=HYPERLINK(...)" or "-2+3+cmd|...") gets an apostrophe
// before it, which spreadsheets show as text and do not run; a plain number (a negative
// score or rating) stays a number.
std::string csv_field(const std::string& text);

// One record: the fields, then CRLF (RFC 4180's line break).
std::string csv_line(const std::vector<std::string>& fields);

}  // namespace qm::cli
