// What the checks of several verbs share: the action budget and how figures are written.
#include <fmt/format.h>

#include <cmath>

#include "games/pirates/rules.h"

namespace qm::pirates {

std::string Rules::mm(double v) { return fmt::format("{:.1f}", std::round(v * 10) / 10 + 0.0); }

// Both discs grow by the same amount: the gap shrinks twice as fast as the radius grows. Ships
// of their own radii (format 2) are named each with the radius it would need.
std::string Rules::ships_touch_if(const State& s, int i, int t, double gap) {
  const double grow = (gap - s.geometry().tolerance) / 2, ra = s.radius(i), rb = s.radius(t);
  if (ra == rb)
    return fmt::format("; it would touch if the ships' r were {} mm or more", mm(ra + grow));
  return fmt::format("; it would touch if {}'s r were {} mm and {}'s {} mm or more", s.id(i),
                     mm(ra + grow), s.id(t), mm(rb + grow));
}

std::optional<Violation> Rules::budget(const State& s, int i, Verb verb) {
  if (auto v = action_budget(s, i, verb)) return v;
  if (s.pieces().abilities.denies.empty()) return std::nullopt;
  return denied(s, i, DenyAbility::AnyAction);  // slice h41-deny: `deny {action}`
}

std::optional<Violation> Rules::action_budget(const State& s, int i, Verb verb) {
  const Ship& x = s.ship(i);
  if (x.standard == 0 || !s.enforced("action-budget")) return std::nullopt;
  if (x.grants > 0) {  // format 2: two non-free actions, a Captain's shot part of the move
    if (verb == Verb::Shoot && x.moved && (x.keywords & kCaptain) && !x.captain_shot)
      return std::nullopt;
    if (x.standard - int(x.captain_shot) < 2) return same_kind(s, i, verb);
    return Violation{"action-budget", fmt::format("{} has taken two actions this turn, its own "
                                                  "and the one granted: never a third",
                                                  s.id(i))};
  }
  // The one second standard action: a Captain's shoot after its move.
  // (One standard action and a move: the move was it; a free explore does not count.)
  if (verb == Verb::Shoot && x.standard == 1 && x.moved) {
    if (x.keywords & kCaptain) return std::nullopt;
    return Violation{"action-budget",
                     fmt::format("{} moved this turn; only a ship with a Captain at work may "
                                 "also shoot after its move",
                                 s.id(i))};
  }
  const char* done = x.shot       ? "shot"
                     : x.moved    ? "moved"
                     : x.explored ? "explored"
                     : x.escaped  ? "rolled to leave a Sargasso Sea"
                                  : "repaired";
  return Violation{"action-budget", fmt::format("{} has {} this turn: one standard action per "
                                                "ship and turn",
                                                s.id(i), done)};
}

}  // namespace qm::pirates
