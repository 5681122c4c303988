// A player for simulated games (OpenSpiel's Bot is the model): it plays the move of the seat
// to move of a state. Every game has the random bot, the state's own random legal move;
// a game's own bots (greedy) live in its folder, act on its own state type (BotOf), and
// are made by Game::make_bot.
#pragma once

#include <optional>
#include <string>

#include "games/game_state.h"

namespace qm {

class Bot {
 public:
  virtual ~Bot() = default;
  // Plays the move of the seat to move of `state` (neither over nor at a chance node),
  // drawing on `chance`, and writes it into `written` when that is not null. Returns the
  // rule it broke: a move the bot thought legal and the engine refuses is a bug, which the
  // simulation loop reports.
  virtual std::optional<Violation> play(GameState& state, Chance& chance, std::string* written) = 0;
};

// `qm simulate --bot random`: the state's random legal move, played without being written
// when nobody reads it (GameState::apply_random_move).
class RandomMoveBot : public Bot {
 public:
  std::optional<Violation> play(GameState& state, Chance& chance, std::string* written) override {
    return state.apply_random_move(chance, written);
  }
};

// A game's own bot, on the game's own state type S (the states it is given are the game's:
// Game::make_bot makes it for them).
template <class S>
class BotOf : public Bot {
 public:
  std::optional<Violation> play(GameState& state, Chance& chance, std::string* written) final {
    return play_own(static_cast<S&>(state), chance, written);
  }
  virtual std::optional<Violation> play_own(S& state, Chance& chance, std::string* written) = 0;
};

}  // namespace qm
