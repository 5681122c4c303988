// Special shots of format 2 (docs/abilities-pirates.md, `shot`; docs/rules-pirates.md, "Special
// shots"), beside the chain, grapple, grape and fire shots of rules_shoot.cc:
// - `!smoke` (`1>T9@700,300!smoke`): no target, no die; after shoot-cannon, use-source and
//   use-once, use-target: T9 is a spare fog bank not on the table, its centre within S of the
//   ship's edge, touching no island, ship or creature. It then lies on the table as a fog bank
//   (rules_fog.cc) until its owner's next `turn` line removes it.
// - `!stink`: a hit removes no mast; the crew aboard the target are switched off (State's
//   switched-off list, as `cancel` and `off`) through its owner's next turn, from its start.
// - `!exploding`: a hit turns a mast into a fire mast (rules_fire.cc) and eliminates a crew
//   (`/N,CREW`; without CREW the first aboard in header order, as a grape shot's).
// - `!double`: an ordinary shot whose cannon fires again as the line's next shot
//   (rules_shoot.cc lets that one shot through `shoot-cannon`).
#include <fmt/format.h>

#include "games/pirates/rules.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

std::optional<Violation> Rules::smoke_shot(State& s, const Action& a, int i) {
  const int k = a.terrain;
  const TerrainSpec& spare = s.pieces().terrain[size_t(k)];
  const Geometry& g = s.geometry();
  const bool check = s.enforced("use-target");
  if (check && (spare.kind != TerrainKind::Fog || spare.placed))
    return Violation{"use-target", fmt::format("{} is not a spare fog bank (`placed: false`): a "
                                               "smoke shot places one",
                                               spare.id)};
  if (check && s.terrain()[size_t(k)].placed)
    return Violation{"use-target",
                     fmt::format("the fog bank {} is on the table already", spare.id)};
  TerrainSpec fog = s.terrain()[size_t(k)];
  fog.centre = s.geometry().reduce(a.points[0]);  // table_edge wraps: reduced
  fog.placed = true;
  const Ship& x = s.ship(i);
  const double from_ship = g.dist(x.pos, fog.centre) - s.radius(i);
  if (check && from_ship > s.ruler(Ruler::S) + g.tolerance)
    return Violation{"use-target",
                     fmt::format("the centre of {} {} is {} mm from {}'s edge; a smoke shot "
                                 "places it within S ({} mm + {} mm)",
                                 spare.id, pt(fog.centre), mm(from_ship), s.id(i),
                                 mm(s.ruler(Ruler::S)), num(g.tolerance))};
  auto touching = [&](const std::string& what, Point centre, double r) {
    return Violation{"use-target",
                     fmt::format("{} {} would touch {}: {} mm edge to edge (touching within {} "
                                 "mm); a smoke fog bank touches no island or ship",
                                 spare.id, pt(fog.centre), what,
                                 mm(terrain_gap(fog, centre, g) - r), num(g.tolerance))};
  };
  for (const IslandSpec& is : s.pieces().islands)
    if (check && terrain_touches(fog, is.centre, is.r, g))
      return touching("the island " + is.id, is.centre, is.r);
  for (int o = 0; o < int(s.ships().size()); ++o)
    if (check && !s.ship(o).sunk && terrain_touches(fog, s.ship(o).pos, s.radius(o), g))
      return touching(fmt::format("the {} {}", s.noun(o), s.id(o)), s.ship(o).pos, s.radius(o));
  // The table's own copy of the terrain, as a ruling's `place` makes it.
  auto placed = std::make_shared<std::vector<TerrainSpec>>(s.terrain());
  (*placed)[size_t(k)] = fog;
  s.terrain_ = std::move(placed);
  s.smoke_.emplace_back(int16_t(k), int8_t(x.owner));
  return std::nullopt;
}

void Rules::stink_hit(State& s, int t) {
  // The target owner's next turn: the turns come round in the players' order.
  const int n = s.players();
  const int ahead = ((s.ship(t).owner - s.current()) % n + n) % n;
  const int from = s.turn_number() + (ahead ? ahead : n);
  for (size_t c = 0; c < s.pieces().crew.size(); ++c)
    if (!s.pieces().crew[c].equipment && !s.crew_lost(int(c)) && s.crew_ship(int(c)) == t)
      s.switch_off(false, int(c), from + 1, from);
}

void Rules::exploding_hit(State& s, const Shot& shot, int t, int src, bool no_mast) {
  // The mast chosen, else the highest-numbered standing, becomes a fire mast (none when an
  // `immune {to: hit, only-on: 6}` spares the masts: slice h41-crewloss).
  int mast = no_mast ? -1 : shot.choice;
  for (int m = int(s.pieces().ships[size_t(t)].masts.size()); m >= 1 && !mast; --m)
    if (s.ship(t).mast_standing(m)) mast = m;
  if (mast > 0) set_on_fire(s, t, mast, src);
  const int c = shot.crew >= 0 ? int(shot.crew) : grape_victim(s, t);
  if (c >= 0) {
    eliminate_crew(s, c);
    s.recompute_crew(t);
  }
}

void Rules::shots_at_turn(State& s, int p) {
  // The player's smoke fog banks leave the table. Read as: a piece lost in one is no longer
  // lost (the fog it was lost in is gone); it stays where it is.
  if (!s.smoke_.empty()) {
    auto terrain = std::make_shared<std::vector<TerrainSpec>>(s.terrain());
    bool changed = false;
    std::erase_if(s.smoke_, [&](const std::pair<int16_t, int8_t>& m) {
      if (m.second != p) return false;
      (*terrain)[size_t(m.first)].placed = false;
      for (Ship& x : s.ships_)
        if (x.in_fog == m.first) x.in_fog = kNoPiece;
      changed = true;
      return true;
    });
    if (changed) s.terrain_ = std::move(terrain);
  }
  // A stink shot's switch-off begins with this turn: the crew's keywords change.
  for (const State::SwitchedOff& o : s.cancelled_)
    if (o.from == s.turn_number()) {
      for (int i = 0; i < int(s.ships().size()); ++i) s.recompute_crew(i);
      break;
    }
}

}  // namespace qm::pirates
