// `qm report RECORD… --out FILE.html`: one self-contained page for a batch of records.
// For each record: the verdict as `qm replay` says it (with file:line); for a record with
// rulings, the rulings and what each leads to standing and struck (`qm adjudicate`); the
// record's text with line numbers and the offending line marked with the rule and its
// sentence beside it (for an unreadable record, the line and column and what was expected);
// the table at the disputed move (the game's text, and its picture when it draws one); the
// scoring audit; and a chart of each side's score move by move. Each record is replayed
// once, and a ruled one again for each ruling's two outcomes.
//
// Stable hooks for checks (N is the record's place in the batch, from 1):
//   table#summary (one row per record); section.record#record-N;
//   p.verdict.(valid|illegal|unreadable)#verdict-N; table.record-lines#record-text-N whose
//   rows are tr#line-N-L (L the file's line), the marked one also .offending#offending-N
//   (of a record past kMaxShownLines lines, tr.elided rows stand for the lines left out);
//   #table-N (pre.table-text, and svg.table-picture when the game draws one);
//   for a record with rulings, div.rulings#rulings-N holding
//   pre.adjudication#adjudication-N-M (both outcomes of the ruling on move M);
//   pre.audit#audit-N; svg.chart#score-chart-N with one .point per side and move (move 0,
//   the start, included; of a long record, every ScoreTrack::stride()-th move);
//   ul.skipped#skipped, the ruleset files skipped.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "replay/corpus.h"
#include "replay/replay.h"

namespace qm::report {

// What one page holds, whatever the batch (issue 24: 100,000 records made a 592 MB page):
// sections while they take less than kMaxSectionBytes (valid records, less than half of
// it), a summary row for the first kMaxSummaryRows records; the others are counted.
constexpr size_t kMaxSectionBytes = 32'000'000;
constexpr size_t kMaxSummaryRows = 2000;

struct RecordsPage {
  std::string html;
  Tally tally;  // the verdicts, for the exit status (as `qm replay`)
  int records = 0;
  // Ruleset files kept beside the records (replay/corpus.h ruleset_document): each path and
  // what it is; listed on the page (ul#skipped), not reported on.
  struct Skipped {
    std::string path, what;
  };
  std::vector<Skipped> skipped;
};

// Replays every document of `files` (record files, as list_record_files gives them) under
// `options` (its observer is the page's own) and makes the page.
RecordsPage records_page(const std::vector<std::string>& files, const ReplayOptions& options = {});

}  // namespace qm::report
