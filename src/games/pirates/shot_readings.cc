// Slice h41-fortshots: the readings of shot_readings.h, and the unchecked entries a legal line
// with such shots adds (PiratesGameState::note_readings).
#include "games/pirates/shot_readings.h"

#include <fmt/format.h>

#include "games/pirates/notation.h"
#include "games/pirates/pirates_game_state.h"

namespace qm::pirates {

namespace {

// What a special shot's own effect comes to at a fort (rules_fort.cc applies the plain hit).
const char* at_fort(ShotKind kind) {
  switch (kind) {
    case ShotKind::Chain:
      return "holds nothing (a fort never moves)";
    case ShotKind::Grapple:
      return "lets no boarding follow (a fort is never boarded)";
    case ShotKind::Grape:
      return "eliminates no crew (a fort carries none)";
    case ShotKind::Stink:
      return "switches no crew off (a fort carries none)";
    case ShotKind::Exploding:
      return "makes no fire mast and eliminates no crew (a fort has flags, not masts, and "
             "carries no crew)";
    default:  // fire, firepot
      return "makes no fire mast (a fort has flags, not masts)";
  }
}

}  // namespace

std::string shot_reading(const State& s, const Shot& shot) {
  if (shot.at_fort && shot.broadside())
    return fmt::format(
        "qm read the Broadsides Attack at the fort {} as one at a ship: one d6 above the highest "
        "rank of the standing masts' cannons hits and scores one hit per standing mast plus one, "
        "each a plain hit on the fort (a flag falls; an abandoned fort is destroyed); the rules "
        "do not say",
        s.fort_id(shot.target));
  if (shot.at_fort && shot.kind != ShotKind::None && shot.kind != ShotKind::Double &&
      shot.kind != ShotKind::Smoke)
    return fmt::format(
        "qm read `!{}` at the fort {} as a plain shot: a hit removes a flag (or destroys an "
        "abandoned fort) and {}; the rules do not say",
        shot_kind_name(shot.kind), s.fort_id(shot.target), at_fort(shot.kind));
  const bool burns = shot.kind == ShotKind::Fire || shot.kind == ShotKind::Firepot ||
                     shot.kind == ShotKind::Exploding;
  if (!shot.at_fort && burns && shot.target >= 0 && shot.target < int(s.ships().size()) &&
      s.creature(shot.target))
    return fmt::format(
        "qm read `!{}` at the sea creature {} as a plain shot: a hit removes a segment and nothing "
        "burns (a fire mast belongs to a ship that may lie derelict, and a creature never "
        "does){}; the rules do not say",
        shot_kind_name(shot.kind), s.id(shot.target),
        shot.kind == ShotKind::Exploding ? "; it eliminates no crew (a creature carries none)"
                                         : "");
  return "";
}

void PiratesGameState::note_readings(const RawMove& raw) {
  if (last_.verb != Verb::Shoot) return;
  for (const Shot& shot : last_.shots) {
    std::string reading = shot_reading(state_, shot);
    if (reading.empty()) continue;
    unchecked_.push_back({played_, raw.pos.line, std::nullopt,
                          format_action(last_, state_.pieces()), "shoot", std::nullopt,
                          std::move(reading)});
  }
}

}  // namespace qm::pirates
