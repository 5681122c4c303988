// One simulation loop for every game that offers a GameState (games/game_state.h): a game
// without a simulator of its own gets `qm simulate` and `qm compare --simulate` from it.
//
// Game `seed` is played with one Rng(seed) (games/random.h): Game::new_state deals with it,
// then every move draws on it in turn: the seat's bot (sim/random_bot.h), or the table's
// chance_move() at a chance node. The record is written as the moves were applied.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"
#include "games/game_state.h"
#include "sim/random_bot.h"
#include "sim/simulator.h"

namespace qm::sim {

// A game played to its end: its last state and the moves as applied (when kept).
struct PlayedGame {
  std::unique_ptr<GameState> end;
  std::vector<std::string> moves;
  int move_count = 0;
};

struct PlayOptions {
  bool keep_moves = true;         // off: PlayedGame::moves stays empty (no record is written)
  bool check_invariants = false;  // the state's broken_invariant() after every move
};

// Plays the game of `seed` with `bot` at every seat. Throws std::invalid_argument for a
// game without a state or a player count the ruleset does not allow, std::logic_error when
// a move the state offered is refused, an invariant breaks or the game does not end.
PlayedGame play_state_game(const Game& game, const Ruleset& ruleset, int players, StateBot& bot,
                           uint64_t seed, const PlayOptions& options = {});

// What the game gives for `compare --simulate`: moves, sides, scores, winners, figures.
SimOutcome state_outcome(const PlayedGame& played);

// The record of a played game (format v1, one YAML document ending in a newline).
std::string write_state_record(const Game& game, const PlayedGame& played, const RecordInfo& info);

// The generic simulator: play_state_game with the spec's bot (state_bot_names()), checking
// invariants when the spec says so.
class StateSimulator : public GameSimulator {
 public:
  StateSimulator(const Game& game, const SimSpec& spec);  // throws std::invalid_argument
  SimOutcome play(uint64_t seed, std::string* record) const override;

 private:
  const Game& game_;
  SimSpec spec_;
};

// A StateSimulator for `game` when the game offers a state, else nullptr: the fallback of
// make_simulator() for a game without a simulator of its own.
std::unique_ptr<GameSimulator> make_state_simulator(std::string_view game, const SimSpec& spec);
// The bots of that fallback: state_bot_names() for a game that offers a state, else none.
std::vector<std::string> state_simulator_bots(std::string_view game);

}  // namespace qm::sim
