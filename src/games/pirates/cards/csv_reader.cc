#include "games/pirates/cards/csv_reader.h"

namespace qm::pirates::cards {

std::vector<CsvRow> read_csv(std::string_view text) {
  std::vector<CsvRow> rows;
  size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  int line = 1;
  size_t line_start = i;
  auto column = [&](size_t at) { return int(at - line_start) + 1; };
  CsvRow row;
  bool row_open = false;  // a field of this row has started
  while (i <= text.size()) {
    if (!row_open) {
      row = CsvRow{line, {}};
      row_open = true;
    }
    CsvField field;
    field.pos = {line, column(i)};
    if (i < text.size() && text[i] == '"') {
      const SourcePos open = field.pos;
      ++i;
      for (;;) {
        if (i >= text.size())
          throw RecordError(open,
                            "a quoted field is not closed: a '\"' is missing before the "
                            "end of the file");
        const char c = text[i];
        if (c == '"') {
          if (i + 1 < text.size() && text[i + 1] == '"') {
            field.text += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        if (c == '\n') {
          ++line;
          line_start = i + 1;
        }
        field.text += c;
        ++i;
      }
      if (i < text.size() && text[i] != ',' && text[i] != '\n' &&
          !(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n'))
        throw RecordError({line, column(i)},
                          "after a quoted field's closing '\"', a comma or the end of the line "
                          "(a '\"' inside a quoted field is written '\"\"')");
    } else {
      while (i < text.size() && text[i] != ',' && text[i] != '\n' &&
             !(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n'))
        field.text += text[i++];
    }
    row.fields.push_back(std::move(field));
    if (i < text.size() && text[i] == ',') {
      ++i;
      continue;
    }
    // The end of a row: a line break or the end of the text.
    const bool blank = row.fields.size() == 1 && row.fields[0].text.empty();
    if (!blank) rows.push_back(std::move(row));
    row_open = false;
    if (i >= text.size()) break;
    i += text[i] == '\r' ? 2 : 1;
    ++line;
    line_start = i;
    if (i == text.size()) break;
  }
  return rows;
}

}  // namespace qm::pirates::cards
