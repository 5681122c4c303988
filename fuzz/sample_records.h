// Short records, one per game, for the fuzz targets that need a record to replay (a
// ruleset is fuzzed by replaying one of its game's records under it).
#pragma once

#include <string_view>

namespace qm::fuzz {

// A record of `game` (as records name it), or nullptr for a game without one here.
const char* sample_record(std::string_view game);

}  // namespace qm::fuzz
