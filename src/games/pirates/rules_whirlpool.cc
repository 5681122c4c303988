// The whirlpool line (format 2; docs/rules-pirates.md, "Whirlpool"): a free jump, right after
// a move whose last point touches a whirlpool, to a place touching another whirlpool, then a
// d6: 4-6 loses a mast, a coin or a crew, the owner's choice. Checked in this order:
// whirlpool-jump, reroll-source, whirlpool-loss.
#include <fmt/format.h>

#include "games/pirates/rules.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

std::optional<Violation> whirlpool_jump(const State& s, const Action& a, int mover) {
  const int i = a.ship;
  const Ship& x = s.ship(i);
  const Geometry& g = s.geometry();
  const TerrainSpec& from = s.terrain()[size_t(a.terrain)];
  const TerrainSpec& to = s.terrain()[size_t(a.to_terrain)];
  auto jump = [](std::string text) { return Violation{"whirlpool-jump", std::move(text)}; };
  if (from.kind != TerrainKind::Whirlpool)
    return jump(fmt::format("{} is a {}, not a whirlpool", from.id, terrain_kind_name(from.kind)));
  if (mover != i)
    return jump(
        fmt::format("a jump comes right after {}'s move (and the terrain lines it owes)", s.id(i)));
  if (!terrain_touches(from, x.pos, s.radius(i), g))
    return jump(fmt::format("{}'s move ended at {}, {} mm from {}'s edge: it does not touch {}",
                            s.id(i), pt(x.pos), num(terrain_gap(from, x.pos, g) - s.radius(i)),
                            from.id, from.id));
  if (x.whirled) return jump(fmt::format("{} has jumped from a whirlpool this turn", s.id(i)));
  // Slice h41-deny: a move that ignores whirlpools (`allow {terrain}`) meets none.
  std::string ignores;
  if (!s.pieces().abilities.terrain_allows.empty() &&
      (terrain_ignored(s, i, &ignores) >> int(TerrainKind::Whirlpool) & 1))
    return jump(
        fmt::format("{}'s moves ignore terrain ({}'s `allow {{terrain}}`): no whirlpool "
                    "acts on it",
                    s.id(i), ignores));
  if (x.trapped_in >= 0)
    return jump(fmt::format("{} is trapped in {}: it cannot leave it", s.id(i),
                            s.terrain()[size_t(x.trapped_in)].id));
  if (to.kind != TerrainKind::Whirlpool || a.to_terrain == a.terrain)
    return jump(to.kind != TerrainKind::Whirlpool
                    ? fmt::format("{} is a {}, not a whirlpool", to.id, terrain_kind_name(to.kind))
                    : fmt::format("the jump goes to another whirlpool, not back to {}", to.id));
  const Point at = a.points[0];
  if (!terrain_touches(to, at, s.radius(i), g))
    return jump(fmt::format("at {}, {} is {} mm from {}'s edge: it does not touch {}", pt(at),
                            s.id(i), num(terrain_gap(to, at, g) - s.radius(i)), to.id, to.id));
  for (const IslandSpec& is : s.pieces().islands)
    if (g.disc_overlaps_island(at, s.radius(i), is.centre, is.r))
      return jump(fmt::format("at {}, {} overlaps {}", pt(at), s.id(i), is.id));
  for (int o = 0; o < int(s.ships().size()); ++o)
    if (o != i && o != x.towing && !s.ship(o).sunk &&
        g.discs_overlap(at, s.radius(i), s.ship(o).pos, s.radius(o)))
      return jump(fmt::format("at {}, {} overlaps {}", pt(at), s.id(i), s.id(o)));
  if (const TerrainSpec* b =
          blocking_overlap(s.terrain(), s.options().terrain_blocks_move, at, s.radius(i), g))
    return jump(fmt::format("at {}, {} overlaps the iceberg {}", pt(at), s.id(i), b->id));
  if (beyond_edge(s.pieces(), s.options(), at, s.radius(i)))
    return jump(fmt::format("at {}, {} lies {}", pt(at), s.id(i),
                            beyond_edge_text(s.pieces(), at, s.radius(i))));
  return std::nullopt;
}

// 4-6 takes one thing the piece has; 1-3 nothing.
std::optional<Violation> whirlpool_loss(const State& s, const Action& a) {
  const int i = a.ship;
  const Ship& x = s.ship(i);
  auto loss = [](std::string text) { return Violation{"whirlpool-loss", std::move(text)}; };
  if (a.die <= 3 && a.loss != WhirlpoolLoss::None)
    return loss(
        fmt::format("the whirlpool's d6 is {}: only 4, 5 or 6 takes something, and the "
                    "line writes no loss",
                    int(a.die)));
  if (a.die >= 4 && a.loss == WhirlpoolLoss::None)
    return loss(
        fmt::format("the whirlpool's d6 is {}: {} loses a mast, a coin or a crew, and "
                    "the line says which (`lose mast N`, `lose COIN`, `lose CREW`)",
                    int(a.die), s.id(i)));
  switch (a.loss) {
    case WhirlpoolLoss::None:
      break;
    case WhirlpoolLoss::Mast:
      if (!x.mast_standing(a.mast))
        return loss(
            fmt::format("{}'s mast {} is not a standing mast to lose", s.id(i), int(a.mast)));
      break;
    case WhirlpoolLoss::Coin:
      if (coin_at(x.gold, a.take) < 0)
        return loss(fmt::format("{} has no coin of {} aboard", s.id(i), a.take));
      break;
    case WhirlpoolLoss::Crew:
      if (a.crew < 0) return loss(fmt::format("the record has no crew {}", a.unknown));
      if (s.crew_ship(a.crew) != i || s.crew_lost(a.crew))
        return loss(
            fmt::format("{} is not aboard {}", s.pieces().crew[size_t(a.crew)].id, s.id(i)));
      // Slice h41-crewloss: a crew a working `immune {to: crew-loss}` keeps is not lost.
      if (const CrewFate f = crew_fate(s, a.crew); f.kind == CrewFate::Kept)
        return loss(crew_kept_text(s, a.crew, f));
      break;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Violation> Rules::whirlpool(State& s, const Action& a) {
  const int i = a.ship;
  if (auto v = whirlpool_jump(s, a, s.mover_)) return v;
  if (a.rerolled && !s.pieces().abilities.rerolls.empty())
    return *no_reroll(s, a, "a whirlpool's die");
  if (a.rerolled)
    return Violation{"reroll-source", fmt::format("nothing of {} re-rolls a whirlpool's die (qm "
                                                  "checks the Cannoneer's re-roll, on cannon "
                                                  "shots, only)",
                                                  s.id(i))};
  if (auto v = whirlpool_loss(s, a)) return v;
  Ship& x = s.ships_[size_t(i)];
  x.whirled = true;
  x.pos = s.geometry().reduce(a.points[0]);  // table_edge wraps: reduced
  if (a.heading_given) x.heading = a.heading;
  x.docked = kNoPiece;
  if (x.towing >= 0) s.place_behind(i);
  s.roll_fact(RollOn::Whirlpool, i, a.terrain, a.die, a.loss == WhirlpoolLoss::Mast ? 1 : 0);
  switch (a.loss) {
    case WhirlpoolLoss::None:
      break;
    case WhirlpoolLoss::Mast:
      s.remove_mast(i, a.mast);
      break;
    case WhirlpoolLoss::Coin:  // out of the game
      remove_coin(x.gold, coin_at(x.gold, a.take));
      s.gold_out_ += a.take;
      break;
    case WhirlpoolLoss::Crew:
      eliminate_crew(s, a.crew);
      s.recompute_crew(i);
      break;
  }
  return std::nullopt;
}

}  // namespace qm::pirates
