// Slice h41b-deny2: `{allow: {what: cargo-range, range: S|L}}` lifts cargo-not-docked. A
// `load SHIP ITEM ... @ISLAND` takes items from a wild island, an `unload SHIP ITEM ... @HOME`
// puts them (coins too) on the player's home island, while the ship is within the ruler of it,
// edge to edge, as if docked there: the line is then checked as a docked ship's (cargo-place,
// cargo-not-there, …; at home all the gold aboard goes, unload-all-gold). Without a working
// `cargo-range`, or out of its reach, or at another island, the line is cargo-not-docked.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/abilities.h"
#include "games/pirates/margins.h"
#include "games/pirates/rules.h"
#include "games/pirates/state.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

// The longest reach of the `cargo-range` entries working on ship i (0 S, 1 L), -1 when none;
// `by` the first source of that reach.
int cargo_reach(const State& s, int i, AbilityCarrier& by) {
  int best = -1;
  for (const ExploreRangeAllow& c : s.pieces().abilities.cargo_ranges)
    if (c.ruler > best && working_ship(s, c.carrier, true) == i) {
      best = c.ruler;
      by = c.carrier;
    }
  return best;
}

template <typename List>
std::string coins_text(const List& coins) {
  std::string out;
  for (int16_t c : coins) out += fmt::format("{}{}", out.empty() ? "" : " ", c);
  return out.empty() ? "no coin" : out;
}

}  // namespace

std::optional<Violation> Rules::cargo_range(State& s, const Action& a) {
  const int i = a.ship;
  const int p = s.ship(i).owner;
  const IslandSpec& isl = s.pieces().islands[size_t(a.island)];
  const bool load = a.verb == Verb::Load;
  AbilityCarrier by;
  const int ruler = cargo_reach(s, i, by);
  if (s.enforced("cargo-not-docked")) {
    if (ruler < 0)
      return Violation{"cargo-not-docked",
                       fmt::format("{} is not docked at {}: `@{}` moves items from within range "
                                   "only with a working `allow {{cargo-range}}`",
                                   s.id(i), isl.id, isl.id)};
    const std::string& src = carrier_id(s.pieces(), by);
    if (load ? isl.home >= 0 : isl.home != p)
      return Violation{
          "cargo-not-docked",
          fmt::format("{}'s `cargo-range` {} ({} is {}); {} is not docked there", src,
                      load ? "loads at a wild island" : "unloads at its home island", isl.id,
                      isl.home < 0    ? std::string("a wild island")
                      : isl.home == p ? std::string("the home island")
                                      : s.quoted_name(isl.home) + "'s home island",
                      s.id(i))};
    const double reach = s.ruler(ruler == 0 ? Ruler::S : Ruler::L);
    const double gap = s.geometry().dist(s.ship(i).pos, isl.centre) - s.radius(i) - isl.r;
    if (gap > reach + s.geometry().tolerance)
      return Violation{
          "cargo-not-docked",
          fmt::format("{} is {} mm from {} edge to edge: {}'s `cargo-range` reaches "
                      "{} mm (tolerance {} mm)",
                      s.id(i), mm(gap), isl.id, src, mm(reach), mm(s.geometry().tolerance))};
  }
  // At home all the gold aboard goes, as at a dock (unload-all-gold), with its `stat {coin}`.
  Ship& x = s.ships_[size_t(i)];
  if (!load && !a.coins.empty()) {
    if (a.coins.size != x.gold.size ||
        !std::is_permutation(a.coins.begin(), a.coins.end(), x.gold.begin()))
      return Violation{"unload-all-gold",
                       fmt::format("{} carries {}; at its home island it unloads all of it, not "
                                   "{}",
                                   s.id(i), coins_text(x.gold), coins_text(a.coins))};
    int gold = 0;
    for (int16_t c : a.coins) gold += c;
    s.home_gold_[size_t(p)] += gold;
    s.home_coins_[size_t(p)] += a.coins.size;
    s.ledger_[size_t(p)].unloaded += gold;
    if (const int bonus = stat_coin_bonus(s, i, int(a.coins.size))) {
      s.home_gold_[size_t(p)] += bonus;
      s.ledger_[size_t(p)].coin_bonus += bonus;
    }
    x.gold.clear();
    if (gold) s.fact(Fact{s.lines_ + 1, FactKind::Unloaded, int8_t(p), int16_t(i), -1, gold});
  }
  // The items: the docked ship's line, docked there for it (put back after).
  Action docked = a;
  docked.island = -1;
  if (!load) docked.coins.size = 0;
  const int16_t was_docked = x.docked;
  const bool was_since = x.docked_since_start;
  x.docked = int16_t(a.island);
  x.docked_since_start = false;
  std::optional<Violation> v = cargo(s, docked);
  Ship& after = s.ships_[size_t(i)];
  after.docked = was_docked;
  after.docked_since_start = was_since;
  return v;
}

}  // namespace qm::pirates
