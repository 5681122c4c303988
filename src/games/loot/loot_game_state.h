// Loot as a GameState (games/game_state.h): a full-information game, the deal and the draw
// pile known from the start, for the generic random bot and simulation loop.
//
// The deal draws on the chance generator exactly as games/loot/sim_game.h says (the 78 cards in
// card order shuffled; six cards to each player in turn order; the rest the draw pile, top
// card first), players named Anna, Bruno, ... and partners seated next to each other. The
// legal moves are listed in the order of games/loot/bot.h legal_moves(), a draw naming the
// card drawn (`Anna draw m4`), so that a uniform pick from them is the pick of Loot's
// random bot: the generic loop plays `qm simulate --bot random`'s games, byte for byte
// (tests/unit/conformance_test.cc).
#pragma once

#include <memory>

#include "games/game_state.h"
#include "games/loot/state.h"

namespace qm::loot {

class LootGameState : public GameState {
 public:
  // Deals a game with `chance`; throws std::invalid_argument for a player count `options`
  // does not allow.
  LootGameState(const Options& options, int players, Chance& chance);

  int to_move() const override;
  std::vector<std::string> legal_moves() const override;
  std::string random_legal_move(Chance& chance) const override;
  std::optional<Violation> apply(const std::string& move) override;
  // Without writing the move when `written` is null: no text formatted, none read back.
  std::optional<Violation> apply_random_move(Chance& chance, std::string* written) override;
  std::unique_ptr<GameState> clone() const override;

  const std::vector<std::string>& players() const override;
  std::vector<int> side_of_seat() const override;
  std::vector<long long> scores() const override;
  // "merchants captured": the share of the 25 merchant ships in someone's captured pile.
  std::vector<GameFigure> figures() const override;

  // As games/loot/record_writer.h writes the ruleset and the id: plain unless YAML needs
  // quotes.
  std::optional<std::string> header_scalar(const std::string& text) const override;
  std::string record_id(const RecordInfo& info) const override;
  std::string record_event(const RecordInfo& info) const override;
  std::string header_fields() const override;
  std::string end_fields() const override;
  // The card and gold counts of games/loot/sim_game.h check_invariants.
  std::string broken_invariant() const override;

  const State& state() const { return state_; }

 private:
  // The deal, in the order dealt: shared by every copy of the state.
  struct Deal {
    std::vector<std::vector<Card>> hands;  // per player
    std::vector<Card> deck;                // top card first
  };
  struct Dealt;
  // The names, sides and the shuffled deal of a new game (games/loot/sim_game.h, "The deal").
  static Dealt deal(const Options& options, int players, Chance& chance);
  LootGameState(const Options& options, Dealt dealt);

  std::shared_ptr<const Deal> deal_;
  State state_;
  CardCounts discarded_;                       // every card discarded by a `discard` move so far
  std::string format(const Move& move) const;  // as written
  Move random_move(Chance& chance) const;      // a draw names its card
  std::optional<Violation> play(const Move& move);
};

}  // namespace qm::loot
