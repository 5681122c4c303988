// The options a Pirates ruleset sets (docs/rules-pirates.md, "Options"), parsed once into typed
// values: the engine never reads option strings in play.
#pragma once

#include <array>
#include <cstddef>

#include "games/pirates/pieces.h"
#include "rules/ruleset.h"

namespace qm::pirates {

// When a player's home-island gold ends the game: above half of the gold they brought, or
// above half of all the gold brought.
enum class WinGold { HalfOfOwn, HalfOfTotal };

// Who must have explored a wild island before a player builds a fort there (format 2).
enum class FortExploredBy { Anyone, Own };
// Format 2's cargo lines (rules_cargo.cc): when a docked ship may load, unload, transfer or leave
// items (only in a turn it docked, or whenever it is docked); whether a ship's crew points and
// equipment points are each within its points, or together.
enum class CargoMoves { OnDock, WhileDocked };
enum class CargoPoints { Separate, Combined };
// The table's edge (format 2, table_edge.h): not tested, an obstacle, or a torus (Geometry's
// wrap_w and wrap_h).
enum class TableEdge { None, Blocks, Wraps };

// The options the engine counts as it reads them (games/option_uses.h): `win_gold` at each
// test of the end by home gold (whether the other reading would end the game then or not);
// `fort_gold_ends` at the same tests while a fort holds gold; the distances at each line played
// whose checks measure with them (distance_options.cc): their other values are many, so whether one
// would change a check is not counted. The counts, islands and gold of the set-up are read before
// play and not counted.
enum CountedOption : size_t {
  kWinGoldOption,
  kFortGoldEndsOption,
  kRulerSOption,
  kRulerLOption,
  kShipRadiusOption,
  kToleranceOption,
  kBowArcOption,
  kCountedOptions
};
inline constexpr std::array<const char*, kCountedOptions> kCountedOptionNames = {
    "win_gold", "fort_gold_ends", "ruler_S", "ruler_L", "ship_radius", "tolerance", "bow_arc"};
inline constexpr std::array<bool, kCountedOptions> kCountedOptionChangesKnown = {
    true, true, false, false, false, false, false};

struct Options {
  int points = 40;          // the point total when the record gives none
  double ruler_S = 57.5;    // mm
  double ruler_L = 83.8;    // mm
  double ship_radius = 20;  // mm
  double tolerance = 2;     // mm, slack in every distance test
  double bow_arc = 90;      // degrees, centred on the heading
  int islands_per_player = 3;
  double island_distance_min = 3, island_distance_max = 6;  // nearest island, edge to edge, in L
  int treasures_per_player = 8;
  int treasure_gold = 15;
  int treasures_per_island = 4;
  WinGold win_gold = WinGold::HalfOfOwn;
  FortExploredBy fort_explored_by = FortExploredBy::Anyone;
  bool fort_gold_ends = false;  // gold in a player's forts counts toward the home-gold end
  // Format 2's sea creatures: the disc of a creature that gives no `r`, mm; whether a
  // creature's centre moves at most each ruler (same-point) or ruler + 2r (any-point).
  double creature_radius = 25;
  bool creature_any_point = false;
  // A bit per TerrainKind (1 << kind): the kinds that are obstacles to moves, like islands,
  // and those that block lines of fire.
  uint8_t terrain_blocks_move = 1u << int(TerrainKind::Iceberg);
  uint8_t terrain_blocks_fire = 1u << int(TerrainKind::Fog);
  CargoMoves cargo_moves = CargoMoves::OnDock;
  CargoPoints cargo_points = CargoPoints::Separate;
  TableEdge table_edge = TableEdge::None;
  bool mysterious_effects = true;  // format 2: docking at a mysterious island rolls on its table

  static const RulesSpec& spec();
  // From a resolved ruleset (already checked against spec()).
  static Options from(const Ruleset& ruleset);
};

}  // namespace qm::pirates
