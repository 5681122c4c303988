// The checks of each verb (rules_<verb>.cc), each in the order docs/rules-pirates.md lists, and
// the application of a legal line. Internal to the engine: State::play (state.cc) calls
// them after the checks every line shares.
#pragma once

#include <optional>

#include "games/pirates/state.h"

namespace qm::pirates {

struct Rules {
  static std::optional<Violation> move(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> dock(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> explore(State& s, const Action& a);
  static std::optional<Violation> shoot(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> ram(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> board(State& s, const Action& a);
  static std::optional<Violation> tow(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> repair(State& s, const Action& a);
  static std::optional<Violation> scuttle(State& s, const Action& a);
  static std::optional<Violation> ruling(State& s, const Action& a);  // rules_ruling.cc
  static std::optional<Violation> move_coin(State& s, const Action& a, const RulingChange& c);
  static std::optional<Violation> reef(State& s, const Action& a);  // rules_terrain.cc
  static std::optional<Violation> sargasso(State& s, const Action& a);
  static std::optional<Violation> escape(State& s, const Action& a);
  static std::optional<Violation> whirlpool(State& s, const Action& a);  // rules_whirlpool.cc
  // terrain-missing: the line is not the first terrain line the last move owes.
  static std::optional<Violation> owed_first(const State& s, const Action& a);
  // After a legal move of `ship`: the terrain lines it owes.
  static void owe_terrain_lines(State& s, int ship, Point start, const Action& a);

  // `action-budget` for a standard action of `ship` (`verb`), or nullopt.
  static std::optional<Violation> budget(const State& s, int ship, Verb verb);
  static std::string mm(double v);  // "97.3"
};

}  // namespace qm::pirates
