// Checks of the markup `qm report` writes, shared by the report tests: well-formedness
// without an XML library, and counting elements by class.
#pragma once

#include <string>
#include <string_view>

namespace qmtest {

// "" when `markup` is well-formed: every tag closed in order (self-closed `<x/>`, or in
// HTML the void elements such as <meta>), attribute values quoted, no bare `<` or `&` in
// text (every `&` starts a character reference), the doctype and comments allowed. Else the
// first problem, with the byte offset.
std::string markup_problem(std::string_view markup, bool html = false);

// How many start tags in `markup` carry `class_name` among their classes.
int count_class(std::string_view markup, std::string_view class_name);

// How many tags in `markup` carry an event handler attribute (on...=, such as onerror=);
// text that merely reads " onerror=" is not a tag and does not count.
int event_handler_attributes(std::string_view markup);

// The element with id="ID" up to its end tag (the first `</name>` that closes it, counting
// nested elements of the same name); "" when there is none.
std::string element_by_id(std::string_view markup, std::string_view id);

}  // namespace qmtest
