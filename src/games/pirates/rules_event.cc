// Events (format 2; docs/rules-pirates.md, "Events"): a `reveal` line turns an event of the
// player face up and applies its entry: a d6 per crew aboard the target, each at or above the
// entry's number killing that crew (Mutiny!); N crew the line names killed; the coins that
// left the game with a sunk ship taken home (Divers) or put on the nearest wild island (Raft);
// nothing, for a `ruling` entry (its `ruling` lines apply it). Checked in the order part 2
// gives: piece-unknown (the event, the target), die-value, then use-source, use-trigger,
// use-once, use-roll, use-target; the effect last.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

std::string crew_list(const State& s, const std::vector<int>& crew) {
  std::string out;
  for (int c : crew)
    out += fmt::format("{}{}", out.empty() ? "" : ", ", s.pieces().crew[size_t(c)].id);
  return out.empty() ? "none" : out;
}

// The wild island whose edge is nearest `at` (the first in the header on a tie), or -1.
int nearest_wild_island(const State& s, Point at) {
  int best = -1;
  double best_d = 0;
  const std::vector<IslandSpec>& islands = s.pieces().islands;
  for (size_t i = 0; i < islands.size(); ++i) {
    if (islands[i].home != kNoPiece) continue;
    const double d = s.geometry().dist(at, islands[i].centre) - islands[i].r;
    if (best < 0 || d < best_d) {
      best = int(i);
      best_d = d;
    }
  }
  return best;
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
  const EventSpec& e = s.pieces().events[size_t(a.event)];
  if (a.other == kNoPiece && e.effect == EventEffect::Ruling) return std::nullopt;  // no target
  if (a.other < 0)
    return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
  // Divers and Raft name the ship that sank (use-trigger checks when it sank).
  const bool after_sinking = e.trigger == EventTrigger::Sink || e.trigger == EventTrigger::Sunk;
  if (after_sinking && s.ship(a.other).sunk) return std::nullopt;
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
  if (s.enforced("use-trigger"))
    if (auto v = reveal_trigger(s, a, e)) return v;
  if (s.event_removed(a.event) && s.enforced("use-once"))
    return Violation{"use-once", fmt::format("{} has been revealed {} time(s), its `uses: {}`: it "
                                             "has left the game",
                                             e.id, s.event_uses(a.event), e.uses)};
  const bool no_target = a.other == kNoPiece && !a.other_fort;  // a `ruling` entry's
  const std::vector<int> crew = a.other_fort || no_target || !s.in_play(a.other)
                                    ? std::vector<int>{}
                                    : s.crew_in_boarding_order(a.other);
  const std::string target = no_target      ? std::string("no piece")
                             : a.other_fort ? s.fort_id(a.other)
                                            : s.id(a.other);
  const bool rolls = e.effect == EventEffect::KillEach;
  if (s.enforced("use-roll")) {
    if (rolls && a.dice.size != crew.size())
      return Violation{
          "use-roll", fmt::format("{} rolls a d6 per crew aboard {}: {} ({}), not {}", e.id, target,
                                  crew.size(), crew_list(s, crew), int(a.dice.size))};
    if (!rolls && a.dice.size)
      return Violation{"use-roll",
                       fmt::format("{} rolls no die: {} written", e.id, int(a.dice.size))};
  }
  if (s.enforced("use-target") && !no_target)
    if (auto v = reveal_target(s, a, e, target, crew)) return v;
  apply_reveal(s, a, e, crew);
  ++s.event_uses_[size_t(a.event)];
  return std::nullopt;
}

// use-trigger: a turn-start event among the turn-start lines; Divers and Raft on the line right
// after the one that sank their ship (several reveals in a row answer the same line); Divers
// and Raft of two players never in one turn (Divers' card; the first written stands).
std::optional<Violation> Rules::reveal_trigger(const State& s, const Action& a,
                                               const EventSpec& e) {
  const int p = a.player;
  if (e.trigger == EventTrigger::TurnStart) {
    if (s.acted_)
      return Violation{"use-trigger",
                       fmt::format("{} is revealed at the beginning of its owner's turn, among the "
                                   "turn-start lines; an action line of this turn came before",
                                   e.id)};
    return std::nullopt;
  }
  if (e.trigger == EventTrigger::Any) return std::nullopt;
  const bool divers = e.trigger == EventTrigger::Sink;
  const char* when = divers ? "right after a line of its owner that sank an enemy ship"
                            : "right after the line on which a ship of its owner sank";
  if (a.other_fort)
    return Violation{"use-trigger", fmt::format("{} is revealed {}; {} is a fort", e.id, when,
                                                s.fort_id(a.other))};
  const Ship& t = s.ship(a.other);
  if (!t.sunk || t.sunk_line != s.trigger_line_)
    return Violation{"use-trigger",
                     fmt::format("{} is revealed {}; {} {}", e.id, when, s.id(a.other),
                                 t.sunk ? "sank on an earlier line" : "has not sunk")};
  // (A Divers is written by the player whose turn it is, turn-order: the line it answers is
  // that player's.)
  const uint8_t others = uint8_t((divers ? s.raft_by_ : s.divers_by_) & ~(1u << p));
  if (others)
    return Violation{"use-trigger",
                     fmt::format("an opponent revealed {} this turn: Divers and Raft are not "
                                 "revealed in the same turn",
                                 divers ? "Raft" : "Divers")};
  return std::nullopt;
}

// use-target: the entry's `target` filter (side, kind); Divers an enemy ship, Raft one of its
// owner's ships; `kill-crew: N` names N crew aboard the target (all there are, when fewer).
std::optional<Violation> Rules::reveal_target(const State& s, const Action& a, const EventSpec& e,
                                              const std::string& target,
                                              const std::vector<int>& crew) {
  const int p = a.player;
  const int owner = a.other_fort ? s.pieces().forts[size_t(a.other)].owner : s.ship(a.other).owner;
  if (e.trigger == EventTrigger::Sink && owner == p)
    return Violation{"use-target", fmt::format("{} is {}'s own: {} takes the gold of an enemy ship",
                                               target, s.quoted_name(p), e.id)};
  if (e.trigger == EventTrigger::Sunk && owner != p)
    return Violation{"use-target", fmt::format("{} is not {}'s: {} saves the cargo of its owner's "
                                               "ship",
                                               target, s.quoted_name(p), e.id)};
  if (e.target_side == 1 && owner == p)
    return Violation{"use-target", fmt::format("{} is {}'s own: {} targets an enemy piece", target,
                                               s.quoted_name(p), e.id)};
  if (e.target_side == 2 && owner != p)
    return Violation{"use-target", fmt::format("{} is not {}'s: {} targets a friendly piece",
                                               target, s.quoted_name(p), e.id)};
  const char* kind = a.other_fort ? "fort" : s.noun(a.other);
  const char* wanted = e.target_kind == 1 ? "ship" : e.target_kind == 2 ? "creature" : nullptr;
  if (wanted && std::string_view(kind) != wanted)
    return Violation{"use-target",
                     fmt::format("{} is a {}: {} targets a {}", target, kind, e.id, wanted)};
  if (e.effect == EventEffect::SaveCargo && !a.other_fort) {
    const int island = nearest_wild_island(s, s.ship(a.other).pos);
    const int saved = s.ship(a.other).sunk_coins.size;
    if (island >= 0 && s.islands()[size_t(island)].coins.size + saved > kMaxCoins)
      return Violation{"use-target",
                       fmt::format("{} would hold more than {} coins, the most an island holds in "
                                   "qm",
                                   s.island_id(island), kMaxCoins)};
  }
  if (e.effect != EventEffect::KillNamed) {
    if (a.items.size)
      return Violation{"use-target",
                       fmt::format("{} names no crew: its effect chooses none", e.id)};
    return std::nullopt;
  }
  // Slice h41-crewloss: a crew a working `immune {to: crew-loss}` keeps is not one to kill.
  size_t killable = 0;
  for (int c : crew) killable += crew_fate(s, c).kind != CrewFate::Kept;
  const size_t wanted_crew = std::min(size_t(e.kill_named), killable);
  for (int16_t c : a.items) {
    if (c < 0) return Violation{"use-target", fmt::format("the record has no crew {}", a.unknown)};
    if (std::find(crew.begin(), crew.end(), c) == crew.end() || s.pieces().crew[size_t(c)].unique)
      return Violation{"use-target", fmt::format("{} is not a crew aboard {}",
                                                 s.pieces().crew[size_t(c)].id, target)};
    if (const CrewFate f = crew_fate(s, c); f.kind == CrewFate::Kept)
      return Violation{"use-target", crew_kept_text(s, c, f)};
    if (std::count(a.items.begin(), a.items.end(), c) > 1)
      return Violation{"use-target",
                       fmt::format("{} is named twice", s.pieces().crew[size_t(c)].id)};
  }
  if (size_t(a.items.size) != wanted_crew)
    return Violation{"use-target",
                     fmt::format("{} kills {} crew of {}: the line names {} of {} aboard ({}), "
                                 "not {}",
                                 e.id, e.kill_named, target, wanted_crew, crew.size(),
                                 crew_list(s, crew), int(a.items.size))};
  return std::nullopt;
}

void Rules::apply_reveal(State& s, const Action& a, const EventSpec& e,
                         const std::vector<int>& crew) {
  const int p = a.player;
  switch (e.effect) {
    case EventEffect::KillEach: {
      // Each crew, in the order they came aboard, dies on its die at or above R.
      bool killed = false;
      for (size_t k = 0; k < crew.size() && k < size_t(a.dice.size); ++k)
        if (a.dice[int(k)] >= e.kill_each) {
          eliminate_crew(s, crew[k]);  // one kept stays (slice h41-crewloss)
          killed = true;
        }
      if (killed) s.recompute_crew(a.other);
      break;
    }
    case EventEffect::KillNamed:
      for (int16_t c : a.items) eliminate_crew(s, c);
      if (a.items.size) s.recompute_crew(a.other);
      break;
    case EventEffect::TakeGold: {
      // The coins that left the game with the ship go to the revealer's home island (none
      // when sink-share shared them).
      Ship& t = s.ships_[size_t(a.other)];
      Gold gold = 0;
      for (int16_t c : t.sunk_coins) {
        gold += c;
        s.home_gold_[size_t(p)] += c;
        ++s.home_coins_[size_t(p)];
        s.ledger_[size_t(p)].shared_in += c;
        s.gold_out_ -= c;
      }
      if (gold)
        s.fact(Fact{s.lines_ + 1, FactKind::Salvaged, int8_t(p), int16_t(a.other), a.event,
                    int(gold)});
      t.sunk_coins = {};
      s.divers_by_ = uint8_t(s.divers_by_ | (1u << p));
      break;
    }
    case EventEffect::SaveCargo: {
      // The coins that left the game with the ship go onto the nearest wild island (edge to
      // the ship's centre; the first in the header on a tie); its crew stay out of the game.
      Ship& t = s.ships_[size_t(a.other)];
      const int island = nearest_wild_island(s, t.pos);
      if (island >= 0) {
        Island& is = s.islands_[size_t(island)];
        Gold gold = 0;
        for (int16_t c : t.sunk_coins) {
          is.coins.push_back(c);
          s.gold_out_ -= c;
          gold += c;
        }
        if (gold)
          s.fact(Fact{s.lines_ + 1, FactKind::Salvaged, int8_t(p), int16_t(a.other), a.event,
                      int(gold)});
        t.sunk_coins = {};
      }
      s.raft_by_ = uint8_t(s.raft_by_ | (1u << p));
      break;
    }
    case EventEffect::Ruling:  // its `ruling` lines apply it
      break;
  }
}

}  // namespace qm::pirates
