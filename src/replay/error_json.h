// The "error" object of `qm replay`'s report (format/record-v1.md): {"file", "line",
// "column", "message"}, line and column null when unknown. Every command that reports a
// record it could not read writes it with this function (`replay`, `compare`, `import`).
#pragma once

#include "games/game.h"
#include "replay/replay.h"

namespace qm {

Json error_json(const ReadError& error);

}  // namespace qm
