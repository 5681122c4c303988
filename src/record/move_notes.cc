#include "record/move_notes.h"

#include <fmt/format.h>

#include "record/excerpt.h"

namespace qm {

bool comment_looks_cut_off(const RawMove& raw) {
  if (!raw.layout || raw.layout->comment.size() < 2) return false;
  const char after = raw.layout->comment[1];
  return after != ' ' && after != '\t' && after != '#';
}

std::string move_line_notes(const RawMove& raw, const std::string& comment_hint) {
  if (!raw.layout) return {};
  std::string notes;
  if (!raw.layout->pieces.empty()) {
    const int folded = raw.layout->pieces.front().pos.line;
    notes += fmt::format(
        "; line {} is read as the rest of the move on line {} because it is indented deeper "
        "than that move: check its indentation",
        folded, raw.pos.line);
  }
  if (comment_looks_cut_off(raw)) {
    notes += fmt::format("; '#' starts a comment, so '{}' is not part of the move",
                         excerpt(raw.layout->comment, 40));
    if (!comment_hint.empty()) notes += " (" + comment_hint + ")";
  }
  return notes;
}

}  // namespace qm
