// The one simulation loop: a state played to its end by bots, the table's moves at chance
// nodes, every draw on one generator. `qm simulate`, `qm compare --simulate` (sim/), the
// conformance suite and the games' own tests play through it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "games/bot.h"
#include "games/game_state.h"

namespace qm {

// A game played to its end: its last state and the moves as applied (when kept).
struct PlayedGame {
  std::unique_ptr<GameState> end;
  std::vector<std::string> moves;
  int move_count = 0;
};

struct PlayOptions {
  bool keep_moves = true;         // off: PlayedGame::moves stays empty (no record is written)
  bool check_invariants = false;  // the state's broken_invariant() after every move
  uint64_t seed = 0;              // named in the messages of a failure
  // Called before and after every move with the state (tests, tracing).
  std::function<void(const GameState&)> before_move, after_move;
};

// Plays `start` to its end: the seat to move plays with `bots[seat]` (one bot: every seat),
// a chance node with the state's chance_move(), all drawing on `chance`. Throws
// std::logic_error when a move offered as legal is refused, an invariant breaks or the game
// does not end in a million moves.
PlayedGame play_game(std::unique_ptr<GameState> start, const std::vector<Bot*>& bots,
                     Chance& chance, const PlayOptions& options = {});

}  // namespace qm
