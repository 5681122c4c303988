// Events (format 2; docs/rules-pirates.md, "Events"): a `reveal` line turns an event of the
// player face up and applies its entry, here a d6 per crew aboard the target, each at or
// above the entry's number killing that crew (Mutiny!). Checked in the order part 2 gives:
// piece-unknown (the event, the target), die-value, then use-source, use-trigger,
// use-once, use-roll, use-target; the effect last.
#include <fmt/format.h>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

std::string crew_list(const State& s, const std::vector<int>& crew) {
  std::string out;
  for (int c : crew)
    out += fmt::format("{}{}", out.empty() ? "" : ", ", s.pieces().crew[size_t(c)].id);
  return out.empty() ? "none" : out;
}

}  // namespace

std::optional<Violation> Rules::reveal_pieces(const State& s, const Action& a) {
  if (a.event < 0)
    return Violation{"piece-unknown", fmt::format("the record has no event {}", a.unknown)};
  if (a.other_fort) {
    const Fort& f = s.fort(a.other);
    if (!f.standing())
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

std::optional<Violation> Rules::reveal(State& s, const Action& a) {
  const EventSpec& e = s.pieces().events[size_t(a.event)];
  const int p = a.player;
  if (s.enforced("use-source")) {
    if (e.owner != p)
      return Violation{"use-source", fmt::format("{} is {}'s event, not {}'s", e.id,
                                                 s.quoted_name(e.owner), s.quoted_name(p))};
    // An event without `uses` stays face up once revealed: it is not revealed again.
    if (s.event_revealed(a.event) && !s.event_removed(a.event))
      return Violation{
          "use-source",
          fmt::format("{} is face up already: a reveal turns a face-down event up", e.id)};
  }
  if (s.acted_ && s.enforced("use-trigger"))
    return Violation{"use-trigger",
                     fmt::format("{} is revealed at the beginning of its owner's turn, among the "
                                 "turn-start lines; an action line of this turn came before",
                                 e.id)};
  if (s.event_removed(a.event) && s.enforced("use-once"))
    return Violation{"use-once", fmt::format("{} has been revealed {} time(s), its `uses: {}`: it "
                                             "has left the game",
                                             e.id, s.event_uses(a.event), e.uses)};
  const std::vector<int> crew =
      a.other_fort ? std::vector<int>{} : s.crew_in_boarding_order(a.other);
  const std::string target = a.other_fort ? s.fort_id(a.other) : s.id(a.other);
  if (a.dice.size != crew.size() && s.enforced("use-roll"))
    return Violation{"use-roll",
                     fmt::format("{} rolls a d6 per crew aboard {}: {} ({}), not {}", e.id, target,
                                 crew.size(), crew_list(s, crew), int(a.dice.size))};
  if (s.enforced("use-target")) {
    const int owner =
        a.other_fort ? s.pieces().forts[size_t(a.other)].owner : s.ship(a.other).owner;
    if (e.target_side == 1 && owner == p)
      return Violation{"use-target", fmt::format("{} is {}'s own: {} targets an enemy piece",
                                                 target, s.quoted_name(p), e.id)};
    if (e.target_side == 2 && owner != p)
      return Violation{"use-target", fmt::format("{} is not {}'s: {} targets a friendly piece",
                                                 target, s.quoted_name(p), e.id)};
    const char* kind = a.other_fort ? "fort" : s.noun(a.other);
    const char* wanted = e.target_kind == 1 ? "ship" : e.target_kind == 2 ? "creature" : nullptr;
    if (wanted && std::string_view(kind) != wanted)
      return Violation{"use-target",
                       fmt::format("{} is a {}: {} targets a {}", target, kind, e.id, wanted)};
  }
  // The effect: each crew, in the order they came aboard, dies on its die at or above R.
  bool killed = false;
  for (size_t k = 0; k < crew.size() && k < size_t(a.dice.size); ++k)
    if (a.dice[int(k)] >= e.kill_each) {
      s.crew_lost_[size_t(crew[k])] = 1;
      killed = true;
    }
  if (killed) s.recompute_crew(a.other);
  ++s.event_uses_[size_t(a.event)];
  return std::nullopt;
}

}  // namespace qm::pirates
