// A simulated Loot game written as a record (docs/format.md) that shows as much of the hidden
// information as a recorder would know: the hidden-information records the tests and the
// benchmarks' corpus replay. The game is one the simulation loop played (games/play.h) from
// a new LootGameState, with its moves kept.
//
// Visibility:
//   Full  `deal` and `deck` given for everyone; every draw names its card (`Anna draw m4`):
//         the record the simulation writes (games/simulated_record.h).
//   Some  no `deck`; the deals of about half the players, chosen at random, are given and
//         their draws named; the others' deals are left out and their draws unnamed
//         (`Bruno draw`); `hands` lists a random subset of the players.
//   None  no `deal`, no `deck`; every draw unnamed; moves in the long notation (each
//         captain names its colour, `Anna captain @3 blue`, and a target that is its
//         owner's only merchant of that value at sea is written `Bruno.m5`), as a table
//         might write them.
// Every record gives `hands` (every player's final hand, except in Some mode) and
// `result`, the true scores (per team in partnership rulesets, with `teams:` pairing
// players 2k and 2k+1).
//
// The random choices of Some mode come from sim::Rng(seed ^ kVisibilitySalt), seed being the
// game's: the first (n+1)/2 players of a Fisher-Yates shuffle of 0..n-1 have their deals
// given, then each player in turn order has their hand revealed when below(2) == 1.
// Output is therefore a pure function of the game, the ruleset name and the visibility.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/loot/cards.h"
#include "games/play.h"

namespace qm::loot {

enum class Visibility { Full, Some, None };
std::string_view visibility_name(Visibility v);  // "full", "some", "none"

inline constexpr uint64_t kVisibilitySalt = 0x7669736962696c65ull;  // "visibile"

// The record of `game` (its end a LootGameState, its moves kept) at visibility `v`: one
// YAML document ending in a newline. `ruleset` is written as the record's ruleset (a name
// such as "loot/standard" or a path); it must give the options the game was played under;
// `seed` is the game's. The id is `sim-RULESET-Np-SEED-VISIBILITY`, SEED in 16 hex digits.
std::string write_loot_record(const PlayedGame& game, const std::string& ruleset, uint64_t seed,
                              Visibility v);

// Cards as a record's flow list: "[m5, blue-2, admiral]".
std::string card_list(const std::vector<Card>& cards);

}  // namespace qm::loot
