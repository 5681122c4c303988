// Mysterious islands (format 2; docs/rules-pirates.md, "Mysterious islands"): a ship that docks
// at a wild island with a table (no fort on it, option mysterious_effects on) rolls a d6 on the
// table right after the dock, and a ship it tows rolls next (mystery-order). The `mystery` line
// is checked in this order: mystery-roll (not due, another island, the row's extra dice not
// written as it rolls them), mystery-effect (the masts or crew lost do not follow from the row
// and its dice), mast-choice. Masts lost and crew killed are applied, and the effects qm applies
// for their duration start (rules_effects.cc); every other effect of the row (ability entries, a
// ruling) becomes an unmodelled ability of the ship that rolled, for the rest of the game
// (docs/limitations.md).
#include <fmt/format.h>

#include <bit>

#include "games/pirates/mystery_table.h"
#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

const std::vector<UnmodelledAbility> kNoEffects;

// Why no roll is due for ship i at island `at` (the line is not right after such a dock).
std::string why_not_due(const State& s, int i, int at) {
  const IslandSpec& isl = s.pieces().islands[size_t(at)];
  if (isl.home >= 0) return fmt::format("{} is a home island: its table is never rolled", isl.id);
  if (isl.table.empty())
    return fmt::format("{} has no table: it is not a mysterious island", isl.id);
  if (!s.options().mysterious_effects)
    return fmt::format("under mysterious_effects: off, {} is an ordinary island", isl.id);
  if (const int f = s.fort_on(at); f >= 0)
    return fmt::format("{}'s effects are ignored: the fort {} stands on it", isl.id, s.fort_id(f));
  return fmt::format(
      "no roll is due: {} rolls on {}'s table once, right after it docks there "
      "(and a ship it tows right after it)",
      s.id(i), isl.id);
}

// "1, 2 and 3" of the crew at `list`.
std::string crew_listed(const State& s, const std::vector<int>& list) {
  std::string out;
  for (size_t k = 0; k < list.size(); ++k)
    out += fmt::format("{}{}",
                       k == 0                 ? ""
                       : k + 1 == list.size() ? " and "
                                              : ", ",
                       s.pieces().crew[size_t(list[k])].id);
  return out.empty() ? "none" : out;
}

}  // namespace

const std::vector<UnmodelledAbility>& State::rolled_effects() const {
  return rolled_ ? *rolled_ : kNoEffects;
}

void Rules::owe_mystery(State& s, const Action& dock) {
  s.mystery_due_.clear();
  const IslandSpec& isl = s.pieces().islands[size_t(dock.island)];
  if (isl.table.empty() || isl.home >= 0 || !s.options().mysterious_effects ||
      s.fort_on(dock.island) >= 0)
    return;
  s.mystery_due_.push_back(dock.ship);
  if (const int towed = s.ship(dock.ship).towing; towed >= 0)
    s.mystery_due_.push_back(int16_t(towed));
  s.mystery_at_ = dock.island;
}

std::optional<Violation> Rules::mystery_order(const State& s, const Action& a) {
  if (s.mystery_due_.empty()) return std::nullopt;  // a `mystery` line then: mystery-roll
  const int next = s.mystery_due_[0];
  if (a.verb == Verb::Mystery && a.ship == next) return std::nullopt;
  const std::string& island = s.island_id(s.mystery_at_);
  const int tower = s.ship(next).towed_by;
  return Violation{
      "mystery-order",
      fmt::format("{} docked at the mysterious island {}{}: its roll comes next (`{} mystery {} {} "
                  "D6`), before any other line",
                  s.id(next), island,
                  tower >= 0 && s.mystery_due_.size == 1 ? fmt::format(" in tow of {}", s.id(tower))
                                                         : std::string(),
                  s.quoted_name(s.current()), s.id(next), island)};
}

std::optional<Violation> Rules::mystery(State& s, const Action& a) {
  const int i = a.ship;
  auto roll = [](std::string text) { return Violation{"mystery-roll", std::move(text)}; };
  if (s.mystery_due_.empty() || s.mystery_due_[0] != i) return roll(why_not_due(s, i, a.island));
  if (a.island != s.mystery_at_)
    return roll(fmt::format("{} docked at {}: it rolls on {}'s table, not on {}'s", s.id(i),
                            s.island_id(s.mystery_at_), s.island_id(s.mystery_at_),
                            s.island_id(a.island)));
  const MysteryRow& row = *mystery_row(s.pieces().islands[size_t(a.island)], a.die);
  if (a.dice.size != row.dice)
    return roll(
        fmt::format("{} ({}) rolls {} more d6, each 4-6 removing a mast; the line writes "
                    "{}",
                    row.text, int(a.die), row.dice, int(a.dice.size)));
  // mystery-effect: the masts and crew the row takes, as far as the ship has them.
  const Ship& x = s.ship(i);
  auto effect = [](std::string text) { return Violation{"mystery-effect", std::move(text)}; };
  int hits = 0;
  for (uint8_t d : a.dice) hits += d >= 4;
  const int masts = std::min(hits, x.standing());
  if (a.losses.size > masts)
    return effect(
        row.dice == 0
            ? fmt::format("{} ({}) takes no mast; the line names {}", row.text, int(a.die),
                          int(a.losses.size))
            : fmt::format("{} die(s) of 4-6: {} loses {} mast(s) ({} standing); the line names {}",
                          hits, s.id(i), masts, x.standing(), int(a.losses.size)));
  std::vector<int> aboard;
  for (int c = 0; c < int(s.pieces().crew.size()); ++c)
    if (s.crew_ship(c) == i && !s.crew_lost(c) && !s.pieces().crew[size_t(c)].equipment &&
        crew_fate(s, c).kind != CrewFate::Kept)  // slice h41-crewloss: one kept is not lost
      aboard.push_back(c);
  const int killed = std::min(row.kill_crew, int(aboard.size()));
  if (a.items.size != killed)
    return effect(row.kill_crew == 0
                      ? fmt::format("{} ({}) eliminates no crew; the line names {}", row.text,
                                    int(a.die), int(a.items.size))
                      : fmt::format("{} ({}) eliminates {} crew of {} (aboard: {}); the line "
                                    "names {}",
                                    row.text, int(a.die), killed, s.id(i), crew_listed(s, aboard),
                                    int(a.items.size)));
  for (int k = 0; k < a.items.size; ++k) {
    const int c = a.items[k];
    if (c < 0) return effect(fmt::format("the record has no crew {}", a.unknown));
    bool named_before = false;
    for (int j = 0; j < k; ++j) named_before = named_before || a.items[j] == c;
    if (named_before || std::find(aboard.begin(), aboard.end(), c) == aboard.end())
      return effect(fmt::format("{} is not a crew aboard {} to eliminate (aboard: {})",
                                s.pieces().crew[size_t(c)].id, s.id(i), crew_listed(s, aboard)));
  }
  uint16_t chosen = 0;
  if (auto v = lost_masts(s, i, a, masts, chosen)) return v;
  for (int m = 1; m <= kMaxMasts; ++m)
    if (chosen >> (m - 1) & 1) s.remove_mast(i, m);
  for (int16_t c : a.items) eliminate_crew(s, c);
  if (!a.items.empty()) s.recompute_crew(i);
  s.roll_fact(RollOn::Mystery, i, a.island, a.die, std::popcount(chosen));
  start_effects(s, i, a.island, int(&row - s.pieces().islands[size_t(a.island)].table.data()));
  if (!row.effects.empty()) {
    auto all = std::make_shared<std::vector<UnmodelledAbility>>(s.rolled_effects());
    for (const UnmodelledAbility& e : row.effects)
      all->push_back({AbilityCarrier{i, -1}, fmt::format("{}: {}", row.text, e.text), e.areas});
    s.rolled_ = std::move(all);
  }
  for (int k = 1; k < s.mystery_due_.size; ++k) s.mystery_due_[k - 1] = s.mystery_due_[k];
  --s.mystery_due_.size;
  return std::nullopt;
}

}  // namespace qm::pirates
