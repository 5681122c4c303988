// Extra cannons (`xK>`, a `stat {cannon}` entry or a Musketeer) and the Broadsides Attack
// (`B>`, a `{shot: {kind: broadside}}` entry) of format 2 (docs/rules-pirates.md, "Extra
// cannons and Broadsides Attacks"). An extra cannon's shot is checked by Rules::shoot as a
// mast's, with this file's cannon; a Broadsides Attack, the line's only shot, here:
// shoot-cannon (the only shot, a mast standing), use-source, piece-unknown, shoot-target,
// fog-lost, shoot-docked-home, shoot-range (each standing mast's cannon, as S), shoot-line-of-
// fire, shoot-reroll (no ability applies), shoot-roll, mast-choice; then sink-share.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

bool cannon_at_work(const State& s, const ExtraCannonAbility& e, int ship) {
  return working_ship(s, e.carrier, true) == ship;
}

}  // namespace

// The ship's own entries first, in header order; then the cards aboard by when they came
// aboard (header order among those placed at set-up), each card's entries in header order.
// No list is built: the cards are walked in that order, smallest key first.
int Rules::extra_cannon(const State& s, int ship, int k) {
  const std::vector<ExtraCannonAbility>& all = s.pieces().abilities.cannons;
  int n = 0;
  for (size_t e = 0; e < all.size(); ++e)
    if (all[e].carrier.ship == ship && cannon_at_work(s, all[e], ship) && ++n == k) return int(e);
  auto key = [&](const ExtraCannonAbility& c) {
    return uint64_t(s.boarded_[size_t(c.carrier.crew)]) << 20 | uint64_t(c.carrier.crew);
  };
  bool any = false;
  uint64_t prev = 0;  // the key of the card numbered last
  while (true) {
    uint64_t best = UINT64_MAX;
    for (const ExtraCannonAbility& c : all)
      if (c.carrier.crew >= 0 && cannon_at_work(s, c, ship) && (!any || key(c) > prev) &&
          key(c) < best)
        best = key(c);
    if (best == UINT64_MAX) return -1;
    for (size_t e = 0; e < all.size(); ++e)
      if (all[e].carrier.crew >= 0 && cannon_at_work(s, all[e], ship) && key(all[e]) == best &&
          ++n == k)
        return int(e);
    prev = best;
    any = true;
  }
}

std::optional<Violation> Rules::extra_cannon_fires(const State& s, int i, const Shot& shot,
                                                   uint32_t fired, int& src) {
  const int k = shot.extra();
  src = k <= 32 ? extra_cannon(s, i, k) : -1;
  if (src < 0) {
    int n = 0;
    while (extra_cannon(s, i, n + 1) >= 0) ++n;
    return Violation{
        "shoot-cannon",
        n ? fmt::format("{} has {} extra cannon(s) at work (x1 to x{}), no x{}", s.id(i), n, n, k)
          : fmt::format("{} has no extra cannon at work (a `stat {{cannon}}` of its "
                        "own, or of a crew of its nation or an equipment aboard)",
                        s.id(i))};
  }
  const ExtraCannonAbility& e = s.pieces().abilities.cannons[size_t(src)];
  if (!e.any_mast && s.ship(i).derelict())
    return Violation{"shoot-cannon",
                     fmt::format("{}'s extra cannon x{} ({}'s) fires while a mast stands, and "
                                 "none does",
                                 s.id(i), k, carrier_id(s.pieces(), e.carrier))};
  if (fired >> (k - 1) & 1)
    return Violation{
        "shoot-cannon",
        fmt::format("{}'s extra cannon x{} has fired already in this line", s.id(i), k)};
  return std::nullopt;
}

std::optional<Violation> Rules::broadside_die(const Shot& shot, int volley, int top_rank) {
  if (shot.rerolled)
    return Violation{"shoot-reroll",
                     "no other ability applies to a Broadsides Attack: its one d6 is not rolled "
                     "again"};
  const bool hit = shot.die > top_rank;
  if (hit != shot.hit)
    return Violation{
        "shoot-roll",
        fmt::format("d6 {} against the highest rank of the {} cannon(s) of standing "
                    "masts, {}: a {} (a Broadsides Attack hits when greater), not a {}",
                    int(shot.die), volley, top_rank, hit ? "hit" : "miss", hit ? "miss" : "hit")};
  return std::nullopt;
}

std::optional<Violation> Rules::broadside(State& s, const Action& a, Fault* fault) {
  if (a.shots.size != 1)
    return Violation{"shoot-cannon", "a Broadsides Attack (B>) is the line's only shot"};
  const Shot& shot = a.shots[0];
  if (a.fort >= 0)
    return Violation{"use-source", fmt::format("{} is a fort: a Broadsides Attack is a ship's",
                                               s.fort_id(a.fort))};
  const int i = a.ship;
  if (auto v = budget(s, i, Verb::Shoot)) return v;
  if (!s.pieces().abilities.denies.empty())
    if (auto v = denied(s, i, DenyAbility::Shoot)) return v;
  const Ship& x = s.ship(i);
  if (x.derelict())
    return Violation{"shoot-cannon",
                     fmt::format("{} has no mast standing to fire a Broadsides Attack", s.id(i))};
  std::string why;
  const int src = shot_source(s, i, ShotKind::Broadside, &why);
  if (src == kNoSource)
    return Violation{"use-source",
                     fmt::format("{} has no working `{{shot: {{kind: broadside}}}}` for a "
                                 "Broadsides Attack (its own, or a crew of its nation or an "
                                 "equipment aboard){}",
                                 s.id(i), why.empty() ? "" : ": " + why)};
  if (src == kSourceUsed)
    return Violation{"use-once", fmt::format("{}'s Broadsides Attack ({}) is once a turn, and was "
                                             "fired already this turn",
                                             s.id(i), why)};
  if (shot.at_fort) return broadside_at_fort(s, a, src);  // slice h41-fortshots
  const int t = shot.target;
  if (t < 0 || t >= int(s.ships().size()))
    return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
  const Ship& y = s.ship(t);
  if (y.sunk) return Violation{"piece-unknown", fmt::format("{} {}", s.id(t), s.gone(t))};
  if (y.owner == x.owner)
    return Violation{"shoot-target",
                     fmt::format("{} is {}'s own {}", s.id(t), s.quoted_name(x.owner), s.noun(t))};
  if (y.in_fog >= 0)
    return Violation{"fog-lost", fmt::format("{} is lost in the fog bank {}: it cannot be shot",
                                             s.id(t), s.terrain()[size_t(y.in_fog)].id)};
  if (y.docked >= 0 && s.is_home_of(y.docked, y.owner))
    return Violation{"shoot-docked-home", fmt::format("{} is docked at its home island {}", s.id(t),
                                                      s.island_id(y.docked))};
  // Every cannon of a standing mast is an S-range cannon: each must reach the target.
  const Geometry& g = s.geometry();
  const std::vector<Cannon>& masts = s.pieces().ships[size_t(i)].masts;
  const double reach = s.ruler(Ruler::S);
  const Point aim = g.near(x.pos, y.pos);  // table_edge wraps: the nearest translate
  const double range = distance(x.pos, aim) - s.radius(t);
  int volley = 0, top_rank = 0;
  for (int m = 1; m <= int(masts.size()); ++m)
    if (x.mast_standing(m)) {
      ++volley;
      top_rank = std::max(top_rank, int(masts[size_t(m - 1)].rank));
    }
  if (range > reach + g.tolerance && s.enforced("shoot-range")) {
    if (fault) *fault = Fault{FaultKind::OutOfRange, x.pos, aim, i, t, -1, false, reach, range};
    return Violation{"shoot-range",
                     fmt::format("{} is {} mm from {}'s edge; in a Broadsides Attack each cannon "
                                 "is S-range: it reaches {} mm + {} mm; it would be in range if "
                                 "{}'s r were {} mm or more",
                                 s.id(i), mm(range), s.id(t), mm(reach), num(g.tolerance), s.id(t),
                                 mm(s.radius(t) + range - reach - g.tolerance))};
  }
  // The line of fire, centre to centre as any shot's: islands, other ships, blocking terrain.
  auto blocked = [&](Point c, double r, const std::string& what, bool island, int index,
                     bool terrain = false) -> std::optional<Violation> {
    const double d = g.segment_dist(c, x.pos, aim);
    if (fault)
      *fault = Fault{FaultKind::LineOfFire, x.pos, aim, i, t, index, island, 0, d, terrain};
    return Violation{"shoot-line-of-fire",
                     fmt::format("the line of fire from {} {} to {} {} passes {} mm from the "
                                 "centre of {} (r {}): it must clear r - {} mm ({} mm)",
                                 s.id(i), pt(x.pos), s.id(t), pt(aim), mm(d), what, num(r),
                                 num(g.tolerance), mm(r - g.tolerance))};
  };
  if (s.enforced("shoot-line-of-fire")) {
    for (size_t is = 0; is < s.islands().size(); ++is) {
      const IslandSpec& isl = s.pieces().islands[is];
      if (g.island_blocks(x.pos, aim, isl.centre, isl.r))
        return blocked(isl.centre, isl.r, isl.id, true, int(is));
    }
    for (int o = 0; o < int(s.ships().size()); ++o)
      if (o != i && o != t && !s.ship(o).sunk &&
          g.disc_blocks(x.pos, aim, s.ship(o).pos, s.radius(o)))
        return blocked(s.ship(o).pos, s.radius(o), s.id(o), false, o);
    for (size_t f = 0; f < s.terrain().size(); ++f) {
      const TerrainSpec& fog = s.terrain()[f];
      if (terrain_blocks(fog, s.options().terrain_blocks_fire) &&
          g.island_blocks(x.pos, aim, fog.centre, fog.r)) {
        return blocked(fog.centre, fog.r, fmt::format("the {} {}", terrain_noun(fog.kind), fog.id),
                       false, int(f), true);
      }
    }
  }
  // No other ability applies: no mod, no immunity, no re-roll.
  if (auto v = broadside_die(shot, volley, top_rank)) return v;
  const int die = shot.die;
  const bool hit = shot.hit;  // broadside_die checked it against the die
  if (!hit && a.losses.size)
    return Violation{"mast-choice", "a miss removes no mast; /N is not written with it"};
  // The hits, one per mast of the volley plus one, each as a shot's hit: a mast chosen (else
  // the highest-numbered standing) falls; a hit on a derelict sinks it.
  const int hits = hit ? volley + 1 : 0;
  const int standing = int(s.pieces().ships[size_t(t)].masts.size());
  Ship probe = y;  // mast-choice is checked on a copy before the table changes
  int removable = 0;
  for (int n = 1; n <= standing; ++n) removable += probe.mast_standing(n);
  if (a.losses.size > std::min(hits, removable))
    return Violation{
        "mast-choice",
        fmt::format("the Broadsides Attack scores {} hit(s) and {} has {} mast(s) "
                    "standing: at most {} choice(s), not {}",
                    hits, s.id(t), removable, std::min(hits, removable), int(a.losses.size))};
  for (int k = 0; k < a.losses.size; ++k) {
    const int m = a.losses[k];
    if (!probe.mast_standing(m))
      return Violation{"mast-choice",
                       fmt::format("{}'s mast {} is not standing{}", s.id(t), m,
                                   k ? " (an earlier hit of the volley removed it)" : "")};
    probe.lost |= uint16_t(1u << (m - 1));
  }
  // Apply it.
  special_shot(s, i, src, die);
  s.last_.removed[0] = 0;
  s.last_.sank[0] = false;
  Fact fact{s.lines_ + 1, FactKind::Shot, int8_t(x.owner), int16_t(i), int16_t(t), top_rank, hit,
            'S'};
  s.fact(fact);
  SmallList<int16_t, 4 * kMaxCoins> pool;
  int pool_gold = 0;
  for (int h = 0; h < hits && !s.ship(t).sunk; ++h) {
    if (s.ship(t).derelict()) {
      // Slice h41-crewloss: a derelict whose `immune {to: sink}` works does not sink (that
      // ship cannot sink: not an immunity to the shot).
      if (sink_immune(s, t)) break;
      sink_by_shot(s, t, pool, pool_gold);
      s.last_.sank[0] = true;
      break;
    }
    int mast = h < a.losses.size ? a.losses[h] : 0;
    for (int n = standing; n >= 1 && !mast; --n)
      if (s.ship(t).mast_standing(n)) mast = n;
    if (!s.last_.removed[0]) s.last_.removed[0] = int8_t(mast);
    if (s.ship(t).standing() == 1 && stat_derelict_sinks(s, t)) {
      // Slice h40b-coin: `stat {derelict: sinks}`: it sinks with its last mast (sink-share).
      s.ships_[size_t(t)].lost |= uint16_t(1u << (mast - 1));
      sink_by_shot(s, t, pool, pool_gold);
      s.last_.sank[0] = true;
      break;
    }
    s.remove_mast(t, mast);
    if (s.ship(t).sunk) s.last_.sank[0] = true;  // a creature's last segment
  }
  if (auto v = share(s, a, x.owner, i, -1, pool, pool_gold)) return v;
  shoot_action_spent(s, i);
  return std::nullopt;
}

}  // namespace qm::pirates
