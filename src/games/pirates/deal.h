// The set-up of a simulated Pirates game (docs/rules-pirates.md, "Fleet building" and "Set-up"),
// drawn from the one chance generator of the game: a legal game of the ruleset's point
// total for 2 to 4 players named P1, P2, ...
//   - fleets: 2 to 4 ships per player (2 to 4 masts, a cannon each, cargo, base move, now
//     and then a keyword) and a few crew, all within the points, the cargo and the ship's
//     cost (a 0-point crew only on a ship of its nation); ids A1, A2 (player 1), B1, ...,
//     crew A1a, ...;
//   - each player's coins: treasures_per_player coins of 1 to 4 totalling treasure_gold;
//   - islands_per_player islands per player, grown one at a time next to an island already
//     placed, so that every island's nearest other island, edge to edge, lies well inside
//     island_distance (in L); home islands as far from each other as the layout allows;
//   - the coins brought, shuffled, treasures_per_island on each wild island;
//   - ships touching their home island, heading away from it, overlapping nothing.
// With TableExtras (`qm simulate --table`), a format 2 set-up adds (deal_table.h): terrain
// pieces, a fort and a sea creature for every fleet (the creature's points drawn first and
// kept out of the ships' and crew's).
// Positions are whole millimetres and headings multiples of 22.5 degrees, found without
// trigonometry from the C library, so the same seed gives the same bytes everywhere.
#pragma once

#include "games/pirates/options.h"
#include "games/pirates/pieces.h"
#include "games/random.h"

namespace qm::pirates {

constexpr int kMinSimPlayers = 2, kMaxSimPlayers = 4;

// What a simulated set-up puts on the table beyond format 1's pieces (format 2).
struct TableExtras {
  bool terrain = false;    // a fog bank, a reef, a Sargasso Sea, an iceberg, a whirlpool
  bool forts = false;      // one fort in every fleet, to build
  bool creatures = false;  // a sea creature in every fleet, within its points
  bool abilities = false;  // the card list's common abilities on some ships (deal_table.h)
  bool any() const { return terrain || forts || creatures || abilities; }
};

// Throws std::invalid_argument for a player count outside 2..4, or options under which no
// legal set-up exists (coins that do not fill the wild islands, a point total below 10).
Pieces deal_pieces(const Options& options, int players, sim::Rng& rng,
                   const TableExtras& extras = {});

}  // namespace qm::pirates
