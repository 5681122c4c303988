// A CSV text as RFC 4180 writes it (the community card list is a spreadsheet saved as CSV):
// fields separated by commas, records by CRLF or LF, a field in double quotes may hold
// commas, line breaks and doubled quotes. No library of the Debian archive the project uses
// reads CSV (docs/cards-pirates.md says why this small reader): it keeps each field's line
// and column for messages.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "record/record_error.h"

namespace qm::pirates::cards {

struct CsvField {
  std::string text;
  SourcePos pos;  // where the field starts (its opening quote, for a quoted field)
};

struct CsvRow {
  int line = 0;  // where the row starts
  std::vector<CsvField> fields;
};

// Every row of `text`, the header first; empty lines are skipped, a UTF-8 byte order mark at
// the start is ignored. Throws RecordError at the opening quote of a quoted field that is
// never closed, and after a closing quote followed by anything but a comma or a line end.
std::vector<CsvRow> read_csv(std::string_view text);

}  // namespace qm::pirates::cards
