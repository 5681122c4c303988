// The "error" object of `qm replay`'s report (docs/format.md): {"file", "line",
// "column", "message"}, line and column null when unknown. Every command that reports a
// record it could not read writes it with this function (`replay`, `compare`, `import`).
#pragma once

#include "games/game.h"
#include "replay/replay.h"

namespace qm {

Json error_json(const ReadError& error);

// Adds to `report` every unreadable problem as `errors` (error_json each, the first being
// its `error`) and `errors_left_off` when some were only counted, both only when there
// are several problems: a report with one problem keeps the format's keys exactly.
void add_errors_json(Json& report, const std::vector<ReadError>& errors, int left_off);

}  // namespace qm
