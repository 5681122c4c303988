// Fire masts (format 2; docs/rules-pirates.md, "Fire masts"): a `!fire` or `!firepot` hit turns a
// standing mast into a fire mast (rules_shoot.cc). A fire mast is down (it is also in `lost`):
// it fires no cannon and does not stand for rams, boarding or derelicts. Each turn a ship's one
// `fire` line gives a d6 per fire mast, in mast order: a face of its `out` makes it a lost mast,
// a face of its `spread` turns another standing mast (`/N`, else the highest-numbered) into a
// fire mast. The line is due among the turn-start lines when one of the ship's fire masts burns
// `every-turn` (in every player's turn), else before the ship's first action line of its
// owner's turn. fire-roll: a line due and not written, a line not due, a wrong number of dice;
// mast-choice: a `/N` not standing, or more `/N` than spreads.
#include <fmt/format.h>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

// Whether any fire mast of x burns at every turn's start.
bool burns_every_turn(const State& s, const Ship& x) {
  for (int n = 1; n <= 16; ++n)
    if ((x.fire >> (n - 1)) & 1 && Rules::fire_rules(s, x.fire_src[size_t(n - 1)]).every_turn)
      return true;
  return false;
}

// "2 (1, 3)": how many fire masts x has, and which.
std::string fire_masts_text(const Ship& x) {
  std::string list;
  for (int n = 1; n <= 16; ++n)
    if ((x.fire >> (n - 1)) & 1) list += fmt::format("{}{}", list.empty() ? "" : ", ", n);
  return fmt::format("{} ({})", __builtin_popcount(unsigned(x.fire)), list);
}

// The highest-numbered mast standing in `standing` (a bit per mast), 0: none.
int highest(uint16_t standing) { return standing ? 32 - __builtin_clz(unsigned(standing)) : 0; }

}  // namespace

const FireRules& Rules::fire_rules(const State& s, int src) {
  static const FireRules kCard;  // the Fire Mast Rules card's
  return src >= 0 ? s.pieces().abilities.shots[size_t(src)].fire : kCard;
}

void Rules::set_on_fire(State& s, int t, int mast, int src) {
  s.remove_mast(t, mast);
  Ship& x = s.ships_[size_t(t)];
  x.fire = uint16_t(x.fire | (1u << (mast - 1)));
  x.fire_src[size_t(mast - 1)] = int16_t(src);
}

void Rules::fires_at_turn(State& s, int p) {
  s.fire_due_ = false;
  for (size_t i = 0; i < s.ships_.size(); ++i) {
    Ship& x = s.ships_[i];
    x.fire_due = x.fire_rolled = false;
    if (x.sunk || !x.fire) continue;
    // Only fire and lost masts, one burning: the ship is scuttled, and sinks now (its crew and
    // gold leave the game).
    if (x.owner == p && x.derelict()) {
      x.scuttled = true;  // begin_turn's scuttled ships sink right after this
      continue;
    }
    x.fire_due = x.owner == p || burns_every_turn(s, x);
    s.fire_due_ = s.fire_due_ || x.fire_due;
  }
}

std::optional<Violation> Rules::fire_order(const State& s, const Action& a) {
  if (a.verb == Verb::Fire || !s.enforced("fire-roll")) return std::nullopt;
  const bool action_line = !turn_start_line(a.verb) && !fear_line(a);
  for (size_t i = 0; i < s.ships().size(); ++i) {
    const Ship& x = s.ship(int(i));
    if (!x.fire_due || x.sunk || !x.fire) continue;
    if (burns_every_turn(s, x)) {
      if (action_line || a.verb == Verb::Turn)
        return Violation{"fire-roll",
                         fmt::format("{}'s fire masts {} burn at every turn's start: its `fire` "
                                     "line (a d6 per fire mast) comes among the turn-start lines, "
                                     "before this line",
                                     s.id(int(i)), fire_masts_text(x))};
    } else if (action_line && a.ship == int(i) && a.fort < 0) {
      return Violation{"fire-roll",
                       fmt::format("{} has fire masts {}: its `fire` line (a d6 per fire mast) "
                                   "comes before its first action of the turn",
                                   s.id(int(i)), fire_masts_text(x))};
    }
  }
  return std::nullopt;
}

std::optional<Violation> Rules::fire(State& s, const Action& a) {
  const int i = a.ship;
  const Ship& x = s.ship(i);
  if (!x.fire)
    return Violation{"fire-roll", fmt::format("{} has no fire mast: no `fire` line", s.id(i))};
  if (!x.fire_due)
    return Violation{
        "fire-roll",
        x.fire_rolled
            ? fmt::format("{}'s fire masts have rolled already this turn", s.id(i))
            : fmt::format("no `fire` line of {} is due now: fire masts set this turn burn from "
                          "the next one, and those of `when: before-action` only in their "
                          "owner's turn",
                          s.id(i))};
  const int n = __builtin_popcount(unsigned(x.fire));
  if (a.dice.size != n)
    return Violation{"fire-roll", fmt::format("{} has {} fire mast(s) {}: the line gives one d6 "
                                              "for each, not {}",
                                              s.id(i), n, fire_masts_text(x), int(a.dice.size))};
  // The dice in mast order, on a copy of the masts: the table changes once all of them hold.
  const uint16_t burning = x.fire;
  uint16_t lost = x.lost, fire = x.fire;
  std::array<int16_t, 16> src = x.fire_src;
  SmallList<int8_t, 16> spreads;  // the masts set on fire, in order
  int k = 0, choice = 0;
  for (int m = 1; m <= 16; ++m) {
    if (!((burning >> (m - 1)) & 1)) continue;
    const int die = a.dice[k++];
    const FireRules& r = fire_rules(s, src[size_t(m - 1)]);
    if ((r.out >> (die - 1)) & 1) {
      fire = uint16_t(fire & ~(1u << (m - 1)));  // burnt out: a lost mast
      continue;
    }
    if (!((r.spread >> (die - 1)) & 1)) continue;
    const uint16_t standing = uint16_t(x.masts & ~lost);
    int to = 0;
    if (choice < a.losses.size) {
      to = a.losses[choice++];
      if (to > 16 || !((standing >> (to - 1)) & 1))
        return Violation{"mast-choice",
                         fmt::format("d6 {} spreads mast {}'s fire; {}'s mast {} is not standing",
                                     die, m, s.id(i), to)};
    } else {
      to = highest(standing);
    }
    if (!to) continue;  // nothing left standing to catch fire
    lost = uint16_t(lost | (1u << (to - 1)));
    fire = uint16_t(fire | (1u << (to - 1)));
    src[size_t(to - 1)] = src[size_t(m - 1)];
    spreads.push_back(int8_t(to));
  }
  if (choice < a.losses.size)
    return Violation{"mast-choice",
                     fmt::format("the dice spread {} fire(s); /{} is one choice too many", choice,
                                 int(a.losses[choice]))};
  Ship& m = s.ships_[size_t(i)];
  m.fire = uint16_t(fire & burning);  // the fire masts still burning; the spreads follow
  for (int8_t to : spreads) set_on_fire(s, i, to, src[size_t(to - 1)]);
  m.fire_due = false;
  m.fire_rolled = true;
  return std::nullopt;
}

}  // namespace qm::pirates
