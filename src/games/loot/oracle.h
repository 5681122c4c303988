// A second, independent reading of the Loot rules (docs/rules-loot.md), for cross-checking the
// engine (games/loot/state.h) in simulations. It is written from the rule page, not from
// the engine, and kept deliberately plain: it knows every card (a full-information game),
// keeps each merchant at sea as the list of cards played at it and recomputes everything
// (strengths, colours, who leads) from those lists when asked.
//
// Use: construct with the deal and the deck; before each move call begin_turn() (it runs
// the capture checks due and returns the captures made), compare legal_moves() and
// to_move() with the engine's, then play() the move. After the last move, over() is true
// and captures() lists every capture with the move before which it happened (0: at the
// end, with end_resolves_captures).
//
// Invariant: play() assumes a legal move (one of legal_moves()); it does not check.
#pragma once

#include <array>
#include <vector>

#include "games/loot/state.h"

namespace qm::loot {

struct OracleCapture {
  int move = 0;    // the 1-based move before which it happened; 0 at the end of the game
  int number = 0;  // N of the merchant @N
  int side = 0;
  int value = 0;
};

class LootOracle {
 public:
  LootOracle(const Options& options, std::vector<std::vector<Card>> deal, std::vector<Card> deck);

  // Runs the capture checks owed before the next move; returns the captures they made.
  std::vector<OracleCapture> begin_turn();
  // The legal moves of the player to move; draws unnamed. Call after begin_turn().
  std::vector<Move> legal_moves() const;
  void play(const Move& move);

  bool over() const { return over_; }
  int to_move() const { return to_move_; }
  const std::vector<OracleCapture>& captures() const { return captures_; }
  // Per side: gold captured less the merchants left in its players' hands.
  std::vector<int> scores() const;

 private:
  struct Merchant {
    int number = 0, owner = 0, value = 0;
    std::vector<std::pair<int, Card>> plays;  // (player, card), in order
    std::vector<bool> touched;                // per side, since its last check
  };

  int side_of(int player) const { return options_.partnership ? player / 2 : player; }
  int sides() const { return options_.partnership ? players_ / 2 : players_; }
  bool out(int player) const { return deck_pos_ == int(deck_.size()) && hand_size(player) == 0; }
  int hand_size(int player) const;
  int leader(const Merchant& m) const;
  int colour_used_by(const Merchant& m, int side) const;  // -1: none
  bool colour_open(const Merchant& m, int colour, int side) const;
  void advance();
  void finish();

  Options options_;
  int players_;
  std::vector<std::array<int, kCardKinds>> hands_;
  std::vector<Card> deck_;
  int deck_pos_ = 0;
  std::vector<Merchant> sea_;
  int next_number_ = 1;
  int moves_ = 0;
  int to_move_ = 0;
  std::vector<int> skipped_;  // seats passed over since the last move
  bool over_ = false;
  bool turn_begun_ = false;
  std::vector<OracleCapture> captures_;
};

}  // namespace qm::loot
