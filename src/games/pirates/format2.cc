#include "games/pirates/format2.h"

#include <fmt/format.h>

namespace qm::pirates {

void not_checked_yet(SourcePos pos, std::string_view what) {
  throw RecordError(pos, fmt::format("qm does not check {} yet (format 2): a record that uses "
                                     "them cannot be replayed; docs/pirates.md lists what "
                                     "format 2 checks",
                                     what));
}

std::string ability_word(std::string_view written) {
  std::string w;
  for (char c : written) {
    if (c == ' ' || c == '_') c = '-';
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    w += c;
  }
  return w;
}

}  // namespace qm::pirates
