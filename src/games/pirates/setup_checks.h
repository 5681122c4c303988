// The fleet and set-up checks (docs/rules-pirates.md, "Fleet building" and "Set-up"), made before
// the first move, in the rule page's order: for each player in turn order fleet-points, then
// for each ship fleet-cargo, fleet-crew-points, then for each crew fleet-zero-point-crew,
// then fleet-treasure; then setup-islands, setup-island-distance (islands as written),
// setup-terrain (format 2: terrain as written), setup-treasure (the coins on each island, then the
// coins against the fleets'), setup-position (ships in turn order of their owners, as written;
// format 2: overlapping no terrain piece), setup-face (format 2: a crew placed face up by its
// `build {face-up}`), setup-table. fleet-points allows the extra points of `build {points}`. A
// record that starts from a position (`start:`) is checked only for a position that cannot be
// (setup-position: ships overlapping, a ship inside an island, more gold than cargo).
#pragma once

#include <optional>

#include "games/game.h"
#include "games/pirates/state.h"

namespace qm::pirates {

// The first rule broken, phase Header (fleet-*) or Setup, with the line of the header entry
// at fault (docs/format.md).
std::optional<Violation> check_setup(const State& initial);

}  // namespace qm::pirates
