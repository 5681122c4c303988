// A mysterious island's printed table (format 2's island `table:`, docs/format-pirates.md):
// rows `{roll: [results], effect: ..., dice: k}` whose results cover 1 to 6 once each; an
// effect is `none`, `ruling` (applied by `ruling` lines, unchecked), or a list of ability
// entries (docs/abilities-pirates.md, each lasting its `for:`) and `{kill-crew: N}`.
#pragma once

#include <vector>

#include "games/pirates/pieces.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// The rows of `table` (RecordError at the node that is not a row, or at the table when the
// results do not cover 1 to 6 once each). `island` names the island in the rows' texts.
std::vector<MysteryRow> read_mystery_table(const YNode& table, const std::string& island);

// The row a d6 result falls in (nullptr for an island without a table).
const MysteryRow* mystery_row(const IslandSpec& island, int die);

}  // namespace qm::pirates
