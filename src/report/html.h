// The HTML every page of `qm report` is built from: escaping, a few elements, and the page
// shell (doctype, charset, a Content-Security-Policy that forbids scripts, one inline
// stylesheet with a print stylesheet for A4). A page refers to nothing outside itself: no
// script, font, stylesheet or image from anywhere, so it opens from a USB stick.
//
// Safety rule: everything a record or a database brings (names, event, notes, comments,
// ruleset descriptions, rule messages) goes through escape() or one of the helpers below
// that take text. Parameters named `*_html` take markup that is already safe.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/markup.h"

namespace qm::report {

// escape(text) and attribute(name, value): the one escaping of games/markup.h.
using markup::attribute;
using markup::escape;

// <name attributes_html>escape(text)</name>, e.g. element("td", "", player).
std::string element(std::string_view name, std::string_view attributes_html, std::string_view text);
// <name attributes_html>inner_html</name>.
std::string element_html(std::string_view name, std::string_view attributes_html,
                         std::string_view inner_html);

// A link: <a href="href">text</a>, both escaped. For the links between a site's pages,
// `href` is relative ("players/anna.html").
std::string link(std::string_view href, std::string_view text);

// A name usable in a file name or an id: ASCII letters and digits kept (lower-cased), runs
// of anything else become one '-', at most 60 characters; "x" when nothing is left.
// Different inputs may give the same slug: callers that need uniqueness add a suffix.
std::string slug(std::string_view text);

// A table: a header row of texts, then rows of cells that are markup (escape() the text
// you put in them). `attributes_html` goes on <table> (e.g. attribute("class", "standings")).
// Columns listed in `numeric_columns` (0-based) are right-aligned (class "num").
std::string table_html(const std::vector<std::string>& header_texts,
                       const std::vector<std::vector<std::string>>& cells_html,
                       std::string_view attributes_html = "",
                       const std::vector<int>& numeric_columns = {});

// The Content-Security-Policy every page sets (in a <meta http-equiv>): nothing may load
// from anywhere, no script runs; inline styles and data: images only.
inline constexpr std::string_view kContentSecurityPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; "
    "form-action 'none'";

// The mark every page carries in its <head>, by which qm knows a page it wrote (and may
// replace) from any other file (report/output_file.h).
inline constexpr std::string_view kGeneratorMeta =
    "<meta name=\"generator\" content=\"qm report\">";

// Whether `head`, the beginning of a file (its first kPageHeadBytes), is a page qm wrote: an
// HTML document with kGeneratorMeta in its head.
inline constexpr size_t kPageHeadBytes = 4096;
bool is_qm_page(std::string_view head);

// The stylesheet every page carries inline (screen and print).
std::string_view page_stylesheet();

// A whole page: <!doctype html>, <html lang="en">, the charset and CSP metas, the
// stylesheet (and `extra_css`, for a page's own rules), <title> (escaped), then
// `body_html` inside <body>.
std::string html_page(std::string_view title, std::string_view body_html,
                      std::string_view extra_css = "");

}  // namespace qm::report
