// The options a Pirates ruleset sets (docs/rules-pirates.md, "Options"), parsed once into typed
// values: the engine never reads option strings in play.
#pragma once

#include <array>
#include <cstddef>

#include "rules/ruleset.h"

namespace qm::pirates {

// When a player's home-island gold ends the game: above half of the gold they brought, or
// above half of all the gold brought.
enum class WinGold { HalfOfOwn, HalfOfTotal };

// Format 2's cargo lines (rules_cargo.cc): when a docked ship may load, unload, transfer or leave
// items (only in a turn it docked, or whenever it is docked); whether a ship's crew points and
// equipment points are each within its points, or together.
enum class CargoMoves { OnDock, WhileDocked };
enum class CargoPoints { Separate, Combined };

// The options the engine counts as it reads them (games/option_uses.h): `win_gold` at each
// test of the end by home gold (whether the other reading would end the game then or not).
// The distances, counts and gold of the set-up are read everywhere and not counted.
enum CountedOption : size_t { kWinGoldOption, kCountedOptions };
inline constexpr std::array<const char*, kCountedOptions> kCountedOptionNames = {"win_gold"};

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
  CargoMoves cargo_moves = CargoMoves::OnDock;
  CargoPoints cargo_points = CargoPoints::Separate;

  static const RulesSpec& spec();
  // From a resolved ruleset (already checked against spec()).
  static Options from(const Ruleset& ruleset);
};

}  // namespace qm::pirates
