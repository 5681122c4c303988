// The error raised for input that is not a well-formed record or ruleset: it carries the
// place (file, line, column, all 1-based; 0 when unknown) and what was expected there.
#pragma once

#include <stdexcept>
#include <string>

namespace qm {

struct SourcePos {
  int line = 0;
  int column = 0;
};

class RecordError : public std::runtime_error {
 public:
  RecordError(SourcePos pos, const std::string& message) : std::runtime_error(message), pos_(pos) {}
  SourcePos pos() const { return pos_; }

 private:
  SourcePos pos_;
};

}  // namespace qm
