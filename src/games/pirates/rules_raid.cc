// Slice raid: `{allow: {what: raid, count: N|all}}` (docs/abilities-pirates.md). It lifts
// dock-enemy-home for its ship (rules_dock_explore.cc); the raider may `load` up to N coins
// from that home island per dock there (more is cargo-place), which leave that player's home
// gold; on its owner's next turn it must leave if it can (raid-leave, on the `turn` line that
// ends that turn).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

// Whether ship x could move at the end of its owner's turn: not derelict, stuck on the ship
// it rammed, trapped in a Sargasso Sea, lost in a fog bank or held by a chain shot.
bool raider_could_move(const Ship& x) {
  return !x.derelict() && x.stuck_on < 0 && x.trapped_in < 0 && x.in_fog < 0 && !x.held;
}

}  // namespace

int Rules::raid_count(const State& s, int ship) {
  int best = -1;
  for (const RaidAllow& r : s.pieces().abilities.raids) {
    if (working_ship(s, r.carrier, true) != ship) continue;
    if (r.count == 0) return 0;  // all it can carry
    best = std::max(best, r.count);
  }
  return best;
}

void Rules::raid_docked(State& s, int ship, int island) {
  // A new dock starts a new raid: what it may load, and the turn it must leave by.
  std::erase_if(s.raids_, [&](const State::RaidDock& r) { return r.ship == ship; });
  s.raids_.push_back(
      {int16_t(ship), int16_t(island), int8_t(s.ship(ship).owner), s.turn_number(), 0});
}

std::optional<Violation> Rules::raid_load(State& s, const Action& a, int home_of) {
  const int i = a.ship;
  const int count = raid_count(s, i);
  auto r = std::find_if(s.raids_.begin(), s.raids_.end(), [&](const State::RaidDock& d) {
    return d.ship == i && d.island == s.ship(i).docked;
  });
  if (count < 0 || r == s.raids_.end())
    return Violation{"cargo-place",
                     fmt::format("{} is {}'s home island: coins are loaded there only by a ship "
                                 "that docked there under a working `allow {{raid}}`",
                                 s.island_id(s.ship(i).docked), s.quoted_name(home_of))};
  if (count > 0 && r->loaded + int(a.coins.size) > count)
    return Violation{"cargo-place",
                     fmt::format("{}'s raid loads {} coin(s) per dock at an enemy home island; "
                                 "it has loaded {} there and this line loads {} more",
                                 s.id(i), count, r->loaded, int(a.coins.size))};
  Gold gold = 0;
  for (int16_t v : a.coins) {
    Gold& home = s.home_gold_[size_t(home_of)];
    int& coins = s.home_coins_[size_t(home_of)];
    // Home gold is kept as a sum and a number of coins: a coin is there when both allow it.
    if (coins == 0 || home - v < coins - 1)
      return Violation{"cargo-not-there", fmt::format("{}'s home island holds {} gold in {} "
                                                      "coin(s): no coin of {} is there",
                                                      s.quoted_name(home_of), home, coins, v)};
    home -= v;
    --coins;
    Ship& t = s.ships_[size_t(i)];
    if (t.gold.full())
      return Violation{"cargo-places",
                       fmt::format("{} would carry more than {} coins", s.id(i), kMaxCoins)};
    t.gold.push_back(v);
    gold += v;
  }
  r->loaded += int(a.coins.size);
  s.ledger_[size_t(s.ship(i).owner)].raided_in += gold;
  s.ledger_[size_t(home_of)].raided_out += gold;
  return std::nullopt;
}

std::optional<Violation> Rules::raid_leave(State& s) {
  const int p = s.current();
  for (const State::RaidDock& r : s.raids_) {
    if (r.owner != p || r.turn >= s.turn_number() || !s.in_play(r.ship)) continue;
    const Ship& x = s.ship(r.ship);
    if (x.docked == r.island && raider_could_move(x) && s.enforced("raid-leave"))
      return Violation{
          "raid-leave",
          fmt::format("{} raided {}'s home island {} and is still docked there at "
                      "the end of {}'s next turn, though it could move: a raider "
                      "leaves on its owner's next turn",
                      s.id(r.ship), s.quoted_name(s.pieces().islands[size_t(r.island)].home),
                      s.island_id(r.island), s.quoted_name(p))};
  }
  // That turn ends: the raids it closes are over (a sunk raider's too).
  std::erase_if(s.raids_, [&](const State::RaidDock& r) {
    return !s.in_play(r.ship) || (r.owner == p && r.turn < s.turn_number());
  });
  return std::nullopt;
}

}  // namespace qm::pirates
