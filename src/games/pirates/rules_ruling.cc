// `ruling` (format 2): a referee's ruling, whose changes are applied as written, in order,
// without checking why (docs/rules-pirates.md, "Rulings"). The one rule is
// ruling-impossible: a change names a piece, mast, crew or coin the table does not have
// where the change takes it from. The state lists every ruling line as unchecked.
#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "games/pirates/rules.h"
#include "games/pirates/terrain.h"

namespace qm::pirates {

namespace {

std::optional<Violation> impossible(const RulingChange& c, const std::string& why) {
  return Violation{"ruling-impossible", fmt::format("`{}`: {}", c.text, why)};
}

}  // namespace

std::optional<Violation> Rules::ruling(State& s, const Action& a) {
  for (const RulingChange& c : a.ruling->list) {
    // The ship a change names must be on the table.
    if (c.kind == ChangeKind::Mast || c.kind == ChangeKind::At || c.kind == ChangeKind::Sink ||
        c.kind == ChangeKind::Owner || c.kind == ChangeKind::Grant ||
        (c.kind == ChangeKind::Off && c.ship)) {
      if (c.piece < 0) return impossible(c, fmt::format("the record has no ship {}", a.unknown));
      if (s.ship(c.piece).sunk) return impossible(c, fmt::format("{} has sunk", s.id(c.piece)));
    }
    switch (c.kind) {
      case ChangeKind::Mast: {
        const int n = c.mast;
        Ship& x = s.ships_[size_t(c.piece)];
        if (n > int(s.pieces().ships[size_t(c.piece)].masts.size()))
          return impossible(c, fmt::format("{} has no mast {}", s.id(c.piece), n));
        if (!c.restore) {
          if (!x.mast_standing(n))
            return impossible(c, fmt::format("{}'s mast {} is down already", s.id(c.piece), n));
          s.remove_mast(c.piece, n);
        } else {
          if (x.mast_standing(n))
            return impossible(c, fmt::format("{}'s mast {} is standing", s.id(c.piece), n));
          x.lost &= uint16_t(~(1u << (n - 1)));
          x.fire &= uint16_t(~(1u << (n - 1)));  // a fire mast restored stands again
          if (x.towed_by >= 0) {  // a ship with a mast again leaves its tow, as after a repair
            s.ships_[size_t(x.towed_by)].towing = kNoPiece;
            x.towed_by = kNoPiece;
          }
        }
        break;
      }
      case ChangeKind::At: {
        Ship& x = s.ships_[size_t(c.piece)];
        const Geometry& g = s.geometry();
        x.pos = g.reduce(c.at);
        if (c.heading_given) x.heading = c.heading;
        // Docked, or pinned, only while it still touches what held it.
        if (x.docked >= 0) {
          const IslandSpec& is = s.pieces().islands[size_t(x.docked)];
          if (!g.disc_touches_island(x.pos, s.radius(c.piece), is.centre, is.r))
            x.docked = kNoPiece;
        }
        if (x.stuck_on >= 0 &&
            !g.discs_touch(x.pos, s.radius(c.piece), s.ship(x.stuck_on).pos, s.radius(x.stuck_on)))
          x.stuck_on = kNoPiece;
        if (x.trapped_in >= 0 &&
            !terrain_touches(s.terrain()[size_t(x.trapped_in)], x.pos, s.radius(c.piece), g))
          x.trapped_in = kNoPiece;
        if (x.in_fog >= 0) {  // lost only while it is still inside the fog bank
          const TerrainSpec& fog = s.terrain()[size_t(x.in_fog)];
          if (g.dist(x.pos, fog.centre) > fog.r - s.radius(c.piece) + g.tolerance)
            x.in_fog = kNoPiece;
        }
        if (x.towing >= 0) s.place_behind(c.piece);
        break;
      }
      case ChangeKind::Item:
        if (auto v = move_item(s, a, c)) return v;
        break;
      case ChangeKind::Off: {
        // Its entries stop working until the `turn` line that ends the span: this turn's end,
        // the next turn's, or never (`game`).
        if (!c.ship && s.crew_lost_[size_t(c.piece)])
          return impossible(
              c, fmt::format("{} is out of the game", s.pieces().crew[size_t(c.piece)].id));
        const int until = c.turns ? s.turn_number() + c.turns : std::numeric_limits<int>::max();
        s.switch_off(c.ship, c.piece, until);
        const int ship = c.ship ? int(c.piece) : s.crew_ship(c.piece);
        if (ship >= 0) s.recompute_crew(ship);
        break;
      }
      case ChangeKind::Place: {
        // The table's own copy of the terrain, as a drift makes it; an iceberg placed touching
        // an island is frozen there; a trade current takes its new strip.
        auto placed = std::make_shared<std::vector<TerrainSpec>>(s.terrain());
        TerrainSpec& t = (*placed)[size_t(c.piece)];
        if (c.strip) {
          t.from = c.at;
          t.to = c.strip_to;
        } else {
          t.centre = s.geometry().reduce(c.at);
        }
        t.placed = true;
        if (t.kind == TerrainKind::Iceberg)
          for (const IslandSpec& is : s.pieces().islands)
            t.frozen = t.frozen || terrain_touches(t, is.centre, is.r, s.geometry());
        s.terrain_ = std::move(placed);
        break;
      }
      case ChangeKind::Coin:
        if (auto v = move_coin(s, a, c)) return v;
        break;
      case ChangeKind::Sink: {
        Ship& x = s.ships_[size_t(c.piece)];
        // What is aboard goes out of the game (a ruling moves it first when it went elsewhere).
        s.ledger_[size_t(x.owner)].lost_sunk += x.gold_value();
        s.gold_out_ += x.gold_value();
        x.sunk_coins = x.gold;
        x.gold.clear();
        s.sink(c.piece);
        break;
      }
      case ChangeKind::Owner:
        s.ships_[size_t(c.piece)].owner = c.player;
        break;
      case ChangeKind::Grant:
        s.ships_[size_t(c.piece)].grants = 1;
        break;
      case ChangeKind::Value:
      case ChangeKind::Face:
        if (auto v = value_or_face(s, c)) return v;
        break;
      case ChangeKind::Gold: {
        const Gold now = s.home_gold_[size_t(c.player)];
        if (now + c.coin < 0)
          return impossible(c, fmt::format("{} has {} gold at home", s.quoted_name(c.player), now));
        s.home_gold_[size_t(c.player)] = now + c.coin;
        s.ledger_[size_t(c.player)].ruled += c.coin;
        break;
      }
    }
  }
  return std::nullopt;
}

// `coin V@FROM TO`: the coin leaves FROM (where it must be) and goes to TO.
std::optional<Violation> Rules::move_coin(State& s, const Action& a, const RulingChange& c) {
  const int v = c.coin;
  auto home_of = [&](const CoinPlace& p) {
    if (p.kind == CoinPlace::Home) return int(a.player);
    if (p.kind == CoinPlace::Island) return s.pieces().islands[size_t(p.index)].home;
    return int(kNoPiece);
  };
  auto ship_ok = [&](const CoinPlace& p) { return place_ok(s, a, c, p); };
  // Take it.
  if (const int home = home_of(c.from); home >= 0) {
    if (s.home_gold_[size_t(home)] < v || s.home_coins_[size_t(home)] == 0)
      return impossible(c, fmt::format("{} has {} gold at home", s.quoted_name(home),
                                       s.home_gold_[size_t(home)]));
    s.home_gold_[size_t(home)] -= v;
    --s.home_coins_[size_t(home)];
    s.ledger_[size_t(home)].ruled -= v;
  } else if (c.from.kind == CoinPlace::Island) {
    Coins& coins = s.islands_[size_t(c.from.index)].coins;
    const int k = coin_at(coins, v);
    if (k < 0)
      return impossible(c, fmt::format("{} holds no coin of {}", s.island_id(c.from.index), v));
    remove_coin(coins, k);
  } else if (c.from.kind == CoinPlace::Ship) {
    if (auto bad = ship_ok(c.from)) return bad;
    Coins& coins = s.ships_[size_t(c.from.index)].gold;
    const int k = coin_at(coins, v);
    if (k < 0)
      return impossible(c, fmt::format("{} has no coin of {} aboard", s.id(c.from.index), v));
    remove_coin(coins, k);
  } else if (c.from.kind == CoinPlace::Fort) {
    if (auto bad = place_ok(s, a, c, c.from)) return bad;
    std::vector<int16_t>& gold = s.forts_[size_t(c.from.index)].gold;
    const auto coin = std::find(gold.begin(), gold.end(), int16_t(v));
    if (coin == gold.end())
      return impossible(c, fmt::format("fort {} holds no coin of {}", s.fort_id(c.from.index), v));
    gold.erase(coin);
    s.ledger_[size_t(s.pieces().forts[size_t(c.from.index)].owner)].ruled -= v;
  } else {
    if (s.gold_out_ < v)
      return impossible(c, fmt::format("{} gold is out of the game, not {}", s.gold_out_, v));
    s.gold_out_ -= v;
  }
  // Put it.
  if (const int home = home_of(c.to); home >= 0) {
    s.home_gold_[size_t(home)] += v;
    ++s.home_coins_[size_t(home)];
    s.ledger_[size_t(home)].ruled += v;
  } else if (c.to.kind == CoinPlace::Island) {
    Coins& coins = s.islands_[size_t(c.to.index)].coins;
    if (coins.full())
      return impossible(c, fmt::format("{} holds {} coins, the most an island holds",
                                       s.island_id(c.to.index), kMaxCoins));
    coins.push_back(int16_t(v));
  } else if (c.to.kind == CoinPlace::Ship) {
    if (auto bad = ship_ok(c.to)) return bad;
    Coins& coins = s.ships_[size_t(c.to.index)].gold;
    if (coins.full())
      return impossible(c, fmt::format("{} carries {} coins, the most a ship holds",
                                       s.id(c.to.index), kMaxCoins));
    coins.push_back(int16_t(v));
  } else if (c.to.kind == CoinPlace::Fort) {
    if (auto bad = place_ok(s, a, c, c.to)) return bad;
    s.forts_[size_t(c.to.index)].gold.push_back(int16_t(v));
    s.ledger_[size_t(s.pieces().forts[size_t(c.to.index)].owner)].ruled += v;
  } else {
    s.gold_out_ += v;
  }
  return std::nullopt;
}

// A ship or fort a coin or an item goes to or comes from: on the table (a fort built and
// standing; a ship not sunk).
std::optional<Violation> Rules::place_ok(const State& s, const Action& a, const RulingChange& c,
                                         const CoinPlace& p) {
  if (p.kind == CoinPlace::Fort) {
    if (!s.fort(p.index).standing())
      return impossible(c, fmt::format("fort {} is not on the table", s.fort_id(p.index)));
    return std::nullopt;
  }
  if (p.index < 0) return impossible(c, fmt::format("the record has no ship {}", a.unknown));
  if (s.ship(p.index).sunk) return impossible(c, fmt::format("{} has sunk", s.id(p.index)));
  return std::nullopt;
}

// `item ID TO`: a crew or an equipment (not out of the game) goes aboard a ship, onto an
// island (a home island: that player's home), into a standing fort, or out of the game. Aboard,
// it comes last in boarding order; places and keywords of both ships are counted again.
std::optional<Violation> Rules::move_item(State& s, const Action& a, const RulingChange& c) {
  const std::string& id = s.pieces().crew[size_t(c.piece)].id;
  if (s.crew_lost_[size_t(c.piece)])
    return impossible(c, fmt::format("{} is out of the game already", id));
  const int from_ship = s.crew_ship(c.piece);
  switch (c.to.kind) {
    case CoinPlace::Ship:
      if (auto bad = place_ok(s, a, c, c.to)) return bad;
      s.put_aboard(c.piece, c.to.index);
      break;
    case CoinPlace::Fort:
      if (auto bad = place_ok(s, a, c, c.to)) return bad;
      s.crew_at_[size_t(c.piece)] = CrewPlace{CrewPlace::Fort, c.to.index};
      break;
    case CoinPlace::Island: {
      const int home = s.pieces().islands[size_t(c.to.index)].home;
      s.crew_at_[size_t(c.piece)] = home >= 0 ? CrewPlace{CrewPlace::Home, int16_t(home)}
                                              : CrewPlace{CrewPlace::Island, c.to.index};
      break;
    }
    case CoinPlace::Home:
      s.crew_at_[size_t(c.piece)] = CrewPlace{CrewPlace::Home, int16_t(a.player)};
      break;
    case CoinPlace::Out:
      s.crew_lost_[size_t(c.piece)] = 1;
      break;
  }
  if (from_ship >= 0) s.recompute_crew(from_ship);
  if (c.to.kind == CoinPlace::Ship) s.recompute_crew(c.to.index);
  return std::nullopt;
}

// `value ID V` (a unique treasure's gold, counted where coins count from now on) and `face ID
// up|down` (a card turned): on a card still in the game; a face turned to the face it shows
// already cannot apply. The table's copies are shared until a ruling changes them.
std::optional<Violation> Rules::value_or_face(State& s, const RulingChange& c) {
  const std::string& id = s.pieces().crew[size_t(c.piece)].id;
  if (s.crew_lost(c.piece)) return impossible(c, fmt::format("{} is out of the game", id));
  const size_t n = s.pieces().crew.size();
  if (c.kind == ChangeKind::Value) {
    auto values = std::make_shared<std::vector<int16_t>>(n);
    for (size_t k = 0; k < n; ++k) (*values)[k] = int16_t(s.unique_value(int(k)));
    (*values)[size_t(c.piece)] = int16_t(c.coin);
    s.values_ = std::move(values);
    return std::nullopt;
  }
  if (s.face_up(c.piece) == c.up)
    return impossible(c, fmt::format("{} is face {} already", id, c.up ? "up" : "down"));
  auto faces = std::make_shared<std::vector<uint8_t>>(n);
  for (size_t k = 0; k < n; ++k) (*faces)[k] = s.face_up(int(k));
  (*faces)[size_t(c.piece)] = c.up;
  s.faces_ = std::move(faces);
  // A crew that takes no place only while face up (slice coverage) changes its ship's places.
  if (const int ship = s.crew_ship(c.piece); ship >= 0) s.recompute_crew(ship);
  return std::nullopt;
}

}  // namespace qm::pirates
