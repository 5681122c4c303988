// The `immune` entries qm applies (abilities.h ImmuneAbility; docs/abilities-pirates.md): a shot
// that may not be fired at the carrier's piece (shoot-immune) or that never hits it
// (shoot-roll), from cannons of one ruler, from a shooter within R, from a fort, while its ship
// is docked, or its first hit each turn while every mast stands; and, on a ship, a ram that
// removes none of its masts (`to: ram`) or a ram after which it is not stuck (`to: pin`,
// rules_ram_board.cc). Each works where its carrier works (abilities.cc working_piece).
#include <fmt/format.h>

#include "games/pirates/abilities.h"
#include "games/pirates/state.h"

namespace qm::pirates {

namespace {

// A piece's disc for `within`: a ship's (or creature's) centre and radius; a fort's island.
void immune_disc(const State& s, RollPiece p, Point& centre, double& r) {
  if (p.fort) {
    const IslandSpec& isl = s.pieces().islands[size_t(s.fort(p.index).island)];
    centre = isl.centre;
    r = isl.r;
    return;
  }
  centre = s.ship(p.index).pos;
  r = s.radius(p.index);
}

// Whether the entry's `from` and `if` hold for a shot at `on` by `shooter` (unknown: index -1,
// meets every `from`).
bool immune_holds(const State& s, const ImmuneAbility& im, RollPiece on, RollPiece shooter) {
  if (im.docked && (on.fort || s.ship(on.index).docked < 0)) return false;
  if (im.first_turn) {
    if (on.fort) return false;
    const Ship& y = s.ship(on.index);
    if ((y.lost & y.masts) != 0 || y.hit_ignored) return false;
  }
  if (shooter.index < 0) return true;
  if (im.from_fort && !shooter.fort) return false;
  if (im.within) {
    Point a, b;
    double ra = 0, rb = 0;
    immune_disc(s, on, a, ra);
    immune_disc(s, shooter, b, rb);
    const double reach =
        (im.within_ruler < 0 ? im.within_mm : s.ruler(im.within_ruler == 0 ? Ruler::S : Ruler::L)) +
        s.geometry().tolerance;
    if (s.geometry().dist(a, b) - ra - rb > reach) return false;
  }
  return true;
}

}  // namespace

std::string immune_source(const State& s, RollPiece target, bool shot, int ruler, RollPiece shooter,
                          const ImmuneAbility** entry) {
  const ImmuneAbility* found = nullptr;
  for (const ImmuneAbility& im : s.pieces().abilities.immune) {
    if (im.what != ImmuneAbility::ShotOrHit || im.shot != shot ||
        (im.ruler >= 0 && im.ruler != ruler))
      continue;
    const RollPiece on = working_piece(s, im.carrier, true);
    if (on.index < 0 || on.index != target.index || on.fort != target.fort ||
        !immune_holds(s, im, on, shooter))
      continue;
    // An entry that protects every time goes before one that ignores a single hit.
    if (!found || (found->first_turn && !im.first_turn)) found = &im;
    if (!im.first_turn) break;
  }
  if (entry) *entry = found;
  return found ? carrier_id(s.pieces(), found->carrier) : "";
}

std::string immune_words(const ImmuneAbility& im, int ruler) {
  const char* verb = im.shot ? "be shot at" : "be hit";
  if (im.first_turn) return "its first hit this turn, every mast standing, is ignored";
  std::string out =
      im.ruler >= 0  ? fmt::format("{}-range cannons cannot {}", ruler == 0 ? "S" : "L",
                                  im.shot ? "shoot at it" : "hit it")
      : im.from_fort ? fmt::format("a fort's cannons cannot {}", im.shot ? "shoot at it" : "hit it")
                     : fmt::format("it cannot {}", verb);
  if (im.within)
    out += im.within_ruler >= 0 ? fmt::format(" from within {}", im.within_ruler == 0 ? "S" : "L")
                                : fmt::format(" from within {} mm", im.within_mm);
  if (im.docked) out += " while docked";
  return out;
}

std::string immune_other_source(const State& s, int ship, ImmuneAbility::What what) {
  for (const ImmuneAbility& im : s.pieces().abilities.immune)
    if (im.what == what && working_ship(s, im.carrier, true) == ship)
      return carrier_id(s.pieces(), im.carrier);
  return "";
}

}  // namespace qm::pirates
