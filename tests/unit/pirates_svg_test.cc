// The picture of the Pirates table (`qm state --format svg`, games/pirates/pirates_svg.h):
// scale bar and legend, escaped record text, the red geometry of a broken rule, the same
// bytes for the same input; games without a picture are a usage error. Well-formedness of
// every sample record's picture is checked with xmllint by tests/pirates/svg_check.sh.
#include <catch2/catch.hpp>

#include <string>

#include "games/pirates/svg_writer.h"
#include "pirates_support.h"
#include "replay/present.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The set-up of pirates_support.h without A1's crew, A1's name `a1_name` (in
// double quotes), then `moves`.
std::string record(const std::string& moves, const std::string& a1_name = "Fortuna") {
  std::string header =
      edit(kPiratesHeader,
           "      - {id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}\n", "");
  return pirates_record(moves, edit(header, "name: Fortuna,", "name: \"" + a1_name + "\","));
}

std::string picture(const qm::Replay& r) {
  std::optional<std::string> svg = qm::table_svg(r);
  REQUIRE(svg);
  return *svg;
}

// The text of the group `<g class="NAME" ...>` up to its end (groups of the picture do not
// nest inside the fault group).
std::string group(const std::string& svg, const std::string& name) {
  const size_t at = svg.find("<g class=\"" + name + "\"");
  if (at == std::string::npos) return "";
  return svg.substr(at, svg.find("</g>", at) - at);
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

const std::string kOpening = R"(  - Anna turn
  - Anna move A1 353,200 436,200
  - Bruno turn
)";

}  // namespace

TEST_CASE("pirates svg: numbers and text are written one way, escaped", "[pirates][svg]") {
  using qm::markup::escape;  // the one escaping of every page (games/markup.h)
  using qm::pirates::svg_number;
  CHECK(svg_number(57.5) == "57.5");
  CHECK(svg_number(20) == "20");
  CHECK(svg_number(1.0 / 3) == "0.33");
  CHECK(svg_number(-0.001) == "0");
  CHECK(svg_number(-12.345) == "-12.35");
  CHECK(escape(R"(<a href="x">&'</a>)") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;");
  CHECK(escape(std::string("a\x01"
                           "b")) ==
        "a\xEF\xBF\xBD"
        "b");
}

TEST_CASE("pirates svg: the format example has a title, the pieces, a scale bar and a legend",
          "[pirates][svg]") {
  const std::vector<qm::Replay> rs = replay_file(source_path("tests/pirates/format-example.yaml"));
  REQUIRE(rs.size() == 1);
  const std::string svg = picture(rs[0]);
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(has(svg, "<title>"));
  CHECK(has(svg, "tests/pirates/format-example.yaml ("));
  CHECK(has(svg, "the table after move 14 of 14</title>"));
  // Drawn in mm: the viewBox is the picture's size in mm.
  CHECK(has(svg, "mm\" viewBox=\"0 0 "));
  CHECK(has(group(svg, "scale"), ">100 mm</text>"));
  CHECK(has(group(svg, "scale"), ">S ruler 57.5 mm</text>"));
  CHECK(has(group(svg, "scale"), ">L ruler 83.8 mm</text>"));
  // The 100 mm bar: ten 10 mm steps.
  CHECK(has(group(svg, "scale"), "width=\"10\" height="));
  const std::string legend = group(svg, "legend");
  CHECK(has(legend, ">ship of Anna</text>"));
  CHECK(has(legend, ">ship of Bruno</text>"));
  CHECK(has(legend, ">what broke the rule</text>"));
  for (const char* id : {"A1", "A2", "B1", "B2"})
    CHECK(has(svg, std::string("<g class=\"ship\" data-id=\"") + id + "\">"));
  CHECK(has(svg, "<g class=\"island home\" data-id=\"I1\">"));
  CHECK(has(svg, ">home of Anna</text>"));
  CHECK(has(svg, ">coins 1 2</text>"));  // I2 after A1 explored the 3 and a 2
  CHECK(has(svg, ">gold 3 2</text>"));   // aboard A1
  // The last line: B1's path from where it started, 3 points.
  CHECK(has(group(svg, "last"), "class=\"path\""));
  CHECK(!has(svg, "class=\"fault\""));
  // Same input, same bytes.
  const std::vector<qm::Replay> again =
      replay_file(source_path("tests/pirates/format-example.yaml"));
  CHECK(picture(again[0]) == svg);
}

TEST_CASE("pirates svg: names from the record are escaped", "[pirates][svg]") {
  const qm::Replay r = replay_yaml(record(kOpening, R"(<script>alert(1)</script> & \"Hawk\")"));
  require_valid(r);
  const std::string svg = picture(r);
  CHECK(!has(svg, "<script>"));
  CHECK(has(svg, "A1 &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Hawk&quot;</text>"));
}

TEST_CASE("pirates svg: a shot out of range draws the range circle in red", "[pirates][svg]") {
  // B1 (850,200) fires its 3L at A1 (436,200): 394 mm to the edge, beyond 83.8 + 2.
  const std::string yaml = record(kOpening + "  - Bruno shoot B1 1>A1:5h\n");
  const qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "shoot-range", 4, line_of(yaml, "shoot B1"));
  const std::string svg = picture(r);
  CHECK(has(svg, "the table before move 4 of 4, which breaks shoot-range</title>"));
  const std::string fault = group(svg, "fault");
  REQUIRE(!fault.empty());
  CHECK(has(fault, "data-rule=\"shoot-range\""));
  // The circle the target's edge must reach: the ruler plus the tolerance, in red.
  CHECK(has(fault, "r=\"85.8\" fill=\"none\" stroke=\"#d62728\""));
  CHECK(has(fault, "class=\"fault-range\""));
  CHECK(has(fault, ">394 mm to the edge &gt; 83.8 + 2 mm</text>"));
}

TEST_CASE("pirates svg: a path through an island draws the segment and the island in red",
          "[pirates][svg]") {
  // A1 from (436,200) to (515,215): its disc ends inside I2 (560,200, r 50).
  const std::string yaml = record(kOpening + R"(  - Bruno move B1 767,200 684,200
  - Anna turn
  - Anna move A1 515,215
)");
  const qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "move-through-obstacle", 6, line_of(yaml, "A1 515,215"));
  const std::string fault = group(picture(r), "fault");
  REQUIRE(!fault.empty());
  CHECK(has(fault, "stroke=\"#d62728\""));
  CHECK(has(fault, "class=\"fault-segment\""));
  CHECK(has(fault, "r=\"50\" fill=\"none\" stroke=\"#d62728\""));  // I2's outline
  CHECK(has(fault, "class=\"fault-obstacle\""));
  CHECK(has(fault, ">overlaps I2 by "));
}

TEST_CASE("pirates svg: on a large table, an inset shows what broke the rule magnified",
          "[pirates][svg]") {
  // The same path through I2 on a table over 600 mm wide (I1 at x 200 to I3 at 920): the
  // inset is a nested <svg> whose viewBox is the region around A1's path and I2, drawn again,
  // and the region is marked on the map.
  const std::string yaml = record(kOpening + R"(  - Bruno move B1 767,200 684,200
  - Anna turn
  - Anna move A1 515,215
)");
  const std::string svg = picture(replay_yaml(yaml));
  const size_t inset = svg.find("<svg class=\"inset\"");
  REQUIRE(inset != std::string::npos);
  CHECK(has(svg, "class=\"inset-mark\""));
  CHECK(has(svg, ">Inset: the marked region around what broke the rule, "));
  // Inside the inset: the fault again, with the island I2 and its note.
  const std::string inside = svg.substr(inset, svg.find("</svg>", inset) - inset);
  CHECK(has(inside, "data-rule=\"move-through-obstacle\""));
  CHECK(has(inside, ">overlaps I2 by "));
  CHECK(has(inside, "data-id=\"I2\""));
  // Nothing broke a rule: no inset.
  CHECK(!has(picture(replay_yaml(record(kOpening))), "class=\"inset\""));
}

TEST_CASE("pirates svg: qm state --format svg, and games without a picture", "[pirates][svg]") {
  const RunResult ok =
      run_qm({"state", "tests/pirates/format-example.yaml", "--at", "0", "--format", "svg"});
  CHECK(ok.exit_code == 0);
  CHECK(has(ok.out, "the table after move 0 of 14</title>"));
  CHECK(has(ok.out, "No line played yet."));
  for (const char* rec :
       {"records/loot/clb-2025-12-04-t2.yaml", "records/einauge/kraken-2026-01-10-g1.yaml"}) {
    const RunResult no = run_qm({"state", rec, "--format", "svg"});
    CHECK(no.exit_code == 2);
    CHECK(no.out.empty());
    CHECK(has(no.err, "has no picture of the table; formats: text, json"));
  }
  const RunResult help = run_qm({"state", "--help"});
  CHECK(has(help.out, "svg"));
}
