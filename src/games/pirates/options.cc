#include "games/pirates/options.h"

#include <cstdlib>
#include <string>

#include "games/pirates/action.h"
#include "games/pirates/limits.h"
#include "record/record.h"

namespace qm::pirates {

const RulesSpec& Options::spec() {
  static const RulesSpec spec{
      {
          {"points",
           {"40", "<integer>"},
           "the point total when the record gives none",
           1,
           kMaxGamePoints},
          {"ruler_S", {"57.5", "<number>"}, "the short ruler, mm", 1, 1000},
          {"ruler_L", {"83.8", "<number>"}, "the long ruler, mm", 1, 1000},
          {"ship_radius", {"20", "<number>"}, "every ship's disc, mm", 1, 1000},
          {"tolerance",
           {"2", "<number>"},
           "slack for hand measurement in every distance test, mm",
           0,
           1000},
          {"bow_arc",
           {"90", "<number>"},
           "degrees of the disc, centred on the heading, that are the bow",
           0,
           360},
          {"islands_per_player",
           {"3", "<integer>"},
           "islands on the table per player",
           1,
           kMaxIslands / kMaxPlayers},
          {"island_distance",
           {"[3, 6]", "<range>"},
           "nearest other island, edge to edge, in L",
           0,
           100},
          {"treasures_per_player", {"8", "<integer>"}, "coins each player brings", 0, 64},
          {"treasure_gold", {"15", "<integer>"}, "their total gold", 0, 64 * kMaxCoinValue},
          {"treasures_per_island",
           {"4", "<integer>"},
           "coins on each wild island at set-up",
           0,
           kMaxCoins},
          {"win_gold",
           {"half-of-own", "half-of-total"},
           "the game ends when a player's home-island gold exceeds half of the gold they brought "
           "(half-of-total: half of all gold brought)"},
          {"fort_explored_by",
           {"anyone", "own"},
           "a fort is built on a wild island explored by anyone (own: by one of the builder's "
           "ships)"},
          {"fort_gold_ends",
           {"false", "true"},
           "whether the gold in a player's forts counts toward the home-gold end"},
          {"creature_radius",
           {"25", "<number>"},
           "a sea creature's disc when the record gives no r, mm (format 2)",
           1,
           1000},
          {"creature_measure",
           {"same-point", "any-point"},
           "how far a sea creature moves: its centre at most the ruler (same-point), or the "
           "ruler + 2r, the ruler laid from any point of its base (any-point)"},
          {"terrain_blocks_move",
           {"[iceberg]", "<subset>", "fog", "iceberg", "reef", "sargasso", "whirlpool"},
           "format 2: the terrain kinds that are obstacles to moves and placements, like islands "
           "(a trade current never is)"},
          {"terrain_blocks_fire",
           {"[fog]", "<subset>", "fog", "iceberg", "reef", "sargasso", "whirlpool"},
           "format 2: the terrain kinds that block lines of fire (a trade current never does)"},
          {"cargo_moves",
           {"on-dock", "while-docked"},
           "format 2: items are loaded, unloaded, transferred and left only in a turn the ship "
           "docked (while-docked: whenever it is docked)"},
          {"cargo_points",
           {"separate", "combined"},
           "format 2: a ship's crew points and its equipment points each stay within its points "
           "(combined: together)"},
          {"table_edge",
           {"none", "blocks", "wraps"},
           "format 2: the table's edge (`table: {w, h}`) is not tested (none), is an obstacle "
           "no piece passes or stands beyond (blocks), or wraps round: a torus, every distance "
           "measured the short way round (wraps)"},
          {"mysterious_effects",
           {"on", "off"},
           "format 2: a ship that docks at a wild island with a table rolls on it (off: "
           "mysterious islands are ordinary islands)"},
      },
      {},
  };
  return spec;
}

namespace {

// "[fog, iceberg]" (a "<subset>" option, checked by the ruleset reader) as a bit per kind.
uint8_t terrain_kinds(const std::string& list) {
  uint8_t kinds = 0;
  for (int k = 0; k <= int(TerrainKind::Current); ++k) {
    const std::string name = terrain_kind_name(TerrainKind(k));
    for (size_t at = list.find(name); at != std::string::npos; at = list.find(name, at + 1)) {
      const bool starts = at > 0 && (list[at - 1] == '[' || list[at - 1] == ' ');
      const size_t end = at + name.size();
      if (starts && end < list.size() && (list[end] == ',' || list[end] == ']'))
        kinds |= uint8_t(1u << k);
    }
  }
  return kinds;
}

}  // namespace

Options Options::from(const Ruleset& ruleset) {
  Options o;
  auto get = [&](const char* name) { return ruleset.option(name); };
  auto integer = [&](const char* name, int& out) {
    long long v = 0;
    if (parse_integer(get(name), v)) out = int(v);
  };
  auto number = [&](const char* name, double& out) {
    std::string text = get(name);
    if (!text.empty()) out = std::strtod(text.c_str(), nullptr);
  };
  integer("points", o.points);
  number("ruler_S", o.ruler_S);
  number("ruler_L", o.ruler_L);
  number("ship_radius", o.ship_radius);
  number("tolerance", o.tolerance);
  number("bow_arc", o.bow_arc);
  integer("islands_per_player", o.islands_per_player);
  const std::string range = get("island_distance");  // "[low, high]"
  if (range.size() > 2) {
    const char* p = range.c_str() + 1;
    char* end = nullptr;
    o.island_distance_min = std::strtod(p, &end);
    if (end && *end == ',') o.island_distance_max = std::strtod(end + 1, nullptr);
  }
  integer("treasures_per_player", o.treasures_per_player);
  integer("treasure_gold", o.treasure_gold);
  integer("treasures_per_island", o.treasures_per_island);
  number("creature_radius", o.creature_radius);
  o.creature_any_point = get("creature_measure") == "any-point";
  o.win_gold = get("win_gold") == "half-of-total" ? WinGold::HalfOfTotal : WinGold::HalfOfOwn;
  o.fort_explored_by =
      get("fort_explored_by") == "own" ? FortExploredBy::Own : FortExploredBy::Anyone;
  o.fort_gold_ends = get("fort_gold_ends") == "true";
  o.terrain_blocks_move = terrain_kinds(get("terrain_blocks_move"));
  o.terrain_blocks_fire = terrain_kinds(get("terrain_blocks_fire"));
  o.cargo_moves =
      get("cargo_moves") == "while-docked" ? CargoMoves::WhileDocked : CargoMoves::OnDock;
  o.cargo_points =
      get("cargo_points") == "combined" ? CargoPoints::Combined : CargoPoints::Separate;
  const std::string edge = get("table_edge");
  o.table_edge = edge == "blocks"  ? TableEdge::Blocks
                 : edge == "wraps" ? TableEdge::Wraps
                                   : TableEdge::None;
  o.mysterious_effects = get("mysterious_effects") != "off";
  return o;
}

}  // namespace qm::pirates
