#include "report/svg_chart.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string_view>

#include "report/html.h"

namespace qm::report {

namespace {

// Okabe-Ito colours (told apart with colour blindness), and for black and white the dash
// patterns and marker shapes that go with them: series i has all three of index i.
constexpr std::array<std::string_view, 7> kColours = {"#0072B2", "#D55E00", "#009E73", "#CC79A7",
                                                      "#E69F00", "#56B4E9", "#000000"};
constexpr std::array<std::string_view, 6> kDashes = {"",         "8 4",         "2 3",
                                                     "10 3 2 3", "5 2 1 2 1 2", "1 6"};
enum class Marker { Circle, Square, Triangle, Diamond, TriangleDown, Cross };
constexpr std::array<Marker, 6> kMarkers = {Marker::Circle,  Marker::Square,       Marker::Triangle,
                                            Marker::Diamond, Marker::TriangleDown, Marker::Cross};

constexpr double kWidth = 640;
constexpr double kCharWidth = 6.6;  // an estimate of a 12px label's character width
constexpr double kLegendRow = 18;

std::string svg_num(double v) { return chart_number(v, 1); }

// The plot area inside the SVG, and the two axes it maps.
struct ChartFrame {
  double width = kWidth, height = 320;
  double left = 64, right = 20, top = 40, bottom = 56;
  Axis x, y;
  double plot_width() const { return width - left - right; }
  double plot_height() const { return height - top - bottom; }
  double px(double v) const { return left + (v - x.low) / (x.high - x.low) * plot_width(); }
  double py(double v) const { return top + (y.high - v) / (y.high - y.low) * plot_height(); }
  double base() const { return top + plot_height(); }
};

std::string open_svg(const ChartLabels& labels, std::string_view kind, double width,
                     double height) {
  std::string out =
      "<svg" + attribute("class", "chart " + std::string(kind)) + attribute("id", labels.id) +
      " role=\"img\"" + attribute("aria-labelledby", labels.id + "-title") +
      attribute("viewBox", "0 0 " + svg_num(width) + " " + svg_num(height)) +
      attribute("width", svg_num(width)) + attribute("height", svg_num(height)) + ">\n";
  out += element("title", attribute("id", labels.id + "-title"), labels.title) + "\n";
  out += "<rect x=\"0\" y=\"0\"" + attribute("width", svg_num(width)) +
         attribute("height", svg_num(height)) + " fill=\"#fff\"/>\n";
  out += "<text class=\"chart-title\"" + attribute("x", svg_num(width / 2)) +
         " y=\"20\" text-anchor=\"middle\" font-size=\"15\" font-weight=\"bold\">" +
         escape(labels.title) + "</text>\n";
  return out;
}

// The horizontal grid, the y ticks and their labels, the y axis' title.
std::string y_axis(const ChartFrame& f, const std::string& title) {
  std::string out = "<g class=\"axis y-axis\" font-size=\"12\">\n";
  for (double t : f.y.ticks) {
    const std::string y = svg_num(f.py(t));
    out += "<line x1=\"" + svg_num(f.left) + "\" x2=\"" + svg_num(f.width - f.right) + "\" y1=\"" +
           y + "\" y2=\"" + y + "\" stroke=\"#ddd\" stroke-width=\"1\"/>";
    out += "<line x1=\"" + svg_num(f.left - 5) + "\" x2=\"" + svg_num(f.left) + "\" y1=\"" + y +
           "\" y2=\"" + y + "\" stroke=\"#000\"/>";
    out += "<text x=\"" + svg_num(f.left - 8) + "\" y=\"" + y +
           "\" text-anchor=\"end\" dominant-baseline=\"middle\">" +
           escape(chart_number(t, f.y.decimals)) + "</text>\n";
  }
  out += "<line x1=\"" + svg_num(f.left) + "\" x2=\"" + svg_num(f.left) + "\" y1=\"" +
         svg_num(f.top) + "\" y2=\"" + svg_num(f.base()) + "\" stroke=\"#000\"/>\n";
  const double mid = f.top + f.plot_height() / 2;
  out += "<text class=\"axis-title\" x=\"16\" y=\"" + svg_num(mid) +
         "\" text-anchor=\"middle\" font-size=\"13\" transform=\"rotate(-90 16 " + svg_num(mid) +
         ")\">" + escape(title) + "</text>\n";
  out += "</g>\n";
  return out;
}

// The baseline of the plot and the x axis' title; the ticks are the caller's.
std::string x_axis_line(const ChartFrame& f, const std::string& title) {
  std::string out = "<line x1=\"" + svg_num(f.left) + "\" x2=\"" + svg_num(f.width - f.right) +
                    "\" y1=\"" + svg_num(f.base()) + "\" y2=\"" + svg_num(f.base()) +
                    "\" stroke=\"#000\"/>\n";
  out += "<text class=\"axis-title\" x=\"" + svg_num(f.left + f.plot_width() / 2) + "\" y=\"" +
         svg_num(f.base() + 40) + "\" text-anchor=\"middle\" font-size=\"13\">" + escape(title) +
         "</text>\n";
  return out;
}

std::string x_tick(const ChartFrame& f, double x, const std::string& label) {
  const std::string px = svg_num(x);
  return "<line x1=\"" + px + "\" x2=\"" + px + "\" y1=\"" + svg_num(f.base()) + "\" y2=\"" +
         svg_num(f.base() + 5) + "\" stroke=\"#000\"/><text x=\"" + px + "\" y=\"" +
         svg_num(f.base() + 18) + "\" text-anchor=\"middle\">" + escape(label) + "</text>\n";
}

// A marker of `shape` centred on (x, y), with `attributes` (class, data-*) and a <title>.
std::string draw_marker(Marker shape, double x, double y, double r, std::string_view colour,
                        const std::string& attributes, const std::string& title) {
  const std::string paint =
      " fill=\"" + std::string(colour) + "\" stroke=\"#000\" stroke-width=\"0.6\"";
  auto polygon = [&](std::initializer_list<std::pair<double, double>> corners) {
    std::string points;
    for (auto [dx, dy] : corners) {
      if (!points.empty()) points += ' ';
      points += svg_num(x + dx * r) + "," + svg_num(y + dy * r);
    }
    return "<polygon" + attributes + " points=\"" + points + "\"" + paint + ">";
  };
  std::string open, close;
  switch (shape) {
    case Marker::Circle:
      open = "<circle" + attributes + " cx=\"" + svg_num(x) + "\" cy=\"" + svg_num(y) + "\" r=\"" +
             svg_num(r) + "\"" + paint + ">";
      close = "</circle>";
      break;
    case Marker::Square:
      open = "<rect" + attributes + " x=\"" + svg_num(x - r) + "\" y=\"" + svg_num(y - r) +
             "\" width=\"" + svg_num(2 * r) + "\" height=\"" + svg_num(2 * r) + "\"" + paint + ">";
      close = "</rect>";
      break;
    case Marker::Triangle:
      open = polygon({{0, -1.2}, {1.1, 0.8}, {-1.1, 0.8}});
      close = "</polygon>";
      break;
    case Marker::Diamond:
      open = polygon({{0, -1.3}, {1.3, 0}, {0, 1.3}, {-1.3, 0}});
      close = "</polygon>";
      break;
    case Marker::TriangleDown:
      open = polygon({{0, 1.2}, {1.1, -0.8}, {-1.1, -0.8}});
      close = "</polygon>";
      break;
    case Marker::Cross:
      open = "<path" + attributes + " d=\"M" + svg_num(x - r) + " " + svg_num(y - r) + "L" +
             svg_num(x + r) + " " + svg_num(y + r) + "M" + svg_num(x - r) + " " + svg_num(y + r) +
             "L" + svg_num(x + r) + " " + svg_num(y - r) + "\" stroke=\"" + std::string(colour) +
             "\" stroke-width=\"2\" fill=\"none\">";
      close = "</path>";
      break;
  }
  if (title.empty()) return open + close;
  return open + element("title", "", title) + close;
}

// The legend's rows below the plot: each series' line sample, marker and name.
struct LegendLayout {
  std::vector<std::vector<size_t>> rows;  // series indices per row
};
LegendLayout legend_layout(const std::vector<Series>& series, double available) {
  LegendLayout layout;
  double used = 0;
  for (size_t i = 0; i < series.size(); ++i) {
    const double w = 44 + kCharWidth * double(series[i].name.size()) + 16;
    if (layout.rows.empty() || (used + w > available && !layout.rows.back().empty())) {
      layout.rows.emplace_back();
      used = 0;
    }
    layout.rows.back().push_back(i);
    used += w;
  }
  return layout;
}

std::string draw_legend(const std::vector<Series>& series, const LegendLayout& layout, double left,
                        double top) {
  std::string out = "<g class=\"legend\" font-size=\"12\">\n";
  for (size_t row = 0; row < layout.rows.size(); ++row) {
    double x = left;
    const double y = top + double(row) * kLegendRow;
    for (size_t i : layout.rows[row]) {
      const std::string_view colour = kColours[i % kColours.size()];
      const std::string_view dash = kDashes[i % kDashes.size()];
      out += "<line x1=\"" + svg_num(x) + "\" x2=\"" + svg_num(x + 36) + "\" y1=\"" + svg_num(y) +
             "\" y2=\"" + svg_num(y) + "\" stroke=\"" + std::string(colour) +
             "\" stroke-width=\"2\"" +
             (dash.empty() ? "" : " stroke-dasharray=\"" + std::string(dash) + "\"") + "/>";
      out += draw_marker(kMarkers[i % kMarkers.size()], x + 18, y, 4, colour,
                         " class=\"legend-marker\"", "");
      out += "<text x=\"" + svg_num(x + 42) + "\" y=\"" + svg_num(y) +
             "\" dominant-baseline=\"middle\">" + escape(series[i].name) + "</text>\n";
      x += 44 + kCharWidth * double(series[i].name.size()) + 16;
    }
  }
  out += "</g>\n";
  return out;
}

std::string no_data_text(const ChartFrame& f) {
  return "<text class=\"no-data\" x=\"" + svg_num(f.left + f.plot_width() / 2) + "\" y=\"" +
         svg_num(f.top + f.plot_height() / 2) +
         "\" text-anchor=\"middle\" font-size=\"13\">no data</text>\n";
}

bool finite_value(double v) { return std::isfinite(v); }

}  // namespace

std::string chart_number(double value, int decimals) {
  std::string s = fmt::format("{:.{}f}", value, std::max(0, decimals));
  if (s.find_first_not_of("-0.") == std::string::npos && s[0] == '-') s.erase(0, 1);
  return s;
}

Axis nice_axis(double min, double max, int target_ticks, bool integers) {
  if (!finite_value(min) || !finite_value(max)) min = 0, max = 1;
  if (min > max) std::swap(min, max);
  if (max - min < 1e-12) {
    const double span = std::max(std::fabs(min) * 0.5, integers ? 1.0 : 0.5);
    max = min + span;
    if (min < 0 || min - span >= 0) min -= span;  // stay on one side of zero
  }
  target_ticks = std::max(2, target_ticks);
  const double raw = (max - min) / target_ticks;
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  const double norm = raw / magnitude;
  double step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude;
  if (integers) step = std::max(1.0, std::round(step));
  Axis a;
  a.step = step;
  a.low = std::floor(min / step + 1e-9) * step;
  a.high = std::ceil(max / step - 1e-9) * step;
  if (a.high <= a.low) a.high = a.low + step;
  a.decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
  const long long count = std::llround((a.high - a.low) / step);
  for (long long i = 0; i <= count; ++i) a.ticks.push_back(a.low + double(i) * step);
  return a;
}

std::string line_chart_svg(const LineChart& chart) {
  ChartFrame f;
  double xmin = std::numeric_limits<double>::infinity(), xmax = -xmin, ymin = xmin, ymax = -xmin;
  bool any = false;
  for (const Series& s : chart.series)
    for (auto [x, y] : s.points) {
      if (!finite_value(x) || !finite_value(y)) continue;
      any = true;
      xmin = std::min(xmin, x), xmax = std::max(xmax, x);
      ymin = std::min(ymin, y), ymax = std::max(ymax, y);
    }
  if (!any) xmin = 0, xmax = 1, ymin = 0, ymax = 1;
  f.x = nice_axis(xmin, xmax, 8, chart.integer_x);
  f.y = nice_axis(ymin, ymax, 5, chart.integer_y);
  const LegendLayout layout = legend_layout(chart.series, f.width - f.left - f.right);
  const double legend_height = double(layout.rows.size()) * kLegendRow;
  f.height = 320 + legend_height;
  f.bottom = 56 + legend_height;

  std::string out = open_svg(chart.labels, "line-chart", f.width, f.height);
  out += y_axis(f, chart.labels.y_title);
  out += "<g class=\"axis x-axis\" font-size=\"12\">\n";
  for (double t : f.x.ticks) out += x_tick(f, f.px(t), chart_number(t, f.x.decimals));
  out += x_axis_line(f, chart.labels.x_title);
  out += "</g>\n";
  if (!any) out += no_data_text(f);

  const double r = [&] {
    size_t most = 0;
    for (const Series& s : chart.series) most = std::max(most, s.points.size());
    return most > 60 ? 2.2 : most > 25 ? 3.0 : 3.8;
  }();
  for (size_t i = 0; i < chart.series.size(); ++i) {
    const Series& s = chart.series[i];
    const std::string_view colour = kColours[i % kColours.size()];
    const std::string_view dash = kDashes[i % kDashes.size()];
    out += "<g class=\"series\"" + attribute("data-series", std::to_string(i)) +
           attribute("data-name", s.name) + ">\n";
    std::string path;
    for (auto [x, y] : s.points) {
      if (!finite_value(x) || !finite_value(y)) continue;
      if (path.empty())
        path = "M" + svg_num(f.px(x)) + " " + svg_num(f.py(y));
      else if (chart.steps)
        path += "H" + svg_num(f.px(x)) + "V" + svg_num(f.py(y));
      else
        path += "L" + svg_num(f.px(x)) + " " + svg_num(f.py(y));
    }
    if (!path.empty())
      out += "<path class=\"line\" d=\"" + path + "\" fill=\"none\" stroke=\"" +
             std::string(colour) + "\" stroke-width=\"2\"" +
             (dash.empty() ? "" : " stroke-dasharray=\"" + std::string(dash) + "\"") + "/>\n";
    for (auto [x, y] : s.points) {
      if (!finite_value(x) || !finite_value(y)) continue;
      const std::string xs = chart_number(x, chart.integer_x ? 0 : 3);
      const std::string ys = chart_number(y, chart.integer_y ? 0 : 3);
      const std::string attributes = " class=\"point\"" +
                                     attribute("data-series", std::to_string(i)) +
                                     attribute("data-x", xs) + attribute("data-y", ys);
      out += draw_marker(kMarkers[i % kMarkers.size()], f.px(x), f.py(y), r, colour, attributes,
                         s.name + ": " + ys + " at " + chart.labels.x_title + " " + xs) +
             "\n";
    }
    out += "</g>\n";
  }
  if (!chart.series.empty()) out += draw_legend(chart.series, layout, f.left, f.base() + 62);
  out += "</svg>\n";
  return out;
}

namespace {

// The x positions of `count` categories spread over the plot, each at its slot's centre.
double slot_centre(const ChartFrame& f, size_t index, size_t count) {
  return f.left + f.plot_width() * (double(index) + 0.5) / double(count);
}

// Every k-th category label, so that labels do not overlap.
size_t label_every(const ChartFrame& f, size_t count, size_t longest_label) {
  if (count == 0) return 1;
  const double slot = f.plot_width() / double(count);
  const double need = kCharWidth * double(longest_label) + 6;
  return std::max<size_t>(1, size_t(std::ceil(need / slot)));
}

// The x axis of a chart of categories, one slot each (interval and bar charts): a label
// under every slot, or every few slots when the labels would overlap.
std::string category_x_axis(const ChartFrame& f, const std::vector<std::string>& categories,
                            const std::string& x_title) {
  std::string out = "<g class=\"axis x-axis\" font-size=\"12\">\n";
  size_t longest = 0;
  for (const std::string& c : categories) longest = std::max(longest, c.size());
  const size_t every = label_every(f, categories.size(), longest);
  for (size_t i = 0; i < categories.size(); i += every)
    out += x_tick(f, slot_centre(f, i, categories.size()), categories[i]);
  out += x_axis_line(f, x_title);
  return out + "</g>\n";
}

}  // namespace

std::string interval_chart_svg(const IntervalChart& chart) {
  ChartFrame f;
  double ymin = std::numeric_limits<double>::infinity(), ymax = -ymin;
  for (const IntervalPoint& p : chart.points)
    for (double v : {p.value, p.low, p.high})
      if (finite_value(v)) ymin = std::min(ymin, v), ymax = std::max(ymax, v);
  if (chart.reference && finite_value(*chart.reference))
    ymin = std::min(ymin, *chart.reference), ymax = std::max(ymax, *chart.reference);
  if (chart.y_range) ymin = chart.y_range->first, ymax = chart.y_range->second;
  if (!finite_value(ymin) || !finite_value(ymax)) ymin = 0, ymax = 1;
  f.y = nice_axis(ymin, ymax, 5, false);
  f.x = Axis{0, 1, 1, {}, 0};

  std::string out = open_svg(chart.labels, "interval-chart", f.width, f.height);
  out += y_axis(f, chart.labels.y_title);
  std::vector<std::string> categories;
  for (const IntervalPoint& p : chart.points) categories.push_back(p.category);
  out += category_x_axis(f, categories, chart.labels.x_title);
  if (chart.points.empty()) out += no_data_text(f);
  if (chart.reference && finite_value(*chart.reference)) {
    const std::string y = svg_num(f.py(*chart.reference));
    out += "<g class=\"reference\"><line x1=\"" + svg_num(f.left) + "\" x2=\"" +
           svg_num(f.width - f.right) + "\" y1=\"" + y + "\" y2=\"" + y +
           "\" stroke=\"#555\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>";
    if (!chart.reference_label.empty())
      out += "<text x=\"" + svg_num(f.width - f.right - 4) + "\" y=\"" +
             svg_num(f.py(*chart.reference) - 5) + "\" text-anchor=\"end\" font-size=\"11\">" +
             escape(chart.reference_label) + "</text>";
    out += "</g>\n";
  }
  const std::string_view colour = kColours[0];
  for (size_t i = 0; i < chart.points.size(); ++i) {
    const IntervalPoint& p = chart.points[i];
    if (!finite_value(p.value) || !finite_value(p.low) || !finite_value(p.high)) continue;
    const double x = slot_centre(f, i, chart.points.size());
    const std::string xs = svg_num(x);
    out += "<g class=\"interval\">";
    out += "<line x1=\"" + xs + "\" x2=\"" + xs + "\" y1=\"" + svg_num(f.py(p.low)) + "\" y2=\"" +
           svg_num(f.py(p.high)) + "\" stroke=\"#000\" stroke-width=\"1.5\"/>";
    for (double end : {p.low, p.high})
      out += "<line x1=\"" + svg_num(x - 7) + "\" x2=\"" + svg_num(x + 7) + "\" y1=\"" +
             svg_num(f.py(end)) + "\" y2=\"" + svg_num(f.py(end)) +
             "\" stroke=\"#000\" stroke-width=\"1.5\"/>";
    const int d = std::max(f.y.decimals + 1, 3);
    const std::string attributes = " class=\"point\"" + attribute("data-x", p.category) +
                                   attribute("data-y", chart_number(p.value, d)) +
                                   attribute("data-low", chart_number(p.low, d)) +
                                   attribute("data-high", chart_number(p.high, d));
    out += draw_marker(Marker::Circle, x, f.py(p.value), 4.5, colour, attributes,
                       p.category + ": " + chart_number(p.value, d) + " (" +
                           chart_number(p.low, d) + " to " + chart_number(p.high, d) + ")");
    out += "</g>\n";
  }
  out += "</svg>\n";
  return out;
}

std::string bar_chart_svg(const BarChart& chart) {
  ChartFrame f;
  double ymax = 0, ymin = 0;
  for (const Bar& b : chart.bars)
    if (finite_value(b.value)) ymax = std::max(ymax, b.value), ymin = std::min(ymin, b.value);
  f.y = nice_axis(ymin, ymax, 5, chart.integer_y);
  f.x = Axis{0, 1, 1, {}, 0};

  std::string out = open_svg(chart.labels, "bar-chart", f.width, f.height);
  out += y_axis(f, chart.labels.y_title);
  std::vector<std::string> categories;
  for (const Bar& b : chart.bars) categories.push_back(b.label);
  out += category_x_axis(f, categories, chart.labels.x_title);
  if (chart.bars.empty()) out += no_data_text(f);
  const double slot = chart.bars.empty() ? 0 : f.plot_width() / double(chart.bars.size());
  const double zero = f.py(std::clamp(0.0, f.y.low, f.y.high));
  for (size_t i = 0; i < chart.bars.size(); ++i) {
    const Bar& b = chart.bars[i];
    if (!finite_value(b.value)) continue;
    const double x = slot_centre(f, i, chart.bars.size());
    const double y = f.py(b.value);
    const std::string value = chart_number(b.value, chart.integer_y ? 0 : 3);
    // Grey with a black outline: the same in colour and in black and white.
    out += "<rect class=\"point bar\"" + attribute("data-x", b.label) + attribute("data-y", value) +
           " x=\"" + svg_num(x - slot * 0.4) + "\" y=\"" + svg_num(std::min(y, zero)) +
           "\" width=\"" + svg_num(slot * 0.8) + "\" height=\"" + svg_num(std::fabs(zero - y)) +
           "\" fill=\"#9ab\" stroke=\"#000\" stroke-width=\"0.8\">" +
           element("title", "", b.label + ": " + value) + "</rect>\n";
  }
  out += "</svg>\n";
  return out;
}

std::vector<Bar> histogram(const std::vector<double>& values, int target_bins, bool integers) {
  std::vector<double> kept;
  for (double v : values)
    if (finite_value(v)) kept.push_back(v);
  if (kept.empty()) return {};
  const auto [lo, hi] = std::minmax_element(kept.begin(), kept.end());
  Axis a = nice_axis(*lo, *hi, std::max(1, target_bins), integers);
  // A bin is [from, from + step); the last bin also takes values equal to the top.
  const double step = a.step;
  const double first = std::floor(*lo / step + 1e-9) * step;
  const long long bins =
      std::max<long long>(1, std::llround(std::floor((*hi - first) / step + 1e-9)) + 1);
  std::vector<Bar> bars(static_cast<size_t>(bins));
  for (long long i = 0; i < bins; ++i) {
    const double from = first + double(i) * step;
    std::string label;
    if (integers && step == 1)
      label = chart_number(from, 0);
    else if (integers)
      label = chart_number(from, 0) + "-" + chart_number(from + step - 1, 0);
    else
      label = chart_number(from, a.decimals) + "-" + chart_number(from + step, a.decimals);
    bars[size_t(i)].label = label;
  }
  for (double v : kept) {
    long long i = std::llround(std::floor((v - first) / step + 1e-9));
    i = std::clamp<long long>(i, 0, bins - 1);
    bars[size_t(i)].value += 1;
  }
  return bars;
}

}  // namespace qm::report
