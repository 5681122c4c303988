// Terrain lines (format 2; docs/rules-pirates.md, "Terrain"): what a move that met a terrain
// piece owes (terrain-missing, on every line), and the reef line: terrain-line, reef-roll,
// reroll-source, mast-choice, terrain-stop, in that order.
#include <fmt/format.h>

#include "games/pirates/rules.h"
#include "games/pirates/terrain.h"

namespace qm::pirates {

namespace {

// The verb of the line a move owes for a terrain piece of kind `k`.
const char* owed_verb(TerrainKind k) {
  return k == TerrainKind::Fog ? "fog" : k == TerrainKind::Sargasso ? "sargasso" : "reef";
}

}  // namespace

void Rules::owe_terrain_lines(State& s, int ship, Point start, const Action& a) {
  for (const Meeting& m : meetings(s.pieces().terrain, start, a.points, s.geometry().ship_radius,
                                   s.options().tolerance))
    s.owed_.push_back({int16_t(ship), int16_t(m.terrain), m.ends_there});
}

std::optional<Violation> Rules::owed_first(const State& s, const Action& a) {
  const OwedLine& o = s.owed_.front();
  if (a.verb == Verb::Reef && a.ship == o.ship && a.terrain == o.terrain) return std::nullopt;
  if (!s.enforced("terrain-missing")) return std::nullopt;
  const TerrainSpec& t = s.pieces().terrain[size_t(o.terrain)];
  return Violation{"terrain-missing",
                   fmt::format("{}'s move met {} (a {}): the line `{} {} {}` comes first, right "
                               "after the move",
                               s.id(o.ship), t.id, terrain_kind_name(t.kind), owed_verb(t.kind),
                               s.id(o.ship), t.id)};
}

std::optional<Violation> Rules::reef(State& s, const Action& a) {
  const int i = a.ship;
  const TerrainSpec& t = s.pieces().terrain[size_t(a.terrain)];
  if (t.kind != TerrainKind::Reef)
    return Violation{"terrain-line",
                     fmt::format("{} is a {}, not a reef", t.id, terrain_kind_name(t.kind))};
  // Owed lines came first (owed_first): with none owed, this one is not.
  if (s.owed_.empty())
    return Violation{"terrain-line",
                     fmt::format("{}'s last move did not meet {}, or its line is written already",
                                 s.id(i), t.id)};
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
  if (a.rerolled)
    return Violation{"reroll-source", fmt::format("nothing of {} re-rolls a reef's die (qm checks "
                                                  "the Cannoneer's re-roll, on cannon shots, "
                                                  "only)",
                                                  s.id(i))};
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
  for (int8_t m : a.losses) {
    if (!x.mast_standing(m) || (chosen >> (m - 1) & 1))
      return Violation{"mast-choice",
                       fmt::format("{}'s mast {} is not a standing mast to lose", s.id(i), int(m))};
    chosen |= uint16_t(1u << (m - 1));
  }
  // The masts chosen, then the highest-numbered standing ones.
  for (int m = kMaxMasts; m >= 1 && __builtin_popcount(chosen) < loss; --m)
    if (x.mast_standing(m)) chosen |= uint16_t(1u << (m - 1));
  if (((x.lost | chosen) & x.masts) == x.masts && !owed.ends_there)  // derelict on the reef
    return Violation{"terrain-stop",
                     fmt::format("{} is derelict on {}: its move must end where it met it (the "
                                 "last point touching {} without overlapping it, no segment "
                                 "before the last meeting it)",
                                 s.id(i), t.id, t.id)};
  for (int m = 1; m <= kMaxMasts; ++m)
    if (chosen >> (m - 1) & 1) s.remove_mast(i, m);
  if (loss) s.reef_losses_.push_back({int16_t(i), a.terrain});
  s.reef_value_[size_t(a.terrain)] = uint8_t(value);
  s.owed_.erase(s.owed_.begin());
  return std::nullopt;
}

}  // namespace qm::pirates
