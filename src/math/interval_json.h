// The one JSON shape of an interval, written by every command that prints one (`qm stats`,
// `qm compare --simulate`): {"value", "low", "high", "level"}, level 0.95; a rate adds its
// "count" and what it is a count "of" in front: {"count", "of", "value", "low", "high",
// "level"}. docs/commands.md, "JSON shapes", lists it.
#pragma once

#include <nlohmann/json.hpp>

#include "math/stats.h"

namespace qm::math {

inline constexpr double kLevel = 0.95;  // the level of every interval qm prints

nlohmann::ordered_json interval_json(const Interval& interval);
nlohmann::ordered_json rate_json(long long count, long long of, const Interval& interval);

}  // namespace qm::math
