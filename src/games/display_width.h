// How many columns a UTF-8 string takes on a terminal: what text tables pad by, so that
// names like Jürgen, Siobhán or 山田 keep the columns aligned. East Asian wide and
// fullwidth characters take 2 columns, combining marks and other zero-width characters 0,
// the rest 1 (libutf8proc's character widths, Unicode's East Asian Width). Bytes that are
// not UTF-8 count one column each.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qm {

size_t display_width(std::string_view text);

// `text` followed by spaces up to `width` columns (none when it is already as wide).
std::string pad_to_width(std::string_view text, size_t width);

}  // namespace qm
