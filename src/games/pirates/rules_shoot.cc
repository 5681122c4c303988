// `shoot` (docs/rules-pirates.md, "Shoot"): action-budget; then each shot in the order written,
// applied before the next: shoot-cannon, piece-unknown (target), shoot-target, fog-lost
// (the target, format 2), shoot-docked-home, shoot-range, shoot-line-of-fire (islands, ships,
// then fog banks), shoot-immune, shoot-reroll and use-once (a re-roll), shoot-roll (with the
// abilities' mods and immunities, abilities.h), mast-choice; after the last shot, sink-share.
// Format 2: a special shot (`!chain`, `!grapple`, `!grape`, `!fire`, `!firepot`, and those of
// rules_shots.cc) checks use-source and use-once after shoot-cannon, and a fire shot of `range:
// S` use-target after shoot-line-of-fire; a grape (exploding) shot's `/CREW` is checked with
// mast-choice. A smoke shot has no target: use-target follows use-once (rules_shots.cc).
// Format 2: an extra cannon `xK` is checked as a mast with its entry's cannon (shoot-cannon by
// rules_special_cannon.cc, which checks a `B>` Broadsides Attack line whole).
// Format 2: the shooter or a target may be a fort (rules_fort.cc checks what comes before);
// the mods and immunities of both pieces act on its shots (abilities.h).
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "games/pirates/margins.h"
#include "games/pirates/rules.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

// A blocked line of fire, with the threshold that decided it and how far the obstacle's
// measured radius could be off before the verdict flips: "... passes 26.9 mm from the
// centre of I2 (r 30): it must clear r - 2 mm (28.0 mm); it would be clear if I2's r were
// 28.9 mm or less". `what` names the obstacle, `whose` its radius's owner.
std::string line_of_fire_text(const std::string& shooter, Point from, const std::string& target,
                              Point to, double d, const std::string& what, const std::string& whose,
                              double r, double tolerance) {
  return fmt::format(
      "the line of fire from {} {} to {} {} passes {} mm from the centre of {} (r {}): it must "
      "clear r - {} mm ({} mm); it would be clear if {}'s r were {} mm or less",
      shooter, pt(from), target, pt(to), Rules::mm(d), what, num(r), num(tolerance),
      Rules::mm(r - tolerance), whose, Rules::mm(d + tolerance));
}

// " + 1 (A2a +1)": the mods on a cannon roll, for a message; "" without any.
std::string cannon_mod_words(const State& s, RollPiece shooter, RollPiece target, int mod) {
  if (!mod) return "";
  std::string sources;
  roll_mod(s, ModRoll::Cannon, shooter, target, &sources);
  return fmt::format(" {} {} ({})", mod > 0 ? "+" : "-", std::abs(mod), sources);
}

// Slice h41-crewloss: why a hit on t removes nothing: the derelict cannot sink, or its masts
// fall to shots only on a natural 6 (naming the piece whose ability it is, and the die).
std::string afloat_or_low(const State& s, int t, bool afloat, const std::string& low, int die) {
  if (afloat)
    return fmt::format("the hit does nothing: the derelict {} cannot sink ({}'s ability)", s.id(t),
                       immune_other_source(s, t, ImmuneAbility::Sink));
  return fmt::format(
      "the hit removes no mast: {}'s masts fall to shots only on a natural 6 ({}'s "
      "ability), and the d6 is {}",
      s.id(t), low, die);
}

}  // namespace

// The re-roll a legal shot used: the `reroll` source `src`, else the Cannoneer's.
void Rules::use_rerolls(State& s, int i, const Shot& shot, int src) {
  if (!shot.rerolled) return;
  if (src >= 0)
    s.use_reroll(src, i);
  else
    s.ships_[size_t(i)].reroll_used = true;
}

// A special shot fired from `src` (abilities.h): its use this turn; a natural 1 (the die that
// stands) removes a card whose entry says `on-1: remove`.
void Rules::special_shot(State& s, int i, int src, int die) {
  const ShotAbility& sh = s.pieces().abilities.shots[size_t(src)];
  if (sh.once_turn) s.use_shot(src, i);
  if (die == 1 && sh.on1_remove && sh.carrier.crew >= 0) {
    // The card leaves the game (its entry's `on-1: remove`): not an elimination.
    s.crew_lost_[size_t(sh.carrier.crew)] = 1;
    s.recompute_crew(i);
  }
}

std::optional<Violation> Rules::shoot(State& s, const Action& a, Fault* fault) {
  // The shooter: a ship, or (format 2) a fort, whose range and line of fire start at its
  // island's circle and whose line of fire only blocking terrain stops.
  const int i = a.ship, fort = a.fort;
  const bool by_fort = fort >= 0;
  const std::vector<Cannon>& cannons =
      by_fort ? s.pieces().forts[size_t(fort)].flags : s.pieces().ships[size_t(i)].masts;
  const std::string& me_id = by_fort ? s.fort_id(fort) : s.id(i);
  const int me = by_fort ? s.pieces().forts[size_t(fort)].owner : s.ship(i).owner;
  const char* const post = by_fort ? "flag" : "mast";
  Point centre = by_fort ? Point{} : s.ship(i).pos;
  double edge = 0;  // a fort's range starts at its circle
  if (by_fort) {
    const IslandSpec& home = s.pieces().islands[size_t(s.fort(fort).island)];
    centre = home.centre;
    edge = home.r;
  }
  const Geometry& g = s.geometry();
  for (const Shot& sh : a.shots)  // `B>`: a Broadsides Attack (rules_special_cannon.cc)
    if (sh.broadside()) return broadside(s, a, fault);
  if (!by_fort)
    if (auto v = budget(s, i, Verb::Shoot)) return v;
  if (!by_fort && !s.pieces().abilities.denies.empty())  // deny-broken: a `deny {shoot}`
    if (auto v = denied(s, i, DenyAbility::Shoot)) return v;
  uint32_t fired = 0, fired_extra = 0;  // a bit per mast (per extra cannon xK) fired
  int double_mast = 0;  // a double shot's mast (-K: xK): it may fire again as the next shot
  SmallList<int16_t, kMaxShots> per_mast_hits;  // slice h40-immune: hits on a hits-per-mast ship
  SmallList<int16_t, 4 * kMaxCoins> pool;       // the coins aboard the ships this line sank
  int pool_gold = 0;
  for (int k = 0; k < a.shots.size; ++k) {
    const Shot& shot = a.shots[k];
    const int m = shot.mast;
    // Slice h40-immune: a working `stat {cannons: keep}` fires a lost mast's cannon too.
    const bool up = by_fort ? s.fort(fort).flag_standing(m)
                            : s.ship(i).mast_standing(m) || (!s.pieces().abilities.stats.empty() &&
                                                             stat_cannon_kept(s, i, m));
    // An extra cannon `xK` (rules_special_cannon.cc): its entry, whose rank and ruler it has.
    const int xk = shot.extra();
    int cannon_src = kNoSource;
    const bool again = double_mast == m;  // a double shot's second roll (rules_shots.cc)
    double_mast = 0;
    if (xk && by_fort)
      return Violation{"shoot-cannon", fmt::format("{} has no extra cannon x{}", me_id, xk)};
    if (xk) {
      const uint32_t before = again ? fired_extra & ~(1u << (xk - 1)) : fired_extra;
      if (auto v = extra_cannon_fires(s, i, shot, before, cannon_src)) return v;
    } else if (m < 1 || m > int(cannons.size())) {
      return Violation{"shoot-cannon", fmt::format("{} has no {} {}", me_id, post, m)};
    } else if (!up) {
      return Violation{"shoot-cannon", fmt::format("{}'s {} {} is down{}", me_id, post, m,
                                                   !by_fort && (s.ship(i).fire >> (m - 1)) & 1
                                                       ? " (a fire mast fires no cannon)"
                                                       : "")};
    } else if (fired >> (m - 1) & 1 && !again) {
      return Violation{"shoot-cannon", fmt::format("{}'s cannon on {} {} has fired already in "
                                                   "this line",
                                                   me_id, post, m)};
    }
    // use-source, use-once: a special shot needs a working `shot` of its kind (abilities.h).
    int shot_src = kNoSource;
    if (shot.kind != ShotKind::None) {
      std::string why;
      const char* kind = shot_kind_name(shot.kind);
      shot_src = by_fort ? kNoSource : shot_source(s, i, shot.kind, &why);
      if (shot_src == kNoSource)
        return Violation{"use-source",
                         fmt::format("{} has no working `{{shot: {{kind: {}}}}}` for a {} shot "
                                     "(its own, or a crew of its nation or an equipment aboard){}",
                                     me_id, kind, kind, why.empty() ? "" : ": " + why)};
      if (shot_src == kSourceUsed)
        return Violation{"use-once", fmt::format("{}'s {} shot ({}) is once a turn, and was fired "
                                                 "already this turn",
                                                 me_id, kind, why)};
    }
    if (shot.kind == ShotKind::Smoke) {  // no target, no die (rules_shots.cc)
      if (auto v = smoke_shot(s, a, i)) return v;
      (xk ? fired_extra : fired) |= 1u << ((xk ? xk : m) - 1);
      special_shot(s, i, shot_src, 0);
      s.last_.removed[k] = 0;
      s.last_.sank[k] = false;
      continue;
    }
    if (shot.kind == ShotKind::Double) double_mast = m;
    const int t = shot.target;
    if (!shot.at_fort && (t < 0 || t >= int(s.ships().size())))
      return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
    if (!shot.at_fort && s.ship(t).sunk)
      return Violation{"piece-unknown", fmt::format("{} {}", s.id(t), s.gone(t))};
    if (shot.at_fort && !s.fort(t).standing())
      return Violation{"piece-unknown",
                       fmt::format("the fort {} is not on the table: {}", s.fort_id(t),
                                   s.fort(t).destroyed ? "it was destroyed" : "it is not built")};
    // The target: its centre and how far its edge lies from it, where a line of fire ends.
    Point aim;
    double target_edge = shot.at_fort ? 0 : s.radius(t);  // a piece's own disc
    std::string target_id;
    int target_island = kNoPiece;  // a fort's island, which does not block shots at it
    if (shot.at_fort) {
      const int owner = s.pieces().forts[size_t(t)].owner;
      if (owner == me)
        return Violation{"shoot-target",
                         fmt::format("{} is {}'s own fort", s.fort_id(t), s.quoted_name(me))};
      target_island = s.fort(t).island;
      const IslandSpec& isl = s.pieces().islands[size_t(target_island)];
      aim = isl.centre;
      target_edge = isl.r;
      target_id = s.fort_id(t);
    } else {
      const Ship& y = s.ship(t);
      if (y.owner == me)
        return Violation{"shoot-target",
                         fmt::format("{} is {}'s own {}", s.id(t), s.quoted_name(me), s.noun(t))};
      if (y.in_fog >= 0)
        return Violation{"fog-lost", fmt::format("{} is lost in the fog bank {}: it cannot be shot",
                                                 s.id(t), s.terrain()[size_t(y.in_fog)].id)};
      if (y.docked >= 0 && s.is_home_of(y.docked, y.owner))
        return Violation{"shoot-docked-home", fmt::format("{} is docked at its home island {}",
                                                          s.id(t), s.island_id(y.docked))};
      aim = y.pos;
      target_id = s.id(t);
    }
    const ExtraCannonAbility* const extra =
        xk ? &s.pieces().abilities.cannons[size_t(cannon_src)] : nullptr;
    const Cannon cannon = extra ? Cannon{extra->rank, Ruler(extra->ruler)} : cannons[size_t(m - 1)];
    // Slice h41-range: a ship's working `stat {range}` changes every cannon's reach but a fixed
    // extra cannon's; with `hit-on: 6` only a natural 6 hits (rules_range.cc).
    bool six = false;
    const bool ranged =
        !by_fort && !s.pieces().abilities.ranges.empty() && !(extra && extra->fixed);
    const double reach = ranged ? range_reach(s, i, int(cannon.ruler), six) : s.ruler(cannon.ruler);
    aim = g.near(centre, aim);  // table_edge wraps: the target's translate nearest the shooter
    const double range = distance(centre, aim) - edge - target_edge;
    if (range > reach + g.tolerance && s.enforced("shoot-range")) {
      if (fault && !by_fort && !shot.at_fort)
        *fault = Fault{FaultKind::OutOfRange, centre, aim, i, t, -1, false, reach, range};
      // The radius (a fort's: its island's) that would have brought the target in range.
      const std::string whose = shot.at_fort ? s.island_id(target_island) : std::string(target_id);
      std::string by;  // slice h41-range: the `stat {range}` entries that set the reach
      if (ranged) range_reach(s, i, int(cannon.ruler), six, &by);
      return Violation{"shoot-range",
                       fmt::format("{} is {} mm from {}'s edge; its {} cannon reaches {} mm{} + {} "
                                   "mm; it would be in range if {}'s r were {} mm or more",
                                   me_id, mm(range), target_id, cannon_text(cannon), mm(reach),
                                   by.empty() ? "" : " (" + by + ")", num(g.tolerance), whose,
                                   mm(target_edge + range - reach - g.tolerance))};
    }
    MarginNotes* const notes = s.margins();
    if (notes)
      notes->range(k, me_id, target_id,
                   shot.at_fort ? s.island_id(target_island) : std::string(target_id), target_edge,
                   range, reach, g.tolerance);
    // A fort fires from the point of its circle nearest the target; a shot at a fort ends
    // at the point of its circle nearest the shooter.
    const Point from = by_fort ? point_towards(centre, aim, edge) : centre;
    const Point to = shot.at_fort ? point_towards(aim, from, target_edge) : aim;
    for (size_t is = 0; is < s.islands().size() && !by_fort; ++is) {
      const IslandSpec& isl = s.pieces().islands[is];
      if (notes && int(is) != target_island)
        notes->line_of_fire(k, isl.id, isl.id, isl.r, g.segment_dist(isl.centre, from, to),
                            g.tolerance);
      if (int(is) == target_island || !g.island_blocks(from, to, isl.centre, isl.r) ||
          !s.enforced("shoot-line-of-fire"))
        continue;
      if (fault && !shot.at_fort)
        *fault = Fault{FaultKind::LineOfFire,
                       from,
                       to,
                       i,
                       t,
                       int(is),
                       true,
                       0,
                       g.segment_dist(isl.centre, from, to)};
      return Violation{"shoot-line-of-fire", line_of_fire_text(me_id, from, target_id, to,
                                                               g.segment_dist(isl.centre, from, to),
                                                               isl.id, isl.id, isl.r, g.tolerance)};
    }
    // Format 2: `allow {fire-through}`: no other ship or creature blocks it (rules_allow.cc).
    const bool past_ships =
        !by_fort && !s.pieces().abilities.fire_through.empty() && fires_through(s, i);
    for (int o = 0; o < int(s.ships().size()) && !by_fort && !past_ships; ++o) {
      if (o == i || (o == t && !shot.at_fort) || s.ship(o).sunk) continue;
      if (notes)
        notes->line_of_fire(k, s.id(o), s.id(o), s.radius(o),
                            g.segment_dist(s.ship(o).pos, from, to), g.tolerance);
      if (!g.disc_blocks(from, to, s.ship(o).pos, s.radius(o)) || !s.enforced("shoot-line-of-fire"))
        continue;
      const double d = g.segment_dist(s.ship(o).pos, from, to);
      if (fault && !shot.at_fort)
        *fault = Fault{FaultKind::LineOfFire, from, to, i, t, o, false, 0, d};
      return Violation{"shoot-line-of-fire",
                       line_of_fire_text(me_id, from, target_id, to, d, s.id(o), s.id(o),
                                         s.radius(o), g.tolerance)};
    }
    // The terrain kinds that block fire (terrain_blocks_fire; fog banks by default).
    for (size_t f = 0; f < s.terrain().size(); ++f) {
      const TerrainSpec& fog = s.terrain()[f];
      if (notes && terrain_blocks(fog, s.options().terrain_blocks_fire))
        notes->line_of_fire(k, fmt::format("the {} {}", terrain_noun(fog.kind), fog.id), fog.id,
                            fog.r, g.segment_dist(fog.centre, from, to), g.tolerance);
      if (!terrain_blocks(fog, s.options().terrain_blocks_fire) ||
          !g.island_blocks(from, to, fog.centre, fog.r) || !s.enforced("shoot-line-of-fire"))
        continue;
      if (fault && !by_fort && !shot.at_fort)
        *fault = Fault{FaultKind::LineOfFire,
                       from,
                       to,
                       i,
                       t,
                       int(f),
                       false,
                       0,
                       g.segment_dist(fog.centre, from, to),
                       true};
      return Violation{
          "shoot-line-of-fire",
          line_of_fire_text(me_id, from, target_id, to, g.segment_dist(fog.centre, from, to),
                            fmt::format("the {} {}", terrain_noun(fog.kind), fog.id), fog.id, fog.r,
                            g.tolerance)};
    }
    // use-target: a fire shot of an entry with `range: S` (a firepot) wants its target within S.
    const bool burns = shot.kind == ShotKind::Fire || shot.kind == ShotKind::Firepot ||
                       shot.kind == ShotKind::Exploding;
    if (burns && shot.kind != ShotKind::Exploding && shot_src >= 0 &&
        s.pieces().abilities.shots[size_t(shot_src)].range_s &&
        range > s.ruler(Ruler::S) + g.tolerance && s.enforced("use-target"))
      return Violation{"use-target",
                       fmt::format("{} is {} mm from {}'s edge; a {} shot reaches S ({} mm + {} "
                                   "mm)",
                                   me_id, mm(range), target_id, shot_kind_name(shot.kind),
                                   mm(s.ruler(Ruler::S)), num(g.tolerance))};
    // The abilities (abilities.h) of the shooter and the target, ships or forts.
    const RollPiece shooter{by_fort ? fort : i, by_fort}, target{t, shot.at_fort};
    // shoot-immune: an `immune {to: shot}` of the target covers this cannon.
    const ImmuneAbility* shield = nullptr;  // slice h40-immune: the entry that protects
    if (const std::string by = immune_source(s, target, true, int(cannon.ruler), shooter, &shield);
        !by.empty() && s.enforced("shoot-immune"))
      return Violation{"shoot-immune",
                       shield->within || shield->docked || shield->from_fort
                           ? fmt::format("{}: {} ({}'s ability)", target_id,
                                         immune_words(*shield, int(cannon.ruler)), by)
                           : fmt::format("{} cannot be shot at by {}-range cannons ({}'s ability)",
                                         target_id, ruler_name(cannon.ruler), by)};
    // A `fixed` extra cannon takes no mod.
    const int mod = extra && extra->fixed ? 0 : roll_mod(s, ModRoll::Cannon, shooter, target);
    // shoot-reroll: the Cannoneer rolls a miss again; a `reroll {die: any}` any die (once a
    // turn: use-once).
    int reroll_src = kNoSource;  // the `reroll` used (abilities.h), else the Cannoneer
    if (shot.rerolled) {
      const bool cannoneer = !by_fort && (s.ship(i).keywords & kCannoneer);
      const bool first_hits = six ? shot.die == 6 : shot_hits(shot.die, cannon.rank, mod);
      if (!cannoneer || s.ship(i).reroll_used || first_hits) {
        std::string why;
        reroll_src = by_fort ? kNoSource : reroll_source(s, i, &why);
        if (reroll_src == kSourceUsed)
          return Violation{"use-once", fmt::format("{}'s re-roll of any die ({}) is once a turn, "
                                                   "and was used already this turn",
                                                   me_id, why)};
        // What else could have allowed it, in a record that has such re-rolls.
        const std::string any =
            s.pieces().abilities.rerolls.empty()
                ? ""
                : fmt::format(
                      ", nor a working `{{reroll: {{die: any}}}}` (its own, or a crew "
                      "of its nation aboard){}",
                      why.empty() ? "" : ": " + why);
        if (reroll_src == kNoSource) {
          if (!cannoneer)
            return Violation{"shoot-reroll", fmt::format("{} has no Cannoneer at work to roll "
                                                         "again{}",
                                                         me_id, any)};
          if (s.ship(i).reroll_used)
            return Violation{
                "shoot-reroll",
                fmt::format("{}'s Cannoneer has rolled again once this turn{}", me_id, any)};
          return Violation{"shoot-reroll",
                           fmt::format("d6 {}{} hit already (rank {}); only a miss is rolled "
                                       "again{}",
                                       int(shot.die), cannon_mod_words(s, shooter, target, mod),
                                       int(cannon.rank), any)};
        }
      }
    }
    const int die = shot.rerolled ? shot.reroll : shot.die;
    // An `immune {to: hit}` of the target: this cannon never hits it.
    const std::string proof = immune_source(s, target, false, int(cannon.ruler), shooter, &shield);
    // Slice h41-range: under a `stat {range}` with `hit-on: 6`, only a natural 6 hits.
    const bool hits = six ? die == 6 : shot_hits(die, cannon.rank, mod);
    const bool hit = hits && proof.empty();
    // A `first: turn` entry spends itself on the hit it ignores (rules_immune.cc).
    const bool ignored = shield && shield->first_turn && hits;
    std::string six_by;  // the entries that ask for a 6, for a message
    if (six && hit != shot.hit && die != 1 && proof.empty())
      range_reach(s, i, int(cannon.ruler), six, &six_by);
    if (hit != shot.hit)
      return Violation{
          "shoot-roll",
          die == 1          ? std::string("a 1 always misses, not a hit")
          : !six_by.empty() ? fmt::format("d6 {}: under {} only a natural 6 hits: a {}, not a {}",
                                          die, six_by, hit ? "hit" : "miss", hit ? "miss" : "hit")
          : !proof.empty() && shield->ruler < 0
              ? fmt::format("{}: {} ({}'s ability): a miss, not a hit", target_id,
                            immune_words(*shield, int(cannon.ruler)), proof)
          : !proof.empty()
              ? fmt::format("{}-range cannons cannot hit {} ({}'s ability): a miss, "
                            "not a hit",
                            ruler_name(cannon.ruler), target_id, proof)
              : fmt::format("d6 {}{} against the {} cannon's rank {}: a {}, not a {}", die,
                            cannon_mod_words(s, shooter, target, mod), cannon_text(cannon),
                            int(cannon.rank), hit ? "hit" : "miss", hit ? "miss" : "hit")};
    if (shot.at_fort) {
      Fact fort_shot{
          s.lines_ + 1, FactKind::Shot, int8_t(me), int16_t(i),
          -1,           cannon.rank,    hit,        cannon.ruler == Ruler::S ? 'S' : 'L'};
      fort_shot.fort = int16_t(fort);
      fort_shot.piece = int16_t(t);
      if (auto v = hit_fort(s, shot, k, fort_shot)) return v;
      (xk ? fired_extra : fired) |= 1u << ((xk ? xk : m) - 1);
      use_rerolls(s, i, shot, reroll_src);
      // Any special shot's hit is a plain hit on a fort (slice h41-fortshots, shot_readings.h).
      if (shot_src >= 0) special_shot(s, i, shot_src, die);
      continue;
    }
    const Ship& y = s.ship(t);
    // Slice h41-crewloss: a hit on a derelict whose `immune {to: sink}` works does nothing
    // (`afloat`); a hit below a natural 6 on a ship whose `immune {to: hit, only-on: 6}` works
    // removes no mast (`low`: that piece).
    const bool afloat = hit && y.derelict() && sink_immune(s, t);
    const bool sinks = hit && y.derelict() && !afloat;
    // Slice h41-fortshots: a fire shot's hit on a creature is a plain hit; nothing burns.
    const bool plain = burns && s.creature(t);
    const bool sets_fire = burns && !plain;
    const std::string low =
        hit && !y.derelict() &&
                (shot.kind == ShotKind::None || shot.kind == ShotKind::Double || burns)
            ? only_on6_source(s, t, die)
            : "";
    // Slice h40-immune: a working `stat {hits-per-mast: N}` of the target: an ordinary hit that
    // does not sink it removes a mast only when it is the Nth of this line on it (`spared`: N).
    int spared = 0;
    std::string hits_text;
    if (hit && !sinks && low.empty() && (shot.kind == ShotKind::None || plain) &&
        !s.pieces().abilities.stats.empty())
      if (const int per = stat_hits_per_mast(s, t, &hits_text); per > 1) {
        int before = 0;
        for (int16_t h : per_mast_hits) before += h == t;
        if (!per_mast_hits.full()) per_mast_hits.push_back(int16_t(t));
        if ((before + 1) % per != 0) spared = per;
      }
    if (shot.choice) {
      if (!hit)
        return Violation{"mast-choice", fmt::format("a miss removes no mast; /{} is not written "
                                                    "with it",
                                                    int(shot.choice))};
      if (sinks)
        return Violation{"mast-choice", fmt::format("the hit sinks the derelict {}: no mast to "
                                                    "choose",
                                                    s.id(t))};
      if (afloat || !low.empty())
        return Violation{"mast-choice", afloat_or_low(s, t, afloat, low, die) +
                                            fmt::format("; /{} is not written", int(shot.choice))};
      if (spared)
        return Violation{"mast-choice",
                         fmt::format("{} loses a mast to every {} hits of one line ({}): this "
                                     "hit removes none; /{} is not written with it",
                                     s.id(t), spared, hits_text, int(shot.choice))};
      if (shot.kind != ShotKind::None && shot.kind != ShotKind::Double && !burns)
        return Violation{"mast-choice",
                         fmt::format("a {} shot's hit removes no mast; /{} is not written with "
                                     "it{}",
                                     shot_kind_name(shot.kind), int(shot.choice),
                                     shot.kind == ShotKind::Grape
                                         ? " (its `/CREW` names the crew the owner loses)"
                                         : "")};
      if (!y.mast_standing(shot.choice))
        return Violation{"mast-choice",
                         fmt::format("{}'s mast {} is not standing", s.id(t), int(shot.choice))};
    }
    // A grape (exploding) shot's `/CREW`: a crew aboard the target (not an equipment nor a
    // treasure).
    if (shot.crew != -1) {
      const int c = shot.crew;
      const std::string name = c >= 0 ? s.pieces().crew[size_t(c)].id : a.unknown;
      if (!hit)
        return Violation{"mast-choice", fmt::format("a miss eliminates no crew; /{} is not "
                                                    "written with it",
                                                    name)};
      if (sinks)
        return Violation{"mast-choice", fmt::format("the hit sinks the derelict {}: no crew to "
                                                    "choose",
                                                    s.id(t))};
      if (afloat)
        return Violation{"mast-choice", afloat_or_low(s, t, true, "", die) +
                                            fmt::format("; /{} is not written", name)};
      if (c < 0) return Violation{"mast-choice", fmt::format("the record has no crew {}", name)};
      if (s.pieces().crew[size_t(c)].equipment)
        return Violation{
            "mast-choice",
            fmt::format("{} is {}: a {} shot eliminates a crew", name,
                        s.pieces().crew[size_t(c)].unique ? "a unique treasure" : "an equipment",
                        shot_kind_name(shot.kind))};
      if (s.crew_ship(c) != t || s.crew_lost(c))
        return Violation{"mast-choice", fmt::format("{} is not aboard {}", name, s.id(t))};
      // Slice h41-crewloss: a crew a working `immune {to: crew-loss}` keeps.
      if (const CrewFate f = crew_fate(s, c); f.kind == CrewFate::Kept)
        return Violation{"mast-choice", crew_kept_text(s, c, f)};
    }
    // Apply the shot.
    (xk ? fired_extra : fired) |= 1u << ((xk ? xk : m) - 1);
    use_rerolls(s, i, shot, reroll_src);
    if (ignored) s.ships_[size_t(t)].hit_ignored = true;
    if (shot_src >= 0) special_shot(s, i, shot_src, die);
    s.last_.removed[k] = 0;
    s.last_.sank[k] = sinks;
    Fact shot_fact{s.lines_ + 1, FactKind::Shot, int8_t(me), int16_t(i),
                   int16_t(t),   cannon.rank,    hit,        cannon.ruler == Ruler::S ? 'S' : 'L'};
    shot_fact.fort = int16_t(fort);
    s.fact(shot_fact);
    if (sinks) {
      sink_by_shot(s, t, pool, pool_gold);
    } else if (afloat) {
      // Nothing happens (slice h41-crewloss).
    } else if (hit && shot.kind == ShotKind::Chain) {
      // No mast falls; the target is held through its owner's next turn.
      Ship& target = s.ships_[size_t(t)];
      target.hold_next = true;
      target.held_by = int16_t(i);
    } else if (hit && shot.kind == ShotKind::Grapple) {
      // No mast falls; the next line may be this ship's `board` against the target.
      s.grapple_line_ = s.lines_ + 1;
      s.grapple_by_ = int16_t(i);
      s.grapple_target_ = int16_t(t);
    } else if (hit && shot.kind == ShotKind::Grape) {
      // No mast falls; the crew chosen, else the first aboard in header order, is eliminated
      // (none aboard: nothing happens).
      const int c = shot.crew >= 0 ? shot.crew : grape_victim(s, t);
      if (c >= 0) {
        eliminate_crew(s, c);
        s.recompute_crew(t);
      }
    } else if (hit && shot.kind == ShotKind::Stink) {
      stink_hit(s, t);  // no mast falls (rules_shots.cc)
    } else if (hit && shot.kind == ShotKind::Exploding && sets_fire) {
      exploding_hit(s, shot, t, shot_src, !low.empty());
    } else if (hit && sets_fire && low.empty()) {
      // No mast falls: the one chosen, else the highest-numbered standing, becomes a fire mast
      // (rules_fire.cc).
      int mast = shot.choice;
      for (int n = int(s.pieces().ships[size_t(t)].masts.size()); n >= 1 && !mast; --n)
        if (y.mast_standing(n)) mast = n;
      set_on_fire(s, t, mast, shot_src);
    } else if (hit && !spared && low.empty()) {
      int mast = shot.choice;
      if (!mast)
        for (int n = int(s.pieces().ships[size_t(t)].masts.size()); n >= 1 && !mast; --n)
          if (y.mast_standing(n)) mast = n;
      s.last_.removed[k] = int8_t(mast);
      if (y.standing() == 1 && stat_derelict_sinks(s, t)) {
        // Slice h40b-coin: `stat {derelict: sinks}`: it sinks with its last mast (sink-share).
        s.ships_[size_t(t)].lost |= uint16_t(1u << (mast - 1));
        sink_by_shot(s, t, pool, pool_gold);
      } else {
        s.remove_mast(t, mast);
      }
      s.last_.sank[k] = s.ship(t).sunk;  // a creature's last segment: eliminated
    }
  }
  if (auto v = share(s, a, me, i, fort, pool, pool_gold)) return v;
  if (by_fort) {
    s.forts_[size_t(fort)].shot = true;
    return std::nullopt;
  }
  shoot_action_spent(s, i);
  return std::nullopt;
}

// sink-share: with two players the shooter's player takes ceil(n/2) of the n coins.
std::optional<Violation> Rules::share(State& s, const Action& a, int me, int i, int fort,
                                      const SmallList<int16_t, 4 * kMaxCoins>& pool,
                                      int pool_gold) {
  // Format 2: the unique treasures aboard the ships the line sank are shared with the coins.
  SmallList<int16_t, kMaxCoins> uniques;
  for (int k = 0; k < a.shots.size; ++k)
    if (s.last_.sank[k] && !a.shots[k].at_fort)
      for (size_t c = 0; c < s.pieces().crew.size(); ++c)
        if (s.pieces().crew[c].unique && !s.crew_lost(int(c)) &&
            s.crew_ship(int(c)) == a.shots[k].target && !uniques.full())
          uniques.push_back(int16_t(c));
  const int n = pool.size + uniques.size;
  if (s.players() == 2) {
    const int wanted = (n + 1) / 2;
    SmallList<int16_t, 4 * kMaxCoins> rest = pool;
    bool ok = a.share == (n > 0) && a.coins.size + a.items.size == wanted;
    for (int16_t c : a.coins) {
      auto it = std::find(rest.begin(), rest.end(), c);
      if (it == rest.end()) {
        ok = false;
        break;
      }
      *it = rest[rest.size - 1];
      --rest.size;
    }
    for (int16_t c : a.items)
      ok = ok && std::find(uniques.begin(), uniques.end(), c) != uniques.end() &&
           std::count(a.items.begin(), a.items.end(), c) == 1;
    if (!ok) {
      std::string sunk;
      for (int16_t c : pool) {
        sunk += sunk.empty() ? "" : ", ";
        sunk += std::to_string(c);
      }
      for (int16_t c : uniques) {
        sunk += sunk.empty() ? "" : ", ";
        sunk += s.pieces().crew[size_t(c)].id;
      }
      return Violation{"sink-share",
                       n == 0 ? std::string("the line sank no gold: there is nothing to share")
                       : uniques.empty()
                           ? fmt::format("the ships sunk carried {} coin(s) ({}); {} takes {} of "
                                         "them, and `share` names which",
                                         n, sunk, s.quoted_name(me), wanted)
                           : fmt::format("the ships sunk carried {} treasure(s) ({}); {} takes "
                                         "{} of them, and `share` names which",
                                         n, sunk, s.quoted_name(me), wanted)};
    }
    // Shared, not out of the game: Divers and Raft find no coins of these ships (rules_event.cc).
    for (int k = 0; k < a.shots.size; ++k)
      if (s.last_.sank[k] && !a.shots[k].at_fort)
        s.ships_[size_t(a.shots[k].target)].sunk_coins = {};
    for (int16_t c : uniques) {
      const bool taken = std::find(a.items.begin(), a.items.end(), c) != a.items.end();
      s.crew_at_[size_t(c)] = CrewPlace{CrewPlace::Home, int16_t(taken ? me : 1 - me)};
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
      Fact mine_fact{s.lines_ + 1, FactKind::Shared, int8_t(me), int16_t(i), -1, mine};
      Fact other_fact{s.lines_ + 1, FactKind::Shared, int8_t(other), int16_t(i),
                      -1,           pool_gold - mine};
      mine_fact.fort = other_fact.fort = int16_t(fort);
      s.fact(mine_fact);
      s.fact(other_fact);
    }
  } else {
    if (a.share)
      return Violation{"sink-share", fmt::format("with {} players the gold of a sunk ship goes out "
                                                 "of the game; nothing is shared",
                                                 s.players())};
    for (int16_t c : uniques) s.crew_lost_[size_t(c)] = 1;  // out of the game, as the gold
    s.gold_out_ += pool_gold;
    if (pool_gold) {
      Fact lost{s.lines_ + 1, FactKind::LostAtSea, int8_t(me), int16_t(i), -1, pool_gold};
      lost.fort = int16_t(fort);
      s.fact(lost);
    }
  }
  return std::nullopt;
}

void Rules::shoot_action_spent(State& s, int i) {
  Ship& shooter = s.ships_[size_t(i)];
  if (shooter.standard >= 1 && shooter.moved && (shooter.keywords & kCaptain))
    shooter.captain_shot = true;
  shooter.shot = true;
  ++shooter.standard;
  // `allow {shoot-move}`: one free move after this shoot action (rules_move.cc).
  shooter.shot_move_due = !s.pieces().abilities.shoot_moves.empty() && moves_after_shooting(s, i);
}

void Rules::sink_by_shot(State& s, int t, SmallList<int16_t, 4 * kMaxCoins>& pool, int& pool_gold) {
  Ship& target = s.ships_[size_t(t)];
  for (int16_t c : target.gold) {
    if (!pool.full()) pool.push_back(c);
    pool_gold += c;
  }
  s.ledger_[size_t(target.owner)].lost_sunk += target.gold_value();
  s.fact(Fact{s.lines_ + 1, FactKind::Sunk, target.owner, int16_t(t), -1,
              int(target.gold_value())});  // 16 coins at most
  target.sunk_coins = target.gold;
  target.gold.clear();
  s.sink(t);
}

}  // namespace qm::pirates
