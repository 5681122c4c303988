// Fear (format 2; docs/rules-pirates.md, "Fear"): at the start of its owner's turn, a d6 for each
// enemy ship within S of the Fear's ship, written among the turn-start lines as `use SRC B1:5
// B2:2`. On a 5 none of that ship's or its crew's abilities work this turn (switched off as a
// `cancel` does); on a 6 its base move is S through its owner's next turn. The line is due (the
// vocabulary gives Fear no `optional`): a Fear of the player whose turn it is that owes its dice
// is `use-roll` on the turn's first action line, or on the next `turn` line when none came.
// Checked in part 2's order: use-source, use-trigger (among the turn-start lines), use-once (one
// line per ship and turn, its Fear entries being one ability), use-roll (a die for each enemy
// ship within S), use-target (the ships named are such ships, each once).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

bool has_fear(const Pieces& p, const AbilityCarrier& c) {
  for (const AbilityCarrier& f : p.abilities.fears)
    if (f.ship == c.ship && f.crew == c.crew) return true;
  return false;
}

// Whether ship t is an enemy ship (not a creature) in play, not lost in a fog bank, within S of
// ship i edge to edge; `gap` receives the distance.
bool feared(const State& s, int i, int t, double& gap) {
  gap = s.geometry().dist(s.ship(i).pos, s.ship(t).pos) - s.radius(i) - s.radius(t);
  return t != i && s.in_play(t) && !s.creature(t) && s.ship(t).owner != s.ship(i).owner &&
         s.ship(t).in_fog < 0 && gap <= s.ruler(Ruler::S) + s.geometry().tolerance;
}

// The ships ship i's Fear rolls for now, in index order.
std::vector<int> feared_ships(const State& s, int i) {
  std::vector<int> out;
  double gap = 0;
  for (int t = 0; t < int(s.ships().size()); ++t)
    if (feared(s, i, t, gap)) out.push_back(t);
  return out;
}

std::string ships_text(const State& s, const std::vector<int>& ships) {
  std::string out;
  for (int t : ships) out += fmt::format("{}{}", out.empty() ? "" : ", ", s.id(t));
  return out;
}

}  // namespace

std::optional<Violation> Rules::fear_pieces(const State& s, const Action& a) {
  for (int16_t t : a.items) {
    if (t < 0)
      return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
    if (!s.in_play(t)) return Violation{"piece-unknown", fmt::format("{} {}", s.id(t), s.gone(t))};
  }
  return std::nullopt;
}

std::optional<Violation> Rules::use_fear(State& s, const Action& a) {
  const Pieces& p = s.pieces();
  AbilityCarrier carrier;
  (a.source_ship ? carrier.ship : carrier.crew) = a.source;
  const std::string& src = carrier_id(p, carrier);
  // use-source: the player's, a Fear, at work aboard a ship
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  if (!has_fear(p, carrier)) return Violation{"use-source", fmt::format("{} has no Fear", src)};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, "fear")};
  // use-trigger: at the start of its owner's turn
  if (s.acted_ && s.enforced("use-trigger"))
    return Violation{"use-trigger",
                     fmt::format("{}'s Fear rolls at the start of {}'s turn, among the turn-start "
                                 "lines; an action line of this turn came before",
                                 src, s.quoted_name(a.player))};
  // use-once: one line per ship and turn (two sources, one ability)
  if (std::find(s.fear_rolled_.begin(), s.fear_rolled_.end(), i) != s.fear_rolled_.end() &&
      s.enforced("use-once"))
    return Violation{"use-once", fmt::format("{}'s Fear rolled for {} this turn already (its Fear "
                                             "entries are one ability)",
                                             src, s.id(i))};
  // use-roll: a die for each enemy ship within S
  const std::vector<int> due = feared_ships(s, i);
  for (int t : due)
    if (std::find(a.items.begin(), a.items.end(), t) == a.items.end() && s.enforced("use-roll"))
      return Violation{"use-roll",
                       fmt::format("{}'s Fear rolls a d6 for each enemy ship within S of {} ({}): "
                                   "the line gives none for {}",
                                   src, s.id(i), ships_text(s, due), s.id(t))};
  // use-target: each ship named is one of them, named once
  if (s.enforced("use-target"))
    for (int k = 0; k < a.items.size; ++k) {
      const int t = a.items[k];
      for (int j = 0; j < k; ++j)
        if (a.items[j] == t) return use_target(fmt::format("{} is named twice", s.id(t)));
      double gap = 0;
      if (feared(s, i, t, gap)) continue;
      const std::string why =
          t == i                               ? std::string("it is the Fear's own ship")
          : s.creature(t)                      ? std::string("it is a creature")
          : s.ship(t).owner == s.ship(i).owner ? fmt::format("it is {}'s own", s.quoted_name(owner))
          : s.ship(t).in_fog >= 0
              ? std::string("it is lost in a fog bank")
              : fmt::format(
                    "it is {} mm from {} edge to edge (S {} mm, "
                    "tolerance {} mm)",
                    mm(gap), s.id(i), mm(s.ruler(Ruler::S)), mm(s.geometry().tolerance));
      return use_target(
          fmt::format("{}'s Fear rolls for enemy ships within S of {}: not for {} "
                      "({})",
                      src, s.id(i), s.id(t), why));
    }
  // The dice: a 5 switches the ship's and its crew's entries off to the end of this turn; a 6
  // gives it base move S through its owner's next turn.
  s.fear_rolled_.push_back(int16_t(i));
  const int until = s.turn_number() + 1;
  for (int k = 0; k < a.items.size; ++k) {
    const int t = a.items[k];
    if (a.dice[k] == 6) s.fear_slowed_.push_back({int16_t(t), false});
    if (a.dice[k] != 5) continue;
    s.switch_off(true, t, until);
    for (size_t c = 0; c < p.crew.size(); ++c)
      if (!s.crew_lost(int(c)) && s.crew_ship(int(c)) == t) s.switch_off(false, int(c), until);
    s.recompute_crew(t);
  }
  return std::nullopt;
}

std::optional<Violation> Rules::fear_owed(const State& s, const Action& a) {
  if ((a.verb != Verb::Turn &&
       (turn_start_line(a.verb) || fear_line(a) || turn_start_extra(s, a))) ||
      !s.enforced("use-roll"))
    return std::nullopt;
  const Pieces& p = s.pieces();
  for (const AbilityCarrier& c : p.abilities.fears) {
    if (carrier_owner(p, c) != s.current()) continue;
    const int i = working_ship(s, c, true);
    // (a ship lost in a fog bank uses nothing: fog-lost)
    if (i < 0 || s.ship(i).in_fog >= 0 ||
        std::find(s.fear_rolled_.begin(), s.fear_rolled_.end(), i) != s.fear_rolled_.end())
      continue;
    const std::vector<int> due = feared_ships(s, i);
    if (due.empty()) continue;
    return Violation{"use-roll",
                     fmt::format("{}'s Fear rolls a d6 for each enemy ship within S of {} ({}) at "
                                 "the start of {}'s turn: its `use {} SHIP:D6 …` line comes among "
                                 "the turn-start lines, before this line",
                                 carrier_id(p, c), s.id(i), ships_text(s, due),
                                 s.quoted_name(s.current()), carrier_id(p, c))};
  }
  return std::nullopt;
}

void Rules::fear_at_turn(State& s, int p) {
  s.fear_rolled_.clear();
  std::erase_if(s.fear_slowed_, [](const std::pair<int16_t, bool>& e) { return e.second; });
  for (auto& [ship, begun] : s.fear_slowed_) begun = begun || s.ship(ship).owner == p;
}

}  // namespace qm::pirates
