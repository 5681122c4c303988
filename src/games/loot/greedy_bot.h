// A Loot bot that plays like a sensible beginner, so that simulated statistics say something
// about real tables. Each legal move gets a score and the best one is played (ties broken
// with one below() call of the bot's generator):
//   1. defend its own merchants: when another side leads (or ties at) a merchant of its side,
//      a pirate that makes it lead again (the weakest that does), else the admiral;
//   2. attack where it can win: a pirate that makes it the sole leader of another side's
//      merchant, the most valuable merchant first and the weakest sufficient pirate;
//   3. a captain only on a contested ship: one it does not lead, worth 4 gold or more (any
//      once the draw pile is empty); otherwise captains and the admiral are kept;
//   4. put a merchant to sea (the most valuable first), else draw;
//   5. once the pile is empty, discard the least useful card (the weakest pirate).
// Pirates that would not give it the lead are never wasted while another move remains.
#pragma once

#include <vector>

#include "games/bot.h"
#include "games/loot/bot.h"
#include "games/loot/loot_game_state.h"

namespace qm::loot {

class GreedyBot : public LootBot {
 public:
  explicit GreedyBot(sim::Rng& rng) : rng_(rng) {}
  Move pick(const State& state, const std::vector<Move>& legal) override;
  // The score pick() gives `move` (higher is better): exposed for the tests.
  static int score(const State& state, const Move& move);

 private:
  sim::Rng& rng_;
};

// `qm simulate --bot greedy`: GreedyBot on the table the mover sees (its turn begun), drawing
// on the game's chance generator; a draw names the card drawn.
class LootGreedyBot : public BotOf<LootGameState> {
 public:
  std::optional<Violation> play_own(LootGameState& state, Chance& chance,
                                    std::string* written) override;

 private:
  std::vector<Move> legal_;  // reused: no allocation per move
};

}  // namespace qm::loot
