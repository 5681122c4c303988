// What `qm compare --simulate` reads of a simulated game's record (games/simulator.h writes
// one when asked): the players and the move lines, taken from the layout every simulator
// writes (docs/format.md, full-information records) — `players: [P1, P2]` on one line and
// `moves:` followed by one `  - LINE` item per move — without parsing the YAML, which would
// cost several times the game itself (two records are read for every game compared).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace qm {
class Game;
}

namespace qm::compare {

struct SimulatedPlay {
  std::vector<std::string> players;
  std::vector<std::string> moves;  // the lines, in order
};

// Throws std::logic_error when `record` is not laid out as a simulator writes it.
SimulatedPlay read_simulated_play(std::string_view record);

// The verb of each move as its game reads it (Game::move_words: "buy", "attack", "turn");
// "" for a move the game does not read without a table.
std::vector<std::string> move_verbs(const Game& game, const SimulatedPlay& play);

// The first move (1-based) after which the two plays part: the first line that differs, or
// the move after the shorter one ends; 0 when they are the same move for move.
int first_difference(const SimulatedPlay& a, const SimulatedPlay& b);

}  // namespace qm::compare
