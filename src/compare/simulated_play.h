// What `qm compare --simulate` reads of a simulated game's moves (sim::Simulator::play_game
// keeps them): each move's verb as its game reads it, and where two plays of one deal part.
#pragma once

#include <string>
#include <vector>

namespace qm {
class Game;
}

namespace qm::compare {

struct SimulatedPlay {
  std::vector<std::string> players;
  std::vector<std::string> moves;  // the lines, in order
};

// The verb of each move as its game reads it (Game::move_words: "buy", "attack", "turn");
// "" for a move the game does not read without a table.
std::vector<std::string> move_verbs(const Game& game, const SimulatedPlay& play);

// The first move (1-based) after which the two plays part: the first line that differs, or
// the move after the shorter one ends; 0 when they are the same move for move.
int first_difference(const SimulatedPlay& a, const SimulatedPlay& b);

}  // namespace qm::compare
