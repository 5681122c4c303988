// Triggered effects (format 2; docs/rules-pirates.md, "Triggered effects: `when`"): a `use` line
// right after its trigger applies a `when` entry of a ship or a crew at work aboard. After a
// boarding its ship won: `take-all` (`use A1c take-all B1 3 2`: treasure of the loser, as much as
// its places allow) or `kill-all` (`use A1c kill-all B1`: every crew aboard the loser), or one of
// the two for a `pick` of them (slice h41b-apply); after a
// line of its ship sank an enemy ship: `{repair: N}` (`use A1c repair 2`: N lost masts of its ship
// restored, all when fewer are lost); after its ship rammed and stayed stuck (`pinned`): `{kill-
// crew: N}` (`use A1c kill B1 B1a`: N crew aboard the rammed ship). Checked in part 2's order:
// use-source, use-trigger, use-once (one answer per trigger for one ship's same ability),
// use-target, then the effect's own rules (cargo-not-there, cargo-places).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

const char* effect_word(UseEffect e) {
  return e == UseEffect::TakeAll   ? "take-all"
         : e == UseEffect::KillAll ? "kill-all"
         : e == UseEffect::Repair  ? "repair"
                                   : "kill-crew";
}

WhenAbility::Effect wanted(UseEffect e) {
  return e == UseEffect::TakeAll   ? WhenAbility::TakeAll
         : e == UseEffect::KillAll ? WhenAbility::KillAll
         : e == UseEffect::Repair  ? WhenAbility::Repair
                                   : WhenAbility::KillCrew;
}

// The crew (not equipment, not treasure) aboard ship t, in header order.
std::vector<int> crew_aboard(const State& s, int t) {
  std::vector<int> out;
  const std::vector<CrewSpec>& crew = s.pieces().crew;
  for (size_t c = 0; c < crew.size(); ++c)
    if (!crew[c].equipment && !s.crew_lost(int(c)) && s.crew_ship(int(c)) == t)
      out.push_back(int(c));
  return out;
}

}  // namespace

// use-trigger: the line before is the event the entry answers, for its ship i.
std::optional<Violation> Rules::when_trigger(const State& s, const WhenAbility& w, int i,
                                             const std::string& src) {
  const int line = s.trigger_line_;
  auto late = [&](const char* event) {
    return Violation{
        "use-trigger",
        fmt::format("{}'s `when` ({}) answers {}: the line before is not one", src, w.text, event)};
  };
  switch (w.event) {
    case WhenAbility::BoardWin:
      if (s.board_line_ != line || s.board_winner_ != i)
        return late(fmt::format("a boarding {} won", s.id(i)).c_str());
      return std::nullopt;
    case WhenAbility::Sink: {
      bool sank = false;
      for (int t = 0; t < int(s.ships().size()); ++t)
        sank = sank || (s.ship(t).sunk && s.ship(t).sunk_line == line &&
                        s.ship(t).owner != s.ship(i).owner);
      if (!sank || s.trigger_actor_line_ != line || s.trigger_actor_ != i)
        return late(fmt::format("a line of {} that sank an enemy ship", s.id(i)).c_str());
      return std::nullopt;
    }
    case WhenAbility::Pinned: {
      // The ram, or the boarding right after it (the `board` line may come first).
      const bool after_ram =
          s.ram_line_ == line || (s.board_line_ == line && s.ram_line_ == line - 1);
      if (!after_ram || s.ram_by_ != i || s.ship(i).stuck_on != s.ram_target_)
        return late(fmt::format("a ram by {} that left it stuck", s.id(i)).c_str());
      return std::nullopt;
    }
    case WhenAbility::Explore:  // rules_explore_when.cc
    case WhenAbility::ExploreDerelict:
      break;
  }
  return std::nullopt;
}

void Rules::note_board(State& s, int ship, int other, int mine, int theirs) {
  s.board_line_ = s.lines_ + 1;
  s.board_winner_ = mine == theirs ? int16_t(kNoPiece) : int16_t(mine > theirs ? ship : other);
  s.board_loser_ = mine == theirs ? int16_t(kNoPiece) : int16_t(mine > theirs ? other : ship);
}

std::optional<Violation> Rules::use_when(State& s, const Action& a) {
  const Pieces& p = s.pieces();
  AbilityCarrier carrier;
  (a.source_ship ? carrier.ship : carrier.crew) = a.source;
  const std::string& src = carrier_id(p, carrier);
  const char* word = effect_word(a.use);
  // use-source: the player's, an entry of that effect, at work aboard a ship
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  const WhenAbility* w = nullptr;
  for (const WhenAbility& x : p.abilities.whens)
    if (x.carrier.ship == carrier.ship && x.carrier.crew == carrier.crew &&
        x.answers(wanted(a.use)))
      w = &x;
  if (!w)
    return Violation{"use-source", fmt::format("{} has no `when` whose effect is {}", src, word)};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, "when")};
  if (s.enforced("use-trigger"))
    if (auto v = when_trigger(s, *w, i, src)) return v;
  // use-once: a trigger answered once by one ship's ability (two sources, one ability)
  // (a pick's two effects share one answer: its key is its `effect`'s, TakeAll, and count 15, no
  // other entry's: slice h41b-apply)
  const int key = i * 64 + int(w->effect) * 16 + (w->pick_take_kill ? 15 : w->count);
  if (s.answered_line_ != s.trigger_line_) {
    s.answered_.clear();
    s.answered_line_ = s.trigger_line_;
  }
  if (std::find(s.answered_.begin(), s.answered_.end(), key) != s.answered_.end() &&
      s.enforced("use-once"))
    return Violation{"use-once",
                     fmt::format("{}'s `when` ({}) answered this trigger for {} already", src,
                                 w->text, s.id(i))};
  if (!s.answered_.full()) s.answered_.push_back(key);
  // use-target and the effect
  if (a.use == UseEffect::Repair) {
    Ship& x = s.ships_[size_t(i)];
    const uint16_t lost = uint16_t(x.lost & ~x.fire & x.masts);
    const int due = std::min(int(w->count), __builtin_popcount(lost));
    for (int8_t m : a.losses)
      if (m > 16 || !((lost >> (m - 1)) & 1))
        return use_target(
            fmt::format("{}'s mast {} is not a lost mast{}", s.id(i), int(m),
                        m <= 16 && ((x.fire >> (m - 1)) & 1) ? " (a fire mast)" : ""));
    for (int k = 0; k < a.losses.size; ++k)
      for (int j = 0; j < k; ++j)
        if (a.losses[k] == a.losses[j])
          return use_target(fmt::format("mast {} is named twice", int(a.losses[k])));
    if (a.losses.size != due)
      return use_target(
          fmt::format("{}'s `when` ({}) repairs {} mast(s) of {}: {} lost, the line "
                      "names {}",
                      src, w->text, due, s.id(i), __builtin_popcount(lost), int(a.losses.size)));
    for (int8_t m : a.losses) x.lost &= uint16_t(~(1u << (m - 1)));
    if (x.towed_by >= 0) {  // a repaired ship leaves its tow
      s.ships_[size_t(x.towed_by)].towing = kNoPiece;
      x.towed_by = kNoPiece;
    }
    return std::nullopt;
  }
  // The other ship: the loser of the boarding, or the ship rammed.
  const int o = a.other;
  const int expected = w->event == WhenAbility::Pinned ? s.ram_target_ : s.board_loser_;
  if (a.other_fort || o != expected)
    return use_target(fmt::format("{}'s `when` ({}) acts on {}, not {}", src, w->text,
                                  expected >= 0 ? s.id(expected) : std::string("no ship"),
                                  a.other_fort ? s.fort_id(o) : s.id(o)));
  const std::vector<int> crew = crew_aboard(s, o);
  if (a.use == UseEffect::KillAll || a.use == UseEffect::KillCrew) {
    if (a.use == UseEffect::KillCrew) {
      // Slice h41-crewloss: a crew a working `immune {to: crew-loss}` keeps is not one to kill.
      size_t killable = 0;
      for (int c : crew) killable += crew_fate(s, c).kind != CrewFate::Kept;
      const size_t due = std::min(size_t(w->count), killable);
      for (int16_t c : a.items) {
        if (c < 0) return use_target(fmt::format("the record has no crew {}", a.unknown));
        if (std::find(crew.begin(), crew.end(), c) == crew.end())
          return use_target(
              fmt::format("{} is not a crew aboard {}", p.crew[size_t(c)].id, s.id(o)));
        if (const CrewFate f = crew_fate(s, c); f.kind == CrewFate::Kept)
          return use_target(crew_kept_text(s, c, f));
        if (std::count(a.items.begin(), a.items.end(), c) > 1)
          return use_target(fmt::format("{} is named twice", p.crew[size_t(c)].id));
      }
      if (!a.coins.empty())
        return use_target(
            fmt::format("a coin of {} is not a crew: {}'s `when` ({}) eliminates crew", a.coins[0],
                        src, w->text));
      if (size_t(a.items.size) != due)
        return use_target(
            fmt::format("{}'s `when` ({}) eliminates {} crew of {}: {} aboard, the line "
                        "names {}",
                        src, w->text, due, s.id(o), killable, int(a.items.size)));
      for (int16_t c : a.items) eliminate_crew(s, c);
    } else {
      for (int c : crew) eliminate_crew(s, c);  // those kept stay
    }
    s.recompute_crew(o);
    return std::nullopt;
  }
  // take-all: treasure only, onto the winner, then as much as it can carry
  for (int16_t c : a.items)
    if (c >= 0 && !p.crew[size_t(c)].unique)
      return use_target(
          fmt::format("{} is not a treasure: {}'s `when` ({}) takes coins and unique "
                      "treasures",
                      p.crew[size_t(c)].id, src, w->text));
  SmallList<int16_t, 2 * kMaxCoins> boarded, onto;
  if (auto v = move_aboard(s, a, a.items, a.coins, o, i, boarded, onto)) return v;
  if (auto v = after_exchange(s, i, o, boarded, onto)) return v;
  Ship& winner = s.ships_[size_t(i)];
  Ship& loser = s.ships_[size_t(o)];
  for (int16_t coin : a.coins) {
    s.ledger_[size_t(winner.owner)].boarded_in += coin;
    s.ledger_[size_t(loser.owner)].boarded_out += coin;
  }
  bool unique_left = false;
  for (size_t c = 0; c < p.crew.size(); ++c)
    unique_left =
        unique_left || (p.crew[c].unique && !s.crew_lost(int(c)) && s.crew_ship(int(c)) == o);
  if (unique_left || (!loser.gold.empty() && winner.free_places() > 0))
    return use_target(fmt::format("{}'s `when` ({}) takes all {} can carry: {} still carries {}",
                                  src, w->text, s.id(i), s.id(o),
                                  unique_left ? "a unique treasure"
                                              : fmt::format("coins, and {} has {} free place(s)",
                                                            s.id(i), winner.free_places())));
  return std::nullopt;
}

}  // namespace qm::pirates
