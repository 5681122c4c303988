// A page built from a stranger's record is safe to open (issue 14): player names, event,
// notes, comments, the file's name and the messages that quote them come out as text in
// the HTML and in the SVG charts, never as markup; the page keeps its CSP and is
// well-formed.
#include <catch2/catch.hpp>

#include <string>

#include "report_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// Three players named to break out of an element, a <pre>, and an attribute; the event,
// notes and a comment likewise; Bruno's move out of turn (turn-order) so that a message
// and the marked line quote the names too.
const char* const kHostileRecord = R"(# <script>alert('comment')</script>
format: 1
game: loot
ruleset: loot/standard
event: "<img/src=x/onerror=alert(1)> & friends"
notes: "</pre><script>alert(1)</script><svg/onload=alert(2)>"
players:
  - <img/src=x/onerror=alert(1)>
  - '"onmouseover="x'
  - </pre><script>alert(1)</script>
moves:
  - <img/src=x/onerror=alert(1)> merchant m4   # <b onclick=alert(3)>bold</b>
  - '"onmouseover="x draw'
  - </pre><script>alert(1)</script> draw
  - '"onmouseover="x draw'
)";

}  // namespace

TEST_CASE("report safety: what a record brings is text, in HTML and in SVG", "[report][cli]") {
  TempDir dir;
  const std::string record = dir.write("<img src=x onerror=alert(9)>.yaml", kHostileRecord);
  const std::string out = (dir.path() / "page.html").string();
  const RunResult run = run_qm({"report", record, "--out", out});
  INFO(run.err);
  CHECK(run.exit_code == 1);  // the second '"onmouseover="x draw' is out of turn
  const std::string page = file_text(out);
  REQUIRE_FALSE(page.empty());

  CHECK(markup_problem(page, true) == "");
  CHECK(page.find("<script") == std::string::npos);
  CHECK(page.find("<img") == std::string::npos);
  CHECK(page.find("<b ") == std::string::npos);
  CHECK(page.find("<svg/") == std::string::npos);
  CHECK(page.find("\"onmouseover=\"") == std::string::npos);
  CHECK(event_handler_attributes(page) == 0);
  CHECK(page.find("</pre><script>") == std::string::npos);
  CHECK(page.find("default-src 'none'") != std::string::npos);

  // The names are there, as text: in the header facts, the record's lines, the chart's
  // legend and points, and the violation's sentence.
  CHECK(page.find("&lt;img/src=x/onerror=alert(1)&gt; &amp; friends") != std::string::npos);
  CHECK(page.find("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;svg/onload=alert(2)&gt;") !=
        std::string::npos);
  CHECK(page.find("# &lt;b onclick=alert(3)&gt;bold&lt;/b&gt;") != std::string::npos);
  CHECK(page.find("&lt;img src=x onerror=alert(9)&gt;.yaml") != std::string::npos);
  const std::string chart = element_by_id(page, "score-chart-1");
  REQUIRE_FALSE(chart.empty());
  CHECK(markup_problem(chart) == "");
  CHECK(chart.find("&quot;onmouseover=&quot;x") != std::string::npos);
  CHECK(chart.find("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  const std::string marked = element_by_id(page, "offending-1");
  CHECK(marked.find("turn-order") != std::string::npos);
}
