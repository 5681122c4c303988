// The search bot of every game (`--bot ismcts`, `--bot ismcts:N`): information-set Monte
// Carlo tree search, the single-observer form of Cowling, Powley & Whitehouse, "Information
// Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012 (OpenSpiel's `ismcts` is another
// implementation). It knows no game: only GameState (games/game_state.h).
//
// Each of its N iterations (the budget of one move):
// - determinizes: a copy of the table with everything the seat to move cannot see re-dealt
//   (clone, then resample_hidden(seat) with the bot's chance): it never looks at the hidden
//   cards, since the re-deal depends only on what the seat has seen;
// - selects, from the root, among the moves available in that world, by UCB1 with
//   availability counts (a move counts as tried at a node only when it was available there:
//   the ISMCTS form of UCT), each seat choosing with its own reward;
// - expands one new move, then plays the game out with the game's play-out policy
//   (GameState::apply_policy_move: by default the random move, its fast path; Einauge's
//   turns planned by its greedy bot one in two; Pirates' sensible lines,
//   pirates/playout_bot.h) and the table's chance moves;
// - backs up every seat's reward: the share of the win (1/k for each of k winning sides,
//   0 for the others; an unfinished game, at a cap or a dead end, is won as outcome() says).
//   Win shares rather than score margins, since the question asked of the bots is who wins:
//   a margin would have the bot chase a big win over a sure one.
// Its move is the most visited move at the root (ties: the better mean, then the first).
//
// Moves in the tree:
// - a game that lists its moves (GameType::lists_moves: Loot, Nim): the children of a node
//   are keyed by the seat's choice (move_choice: a draw without its card), and in each world
//   the legal moves of that world are the ones available; the tree lists and plays them as
//   64-bit keys (GameState::legal_move_keys, apply_move_key), without text where the game
//   has its own keys (Loot);
// - a game that does not (Einauge plans a turn, Pirates has continuous positions): a node
//   has up to kCandidates candidate moves, drawn one per visit until that many draws were
//   made, each a move of the play-out policy drawn from its own seed; children are keyed by
//   the move's text written with the dice of one fixed generator, and a child is played
//   again by playing the policy's move of its seed (apply_policy_move, the choice on a
//   generator seeded with it, the dice on the search's), so that a game planning whole
//   turns keeps its plan, a move is the same choice in every world the seat cannot tell
//   apart, and a move whose dice are rolled in it (a Pirates shot, ram or boarding) is
//   weighed over many rolls, never kept for its roll.
// A chance move inside the tree (Einauge's reveal) is a child keyed by its text.
//
// Every draw is made on the Chance given to play(): a game of a seed is the same everywhere.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/bot.h"

namespace qm {

struct IsmctsOptions {
  int iterations = 1000;     // per move
  double exploration = 0.7;  // UCB1's constant, for rewards in [0, 1]
  int candidates = 8;        // candidate moves per node in a game that does not list them
  bool lists_moves = true;   // GameType::lists_moves of the game played
  // Listed moves by the game's typed keys (GameState::legal_move_keys); false: by the
  // default keys built on the text functions, the reference (tests: the same games).
  bool typed_moves = true;
};

class IsmctsBot : public Bot {
 public:
  explicit IsmctsBot(const IsmctsOptions& options) : options_(options) {}
  std::optional<Violation> play(GameState& state, Chance& chance, std::string* written) override;

 private:
  IsmctsOptions options_;
};

// The default budget of `ismcts`, and the largest N of `ismcts:N`.
constexpr int kIsmctsDefaultIterations = 1000;
constexpr int kIsmctsMaxIterations = 1'000'000;

// The search bot `name` ("ismcts" or "ismcts:N") for a game that lists its moves or not;
// nullptr when `name` is another bot. Throws std::invalid_argument for an N that is not a
// whole number from 1 to kIsmctsMaxIterations.
std::unique_ptr<Bot> make_ismcts_bot(std::string_view name, bool lists_moves);

}  // namespace qm
