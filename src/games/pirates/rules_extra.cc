// `extra` (format 2; docs/rules-pirates.md, "Actions and extra actions"): `Anna extra A1 A1c 5`,
// an `act` ability of A1 (its own, or a crew's or an equipment's at work aboard) granting A1 one
// more non-free action this turn (`to: any-own`: a ship of the fleet; its `when` and a `same`
// grant's kind: rules_act.cc). extra-source: the source has no `act` qm applies or none at
// work on the piece, its `when` has passed, its `once` is used up, its crew cost is not paid,
// its die is missing or written where it rolls none. A die below the source's number is legal and
// grants nothing; the attempt uses the `once` and pays the cost all the same. The grant is a
// ruling's `grant`: action-budget then allows a second non-free action (rules.cc). An `act` qm
// does not apply (`grant: give`, `kind`, a `roll` map, `cost: action`) grants as written, the
// line and the actions after it listed as unchecked (pirates_unmodelled.cc).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

Violation source(std::string text) { return Violation{"extra-source", std::move(text)}; }

bool carries(const AbilityCarrier& c, const Action& a) {
  return a.source_ship ? c.ship == a.source : c.crew == a.source;
}

// Why the source's ability does not work on ship i now ("" when it does).
std::string not_at_work(const State& s, const AbilityCarrier& c, int i, bool need_nation) {
  if (working_ship(s, c, need_nation) == i) return "";
  if (s.cancelled(c)) return switched_off_text(s, c);
  if (c.ship >= 0)
    return fmt::format("{}'s own abilities work on {} only", s.id(c.ship), s.id(c.ship));
  const CrewSpec& crew = s.pieces().crew[size_t(c.crew)];
  const int at = s.crew_ship(c.crew);
  if (at != i) return fmt::format("{} is not aboard {}", crew.id, s.id(i));
  return fmt::format("{} is of {}, and {} of {}: its abilities do not work there", crew.id,
                     crew.nation, s.id(i), s.pieces().ships[size_t(i)].nation);
}

bool used(const std::vector<std::pair<int16_t, int16_t>>& list, int i, int expression) {
  return std::find(list.begin(), list.end(), std::pair{int16_t(i), int16_t(expression)}) !=
         list.end();
}

}  // namespace

std::optional<Violation> Rules::extra(State& s, const Action& a) {
  const int i = a.ship;
  const Pieces& p = s.pieces();
  const std::string src = a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id;
  const ActAbility* act = nullptr;
  for (const ActAbility& x : p.abilities.acts)
    if (carries(x.carrier, a)) act = &x;
  if (!act) {
    // An `act` qm does not apply: checked for being at work, then granted, unchecked.
    for (const UnmodelledAbility& u : p.abilities.unmodelled) {
      if (!carries(u.carrier, a) || (u.text.rfind("{act:", 0) != 0 && u.text != "born-leader"))
        continue;
      if (std::string why = not_at_work(s, u.carrier, i, false); !why.empty())
        return source(fmt::format("{}'s `act` does not work on {}: {}", src, s.id(i), why));
      s.ships_[size_t(i)].grants = 1;
      return std::nullopt;
    }
    return source(fmt::format("{} has no `act` ability: nothing of it grants an action", src));
  }
  // (`to: any-own`: at work on any ship; the line names a ship of the fleet, rules_act.cc)
  const int at = act->any_own ? working_ship(s, act->carrier, true) : i;
  if (std::string why = not_at_work(s, act->carrier, at < 0 ? i : at, true); !why.empty())
    return source(
        fmt::format("{}'s `act` does not work on {}: {}", src, s.id(at < 0 ? i : at), why));
  if (auto v = act_when(s, a, *act, src)) return v;
  const int expr = act->expression_id;
  if ((act->once == ActAbility::Turn && used(s.acts_turn_, i, expr)) ||
      (act->once == ActAbility::Game && used(s.acts_game_, i, expr)))
    return source(fmt::format("{}'s `act` ({}) was used {} already", src, act->text,
                              act->once == ActAbility::Turn ? "this turn" : "in this game"));
  int paid = -1;
  if (act->cost_crew) {
    if (a.items.empty())
      return source(
          fmt::format("{}'s `act` ({}) costs a crew of {}: the line names it after "
                      "`pay`",
                      src, act->text, s.id(i)));
    paid = a.items[0];
    if (paid < 0) return source(fmt::format("the record has no crew {}", a.unknown));
    const CrewSpec& crew = p.crew[size_t(paid)];
    if (s.crew_lost(paid) || s.crew_ship(paid) != i || crew.equipment)
      return source(
          fmt::format("{} is not a crew aboard {} to pay {}'s `act` with", crew.id, s.id(i), src));
    // Slice h41-crewloss: paying eliminates the crew; one a working `immune {to: crew-loss}`
    // keeps cannot pay.
    if (const CrewFate f = crew_fate(s, paid); f.kind == CrewFate::Kept)
      return source(crew_kept_text(s, paid, f) + ": it cannot pay");
  } else if (!a.items.empty()) {
    return source(fmt::format("{}'s `act` ({}) costs no crew: nothing is paid", src, act->text));
  }
  if (act->roll && !a.die)
    return source(fmt::format("{}'s `act` ({}) rolls a d6: the line writes none", src, act->text));
  if (!act->roll && a.die)
    return source(fmt::format("{}'s `act` ({}) rolls no die: the line writes {}", src, act->text,
                              int(a.die)));
  if (act->once == ActAbility::Turn) s.acts_turn_.push_back({int16_t(i), int16_t(expr)});
  if (act->once == ActAbility::Game) s.acts_game_.push_back({int16_t(i), int16_t(expr)});
  if (paid >= 0) {
    eliminate_crew(s, paid);
    s.recompute_crew(i);
  }
  if (!act->roll || a.die >= act->roll) {
    Ship& x = s.ships_[size_t(i)];
    // A `same` grant beside another grant adds no restriction.
    x.grant_same = act->grant == ActAbility::Same && (!x.grants || x.grant_same);
    x.grants = 1;
  }
  return std::nullopt;
}

}  // namespace qm::pirates
