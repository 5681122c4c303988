// `use` lines (format 2; docs/rules-pirates.md, "Abilities used by a `use` line"): `Anna use A1a
// take B2 3`, a `take` ability of a card (a ship's own, or a crew's, an equipment's or a unique
// treasure's at work aboard) moving treasure from another ship onto the ship it works on,
// without boarding. Checked in part 2's order: piece-unknown (the source, the other ship), then
// fog-lost (the ship carrying the source), use-source, use-once, use-target, then the items'
// own rules: cargo-not-there as they move, cargo-places (and cargo-points) once all moved. The
// `take` qm applies has no trigger and rolls no die (abilities.h TakeAbility): use-trigger and
// use-roll have nothing to check on it; any other effect is refused when the line is read.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/margins.h"
#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

AbilityCarrier carrier_of(const Action& a) {
  AbilityCarrier c;
  (a.source_ship ? c.ship : c.crew) = a.source;
  return c;
}

const std::string& source_id(const State& s, const Action& a) {
  return carrier_id(s.pieces(), carrier_of(a));
}

bool used(const std::vector<std::pair<int16_t, int16_t>>& list, int i, int expression) {
  return std::find(list.begin(), list.end(), std::pair{int16_t(i), int16_t(expression)}) !=
         list.end();
}

// "touching", "within S", "within 60 mm" of a take's `from`.
std::string reach_text(const TakeAbility& t) {
  if (t.from == TakeAbility::Touching) return "touching";
  const std::string r = t.ruler == 0 ? "S" : t.ruler == 1 ? "L" : fmt::format("{} mm", t.mm);
  return fmt::format("within {}", r);
}

}  // namespace

// A `cancel` from ship i (its source `src`, at work there): use-once, use-roll, use-target, then
// the target's entries switched off to the end of the turn (`for: next-turn`: of the user's next).
std::optional<Violation> Rules::use_cancel(State& s, const Action& a, const CancelAbility& c, int i,
                                           const std::string& src) {
  const Pieces& p = s.pieces();
  const int expr = c.expression_id;
  if (((c.once == CancelAbility::Turn && used(s.cancels_turn_, i, expr)) ||
       (c.once == CancelAbility::Game && used(s.cancels_game_, i, expr))) &&
      s.enforced("use-once"))
    return Violation{
        "use-once",
        fmt::format("{}'s `cancel` ({}) was used on {} {} already", src, c.text, s.id(i),
                    c.once == CancelAbility::Turn ? "this turn" : "in this game")};
  if (s.enforced("use-roll") && (c.roll ? !a.die : a.die != 0))
    return Violation{
        "use-roll",
        c.roll ? fmt::format("{}'s `cancel` ({}) rolls a d6: the line writes none", src, c.text)
               : fmt::format("{}'s `cancel` ({}) rolls no die: the line writes {}", src, c.text,
                             int(a.die))};
  // use-target: a crew aboard a ship in play, or a ship (not a fort); of the entry's kind;
  // within its range of the source's ship, edge to edge
  const bool crew = a.crew >= 0;
  if (a.other_fort)
    return use_target(
        fmt::format("{} is a fort: {}'s `cancel` switches off a ship's or a crew's "
                    "abilities",
                    s.fort_id(a.other), src));
  const std::string them = crew ? p.crew[size_t(a.crew)].id : s.id(a.other);
  const int at = crew ? s.crew_ship(a.crew) : a.other;
  if (!s.in_play(at))
    return use_target(
        fmt::format("{} is aboard no ship: {}'s `cancel` reaches crew aboard ships", them, src));
  if (s.enforced("use-target")) {
    if (crew ? c.target == CancelAbility::Ship || c.target == CancelAbility::ShipAndCrew
             : c.target == CancelAbility::Crew)
      return use_target(fmt::format("{} is a {}: {}'s `cancel` ({}) targets a {}", them,
                                    crew ? "crew" : "ship", src, c.text, crew ? "ship" : "crew"));
    if (c.within) {
      const double reach = c.ruler < 0 ? c.mm : s.ruler(c.ruler == 0 ? Ruler::S : Ruler::L);
      const double gap =
          s.geometry().dist(s.ship(i).pos, s.ship(at).pos) - s.radius(i) - s.radius(at);
      if (at != i && gap > reach + s.geometry().tolerance)
        return use_target(
            fmt::format("{} is {} mm from {} edge to edge: {}'s `cancel` reaches {} mm "
                        "(tolerance {} mm)",
                        s.id(at), Rules::mm(gap), s.id(i), src, Rules::mm(reach),
                        Rules::mm(s.geometry().tolerance)));
    }
  }
  if (c.once == CancelAbility::Turn) s.cancels_turn_.push_back({int16_t(i), int16_t(expr)});
  if (c.once == CancelAbility::Game) s.cancels_game_.push_back({int16_t(i), int16_t(expr)});
  if (c.roll && a.die < c.roll) return std::nullopt;  // legal, and nothing is cancelled
  // Off until the next `turn` line; `for: next-turn`: until the one that ends the user's next
  // turn (every player plays once in between).
  const int until = s.turn_number() + 1 + (c.next_turn ? s.players() : 0);
  if (crew) {
    s.switch_off(false, a.crew, until);
  } else {
    s.switch_off(true, a.other, until);
    if (c.target == CancelAbility::ShipAndCrew)
      for (size_t k = 0; k < p.crew.size(); ++k)
        if (!s.crew_lost(int(k)) && s.crew_ship(int(k)) == a.other)
          s.switch_off(false, int(k), until);
  }
  s.recompute_crew(at);
  return std::nullopt;
}

int Rules::use_ship(const State& s, const Action& a) {
  if (a.source < 0) return -1;
  return working_ship(s, carrier_of(a), false);
}

std::optional<Violation> Rules::use_pieces(const State& s, const Action& a) {
  const Pieces& p = s.pieces();
  if (a.source < 0)
    return Violation{"piece-unknown", fmt::format("the record has no card {}", a.unknown)};
  if (a.source_ship && !s.in_play(a.source))
    return Violation{"piece-unknown", fmt::format("{} {}", s.id(a.source), s.gone(a.source))};
  if (!a.source_ship && s.crew_lost(a.source))
    return Violation{"piece-unknown",
                     fmt::format("{} has left the game", p.crew[size_t(a.source)].id)};
  // Slice h41-range: `range` acts on its own ship, `explore` on an island (rules_range.cc).
  if (a.use == UseEffect::Range || a.use == UseEffect::Explore) return std::nullopt;
  if (a.use == UseEffect::Repair) return std::nullopt;     // its own ship (rules_when.cc)
  if (a.use == UseEffect::Hit) return std::nullopt;        // the piece hit: rules_use_hit.cc
  if (a.use == UseEffect::Fear) return fear_pieces(s, a);  // the ships named: rules_fear.cc
  if (a.use == UseEffect::SwapCoin) return std::nullopt;   // islands: rules_explore_when.cc
  if (a.use == UseEffect::Cancel && a.crew >= 0) {         // a crew cancelled: a card still in play
    if (s.crew_lost(a.crew))
      return Violation{"piece-unknown",
                       fmt::format("{} has left the game", p.crew[size_t(a.crew)].id)};
    return std::nullopt;
  }
  if (a.other_fort) {
    if (!s.fort(a.other).standing())
      return Violation{"piece-unknown",
                       fmt::format("fort {} is not on the table", s.fort_id(a.other))};
    return std::nullopt;
  }
  if (a.other < 0)
    return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
  if (!s.in_play(a.other))
    return Violation{"piece-unknown", fmt::format("{} {}", s.id(a.other), s.gone(a.other))};
  return std::nullopt;
}

std::optional<Violation> Rules::use(State& s, const Action& a) {
  if (auto v = fog_lost(s, a)) return v;
  if (a.use == UseEffect::Fear) return use_fear(s, a);  // rules_fear.cc
  if (a.use == UseEffect::SwapCoin || a.use == UseEffect::OwnDerelict)
    return use_explore_when(s, a);                         // rules_explore_when.cc
  if (a.use >= UseEffect::TakeAll) return use_when(s, a);  // a `when`'s effect
  if (a.use == UseEffect::Hit) return use_hit(s, a);
  if (a.use == UseEffect::BoardRange) return use_board_range(s, a);
  if (a.use == UseEffect::Range) return use_range(s, a);  // slice h41-range (rules_range.cc)
  if (a.use == UseEffect::Explore) return use_explore(s, a);
  const Pieces& p = s.pieces();
  const AbilityCarrier carrier = carrier_of(a);
  const std::string& src = source_id(s, a);
  const bool cancel = a.use == UseEffect::Cancel;
  const char* what = cancel ? "cancel" : "take";
  const TakeAbility* take = nullptr;
  const CancelAbility* off = nullptr;
  for (const TakeAbility& t : p.abilities.takes)
    if (t.carrier.ship == carrier.ship && t.carrier.crew == carrier.crew) take = &t;
  for (const CancelAbility& c : p.abilities.cancels)
    if (c.carrier.ship == carrier.ship && c.carrier.crew == carrier.crew) off = &c;
  // use-source
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  if (cancel ? !off : !take)
    return Violation{"use-source", fmt::format("{} has no `{}` ability", src, what)};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, what)};
  if (cancel) return use_cancel(s, a, *off, i, src);
  // use-once: equal expressions of one ship share their `once`
  const int expr = take->expression_id;
  if (((take->once == TakeAbility::Turn && used(s.takes_turn_, i, expr)) ||
       (take->once == TakeAbility::Game && used(s.takes_game_, i, expr))) &&
      s.enforced("use-once"))
    return Violation{
        "use-once",
        fmt::format("{}'s `take` ({}) was used on {} {} already", src, take->text, s.id(i),
                    take->once == TakeAbility::Turn ? "this turn" : "in this game")};
  // use-target: the other piece, then the items
  // (a fort, or the ship itself: even under a "stands" ruling, nothing to take from)
  const int o = a.other;
  if (a.other_fort)
    return use_target(
        fmt::format("{} is a fort: {}'s `take` takes from a ship", s.fort_id(o), src));
  if (o == i) return use_target(fmt::format("{} cannot take from itself", s.id(i)));
  if (s.enforced("use-target")) {
    if (s.creature(o))
      return use_target(
          fmt::format("{} is a creature: {}'s `take` takes from a ship", s.id(o), src));
    const bool friendly = s.ship(o).owner == s.ship(i).owner;
    if (friendly != (take->from == TakeAbility::FriendWithin))
      return use_target(fmt::format("{} is {}'s: {}'s `take` ({}) takes from {} ship", s.id(o),
                                    s.quoted_name(s.ship(o).owner), src, take->text,
                                    friendly ? "an enemy" : "a friendly"));
    const Geometry& g = s.geometry();
    const Point at = s.ship(i).pos, them = s.ship(o).pos;
    const double gap = g.dist(at, them) - s.radius(i) - s.radius(o);
    const double reach = take->from == TakeAbility::Touching ? 0
                         : take->ruler < 0                   ? take->mm
                                           : s.ruler(take->ruler == 0 ? Ruler::S : Ruler::L);
    if (gap > reach + g.tolerance)
      return use_target(
          take->from == TakeAbility::Touching
              ? fmt::format("{} is {} mm from {} edge to edge: {}'s `take` takes only from a ship "
                            "{} touches (tolerance {} mm)",
                            s.id(o), mm(gap), s.id(i), src, s.id(i), mm(g.tolerance))
              : fmt::format("{} is {} mm from {} edge to edge: {}'s `take` reaches a ship {} "
                            "({} mm, tolerance {} mm)",
                            s.id(o), mm(gap), s.id(i), src, reach_text(*take), mm(reach),
                            mm(g.tolerance)));
    if (MarginNotes* notes = s.margins(); notes && take->from == TakeAbility::Touching)
      notes->contact("use-target", s.id(i), s.radius(i), s.id(o), s.radius(o), g.dist(at, them),
                     g.tolerance);
    for (int16_t c : a.items)
      if (!take->unique || (c >= 0 && !p.crew[size_t(c)].unique))
        return use_target(fmt::format("{} is not {}: {}'s `take` takes {}",
                                      c >= 0 ? p.crew[size_t(c)].id : a.unknown,
                                      take->unique ? "a unique treasure" : "a coin", src,
                                      take->unique ? "unique treasures" : "coins"));
    if (take->unique && !a.coins.empty())
      return use_target(
          fmt::format("a coin of {} is not a unique treasure: {}'s `take` takes unique "
                      "treasures",
                      a.coins[0], src));
    const int count = a.items.size + a.coins.size;
    if (take->count && count > take->count)
      return use_target(fmt::format("the line takes {} items: {}'s `take` takes {} at most", count,
                                    src, take->count));
    if (!a.give_items.empty() || !a.give_coins.empty())
      return use_target(
          fmt::format("{}'s `take` ({}) gives nothing back (no `swap`)", src, take->text));
  }
  // cargo-not-there as the items move, then cargo-places for both ships
  SmallList<int16_t, 2 * kMaxCoins> boarded, onto;
  if (auto v = move_aboard(s, a, a.items, a.coins, o, i, boarded, onto)) return v;
  if (auto v = after_exchange(s, i, o, boarded, onto)) return v;
  if (take->once == TakeAbility::Turn) s.takes_turn_.push_back({int16_t(i), int16_t(expr)});
  if (take->once == TakeAbility::Game) s.takes_game_.push_back({int16_t(i), int16_t(expr)});
  return std::nullopt;
}

}  // namespace qm::pirates
