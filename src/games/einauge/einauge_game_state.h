// Einauge's one state (games/game_state.h): a record replayed (EinaugeGame::open: the set-up
// it gives, its moves, what it claims at the end) or a new game dealt for a simulation (full
// information: the whole draw pile known, deal.h), over the engine (state.h).
//
// A turn's moves cannot usefully be listed one by one (a sale is legal only to pay for the
// buy that follows it), so the moves are not listed (GameType::lists_moves is false): a bot
// plans the whole turn at its start (bot.h: the random bot, greedy_bot.h: the greedy one),
// drawing on the generator, and the state hands out the planned moves one by one. When the
// plan has been played, the table reveals (to_move() is kChance; chance_move() turns up the
// next cards of the known pile, drawing nothing).
//
// A new game's turn whose player cannot pay for any display card is a dead end: the game
// stops there, unfinished (to_move() is kTerminal), and its record says so in a comment.
//
// Moves applied from outside the plan (apply() of any legal move, a record's) are played;
// the plan is then dropped, and the reveal is simply the next move applied. A sale read
// from a record is checked against the cost of the buy later in its turn (the record's
// moves are looked ahead: `sell-not-needed`). The bots plan whole turns only:
// random_legal_move() in the middle of a turn begun outside the plan throws
// std::logic_error once the turn's buy is played (the bot's would be a second).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/bot.h"
#include "games/einauge/bot.h"
#include "games/einauge/einauge_views.h"
#include "games/einauge/state.h"
#include "games/game_state.h"
#include "record/record.h"

namespace qm::einauge {

class EinaugeGameState : public GameState {
 public:
  // A record's table: its set-up, the number of colours it removes (setup-removed-colours,
  // reported at the first move), its moves (to look ahead within a turn), its claims.
  EinaugeGameState(const Options& options, Setup setup, int removed_count, MoveList moves,
                   std::vector<Claim> claims);
  // A new game of `players` dealt with `chance` (deal.h).
  EinaugeGameState(const Options& options, int players, Chance& chance);

  int to_move() const override;
  std::string random_legal_move(Chance& chance) const override;
  // The random bot's planned move, without writing it when `written` is null.
  std::optional<Violation> apply_random_move(Chance& chance, std::string* written) override;
  // The search bot's play-out policy (games/ismcts.h): each turn planned by the greedy bot
  // or the random one, drawn on `choice` at the turn's start (one turn in two greedy),
  // so that the search weighs the greedy turn among its candidates and its play-outs play
  // like the opponents it meets; `dice` unused (a turn holds no dice: the reveal is chance's).
  std::optional<Violation> apply_policy_move(Chance& choice, Chance& dice,
                                             std::string* written) override;
  std::string chance_move(Chance& chance) const override;
  std::optional<Violation> apply(const RawMove& move) override;
  using GameState::apply;  // a line of text too
  void read_move(const RawMove& move) const override;
  MoveWords last_move_words() const override;
  StandResult stand(const RawMove& move, const Violation& violation) override;
  void strike() override { state_.strike(); }
  // setup-removed-colours, result-mismatch.
  std::optional<Violation> close() override;
  std::unique_ptr<GameState> clone() const override;
  // The order of the draw pile, re-dealt: nobody has seen it (the rest of the table is
  // everybody's: seat_view is the table).
  void resample_hidden(int seat, Chance& chance) override;

  const std::vector<std::string>& players() const override;
  Outcome outcome() const override;
  std::vector<std::vector<ScorePart>> score_parts() const override;
  // The chest majorities (scoring: chests).
  std::vector<GameEvent> events() const override;
  // Jewels per player, jewels from end bonus, colours per player, steals per game, vessels
  // bought per game, dead ends (simulations: docs/einauge.md).
  std::vector<GameFigure> figures() const override;
  std::vector<OptionUse> option_uses() const override;

  void add_report_fields(Json& report) const override;
  // The JSON of table_view() and audit_view() (einauge_views_json.cc).
  Json table() const override;
  Json audit() const override;
  // The table and the scoring audit as typed values, what the presenters read
  // (einauge_views.cc).
  TableView table_view() const;
  AuditView audit_view() const;

  // The set-up and the whole pile; a dead end's comment.
  RecordFields record_fields() const override;
  // invariants.h check_einauge_invariants.
  std::string broken_invariant() const override;

  // --- For the game's own bots and the tests ---
  const State& state() const { return state_; }
  // The move played or refused last, as the engine took it (a planned sale with the cost
  // of the buy it pays for).
  const Move& last_move() const { return last_move_; }
  // Plays the next move of the turn `kind`'s bot plans (at the start of a turn it plans the
  // whole turn, drawing on `chance`), writing it into `written` when that is not null.
  std::optional<Violation> apply_planned(EinaugeBotKind kind, Chance& chance, std::string* written);

 private:
  void plan_turn(EinaugeBotKind kind, Chance& chance) const;  // when no plan is made
  // Plays `move` (the head of the plan when `planned`) and keeps the turn's accounts.
  std::optional<Violation> play(const Move& move, bool planned);
  void after_move();  // updates dead_end_ when a new turn begins
  // The cost of the card `player` buys later in this turn (after record move `index`), or -1.
  int later_buy_cost(size_t index, int player) const;
  std::vector<ColumnView> columns_view(int player) const;

  State state_;
  bool dealt_ = false;  // a new game: dead ends end it
  // A record's.
  MoveList moves_;  // the record's moves (shared), to look ahead within a turn
  std::vector<Claim> claims_;
  std::optional<Violation> setup_violation_;
  size_t read_ = 0;  // moves apply() has read
  Move last_move_;   // the move apply() read last
  // The turn's accounts.
  size_t revealed_ = 0;      // cards of the set-up's pile revealed so far
  int steals_ = 0;           // steals played, final turn included
  int vessels_bought_ = 0;   // vessels bought from the display
  int sold_ = 0;             // island cards sold
  bool dead_end_ = false;    // the player to move cannot pay for any display card
  bool reveal_due_ = false;  // the turn's plan is played: the table reveals
  bool fresh_turn_ = true;   // no move of the turn in progress played yet
  // The rest of the turn planned (a cache of a pure function of the state and the
  // generator's draws, hence mutable), first move last.
  mutable std::vector<Move> plan_;
  mutable bool planned_ = false;   // plan_ belongs to the turn in progress
  mutable std::string plan_text_;  // plan_.back() as written, once asked for
};

// `qm simulate --bot greedy` (and random): the state's planned turns of `kind`'s bot.
class EinaugePlanBot : public BotOf<EinaugeGameState> {
 public:
  explicit EinaugePlanBot(EinaugeBotKind kind) : kind_(kind) {}
  std::optional<Violation> play_own(EinaugeGameState& state, Chance& chance,
                                    std::string* written) override {
    return state.apply_planned(kind_, chance, written);
  }

 private:
  EinaugeBotKind kind_;
};

}  // namespace qm::einauge
