// Einauge as a GameState (games/game_state.h): a full-information game, the draw pile known
// from the start, for the generic random bot and simulation loop.
//
// The deal is the simulator's (deal.h deal_einauge: the colours removed, then the pile
// shuffled, players named P1, P2, ...), and the record's set-up and result lines are the
// record writer's (record_writer.h). A turn's moves cannot usefully be listed one by one
// (a sale is legal only to pay for the buy that follows it), so lists_moves() is false and
// random_legal_move() plays the random bot (bot.h EinaugeBot): at the start of a turn it
// plans the whole turn, drawing on the generator as the bot does, and hands out the
// planned moves one by one. When the
// plan has been played, the table reveals (to_move() is kChance; chance_move() turns up
// the next cards of the known pile, drawing nothing). The generic loop therefore plays
// `qm simulate --bot random`'s games byte for byte (tests/unit/conformance_test.cc).
//
// A turn whose player cannot pay for any display card is a dead end: the game stops there,
// unfinished (to_move() is kTerminal) and the record says so in a comment.
//
// Moves applied from outside the plan (apply() of any legal move, a replay of a record) are
// played; the plan is then dropped, and the reveal is simply the next move applied. The bot
// plans whole turns only: random_legal_move() in the middle of a turn begun outside the
// plan throws std::logic_error once the turn's buy is played (the bot's would be a second).
#pragma once

#include "games/einauge/state.h"
#include "games/game_state.h"

namespace qm::einauge {

class EinaugeGameState : public GameState {
 public:
  // Deals a game with `chance`; throws std::invalid_argument for fewer than 2 or more
  // than 5 players.
  EinaugeGameState(const Options& options, int players, Chance& chance);

  int to_move() const override;
  bool lists_moves() const override { return false; }
  std::vector<std::string> legal_moves() const override { return {}; }
  std::string random_legal_move(Chance& chance) const override;
  std::string chance_move(Chance& chance) const override;
  std::optional<Violation> apply(const std::string& move) override;
  // The planned move, without writing it when `written` is null.
  std::optional<Violation> apply_random_move(Chance& chance, std::string* written) override;
  std::unique_ptr<GameState> clone() const override;

  const std::vector<std::string>& players() const override;
  std::vector<int> side_of_seat() const override;
  std::vector<long long> scores() const override;
  // As simulator.h: jewels per player, jewels from end bonus, colours per
  // player, steals per game, dead ends.
  std::vector<GameFigure> figures() const override;

  std::string header_fields() const override;
  std::string end_fields() const override;
  std::string comment_lines() const override;
  // invariants.h check_einauge_invariants.
  std::string broken_invariant() const override;

  const State& state() const { return state_; }

 private:
  State state_;
  size_t revealed_ = 0;      // cards of setup_->deck revealed so far
  int steals_ = 0;           // steals played, final turn included
  int sold_ = 0;             // island cards sold
  bool dead_end_ = false;    // the player to move cannot pay for any display card
  bool reveal_due_ = false;  // the turn's plan is played: the table reveals
  bool fresh_turn_ = true;   // no move of the turn in progress played yet
  // The rest of the turn planned by random_legal_move() (a cache of a pure function of the
  // state and the generator's draws, hence mutable), first move last.
  mutable std::vector<Move> plan_;
  mutable bool planned_ = false;   // plan_ belongs to the turn in progress
  mutable std::string plan_text_;  // plan_.back() as written, once asked for

  void plan_turn(Chance& chance) const;  // when no plan is made for the turn
  // Plays `move` (the head of the plan when `planned`) and keeps the turn's accounts.
  std::optional<Violation> play(const Move& move, bool planned);
  void after_move();  // updates dead_end_ when a new turn begins
};

}  // namespace qm::einauge
