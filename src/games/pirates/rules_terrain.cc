// Terrain lines (format 2; docs/rules-pirates.md, "Terrain"): what a move that met a terrain
// piece owes (terrain-missing, on every line); the reef line: terrain-line, reef-roll,
// reroll-source, mast-choice, terrain-stop; the Sargasso line: terrain-line, reroll-source,
// terrain-stop; the escape: action-budget, sargasso-escape, reroll-source; each in that order.
#include <fmt/format.h>

#include <bit>

#include "games/pirates/rules.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

void Rules::owe_terrain_lines(State& s, int ship, Point start, const Action& a) {
  // `allow {terrain}` (rules_terrain_allow.cc): the kinds its moves ignore owe no line.
  const uint8_t ignored =
      s.pieces().abilities.terrain_allows.empty() ? 0 : terrain_ignored(s, ship);
  for (const Meeting& m : meetings(s.terrain(), start, a.points, s.radius(ship), s.geometry()))
    if (!(ignored >> int(s.terrain()[size_t(m.terrain)].kind) & 1))
      s.owed_.push_back({int16_t(ship), int16_t(m.terrain), m.ends_there});
}

std::optional<Violation> Rules::owed_first(const State& s, const Action& a) {
  const OwedLine& o = s.owed_.front();
  const TerrainKind kind = s.terrain()[size_t(o.terrain)].kind;
  const Verb due = kind == TerrainKind::Sargasso ? Verb::Sargasso
                   : kind == TerrainKind::Fog    ? Verb::Fog
                                                 : Verb::Reef;
  if (a.verb == due && a.ship == o.ship && a.terrain == o.terrain && !a.exit) return std::nullopt;
  if (!s.enforced("terrain-missing")) return std::nullopt;
  const TerrainSpec& t = s.terrain()[size_t(o.terrain)];
  return Violation{
      "terrain-missing",
      fmt::format("{}'s move met {} (a {}): the line `{} {} {}` comes first, right "
                  "after the move",
                  s.id(o.ship), t.id, terrain_noun(t.kind), owed_verb(t.kind), s.id(o.ship), t.id)};
}

// terrain-line: the piece named is of another kind than the verb's, or no line is owed (owed
// lines came first, owed_first: with none owed, this one is not).
std::optional<Violation> Rules::terrain_line(const State& s, const Action& a, TerrainKind kind) {
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  if (t.kind != kind)
    return Violation{"terrain-line",
                     fmt::format("{} is a {}, not a {}", t.id, terrain_kind_name(t.kind),
                                 terrain_kind_name(kind))};
  std::string ignores;  // slice h41-deny: `allow {terrain}`
  if (s.owed().empty() && !s.pieces().abilities.terrain_allows.empty() &&
      (terrain_ignored(s, a.ship, &ignores) >> int(kind) & 1))
    return Violation{"terrain-line",
                     fmt::format("{}'s moves ignore terrain ({}'s `allow {{terrain}}`): they meet "
                                 "no {} and owe no `{}` line",
                                 s.id(a.ship), ignores, terrain_noun(kind), owed_verb(kind))};
  if (s.owed().empty())
    return Violation{"terrain-line",
                     fmt::format("{}'s last move did not meet {}, or its line is written already",
                                 s.id(a.ship), t.id)};
  return std::nullopt;
}

std::optional<Violation> Rules::no_reroll(const State& s, const Action& a, const char* what) {
  if (!a.rerolled) return std::nullopt;
  const std::string who = a.ship >= 0 ? "nothing of " + s.id(a.ship) : std::string("no piece");
  // A ship's working `reroll {die: any}` re-rolls it (state.cc); here none is left.
  std::string why;
  const int src = a.ship >= 0 ? reroll_source(s, a.ship, &why) : kNoSource;
  if (src == kSourceUsed)
    return Violation{"use-once", fmt::format("{}'s re-roll of any die ({}) is once a turn, and "
                                             "was used already this turn",
                                             s.id(a.ship), why)};
  if (a.ship >= 0 && !s.pieces().abilities.rerolls.empty())
    return Violation{"reroll-source",
                     fmt::format("{} re-rolls {}: it has no working `{{reroll: {{die: any}}}}` "
                                 "(its own, or a crew of its nation aboard){}",
                                 who, what, why.empty() ? "" : ": " + why)};
  return Violation{"reroll-source", fmt::format("{} re-rolls {} (qm checks the Cannoneer's "
                                                "re-roll, on cannon shots, only)",
                                                who, what)};
}

std::optional<Violation> Rules::lost_masts(const State& s, int i, const Action& a, int count,
                                           uint16_t& chosen) {
  const Ship& x = s.ship(i);
  chosen = 0;
  for (int8_t m : a.losses) {
    if (!x.mast_standing(m) || (chosen >> (m - 1) & 1))
      return Violation{"mast-choice",
                       fmt::format("{}'s mast {} is not a standing mast to lose", s.id(i), int(m))};
    chosen |= uint16_t(1u << (m - 1));
  }
  // The masts chosen, then the highest-numbered standing ones.
  for (int m = kMaxMasts; m >= 1 && __builtin_popcount(chosen) < count; --m)
    if (x.mast_standing(m)) chosen |= uint16_t(1u << (m - 1));
  return std::nullopt;
}

std::optional<Violation> Rules::reef(State& s, const Action& a) {
  const int i = a.ship;
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  if (auto v = terrain_line(s, a, TerrainKind::Reef)) return v;
  const OwedLine owed = s.owed_.front();
  const int value_now = s.reef_value_[size_t(a.terrain)];
  if (value_now && a.die)
    return Violation{"reef-roll", fmt::format("{} has the value {} this turn: a later line for it "
                                              "writes no die",
                                              t.id, value_now)};
  if (!value_now && !a.die)
    return Violation{"reef-roll", fmt::format("{} has no value yet this turn: the line writes its "
                                              "d6",
                                              t.id)};
  if (auto v = no_reroll(s, a, "a reef's die")) return v;
  const int value = a.die ? a.die : value_now;
  const Ship& x = s.ship(i);
  const int built = int(s.pieces().ships[size_t(i)].masts.size());
  bool lost_here = false;
  for (const auto& [ship, reef] : s.reef_losses_)
    lost_here = lost_here || (ship == i && reef == a.terrain);
  const int loss = lost_here ? 0 : std::min(std::max(0, built - value), x.standing());
  if (a.losses.size > loss)
    return Violation{"mast-choice",
                     fmt::format("{} loses {} mast(s) on {} ({} masts built, value {}{}); {} "
                                 "named",
                                 s.id(i), loss, t.id, built, value,
                                 lost_here ? ", and it lost masts to it this turn already" : "",
                                 int(a.losses.size))};
  uint16_t chosen = 0;
  if (auto v = lost_masts(s, i, a, loss, chosen)) return v;
  if (((x.lost | chosen) & x.masts) == x.masts && !owed.ends_there)  // derelict on the reef
    return Violation{"terrain-stop",
                     fmt::format("{} is derelict on {}: its move must end where it met it (the "
                                 "last point touching {} without overlapping it, no segment "
                                 "before the last meeting it)",
                                 s.id(i), t.id, t.id)};
  for (int m = 1; m <= kMaxMasts; ++m)
    if (chosen >> (m - 1) & 1) s.remove_mast(i, m);
  if (loss) s.reef_losses_.push_back({int16_t(i), a.terrain});
  s.roll_fact(RollOn::Reef, i, a.terrain, a.die, std::popcount(chosen));
  s.reef_value_[size_t(a.terrain)] = uint8_t(value);
  s.owed_.erase(s.owed_.begin());
  return std::nullopt;
}

std::optional<Violation> Rules::sargasso(State& s, const Action& a) {
  const int i = a.ship;
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  if (auto v = terrain_line(s, a, TerrainKind::Sargasso)) return v;
  if (auto v = no_reroll(s, a, "a Sargasso Sea's die")) return v;
  const OwedLine owed = s.owed_.front();
  const int built = int(s.pieces().ships[size_t(i)].masts.size());
  const bool trapped = a.die > built;
  if (trapped && !owed.ends_there)
    return Violation{"terrain-stop",
                     fmt::format("{} is trapped in {} ({} > its {} masts built): its move must end "
                                 "where it met it (the last point touching {} without "
                                 "overlapping it, no segment before the last meeting it)",
                                 s.id(i), t.id, int(a.die), built, t.id)};
  if (trapped) s.ships_[size_t(i)].trapped_in = a.terrain;
  s.roll_fact(RollOn::Sargasso, i, a.terrain, a.die, 0, trapped);
  s.owed_.erase(s.owed_.begin());
  return std::nullopt;
}

std::optional<Violation> Rules::escape(State& s, const Action& a) {
  const int i = a.ship;
  const Ship& x = s.ship(i);
  const TerrainSpec& t = s.terrain()[size_t(a.terrain)];
  const Geometry& g = s.geometry();
  if (auto v = budget(s, i, Verb::Escape)) return v;
  if (x.trapped_in != a.terrain)
    return Violation{"sargasso-escape",
                     x.trapped_in >= 0 ? fmt::format("{} is trapped in {}, not in {}", s.id(i),
                                                     s.terrain()[size_t(x.trapped_in)].id, t.id)
                                       : fmt::format("{} is not trapped in {}", s.id(i), t.id)};
  if (auto v = no_reroll(s, a, "its escape die")) return v;
  const int total = a.die + x.standing();
  const bool freed = total > 6;
  if (!freed && a.placed)
    return Violation{"sargasso-escape",
                     fmt::format("{} + {} standing mast(s) = {}, not above 6: {} stays trapped, "
                                 "and the line writes no position",
                                 int(a.die), x.standing(), total, s.id(i))};
  if (freed && !a.placed)
    return Violation{"sargasso-escape",
                     fmt::format("{} + {} standing mast(s) = {} > 6: {} is freed, and the line "
                                 "writes where it is placed (X,Y HEADING)",
                                 int(a.die), x.standing(), total, s.id(i))};
  Ship& m = s.ships_[size_t(i)];
  s.roll_fact(RollOn::Escape, i, a.terrain, a.die, 0, freed);
  if (!freed) {
    m.escaped = true;
    ++m.standard;
    return std::nullopt;
  }
  const Point at = a.points[0];
  // A creature has no stern: any contact will do, and its heading is not kept.
  const bool contact = s.creature(i) ? terrain_touches(t, at, s.radius(i), g)
                                     : stern_contact(t, at, a.heading, s.radius(i), g);
  if (!contact || terrain_overlaps(t, at, s.radius(i), g))
    return Violation{
        "sargasso-escape",
        fmt::format("at {} heading {}°, {} is not in stern contact with {}: its stern "
                    "touches it without overlapping it ({} mm from its edge; the "
                    "direction to its centre {}° off the stern, ±{}°)",
                    pt(at), num(a.heading), s.id(i), t.id, num(terrain_gap(t, at, g) - s.radius(i)),
                    num(angle_between(g.direction(at, t.centre), a.heading + 180)),
                    num(g.bow_arc / 2))};
  for (const IslandSpec& is : s.pieces().islands)
    if (g.disc_overlaps_island(at, s.radius(i), is.centre, is.r))
      return Violation{"sargasso-escape",
                       fmt::format("at {}, {} overlaps {}", pt(at), s.id(i), is.id)};
  for (int o = 0; o < int(s.ships().size()); ++o)
    if (o != i && !s.ship(o).sunk && g.discs_overlap(at, s.radius(i), s.ship(o).pos, s.radius(o)))
      return Violation{"sargasso-escape",
                       fmt::format("at {}, {} overlaps {}", pt(at), s.id(i), s.id(o))};
  if (const TerrainSpec* b =
          blocking_overlap(s.terrain(), s.options().terrain_blocks_move, at, s.radius(i), g))
    return Violation{"sargasso-escape",
                     fmt::format("at {}, {} overlaps the iceberg {}", pt(at), s.id(i), b->id)};
  if (beyond_edge(s.pieces(), s.options(), at, s.radius(i)))
    return Violation{"sargasso-escape", fmt::format("at {}, {} lies {}", pt(at), s.id(i),
                                                    beyond_edge_text(s.pieces(), at, s.radius(i)))};
  m.escaped = true;
  ++m.standard;
  m.pos = g.reduce(at);  // table_edge wraps: reduced
  if (!s.creature(i)) m.heading = a.heading;
  m.trapped_in = kNoPiece;
  m.docked = kNoPiece;
  return std::nullopt;
}

}  // namespace qm::pirates
