// Writes a simulated Loot game (games/loot/sim_game.h) as a YAML record, format v1
// (docs/format.md), with as much of the hidden information as a recorder would know.
//
// Visibility:
//   Full  `deal` and `deck` given for everyone; every draw names its card (`Anna draw m4`).
//   Some  no `deck`; the deals of about half the players, chosen at random, are given and
//         their draws named; the others' deals are left out and their draws unnamed
//         (`Bruno draw`); `hands` lists a random subset of the players.
//   None  no `deal`, no `deck`; every draw unnamed; moves in the long notation
//         (SimGame::long_moves: `Anna captain Bruno.m5 blue`), as a table might write them.
// Every record gives `hands` (every player's final hand, except in Some mode) and
// `result`, the true scores (per team in partnership rulesets, with `teams:` pairing
// players 2k and 2k+1). Moves are written exactly as format_move() writes them.
//
// The random choices of Some mode come from sim::Rng(seed ^ kVisibilitySalt), seed being the
// game's: the first (n+1)/2 players of a Fisher-Yates shuffle of 0..n-1 have their deals
// given, then each player in turn order has their hand revealed when below(2) == 1.
// Output is therefore a pure function of the game, the ruleset name and the visibility.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "games/loot/sim_game.h"

namespace qm::loot {

enum class Visibility { Full, Some, None };
std::string_view visibility_name(Visibility v);  // "full", "some", "none"

inline constexpr uint64_t kVisibilitySalt = 0x7669736962696c65ull;  // "visibile"

// The record's text: one YAML document ending in a newline. `ruleset` is written as the
// record's ruleset (a name such as "loot/standard" or a path; quoted when YAML needs it);
// it must give the options the game was played under. The id is
// `sim-RULESET-Np-SEED-VISIBILITY`, SEED in 16 hex digits, with '/' written '-'.
std::string write_loot_record(const SimGame& game, const std::string& ruleset, Visibility v);

// Cards as a record's flow list: "[m5, blue-2, admiral]".
std::string card_list(const std::vector<Card>& cards);

// A ruleset name, path or id as Loot's records write it: plain when YAML reads it back as
// written (a path such as /tmp/club.yaml too), else double-quoted. Loot's simulated records
// have always been written so; record/yaml_scalar.h quotes more eagerly.
std::string loot_header_scalar(const std::string& text);

}  // namespace qm::loot
