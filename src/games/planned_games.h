// Games the record format defines (docs/format.md) that this qm cannot replay yet. A
// record of one is told "not supported by this qm yet" rather than "unknown game".
#pragma once

#include <string_view>

namespace qm {

// True for a game the format defines but no Game registers (yet).
bool is_planned_game(std::string_view name);

}  // namespace qm
