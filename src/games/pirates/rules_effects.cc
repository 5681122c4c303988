// A mysterious row's effects that qm applies for their duration (docs/rules-pirates.md,
// "Mysterious islands"): one more ruler on the ship's moves, or no explore of the rolled island.
// They start with the `mystery` line and end as their `for:` says: after the ship's next move
// (next-move), at the next `turn` line (turn), when its owner's next turn is over (next-turn),
// at its next dock (redock: a dock comes only after the ship left), at its next dock at home
// (until-home), never (none written).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

// "I2's table, roll 5,6: {stat: {move: +L, for: next-move}}"
std::string effect_name(const State& s, const ActiveEffect& e) {
  const MysteryRow& row = s.pieces().islands[size_t(e.island)].table[size_t(e.row)];
  return fmt::format("{}: {}", row.text, s.timed_effect(e).text);
}

template <typename Ends>
void end_if(State& s, std::vector<ActiveEffect>& list, Ends ends) {
  list.erase(std::remove_if(list.begin(), list.end(),
                            [&](const ActiveEffect& e) { return ends(e, s.timed_effect(e)); }),
             list.end());
}

}  // namespace

void Rules::start_effects(State& s, int i, int island, int row) {
  const MysteryRow& r = s.pieces().islands[size_t(island)].table[size_t(row)];
  for (size_t k = 0; k < r.timed.size(); ++k)
    s.timed_.push_back({int16_t(i), int16_t(island), int8_t(row), int16_t(k), false});
}

int Rules::effect_rulers(const State& s, int i, Ruler* rulers, int n, int cap, std::string& text) {
  for (const ActiveEffect& e : s.timed_) {
    const TimedEffect& t = s.timed_effect(e);
    if (e.ship != i || t.kind != TimedEffect::MoveRuler) continue;
    if (n < cap) {
      rulers[n++] = t.ruler;
    } else if (t.ruler == Ruler::L) {  // a move has at most kMaxPoints segments: keep the longest
      Ruler* shorter = std::find(rulers, rulers + n, Ruler::S);
      if (shorter != rulers + n) *shorter = Ruler::L;
    }
    text += fmt::format(" and {}'s {} ({})", s.island_id(e.island), ruler_name(t.ruler),
                        effect_name(s, e));
  }
  return n;
}

std::optional<Violation> Rules::effect_denies_explore(const State& s, int i, int island) {
  for (const ActiveEffect& e : s.timed_)
    if (e.ship == i && e.island == island && s.timed_effect(e).kind == TimedEffect::DenyExplore &&
        s.enforced("deny-broken"))
      return Violation{"deny-broken",
                       fmt::format("{} may not explore {}: {} ({} rolled it)", s.id(i),
                                   s.island_id(island), effect_name(s, e), s.id(i))};
  return std::nullopt;
}

void Rules::end_effects(State& s, const Action& a) {
  if (s.timed_.empty()) return;
  const int i = a.ship;
  if (a.verb == Verb::Move)
    end_if(s, s.timed_, [&](const ActiveEffect& e, const TimedEffect& t) {
      return e.ship == i && t.lasts == EffectFor::NextMove;
    });
  if (a.verb == Verb::Dock) {
    const bool home = s.is_home_of(a.island, s.ship(i).owner);
    end_if(s, s.timed_, [&](const ActiveEffect& e, const TimedEffect& t) {
      return e.ship == i &&
             (t.lasts == EffectFor::Redock || (home && t.lasts == EffectFor::UntilHome));
    });
  }
}

void Rules::end_effects_at_turn(State& s, int player) {
  if (s.timed_.empty()) return;
  end_if(s, s.timed_, [&](const ActiveEffect& e, const TimedEffect& t) {
    return t.lasts == EffectFor::Turn || (t.lasts == EffectFor::NextTurn && e.next_turn_begun);
  });
  for (ActiveEffect& e : s.timed_)
    if (s.timed_effect(e).lasts == EffectFor::NextTurn && s.ship(e.ship).owner == player)
      e.next_turn_begun = true;
}

}  // namespace qm::pirates
