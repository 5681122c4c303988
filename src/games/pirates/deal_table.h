// The format 2 pieces a simulated set-up adds (deal.h TableExtras), drawn on the deal's
// generator after the ships are placed:
//   - terrain: a fog bank, a reef, a Sargasso Sea, an iceberg and two whirlpools, in that order,
//     each a circle of whole millimetres somewhere over the islands' box, S + 1 mm or more
//     from every island and every other piece, edge to edge (setup-terrain), and touching no
//     ship; a piece that finds no such place in 400 tries is left out. Fog banks and icebergs
//     have their edge 1 at a multiple of 22.5 degrees; an iceberg a gold number of 1 to 6.
//   - forts: one per fleet, id F then the player's letter (FA, FB, ...), costing 2 to 4 gold,
//     with 1 to 3 flags of the ships' cannons.
//   - creatures: one per fleet, id the player's letter then K (AK, BK, ...), 4 to 6 points,
//     1 to 3 segments, a base move of L or S+S, the ruleset's creature_radius; after the
//     ships are placed, touching its home island at one of 16 directions where it overlaps no
//     ship (creature_points is drawn before the fleet, add_creature right after it).
//   - abilities: each fleet's first ship, and each other ship (not a creature) one time in
//     three, gets one of the community card list's common abilities the engine applies: +1 to its
//     boarding, cannon or ram rolls
//     (`mod`), L-range cannons cannot hit it (`immune`), it may roll one die again once a
//     turn (`reroll {die: any}`: the bots roll a miss or a blocked fog exit again), an extra
//     action once a turn on a d6 of 5 or more (`act {grant: extra, roll: 5}`: the bots write
//     `extra` after the ship's action), a chain, grape or grapple shot once a turn (`shot`:
//     the bots fire it when it serves, a grapple's hit followed by a board); and each of these
//     ships one of the abilities that ask for lines of their own (bot_abilities.h): a fire shot
//     (the Fire Mast Rules card's fire, or an every-turn one), Firepot Specialist's firepot, a
//     `take` within L, a `cancel` of a ship within L on a d6 of 4 or more, an `extra` paid with
//     a crew; and one of the abilities that change how the bots shoot, board and act
//     (bot_shots.h): a stink, exploding, double or smoke shot (a smoke shot with its spare fog
//     bank, r 40, `placed: false`), a Musketeer, a Broadsides Attack, `allow {shoot-move}`,
//     boarding from S, Born Leader, a raid of one coin, a hit's `{kill-crew: 1}` (never a second
//     `act` on one ship); each entry is read as a record's would be
//     (abilities_reader.h), so the set-up and its record say the same.
//     Every fleet also brings an event, Mutiny! (id E then the player's letter, kEventPoints
//     points kept out (none when the game's points leave no room for them beside two ships) of the
//     ships' and crew's), revealed by the bots at the start of a turn against the enemy ship with
//     the most crew aboard.
#pragma once

#include "games/pirates/options.h"
#include "games/pirates/pieces.h"
#include "games/random.h"

namespace qm::pirates {

void place_terrain(Pieces& p, const Options& o, sim::Rng& rng);
void give_forts(Pieces& p, sim::Rng& rng);
void give_abilities(Pieces& p, sim::Rng& rng);
constexpr int kEventPoints = 5;  // a Mutiny!'s points, as its card's
// A Mutiny! in every fleet, read as a record's event, of points[player] points.
void give_events(Pieces& p, const std::vector<int>& points);
int creature_points(sim::Rng& rng);
void add_creature(Pieces& p, int player, int points, const Options& o, sim::Rng& rng);
// In deal.cc (its 16 directions): throws std::logic_error when a creature finds no place by
// its home island.
void place_creatures(Pieces& p, const Options& o, sim::Rng& rng);

}  // namespace qm::pirates
