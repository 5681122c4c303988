#include "games/pirates/scoring.h"

#include <fmt/format.h>

namespace qm::pirates {

namespace {

// The gold above which home gold ends the game, doubled (to stay in whole numbers).
Gold limit_twice(const State& s, int p, WinGold rule) {
  return rule == WinGold::HalfOfTotal ? s.total_brought() : s.gold_brought(p);
}

Gold limit_twice(const State& s, int p) { return limit_twice(s, p, s.options().win_gold); }

bool cannot_move(const State& s, int p) {
  for (const Ship& ship : s.ships())
    if (ship.owner == p && !ship.sunk && !ship.derelict()) return false;
  return true;
}

int players_stopped(const State& s) {
  int n = 0;
  for (int p = 0; p < s.players(); ++p) n += cannot_move(s, p);
  return n;
}

// Where a unique treasure worth gold (`stat {value}` or a ruling's `value`) counts for a player.
enum class UniqueAt : uint8_t { Home, Forts, Aboard };

// The gold of the unique treasures in play worth gold that count for `player` at `where`:
// on the home island; in the player's standing forts; aboard the player's ships in play,
// neither derelict nor lost in a fog bank.
Gold unique_gold(const State& s, int player, UniqueAt where) {
  const Pieces& p = s.pieces();
  if (!s.valued_uniques()) return 0;
  Gold gold = 0;
  for (size_t c = 0; c < p.crew.size(); ++c) {
    if (!s.unique_value(int(c)) || s.crew_lost(int(c))) continue;
    const CrewPlace& at = s.crew_place(int(c));
    bool counts = false;
    if (where == UniqueAt::Home) {
      counts = at.kind == CrewPlace::Home && at.index == player;
    } else if (where == UniqueAt::Forts) {
      counts = at.kind == CrewPlace::Fort && s.fort(at.index).standing() &&
               p.forts[size_t(at.index)].owner == player;
    } else if (at.kind == CrewPlace::Aboard) {
      const Ship& ship = s.ship(at.index);
      counts = ship.owner == player && !ship.sunk && !ship.derelict() && ship.in_fog < 0;
    }
    if (counts) gold += s.unique_value(int(c));
  }
  return gold;
}

// A unique treasure worth gold left on a wild island, aboard a ship or in a fort.
bool unique_gold_left(const State& s) {
  const Pieces& p = s.pieces();
  if (!s.valued_uniques()) return false;
  for (size_t c = 0; c < p.crew.size(); ++c) {
    if (!s.unique_value(int(c)) || s.crew_lost(int(c))) continue;
    const CrewPlace& at = s.crew_place(int(c));
    if (at.kind == CrewPlace::Island ||
        (at.kind == CrewPlace::Fort && s.fort(at.index).standing()) ||
        (at.kind == CrewPlace::Aboard && !s.ship(at.index).sunk))
      return true;
  }
  return false;
}

bool gold_left(const State& s) {
  for (const Island& is : s.islands())
    if (!is.coins.empty()) return true;
  for (const Ship& ship : s.ships())
    if (!ship.sunk && !ship.gold.empty()) return true;
  return forts_hold_gold(s) || unique_gold_left(s);  // a fort stands on a wild island
}

// The gold inside `player`'s standing forts (unique treasures' values included).
Gold fort_gold(const State& s, int player) {
  Gold gold = unique_gold(s, player, UniqueAt::Forts);
  for (size_t f = 0; f < s.forts().size(); ++f)
    if (s.fort(int(f)).standing() && s.pieces().forts[f].owner == player)
      gold += s.fort(int(f)).gold_value();
  return gold;
}

}  // namespace

Gold end_gold(const State& s, int player, bool with_forts) {
  return s.home_gold(player) + unique_gold(s, player, UniqueAt::Home) +
         (with_forts ? fort_gold(s, player) : 0);
}

bool forts_hold_gold(const State& s) {
  for (const Fort& f : s.forts())
    if (f.standing() && !f.gold.empty()) return true;
  return false;
}

bool home_gold_ends(const State& s, WinGold rule, bool fort_gold) {
  for (int p = 0; p < s.players(); ++p)
    if (2 * end_gold(s, p, fort_gold) > limit_twice(s, p, rule)) return true;
  return false;
}

EndCondition end_condition(const State& s) {
  if (s.brought_known() && home_gold_ends(s, s.options().win_gold, s.options().fort_gold_ends))
    return EndCondition::HomeGold;
  if (2 * players_stopped(s) >= s.players()) return EndCondition::CannotMove;
  if (!gold_left(s)) return EndCondition::AllUnloaded;
  return EndCondition::None;
}

const char* end_name(EndCondition e) {
  switch (e) {
    case EndCondition::HomeGold:
      return "home-gold";
    case EndCondition::CannotMove:
      return "cannot-move";
    case EndCondition::AllUnloaded:
      return "all-unloaded";
    case EndCondition::None:
      break;
  }
  return "none";
}

std::string end_undecided(const State& s) {
  if (s.brought_known() || end_condition(s) != EndCondition::None) return "";
  return "whether a player's home gold has ended the game is not known: the start position "
         "does not give every coin the players brought (each fleet's 'treasure')";
}

std::string end_reason(const State& s) {
  switch (end_condition(s)) {
    case EndCondition::HomeGold:
      for (int p = 0; p < s.players(); ++p)
        if (const Gold gold = end_gold(s, p, s.options().fort_gold_ends);
            2 * gold > limit_twice(s, p))
          return fmt::format(
              "{}'s {} {} is more than half of the {} {}", s.quoted_name(p),
              gold == end_gold(s, p, false) ? "home gold" : "gold at home and in forts", gold,
              limit_twice(s, p),
              s.options().win_gold == WinGold::HalfOfTotal ? "gold brought by all players"
                                                           : "gold the player brought");
      break;
    case EndCondition::CannotMove:
      return fmt::format("{} of {} players cannot move any ship", players_stopped(s), s.players());
    case EndCondition::AllUnloaded:
      return s.pieces().forts.empty() ? "no gold is left on a wild island or aboard a ship"
                                      : "no gold is left on a wild island, in a fort or aboard "
                                        "a ship";
    case EndCondition::None:
      break;
  }
  return "the game goes on";
}

std::vector<PlayerScore> score(const State& s) {
  std::vector<PlayerScore> out(size_t(s.players()));
  for (int p = 0; p < s.players(); ++p)
    out[size_t(p)].home = s.home_gold(p) + unique_gold(s, p, UniqueAt::Home);
  if (s.players() > 2)
    for (int p = 0; p < s.players(); ++p)
      out[size_t(p)].aboard = unique_gold(s, p, UniqueAt::Aboard);
  for (const Ship& ship : s.ships()) {
    if (ship.sunk) continue;
    PlayerScore& x = out[size_t(ship.owner)];
    ++x.pieces;
    if (s.players() > 2 && !ship.derelict() && ship.in_fog < 0) x.aboard += ship.gold_value();
  }
  for (int p = 0; p < s.players(); ++p) out[size_t(p)].forts = fort_gold(s, p);
  for (PlayerScore& x : out) x.total = x.home + x.forts + x.aboard;
  return out;
}

std::vector<int> winners(const std::vector<PlayerScore>& scores) {
  std::vector<int> best;
  for (int p = 0; p < int(scores.size()); ++p) {
    if (best.empty()) {
      best.push_back(p);
      continue;
    }
    const PlayerScore& a = scores[size_t(p)];
    const PlayerScore& b = scores[size_t(best.front())];
    if (a.total > b.total || (a.total == b.total && a.pieces > b.pieces))
      best.assign(1, p);
    else if (a.total == b.total && a.pieces == b.pieces)
      best.push_back(p);
  }
  return best;
}

}  // namespace qm::pirates
