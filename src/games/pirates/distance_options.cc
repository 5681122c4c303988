#include "games/pirates/distance_options.h"

namespace qm::pirates {

namespace {

// The rulers a list of cannons (a ship's masts, a fort's flags) fires with, for `shots`.
void count_cannon_rulers(const std::vector<Cannon>& cannons, const Action& a, bool& S, bool& L) {
  for (const Shot& shot : a.shots)
    if (shot.mast >= 1 && size_t(shot.mast) <= cannons.size())
      (cannons[size_t(shot.mast - 1)].ruler == Ruler::S ? S : L) = true;
}

}  // namespace

void count_distance_options(const Pieces& pieces, const Action& a,
                            OptionCounts<kCountedOptions>& counts) {
  bool S = false, L = false, measured = false, bow = false;
  switch (a.verb) {
    case Verb::Move:
      if (a.ship >= 0)
        for (Ruler r : pieces.ships[size_t(a.ship)].move) (r == Ruler::S ? S : L) = true;
      measured = true;
      break;
    case Verb::Shoot:
      if (a.fort >= 0)
        count_cannon_rulers(pieces.forts[size_t(a.fort)].flags, a, S, L);
      else if (a.ship >= 0)
        count_cannon_rulers(pieces.ships[size_t(a.ship)].masts, a, S, L);
      measured = true;
      break;
    case Verb::Drift:  // an iceberg drifts S
      S = measured = true;
      break;
    case Verb::Ram:
    case Verb::Tow:
      measured = bow = true;
      break;
    case Verb::Escape:  // a freed piece is placed in stern contact
      measured = bow = a.placed;
      break;
    case Verb::Dock:
    case Verb::Explore:
    case Verb::Reef:
    case Verb::Sargasso:
    case Verb::Whirlpool:
    case Verb::Fog:
      measured = true;
      break;
    default:
      break;
  }
  if (S) counts.count(kRulerSOption);
  if (L) counts.count(kRulerLOption);
  if (measured) {
    counts.count(kShipRadiusOption);
    counts.count(kToleranceOption);
  }
  if (bow) counts.count(kBowArcOption);
}

}  // namespace qm::pirates
