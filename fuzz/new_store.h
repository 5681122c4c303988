// A new, empty record store for each input of a fuzz target: a copy of one made once
// (creating the schema step by step costs more than the whole round trip of a record).
#pragma once

#include <string>

#include "store/sqlite.h"

namespace qm::fuzz {

// The store `name` in the target's directory (temp_dir.h), empty, opened for writing.
store::Database new_store(const std::string& name);

}  // namespace qm::fuzz
