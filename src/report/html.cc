#include "report/html.h"

#include <algorithm>

namespace qm::report {

std::string element(std::string_view name, std::string_view attributes_html,
                    std::string_view text) {
  return element_html(name, attributes_html, escape(text));
}

std::string element_html(std::string_view name, std::string_view attributes_html,
                         std::string_view inner_html) {
  std::string out = "<";
  out += name;
  out += attributes_html;
  out += '>';
  out += inner_html;
  out += "</";
  out += name;
  out += '>';
  return out;
}

std::string link(std::string_view href, std::string_view text) {
  return element("a", attribute("href", href), text);
}

std::string slug(std::string_view text) {
  std::string out;
  bool gap = false;
  for (char c : text) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
    if (!keep) {
      gap = !out.empty();
      continue;
    }
    if (gap) out += '-';
    gap = false;
    out += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (out.size() >= 60) break;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "x" : out;
}

std::string table_html(const std::vector<std::string>& header_texts,
                       const std::vector<std::vector<std::string>>& cells_html,
                       std::string_view attributes_html, const std::vector<int>& numeric_columns) {
  auto cell_attributes = [&](size_t column) -> std::string {
    return std::find(numeric_columns.begin(), numeric_columns.end(), int(column)) !=
                   numeric_columns.end()
               ? " class=\"num\""
               : "";
  };
  std::string out = "<table";
  out += attributes_html;
  out += ">\n<thead><tr>";
  for (size_t c = 0; c < header_texts.size(); ++c)
    out += element("th", cell_attributes(c) + " scope=\"col\"", header_texts[c]);
  out += "</tr></thead>\n<tbody>\n";
  for (const std::vector<std::string>& row : cells_html) {
    out += "<tr>";
    for (size_t c = 0; c < row.size(); ++c) out += element_html("td", cell_attributes(c), row[c]);
    out += "</tr>\n";
  }
  out += "</tbody>\n</table>\n";
  return out;
}

std::string_view page_stylesheet() {
  // Plain system fonts (nothing is loaded); colours that stay readable in black and white,
  // where meaning never rests on colour alone (the verdict says its word, the marked line
  // has a border and a mark, the charts' series have dash patterns and marker shapes).
  return R"css(
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  margin: 1.5rem auto; max-width: 60rem; padding: 0 1rem; color: #111; background: #fff;
  line-height: 1.4; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 .5rem; border-bottom: 2px solid #333; }
h3 { font-size: 1.05rem; margin: 1.2rem 0 .4rem; }
pre, code, .record-lines td { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
  font-size: .85rem; }
pre { background: #f6f6f6; border: 1px solid #ccc; padding: .5rem; overflow-x: auto; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { border: 1px solid #bbb; padding: .15rem .5rem; text-align: left; vertical-align: top; }
th { background: #eee; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
a { color: #0645ad; }
.meta { color: #333; margin: .2rem 0; }
.verdict { font-weight: bold; padding: .3rem .6rem; border: 2px solid #333; display: inline-block; }
.verdict.valid { border-style: solid; background: #e7f5e9; }
.verdict.illegal { border-style: double; border-width: 4px; background: #fde8e8; }
.verdict.unreadable { border-style: dashed; background: #fff4d6; }
.record-lines { width: 100%; }
.record-lines td { border: none; padding: 0 .4rem; white-space: pre-wrap; word-break: break-word; }
.record-lines td.ln { color: #555; text-align: right; user-select: none; width: 3.5em;
  border-right: 1px solid #bbb; }
.record-lines tr.offending td { background: #ffe0e0; font-weight: bold; }
.record-lines tr.offending td.ln::before { content: "\25B6\00A0"; }
.record-lines td.note { white-space: normal; font-family: inherit; font-size: .85rem; width: 40%; }
.record-lines tr.offending td.note { border-left: 3px solid #000; }
.record-lines tr.elided td, .record-lines .cut { color: #555; font-style: italic; }
.rule { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-weight: bold; }
figure { margin: 1rem 0; }
figcaption { font-size: .9rem; color: #333; }
svg.chart, svg.table-picture { max-width: 100%; height: auto; display: block; }
svg.chart text { font-family: system-ui, Arial, sans-serif; }
nav ul { padding-left: 1.2rem; }
@media print {
  @page { size: A4; margin: 15mm 12mm; }
  body { max-width: none; margin: 0; padding: 0; font-size: 10pt; color: #000; background: #fff; }
  a { color: #000; text-decoration: underline; }
  pre { background: none; white-space: pre-wrap; }
  th { background: none; }
  .verdict.valid, .verdict.illegal, .verdict.unreadable { background: none; }
  .record-lines tr.offending td { background: none; }
  figure, table.summary, svg, .verdict, tr, h2, h3 { break-inside: avoid; page-break-inside: avoid; }
  h2, h3 { break-after: avoid; page-break-after: avoid; }
  section.record + section.record { break-before: page; page-break-before: always; }
  nav { display: none; }
}
)css";
}

bool is_qm_page(std::string_view head) {
  const std::string_view start = "<!doctype html>";
  const size_t end_of_head = head.find("</head>");
  const size_t mark = head.find(kGeneratorMeta);
  return head.substr(0, start.size()) == start && mark != std::string_view::npos &&
         (end_of_head == std::string_view::npos || mark < end_of_head);
}

std::string html_page(std::string_view title, std::string_view body_html,
                      std::string_view extra_css) {
  std::string out;
  out.reserve(body_html.size() + 4096);
  out += "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  // The policy is a constant with no double quote in it: written as it is, so that it reads
  // the same in the page's source as here.
  out += "<meta http-equiv=\"Content-Security-Policy\" content=\"";
  out += kContentSecurityPolicy;
  out += "\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += kGeneratorMeta;
  out += '\n';
  out += element("title", "", title);
  out += "\n<style>";
  out += page_stylesheet();
  out += extra_css;
  out += "</style>\n</head>\n<body>\n";
  out += body_html;
  out += "\n</body>\n</html>\n";
  return out;
}

}  // namespace qm::report
