// A shot's effect on a `use` line (format 2; docs/rules-pirates.md, "A shot's effect: `use SRC
// @N`"): `Anna use A1c @2 kill B1a`, the effect of a `when {event: hit}` of a card (a ship's own,
// or a crew's or an equipment's at work aboard) on the ship or creature that shot 2 of the shoot
// line before hit. Checked in part 2's order after the source's piece-unknown and fog-lost:
// use-source (the player's, a working `when {event: hit}` of the effect written), use-trigger
// (right after a shoot line of the source's ship, whose shot N hit a ship or a creature),
// use-once, use-target (the crew or items named are aboard the piece hit, as many as the effect
// takes), then the effect's own rules (mast-choice for the masts lost) and the effect.
// An effect is due: on the first line after the shoot line (and the `use`/`reveal` lines
// answering it) that is not a `use` or `reveal` line, an effect still owed is use-trigger.
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

Violation hit_target(std::string text) { return Violation{"use-target", std::move(text)}; }

const char* effect_text(HitAbility::Effect e) {
  switch (e) {
    case HitAbility::KillCrew:
      return "eliminates crew (`kill`)";
    case HitAbility::KillCargo:
      return "removes cargo (`cargo`)";
    case HitAbility::ExtraMast:
      return "removes more masts (`mast`)";
    case HitAbility::ChooseMast:
      break;
  }
  return "lets the shooter choose the mast (the shot's `/N`)";
}

// The crew (not equipment nor treasure) aboard ship t; with `items`, every item (crew,
// equipment, unique treasures) and the coins.
int aboard(const State& s, int t, bool items) {
  const Pieces& p = s.pieces();
  int n = items ? s.ship(t).gold.size : 0;
  // Slice h41-crewloss: a crew a working `immune {to: crew-loss}` keeps is not one to kill.
  for (size_t c = 0; c < p.crew.size(); ++c)
    if (!s.crew_lost(int(c)) && s.crew_ship(int(c)) == t && (items || !p.crew[c].equipment) &&
        crew_fate(s, int(c)).kind != CrewFate::Kept)
      ++n;
  return n;
}

// Whether shot k's hit on t leaves the effect something to act on (else it is not due).
bool effect_has_work(const State& s, const HitAbility& h, int t) {
  if (t < 0 || s.ship(t).sunk) return false;
  switch (h.effect) {
    case HitAbility::KillCrew:
      return aboard(s, t, false) > 0;
    case HitAbility::KillCargo:
      return aboard(s, t, true) > 0;
    case HitAbility::ExtraMast:
      return s.ship(t).standing() > 0;
    case HitAbility::ChooseMast:
      break;
  }
  return false;
}

bool used_this_turn(const std::vector<std::pair<int16_t, int16_t>>& list, int i, int expr) {
  return std::find(list.begin(), list.end(), std::pair{int16_t(i), int16_t(expr)}) != list.end();
}

}  // namespace

void Rules::note_hits(State& s, const Action& a) {
  s.hit_line_ = -1;
  s.hits_due_.clear();
  const std::vector<HitAbility>& hits = s.pieces().abilities.hits;
  if (hits.empty() || a.fort >= 0 || a.ship < 0) return;
  const int i = a.ship;
  s.hit_line_ = s.lines_;
  s.hit_by_ = int16_t(i);
  s.hit_targets_.clear();
  for (const Shot& shot : a.shots)
    s.hit_targets_.push_back(!shot.hit      ? int16_t(kNoPiece)
                             : shot.at_fort ? State::kHitFort
                                            : shot.target);
  // Each expression at work on the shooter once (two sources, one ability): its lines owed.
  for (size_t j = 0; j < hits.size(); ++j) {
    const HitAbility& h = hits[j];
    if (h.effect == HitAbility::ChooseMast || working_ship(s, h.carrier, true) != i) continue;
    bool seen = false;
    for (const State::HitDue& d : s.hits_due_)
      seen = seen || hits[size_t(d.ability)].expression_id == h.expression_id;
    if (seen || s.hits_due_.full()) continue;
    int owed = 0;
    for (int16_t t : s.hit_targets_) owed += effect_has_work(s, h, t);
    if (h.once_turn)
      owed = std::min(owed, used_this_turn(s.hits_turn_, i, h.expression_id) ? 0 : 1);
    if (owed) s.hits_due_.push_back({int16_t(j), uint8_t(owed), 0});
  }
}

std::optional<Violation> Rules::hits_owed(const State& s) {
  if (!s.enforced("use-trigger")) return std::nullopt;
  for (const State::HitDue& d : s.hits_due_) {
    if (!d.owed) continue;
    const HitAbility& h = s.pieces().abilities.hits[size_t(d.ability)];
    return Violation{
        "use-trigger",
        fmt::format("{}'s `when {{event: hit}}` ({}) is due after {}'s shoot line: its `use {} "
                    "@N` line{} come{} right after that line",
                    carrier_id(s.pieces(), h.carrier), h.text, s.id(s.hit_by_),
                    carrier_id(s.pieces(), h.carrier), d.owed > 1 ? "s" : "",
                    d.owed > 1 ? "" : "s")};
  }
  return std::nullopt;
}

std::optional<Violation> Rules::use_hit(State& s, const Action& a) {
  const Pieces& p = s.pieces();
  const AbilityCarrier carrier =
      a.source_ship ? AbilityCarrier{a.source, -1, -1} : AbilityCarrier{-1, a.source, -1};
  const std::string& src = carrier_id(p, carrier);
  int j = -1;
  for (size_t k = 0; k < p.abilities.hits.size(); ++k)
    if (p.abilities.hits[k].carrier.ship == carrier.ship &&
        p.abilities.hits[k].carrier.crew == carrier.crew)
      j = int(k);
  // use-source
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  if (j < 0)
    return Violation{"use-source", fmt::format("{} has no `when {{event: hit}}` ability", src)};
  const HitAbility& h = p.abilities.hits[size_t(j)];
  if (h.effect != a.hit_effect)
    return Violation{"use-source", fmt::format("{}'s `when {{event: hit}}` ({}) {}, not what the "
                                               "line writes",
                                               src, h.text, effect_text(h.effect))};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, "when")};
  // use-trigger: right after the shoot line of ship i (or the lines answering it), shot N a hit
  // on a ship or a creature
  const int n = a.at_shot;
  if (s.enforced("use-trigger")) {
    if (s.hit_line_ < 0)
      return Violation{"use-trigger",
                       fmt::format("a shot's effect comes right after the shoot line (and the "
                                   "`use` or `reveal` lines answering it): the line before "
                                   "answers no shoot line")};
    if (s.hit_by_ != i)
      return Violation{"use-trigger", fmt::format("{} works on {}, and the shoot line before is "
                                                  "{}'s",
                                                  src, s.id(i), s.id(s.hit_by_))};
    if (n > s.hit_targets_.size)
      return Violation{"use-trigger", fmt::format("the shoot line before has {} shot{}, not {}",
                                                  int(s.hit_targets_.size),
                                                  s.hit_targets_.size > 1 ? "s" : "", n)};
    if (s.hit_targets_[n - 1] == kNoPiece)
      return Violation{"use-trigger", fmt::format("shot {} of {} missed", n, s.id(i))};
    if (s.hit_targets_[n - 1] == State::kHitFort)
      return Violation{"use-trigger",
                       fmt::format("shot {} of {} hit a fort: {}'s effect falls on a ship or a "
                                   "creature",
                                   n, s.id(i), src)};
  }
  if (s.hit_line_ < 0 || s.hit_by_ != i || n > s.hit_targets_.size || s.hit_targets_[n - 1] < 0)
    return Violation{"use-trigger", fmt::format("shot {} is not a hit of {}", n, s.id(i))};
  const int t = s.hit_targets_[n - 1];
  // use-once: `once: turn` between equal expressions of ship i; one effect a shot
  State::HitDue* due = nullptr;
  for (State::HitDue& d : s.hits_due_)
    if (p.abilities.hits[size_t(d.ability)].expression_id == h.expression_id) due = &d;
  if (h.once_turn && used_this_turn(s.hits_turn_, i, h.expression_id) && s.enforced("use-once"))
    return Violation{"use-once", fmt::format("{}'s `when {{event: hit}}` ({}) was used on {} this "
                                             "turn already",
                                             src, h.text, s.id(i))};
  if (due && (due->answered >> (n - 1)) & 1 && s.enforced("use-once"))
    return Violation{"use-once",
                     fmt::format("the effect of {}'s `when {{event: hit}}` on shot {} is written "
                                 "already",
                                 src, n)};
  // use-target, then the effect
  if (s.ship(t).sunk)
    return hit_target(fmt::format("{} sank: {}'s effect has nothing to act on", s.id(t), src));
  Ship& y = s.ships_[size_t(t)];
  if (h.effect == HitAbility::ExtraMast) {
    if (!a.items.empty() || !a.coins.empty())
      return hit_target(fmt::format("`mast` names the masts {} loses (/N), not items", s.id(t)));
    const int lose = std::min(int(h.count), y.standing());
    if (a.losses.size > lose)
      return Violation{"mast-choice",
                       fmt::format("{} loses {} more mast{}: {} choices are written", s.id(t), lose,
                                   lose == 1 ? "" : "s", int(a.losses.size))};
    for (int k = 0; k < a.losses.size; ++k) {
      const int m = a.losses[k];
      if (!y.mast_standing(m) || std::count(a.losses.begin(), a.losses.begin() + k, m))
        return Violation{"mast-choice", fmt::format("{}'s mast {} is not standing", s.id(t), m)};
    }
    for (int k = 0; k < lose; ++k) {
      int m = k < a.losses.size ? a.losses[k] : 0;
      for (int c = int(p.ships[size_t(t)].masts.size()); c >= 1 && !m; --c)
        if (s.ship(t).mast_standing(c)) m = c;
      if (m) s.remove_mast(t, m);
    }
  } else {
    const bool cargo = h.effect == HitAbility::KillCargo;
    const int wanted = std::min(int(h.count), aboard(s, t, cargo));
    const int named = a.items.size + a.coins.size;
    if (named != wanted && s.enforced("use-target"))
      return hit_target(fmt::format(
          "{}'s effect ({}) takes {} {} of {} ({} aboard): the line names {}", src, h.text, wanted,
          cargo ? "item(s)" : "crew", s.id(t), aboard(s, t, cargo), named));
    for (int k = 0; k < a.items.size; ++k) {
      const int c = a.items[k];
      const std::string name = c >= 0 ? p.crew[size_t(c)].id : a.unknown;
      if (c < 0 || s.crew_lost(c) || s.crew_ship(c) != t ||
          std::count(a.items.begin(), a.items.begin() + k, c))
        return hit_target(fmt::format("{} is not aboard {}", name, s.id(t)));
      if (!cargo && p.crew[size_t(c)].equipment)
        return hit_target(
            fmt::format("{} is {}: {}'s effect eliminates crew", name,
                        p.crew[size_t(c)].unique ? "a unique treasure" : "an equipment", src));
      // Slice h41-crewloss: a crew (as cargo too) a working `immune {to: crew-loss}` keeps.
      if (const CrewFate f = crew_fate(s, c); f.kind == CrewFate::Kept)
        return hit_target(crew_kept_text(s, c, f));
    }
    for (int16_t c : a.items) {
      if (p.crew[size_t(c)].equipment)
        s.crew_lost_[size_t(c)] = 1;  // an item out of the game
      else
        eliminate_crew(s, c);
    }
    for (int16_t v : a.coins) {
      const int at = coin_at(y.gold, v);
      if (at < 0) return hit_target(fmt::format("{} carries no coin of {}", s.id(t), v));
      remove_coin(y.gold, at);
      s.gold_out_ += v;  // out of the game
    }
    s.recompute_crew(t);
  }
  if (h.once_turn) s.hits_turn_.push_back({int16_t(i), int16_t(h.expression_id)});
  if (due) {
    due->answered = uint16_t(due->answered | (1u << (n - 1)));
    if (due->owed) --due->owed;
  }
  return std::nullopt;
}

// `use SRC board-range TARGET`: the source's `allow {board-range}` at work on ship i; with i's
// move action (right after its move line and that move's terrain lines, or as its non-free action
// of the turn: action-budget); TARGET an enemy ship (not a creature nor a fort) within the ruler
// of i, edge to edge. The next line may be i's `board` against TARGET (board-no-ram).
std::optional<Violation> Rules::use_board_range(State& s, const Action& a) {
  const Pieces& p = s.pieces();
  const AbilityCarrier carrier =
      a.source_ship ? AbilityCarrier{a.source, -1, -1} : AbilityCarrier{-1, a.source, -1};
  const std::string& src = carrier_id(p, carrier);
  const BoardRangeAbility* b = nullptr;
  for (const BoardRangeAbility& r : p.abilities.board_ranges)
    if (r.carrier.ship == carrier.ship && r.carrier.crew == carrier.crew) b = &r;
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  if (!b)
    return Violation{"use-source",
                     fmt::format("{} has no `{{allow: {{what: board-range}}}}` ability", src)};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, "allow")};
  // use-trigger: with its move action (action-budget when it takes one now)
  const bool after_move = s.mover_ == i;
  if (!after_move)
    if (auto v = budget(s, i, Verb::Move)) return v;
  // use-target
  const int t = a.other;
  if (a.other_fort)
    return hit_target(
        fmt::format("{} is a fort: {}'s `board-range` boards a ship", s.fort_id(t), src));
  if (s.enforced("use-target")) {
    if (s.creature(t))
      return hit_target(
          fmt::format("{} is a creature: {}'s `board-range` boards a ship", s.id(t), src));
    if (s.ship(t).owner == s.ship(i).owner)
      return hit_target(fmt::format("{} is {}'s own: {}'s `board-range` boards an enemy ship",
                                    s.id(t), s.quoted_name(s.ship(t).owner), src));
    const double reach = s.ruler(b->ruler == 0 ? Ruler::S : Ruler::L);
    const double gap = s.geometry().dist(s.ship(i).pos, s.ship(t).pos) - s.radius(i) - s.radius(t);
    if (gap > reach + s.geometry().tolerance)
      return hit_target(
          fmt::format("{} is {} mm from {} edge to edge: {}'s `board-range` "
                      "reaches {} mm (tolerance {} mm)",
                      s.id(t), mm(gap), s.id(i), src, mm(reach), mm(s.geometry().tolerance)));
  }
  if (!after_move) {  // the move action it takes to board
    Ship& x = s.ships_[size_t(i)];
    ++x.standard;
    x.moved = true;
  }
  s.board_range_line_ = s.lines_ + 1;
  s.board_range_by_ = int16_t(i);
  s.board_range_target_ = int16_t(t);
  return std::nullopt;
}

}  // namespace qm::pirates
