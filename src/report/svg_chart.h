// Charts drawn by qm as inline SVG (no charting runtime to ship): a line chart (several
// series, e.g. each side's score move by move), a point-with-interval chart (e.g. seat win
// rates with their 95% intervals) and a bar chart (e.g. a histogram of game lengths).
//
// Every chart has a title, axes with ticks at 1-2-5 steps and their labels, axis titles and,
// for several series, a legend. Series read in black-and-white print: each has its own dash
// pattern and marker shape as well as its colour. All text in a chart is escaped (a
// player's name is text, never markup).
//
// What a test (or a browser check) can rely on:
//   <svg class="chart CLASS" id="ID" role="img" viewBox=...> with a <title>;
//   each data point is one element with class "point" and data-x, data-y (a line chart's
//   points also data-series, the series' index; an interval's data-low and data-high; a
//   bar's data-x is its label), each with a <title> saying its values in words;
//   legend entries (class "legend") carry no "point" class.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace qm::report {

// An axis from `low` to `high` with ticks every `step` (1, 2 or 5 times a power of ten),
// covering the data's [min, max] with about `target_ticks` ticks. A range of zero width
// is widened (never across zero when the data are all positive or all zero).
// `integers`: the step is at least 1 (move numbers, counts).
struct Axis {
  double low = 0, high = 1, step = 1;
  std::vector<double> ticks;
  int decimals = 0;  // the decimals a tick label needs
};
Axis nice_axis(double min, double max, int target_ticks = 5, bool integers = false);

// A number as a chart writes it: `decimals` after the point, no "-0".
std::string chart_number(double value, int decimals);

// What every chart has: an id unique in its page (used as given: choose it, never take it
// from input), a title and the axes' titles (text, escaped).
struct ChartLabels {
  std::string id;
  std::string title;
  std::string x_title;
  std::string y_title;
};

struct Series {
  std::string name;                               // in the legend (text)
  std::vector<std::pair<double, double>> points;  // (x, y); non-finite values are skipped
};

struct LineChart {
  ChartLabels labels;
  std::vector<Series> series;
  bool integer_x = false;  // x is a count (a move number): ticks at whole numbers only
  bool integer_y = false;
  bool steps = false;  // draw each series as a staircase (the value holds until the next x)
};
std::string line_chart_svg(const LineChart& chart);

struct IntervalPoint {
  std::string category;  // on the x axis (text)
  double value = 0;
  double low = 0, high = 0;  // the interval, e.g. a 95% confidence interval
};

struct IntervalChart {
  ChartLabels labels;
  std::vector<IntervalPoint> points;
  std::optional<double> reference;  // a dashed horizontal line, e.g. the even share 1/n
  std::string reference_label;      // what that line is (text), e.g. "even share"
  std::optional<std::pair<double, double>> y_range;  // fixed, e.g. {0, 1} for rates
};
std::string interval_chart_svg(const IntervalChart& chart);

struct Bar {
  std::string label;  // under the bar (text)
  double value = 0;
};

struct BarChart {
  ChartLabels labels;
  std::vector<Bar> bars;
  bool integer_y = true;  // counts
};
std::string bar_chart_svg(const BarChart& chart);

// A histogram of `values` as bars: bins of a 1-2-5 width (at least 1 when `integers`),
// about `target_bins` of them, labelled "20" (a bin of width 1) or "20-29" (integers) or
// "20-30" (real numbers, each bin [from, to) ); the bars count the values in each bin.
// No values: no bars.
std::vector<Bar> histogram(const std::vector<double>& values, int target_bins = 10,
                           bool integers = true);

}  // namespace qm::report
