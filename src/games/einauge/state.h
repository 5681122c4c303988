// The Einauge rules engine: the table, and one function that checks a move against every
// rule and applies it.
//
// Notes on this implementation (docs/rules-einauge.md is the reading it follows):
// - Rule ids decided here, in the order they are checked: game-over, final-turn-steal-only,
//   turn-order, step-order, buy-twice, steal-twice, sell-not-held, sell-not-needed,
//   buy-not-in-display, steal-not-on-desk, move-not-in-display, move-desk-full,
//   vessel-no-column, column-full, buy-unaffordable, steal-too-few-sabres, buy-missing,
//   move-missing, reveal-count, card-not-available. setup-removed-colours and
//   result-mismatch are the match's (einauge_views.cc).
// - Options read: selling, and the card table with vessel_cost (options.h); scoring is
//   scoring.cc's.
// - A turn is the player's moves (sell*, buy, steal?, move?) closed by one `reveal`.
//   `sell-not-needed` needs the cost of the card bought later in the turn: the match looks
//   ahead and passes it in Move::next_buy_cost.
// - The draw pile is every island card not yet seen (removed colours are out), in an
//   unknown order except for the top cards the record's `deck` gives (all of them or a
//   prefix), with the 8 vessels under it: a vessel can only be turned once no island
//   card is left.
// - After the first vessel is turned the round is finished (through the last player);
//   then the final turn: the display goes onto the desk, and each player in order may
//   steal one card or pass (a pass may be left out).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/einauge/cards.h"
#include "games/einauge/options.h"
#include "games/fixed_vector.h"
#include "games/option_uses.h"
#include "games/random.h"
#include "games/violation.h"
#include "games/waiver.h"
#include "record/excerpt.h"

namespace qm::einauge {

enum class Verb : uint8_t { Sell, Buy, Steal, Move, Pass, Reveal };

constexpr int kNewColumn = kColours;  // `buy vessel new`
constexpr int kMaxReveal = 8;         // cards kept of one reveal line (more is reveal-count)

struct Move {
  int player = -1;  // -1: reveal
  Verb verb = Verb::Reveal;
  Card card = kNoCard;  // sell (an island card), buy, steal, move
  int jewels = 0;       // `sell jewel N`: N (card is kNoCard)
  int column = -1;      // a vessel's column: a colour, or kNewColumn
  int revealed_count = 0;
  std::array<Card, kMaxReveal> revealed{};
  int next_buy_cost = -1;  // sell: the cost of this turn's later buy, -1 when none
};

using qm::Violation;  // games/violation.h

struct Setup {
  std::vector<std::string> player_names;
  std::array<bool, kColours> removed{};
  std::vector<Card> display, desk;
  std::vector<Card> deck;  // the top of the draw pile (island cards, top first), when known
  bool deck_known = false;
};

// The most cards a column can hold: all seven island cards of its colour and every vessel
// (a stood column-full ruling lets it pass kColumnMax; no card exists twice); and the most
// columns a player can have: one per colour and a pile per vessel. Fixed, so that copying
// a player's holdings, as the bots do for every option they weigh, allocates nothing.
constexpr int kColumnCards = kCosts + kVessels;
constexpr int kMostColumns = kColours + kVessels;

struct Column {
  int colour = -1;  // -1: a pile of vessels, which no island card joins
  FixedVector<Card, kColumnCards> cards;
  Treasure sum;  // the treasure of all its cards: what it pays out
};

struct PlayerState {
  int sabres = 2, ducats = 20, jewels = 1;
  FixedVector<Column, kMostColumns> columns;
  std::array<int8_t, kColours> column_of{-1, -1, -1, -1, -1, -1, -1, -1};

  // `card` joins its colour's column (a vessel: the colour column `column`, or a new pile
  // for kNewColumn), or starts one, which then pays out its whole treasure. Returns the
  // column's index. Unchecked: see State::check_place.
  int place(Card card, int column, const CardTable& cards);
  // Sells an island card from its column for 5 ducats; a column left empty is gone.
  // Returns the index the column had. Unchecked.
  int sell_card(Card card, const CardTable& cards);
  // Sells `n` jewels for 3 ducats each. Unchecked.
  void sell_jewels(int n) {
    jewels -= n;
    ducats += 3 * n;
  }
};

enum class Phase : uint8_t { Turns, FinalTurn, Over };

// What a move paid and received, for the audit.
struct Event {
  int move = 0;  // 1-based
  int player = -1;
  Verb verb = Verb::Reveal;
  Card card = kNoCard;
  int jewels_sold = 0;
  int column = -1;         // the column index it went to / came from, at the time
  int column_colour = -1;  // that column's colour (-1: vessels)
  int column_cards = 0;    // its size after the move
  int paid_ducats = 0, paid_sabres = 0;
  Treasure received;  // the column's payout (or the sale's ducats)
  FixedVector<Card, kMaxReveal> revealed;
};

class State {
 public:
  State(const Options& options, Setup setup);

  // Checks the move against every rule; applies it when legal.
  std::optional<Violation> play(const Move& move);
  // The referee's ruling "stands" on `move`, which play() refused for `rule`: applies it
  // as played where the table can hold it, checking every other rule (stand.cc). Returns
  // nullopt when applied, else a plain sentence why not (the table is then unchanged).
  std::optional<std::string> stand(const Move& move, std::string_view rule);
  // The ruling "struck" on the move play() refused: only its number is spent.
  void strike() { ++moves_; }
  // Shuffles, with `chance`, the order of the island cards of the draw pile the set-up gives
  // that are not revealed yet: what nobody at the table has seen.
  void redeal_pile(sim::Rng& chance);

  const Options& options() const { return options_; }
  const Setup& setup() const { return setup_; }
  int players() const { return int(players_.size()); }
  const PlayerState& player(int p) const { return players_[size_t(p)]; }
  const std::vector<Card>& display() const { return display_; }
  const std::vector<Card>& desk() const { return desk_; }
  Phase phase() const { return phase_; }
  bool finished() const { return phase_ != Phase::Turns; }  // the final turn was reached
  int to_move() const { return phase_ == Phase::FinalTurn ? final_next_ : to_move_; }
  int turn() const { return turn_; }  // 1-based number of the turn in progress
  bool last_round() const { return last_round_; }
  int moves_played() const { return moves_; }
  // Cards left in the draw pile: island cards not yet seen, then the vessels.
  int pile_islands() const { return unseen_count_; }
  int pile_vessels() const { return vessels_left_; }
  bool unseen(Card c) const { return !is_vessel(c) && unseen_[c]; }
  bool bought() const { return bought_; }
  bool stolen() const { return stolen_; }
  bool moved() const { return moved_; }
  // How many cards the closing reveal must turn now.
  int reveal_needed() const;
  // The sabres a steal of `card` costs.
  int steal_cost(Card card) const { return options_.cards.of(card).sabres > 0 ? 4 : 3; }
  const std::vector<Event>& events() const { return events_; }
  // How often the moves played so far read each counted option (options.h).
  const OptionCounts<kCountedOptions>& option_counts() const { return option_counts_; }
  // Whether `p` can place `card` (vessel: on `column`): its column exists and has room.
  std::optional<Violation> check_place(int p, Card card, int column) const;

 private:
  std::optional<Violation> check(const Move& m) const;
  std::optional<Violation> check_final(const Move& m) const;
  std::optional<Violation> check_reveal(const Move& m) const;
  void apply(const Move& m);
  void end_turn();
  // A player's name as messages quote it (record/excerpt.h).
  std::string name(int p) const { return excerpt(setup_.player_names[size_t(p)]); }

  Options options_;
  OptionCounts<kCountedOptions> option_counts_;
  Setup setup_;
  Waiver waiver_;  // the rule a "stands" ruling leaves unchecked (stand.cc)
  std::vector<PlayerState> players_;
  std::vector<Card> display_, desk_;
  std::array<bool, kIslandCards> unseen_{};
  int unseen_count_ = 0;
  int vessels_left_ = kVessels;
  size_t deck_next_ = 0;
  Phase phase_ = Phase::Turns;
  int to_move_ = 0, turn_ = 1, final_next_ = 0, final_last_stole_ = -1;
  bool last_round_ = false;
  bool bought_ = false, stolen_ = false, moved_ = false;
  int moves_ = 0;
  std::vector<Event> events_;
};

}  // namespace qm::einauge
