// Writes a record's document tree (store/stored_record.h) as YAML that the record reader
// (record/yaml_tree.h) reads back to the same tree: every scalar keeps its exact text, and
// null stays null. The layout is that of a hand-written record: the top-level map in block
// style, `moves` and `rulings` one per line, other lists and maps inline ([m5, blue-2], {Anna: 5}),
// nested maps (deal, hands, teams) one entry per line.
//
// Scalars are written as every record writer writes them (record/yaml_scalar.h).
#pragma once

#include <string>

#include "record/yaml_tree.h"

namespace qm::store {

// One document, ending in a newline; `root` should be a map.
std::string write_yaml_document(const YNode& root);

}  // namespace qm::store
