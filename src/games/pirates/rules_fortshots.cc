// Slice h41-fortshots (docs/rules-pirates.md, "Special shots and Broadsides Attacks at forts
// and creatures"): the rules do not say what a Broadsides Attack does to a fort; qm reads it
// as it does at a ship, and lists the line as unchecked (shot_readings.h). After rules_special_
// cannon.cc's shoot-cannon, use-source and use-once: piece-unknown (the fort stands),
// shoot-target (not the shooter's player's own), shoot-range (each standing mast's cannon as
// S, to the fort's circle), shoot-line-of-fire (to the nearest point of its circle; its own
// island does not block), shoot-reroll (no ability applies), shoot-roll (d6 above the highest
// rank of the standing masts' cannons), mast-choice (`/N,M,…`: flags standing, one a hit);
// then sink-share. A hit scores one hit per standing mast plus one, each a plain hit on the
// fort: a flag falls, and a hit on an abandoned fort destroys it.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

std::optional<Violation> Rules::broadside_at_fort(State& s, const Action& a, int src) {
  const Shot& shot = a.shots[0];
  const int i = a.ship, t = shot.target;
  const Ship& x = s.ship(i);
  const Fort& fort = s.fort(t);
  const std::string& id = s.fort_id(t);
  if (!fort.standing())
    return Violation{"piece-unknown",
                     fmt::format("the fort {} is not on the table: {}", id,
                                 fort.destroyed ? "it was destroyed" : "it is not built")};
  const int owner = s.pieces().forts[size_t(t)].owner;
  if (owner == x.owner)
    return Violation{"shoot-target",
                     fmt::format("{} is {}'s own fort", id, s.quoted_name(x.owner))};
  // Every cannon of a standing mast is an S-range cannon: each must reach the fort's circle.
  const Geometry& g = s.geometry();
  const IslandSpec& isl = s.pieces().islands[size_t(fort.island)];
  const std::vector<Cannon>& masts = s.pieces().ships[size_t(i)].masts;
  const double reach = s.ruler(Ruler::S);
  const Point centre = g.near(x.pos, isl.centre);  // table_edge wraps: the nearest translate
  const double range = distance(x.pos, centre) - isl.r;
  int volley = 0, top_rank = 0;
  for (int m = 1; m <= int(masts.size()); ++m)
    if (x.mast_standing(m)) {
      ++volley;
      top_rank = std::max(top_rank, int(masts[size_t(m - 1)].rank));
    }
  if (range > reach + g.tolerance && s.enforced("shoot-range"))
    return Violation{"shoot-range",
                     fmt::format("{} is {} mm from {}'s edge; in a Broadsides Attack each cannon "
                                 "is S-range: it reaches {} mm + {} mm; it would be in range if "
                                 "{}'s r were {} mm or more",
                                 s.id(i), mm(range), id, mm(reach), num(g.tolerance), isl.id,
                                 mm(isl.r + range - reach - g.tolerance))};
  // The line of fire ends at the point of the fort's circle nearest the ship.
  const Point to = point_towards(centre, x.pos, isl.r);
  auto blocked = [&](Point c, double r, const std::string& what) {
    return Violation{"shoot-line-of-fire",
                     fmt::format("the line of fire from {} {} to {} {} passes {} mm from the "
                                 "centre of {} (r {}): it must clear r - {} mm ({} mm)",
                                 s.id(i), pt(x.pos), id, pt(to), mm(g.segment_dist(c, x.pos, to)),
                                 what, num(r), num(g.tolerance), mm(r - g.tolerance))};
  };
  if (s.enforced("shoot-line-of-fire")) {
    for (size_t is = 0; is < s.islands().size(); ++is) {
      const IslandSpec& other = s.pieces().islands[is];
      if (int(is) != fort.island && g.island_blocks(x.pos, to, other.centre, other.r))
        return blocked(other.centre, other.r, other.id);
    }
    for (int o = 0; o < int(s.ships().size()); ++o)
      if (o != i && !s.ship(o).sunk && g.disc_blocks(x.pos, to, s.ship(o).pos, s.radius(o)))
        return blocked(s.ship(o).pos, s.radius(o), s.id(o));
    for (const TerrainSpec& fog : s.terrain())
      if (terrain_blocks(fog, s.options().terrain_blocks_fire) &&
          g.island_blocks(x.pos, to, fog.centre, fog.r))
        return blocked(fog.centre, fog.r, fmt::format("the {} {}", terrain_noun(fog.kind), fog.id));
  }
  if (auto v = broadside_die(shot, volley, top_rank)) return v;
  const int die = shot.die;
  const bool hit = shot.hit;  // broadside_die checked it against the die
  if (!hit && a.losses.size)
    return Violation{"mast-choice", "a miss removes no flag; /N is not written with it"};
  // mast-choice on a copy of the fort: each flag chosen stands when its hit comes.
  const int hits = hit ? volley + 1 : 0;
  const int flags = int(s.pieces().forts[size_t(t)].flags.size());
  Fort probe = fort;
  int removable = 0;
  for (int n = 1; n <= flags; ++n) removable += probe.flag_standing(n);
  if (a.losses.size > std::min(hits, removable))
    return Violation{
        "mast-choice",
        fmt::format("the Broadsides Attack scores {} hit(s) and {} has {} flag(s) standing: at "
                    "most {} choice(s), not {}",
                    hits, id, removable, std::min(hits, removable), int(a.losses.size))};
  for (int k = 0; k < a.losses.size; ++k) {
    const int n = a.losses[k];
    if (!probe.flag_standing(n))
      return Violation{"mast-choice",
                       fmt::format("{}'s flag {} is not standing{}", id, n,
                                   k ? " (an earlier hit of the volley removed it)" : "")};
    probe.lost |= uint16_t(1u << (n - 1));
  }
  // Apply it: one hit after another, each a plain hit on the fort, until it is destroyed.
  special_shot(s, i, src, die);
  s.last_.removed[0] = 0;
  s.last_.sank[0] = false;
  Fact fact{s.lines_ + 1, FactKind::Shot, int8_t(x.owner), int16_t(i), -1, top_rank, hit, 'S'};
  fact.piece = int16_t(t);
  s.fact(fact);
  for (int h = 0; h < hits && s.fort(t).standing(); ++h)
    fort_takes_hit(s, t, h < a.losses.size ? a.losses[h] : 0, 0);
  if (auto v = share(s, a, x.owner, i, -1, {}, 0)) return v;
  shoot_action_spent(s, i);
  return std::nullopt;
}

}  // namespace qm::pirates
