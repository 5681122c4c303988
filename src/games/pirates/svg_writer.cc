#include "games/pirates/svg_writer.h"

#include <fmt/format.h>

#include <cmath>

namespace qm::pirates {

std::string svg_number(double v) {
  if (!std::isfinite(v)) return "0";
  const double rounded = std::round(v * 100) / 100;
  std::string s = fmt::format("{:.2f}", rounded);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

void SvgWriter::indent() { out_.append(size_t(depth_) * 2, ' '); }

void SvgWriter::open_group(std::string_view attrs) {
  indent();
  out_ += fmt::format("<g{}>\n", attrs);
  ++depth_;
}

void SvgWriter::close_group() {
  --depth_;
  indent();
  out_ += "</g>\n";
}

void SvgWriter::circle(SvgPoint c, double r, std::string_view style) {
  indent();
  out_ += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n", svg_number(c.x),
                      svg_number(c.y), svg_number(r), style);
}

void SvgWriter::line(SvgPoint a, SvgPoint b, std::string_view style) {
  indent();
  out_ += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{}/>\n", svg_number(a.x),
                      svg_number(a.y), svg_number(b.x), svg_number(b.y), style);
}

namespace {

std::string points_text(const std::vector<SvgPoint>& points) {
  std::string s;
  for (const SvgPoint& p : points) {
    if (!s.empty()) s += ' ';
    s += svg_number(p.x) + "," + svg_number(p.y);
  }
  return s;
}

}  // namespace

void SvgWriter::polyline(const std::vector<SvgPoint>& points, std::string_view style) {
  indent();
  out_ += fmt::format("<polyline points=\"{}\"{}/>\n", points_text(points), style);
}

void SvgWriter::polygon(const std::vector<SvgPoint>& points, std::string_view style) {
  indent();
  out_ += fmt::format("<polygon points=\"{}\"{}/>\n", points_text(points), style);
}

void SvgWriter::rect(SvgPoint corner, double width, double height, std::string_view style) {
  indent();
  out_ +=
      fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>\n", svg_number(corner.x),
                  svg_number(corner.y), svg_number(width), svg_number(height), style);
}

void SvgWriter::path(std::string_view d, std::string_view style) {
  indent();
  out_ += fmt::format("<path d=\"{}\"{}/>\n", d, style);
}

void SvgWriter::text(SvgPoint at, std::string_view content, std::string_view style) {
  indent();
  out_ += fmt::format("<text x=\"{}\" y=\"{}\"{}>{}</text>\n", svg_number(at.x), svg_number(at.y),
                      style, markup::escape(content));
}

void SvgWriter::raw(std::string_view markup) {
  indent();
  out_ += markup;
  out_ += '\n';
}

}  // namespace qm::pirates
