#include "games/pirates/deal.h"

#include "games/pirates/deal_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace qm::pirates {

namespace {

constexpr std::array<const char*, 6> kNations = {"Spain",   "England", "France",
                                                 "Pirates", "America", "Barbary"};
constexpr std::array<const char*, 24> kShipNames = {
    "Fortuna",    "Sea Hawk",  "Raven",         "Santa Ana", "Black Swan", "Marigold",
    "Intrepid",   "Le Requin", "San Pablo",     "Gull",      "Wanderer",   "Tempest",
    "La Sirena",  "Corsair",   "Golden Hind",   "Nightjar",  "Valiant",    "El Dorado",
    "Grey Heron", "Albatross", "Lady Margaret", "Revenge",   "Cormorant",  "Esperanza"};
// Keywords a ship may print (linked does nothing on a ship) and a crew may bring.
constexpr std::array<const char*, 6> kShipKeywords = {"helmsman",   "captain",  "cannoneer",
                                                      "shipwright", "explorer", "oarsman"};
constexpr std::array<const char*, 7> kCrewKeywords = {
    "helmsman", "captain", "cannoneer", "shipwright", "explorer", "linked", "oarsman"};
// Base moves, the first ones likelier: S+L 4, L+L 3, S+S 2, L 1, S+S+S 1 (of 11).
constexpr std::array<const char*, 11> kMoves = {"S+L", "S+L", "S+L", "S+L", "L+L",  "L+L",
                                                "L+L", "S+S", "S+S", "L",   "S+S+S"};
// The 16 directions k * 22.5 degrees, as constants (no libm in the deal).
constexpr std::array<std::array<double, 2>, 16> kDirections = {{
    {1.0, 0.0},
    {0.92387953251128674, 0.38268343236508978},
    {0.70710678118654757, 0.70710678118654757},
    {0.38268343236508978, 0.92387953251128674},
    {0.0, 1.0},
    {-0.38268343236508978, 0.92387953251128674},
    {-0.70710678118654757, 0.70710678118654757},
    {-0.92387953251128674, 0.38268343236508978},
    {-1.0, 0.0},
    {-0.92387953251128674, -0.38268343236508978},
    {-0.70710678118654757, -0.70710678118654757},
    {-0.38268343236508978, -0.92387953251128674},
    {0.0, -1.0},
    {0.38268343236508978, -0.92387953251128674},
    {0.70710678118654757, -0.70710678118654757},
    {0.92387953251128674, -0.38268343236508978},
}};
constexpr int kDealtShipsPerFleet = 4;  // not limits.h's kMaxShips: a unity batch holds both

int draw(sim::Rng& rng, int n) { return int(rng.below(uint64_t(n))); }
int between(sim::Rng& rng, int lo, int hi) { return lo + draw(rng, hi - lo + 1); }

// One ship of at most `budget` points (at least 5).
ShipSpec draw_ship(sim::Rng& rng, int budget, const std::string& nation) {
  ShipSpec s;
  int masts = between(rng, 2, 4);
  int points = 3 * masts - 1 + draw(rng, 4);
  while (points > budget && masts > 2) points = 3 * --masts - 1 + draw(rng, 4);
  s.points = std::min(points, budget);
  for (int m = 0; m < masts; ++m) {
    Cannon c;
    c.rank = uint8_t(between(rng, 2, 4));
    c.ruler = draw(rng, 5) < 2 ? Ruler::L : Ruler::S;
    s.masts.push_back(c);
  }
  s.cargo = std::max(2, masts - 1 + draw(rng, 3));
  s.move = *parse_base_move(kMoves[size_t(draw(rng, int(kMoves.size())))]);
  s.name = kShipNames[size_t(draw(rng, int(kShipNames.size())))];
  s.nation = draw(rng, 10) == 0 ? kNations[size_t(draw(rng, int(kNations.size())))] : nation;
  if (draw(rng, 8) == 0) {
    s.abilities.push_back(kShipKeywords[size_t(draw(rng, int(kShipKeywords.size())))]);
    s.keywords = keyword_bit(s.abilities.back());
  }
  return s;
}

// A player's fleet: ships, then crew with the points left but `reserve` (a creature's); the
// coins brought.
void draw_fleet(Pieces& p, int player, const Options& o, sim::Rng& rng, int reserve) {
  const std::string nation = kNations[size_t(draw(rng, int(kNations.size())))];
  const char letter = char('A' + player);
  int left = p.points - reserve;
  std::vector<int> ships;
  while (int(ships.size()) < kDealtShipsPerFleet) {
    const int reserve = ships.empty() ? 5 : 0;  // room for a second ship
    if (left - reserve < 5) break;
    if (ships.size() >= 2 && (left < 8 || (ships.size() == 3 && draw(rng, 2) == 0))) break;
    ShipSpec s = draw_ship(rng, left - reserve, nation);
    s.owner = player;
    s.id = fmt::format("{}{}", letter, ships.size() + 1);
    s.placed = true;
    left -= s.points;
    ships.push_back(int(p.ships.size()));
    p.ships.push_back(std::move(s));
  }
  // Crew, two passes over the ships: the second spends what is left where there is room.
  std::vector<int> aboard(ships.size(), 0), crew_points(ships.size(), 0);
  for (int pass = 0; pass < 2; ++pass)
    for (size_t k = 0; k < ships.size(); ++k) {
      const ShipSpec& s = p.ships[size_t(ships[k])];
      // Crew leave at least one cargo place for gold; their points stay within the ship's.
      while (left > 0 && aboard[k] < 2 && aboard[k] + 1 < s.cargo &&
             (pass == 1 || draw(rng, 4) != 0)) {
        const int most = std::min({4, left, s.points - crew_points[k]});
        if (most < pass) break;  // the second pass adds no 0-point crew
        const int cost = pass == 1 ? most : draw(rng, most + 1);
        CrewSpec c;
        c.id = fmt::format("{}{}", s.id, char('a' + aboard[k]));
        c.owner = player;
        c.points = cost;
        c.nation = cost > 0 && draw(rng, 5) == 0 ? kNations[size_t(draw(rng, int(kNations.size())))]
                                                 : s.nation;
        c.ability = kCrewKeywords[size_t(draw(rng, int(kCrewKeywords.size())))];
        c.keyword = keyword_bit(c.ability);
        c.ship = ships[k];
        left -= cost;
        crew_points[k] += cost;
        ++aboard[k];
        p.crew.push_back(std::move(c));
      }
    }
  FleetSpec f;
  f.treasure_given = true;
  f.treasure.assign(size_t(o.treasures_per_player), 1);
  for (int extra = o.treasure_gold - o.treasures_per_player; extra > 0; --extra) {
    int k = draw(rng, o.treasures_per_player);
    for (int tries = 0; tries < o.treasures_per_player && f.treasure[size_t(k)] >= 4; ++tries)
      k = (k + 1) % o.treasures_per_player;
    ++f.treasure[size_t(k)];
  }
  std::sort(f.treasure.begin(), f.treasure.end());
  p.fleets.push_back(std::move(f));
}

struct Disc {
  long long x = 0, y = 0, r = 0;
};

// Edge to edge, with the square root of a whole number (correctly rounded everywhere).
double gap(const Disc& a, const Disc& b) {
  const long long dx = a.x - b.x, dy = a.y - b.y;
  return std::sqrt(double(dx * dx + dy * dy)) - double(a.r + b.r);
}

// Islands grown one at a time beside a random island already placed: the gap to that one
// in [lo, hi], to every other at least lo. Empty when the growth gets stuck.
std::vector<Disc> grow_islands(int n, double lo, double hi, sim::Rng& rng) {
  std::vector<Disc> out;
  out.push_back({0, 0, between(rng, 40, 60)});
  while (int(out.size()) < n) {
    Disc d{0, 0, between(rng, 40, 60)};
    bool placed = false;
    for (int tries = 0; tries < 400 && !placed; ++tries) {
      const Disc& parent = out[size_t(draw(rng, int(out.size())))];
      const int reach = int(hi) + int(parent.r + d.r);
      d.x = parent.x + between(rng, -reach, reach);
      d.y = parent.y + between(rng, -reach, reach);
      const double g = gap(d, parent);
      if (g < lo || g > hi) continue;
      placed = true;
      for (const Disc& other : out) placed = placed && gap(d, other) >= lo;
    }
    if (!placed) return {};
    out.push_back(d);
  }
  return out;
}

void place_islands(Pieces& p, const Options& o, sim::Rng& rng) {
  const int n = o.islands_per_player * int(p.players.size());
  const double lo = o.island_distance_min * o.ruler_L + 2 * o.tolerance + 1;
  const double hi = std::min(lo + 50, o.island_distance_max * o.ruler_L - 2 * o.tolerance - 1);
  if (hi <= lo) throw std::invalid_argument("island_distance leaves no room to place islands");
  std::vector<Disc> discs;
  for (int attempt = 0; discs.empty(); ++attempt) {
    if (attempt == 100) throw std::logic_error("no island layout found in 100 attempts");
    discs = grow_islands(n, lo, hi, rng);
  }
  long long min_x = discs[0].x - discs[0].r, min_y = discs[0].y - discs[0].r;
  for (const Disc& d : discs) {
    min_x = std::min(min_x, d.x - d.r);
    min_y = std::min(min_y, d.y - d.r);
  }
  // Homes: a random island, then each time the island farthest from the homes chosen.
  const int players = int(p.players.size());
  std::vector<int> homes = {draw(rng, n)};
  while (int(homes.size()) < players) {
    long long best = -1;
    int pick = 0;
    for (int i = 0; i < n; ++i) {
      if (std::find(homes.begin(), homes.end(), i) != homes.end()) continue;
      long long nearest = -1;
      for (int h : homes) {
        const long long dx = discs[size_t(i)].x - discs[size_t(h)].x;
        const long long dy = discs[size_t(i)].y - discs[size_t(h)].y;
        if (nearest < 0 || dx * dx + dy * dy < nearest) nearest = dx * dx + dy * dy;
      }
      if (nearest > best) {
        best = nearest;
        pick = i;
      }
    }
    homes.push_back(pick);
  }
  for (int i = 0; i < n; ++i) {
    IslandSpec is;
    is.id = fmt::format("I{}", i + 1);
    is.centre = {double(discs[size_t(i)].x - min_x + 150),
                 double(discs[size_t(i)].y - min_y + 150)};
    is.r = double(discs[size_t(i)].r);
    p.islands.push_back(std::move(is));
  }
  // Chosen in reverse turn order: the last player takes the first home.
  for (int k = 0; k < players; ++k) p.islands[size_t(homes[size_t(k)])].home = players - 1 - k;
}

void place_coins(Pieces& p, const Options& o, sim::Rng& rng) {
  std::vector<int> coins;
  for (const FleetSpec& f : p.fleets)
    coins.insert(coins.end(), f.treasure.begin(), f.treasure.end());
  rng.shuffle(coins);
  size_t next = 0;
  for (IslandSpec& is : p.islands) {
    if (is.home >= 0) continue;
    is.treasure_given = true;
    for (int k = 0; k < o.treasures_per_island; ++k) is.treasure.push_back(coins[next++]);
  }
}

void place_ships(Pieces& p, const Options& o, sim::Rng& rng) {
  const Geometry g{o.ship_radius, o.tolerance, o.bow_arc};
  for (int player = 0; player < int(p.players.size()); ++player) {
    const IslandSpec* home = nullptr;
    for (const IslandSpec& is : p.islands)
      if (is.home == player) home = &is;
    std::vector<ShipSpec*> fleet;
    for (ShipSpec& s : p.ships)
      if (s.owner == player && !s.creature) fleet.push_back(&s);
    const int step = 16 / int(fleet.size());
    int k = draw(rng, 16);
    const double reach = home->r + o.ship_radius + o.tolerance / 4;
    for (ShipSpec* s : fleet) {
      const auto& d = kDirections[size_t(k)];
      s->start = {home->centre.x + std::round(reach * d[0]),
                  home->centre.y + std::round(reach * d[1])};
      s->heading = 22.5 * k;
      if (!g.touches_island(s->start, home->centre, home->r) ||
          g.overlaps_island(s->start, home->centre, home->r))
        throw std::logic_error(fmt::format("{} was placed off its home island", s->id));
      k = (k + step) % 16;
    }
  }
}

}  // namespace

void place_creatures(Pieces& p, const Options& o, sim::Rng& rng) {
  for (ShipSpec& c : p.ships) {
    if (!c.creature) continue;
    const IslandSpec* home = nullptr;
    for (const IslandSpec& is : p.islands)
      if (is.home == c.owner) home = &is;
    const double reach = home->r + c.r + o.tolerance / 4;
    const int first = draw(rng, 16);
    bool placed = false;
    for (int k = 0; k < 16 && !placed; ++k) {
      const auto& d = kDirections[size_t((first + k) % 16)];
      c.start = {home->centre.x + std::round(reach * d[0]),
                 home->centre.y + std::round(reach * d[1])};
      placed = true;
      for (const ShipSpec& s : p.ships) {
        if (&s == &c || (s.creature && &s > &c)) continue;  // creatures after c are not placed yet
        const double r = s.r > 0 ? s.r : o.ship_radius;
        placed = placed && distance(c.start, s.start) > c.r + r + o.tolerance + 1;
      }
    }
    if (!placed) throw std::logic_error(fmt::format("{} found no place by its home island", c.id));
  }
}

Pieces deal_pieces(const Options& o, int players, sim::Rng& rng, const TableExtras& extras) {
  if (players < kMinSimPlayers || players > kMaxSimPlayers)
    throw std::invalid_argument(fmt::format("{} players: simulated Pirates games are for {} to {}",
                                            players, kMinSimPlayers, kMaxSimPlayers));
  const int wild = (o.islands_per_player - 1) * players;
  if (o.islands_per_player < 1 || o.treasures_per_player < 1 ||
      o.treasure_gold < o.treasures_per_player ||
      wild * o.treasures_per_island != players * o.treasures_per_player)
    throw std::invalid_argument(fmt::format(
        "no legal set-up: {} wild islands of {} coins for {} players bringing {} coins each", wild,
        o.treasures_per_island, players, o.treasures_per_player));
  if (o.points < 10)
    throw std::invalid_argument(
        fmt::format("a {}-point game is too small for two ships", o.points));
  Pieces p;
  p.points = o.points;
  for (int k = 0; k < players; ++k) p.players.push_back(fmt::format("P{}", k + 1));
  std::vector<int> event_points;
  for (int k = 0; k < players; ++k) {
    const int reserve = extras.creatures ? creature_points(rng) : 0;
    // An event's points, where they leave room for two ships (else it comes for free).
    const int event =
        extras.abilities && o.points - reserve >= 10 + kEventPoints ? kEventPoints : 0;
    event_points.push_back(event);
    draw_fleet(p, k, o, rng, reserve + event);
    if (extras.creatures) add_creature(p, k, reserve, o, rng);
  }
  place_islands(p, o, rng);
  place_coins(p, o, rng);
  place_ships(p, o, rng);
  if (extras.creatures) place_creatures(p, o, rng);
  if (extras.any()) p.format = 2;
  if (extras.terrain) place_terrain(p, o, rng);
  if (extras.forts) give_forts(p, rng);
  if (extras.abilities) {
    give_abilities(p, rng);
    give_events(p, event_points);
  }
  return p;
}

}  // namespace qm::pirates
