// Simulating a game: the bots at every seat of a new game of a ruleset, each game played
// from its seed by the one simulation loop (games/play.h) and written by the one record
// writer (games/simulated_record.h). `qm simulate` and `qm compare --simulate` know no game:
// a game offers its bots (GameType::bots, Game::make_bot) and deals (Game::new_game).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/game_state.h"
#include "games/play.h"
#include "rules/ruleset.h"

namespace qm {
class Game;
}

namespace qm::sim {

struct SimSpec {
  // Resolved (options and data tables); its name is written into records ("GAME/standard").
  Ruleset ruleset;
  int players = 0;
  // The bots: one for every seat ("greedy"), or by seat ("1=ismcts:1000,2=greedy", the
  // seats not named playing the game's default bot; games/seat_bots.h).
  std::string bot = "random";
  bool check_invariants = false;
  // What the deal adds to the table (`--table`: words of the game's GameType::table_words,
  // each once, in that order; games/game.h new_game_with).
  std::vector<std::string> table;
};

// What happened in one simulated game, in terms every game shares, and its own figures.
struct SimOutcome {
  int moves = 0;
  std::vector<int> side_of_seat;  // seat (turn order) -> side
  std::vector<long long> scores;  // per side
  std::vector<int> winners;       // the winning sides
  // False when the simulation stopped the game before its rules ended it (a cap on its
  // length, a position the rules leave open): scores and winners are then the table's.
  bool finished = true;
  // The game's own figures, in a fixed order (a share or a plain number).
  std::vector<GameFigure> figures;
};

// The outcome of a played game.
SimOutcome outcome_of(const PlayedGame& played);

class Simulator {
 public:
  // Throws std::invalid_argument for a bot the game does not offer or a player count the
  // ruleset does not allow.
  Simulator(const Game& game, const SimSpec& spec);
  // Plays the game of `seed`; when `record` is not null, writes it there as one YAML
  // document (ending in a newline). Thread-safe: const, no shared state.
  SimOutcome play(uint64_t seed, std::string* record) const;
  // Plays the game of `seed` and keeps its moves, as play() does when it writes a record,
  // and every event the game reports (GameState::keep_events): the same game.
  PlayedGame play_game(uint64_t seed) const { return played(seed, true, true); }

 private:
  PlayedGame played(uint64_t seed, bool keep_moves, bool keep_events = false) const;

  const Game& game_;
  SimSpec spec_;
  std::vector<std::string> seat_bots_;  // the bot of each seat
};

// The bots a game offers, the default first; empty for an unknown game.
std::vector<std::string> simulator_bots(std::string_view game);

// Every bot some registered game offers, each once, in registration order (the default of
// the first game first): the `--bot` choices.
std::vector<std::string> all_simulator_bots();

// A simulator of `game` under `spec`. Throws std::invalid_argument for an unknown game, an
// unknown bot, a spec of bots by seat that cannot be read or names a seat past the players,
// or a player count the ruleset does not allow.
std::unique_ptr<Simulator> make_simulator(std::string_view game, const SimSpec& spec);

}  // namespace qm::sim
