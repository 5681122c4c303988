#include "games/pirates/header_reader.h"

#include "games/pirates/action.h"
#include "games/pirates/limits.h"

#include <fmt/format.h>

#include "record/excerpt.h"

#include <charconv>
#include <cmath>
#include <initializer_list>
#include <set>

namespace qm::pirates {

namespace {

const char* const kPiratesFields = "points, islands, fleets, start";

[[noreturn]] void fail(const YNode& node, const std::string& message) {
  throw RecordError(node.pos, message);
}

const YNode& need_map(const YNode& node, const char* what) {
  if (!node.is_map()) fail(node, fmt::format("{} must be a map, not {}", what, node.describe()));
  return node;
}

const YNode& need_list(const YNode& node, const char* what) {
  if (!node.is_sequence())
    fail(node, fmt::format("{} must be a list, not {}", what, node.describe()));
  return node;
}

// Refuses a key of `map` that is not one of `known`.
void only_keys(const YNode& map, std::initializer_list<const char*> known, const char* what) {
  for (size_t i = 0; i < map.map_size(); ++i) {
    bool ok = false;
    for (const char* k : known) ok = ok || map.key(i).text == k;
    if (!ok) {
      std::string list;
      for (const char* k : known) {
        list += list.empty() ? "" : ", ";
        list += std::string(k);
      }
      fail(map.key(i), fmt::format("unknown field '{}' in {} (fields: {})",
                                   excerpt(map.key(i).text), what, list));
    }
  }
}

const YNode& required(const YNode& map, const char* key, const char* what) {
  const YNode* v = map.find(key);
  if (!v) fail(map, fmt::format("{} needs '{}'", what, key));
  return *v;
}

std::string word(const YNode& node, const char* what) {
  if (!node.is_scalar() || node.text.empty())
    fail(node, fmt::format("{} must be a word, not {}", what, node.describe()));
  return node.text;
}

double number(const YNode& node, const char* what) {
  double v = 0;
  if (node.is_scalar() && !node.text.empty()) {
    const char* b = node.text.data();
    const char* e = b + node.text.size();
    auto [end, ec] = std::from_chars(b, e, v);
    if (ec == std::errc() && end == e && std::abs(v) <= kMaxFigure) return v;
  }
  fail(node, fmt::format("{} must be a number between -{} and {}, not {}", what, kMaxFigure,
                         kMaxFigure, node.describe()));
}

// A whole number from `lo` to `hi` (limits.h): the record's figures never wrap or overflow.
int integer(const YNode& node, const char* what, int lo, int hi) {
  long long v = 0;
  if (!node.is_scalar() || !parse_integer(node.text, v) || v < lo || v > hi)
    fail(node, fmt::format("{} must be a whole number from {} to {}, not {}", what, lo, hi,
                           node.describe()));
  return int(v);
}

bool is_id(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
      return false;
  return true;
}

class Reader {
 public:
  Reader(const Record& r, const Options& o) : record_(r), options_(o) {}

  Pieces read() {
    p_.players = record_.players;
    p_.points = options_.points;
    p_.fleets.resize(record_.players.size());
    const YNode& f = record_.game_fields;
    for (size_t i = 0; i < f.map_size(); ++i) {
      const std::string& key = f.key(i).text;
      if (key != "points" && key != "islands" && key != "fleets" && key != "start")
        fail(f.key(i), fmt::format("unknown field '{}' in a pirates record (pirates' own fields: "
                                   "{})",
                                   excerpt(key), kPiratesFields));
    }
    if (const YNode* points = f.find("points"))
      p_.points = integer(*points, "'points'", 1, kMaxGamePoints);
    for (const char* key : {"islands", "fleets"})
      if (!f.find(key))
        throw RecordError(record_.start, fmt::format("a pirates record needs '{}'", key));
    for (size_t i = 0; i < f.map_size(); ++i)
      if (f.key(i).text == "islands") p_.islands_pos = f.key(i).pos;
    read_islands(*f.find("islands"));
    read_fleets(*f.find("fleets"));
    if (const YNode* start = f.find("start")) read_start(*start);
    for (const ShipSpec& s : p_.ships)
      if (!s.placed && !p_.start)
        throw RecordError(s.pos, fmt::format("ship {} needs its starting position: x, y and "
                                             "heading",
                                             s.id));
    return std::move(p_);
  }

 private:
  std::string new_id(const YNode& node, const char* what) {
    std::string id = word(node, what);
    if (!is_id(id))
      fail(node, fmt::format("'{}' is not an id: ids are letters, digits and _", excerpt(id)));
    if (!ids_.insert(id).second)
      fail(node, fmt::format("the id {} is used twice; ids are unique in the record", id));
    return id;
  }

  int player(const YNode& node, const char* what) {
    std::string name = word(node, what);
    int p = record_.player_index(name);
    if (p < 0)
      fail(node, fmt::format("unknown player '{}' in {} (players: {})", excerpt(name), what,
                             excerpt_list(record_.players)));
    return p;
  }

  int ship_id(const YNode& node, const char* what) {
    std::string id = word(node, what);
    int s = p_.ship_index(id);
    if (s < 0) fail(node, fmt::format("unknown ship '{}' in {}", excerpt(id), what));
    return s;
  }

  // A list of coins, each worth 1 to kMaxCoinValue; kMaxRecordCoins in the whole header.
  std::vector<int> coins(const YNode& node, const char* what) {
    need_list(node, what);
    std::vector<int> out;
    for (const YNode& c : node.items) {
      if (++coins_read_ > kMaxRecordCoins)
        fail(c, fmt::format("a Pirates record names at most {} coins in all (limits.h)",
                            kMaxRecordCoins));
      out.push_back(integer(c, "a coin's gold", 1, kMaxCoinValue));
    }
    return out;
  }

  // An island's coins: at most the kMaxCoins one island holds in record v1.
  std::vector<int> island_coins(const YNode& node, const char* what) {
    std::vector<int> out = coins(node, what);
    if (out.size() > size_t(kMaxCoins))
      fail(node, fmt::format("an island holds at most {} coins in record v1, not {}", kMaxCoins,
                             out.size()));
    return out;
  }

  int island_id(const YNode& node, const char* what) {
    std::string id = word(node, what);
    int s = p_.island_index(id);
    if (s < 0) fail(node, fmt::format("unknown island '{}' in {}", excerpt(id), what));
    return s;
  }

  void read_islands(const YNode& list) {
    need_list(list, "'islands'");
    for (const YNode& e : list.items) {
      if (p_.islands.size() == size_t(kMaxIslands))
        fail(e, fmt::format("a Pirates record has at most {} islands", kMaxIslands));
      need_map(e, "an island");
      only_keys(e, {"id", "x", "y", "r", "home", "treasure"}, "an island");
      IslandSpec is;
      is.pos = e.pos;
      is.id = new_id(required(e, "id", "an island"), "an island's id");
      is.centre = {number(required(e, "x", "an island"), "x"),
                   number(required(e, "y", "an island"), "y")};
      const YNode& r = required(e, "r", "an island");
      is.r = number(r, "r");
      if (is.r <= 0) fail(r, "an island's radius r must be more than 0");
      if (const YNode* home = e.find("home")) is.home = player(*home, "an island's 'home'");
      if (const YNode* t = e.find("treasure")) {
        is.treasure = island_coins(*t, "an island's 'treasure'");
        is.treasure_given = true;
      }
      p_.islands.push_back(std::move(is));
    }
  }

  void read_fleets(const YNode& fleets) {
    need_map(fleets, "'fleets'");
    std::vector<const YNode*> of(record_.players.size(), nullptr);
    for (size_t i = 0; i < fleets.map_size(); ++i) {
      int p = player(fleets.key(i), "'fleets'");
      if (of[size_t(p)])
        fail(fleets.key(i), fmt::format("the fleet of {} is given twice", fleets.key(i).text));
      of[size_t(p)] = &fleets.value(i);
      p_.fleets[size_t(p)].pos = fleets.key(i).pos;
    }
    for (size_t p = 0; p < of.size(); ++p)
      if (!of[p]) fail(fleets, fmt::format("'fleets' has no fleet for {}", record_.players[p]));
    // Ships first (a crew names its ship), in the order of players.
    for (size_t p = 0; p < of.size(); ++p) {
      const YNode& fleet = need_map(*of[p], "a fleet");
      only_keys(fleet, {"treasure", "ships", "crew"}, "a fleet");
      if (const YNode* t = fleet.find("treasure")) {
        p_.fleets[p].treasure = coins(*t, "a fleet's 'treasure'");
        p_.fleets[p].treasure_given = true;
      }
      if (const YNode* ships = fleet.find("ships"))
        for (const YNode& e : need_list(*ships, "'ships'").items) read_ship(e, int(p));
    }
    for (size_t p = 0; p < of.size(); ++p)
      if (const YNode* crew = of[p]->find("crew"))
        for (const YNode& e : need_list(*crew, "'crew'").items) read_crew(e, int(p));
  }

  void read_ship(const YNode& e, int owner) {
    if (p_.ships.size() == size_t(kMaxShips))
      fail(e, fmt::format("a Pirates record has at most {} ships in all its fleets", kMaxShips));
    need_map(e, "a ship");
    only_keys(e,
              {"id", "name", "nation", "points", "masts", "cargo", "move", "abilities", "x", "y",
               "heading"},
              "a ship");
    ShipSpec s;
    s.pos = e.pos;
    s.owner = owner;
    s.id = new_id(required(e, "id", "a ship"), "a ship's id");
    if (const YNode* n = e.find("name")) s.name = n->is_scalar() ? n->text : "";
    s.nation = word(required(e, "nation", "a ship"), "a ship's nation");
    s.points = integer(required(e, "points", "a ship"), "a ship's points", 0, kMaxPiecePoints);
    const YNode& masts = need_list(required(e, "masts", "a ship"), "'masts'");
    if (masts.items.size() > size_t(kMaxMasts))
      fail(masts, fmt::format("a ship has at most {} masts in record v1", kMaxMasts));
    for (const YNode& m : masts.items) {
      std::optional<Cannon> c = m.is_scalar() ? parse_cannon(m.text) : std::nullopt;
      if (!c)
        fail(m, fmt::format("'{}' is not a cannon: rank 1-6 and range S or L, as 3S or 2L",
                            m.is_scalar() ? excerpt(m.text) : m.describe()));
      s.masts.push_back(*c);
    }
    const YNode& cargo = required(e, "cargo", "a ship");
    s.cargo = integer(cargo, "a ship's cargo (its places, record v1)", 0, kMaxCoins);
    const YNode& move = required(e, "move", "a ship");
    std::optional<std::vector<Ruler>> rulers =
        move.is_scalar() ? parse_base_move(move.text) : std::nullopt;
    if (!rulers)
      fail(move, fmt::format("'{}' is not a base move: S and L joined by +, as S+L",
                             move.is_scalar() ? excerpt(move.text) : move.describe()));
    if (rulers->size() > size_t(kMaxBaseMove))
      fail(move, fmt::format("a base move has at most {} rulers", kMaxBaseMove));
    s.move = *rulers;
    if (const YNode* a = e.find("abilities"))
      for (const YNode& k : need_list(*a, "'abilities'").items) {
        s.abilities.push_back(word(k, "an ability"));
        s.keywords |= keyword_bit(s.abilities.back()) & ~kLinked;  // linked: crew only
      }
    const YNode *x = e.find("x"), *y = e.find("y"), *h = e.find("heading");
    if (x || y || h) {
      if (!x || !y || !h) fail(e, fmt::format("ship {} needs x, y and heading together", s.id));
      s.placed = true;
      s.start = {number(*x, "x"), number(*y, "y")};
      s.heading = number(*h, "heading");
    }
    p_.ships.push_back(std::move(s));
  }

  void read_crew(const YNode& e, int owner) {
    if (p_.crew.size() == size_t(kMaxCrew))
      fail(e, fmt::format("a Pirates record has at most {} crew in all its fleets", kMaxCrew));
    need_map(e, "a crew");
    only_keys(e, {"id", "nation", "points", "ability", "ship"}, "a crew");
    CrewSpec c;
    c.pos = e.pos;
    c.owner = owner;
    c.id = new_id(required(e, "id", "a crew"), "a crew's id");
    c.nation = word(required(e, "nation", "a crew"), "a crew's nation");
    c.points = integer(required(e, "points", "a crew"), "a crew's points", 0, kMaxPiecePoints);
    if (const YNode* a = e.find("ability")) {
      c.ability = word(*a, "a crew's ability");
      c.keyword = keyword_bit(c.ability);
    }
    const YNode& ship = required(e, "ship", "a crew");
    c.ship = ship_id(ship, "a crew's 'ship'");
    if (p_.ships[size_t(c.ship)].owner != owner)
      fail(ship, fmt::format("crew {} is in {}'s fleet but {} is not", c.id,
                             record_.players[size_t(owner)], p_.ships[size_t(c.ship)].id));
    p_.crew.push_back(std::move(c));
  }

  void read_start(const YNode& node) {
    need_map(node, "'start'");
    only_keys(node, {"player", "ships", "sunk", "crew_lost", "islands", "home"}, "'start'");
    StartPosition st;
    st.pos = node.pos;
    st.player = player(required(node, "player", "'start'"), "'start.player'");
    st.home.resize(record_.players.size());
    const YNode* ships = node.find("ships");
    if (ships) {
      need_map(*ships, "'start.ships'");
      std::vector<bool> given(p_.ships.size(), false);
      for (size_t i = 0; i < ships->map_size(); ++i) {
        StartShip s;
        s.ship = ship_id(ships->key(i), "'start.ships'");
        s.pos = ships->key(i).pos;
        if (given[size_t(s.ship)])
          fail(ships->key(i),
               fmt::format("ship {} is given twice in 'start.ships'", ships->key(i).text));
        given[size_t(s.ship)] = true;
        const YNode& e = need_map(ships->value(i), "a ship's position");
        only_keys(e, {"x", "y", "heading", "lost", "gold", "docked", "stuck_on", "towing", "owner"},
                  "a ship's position");
        const YNode *x = e.find("x"), *y = e.find("y");
        if (x || y) {
          if (!x || !y) fail(e, "a ship's position needs both x and y");
          s.at = Point{number(*x, "x"), number(*y, "y")};
        }
        if (const YNode* h = e.find("heading")) s.heading = number(*h, "heading");
        if (const YNode* lost = e.find("lost"))
          for (const YNode& m : need_list(*lost, "'lost'").items) {
            long long n = 0;
            if (!m.is_scalar() || !parse_integer(m.text, n) || n < 1 ||
                n > (long long)p_.ships[size_t(s.ship)].masts.size())
              fail(m, fmt::format("{} has no mast {}", p_.ships[size_t(s.ship)].id,
                                  m.is_scalar() ? excerpt(m.text) : m.describe()));
            s.lost.push_back(int(n));
          }
        if (const YNode* g = e.find("gold")) s.gold = coins(*g, "'gold'");
        if (const YNode* d = e.find("docked")) s.docked = island_id(*d, "'docked'");
        if (const YNode* t = e.find("stuck_on")) s.stuck_on = ship_id(*t, "'stuck_on'");
        if (const YNode* t = e.find("towing")) s.towing = ship_id(*t, "'towing'");
        if (const YNode* o = e.find("owner")) s.owner = player(*o, "'owner'");
        st.ships.push_back(std::move(s));
      }
    }
    if (const YNode* sunk = node.find("sunk"))
      for (const YNode& s : need_list(*sunk, "'start.sunk'").items)
        st.sunk.push_back(ship_id(s, "'start.sunk'"));
    if (ships) check_start_links(*ships, st);
    if (const YNode* lost = node.find("crew_lost"))
      for (const YNode& c : need_list(*lost, "'start.crew_lost'").items) {
        int k = p_.crew_index(word(c, "a crew"));
        if (k < 0) fail(c, fmt::format("unknown crew '{}' in 'start.crew_lost'", excerpt(c.text)));
        st.crew_lost.push_back(k);
      }
    if (const YNode* islands = node.find("islands")) {
      need_map(*islands, "'start.islands'");
      for (size_t i = 0; i < islands->map_size(); ++i) {
        StartIsland si;
        si.island = island_id(islands->key(i), "'start.islands'");
        si.pos = islands->key(i).pos;
        const YNode& e = need_map(islands->value(i), "an island's state");
        only_keys(e, {"treasure", "explored"}, "an island's state");
        if (const YNode* t = e.find("treasure")) si.treasure = island_coins(*t, "'treasure'");
        if (const YNode* x = e.find("explored")) {
          if (!x->is_scalar() || (x->text != "true" && x->text != "false"))
            fail(*x, "'explored' is true or false");
          si.explored = x->text == "true";
        }
        st.islands.push_back(std::move(si));
      }
    }
    if (const YNode* home = node.find("home")) {
      need_map(*home, "'start.home'");
      for (size_t i = 0; i < home->map_size(); ++i)
        st.home[size_t(player(home->key(i), "'start.home'"))] = coins(home->value(i), "home gold");
    }
    p_.start = std::move(st);
  }

  // What no position can be: a ship towing itself or stuck on itself, a ship towed by two,
  // a towed ship with a mast standing (only a derelict is taken in tow, and a repair ends
  // the tow), tows in a circle, a tow or a ram with a ship in 'start.sunk'. `ships` is
  // 'start.ships', read into st.ships in order.
  void check_start_links(const YNode& ships, const StartPosition& st) {
    const size_t n = p_.ships.size();
    std::vector<int> towed_by(n, kNoPiece), tows(n, kNoPiece);
    std::vector<bool> sunk(n, false);
    for (int k : st.sunk) sunk[size_t(k)] = true;
    auto id = [&](int ship) { return p_.ships[size_t(ship)].id; };
    for (size_t i = 0; i < st.ships.size(); ++i) {
      const StartShip& s = st.ships[i];
      if (s.stuck_on >= 0) {
        const YNode& at = *ships.value(i).find("stuck_on");
        if (s.stuck_on == s.ship)
          fail(at, fmt::format("ship {} cannot be stuck on itself", id(s.ship)));
        if (sunk[size_t(s.stuck_on)])
          fail(at, fmt::format("ship {} is stuck on {}, which is in 'start.sunk'", id(s.ship),
                               id(s.stuck_on)));
      }
      if (s.towing < 0) continue;
      const YNode& at = *ships.value(i).find("towing");
      if (s.towing == s.ship) fail(at, fmt::format("ship {} cannot tow itself", id(s.ship)));
      if (sunk[size_t(s.towing)])
        fail(at,
             fmt::format("ship {} tows {}, which is in 'start.sunk'", id(s.ship), id(s.towing)));
      if (const int other = towed_by[size_t(s.towing)]; other != kNoPiece)
        fail(at, fmt::format("ship {} is towed by both {} and {}: one ship tows it at most",
                             id(s.towing), id(other), id(s.ship)));
      towed_by[size_t(s.towing)] = s.ship;
      tows[size_t(s.ship)] = s.towing;
    }
    std::vector<bool> standing(n, false);  // a mast standing, for the ships given
    for (const StartShip& s : st.ships) standing[size_t(s.ship)] = !all_masts_lost(s);
    for (size_t i = 0; i < st.ships.size(); ++i) {
      const StartShip& s = st.ships[i];
      if (s.towing < 0) continue;
      const YNode& at = *ships.value(i).find("towing");
      if (standing[size_t(s.towing)])
        fail(at, fmt::format("ship {} tows {}, which has a mast standing: only a derelict is "
                             "towed (a repair ends the tow)",
                             id(s.ship), id(s.towing)));
      int k = s.towing;
      for (size_t steps = 0; k != kNoPiece && k != s.ship && steps < n; ++steps)
        k = tows[size_t(k)];
      if (k == s.ship)
        fail(at, fmt::format("ship {} tows {}, which tows it in turn, ship by ship: tows never "
                             "make a circle",
                             id(s.ship), id(s.towing)));
    }
  }

  bool all_masts_lost(const StartShip& s) const {
    uint32_t lost = 0;
    for (int m : s.lost) lost |= 1u << (m - 1);
    return lost == (1u << p_.ships[size_t(s.ship)].masts.size()) - 1;
  }

  const Record& record_;
  const Options& options_;
  Pieces p_;
  std::set<std::string, std::less<>> ids_;
  int coins_read_ = 0;
};

}  // namespace

Pieces read_pieces(const Record& record, const Options& options) {
  return Reader(record, options).read();
}

}  // namespace qm::pirates
