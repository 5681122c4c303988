// The HTML building blocks of `qm report` (report/html.h, report/output_file.h): escaping,
// elements, the page shell (charset, the CSP that forbids scripts, nothing external, a
// print stylesheet), and the atomic write.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "report/html.h"
#include "report/output_file.h"
#include "report_support.h"
#include "test_support.h"

using namespace qmtest;
namespace rpt = qm::report;

TEST_CASE("report html: text and attribute values are escaped", "[report]") {
  CHECK(rpt::escape("<img/src=x/onerror=alert(1)>") == "&lt;img/src=x/onerror=alert(1)&gt;");
  CHECK(rpt::escape("Tom & Jerry") == "Tom &amp; Jerry");
  CHECK(rpt::escape(R"("onmouseover="x' y)") == "&quot;onmouseover=&quot;x&#39; y");
  CHECK(rpt::escape("</pre><script>alert(1)</script>") ==
        "&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  CHECK(rpt::escape("Zoë, 東京") == "Zoë, 東京");  // UTF-8 passes unchanged
  CHECK(rpt::escape("a\x01"
                    "b\tc\n") ==
        "a\xEF\xBF\xBD"
        "b\tc\n");
  CHECK(rpt::attribute("title", R"(a"b)") == R"( title="a&quot;b")");
  CHECK(rpt::element("td", rpt::attribute("class", "name"), "<b>") ==
        R"(<td class="name">&lt;b&gt;</td>)");
  CHECK(rpt::link("players/a b.html", "x<y") == R"(<a href="players/a b.html">x&lt;y</a>)");
}

TEST_CASE("report html: slugs are safe file names and ids", "[report]") {
  CHECK(rpt::slug("Anna Bianchi") == "anna-bianchi");
  CHECK(rpt::slug("../../etc/passwd") == "etc-passwd");
  CHECK(rpt::slug("<script>") == "script");
  CHECK(rpt::slug("東京") == "x");
  CHECK(rpt::slug("") == "x");
  CHECK(rpt::slug(std::string(200, 'a')).size() == 60);
}

TEST_CASE("report html: a table escapes its header and marks numeric columns", "[report]") {
  const std::string t = rpt::table_html({"player", "<score>"}, {{rpt::escape("A&B"), "12"}},
                                        rpt::attribute("class", "standings"), {1});
  CHECK(markup_problem(t) == "");
  CHECK(t.find("&lt;score&gt;") != std::string::npos);
  CHECK(t.find("<td>A&amp;B</td>") != std::string::npos);
  CHECK(t.find("<td class=\"num\">12</td>") != std::string::npos);
  CHECK(count_class(t, "standings") == 1);
}

TEST_CASE("report html: the page is self-contained and forbids scripts", "[report]") {
  const std::string page = rpt::html_page("<img/src=x/onerror=alert(1)>", "<p>hello</p>");
  CHECK(page.rfind("<!doctype html>", 0) == 0);
  CHECK(page.find("<meta charset=\"utf-8\">") != std::string::npos);
  CHECK(page.find("http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';") !=
        std::string::npos);
  CHECK(page.find("<title>&lt;img/src=x/onerror=alert(1)&gt;</title>") != std::string::npos);
  CHECK(page.find("<img") == std::string::npos);
  CHECK(page.find("<script") == std::string::npos);
  CHECK(page.find("http://") == std::string::npos);
  CHECK(page.find("https://") == std::string::npos);
  CHECK(page.find("url(") == std::string::npos);
  CHECK(page.find("@import") == std::string::npos);
  // Printing: A4, no break inside a figure.
  CHECK(page.find("@media print") != std::string::npos);
  CHECK(page.find("size: A4") != std::string::npos);
  CHECK(page.find("break-inside: avoid") != std::string::npos);
  CHECK(markup_problem(page, true) == "");
}

TEST_CASE("report html: the markup check finds what is wrong", "[report]") {
  // The checker the report tests rely on must itself catch broken markup.
  CHECK(markup_problem("<p>a & b</p>") != "");
  CHECK(markup_problem("<p><b>x</p></b>") != "");
  CHECK(markup_problem("<p class=x>y</p>") != "");
  CHECK(markup_problem("<svg><g></svg>") != "");
  CHECK(markup_problem("<p>&lt;ok&gt; &#39; <br/></p>") == "");
  CHECK(count_class(R"(<i class="point a"></i><i class="a point"></i><i class="points"></i>)",
                    "point") == 2);
  CHECK(event_handler_attributes(R"(<img src=x onerror=alert(1)><svg/onload=x>)") == 2);
  CHECK(event_handler_attributes(R"(<p data-x="1">a onerror=b &lt;i onclick=x&gt;</p>)") == 0);
  CHECK(event_handler_attributes(R"(<g data-name="&lt;img/src=x/onerror=alert(1)&gt;">)") == 0);
  CHECK(event_handler_attributes(R"(<g data-name="x" ONMOUSEOVER="y">)") == 1);
  CHECK(element_by_id(R"(<div id="v"><div>x</div></div><p>)", "v") ==
        R"(<div id="v"><div>x</div></div>)");
}

TEST_CASE("report output: a page is written whole or not at all", "[report]") {
  TempDir dir;
  const std::string path = (dir.path() / "page.html").string();
  std::string why;
  REQUIRE(rpt::write_file_atomically(path, "<p>one</p>", why));
  REQUIRE(rpt::write_file_atomically(path, "<p>two</p>", why));
  CHECK(file_text(path) == "<p>two</p>");
  // Nothing but the page is left in the directory.
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);

  const std::string missing = (dir.path() / "no-such-dir" / "page.html").string();
  CHECK_FALSE(rpt::write_file_atomically(missing, "x", why));
  CHECK(why == "cannot write '" + missing + "': no such directory");
  CHECK_FALSE(rpt::write_file_atomically(dir.path().string(), "x", why));
  CHECK(why.find("is a directory") != std::string::npos);
}
