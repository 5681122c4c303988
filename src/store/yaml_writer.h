// Writes a record's document tree (store/stored_record.h) as YAML that the record reader
// (record/yaml_tree.h) reads back to the same tree: every scalar keeps its exact text, and
// null stays null. The layout is that of a hand-written record: the top-level map in block
// style, `moves` one per line, other lists and maps inline ([m5, blue-2], {Anna: 5}), nested
// maps (deal, hands, teams) one entry per line.
//
// A scalar is written plain when that is unambiguous (words, card names, `Anna attack @1
// blue-3`, dates, numbers) and double-quoted otherwise, with escapes for quotes,
// backslashes and control characters.
#pragma once

#include <string>

#include "record/yaml_tree.h"

namespace qm::store {

// One document, ending in a newline; `root` should be a map.
std::string write_yaml_document(const YNode& root);

// A scalar as it is written in YAML (plain or double-quoted).
std::string yaml_scalar(const std::string& text);

}  // namespace qm::store
