// Fog banks (format 2; docs/rules-pirates.md, "Fog banks"): a move that meets one ends there and
// owes the `fog` line that places the ship inside, lost; a lost ship takes no other line that
// turn, and later only its exit and its move, and no line may make it the other ship of a shot,
// ram, boarding or tow. The entry line: terrain-line, fog-entry, terrain-stop; the exit line:
// fog-lost, fog-exit, reroll-source (slice h41-deny: `fog SHIP exit D6 T2` leaves by another fog
// bank under a working `allow {fog-hop}`); fog-lost before the checks of the verbs a lost ship may
// not take.
#include <fmt/format.h>

#include "games/pirates/rules.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

std::optional<Violation> fog_entry(State& s, const Action& a, int i) {
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  const Geometry& g = s.geometry();
  const Point at = a.points[0];
  const Ship& x = s.ship(i);
  const double inside = t.r - s.radius(i) + g.tolerance;
  if (g.dist(at, t.centre) > inside)
    return Violation{"fog-entry",
                     fmt::format("at {}, {}'s centre is {} mm from {}'s centre: inside the fog "
                                 "bank it is at most r {} - {} + {} = {} mm",
                                 pt(at), s.id(i), Rules::mm(g.dist(at, t.centre)), t.id, num(t.r),
                                 num(s.radius(i)), num(g.tolerance), num(inside))};
  for (int o = 0; o < int(s.ships().size()); ++o) {
    const Ship& y = s.ship(o);
    if (o != i && o != x.towing && !y.sunk && y.in_fog == a.terrain &&
        g.discs_overlap(at, s.radius(i), y.pos, s.radius(o)))
      return Violation{"fog-entry", fmt::format("at {}, {} overlaps {}, lost in {} already", pt(at),
                                                s.id(i), s.id(o), t.id)};
  }
  return std::nullopt;
}

// Where a ship leaving `t` by edge `die` is placed: touching the edge's point from outside.
Point exit_point(const TerrainSpec& t, int die, double r) {
  return step(t.centre, t.edges[die - 1], t.r + r);
}

std::optional<Violation> fog_exit(State& s, const Action& a, int i) {
  const Ship& x = s.ship(i);
  const Geometry& g = s.geometry();
  if (x.fogged)
    return Violation{"fog-lost",
                     fmt::format("{} entered the fog bank {} this turn: its turn has ended, and it "
                                 "leaves in a later turn",
                                 s.id(i), s.terrain()[size_t(x.in_fog)].id)};
  if (x.in_fog < 0)
    return Violation{"fog-exit", fmt::format("{} is not lost in a fog bank", s.id(i))};
  if (auto v = Rules::no_reroll(s, a, "a fog bank's exit die")) return v;
  // Slice h41-deny: another fog bank named, by a working `allow {fog-hop}` only.
  const int by = a.to_terrain >= 0 ? a.to_terrain : x.in_fog;
  const TerrainSpec& t = s.terrain()[size_t(by)];
  if (by != x.in_fog) {
    if (t.kind != TerrainKind::Fog || !t.placed)
      return Violation{
          "fog-exit",
          fmt::format("{} is {}: a lost ship leaves by a fog bank in play", t.id,
                      t.kind != TerrainKind::Fog ? fmt::format("a {}", terrain_noun(t.kind))
                                                 : std::string("not placed yet"))};
    if (!fog_hops(s, i))
      return Violation{"fog-exit",
                       fmt::format("{} is lost in {}: it leaves by that fog bank, not by {} (only "
                                   "a working `allow {{fog-hop}}` lets it leave by another)",
                                   s.id(i), s.terrain()[size_t(x.in_fog)].id, t.id)};
  }
  const Point at = exit_point(t, a.die, s.radius(i));
  auto blocked = [&](const std::string& what) {
    return Violation{"fog-exit",
                     fmt::format("by edge {} ({}°) {} would stand at {}, overlapping {}: it cannot "
                                 "leave this way",
                                 int(a.die), num(t.edges[a.die - 1]), s.id(i), pt(at), what)};
  };
  for (const IslandSpec& is : s.pieces().islands)
    if (g.disc_overlaps_island(at, s.radius(i), is.centre, is.r)) return blocked(is.id);
  for (int o = 0; o < int(s.ships().size()); ++o)
    if (o != i && o != x.towing && !s.ship(o).sunk &&
        g.discs_overlap(at, s.radius(i), s.ship(o).pos, s.radius(o)))
      return blocked(s.id(o));
  if (const TerrainSpec* b =
          blocking_overlap(s.terrain(), s.options().terrain_blocks_move, at, s.radius(i), g))
    return blocked("the iceberg " + b->id);
  if (beyond_edge(s.pieces(), s.options(), at, s.radius(i)))
    return Violation{"fog-exit", fmt::format("by edge {} ({}°) {} would stand at {}, {}: it "
                                             "cannot leave this way",
                                             int(a.die), num(t.edges[a.die - 1]), s.id(i), pt(at),
                                             beyond_edge_text(s.pieces(), at, s.radius(i)))};
  return std::nullopt;
}

}  // namespace

std::optional<Violation> Rules::fog(State& s, const Action& a) {
  const int i = a.ship;
  Ship& x = s.ships_[size_t(i)];
  if (a.exit) {
    if (auto v = fog_exit(s, a, i)) return v;
    const TerrainSpec& t = s.terrain()[size_t(a.to_terrain >= 0 ? a.to_terrain : x.in_fog)];
    x.pos = s.geometry().reduce(exit_point(t, a.die, s.radius(i)));
    x.heading = t.edges[a.die - 1];  // away from the fog bank (Read as)
    x.in_fog = kNoPiece;
    if (x.towing >= 0) {
      s.place_behind(i);
      s.ships_[size_t(x.towing)].in_fog = kNoPiece;
    }
    return std::nullopt;
  }
  if (auto v = terrain_line(s, a, TerrainKind::Fog)) return v;
  if (auto v = fog_entry(s, a, i)) return v;
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  if (!s.owed_.front().ends_there)
    return Violation{"terrain-stop",
                     fmt::format("{}'s move met the fog bank {}: it must end where it met it (the "
                                 "last point touching {} without overlapping it, no segment "
                                 "before the last meeting it)",
                                 s.id(i), t.id, t.id)};
  s.owed_.erase(s.owed_.begin());
  x.pos = s.geometry().reduce(a.points[0]);  // table_edge wraps: reduced
  x.docked = kNoPiece;
  x.in_fog = a.terrain;
  x.fogged = true;
  if (x.towing >= 0) {  // goes inside with it, lost wherever it stands
    s.place_behind(i);
    Ship& towed = s.ships_[size_t(x.towing)];
    towed.in_fog = a.terrain;
    towed.fogged = true;
  }
  return std::nullopt;
}

std::optional<Violation> Rules::fog_lost(const State& s, const Action& a) {
  auto lost = [&](int k, const char* what) -> std::optional<Violation> {
    const Ship& x = s.ship(k);
    if (x.in_fog < 0) return std::nullopt;
    const std::string& fog = s.terrain()[size_t(x.in_fog)].id;
    if (x.fogged)
      return Violation{"fog-lost", fmt::format("{} entered the fog bank {} this turn: its turn has "
                                               "ended",
                                               s.id(k), fog)};
    return Violation{"fog-lost",
                     fmt::format("{} is lost in the fog bank {}: {}", s.id(k), fog, what)};
  };
  switch (a.verb) {
    case Verb::Move:  // a move without its exit line is fog-exit (Rules::move)
      if (s.ship(a.ship).fogged) return lost(a.ship, "");
      return std::nullopt;
    case Verb::Ram:
    case Verb::Board:
    case Verb::Tow:
      if (auto v = lost(a.ship, "it takes only its exit from the fog and its move")) return v;
      return lost(a.other, "no ship rams, boards or tows it");
    case Verb::Transfer:
    case Verb::Explore:  // at sea, the other ship too (after explore-sea-target, rules_cargo.cc)
      if (auto v = lost(a.ship, "it takes only its exit from the fog and its move")) return v;
      if (a.other >= 0 && !a.other_fort) return lost(a.other, "no item moves to or from it");
      return std::nullopt;
    case Verb::Load:
    case Verb::Unload:
    case Verb::Leave:
    case Verb::Dock:
    case Verb::Shoot:
    case Verb::Repair:
    case Verb::Scuttle:
    case Verb::Escape:
    case Verb::Whirlpool:
    case Verb::Extra:
      return lost(a.ship, "it takes only its exit from the fog and its move");
    case Verb::Use:  // the ship carrying the source, when it is the active player's
      if (const int i = use_ship(s, a); i >= 0 && s.ship(i).owner == s.current())
        return lost(i, "it takes only its exit from the fog and its move");
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace qm::pirates
