// Forts (format 2; docs/rules-pirates.md, "Forts"): `build` (fort-build, fort-pay; then
// fort-timing on every later line of the turn, state.cc), a fort's own lines (piece-not-own,
// die-value, fort-action, action-budget, then its shots through Rules::shoot), a fort named
// as the other ship of a ram, board or tow (ram-target, board-no-ram, tow-not-derelict), and
// a hit on a fort (mast-choice for the flag, a flag lost, abandoned, destroyed).
#include <fmt/format.h>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

Gold coins_gold(const Coins& coins) {
  Gold v = 0;
  for (int16_t c : coins) v += c;
  return v;
}

}  // namespace

std::optional<Violation> Rules::build(State& s, const Action& a) {
  const int p = a.player, f = a.fort, i = a.ship, at = a.island;
  if (f < 0) return Violation{"piece-unknown", fmt::format("the record has no fort {}", a.unknown)};
  if (i < 0 || i >= int(s.ships().size()))
    return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
  if (s.ship(i).sunk) return Violation{"piece-unknown", fmt::format("{} has sunk", s.id(i))};
  const FortSpec& spec = s.pieces().forts[size_t(f)];
  const Fort& fort = s.fort(f);
  const IslandSpec& isl = s.pieces().islands[size_t(at)];
  const Ship& x = s.ship(i);
  if (spec.owner != p)
    return Violation{"fort-build", fmt::format("{} is {}'s fort, not {}'s", spec.id,
                                               s.quoted_name(spec.owner), s.quoted_name(p))};
  if (fort.standing() || fort.destroyed)
    return Violation{
        "fort-build",
        fort.destroyed
            ? fmt::format("{} was destroyed: a destroyed fort has left the game", spec.id)
            : fmt::format("{} stands already on {}", spec.id, s.island_id(fort.island))};
  if (isl.home >= 0)
    return Violation{"fort-build", fmt::format("{} is {}'s home island: forts are built on wild "
                                               "islands",
                                               isl.id, s.quoted_name(isl.home))};
  if (const int other = s.fort_on(at); other >= 0)
    return Violation{"fort-build", fmt::format("{} holds the fort {} already: one fort per island",
                                               isl.id, s.fort_id(other))};
  const Island& here = s.islands()[size_t(at)];
  // (format 2: or explored for this player only, by an `allow {explore-range}`: rules_range.cc)
  if (!here.explored && !(here.explored_by >> p & 1))
    return Violation{"fort-build", fmt::format("{} has not been explored: a fort is built on an "
                                               "explored island",
                                               isl.id)};
  if (s.options().fort_explored_by == FortExploredBy::Own && !(here.explored_by >> p & 1))
    return Violation{
        "fort-build",
        here.explored_by
            ? fmt::format("{} was explored, but by no ship of {}'s: under fort_explored_by: own "
                          "a player builds only on an island they explored",
                          isl.id, s.quoted_name(p))
            : fmt::format("{} was explored before the record starts, and the start position "
                          "does not say by whom (`explored_by`): under fort_explored_by: own "
                          "a player builds only on an island they explored",
                          isl.id)};
  if (x.owner != p)
    return Violation{"fort-build", fmt::format("{} is {}'s ship, not {}'s", s.id(i),
                                               s.quoted_name(x.owner), s.quoted_name(p))};
  if (x.docked != at)
    return Violation{"fort-build", x.docked >= 0
                                       ? fmt::format("{} is docked at {}, not at {}", s.id(i),
                                                     s.island_id(x.docked), isl.id)
                                       : fmt::format("{} is not docked at {}", s.id(i), isl.id)};
  // qm keeps the home island's gold as a sum and a count of coins: the coins paid must fit
  // in both, and reach the cost.
  const Gold paid = coins_gold(a.coins);
  if (paid > s.home_gold(p) || a.coins.size > s.home_coins(p))
    return Violation{"fort-pay", fmt::format("{}'s home island holds {} gold in {} coin(s); the "
                                             "coins paid ({} gold in {}) are not all there",
                                             s.quoted_name(p), s.home_gold(p), s.home_coins(p),
                                             paid, int(a.coins.size))};
  if (paid < spec.cost)
    return Violation{"fort-pay", fmt::format("{} costs {} gold; the coins paid total {}", spec.id,
                                             spec.cost, paid)};
  Fort& built = s.forts_[size_t(f)];
  built.island = int16_t(at);
  built.lost = 0;
  for (int16_t c : a.coins) built.gold.push_back(c);
  Island& ground = s.islands_[size_t(at)];
  for (int16_t c : ground.coins) built.gold.push_back(c);  // treasure not yet found
  ground.coins.clear();
  s.home_gold_[size_t(p)] -= paid;
  s.home_coins_[size_t(p)] -= a.coins.size;
  s.ledger_[size_t(p)].fort_paid += paid;
  Fact fact{s.lines_ + 1, FactKind::FortBuilt, int8_t(p), a.ship, -1, int(paid)};
  fact.fort = int16_t(f);
  s.fact(fact);
  // Another player's ships docked there are docked no longer: none docks at an enemy fort.
  for (Ship& o : s.ships_)
    if (o.docked == at && o.owner != p) o.docked = kNoPiece;
  s.built_this_turn_ = true;
  return std::nullopt;
}

std::optional<Violation> Rules::fort_acts(State& s, const Action& a, Fault* fault) {
  const int f = a.fort, p = a.player;
  const FortSpec& spec = s.pieces().forts[size_t(f)];
  const Fort& fort = s.fort(f);
  if (!fort.standing())
    return Violation{"piece-unknown",
                     fmt::format("the fort {} is not on the table: {}", spec.id,
                                 fort.destroyed ? "it was destroyed" : "it is not built")};
  if (spec.owner != p)
    return Violation{"piece-not-own", fmt::format("{} is {}'s, not {}'s", spec.id,
                                                  s.quoted_name(spec.owner), s.quoted_name(p))};
  if (a.verb == Verb::Shoot)
    for (const Shot& shot : a.shots)
      for (int d : {shot.kind == ShotKind::Smoke ? 1 : int(shot.die),  // a smoke shot has none
                    shot.rerolled ? int(shot.reroll) : 1})
        if (d < 1 || d > 6)
          return Violation{"die-value", fmt::format("a d6 shows 1 to 6, not {}", d)};
  if (a.verb != Verb::Shoot)
    return Violation{"fort-action", fmt::format("{} is a fort: a fort only shoots (a `{}` line "
                                                "names it)",
                                                spec.id, verb_name(a.verb))};
  if (fort.abandoned())
    return Violation{"fort-action",
                     fmt::format("{} has lost every flag: an abandoned fort cannot act", spec.id)};
  if (fort.shot && s.enforced("action-budget"))
    return Violation{
        "action-budget",
        fmt::format("{} has shot once this turn already: a fort shoots once a turn", spec.id)};
  return shoot(s, a, fault);
}

Violation Rules::fort_not_a_ship(const State& s, const Action& a) {
  const std::string& f = s.fort_id(a.other);
  switch (a.verb) {
    case Verb::Ram:
      return Violation{"ram-target", fmt::format("{} is a fort: forts are never rammed", f)};
    case Verb::Board:
      return Violation{"board-no-ram", fmt::format("{} is a fort: forts are never boarded", f)};
    default:
      return Violation{"tow-not-derelict", fmt::format("{} is a fort: forts are never towed", f)};
  }
}

std::optional<Violation> Rules::hit_fort(State& s, const Shot& shot, int k, const Fact& fired) {
  const int t = shot.target;
  const Fort& fort = s.fort(t);
  const std::string& id = s.fort_id(t);
  const bool destroys = shot.hit && fort.abandoned();
  // Slice h41-fortshots: a grape or exploding shot's `/CREW`: a fort carries no crew.
  if (shot.crew != -1)
    return Violation{"mast-choice", fmt::format("{} is a fort: it carries no crew, and a {} "
                                                "shot at it names none (/CREW)",
                                                id, shot_kind_name(shot.kind))};
  if (shot.choice) {
    if (!shot.hit)
      return Violation{"mast-choice", fmt::format("a miss removes no flag; /{} is not written "
                                                  "with it",
                                                  int(shot.choice))};
    if (destroys)
      return Violation{"mast-choice", fmt::format("the hit destroys the abandoned fort {}: no "
                                                  "flag to choose",
                                                  id)};
    if (!fort.flag_standing(shot.choice))
      return Violation{"mast-choice",
                       fmt::format("{}'s flag {} is not standing", id, int(shot.choice))};
  }
  s.last_.removed[k] = 0;
  s.last_.sank[k] = destroys;
  s.fact(fired);
  if (!shot.hit) return std::nullopt;
  fort_takes_hit(s, t, shot.choice, k);
  return std::nullopt;
}

void Rules::fort_takes_hit(State& s, int t, int flag, int k) {
  Fort& hit = s.forts_[size_t(t)];
  if (hit.abandoned()) {
    // It leaves the game: its gold lies face down on the island again, which nobody has
    // explored any more. An island holds kMaxCoins coins: the rest leaves the game.
    Island& ground = s.islands_[size_t(hit.island)];
    for (int16_t c : hit.gold) {
      if (!ground.coins.full())
        ground.coins.push_back(c);
      else
        s.gold_out_ += c;
    }
    ground.explored = false;
    ground.explored_by = 0;
    Fact fact{s.lines_ + 1, FactKind::FortDestroyed, int8_t(s.pieces().forts[size_t(t)].owner), -1,
              -1,           int(hit.gold_value())};
    fact.fort = int16_t(t);
    s.fact(fact);
    hit.gold.clear();
    hit.destroyed = true;
    s.last_.sank[k] = true;
    return;
  }
  for (int n = int(s.pieces().forts[size_t(t)].flags.size()); n >= 1 && !flag; --n)
    if (hit.flag_standing(n)) flag = n;
  hit.lost |= uint16_t(1u << (flag - 1));
  if (!s.last_.removed[k]) s.last_.removed[k] = int8_t(flag);
}

}  // namespace qm::pirates
