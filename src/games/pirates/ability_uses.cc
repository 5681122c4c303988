#include "games/pirates/ability_uses.h"

#include <fmt/format.h>

#include "games/pirates/abilities.h"
#include "games/pirates/state.h"

namespace qm::pirates {

namespace {

// A piece of the table: the line is read before it is checked, and may name none.
bool piece(const State& s, int i) { return i >= 0 && i < int(s.ships().size()); }

// The Cannoneer that rolls `ship`'s misses again: a crew aboard with the keyword, else the
// ship's own.
std::string cannoneer_of(const State& s, int ship) {
  const Pieces& p = s.pieces();
  for (size_t c = 0; c < p.crew.size(); ++c)
    if ((p.crew[c].keyword & kCannoneer) && !s.crew_lost(int(c)) && s.crew_ship(int(c)) == ship)
      return p.crew[c].id;
  return s.id(ship);
}

void shots(const State& s, const Action& a, const AbilityUseView& at,
           std::vector<AbilityUseView>& out) {
  if (a.fort >= 0 || !piece(s, a.ship)) return;  // abilities act on shots between ships
  const std::vector<Cannon>& masts = s.pieces().ships[size_t(a.ship)].masts;
  bool cannoneer_spent = s.ship(a.ship).reroll_used;
  for (int k = 0; k < a.shots.size; ++k) {
    const Shot& shot = a.shots[k];
    const int t = shot.target;
    if (shot.at_fort || !piece(s, t) || shot.mast < 1 || shot.mast > int(masts.size())) continue;
    std::string sources;
    if (const int mod = roll_mod(s, ModRoll::Cannon, a.ship, t, &sources))
      out.push_back({at.move, at.line, sources,
                     fmt::format("shot {}: {:+} to {}'s cannon roll against {}", k + 1, mod,
                                 s.id(a.ship), s.id(t))});
    const Cannon& cannon = masts[size_t(shot.mast - 1)];
    if (std::string proof = immune_source(s, t, false, int(cannon.ruler)); !proof.empty())
      out.push_back({at.move, at.line, proof,
                     fmt::format("shot {}: {}-range cannons cannot hit {}: a miss", k + 1,
                                 ruler_name(cannon.ruler), s.id(t))});
    // The re-roll's source as rules_shoot.cc picks it: the Cannoneer for a miss while it has
    // not rolled again this turn, else a `reroll {die: any}`.
    const int mod = roll_mod(s, ModRoll::Cannon, a.ship, t);
    const bool miss = shot.die == 1 || shot.die + mod < cannon.rank;
    if (shot.rerolled && (s.ship(a.ship).keywords & kCannoneer) && !cannoneer_spent && miss) {
      cannoneer_spent = true;
      out.push_back({at.move, at.line, cannoneer_of(s, a.ship),
                     fmt::format("shot {}: the miss rolled again (Cannoneer)", k + 1)});
    } else if (shot.rerolled) {
      if (const int r = reroll_source(s, a.ship); r >= 0)
        out.push_back({at.move, at.line,
                       carrier_id(s, s.pieces().abilities.rerolls[size_t(r)].carrier),
                       fmt::format("shot {}: the d6 {} rolled again: {} stands (re-roll any die, "
                                   "once a turn)",
                                   k + 1, int(shot.die), int(shot.reroll))});
    }
    if (shot.kind != ShotKind::None)
      if (const int src = shot_source(s, a.ship, shot.kind); src >= 0)
        out.push_back({at.move, at.line,
                       carrier_id(s, s.pieces().abilities.shots[size_t(src)].carrier),
                       fmt::format("shot {}: a {} shot{}", k + 1, shot_kind_name(shot.kind),
                                   !shot.hit || s.ship(t).derelict() ? ""
                                   : shot.kind == ShotKind::Chain
                                       ? fmt::format(": no mast falls; {} is held on its owner's "
                                                     "next turn",
                                                     s.id(t))
                                       : fmt::format(": no mast falls; {} may board {} on the "
                                                     "next line",
                                                     s.id(a.ship), s.id(t)))});
  }
}

}  // namespace

void note_ability_uses(const State& before, const Action& a, int move, int line,
                       std::vector<AbilityUseView>& out) {
  const AbilityUseView at{move, line, {}, {}};
  if (a.verb != Verb::Shoot && (!piece(before, a.ship) || !piece(before, a.other))) return;
  std::string sources;
  switch (a.verb) {
    case Verb::Shoot:
      shots(before, a, at, out);
      break;
    case Verb::Ram:
      if (const int mod = roll_mod(before, ModRoll::Ram, a.ship, a.other, &sources))
        out.push_back({move, line, sources,
                       fmt::format("{:+} to {}'s ram roll against {}", mod, before.id(a.ship),
                                   before.id(a.other))});
      break;
    case Verb::Board:
      for (const auto& [me, other] : {std::pair{a.ship, a.other}, std::pair{a.other, a.ship}}) {
        sources.clear();
        if (const int mod = roll_mod(before, ModRoll::Board, me, other, &sources))
          out.push_back({move, line, sources,
                         fmt::format("{:+} to {}'s boarding roll against {}", mod, before.id(me),
                                     before.id(other))});
      }
      break;
    default:
      break;
  }
}

}  // namespace qm::pirates
