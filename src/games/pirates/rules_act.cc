// `act` grants beyond `grant: extra` (format 2; docs/rules-pirates.md, "Actions and extra
// actions"): Born Leader's `{act: {grant: same, roll: 5, when: before-action, once: turn}}` (the
// `extra` line comes before any line names the ship as its acting piece; a 5 or 6 lets the ship
// take its non-free action twice, the second of the first's kind) and `{act: {grant: two, to:
// any-own, roll: 6, when: turn-start, once: turn}}` (among the turn-start lines, a ship of the
// fleet the line names takes two non-free actions). extra-source says when the `when` has passed
// or the `to` excludes the ship; action-budget when a `same` grant's second action is of another
// kind.
#include <fmt/format.h>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

// The kind of a non-free action, for a `same` grant: a fog exit is part of its move.
Verb action_kind(Verb v) { return v == Verb::Fog ? Verb::Move : v; }

const char* kind_name(Verb v) {
  switch (action_kind(v)) {
    case Verb::Move:
      return "a move";
    case Verb::Shoot:
      return "a shoot";
    case Verb::Explore:
      return "an explore";
    case Verb::Repair:
      return "a repair";
    case Verb::Escape:
      return "an escape";
    default:
      return "an action";
  }
}

// The lines that do not name their ship as the acting piece of an action of the turn.
bool names_no_actor(Verb v) {
  return v == Verb::Turn || v == Verb::Extra || v == Verb::Use || v == Verb::Reveal ||
         v == Verb::Ruling || v == Verb::Fire || v == Verb::Iceberg || v == Verb::Drift ||
         v == Verb::Build;
}

const ActAbility* act_of(const State& s, const Action& a) {
  if (a.source < 0) return nullptr;
  for (const ActAbility& x : s.pieces().abilities.acts)
    if (a.source_ship ? x.carrier.ship == a.source : x.carrier.crew == a.source) return &x;
  return nullptr;
}

}  // namespace

void Rules::note_acting(State& s, const Action& a, int standard_before) {
  // The acting ship of a line a `when` may answer (rules_when.cc): not a `use` nor a reveal,
  // which answer the line before them.
  if (a.verb != Verb::Use && a.verb != Verb::Reveal) {
    s.trigger_actor_ = a.ship >= 0 && !names_no_actor(a.verb) ? a.ship : int16_t(kNoPiece);
    s.trigger_actor_line_ = s.lines_ + 1;
  }
  if (a.ship < 0 || a.ship >= int(s.ships_.size()) || names_no_actor(a.verb)) return;
  Ship& x = s.ships_[size_t(a.ship)];
  x.named = true;
  if (standard_before == 0 && x.standard > 0) x.first_action = action_kind(a.verb);
}

bool Rules::turn_start_extra(const State& s, const Action& a) {
  if (a.verb != Verb::Extra) return false;
  const ActAbility* act = act_of(s, a);
  return act && act->when == ActAbility::TurnStart;
}

std::optional<Violation> Rules::act_when(const State& s, const Action& a, const ActAbility& act,
                                         const std::string& src) {
  const int i = a.ship;
  if (act.any_own && s.ship(i).owner != a.player)
    return Violation{"extra-source",
                     fmt::format("{} is {}'s: {}'s `act` ({}) grants to a ship of its own fleet",
                                 s.id(i), s.quoted_name(s.ship(i).owner), src, act.text)};
  if (act.when == ActAbility::BeforeAction && s.ship(i).named)
    return Violation{"extra-source",
                     fmt::format("{}'s `act` ({}) comes before {} acts: a line of this turn named "
                                 "{} as its acting piece already",
                                 src, act.text, s.id(i), s.id(i))};
  if (act.when == ActAbility::TurnStart && s.acted_)
    return Violation{"extra-source",
                     fmt::format("{}'s `act` ({}) comes among the turn-start lines; an action line "
                                 "of this turn came before",
                                 src, act.text)};
  return std::nullopt;
}

std::optional<Violation> Rules::same_kind(const State& s, int i, Verb verb) {
  const Ship& x = s.ship(i);
  if (!x.grant_same || x.standard == 0 || action_kind(verb) == x.first_action) return std::nullopt;
  return Violation{"action-budget",
                   fmt::format("{}'s second action granted is the same action: {}, as its first, "
                               "not {}",
                               s.id(i), kind_name(x.first_action), kind_name(verb))};
}

}  // namespace qm::pirates
