// The SVG charts of `qm report` (report/svg_chart.h): 1-2-5 ticks, well-formed SVG with its
// data points, escaped text, series told apart without colour, and the edge cases (no data,
// one point, a flat series) without a division by zero.
#include <catch2/catch.hpp>

#include <cmath>
#include <regex>
#include <string>

#include "report/svg_chart.h"
#include "report_support.h"

using namespace qmtest;
namespace rpt = qm::report;

namespace {

const std::string kHostileName = "<img/src=x/onerror=alert(1)>";

rpt::LineChart two_series_chart() {
  rpt::LineChart c;
  c.labels = {"score-1", "Score by move", "move", "gold"};
  c.integer_x = c.integer_y = true;
  c.series.push_back({"Anna", {{0, 0}, {1, 3}, {2, 3}, {3, 8}}});
  c.series.push_back({kHostileName, {{0, 0}, {1, 0}, {2, 5}, {3, 5}}});
  return c;
}

// No coordinate or value printed as nan or inf (a division by zero), as a word of its own
// ("dominant-baseline" has "nan" inside it).
bool no_nan(const std::string& svg) {
  static const std::regex kNotANumber(R"((^|[^a-z])(nan|inf)($|[^a-z]))", std::regex::icase);
  return !std::regex_search(svg, kNotANumber);
}

}  // namespace

TEST_CASE("report charts: the nan check finds a nan", "[report]") {
  CHECK_FALSE(no_nan(R"(<circle cx="nan" dominant-baseline="middle"/>)"));
  CHECK_FALSE(no_nan("M0 -inf"));
  CHECK(no_nan(R"(<text dominant-baseline="middle">info</text>)"));
}

TEST_CASE("report charts: ticks step by 1, 2 or 5 times a power of ten", "[report]") {
  rpt::Axis a = rpt::nice_axis(0, 97, 5);
  CHECK(a.step == 20);
  CHECK(a.low == 0);
  CHECK(a.high == 100);
  CHECK(a.ticks.size() == 6);
  a = rpt::nice_axis(0.12, 0.61, 5);
  CHECK(a.step == Approx(0.1));
  CHECK(a.decimals == 1);
  CHECK(a.ticks.front() == Approx(0.1));
  CHECK(a.ticks.back() == Approx(0.7));
  a = rpt::nice_axis(-7, 13, 4);
  CHECK(a.step == 5);
  CHECK(a.low == -10);
  CHECK(a.high == 15);
  a = rpt::nice_axis(0, 3, 8, true);  // integers: never a step below 1
  CHECK(a.step == 1);
  // A range of zero width is widened, on the data's side of zero.
  a = rpt::nice_axis(0, 0, 5, true);
  CHECK(a.low == 0);
  CHECK(a.high > 0);
  a = rpt::nice_axis(12, 12, 5);
  CHECK(a.low >= 0);
  CHECK(a.high > 12);
  CHECK(rpt::chart_number(-0.0001, 2) == "0.00");
}

TEST_CASE("report charts: a line chart has axes, a legend and every data point", "[report]") {
  const std::string svg = rpt::line_chart_svg(two_series_chart());
  INFO(svg);
  CHECK(markup_problem(svg) == "");
  CHECK(svg.rfind("<svg class=\"chart line-chart\" id=\"score-1\"", 0) == 0);
  CHECK(count_class(svg, "point") == 8);
  CHECK(svg.find(R"(class="point" data-series="0" data-x="3" data-y="8")") != std::string::npos);
  CHECK(svg.find(R"(class="point" data-series="1" data-x="2" data-y="5")") != std::string::npos);
  CHECK(count_class(svg, "legend") == 1);
  CHECK(count_class(svg, "legend-marker") == 2);
  CHECK(count_class(svg, "axis-title") == 2);
  CHECK(svg.find(">move</text>") != std::string::npos);
  CHECK(svg.find(">gold</text>") != std::string::npos);
  // Black and white: the second series is dashed and has another marker shape.
  CHECK(svg.find("stroke-dasharray=\"8 4\"") != std::string::npos);
  CHECK(svg.find("<circle class=\"point\"") != std::string::npos);
  CHECK(svg.find("<rect class=\"point\"") != std::string::npos);
  // The name is text everywhere: legend, data-name, the points' titles.
  CHECK(svg.find("<img") == std::string::npos);
  CHECK(svg.find("&lt;img/src=x/onerror=alert(1)&gt;") != std::string::npos);
  CHECK(no_nan(svg));
}

TEST_CASE("report charts: empty, one-point and flat series draw without dividing by zero",
          "[report]") {
  rpt::LineChart empty;
  empty.labels = {"e", "Nothing", "move", "score"};
  std::string svg = rpt::line_chart_svg(empty);
  CHECK(markup_problem(svg) == "");
  CHECK(count_class(svg, "point") == 0);
  CHECK(svg.find("no data") != std::string::npos);
  CHECK(no_nan(svg));

  rpt::LineChart one = empty;
  one.series.push_back({"Anna", {{0, 0}}});
  one.series.push_back({"Bruno", {}});
  svg = rpt::line_chart_svg(one);
  CHECK(markup_problem(svg) == "");
  CHECK(count_class(svg, "point") == 1);
  CHECK(no_nan(svg));

  rpt::LineChart flat = empty;
  flat.series.push_back({"Anna", {{0, 4}, {1, 4}, {2, NAN}, {3, 4}}});
  flat.steps = true;
  svg = rpt::line_chart_svg(flat);
  CHECK(markup_problem(svg) == "");
  CHECK(count_class(svg, "point") == 3);  // the NaN is left out
  CHECK(no_nan(svg));
}

TEST_CASE("report charts: an interval chart shows each value with its interval", "[report]") {
  rpt::IntervalChart c;
  c.labels = {"seats", "Win rate by seat", "seat", "win rate"};
  c.points = {
      {"seat 1", 0.31, 0.25, 0.38}, {"seat 2", 0.22, 0.17, 0.28}, {kHostileName, 0.5, 0.5, 0.5}};
  c.reference = 0.25;
  c.reference_label = "even share";
  c.y_range = std::pair{0.0, 1.0};
  const std::string svg = rpt::interval_chart_svg(c);
  INFO(svg);
  CHECK(markup_problem(svg) == "");
  CHECK(count_class(svg, "point") == 3);
  CHECK(count_class(svg, "interval") == 3);
  CHECK(count_class(svg, "reference") == 1);
  CHECK(svg.find(R"(data-x="seat 1" data-y="0.310" data-low="0.250" data-high="0.380")") !=
        std::string::npos);
  CHECK(svg.find("<img") == std::string::npos);
  CHECK(no_nan(svg));

  rpt::IntervalChart none;
  none.labels = {"n", "None", "seat", "rate"};
  const std::string empty = rpt::interval_chart_svg(none);
  CHECK(markup_problem(empty) == "");
  CHECK(count_class(empty, "point") == 0);
  CHECK(no_nan(empty));
}

TEST_CASE("report charts: a histogram counts values in 1-2-5 bins", "[report]") {
  std::vector<rpt::Bar> bars = rpt::histogram({30, 31, 35, 44, 58, 59, 60}, 4);
  REQUIRE(bars.size() == 4);
  CHECK(bars[0].label == "30-39");
  CHECK(bars[0].value == 3);
  CHECK(bars[1].value == 1);
  CHECK(bars[2].value == 2);
  CHECK(bars[3].label == "60-69");
  CHECK(bars[3].value == 1);
  bars = rpt::histogram({5, 5, 5});
  REQUIRE(bars.size() == 1);
  CHECK(bars[0].label == "5");
  CHECK(bars[0].value == 3);
  CHECK(rpt::histogram({}).empty());
  bars = rpt::histogram({0.1, 0.15, 0.9}, 5, false);
  double total = 0;
  for (const rpt::Bar& b : bars) total += b.value;
  CHECK(total == 3);

  rpt::BarChart c;
  c.labels = {"lengths", "Game length", "moves", "games"};
  c.bars = rpt::histogram({30, 31, 35, 44, 58, 59, 60}, 4);
  c.bars.push_back({kHostileName, 2});
  const std::string svg = rpt::bar_chart_svg(c);
  INFO(svg);
  CHECK(markup_problem(svg) == "");
  CHECK(count_class(svg, "point") == 5);
  CHECK(svg.find(R"(class="point bar" data-x="30-39" data-y="3")") != std::string::npos);
  CHECK(svg.find("<img") == std::string::npos);
  CHECK(no_nan(svg));
  rpt::BarChart none;
  none.labels = {"n", "None", "x", "y"};
  CHECK(markup_problem(rpt::bar_chart_svg(none)) == "");
}
