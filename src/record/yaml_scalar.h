// How a scalar is written in a YAML record, by everything that writes records (the games'
// record writers, the store's export, store/yaml_writer.h): so that the record reader
// (record/yaml_tree.h) reads back exactly the text written.
//
// A scalar is written plain when that is unambiguous in block and flow context alike
// (words, card names, `Anna attack @1 blue-3`, ruleset names, dates, numbers) and
// double-quoted otherwise, with escapes for quotes, backslashes and control characters.
#pragma once

#include <string>

namespace qm {

std::string yaml_scalar(const std::string& text);

}  // namespace qm
