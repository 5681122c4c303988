// A bot for any game that offers a GameState (games/game_state.h), and the one every such
// game gets: `qm simulate --bot random`. Game-specific bots (greedy) stay in the game's
// folder, behind the game's own simulator.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game_state.h"

namespace qm::sim {

// Chooses the move of the seat to move of a state that is neither over nor at a chance node.
class StateBot {
 public:
  virtual ~StateBot() = default;
  virtual std::string pick(const GameState& state, Chance& chance) = 0;
  // Picks and applies the move, writing it into `written` when that is not null.
  virtual std::optional<Violation> play(GameState& state, Chance& chance, std::string* written) {
    std::string move = pick(state, chance);
    std::optional<Violation> v = state.apply(move);
    if (written) *written = std::move(move);
    return v;
  }
};

// The state's random_legal_move(): by default a uniform pick among the legal moves with one
// chance.below(n) call.
class UniformRandomBot : public StateBot {
 public:
  std::string pick(const GameState& state, Chance& chance) override {
    return state.random_legal_move(chance);
  }
  // GameState::apply_random_move: the same move, not written when nobody reads it.
  std::optional<Violation> play(GameState& state, Chance& chance, std::string* written) override {
    return state.apply_random_move(chance, written);
  }
};

// The bots every game with a GameState offers, the default first: {"random"}.
std::vector<std::string> state_bot_names();
// The bot of that name; throws std::invalid_argument for an unknown one.
std::unique_ptr<StateBot> make_state_bot(std::string_view name);

}  // namespace qm::sim
