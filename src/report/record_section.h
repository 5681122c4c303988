// One record's section of the page of `qm report RECORD…` (record_page.h lists its ids).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "replay/adjudicate.h"
#include "replay/replay.h"
#include "report/score_track.h"

namespace qm::report {

// A file's text cut into lines without copying them: the offset where each starts (4 bytes
// a line: a 16 MiB file of empty lines is 67 MB of offsets, not of views).
class FileLines {
 public:
  explicit FileLines(std::string_view text);
  int count() const { return int(starts_.size()); }
  // Line `number` (1-based), without its line end.
  std::string_view line(int number) const;

 private:
  std::string_view text_;
  std::vector<uint32_t> starts_;
};

// The lines of one YAML document of a file: from the line after the `---` that opens it
// (or the file's first line) to the line before the `---` or `...` that ends it (or the
// file's last line). `content_line` is a line of the document or its opening `---` line
// (YamlDocument::first_line).
struct DocumentLines {
  const FileLines* file = nullptr;  // none when the file could not be read
  int first = 1, last = 0;          // the file's line numbers, both included
  int count() const { return file ? last - first + 1 : 0; }
};
DocumentLines document_lines(const FileLines& file, int content_line);

// What a record's section shows of its text: at most kMaxShownLines lines (the first
// ones, those around the marked line, the last ones; a row says how many lines are left
// out between), each cut after kMaxLineChars characters. A page of a million lines would
// not open (issue 24: 845 MB).
constexpr int kMaxShownLines = 1000;
constexpr size_t kMaxLineChars = 500;

// The section of record number `index` (from 1): `text` is its document's lines (none when
// the file could not be read), `track` the scores seen during its replay, `rulings` what
// each of the referee's rulings the replay applied leads to, standing and struck (empty
// when there is none).
std::string record_section(const Replay& replay, const ScoreTrack& track, const DocumentLines& text,
                           int index, const std::vector<Adjudication>& rulings = {});

// A game's SVG picture made fit to sit inside a page: any XML declaration dropped, the
// namespace attribute dropped (HTML gives inline <svg> its namespace; the page then names
// no address at all), and `attributes_html` (class, id) added to the <svg> tag.
std::string inline_svg(std::string_view svg, std::string_view attributes_html);

}  // namespace qm::report
