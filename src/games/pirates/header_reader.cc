#include "games/pirates/header_reader.h"

#include "games/pirates/abilities_reader.h"
#include "games/pirates/action.h"
#include "games/pirates/event_reader.h"
#include "games/pirates/format2.h"
#include "games/pirates/limits.h"
#include "games/pirates/mystery_table.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

#include <fmt/format.h>

#include "record/excerpt.h"

#include <algorithm>
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

// A key that format 2 adds and this qm does not check yet, and what it is.
struct LaterKey {
  const char* key;
  const char* what;
};

// The keys of `map` for a record of `format`: those of format 1 (`known`); in format 2 also
// `added` (read by the caller) and `later` (refused: qm does not check them yet). A format 2
// key in a format 1 record says which format it belongs to.
void format_keys(const YNode& map, int format, std::initializer_list<const char*> known,
                 std::initializer_list<const char*> added, std::initializer_list<LaterKey> later,
                 const char* what) {
  for (size_t i = 0; i < map.map_size(); ++i) {
    const YNode& key = map.key(i);
    bool v1 = false, v2 = false;
    for (const char* k : known) v1 = v1 || key.text == k;
    for (const char* k : added) v2 = v2 || key.text == k;
    const LaterKey* not_yet = nullptr;
    for (const LaterKey& k : later)
      if (key.text == k.key) not_yet = &k;
    if (v1) continue;
    if ((v2 || not_yet) && format < 2)
      fail(key, fmt::format("'{}' in {} is a field of format 2, and this record says 'format: 1'",
                            key.text, what));
    if (not_yet) not_checked_yet(key.pos, not_yet->what);
    if (v2) continue;
    std::string list;
    auto add = [&](const char* k) {
      list += list.empty() ? "" : ", ";
      list += k;
    };
    for (const char* k : known) add(k);
    if (format >= 2) {
      for (const char* k : added) add(k);
      for (const LaterKey& k : later) add(k.key);
    }
    fail(key, fmt::format("unknown field '{}' in {} (fields: {})", excerpt(key.text), what, list));
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
    p_.format = record_.format;
    p_.players = record_.players;
    p_.points = options_.points;
    p_.fleets.resize(record_.players.size());
    const YNode& f = record_.game_fields;
    for (size_t i = 0; i < f.map_size(); ++i) {
      const std::string& key = f.key(i).text;
      if (key == "points" || key == "islands" || key == "fleets" || key == "start") continue;
      if (key == "terrain" || key == "table" || key == "cards") {
        if (!v2())
          fail(f.key(i), fmt::format("'{}' is a field of format 2, and this record says 'format: "
                                     "1'",
                                     key));
        if (key == "cards") not_checked_yet(f.key(i).pos, "card files (`cards:`)");
        continue;
      }
      fail(f.key(i), fmt::format("unknown field '{}' in a pirates record (pirates' own fields: "
                                 "{}{})",
                                 excerpt(key), kPiratesFields, v2() ? ", terrain, table" : ""));
    }
    if (const YNode* points = f.find("points"))
      p_.points = integer(*points, "'points'", 1, kMaxGamePoints);
    for (const char* key : {"islands", "fleets"})
      if (!f.find(key))
        throw RecordError(record_.start, fmt::format("a pirates record needs '{}'", key));
    for (size_t i = 0; i < f.map_size(); ++i)
      if (f.key(i).text == "islands") p_.islands_pos = f.key(i).pos;
    read_islands(*f.find("islands"));
    if (const YNode* table = f.find("table")) read_table(*table);
    // The table's edge (table_edge.h): measured from `table:`, under blocks and wraps alike.
    if (options_.table_edge != TableEdge::None && !p_.table)
      throw RecordError(record_.start,
                        fmt::format("the ruleset's table_edge is {}: the record gives the table's "
                                    "size, `table: {{w, h}}` (format 2)",
                                    options_.table_edge == TableEdge::Blocks ? "blocks" : "wraps"));
    if (const YNode* terrain = f.find("terrain")) read_terrain(*terrain);
    read_fleets(*f.find("fleets"));
    if (options_.table_edge == TableEdge::Wraps) wrap_too_small();
    if (const YNode* start = f.find("start")) read_start(*start);
    for (const ShipSpec& s : p_.ships)
      if (!s.placed && !p_.start)
        throw RecordError(s.pos, fmt::format("{} {} needs its starting position: {}",
                                             s.creature ? "creature" : "ship", s.id,
                                             s.creature ? "x and y" : "x, y and heading"));
    return std::move(p_);
  }

 private:
  bool v2() const { return record_.format >= 2; }

  std::string new_id(const YNode& node, const char* what) {
    std::string id = word(node, what);
    if (!is_id(id))
      fail(node, fmt::format("'{}' is not an id: ids are letters, digits and _", excerpt(id)));
    if (!ids_.insert(id).second)
      fail(node, fmt::format("the id {} is used twice; ids are unique in the record", id));
    return id;
  }

  // An entry of a piece's abilities (abilities_reader.h): the keyword it is, or "" when it
  // went to the AbilitySet.
  std::string ability(const YNode& k, AbilityCarrier carrier) {
    return read_ability_entry(k, carrier, record_.format, p_.abilities);
  }

  bool boolean(const YNode& node, const char* what) {
    if (!node.is_scalar() || (node.text != "true" && node.text != "false"))
      fail(node, fmt::format("{} is true or false, not {}", what, node.describe()));
    return node.text == "true";
  }

  Point point_of(const YNode& node, const char* what) {
    need_list(node, what);
    if (node.items.size() != 2)
      fail(node, fmt::format("{} is a point [x, y], not {} numbers", what, node.items.size()));
    return {number(node.items[0], "x"), number(node.items[1], "y")};
  }

  void read_table(const YNode& node) {
    need_map(node, "'table'");
    format_keys(node, record_.format, {"w", "h"}, {}, {}, "'table'");
    const YNode& w = required(node, "w", "'table'");
    const YNode& h = required(node, "h", "'table'");
    const double width = number(w, "w"), height = number(h, "h");
    if (width <= 0) fail(w, "the table's width w must be more than 0");
    if (height <= 0) fail(h, "the table's height h must be more than 0");
    p_.table = std::make_pair(width, height);
    table_pos_ = node.pos;
  }

  // table_edge wraps (geometry.h): a segment is tested against the other piece's translate
  // nearest its midpoint, exact while its half length plus the distance tested stays under half
  // the table's shorter side. The longest segment is a move's (L + a creature's 2r + tolerance
  // under creature_measure any-point; a line of fire is shorter), the longest distance tested
  // is the largest island, terrain piece (a current: half its strip plus w/2) or disc plus the
  // largest disc and the tolerance: a smaller table is refused.
  void wrap_too_small() {
    const double tol = options_.tolerance;
    double big = 0, disc = options_.ship_radius;
    for (const IslandSpec& is : p_.islands) big = std::max(big, is.r);
    for (const TerrainSpec& t : p_.terrain)
      big = std::max(big,
                     t.kind == TerrainKind::Current ? distance(t.from, t.to) / 2 + t.w / 2 : t.r);
    for (const ShipSpec& sh : p_.ships) disc = std::max(disc, sh.r);
    big = std::max(big, disc);
    const double least = options_.ruler_L + 2 * big + 4 * disc + 3 * tol;
    const auto [w, h] = *p_.table;
    if (std::min(w, h) < least)
      not_checked_yet(
          table_pos_,
          fmt::format("a table that wraps round with a side under {} mm (L + twice "
                      "the largest island, terrain piece or disc + 4 times the largest "
                      "disc's radius + 3 times the tolerance: {} + 2 x {} + 4 x {} + "
                      "3 x {})",
                      num(least), num(options_.ruler_L), num(big), num(disc), num(tol)));
  }

  void read_terrain(const YNode& list) {
    need_list(list, "'terrain'");
    for (const YNode& e : list.items) {
      if (p_.terrain.size() == size_t(kMaxTerrain))
        fail(e, fmt::format("a Pirates record has at most {} terrain pieces", kMaxTerrain));
      need_map(e, "a terrain piece");
      format_keys(e, record_.format, {},
                  {"id", "kind", "x", "y", "r", "one", "edges", "gold", "owner", "from", "to", "w",
                   "placed", "card"},
                  {}, "a terrain piece");
      TerrainSpec t;
      t.pos = e.pos;
      t.id = new_id(required(e, "id", "a terrain piece"), "a terrain piece's id");
      const YNode& kind = required(e, "kind", "a terrain piece");
      t.kind_pos = kind.pos;
      const std::string k = word(kind, "a terrain piece's kind");
      bool known = false;
      for (int i = 0; i <= int(TerrainKind::Current); ++i)
        if (k == terrain_kind_name(TerrainKind(i))) {
          t.kind = TerrainKind(i);
          known = true;
        }
      if (!known)
        fail(kind, fmt::format("unknown terrain kind '{}' (kinds: fog, iceberg, reef, sargasso, "
                               "whirlpool, current)",
                               excerpt(k)));
      if (const YNode* placed = e.find("placed")) t.placed = boolean(*placed, "'placed'");
      auto refuse = [&](std::initializer_list<const char*> keys, const char* why) {
        for (const char* key : keys)
          if (const YNode* v = e.find(key))
            fail(*v, fmt::format("a {} has no '{}': {}", terrain_kind_name(t.kind), key, why));
      };
      if (t.kind == TerrainKind::Current) {
        refuse({"x", "y", "r", "one", "edges", "gold"}, "a current is a strip from..to of width w");
        t.owner = player(required(e, "owner", "a current"), "a current's 'owner'");
        const YNode& w = required(e, "w", "a current");
        t.w = number(w, "w");
        if (t.w <= 0) fail(w, "a current's width w must be more than 0");
        if (t.placed) {
          t.from = point_of(required(e, "from", "a current placed"), "'from'");
          t.to = point_of(required(e, "to", "a current placed"), "'to'");
        }
      } else {
        refuse({"from", "to", "w", "owner"}, "it is a circle x, y, r");
        const YNode& r = required(e, "r", "a terrain piece");
        t.r = number(r, "r");
        if (t.r <= 0) fail(r, "a terrain piece's radius r must be more than 0");
        if (t.placed)
          t.centre = {number(required(e, "x", "a terrain piece placed"), "x"),
                      number(required(e, "y", "a terrain piece placed"), "y")};
        const bool numbered = t.kind == TerrainKind::Fog || t.kind == TerrainKind::Iceberg;
        if (numbered) {
          const YNode *one = e.find("one"), *edges = e.find("edges");
          if (bool(one) == bool(edges))
            fail(e, fmt::format("a {} gives the direction of its edge 1 ('one') or of its six "
                                "edges ('edges'), one of the two",
                                terrain_kind_name(t.kind)));
          if (one) {
            const double d = number(*one, "'one'");
            for (int n = 0; n < 6; ++n) t.edges[n] = d + 60 * n;
          } else {
            need_list(*edges, "'edges'");
            if (edges->items.size() != 6)
              fail(*edges,
                   fmt::format("'edges' lists six directions, not {}", edges->items.size()));
            for (int n = 0; n < 6; ++n) t.edges[n] = number(edges->items[size_t(n)], "an edge");
          }
        } else {
          refuse({"one", "edges"}, "only fog banks and icebergs have numbered edges");
        }
        if (t.kind == TerrainKind::Iceberg)
          t.gold = integer(required(e, "gold", "an iceberg"), "an iceberg's gold number", 1, 6);
        else
          refuse({"gold"}, "only an iceberg has a gold number");
      }
      p_.terrain.push_back(std::move(t));
    }
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
  // Format 2 mixes unique treasures with the coins (an id on an island, an entry in a fleet):
  // they go to `uniques` where the caller reads them (a `start:` ship's `gold` takes none: its
  // unique treasures are written in its `items`).
  std::vector<int> coins(const YNode& node, const char* what,
                         std::vector<const YNode*>* uniques = nullptr) {
    need_list(node, what);
    std::vector<int> out;
    for (const YNode& c : node.items) {
      if (v2() && (c.is_map() || (c.is_scalar() && is_id(c.text) && !c.text.empty() &&
                                  !(c.text[0] >= '0' && c.text[0] <= '9')))) {
        if (!uniques)
          fail(c, fmt::format("{} lists coins: a unique treasure aboard is written in the ship's "
                              "'items'",
                              what));
        uniques->push_back(&c);
        continue;
      }
      if (++coins_read_ > kMaxRecordCoins)
        fail(c, fmt::format("a Pirates record names at most {} coins in all (limits.h)",
                            kMaxRecordCoins));
      out.push_back(integer(c, "a coin's gold", 1, kMaxCoinValue));
    }
    return out;
  }

  // An island's coins: at most the kMaxCoins one island holds in record v1.
  std::vector<int> island_coins(const YNode& node, const char* what,
                                std::vector<const YNode*>* uniques = nullptr) {
    std::vector<int> out = coins(node, what, uniques);
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
      format_keys(e, record_.format, {"id", "x", "y", "r", "home", "treasure"}, {"card", "table"},
                  {}, "an island");
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
        std::vector<const YNode*> uniques;
        is.treasure = island_coins(*t, "an island's 'treasure'", &uniques);
        for (const YNode* u : uniques) island_uniques_.emplace_back(p_.islands.size(), u);
        is.treasure_given = true;
      }
      if (const YNode* t = e.find("table")) is.table = read_mystery_table(*t, is.id);
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
    const YNode* first_forts = nullptr;
    for (size_t p = 0; p < of.size(); ++p) {
      const YNode& fleet = need_map(*of[p], "a fleet");
      format_keys(fleet, record_.format, {"treasure", "ships", "crew"},
                  {"forts", "creatures", "equipment", "events"}, {}, "a fleet");
      if (const YNode* t = fleet.find("treasure")) {
        std::vector<const YNode*> uniques;
        p_.fleets[p].treasure = coins(*t, "a fleet's 'treasure'", &uniques);
        for (const YNode* u : uniques) read_unique(*u, int(p));
        p_.fleets[p].treasure_given = true;
      }
      if (const YNode* ships = fleet.find("ships"))
        for (const YNode& e : need_list(*ships, "'ships'").items) read_ship(e, int(p));
      if (const YNode* creatures = fleet.find("creatures"))
        for (const YNode& e : need_list(*creatures, "'creatures'").items) read_creature(e, int(p));
      if (const YNode* forts = fleet.find("forts")) {
        if (!first_forts) first_forts = forts;
        for (const YNode& e : need_list(*forts, "'forts'").items) read_fort(e, int(p));
      }
      if (const YNode* events = fleet.find("events"))
        for (const YNode& e : need_list(*events, "'events'").items) read_event(e, int(p));
    }
    place_uniques();
    for (size_t p = 0; p < of.size(); ++p)
      if (const YNode* crew = of[p]->find("crew"))
        for (const YNode& e : need_list(*crew, "'crew'").items) read_crew(e, int(p));
    for (size_t p = 0; p < of.size(); ++p)
      if (const YNode* equipment = of[p]->find("equipment"))
        for (const YNode& e : need_list(*equipment, "'equipment'").items)
          read_crew(e, int(p), true);
    resolve_links();
    // A cannon mod with a nation filter meets a fort, which a record gives no nation: not
    // applied to a shot between its ship and a fort, such a line is unchecked
    // (AbilitySet::fort_nation).
    if (first_forts)
      for (ModAbility& m : p_.abilities.mods)
        if (m.roll == ModRoll::Cannon && m.carrier.fort < 0 &&
            (!m.nations.empty() || !m.not_nations.empty())) {
          m.fort_nation = int(p_.abilities.fort_nation.size());
          p_.abilities.fort_nation.push_back({m.carrier, m.text, kAreaShoot});
        }
  }

  // Slice h41-deny: a crew's `link: ID` names the crew its own `build {link-choice}` chose
  // (abilities_build.cc); the choice's nation and fleet are set-up's to check (fleet-link).
  void resolve_links() {
    for (const auto& [crew, node] : links_) {
      bool chosen = false;
      for (const BuildAbility& b : p_.abilities.builds)
        chosen = chosen || (b.kind == BuildAbility::LinkChoice && b.carrier.crew == crew);
      const std::string& id = p_.crew[size_t(crew)].id;
      if (!chosen)
        fail(*node, fmt::format("crew {} gives 'link' without a `{{build: {{link-choice: {{nation: "
                                "X}}}}}}` entry: 'link' names the crew that entry chose",
                                id));
      int partner = -1;
      for (size_t c = 0; c < p_.crew.size() && node->is_scalar(); ++c)
        if (p_.crew[c].id == node->text && !p_.crew[c].equipment && int(c) != crew)
          partner = int(c);
      if (partner < 0)
        fail(*node,
             fmt::format("crew {}'s 'link' is the id of another crew of the record, not {}", id,
                         node->is_scalar() ? "'" + excerpt(node->text) + "'" : node->describe()));
      for (BuildAbility& b : p_.abilities.builds)
        if (b.kind == BuildAbility::LinkChoice && b.carrier.crew == crew) b.link_crew = partner;
    }
  }

  void read_ship(const YNode& e, int owner) {
    if (p_.ships.size() == size_t(kMaxShips))
      fail(e, fmt::format("a Pirates record has at most {} ships in all its fleets", kMaxShips));
    need_map(e, "a ship");
    format_keys(e, record_.format,
                {"id", "name", "nation", "points", "masts", "cargo", "move", "abilities", "x", "y",
                 "heading"},
                {"class", "card", "r"}, {}, "a ship");
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
    for (const YNode& m : masts.items) s.masts.push_back(cannon(m, "a cannon"));
    const YNode& cargo = required(e, "cargo", "a ship");
    s.cargo = integer(cargo, "a ship's cargo (its places, record v1)", 0, kMaxCoins);
    read_move_and_abilities(e, "a ship", s);
    if (const YNode* r = e.find("r")) {  // format 2: a ship of its own radius
      s.r = number(*r, "r");
      if (s.r <= 0 || s.r > kMaxFigure) fail(*r, "a ship's radius r must be more than 0");
    }
    read_classes(e, {int(p_.ships.size()), kNoPiece});
    const YNode *x = e.find("x"), *y = e.find("y"), *h = e.find("heading");
    if (x || y || h) {
      if (!x || !y || !h) fail(e, fmt::format("ship {} needs x, y and heading together", s.id));
      s.placed = true;
      s.start = {number(*x, "x"), number(*y, "y")};
      s.heading = number(*h, "heading");
    }
    p_.ships.push_back(std::move(s));
  }

  // A piece's `class:` (format 2): free-text labels, each listed by the audit with the
  // piece's abilities; a label whose own rules the vocabulary could not confirm (a Galley, a
  // Sea Monster) is listed as unverified (abilities_reader.h, add_label).
  void read_classes(const YNode& e, const AbilityCarrier& carrier) {
    const YNode* list = e.find("class");
    if (!list) return;
    for (const YNode& c : need_list(*list, "'class'").items) {
      if (!c.is_scalar() || c.text.empty())
        fail(c, fmt::format("a class is a label as the card prints it (Sea Monster), not {}",
                            c.describe()));
      add_label(p_.abilities, carrier, "class: " + c.text, ability_word(c.text));
    }
  }

  // A ship's or creature's base move (`move`, required) and its `abilities`, the keywords
  // among them (`linked` works for crew only).
  void read_move_and_abilities(const YNode& e, const char* what, ShipSpec& s) {
    const YNode& move = required(e, "move", what);
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
        std::string w = ability(k, {int(p_.ships.size()), kNoPiece});
        if (w.empty()) continue;
        s.abilities.push_back(std::move(w));
        s.keywords |= keyword_bit(s.abilities.back()) & ~kLinked;
      }
  }

  // A sea creature of format 2 (docs/format-pirates.md, "Sea creatures"): held as a ship whose
  // masts are its segments, with its own radius, no cargo and no heading.
  void read_creature(const YNode& e, int owner) {
    if (p_.ships.size() == size_t(kMaxShips))
      fail(e, fmt::format("a Pirates record has at most {} ships and creatures in all its fleets",
                          kMaxShips));
    need_map(e, "a creature");
    format_keys(e, record_.format, {},
                {"id", "name", "nation", "points", "segments", "move", "r", "abilities", "class",
                 "card", "x", "y"},
                {}, "a creature");
    ShipSpec s;
    s.pos = e.pos;
    s.owner = owner;
    s.creature = true;
    s.id = new_id(required(e, "id", "a creature"), "a creature's id");
    if (const YNode* n = e.find("name")) s.name = n->is_scalar() ? n->text : "";
    s.nation = word(required(e, "nation", "a creature"), "a creature's nation");
    s.points =
        integer(required(e, "points", "a creature"), "a creature's points", 0, kMaxPiecePoints);
    const YNode& segments = need_list(required(e, "segments", "a creature"), "'segments'");
    if (segments.items.empty() || segments.items.size() > size_t(kMaxMasts))
      fail(segments, fmt::format("a creature has 1 to {} segments, not {}", kMaxMasts,
                                 segments.items.size()));
    for (const YNode& m : segments.items) s.masts.push_back(cannon(m, "a segment's cannon"));
    read_move_and_abilities(e, "a creature", s);
    s.r = options_.creature_radius;
    if (const YNode* r = e.find("r")) {
      s.r = number(*r, "r");
      if (s.r <= 0 || s.r > kMaxFigure) fail(*r, "a creature's radius r must be more than 0");
    }
    read_classes(e, {int(p_.ships.size()), kNoPiece});
    const YNode *x = e.find("x"), *y = e.find("y");
    if (x || y) {
      if (!x || !y) fail(e, fmt::format("creature {} needs x and y together", s.id));
      s.placed = true;
      s.start = {number(*x, "x"), number(*y, "y")};
    }
    p_.ships.push_back(std::move(s));
  }

  // A mast's or a flag's cannon, `3S`; `what` names it in the message.
  Cannon cannon(const YNode& m, const char* what) {
    std::optional<Cannon> c = m.is_scalar() ? parse_cannon(m.text) : std::nullopt;
    if (!c)
      fail(m, fmt::format("'{}' is not {}: rank 1-6 and range S or L, as 3S or 2L",
                          m.is_scalar() ? excerpt(m.text) : m.describe(), what));
    return *c;
  }

  // A fort of format 2 (rules_fort.cc): its flags read as a ship's masts.
  void read_fort(const YNode& e, int owner) {
    if (p_.forts.size() == size_t(kMaxForts))
      fail(e, fmt::format("a Pirates record has at most {} forts in all its fleets", kMaxForts));
    need_map(e, "a fort");
    format_keys(e, record_.format, {},
                {"id", "name", "cost", "flags", "card", "class", "abilities"}, {}, "a fort");
    FortSpec f;
    f.pos = e.pos;
    f.owner = owner;
    f.id = new_id(required(e, "id", "a fort"), "a fort's id");
    if (const YNode* n = e.find("name")) f.name = n->is_scalar() ? n->text : "";
    f.cost = integer(required(e, "cost", "a fort"), "a fort's cost", 0, kMaxCoinValue * kMaxCoins);
    const YNode& flags = need_list(required(e, "flags", "a fort"), "'flags'");
    if (flags.items.empty() || flags.items.size() > size_t(kMaxMasts))
      fail(flags, fmt::format("a fort has 1 to {} flags, not {}", kMaxMasts, flags.items.size()));
    for (const YNode& m : flags.items) f.flags.push_back(cannon(m, "a flag's cannon"));
    read_classes(e, {kNoPiece, kNoPiece, int(p_.forts.size())});
    // Its abilities work while it stands: `mod` and `immune` as a ship's (abilities.h); a
    // keyword (a fort's Cannoneer re-fires a miss) is not modelled on a fort, listed with
    // what it could change.
    const AbilityCarrier carrier{kNoPiece, kNoPiece, int(p_.forts.size())};
    if (const YNode* list = e.find("abilities"))
      for (const YNode& k : need_list(*list, "'abilities'").items) {
        const std::string w = ability(k, carrier);
        if (w.empty()) continue;
        const uint16_t areas = keyword_bit(w) == kCannoneer ? kAreaShoot : kAreaAll;
        p_.abilities.entries.push_back({carrier, w, false, areas});
        p_.abilities.unmodelled.push_back({carrier, w, areas});
      }
    p_.forts.push_back(std::move(f));
  }

  // An event of format 2 (event_reader.h): `{id, name, points, abilities}`, assigned to no
  // ship; its one ability is checked against the vocabulary, then read if qm applies it.
  void read_event(const YNode& e, int owner) {
    if (p_.events.size() == size_t(kMaxEvents))
      fail(e, fmt::format("a Pirates record has at most {} events in all its fleets", kMaxEvents));
    need_map(e, "an event");
    format_keys(e, record_.format, {}, {"id", "name", "points", "abilities", "card", "class"}, {},
                "an event");
    EventSpec ev;
    ev.pos = e.pos;
    ev.owner = owner;
    ev.id = new_id(required(e, "id", "an event"), "an event's id");
    if (const YNode* n = e.find("name")) ev.name = n->is_scalar() ? n->text : "";
    ev.points = integer(required(e, "points", "an event"), "an event's points", 0, kMaxPiecePoints);
    if (const YNode* c = e.find("class")) need_list(*c, "'class'");
    const YNode& list = need_list(required(e, "abilities", "an event"), "'abilities'");
    AbilitySet vocabulary;  // the words are checked here; the event keeps what it applies
    for (const YNode& k : list.items) read_ability_entry(k, {}, record_.format, vocabulary);
    read_event_ability(list, ev);
    p_.events.push_back(std::move(ev));
  }

  // A unique treasure of a fleet's `treasure` (format 2): `{id, name, abilities}`, kept with
  // the crew and equipment (pieces.h CrewSpec::unique); it starts where an island lists it.
  void read_unique(const YNode& e, int owner) {
    if (!e.is_map())
      fail(e, fmt::format("a unique treasure in a fleet is written {{id, name, abilities}}, not "
                          "the bare id '{}' (an island's treasure names it by id)",
                          excerpt(e.text)));
    if (p_.crew.size() == size_t(kMaxCrew))
      fail(e, fmt::format("a Pirates record has at most {} crew, equipment and unique treasures "
                          "in all its fleets",
                          kMaxCrew));
    format_keys(e, record_.format, {}, {"id", "name", "abilities"}, {}, "a unique treasure");
    CrewSpec c;
    c.pos = e.pos;
    c.owner = owner;
    c.equipment = true;
    c.unique = true;
    c.id = new_id(required(e, "id", "a unique treasure"), "a unique treasure's id");
    c.name = word(required(e, "name", "a unique treasure"), "a unique treasure's name");
    const AbilityCarrier carrier{kNoPiece, int(p_.crew.size())};
    if (const YNode* list = e.find("abilities"))
      for (const YNode& k : need_list(*list, "'abilities'").items) {
        // Its gold value, `{stat: {value: N}}` alone, counts where coins count (scoring.cc).
        if (const int v = unique_value(k); v > 0) {
          if (c.value)
            fail(k, fmt::format("unique treasure {} gives `stat {{value}}` twice", c.id));
          c.value = v;
          p_.valued_uniques = true;
          p_.abilities.entries.push_back({carrier, entry_text(k), true, 0});
          continue;
        }
        // A keyword (`{allow: dock-explore}` reads as explorer) works as an equipment's.
        const std::string w = ability(k, carrier);
        if (w.empty()) continue;
        add_keyword(c, w);
      }
    // A unique treasure starts face down in an island's treasure: one placed face up is not
    // a set-up qm knows.
    for (const BuildAbility& b : p_.abilities.builds)
      if (b.carrier.crew == carrier.crew && b.kind == BuildAbility::FaceUp)
        not_checked_yet(e.pos, "a unique treasure placed face up (`build {face-up}`)");
    // A value in another form (`stat {value}` with other figures, a `coin` bonus) would
    // change the end and the scores, which no line names: refused rather than counted as 0.
    for (const UnmodelledAbility& u : p_.abilities.unmodelled)
      if (u.carrier.crew == carrier.crew && (u.areas & kAreaScoring))
        not_checked_yet(e.pos, "unique treasures worth gold other than `{stat: {value: N}}` alone");
    for (const StatAbility& st : p_.abilities.stats)  // slice h40b-coin: a unique's bonus too
      if (st.carrier.crew == carrier.crew && st.coin)
        not_checked_yet(e.pos, "unique treasures worth gold other than `{stat: {value: N}}` alone");
    p_.crew.push_back(std::move(c));
  }

  // N for an entry `{stat: {value: N}}` (N a whole number from 1 to a coin's most), else 0
  // (another entry, read as any other ability).
  static int unique_value(const YNode& k) {
    const YNode* stat = k.is_map() && k.map_size() == 1 ? k.find("stat") : nullptr;
    const YNode* v =
        stat && stat->is_map() && stat->map_size() == 1 ? stat->find("value") : nullptr;
    long long n = 0;
    if (!v || !v->is_scalar() || !parse_integer(v->text, n) || n < 1 || n > kMaxCoinValue) return 0;
    return int(n);
  }

  // A keyword of a crew's, equipment's or unique treasure's `abilities` (format 2): each one
  // works (CrewSpec::keyword is their mask); `ability` keeps the first, `more` the others.
  static void add_keyword(CrewSpec& c, const std::string& w) {
    const uint8_t bit = keyword_bit(w);
    if (c.ability == w || (bit && (c.keyword & bit))) return;  // the same keyword twice: once
    if (c.ability.empty())
      c.ability = w;
    else
      c.more.push_back(w);
    c.keyword |= bit;
  }

  // The unique treasures the islands' `treasure` lists name (read before the fleets).
  void place_uniques() {
    for (const auto& [island, node] : island_uniques_) {
      const int c = p_.crew_index(node->text);
      if (node->is_map() || c < 0 || !p_.crew[size_t(c)].unique)
        fail(*node, fmt::format("'{}' in an island's treasure is not a unique treasure of a "
                                "fleet (an island names a fleet's unique treasure by its id)",
                                node->is_map() ? node->describe() : excerpt(node->text)));
      p_.islands[island].uniques.push_back(c);
    }
  }

  // A crew, or (format 2) an equipment: the same entry without a nation or a single
  // `ability` word.
  void read_crew(const YNode& e, int owner, bool equipment = false) {
    if (p_.crew.size() == size_t(kMaxCrew))
      fail(e, fmt::format("a Pirates record has at most {} crew and equipment in all its fleets",
                          kMaxCrew));
    const char* what = equipment ? "an equipment" : "a crew";
    need_map(e, what);
    if (equipment)
      format_keys(e, record_.format, {},
                  {"id", "points", "ship", "abilities", "name", "card", "class", "face", "at"}, {},
                  what);
    else
      format_keys(e, record_.format, {"id", "nation", "points", "ability", "ship"},
                  {"abilities", "name", "card", "class", "face", "at", "link"}, {}, what);
    if (const YNode* link = equipment ? nullptr : e.find("link"))
      links_.push_back({int(p_.crew.size()), link});
    CrewSpec c;
    c.pos = e.pos;
    c.owner = owner;
    c.equipment = equipment;
    c.id = new_id(required(e, "id", what), equipment ? "an equipment's id" : "a crew's id");
    if (!equipment) c.nation = word(required(e, "nation", what), "a crew's nation");
    // A crew's name: the partner a `build {link}` names (abilities_build.cc).
    if (const YNode* n = e.find("name")) c.name = n->is_scalar() ? n->text : "";
    c.points = integer(required(e, "points", what),
                       equipment ? "an equipment's points" : "a crew's points", 0, kMaxPiecePoints);
    const AbilityCarrier carrier{kNoPiece, int(p_.crew.size())};
    if (const YNode* a = e.find("ability")) {
      if (!v2()) word(*a, "a crew's ability");
      c.ability = ability(*a, carrier);
      c.keyword = keyword_bit(c.ability);
    }
    if (const YNode* list = e.find("abilities"))
      for (const YNode& k : need_list(*list, "'abilities'").items) {
        const std::string w = ability(k, carrier);
        if (w.empty()) continue;
        add_keyword(c, w);
      }
    read_classes(e, carrier);
    if (const YNode* face = e.find("face")) {
      if (!face->is_scalar() || (face->text != "up" && face->text != "down"))
        fail(*face, fmt::format("{}'s 'face' is up or down, not {}", what, face->describe()));
      c.face_up = face->text == "up";
    }
    // Format 2: a crew may start on its owner's home island (`at: home`) instead of a ship.
    if (const YNode* at = e.find("at")) {
      if (!at->is_scalar() || at->text != "home")
        fail(*at, fmt::format("{}'s 'at' is home, not {}", what, at->describe()));
      if (e.find("ship"))
        fail(*at, fmt::format("{} starts aboard a ship ('ship') or at home, not both", what));
      p_.crew.push_back(std::move(c));
      return;
    }
    const YNode& ship = required(e, "ship", what);
    c.ship = ship_id(ship, equipment ? "an equipment's 'ship'" : "a crew's 'ship'");
    if (p_.ships[size_t(c.ship)].owner != owner)
      fail(ship,
           fmt::format("{} {} is in {}'s fleet but {} is not", equipment ? "equipment" : "crew",
                       c.id, record_.players[size_t(owner)], p_.ships[size_t(c.ship)].id));
    p_.crew.push_back(std::move(c));
  }

  void read_start(const YNode& node) {
    need_map(node, "'start'");
    format_keys(node, record_.format, {"player", "ships", "sunk", "crew_lost", "islands", "home"},
                {"forts", "creatures", "revealed", "out", "face_up", "removed", "terrain"}, {},
                "'start'");
    StartPosition st;
    st.pos = node.pos;
    st.player = player(required(node, "player", "'start'"), "'start.player'");
    st.home.resize(record_.players.size());
    const YNode* ships = node.find("ships");
    std::vector<bool> given(p_.ships.size(), false);
    if (ships) {
      need_map(*ships, "'start.ships'");
      for (size_t i = 0; i < ships->map_size(); ++i) {
        StartShip s;
        s.ship = ship_id(ships->key(i), "'start.ships'");
        s.pos = ships->key(i).pos;
        if (p_.ships[size_t(s.ship)].creature)
          fail(ships->key(i), fmt::format("{} is a creature: its position goes under "
                                          "'start.creatures'",
                                          ships->key(i).text));
        if (given[size_t(s.ship)])
          fail(ships->key(i),
               fmt::format("ship {} is given twice in 'start.ships'", ships->key(i).text));
        given[size_t(s.ship)] = true;
        const YNode& e = need_map(ships->value(i), "a ship's position");
        format_keys(e, record_.format,
                    {"x", "y", "heading", "lost", "gold", "docked", "stuck_on", "towing", "owner"},
                    {"in_fog", "trapped", "held", "items", "fire"}, {}, "a ship's position");
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
        if (const YNode* fire = e.find("fire"))
          for (const YNode& m : need_list(*fire, "'fire'").items) {
            long long n = 0;
            if (!m.is_scalar() || !parse_integer(m.text, n) || n < 1 ||
                n > (long long)p_.ships[size_t(s.ship)].masts.size())
              fail(m, fmt::format("{} has no mast {}", p_.ships[size_t(s.ship)].id,
                                  m.is_scalar() ? excerpt(m.text) : m.describe()));
            if (std::find(s.lost.begin(), s.lost.end(), int(n)) != s.lost.end())
              fail(m, fmt::format("{}'s mast {} is in both 'lost' and 'fire': a fire mast is "
                                  "written in 'fire' only",
                                  p_.ships[size_t(s.ship)].id, n));
            s.fire.push_back(int(n));
          }
        if (const YNode* g = e.find("gold")) s.gold = coins(*g, "'gold'");
        if (const YNode* d = e.find("docked")) s.docked = island_id(*d, "'docked'");
        if (const YNode* t = e.find("stuck_on")) s.stuck_on = ship_id(*t, "'stuck_on'");
        if (const YNode* t = e.find("towing")) s.towing = ship_id(*t, "'towing'");
        if (const YNode* o = e.find("owner")) s.owner = player(*o, "'owner'");
        // Slice raid: a position does not say when a raid began, so raid-leave is not decided.
        if (const YNode* d = e.find("docked"); d && !p_.abilities.raids.empty()) {
          const int home = p_.islands[size_t(s.docked)].home;
          const int owner = s.owner != kNoPiece ? s.owner : p_.ships[size_t(s.ship)].owner;
          if (home >= 0 && home != owner)
            not_checked_yet(d->pos,
                            "a raid in progress at a start position (a ship docked at "
                            "another player's home island, in a record with `allow "
                            "{raid}`)");
        }
        read_start_terrain_hold(e, s);
        if (const YNode* items = e.find("items")) {
          s.items_given = true;
          s.items = start_items(*items, "aboard " + p_.ships[size_t(s.ship)].id);
        }
        st.ships.push_back(std::move(s));
      }
    }
    if (const YNode* creatures = node.find("creatures"))
      read_start_creatures(*creatures, given, st);
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
    read_start_out(node, st);
    // Format 2: the events revealed so far, each once (rules_event.cc).
    if (const YNode* revealed = node.find("revealed"))
      for (const YNode& e : need_list(*revealed, "'start.revealed'").items) {
        const int k = p_.event_index(word(e, "an event"));
        if (k < 0) fail(e, fmt::format("unknown event '{}' in 'start.revealed'", excerpt(e.text)));
        if (std::find(st.revealed.begin(), st.revealed.end(), k) != st.revealed.end())
          fail(e, fmt::format("event {} is given twice in 'start.revealed'", e.text));
        st.revealed.push_back(k);
      }
    if (const YNode* islands = node.find("islands")) {
      need_map(*islands, "'start.islands'");
      for (size_t i = 0; i < islands->map_size(); ++i) {
        StartIsland si;
        si.island = island_id(islands->key(i), "'start.islands'");
        si.pos = islands->key(i).pos;
        const YNode& e = need_map(islands->value(i), "an island's state");
        format_keys(e, record_.format, {"treasure", "explored"}, {"explored_by", "items"}, {},
                    "an island's state");
        std::vector<const YNode*> uniques;
        if (const YNode* t = e.find("treasure"))
          si.treasure = island_coins(*t, "'treasure'", &uniques);
        if (const YNode* x = e.find("explored")) {
          if (!x->is_scalar() || (x->text != "true" && x->text != "false"))
            fail(*x, "'explored' is true or false");
          si.explored = x->text == "true";
        }
        if (const YNode* by = e.find("explored_by")) {
          for (const YNode& who : need_list(*by, "'explored_by'").items)
            si.explored_by |= uint8_t(1u << player(who, "'explored_by'"));
          if (si.explored_by && e.find("explored") && !si.explored)
            fail(*by, "an island explored by a player is explored: 'explored' is not false");
          si.explored = si.explored || si.explored_by;
        }
        if (const YNode* items = e.find("items")) {
          if (p_.islands[size_t(si.island)].home != kNoPiece)
            fail(*items, fmt::format("{} is a home island: crew and equipment at home are those "
                                     "no ship's or island's 'items' names",
                                     p_.islands[size_t(si.island)].id));
          si.items = start_items(*items, "on " + p_.islands[size_t(si.island)].id);
        }
        // Unique treasures in its treasure lie there as those in its `items` do.
        if (!uniques.empty() && p_.islands[size_t(si.island)].home != kNoPiece)
          fail(*uniques.front(), fmt::format("{} is a home island: the unique treasures there "
                                             "are listed in 'start.home'",
                                             p_.islands[size_t(si.island)].id));
        for (int u : start_uniques(uniques, "on " + p_.islands[size_t(si.island)].id))
          si.items.push_back(u);
        st.islands.push_back(std::move(si));
      }
    }
    if (const YNode* home = node.find("home")) {
      need_map(*home, "'start.home'");
      for (size_t i = 0; i < home->map_size(); ++i) {
        const int pl = player(home->key(i), "'start.home'");
        std::vector<const YNode*> uniques;
        st.home[size_t(pl)] = coins(home->value(i), "home gold", &uniques);
        for (int u : start_uniques(uniques, "at " + record_.players[size_t(pl)] + "'s home"))
          st.home_uniques.emplace_back(pl, u);
      }
    }
    if (const YNode* forts = node.find("forts")) read_start_forts(*forts, st);
    if (const YNode* terrain = node.find("terrain")) read_start_terrain(*terrain, st);
    p_.start = std::move(st);
  }

  // A `start:` ship's or island's `items` (format 2): crew and equipment of the record, each
  // in one place of the position (`where`: "aboard A1", "on I2").
  std::vector<int> start_items(const YNode& list, const std::string& where) {
    item_at_.resize(p_.crew.size());
    std::vector<int> out;
    for (const YNode& c : need_list(list, "'items'").items) {
      const int k = p_.crew_index(word(c, "an item"));
      if (k < 0) fail(c, fmt::format("unknown crew or equipment '{}' {}", excerpt(c.text), where));
      if (!item_at_[size_t(k)].empty())
        fail(c, fmt::format("{} is in two places: {} and {}", c.text, item_at_[size_t(k)], where));
      item_at_[size_t(k)] = where;
      out.push_back(k);
    }
    return out;
  }

  // The unique treasures a `start:` list names among its coins (an island's `treasure`, a
  // player's `home`, a fort's `gold`): ids of the fleets' unique treasures, each in one place of
  // the position (`where`).
  std::vector<int> start_uniques(const std::vector<const YNode*>& nodes, const std::string& where) {
    item_at_.resize(p_.crew.size());
    std::vector<int> out;
    for (const YNode* c : nodes) {
      if (c->is_map())
        fail(*c,
             "a unique treasure is described in its fleet's 'treasure'; a position names it "
             "by its id");
      const int k = p_.crew_index(c->text);
      if (k < 0 || !p_.crew[size_t(k)].unique)
        fail(*c, fmt::format("unknown unique treasure '{}' {}", excerpt(c->text), where));
      if (!item_at_[size_t(k)].empty())
        fail(*c,
             fmt::format("{} is in two places: {} and {}", c->text, item_at_[size_t(k)], where));
      item_at_[size_t(k)] = where;
      out.push_back(k);
    }
    return out;
  }

  // `start.terrain` (format 2): where the position puts terrain pieces that moved or were
  // placed in play: a circle's x and y (an iceberg may be `frozen` against an island), a trade
  // current's strip `from` and `to`. Each is named once; a spare piece given here is placed.
  void read_start_terrain(const YNode& node, StartPosition& st) {
    need_map(node, "'start.terrain'");
    std::vector<bool> given(p_.terrain.size(), false);
    for (size_t i = 0; i < node.map_size(); ++i) {
      const YNode& key = node.key(i);
      StartTerrain t;
      t.terrain = p_.terrain_index(word(key, "a terrain piece"));
      if (t.terrain < 0)
        fail(key, fmt::format("unknown terrain piece '{}' in 'start.terrain'", excerpt(key.text)));
      if (given[size_t(t.terrain)])
        fail(key, fmt::format("terrain piece {} is given twice in 'start.terrain'", key.text));
      given[size_t(t.terrain)] = true;
      const TerrainSpec& spec = p_.terrain[size_t(t.terrain)];
      const YNode& e = need_map(node.value(i), "a terrain piece's position");
      if (spec.kind == TerrainKind::Current) {
        format_keys(e, record_.format, {}, {"from", "to"}, {}, "a trade current's position");
        t.from = point_of(required(e, "from", "a trade current's position"), "'from'");
        t.to = point_of(required(e, "to", "a trade current's position"), "'to'");
      } else {
        format_keys(e, record_.format, {}, {"x", "y", "frozen"}, {}, "a terrain piece's position");
        t.centre = {number(required(e, "x", "a terrain piece's position"), "x"),
                    number(required(e, "y", "a terrain piece's position"), "y")};
        if (const YNode* frozen = e.find("frozen")) {
          if (spec.kind != TerrainKind::Iceberg)
            fail(*frozen, fmt::format("{} is a {}: only an iceberg is frozen", spec.id,
                                      terrain_noun(spec.kind)));
          t.frozen = boolean(*frozen, "'frozen'");
          // Frozen: it drifted into contact with an island, and stays touching it.
          TerrainSpec at = spec;
          at.centre = t.centre;
          bool touches = false;
          for (const IslandSpec& is : p_.islands)
            touches = touches || terrain_touches(at, is.centre, is.r, geometry_of(options_, p_));
          if (t.frozen && !touches)
            fail(*frozen, fmt::format("iceberg {} at {} touches no island: a frozen iceberg is "
                                      "one that drifted into contact with an island",
                                      spec.id, pt(t.centre)));
        }
      }
      st.terrain.push_back(t);
    }
  }

  // `start.out` (items out of the game), `start.removed` (events whose `uses` are spent, and
  // items out of the game) and `start.face_up` (crew and equipment face up), format 2. An
  // item out of the game is named once in all of `crew_lost`, `out` and `removed`.
  void read_start_out(const YNode& node, StartPosition& st) {
    item_at_.resize(p_.crew.size());
    if (const YNode* lost = node.find("crew_lost"))  // read already: where else each is
      for (const YNode& c : lost->items) {
        const size_t k = size_t(p_.crew_index(c.text));
        if (!item_at_[k].empty() && item_at_[k] != "in 'start.crew_lost'")
          fail(c, fmt::format("{} is in two places: {} and in 'start.crew_lost'", c.text,
                              item_at_[k]));
        item_at_[k] = "in 'start.crew_lost'";
      }
    auto item = [&](const YNode& c, const char* key) {
      const int k = p_.crew_index(word(c, "an item"));
      if (k < 0)
        fail(c, fmt::format("unknown crew, equipment or unique treasure '{}' in 'start.{}'",
                            excerpt(c.text), key));
      const std::string here = fmt::format("in 'start.{}'", key);
      if (!item_at_[size_t(k)].empty())
        fail(c, fmt::format("{} is in two places: {} and {}", c.text, item_at_[size_t(k)], here));
      item_at_[size_t(k)] = here;
      st.out.push_back(k);
    };
    if (const YNode* out = node.find("out"))
      for (const YNode& c : need_list(*out, "'start.out'").items) item(c, "out");
    if (const YNode* removed = node.find("removed"))
      for (const YNode& c : need_list(*removed, "'start.removed'").items) {
        const int e = p_.event_index(word(c, "a card"));
        if (e < 0) {
          item(c, "removed");
          continue;
        }
        if (p_.events[size_t(e)].uses == 0)
          fail(c, fmt::format("event {} has no `uses`: once revealed it stays face up (list it "
                              "in 'start.revealed')",
                              c.text));
        if (std::find(st.removed_events.begin(), st.removed_events.end(), e) !=
            st.removed_events.end())
          fail(c, fmt::format("event {} is given twice in 'start.removed'", c.text));
        st.removed_events.push_back(e);
      }
    if (const YNode* up = node.find("face_up"))
      for (const YNode& c : need_list(*up, "'start.face_up'").items) {
        const int k = p_.crew_index(word(c, "a crew"));
        if (k < 0 || p_.crew[size_t(k)].unique)
          fail(c, fmt::format("'{}' in 'start.face_up' is not a crew or an equipment of the "
                              "record",
                              excerpt(c.text)));
        if (std::find(st.face_up.begin(), st.face_up.end(), k) != st.face_up.end())
          fail(c, fmt::format("{} is given twice in 'start.face_up'", c.text));
        st.face_up.push_back(k);
      }
  }

  // `start.forts`: each fort built (`island`, its flags `lost`, the `gold` inside) or
  // `destroyed: true`. A position no game can reach is refused: a fort on a home island or
  // on an island with another fort, less gold inside than its cost (it always keeps that
  // much), coins given on its island (the fort took them: an island not named in
  // 'start.islands' has none), another player's ship docked there.
  void read_start_forts(const YNode& forts, StartPosition& st) {
    need_map(forts, "'start.forts'");
    std::vector<bool> given(p_.forts.size(), false);
    for (size_t i = 0; i < forts.map_size(); ++i) {
      const YNode& key = forts.key(i);
      StartFort f;
      f.fort = p_.fort_index(word(key, "a fort"));
      if (f.fort < 0)
        fail(key, fmt::format("unknown fort '{}' in 'start.forts'", excerpt(key.text)));
      if (given[size_t(f.fort)])
        fail(key, fmt::format("fort {} is given twice in 'start.forts'", key.text));
      given[size_t(f.fort)] = true;
      const FortSpec& spec = p_.forts[size_t(f.fort)];
      const YNode& e = need_map(forts.value(i), "a fort's state");
      format_keys(e, record_.format, {}, {"island", "lost", "gold", "destroyed"}, {},
                  "a fort's state");
      if (const YNode* d = e.find("destroyed")) {
        if (!d->is_scalar() || (d->text != "true" && d->text != "false"))
          fail(*d, "'destroyed' is true or false");
        f.destroyed = d->text == "true";
      }
      if (f.destroyed) {
        if (e.map_size() > 1)
          fail(e, fmt::format("fort {} is destroyed: it has left the game, with no island, flags "
                              "or gold",
                              spec.id));
        st.forts.push_back(std::move(f));
        continue;
      }
      const YNode& at = required(e, "island", "a fort's state");
      f.island = island_id(at, "a fort's 'island'");
      const IslandSpec& isl = p_.islands[size_t(f.island)];
      if (isl.home >= 0)
        fail(at, fmt::format("{} is {}'s home island: forts stand on wild islands", isl.id,
                             record_.players[size_t(isl.home)]));
      for (const StartFort& other : st.forts)
        if (other.island == f.island)
          fail(at, fmt::format("{} holds the fort {} already: one fort per island", isl.id,
                               p_.forts[size_t(other.fort)].id));
      if (const YNode* lost = e.find("lost"))
        for (const YNode& m : need_list(*lost, "'lost'").items)
          f.lost.push_back(integer(m, "a flag's number", 1, int(spec.flags.size())));
      if (const YNode* g = e.find("gold")) {
        std::vector<const YNode*> uniques;
        f.gold = coins(*g, "a fort's 'gold'", &uniques);
        f.uniques = start_uniques(uniques, "in fort " + spec.id);
      }
      int gold = 0;
      for (int c : f.gold) gold += c;
      if (gold < spec.cost)
        fail(e.find("gold") ? *e.find("gold") : e,
             fmt::format("fort {} holds {} gold: a fort always keeps at least its cost ({}) inside",
                         spec.id, gold, spec.cost));
      for (const StartIsland& si : st.islands)
        if (si.island == f.island && !si.treasure.empty())
          fail(at, fmt::format("{} holds the fort {}: the fort took the island's treasure, and "
                               "'start.islands' still gives coins there",
                               isl.id, spec.id));
      for (const StartShip& s : st.ships)
        if (s.docked == f.island &&
            (s.owner >= 0 ? s.owner : p_.ships[size_t(s.ship)].owner) != spec.owner)
          fail(at, fmt::format("{} is docked at {}, which holds {}'s fort {}: no ship docks at "
                               "an enemy fort",
                               p_.ships[size_t(s.ship)].id, isl.id,
                               record_.players[size_t(spec.owner)], spec.id));
      st.forts.push_back(std::move(f));
    }
  }

  // A piece's `in_fog: T1` (lost in that fog bank) or `trapped: T4` (held by that Sargasso
  // Sea) at a `start:` position (format 2): the terrain piece, of that kind. Where the piece
  // stands is checked against it when the table is set (state.cc).
  void read_start_terrain_hold(const YNode& e, StartShip& s) {
    auto hold = [&](const char* key, TerrainKind kind, const char* noun) {
      const YNode* v = e.find(key);
      if (!v) return kNoPiece;
      const int t = v->is_scalar() ? p_.terrain_index(v->text) : kNoPiece;
      if (t < 0)
        fail(*v, fmt::format("'{}' names a terrain piece of the record, not {}", key,
                             v->is_scalar() ? "'" + excerpt(v->text) + "'" : v->describe()));
      if (p_.terrain[size_t(t)].kind != kind)
        fail(*v, fmt::format("'{}': {} is not a {}", key, v->text, noun));
      s.hold_pos = v->pos;
      return t;
    };
    if (const YNode* h = e.find("held")) {  // a chain shot's hold
      if (!h->is_scalar() || (h->text != "true" && h->text != "false"))
        fail(*h, "'held' is true or false");
      s.held = h->text == "true";
    }
    s.in_fog = hold("in_fog", TerrainKind::Fog, "fog bank");
    s.trapped = hold("trapped", TerrainKind::Sargasso, "Sargasso Sea");
    if (s.in_fog >= 0 && s.trapped >= 0)
      fail(e, "a piece is either lost in a fog bank or trapped in a Sargasso Sea, not both");
  }

  // `start.creatures` (format 2): each creature in play, with its position and the segments
  // it lost (an eliminated creature is listed in `sunk`).
  void read_start_creatures(const YNode& creatures, std::vector<bool>& given, StartPosition& st) {
    need_map(creatures, "'start.creatures'");
    for (size_t i = 0; i < creatures.map_size(); ++i) {
      const YNode& key = creatures.key(i);
      StartShip s;
      s.ship = ship_id(key, "'start.creatures'");
      s.pos = key.pos;
      const ShipSpec& spec = p_.ships[size_t(s.ship)];
      if (!spec.creature)
        fail(key, fmt::format("{} is a ship: its position goes under 'start.ships'", key.text));
      if (given[size_t(s.ship)])
        fail(key, fmt::format("creature {} is given twice in 'start.creatures'", key.text));
      given[size_t(s.ship)] = true;
      const YNode& e = need_map(creatures.value(i), "a creature's position");
      format_keys(e, record_.format, {}, {"x", "y", "lost", "in_fog", "trapped", "held"}, {},
                  "a creature's position");
      read_start_terrain_hold(e, s);
      const YNode *x = e.find("x"), *y = e.find("y");
      if (x || y) {
        if (!x || !y) fail(e, "a creature's position needs both x and y");
        s.at = Point{number(*x, "x"), number(*y, "y")};
      }
      if (const YNode* lost = e.find("lost")) {
        for (const YNode& m : need_list(*lost, "'lost'").items) {
          long long n = 0;
          if (!m.is_scalar() || !parse_integer(m.text, n) || n < 1 ||
              n > (long long)spec.masts.size())
            fail(m, fmt::format("{} has no segment {}", spec.id,
                                m.is_scalar() ? excerpt(m.text) : m.describe()));
          s.lost.push_back(int(n));
        }
        if (all_masts_lost(s))
          fail(*lost, fmt::format("creature {} has lost every segment: an eliminated creature is "
                                  "listed in 'start.sunk'",
                                  spec.id));
      }
      st.ships.push_back(std::move(s));
    }
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
  SourcePos table_pos_;  // `table:`, for a wrapping table refused as too small
  std::set<std::string, std::less<>> ids_;
  int coins_read_ = 0;
  std::vector<std::pair<size_t, const YNode*>> island_uniques_;  // (island, its id's node)
  std::vector<std::string> item_at_;  // `start:`: where each crew or equipment is named
  // Slice h41-deny: a crew's `link:` (the partner its `build {link-choice}` chose): (crew, node).
  std::vector<std::pair<int, const YNode*>> links_;
};

}  // namespace

Pieces read_pieces(const Record& record, const Options& options) {
  return Reader(record, options).read();
}

}  // namespace qm::pirates
