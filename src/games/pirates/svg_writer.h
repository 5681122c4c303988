// Writing SVG text for the picture of the table (pirates_svg.h): numbers in one short fixed
// form (the same input gives the same bytes), every text escaped (games/markup.h: names come
// from the record, and the picture is embedded in HTML pages), and the few elements the picture
// uses. Coordinates are the caller's; styles are attribute lists the caller writes from its
// own constants (never from the record).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/markup.h"

namespace qm::pirates {

// At most two decimals, no trailing zeros, never "-0": 57.5, 20, 0.33.
std::string svg_number(double v);
// Text and attribute values are escaped by games/markup.h (markup::escape, attribute).

struct SvgPoint {
  double x = 0, y = 0;
};

class SvgWriter {
 public:
  // Opens and closes a group (<g ATTRS>...</g>).
  void open_group(std::string_view attrs);
  void close_group();
  void circle(SvgPoint c, double r, std::string_view style);
  void line(SvgPoint a, SvgPoint b, std::string_view style);
  void polyline(const std::vector<SvgPoint>& points, std::string_view style);
  void polygon(const std::vector<SvgPoint>& points, std::string_view style);
  void rect(SvgPoint corner, double width, double height, std::string_view style);
  void path(std::string_view d, std::string_view style);
  // `content` is escaped here.
  void text(SvgPoint at, std::string_view content, std::string_view style);
  // A whole line of markup the caller has built (escaped where it holds text).
  void raw(std::string_view markup);
  const std::string& str() const { return out_; }

 private:
  void indent();
  std::string out_;
  int depth_ = 1;
};

}  // namespace qm::pirates
