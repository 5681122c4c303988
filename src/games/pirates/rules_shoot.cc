// `shoot` (docs/rules-pirates.md, "Shoot"): action-budget; then each shot in the order written,
// applied before the next: shoot-cannon, piece-unknown (target), shoot-target, fog-lost
// (the target, format 2), shoot-docked-home, shoot-range, shoot-line-of-fire (islands, ships,
// then fog banks), shoot-immune, shoot-reroll, shoot-roll (with the abilities' mods and
// immunities, abilities.h), mast-choice; after the last shot, sink-share.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "games/pirates/rules.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

// A 1 always misses, whatever the mods (abilities.h).
bool shot_hits(int die, int rank, int mod) { return die != 1 && die + mod >= rank; }

// " + 1 (A2a +1)": the mods on a cannon roll, for a message; "" without any.
std::string cannon_mod_words(const State& s, int shooter, int target, int mod) {
  if (!mod) return "";
  std::string sources;
  roll_mod(s, ModRoll::Cannon, shooter, target, &sources);
  return fmt::format(" {} {} ({})", mod > 0 ? "+" : "-", std::abs(mod), sources);
}

}  // namespace

std::optional<Violation> Rules::shoot(State& s, const Action& a, Fault* fault) {
  const int i = a.ship;
  const ShipSpec& spec = s.pieces().ships[size_t(i)];
  const Geometry& g = s.geometry();
  if (auto v = budget(s, i, Verb::Shoot)) return v;
  uint32_t fired = 0;
  SmallList<int16_t, 4 * kMaxCoins> pool;  // the coins aboard the ships this line sank
  int pool_gold = 0;
  for (int k = 0; k < a.shots.size; ++k) {
    const Shot& shot = a.shots[k];
    const Ship& x = s.ship(i);
    const int m = shot.mast;
    if (m < 1 || m > int(spec.masts.size()))
      return Violation{"shoot-cannon", fmt::format("{} has no mast {}", s.id(i), m)};
    if (!x.mast_standing(m))
      return Violation{"shoot-cannon", fmt::format("{}'s mast {} is down", s.id(i), m)};
    if (fired >> (m - 1) & 1)
      return Violation{
          "shoot-cannon",
          fmt::format("{}'s cannon on mast {} has fired already in this line", s.id(i), m)};
    const int t = shot.target;
    if (t < 0 || t >= int(s.ships().size()))
      return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
    if (s.ship(t).sunk) return Violation{"piece-unknown", fmt::format("{} has sunk", s.id(t))};
    const Ship& y = s.ship(t);
    if (y.owner == x.owner)
      return Violation{"shoot-target",
                       fmt::format("{} is {}'s own ship", s.id(t), s.quoted_name(x.owner))};
    if (y.in_fog >= 0)
      return Violation{"fog-lost", fmt::format("{} is lost in the fog bank {}: it cannot be shot",
                                               s.id(t), s.terrain()[size_t(y.in_fog)].id)};
    if (y.docked >= 0 && s.is_home_of(y.docked, y.owner))
      return Violation{"shoot-docked-home", fmt::format("{} is docked at its home island {}",
                                                        s.id(t), s.island_id(y.docked))};
    const Cannon& cannon = spec.masts[size_t(m - 1)];
    const double reach = s.ruler(cannon.ruler);
    const double range = g.range_to(x.pos, y.pos);
    if (range > reach + g.tolerance && s.enforced("shoot-range")) {
      if (fault) *fault = Fault{FaultKind::OutOfRange, x.pos, y.pos, i, t, -1, false, reach, range};
      return Violation{
          "shoot-range",
          fmt::format("{} is {} mm from {}'s edge; its {} cannon reaches {} mm + {} mm", s.id(i),
                      mm(range), s.id(t), cannon_text(cannon), mm(reach), num(g.tolerance))};
    }
    for (size_t is = 0; is < s.islands().size(); ++is) {
      const IslandSpec& isl = s.pieces().islands[is];
      if (!g.island_blocks(x.pos, y.pos, isl.centre, isl.r) || !s.enforced("shoot-line-of-fire"))
        continue;
      if (fault)
        *fault = Fault{FaultKind::LineOfFire,
                       x.pos,
                       y.pos,
                       i,
                       t,
                       int(is),
                       true,
                       0,
                       point_segment_distance(isl.centre, x.pos, y.pos)};
      return Violation{
          "shoot-line-of-fire",
          fmt::format("the line of fire from {} {} to {} {} passes {} mm from the "
                      "centre of {} (r {})",
                      s.id(i), pt(x.pos), s.id(t), pt(y.pos),
                      mm(point_segment_distance(isl.centre, x.pos, y.pos)), isl.id, num(isl.r))};
    }
    for (int o = 0; o < int(s.ships().size()); ++o) {
      if (o == i || o == t || s.ship(o).sunk) continue;
      if (!g.ship_blocks(x.pos, y.pos, s.ship(o).pos) || !s.enforced("shoot-line-of-fire"))
        continue;
      const double d = point_segment_distance(s.ship(o).pos, x.pos, y.pos);
      if (fault) *fault = Fault{FaultKind::LineOfFire, x.pos, y.pos, i, t, o, false, 0, d};
      return Violation{
          "shoot-line-of-fire",
          fmt::format("the line of fire from {} {} to {} {} passes {} mm from the "
                      "centre of {} (its disc: r {})",
                      s.id(i), pt(x.pos), s.id(t), pt(y.pos), mm(d), s.id(o), num(g.ship_radius))};
    }
    for (size_t f = 0; f < s.terrain().size(); ++f) {  // fog banks block lines of fire
      const TerrainSpec& fog = s.terrain()[f];
      if (fog.kind != TerrainKind::Fog || !fog.placed ||
          !g.island_blocks(x.pos, y.pos, fog.centre, fog.r) || !s.enforced("shoot-line-of-fire"))
        continue;
      if (fault)
        *fault = Fault{FaultKind::LineOfFire,
                       x.pos,
                       y.pos,
                       i,
                       t,
                       int(f),
                       false,
                       0,
                       point_segment_distance(fog.centre, x.pos, y.pos),
                       true};
      return Violation{
          "shoot-line-of-fire",
          fmt::format("the line of fire from {} {} to {} {} passes {} mm from the centre of the "
                      "fog bank {} (r {}): it must clear r - {} mm",
                      s.id(i), pt(x.pos), s.id(t), pt(y.pos),
                      mm(point_segment_distance(fog.centre, x.pos, y.pos)), fog.id, num(fog.r),
                      num(g.tolerance))};
    }
    // shoot-immune: an `immune {to: shot}` of the target covers this cannon (abilities.h).
    if (const std::string by = immune_source(s, t, true, int(cannon.ruler));
        !by.empty() && s.enforced("shoot-immune"))
      return Violation{"shoot-immune",
                       fmt::format("{} cannot be shot at by {}-range cannons ({}'s ability)",
                                   s.id(t), ruler_name(cannon.ruler), by)};
    const int mod = roll_mod(s, ModRoll::Cannon, i, t);
    if (shot.rerolled) {
      if (!(x.keywords & kCannoneer))
        return Violation{"shoot-reroll",
                         fmt::format("{} has no Cannoneer at work to roll again", s.id(i))};
      if (x.reroll_used)
        return Violation{"shoot-reroll",
                         fmt::format("{}'s Cannoneer has rolled again once this turn", s.id(i))};
      if (shot_hits(shot.die, cannon.rank, mod))
        return Violation{
            "shoot-reroll",
            fmt::format("d6 {}{} hit already (rank {}); only a miss is rolled again", int(shot.die),
                        cannon_mod_words(s, i, t, mod), int(cannon.rank))};
    }
    const int die = shot.rerolled ? shot.reroll : shot.die;
    // An `immune {to: hit}` of the target: this cannon never hits it.
    const std::string proof = immune_source(s, t, false, int(cannon.ruler));
    const bool hit = shot_hits(die, cannon.rank, mod) && proof.empty();
    if (hit != shot.hit)
      return Violation{
          "shoot-roll",
          die == 1 ? std::string("a 1 always misses, not a hit")
          : !proof.empty()
              ? fmt::format("{}-range cannons cannot hit {} ({}'s ability): a miss, "
                            "not a hit",
                            ruler_name(cannon.ruler), s.id(t), proof)
              : fmt::format("d6 {}{} against the {} cannon's rank {}: a {}, not a {}", die,
                            cannon_mod_words(s, i, t, mod), cannon_text(cannon), int(cannon.rank),
                            hit ? "hit" : "miss", hit ? "miss" : "hit")};
    const bool sinks = hit && y.derelict();
    if (shot.choice) {
      if (!hit)
        return Violation{"mast-choice", fmt::format("a miss removes no mast; /{} is not written "
                                                    "with it",
                                                    int(shot.choice))};
      if (sinks)
        return Violation{"mast-choice", fmt::format("the hit sinks the derelict {}: no mast to "
                                                    "choose",
                                                    s.id(t))};
      if (!y.mast_standing(shot.choice))
        return Violation{"mast-choice",
                         fmt::format("{}'s mast {} is not standing", s.id(t), int(shot.choice))};
    }
    // Apply the shot.
    fired |= 1u << (m - 1);
    Ship& shooter = s.ships_[size_t(i)];
    if (shot.rerolled) shooter.reroll_used = true;
    s.last_.removed[k] = 0;
    s.last_.sank[k] = sinks;
    s.fact(Fact{s.lines_ + 1, FactKind::Shot, shooter.owner, int16_t(i), int16_t(t), cannon.rank,
                hit, cannon.ruler == Ruler::S ? 'S' : 'L'});
    if (sinks) {
      Ship& target = s.ships_[size_t(t)];
      for (int16_t c : target.gold) {
        if (!pool.full()) pool.push_back(c);
        pool_gold += c;
      }
      s.ledger_[size_t(target.owner)].lost_sunk += target.gold_value();
      s.fact(Fact{s.lines_ + 1, FactKind::Sunk, target.owner, int16_t(t), -1,
                  int(target.gold_value())});  // 16 coins at most
      target.gold.clear();
      s.sink(t);
    } else if (hit) {
      int mast = shot.choice;
      if (!mast)
        for (int n = int(s.pieces().ships[size_t(t)].masts.size()); n >= 1 && !mast; --n)
          if (y.mast_standing(n)) mast = n;
      s.last_.removed[k] = int8_t(mast);
      s.remove_mast(t, mast);
    }
  }
  // sink-share: with two players the shooter's player takes ceil(n/2) of the n coins.
  const int n = pool.size;
  Ship& shooter = s.ships_[size_t(i)];
  const int me = shooter.owner;
  if (s.players() == 2) {
    const int wanted = (n + 1) / 2;
    SmallList<int16_t, 4 * kMaxCoins> rest = pool;
    bool ok = a.share == (n > 0) && a.coins.size == wanted;
    for (int16_t c : a.coins) {
      auto it = std::find(rest.begin(), rest.end(), c);
      if (it == rest.end()) {
        ok = false;
        break;
      }
      *it = rest[rest.size - 1];
      --rest.size;
    }
    if (!ok) {
      std::string sunk;
      for (int16_t c : pool) {
        sunk += sunk.empty() ? "" : ", ";
        sunk += std::to_string(c);
      }
      return Violation{"sink-share",
                       n == 0
                           ? std::string("the line sank no gold: there is nothing to share")
                           : fmt::format("the ships sunk carried {} coin(s) ({}); {} takes {} of "
                                         "them, and `share` names which",
                                         n, sunk, s.quoted_name(me), wanted)};
    }
    int mine = 0;
    for (int16_t c : a.coins) mine += c;
    const int other = 1 - me;
    s.home_gold_[size_t(me)] += mine;
    s.home_coins_[size_t(me)] += a.coins.size;
    s.home_gold_[size_t(other)] += pool_gold - mine;
    s.home_coins_[size_t(other)] += n - a.coins.size;
    s.ledger_[size_t(me)].shared_in += mine;
    s.ledger_[size_t(other)].shared_in += pool_gold - mine;
    if (n) {
      s.fact(Fact{s.lines_ + 1, FactKind::Shared, int8_t(me), int16_t(i), -1, mine});
      s.fact(Fact{s.lines_ + 1, FactKind::Shared, int8_t(other), int16_t(i), -1, pool_gold - mine});
    }
  } else {
    if (a.share)
      return Violation{"sink-share", fmt::format("with {} players the gold of a sunk ship goes out "
                                                 "of the game; nothing is shared",
                                                 s.players())};
    s.gold_out_ += pool_gold;
    if (pool_gold)
      s.fact(Fact{s.lines_ + 1, FactKind::LostAtSea, int8_t(me), int16_t(i), -1, pool_gold});
  }
  if (shooter.standard >= 1 && shooter.moved && (shooter.keywords & kCaptain))
    shooter.captain_shot = true;
  shooter.shot = true;
  ++shooter.standard;
  return std::nullopt;
}

}  // namespace qm::pirates
