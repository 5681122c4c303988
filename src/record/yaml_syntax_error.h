// What a YAML syntax error that stopped libyaml's parser says to a user: where, and what
// was expected there, in our words ("YAML syntax: expected ',' or the closing ']' of the
// list opened with '[' at line 7, column 10") rather than libyaml's.
#pragma once

#include <yaml.h>

#include <string>
#include <string_view>

#include "record/record_error.h"
#include "record/yaml_marks.h"

namespace qm {

struct YamlSyntaxError {
  SourcePos pos;
  std::string message;
};

// The error `parser` stopped at while reading `text`, which starts `line_offset` lines into
// its file; `marks` places libyaml's marks in `text`.
YamlSyntaxError yaml_syntax_error(const yaml_parser_t& parser, std::string_view text,
                                  int line_offset, YamlMarks& marks);

}  // namespace qm
