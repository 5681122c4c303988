// Pirates as a GameState (games/game_state.h), for the generic random bot and simulation
// loop and for the game's own simulator (simulator.h): a set-up dealt by deal.h, then the
// lines a bot (bot.h: random; greedy_bot.h: treasure) plays.
//
// Positions are continuous, so lists_moves() is false: random_legal_move() is the bot's
// next line, dice drawn from the chance it is given. The bot plays each turn ship by ship
// in fleet order: after every line the state works out, without chance, which ship of the
// player to move still has a line to play (the cursor); when none has, the next player's
// `turn` line is due. The game ends when the engine says so (scoring.h), or unfinished
// when a turn would begin after kMaxRounds rounds: the record then stops there, valid and
// unfinished, and a comment says so (as Einauge's dead ends do).
//
// Moves applied from outside (apply() of any legal line) are played; the cursor then goes
// on from the ship that line named, so the bot never plays a ship the turn has passed.
#pragma once

#include <memory>

#include "games/game_state.h"
#include "games/pirates/bot.h"
#include "games/pirates/state.h"

namespace qm::pirates {

// Rounds (every player's turn once) after which a simulated game stops unfinished: the
// treasure bot's games under pirates/standard end by themselves well before (the longest
// of 900, 17 rounds; under pirates/half-of-total, which ends later, 1 to 3 in 100 reach
// it); the random bot's hardly ever do.
constexpr int kMaxRounds = 30;

enum class BotKind { Random, Greedy };

class PiratesGameState : public GameState {
 public:
  // Deals a game with `chance` (deal.h; throws std::invalid_argument for a player count
  // outside 2..4); `bot` plays every seat.
  PiratesGameState(const Options& options, int players, Chance& chance,
                   BotKind bot = BotKind::Random);

  int to_move() const override;
  bool lists_moves() const override { return false; }
  std::vector<std::string> legal_moves() const override { return {}; }
  std::string random_legal_move(Chance& chance) const override;
  std::optional<Violation> apply(const std::string& move) override;
  // The bot's line, played without formatting it when `written` is null.
  std::optional<Violation> apply_random_move(Chance& chance, std::string* written) override;
  std::unique_ptr<GameState> clone() const override;

  const std::vector<std::string>& players() const override;
  std::vector<int> side_of_seat() const override;
  std::vector<long long> scores() const override;
  // Most gold, then more pieces still in play (scoring.h winners).
  std::vector<int> winners() const override;
  // Per game: gold home per player (the mean over players), shots per game, hit rate,
  // ships sunk per game, the share of games that ended by themselves.
  std::vector<GameFigure> figures() const override;

  std::string header_fields() const override;
  std::string end_fields() const override;
  std::string comment_lines() const override;
  // The gold is conserved: on islands, aboard, at home and out of the game add up to the
  // gold brought.
  std::string broken_invariant() const override;

  const State& state() const { return state_; }
  bool unfinished() const;  // stopped by kMaxRounds

 private:
  Action next_action(Chance& chance) const;  // the bot's line, or the next `turn`
  // Plays `a`; `restore`: leave the table as it was on a violation (a shoot line applies
  // shot by shot, so that costs a copy; the bot's own lines are legal, and a violation of
  // one is a bug the caller throws on).
  std::optional<Violation> play(const Action& a, bool restore);
  void advance();  // finds the cursor after a line

  std::shared_ptr<const PiratesBot> bot_;
  State state_;
  TurnMemory memory_;
  int cursor_ = 0;            // the ship whose line is due, when pending_
  bool pending_ = false;      // the player to move has another line this turn
  int shots_ = 0, hits_ = 0;  // for figures() (the engine's facts are off)
};

}  // namespace qm::pirates
