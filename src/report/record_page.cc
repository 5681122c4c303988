#include "report/record_page.h"

#include <fmt/format.h>

#include "replay/adjudicate.h"
#include "replay/present.h"
#include "report/html.h"
#include "report/record_section.h"
#include "report/score_track.h"

namespace qm::report {

namespace {

// A row of the summary at the top: the record (a link to its section, when it has one),
// game, verdict.
std::vector<std::string> summary_row(const Replay& r, int index, bool has_section) {
  const std::string status(status_name(r.status));
  std::string where = r.violation ? r.violation->rule : r.error ? r.error->message : "";
  return {has_section ? link(fmt::format("#record-{}", index), record_label(r))
                      : escape(record_label(r)),
          escape(r.game), element("span", attribute("class", "status " + status), status),
          escape(where)};
}

}  // namespace

RecordsPage records_page(const std::vector<std::string>& files, const ReplayOptions& options) {
  RecordsPage page;
  Replayer replayer;
  std::string sections;
  std::vector<std::vector<std::string>> summary;
  Tally left_out;  // the records past kMaxSummaryRows
  int shown = 0;   // records with a section
  std::string first_label;
  size_t ruling_moves = kMaxRulingMoves;  // what the rulings' outcomes may still replay
  auto add = [&](const Replay& r, const ScoreTrack& track, const DocumentLines& text) {
    ++page.records;
    page.tally.add(r.status);
    if (page.records == 1) first_label = record_label(r);
    // A valid record gets a section while the page is under half its budget; a disputed
    // one while it is under all of it: a big batch shows its disputes first.
    const size_t budget = r.status == Status::Valid ? kMaxSectionBytes / 2 : kMaxSectionBytes;
    const bool has_section = sections.size() < budget;
    if (has_section) {
      sections += record_section(r, track, text, page.records,
                                 rulings_outcomes(replayer, r, options, ruling_moves));
      ++shown;
    }
    if (summary.size() < kMaxSummaryRows)
      summary.push_back(summary_row(r, page.records, has_section));
    else
      left_out.add(r.status);
  };
  for (const std::string& path : files) {
    std::string text, why;
    if (!read_text_file(path, text, why)) {
      Replay r;
      r.source = path;
      r.error = ReadError{path, {}, why};
      add(r, ScoreTrack{}, DocumentLines{});
      continue;
    }
    const FileLines lines(text);
    int documents = 0;
    std::string ruleset;  // a ruleset file kept beside the records: skipped
    parse_yaml_documents(text, [&](YamlDocument& doc) {
      if (++documents == 1) ruleset = ruleset_document(doc);
      if (!ruleset.empty()) return;
      ScoreTrack track;  // only while a section may still be added
      ReplayOptions with_track = options;
      if (sections.size() < kMaxSectionBytes) with_track.observer = &track;
      const Replay r = replayer.replay(doc, path, with_track);
      add(r, track, document_lines(lines, doc.first_line));
    });
    if (!ruleset.empty()) {
      page.skipped.push_back({path, ruleset});
      ++page.tally.skipped;
      continue;
    }
    if (documents == 0) {
      Replay r;
      r.source = path;
      r.error = ReadError{path, {}, "the file holds no record"};
      add(r, ScoreTrack{}, DocumentLines{});
    }
  }

  const std::string title = page.records == 1 ? "qm report: " + first_label
                                              : fmt::format("qm report: {} records", page.records);
  std::string body = element("h1", "", title) + "\n";
  body += element("p", attribute("class", "meta"),
                  fmt::format("{} valid, {} illegal, {} unreadable{}.", page.tally.valid,
                              page.tally.illegal, page.tally.unreadable,
                              skipped_summary(page.tally.skipped))) +
          "\n";
  if (shown < page.records)
    body += element("p", attribute("class", "meta left-out"),
                    fmt::format("This page shows {} of the {} records in full (a page holds "
                                "about {} MB: the disputed records first); `qm replay` gives "
                                "every verdict, and `qm import` then `qm report --db` a page "
                                "for each record.",
                                shown, page.records, kMaxSectionBytes / 1'000'000)) +
            "\n";
  if (left_out.valid + left_out.illegal + left_out.unreadable > 0)
    summary.push_back({escape(fmt::format("… and {} records more",
                                          left_out.valid + left_out.illegal + left_out.unreadable)),
                       "",
                       escape(fmt::format("{} valid, {} illegal, {} unreadable", left_out.valid,
                                          left_out.illegal, left_out.unreadable)),
                       ""});
  if (!page.skipped.empty()) {
    std::string items;
    for (const auto& [path, what] : page.skipped)
      items += "<li>" + element("code", "", path) + ": " + escape(what) + ", not a record</li>";
    body += element("p", attribute("class", "meta"), "Skipped (not records):") + "\n" + "<ul" +
            attribute("class", "skipped") + attribute("id", "skipped") + ">" + items + "</ul>\n";
  }
  body += "<div class=\"summary-box\">\n" +
          table_html({"record", "game", "verdict", "rule or error"}, summary,
                     attribute("class", "summary") + attribute("id", "summary")) +
          "</div>\n";
  sections.insert(0, body);
  page.html = html_page(title, sections);
  return page;
}

}  // namespace qm::report
