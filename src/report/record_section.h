// One record's section of the page of `qm report RECORD…` (record_page.h lists its ids).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "replay/adjudicate.h"
#include "replay/replay.h"
#include "report/score_track.h"

namespace qm::report {

// The lines of one YAML document of a file: from the line after the `---` that opens it
// (or the file's first line) to the line before the `---` or `...` that ends it (or the
// file's last line). `file_lines` are the file's lines (split_lines); `content_line` is a
// line of the document or its opening `---` line (YamlDocument::first_line).
struct DocumentLines {
  int first = 1;                        // the file's line number of lines[0]
  std::vector<std::string_view> lines;  // views into the file's text
};
DocumentLines document_lines(const std::vector<std::string_view>& file_lines, int content_line);
// The lines of `text` (without their line ends; a final line end starts no line).
std::vector<std::string_view> split_lines(std::string_view text);

// The section of record number `index` (from 1): `text` is its document's lines (none when
// the file could not be read), `track` the scores seen during its replay, `rulings` what
// each of the referee's rulings the replay applied leads to, standing and struck (empty
// when there is none).
std::string record_section(const Replay& replay, const ScoreTrack& track, const DocumentLines& text,
                           int index, const std::vector<Adjudication>& rulings = {});

// What each ruling the replay `r` applied leads to, standing and struck (`qm adjudicate` on
// its move), for the section of `r`'s record.
std::vector<Adjudication> rulings_outcomes(Replayer& replayer, const Replay& r,
                                           const ReplayOptions& options);

// The referee's rulings as `r` applied them, then for each of `rulings` what it leads to
// standing and struck, as `qm adjudicate` says it: a heading of `heading_level` (its
// sub-headings one below), div.rulings#rulings-INDEX and pre.adjudication#adjudication-
// INDEX-MOVE. Both the page of `qm report RECORD…` and the league site's record pages show it.
std::string rulings_html(const Replay& r, const std::vector<Adjudication>& rulings, int index,
                         int heading_level);

// A game's SVG picture made fit to sit inside a page: any XML declaration dropped, the
// namespace attribute dropped (HTML gives inline <svg> its namespace; the page then names
// no address at all), and `attributes_html` (class, id) added to the <svg> tag.
std::string inline_svg(std::string_view svg, std::string_view attributes_html);

}  // namespace qm::report
