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

// What each ruling the replay `r` applied leads to, standing and struck (`qm adjudicate` on
// its move), for the section of `r`'s record: the first kMaxRulingOutcomes, while each
// one's three replays of the record (its moves and its rulings) fit in `budget`, taken
// from it. A page starts with kMaxRulingMoves: a record ruled on each of its 100,000 moves
// is not replayed 300,000 times (an 867 MB page), and rulings_html says how many outcomes
// it leaves to `qm adjudicate`.
constexpr size_t kMaxRulingOutcomes = 20;
constexpr size_t kMaxRulingMoves = 1'000'000;
std::vector<Adjudication> rulings_outcomes(Replayer& replayer, const Replay& r,
                                           const ReplayOptions& options, size_t& budget);

// The referee's rulings as `r` applied them, then for each of `rulings` what it leads to
// standing and struck, as `qm adjudicate` says it: a heading of `heading_level` (its
// sub-headings one below), div.rulings#rulings-INDEX and pre.adjudication#adjudication-
// INDEX-MOVE. Both the page of `qm report RECORD…` and the league site's record pages show it.
// When `rulings` holds fewer outcomes than `r` applied rulings, a sentence says so and why:
// `bound` ("a page replays a record a bounded number of times").
std::string rulings_html(const Replay& r, const std::vector<Adjudication>& rulings, int index,
                         int heading_level,
                         std::string_view bound =
                             "a page replays a record a bounded number of "
                             "times");

// A game's SVG picture made fit to sit inside a page: any XML declaration dropped, the
// namespace attribute dropped (HTML gives inline <svg> its namespace; the page then names
// no address at all), and `attributes_html` (class, id) added to the <svg> tag.
std::string inline_svg(std::string_view svg, std::string_view attributes_html);

}  // namespace qm::report
