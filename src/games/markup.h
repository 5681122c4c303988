// Escaping text for markup, HTML and SVG alike: the one function every page and picture
// writes record text through (qm report's pages, report/html.h; the picture of a Pirates
// table, games/pirates/svg_writer.h).
#pragma once

#include <string>
#include <string_view>

namespace qm::markup {

// Text for an HTML or SVG text node or a quoted attribute value: & < > " ' become character
// references; control characters other than tab, newline and carriage return become U+FFFD
// (they are not allowed in XML, so an SVG stays well-formed).
std::string escape(std::string_view text);

// ` name="value"`, the value escaped. The name is the caller's (never from input).
std::string attribute(std::string_view name, std::string_view value);

}  // namespace qm::markup
