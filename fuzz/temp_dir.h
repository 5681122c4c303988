// A directory of the fuzz target's own for the files it must write (a ruleset is read
// from a file; a store lives in one), made at first use and removed at exit.
#pragma once

#include <string>

namespace qm::fuzz {

const std::string& temp_dir();

}  // namespace qm::fuzz
