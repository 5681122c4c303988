// A greedy Einauge player: a sensible beginner who looks no further than its own turn.
//
// It weighs everything in ducats, at the rate of the final conversion (1 jewel = 5 ducats,
// 1 sabre = 3 ducats), as its *worth*: the jewels, ducats and sabres it holds plus the end
// bonus it would get if the game ended now (its chest majorities under `scoring: chests`,
// its colour bonus under `scoring: colours`). Then, in the order of a turn:
//  1. Buy: of every display card it can place (a vessel: on each of its colour columns with
//     room, or as a new pile) and pay for, the one that leaves its worth highest: the
//     column's payout and the bonus gained, against the cost and whatever it had to sell.
//     It sells only while its ducats are short of the cost, each time what costs it least
//     worth (a jewel, or an island card outside the column it buys for).
//  2. Steal: the desk card that raises its worth most, only if one raises it at all (the
//     sabres spent count at 3 ducats each, so it keeps them unless a steal pays more).
//  3. Move to the desk: the display card the next player would gain most by buying, so
//     that they cannot buy it; but when that player has the sabres to steal the card from
//     the desk, it moves instead the card they would gain least from.
//  4. Final turn: the best steal if it raises its worth, else pass.
// Ties are broken by the generator. Every move it returns is played on a copy of the state
// first (State::play), so it is legal there.
#pragma once

#include <vector>

#include "games/einauge/bot.h"
#include "games/einauge/state.h"
#include "games/random.h"

namespace qm::einauge {

class EinaugeGreedyBot : public EinaugePlayer {
 public:
  explicit EinaugeGreedyBot(sim::Rng& rng) : rng_(rng) {}
  std::vector<Move> turn(const State& state) override;
  Move final_action(const State& state) override;

 private:
  sim::Rng& rng_;
};

// Player `p`'s worth in ducats (see above) on the table of `state`.
int einauge_worth(const State& state, int p);

}  // namespace qm::einauge
