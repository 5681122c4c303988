// The Loot rules engine: the table, and one function that checks a move against every rule
// and one that applies it.
//
// Notes on this implementation (docs/rules-loot.md is the reading it follows):
// - A "side" is who attacks, leads and scores: a player, or a team in partnership play.
// - Rule ids checked, in the order they are reported when a move breaks several: game-over,
//   turn-order, one-action, wrong-card-kind, target-not-at-sea, draw-empty-deck,
//   discard-deck-not-empty, discard-merchant, attack-colour-taken, attack-second-colour,
//   captain-no-own-ship, admiral-not-own-merchant, admiral-needs-attack, card-not-held,
//   draw-mismatch (check()); hand-mismatch (check_revealed_hands()); capture (capture checks
//   at the start of a turn, run by play()). result-mismatch is the replay's (loot_views.cc).
// - Options read: all of Options (options.h).
// - Hidden information: each hand is the cards known to be in it plus a count of unknown
//   ones; `unseen` is every card not yet seen anywhere (the unknown hand cards and, unless
//   the record gives it, the draw pile). A card played from an unknown slot must still
//   have an unseen copy.
// - Captures happen at the start of a turn, so play() runs the pending capture checks
//   before it checks the move; after move N the table shows the merchants still at sea.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/loot/cards.h"
#include "games/loot/options.h"
#include "games/option_uses.h"
#include "games/random.h"
#include "games/violation.h"
#include "games/waiver.h"
#include "record/excerpt.h"

namespace qm::loot {

enum class Verb : uint8_t { Draw, Merchant, Attack, Captain, Admiral, Discard, Pass };

struct Move {
  int player = 0;
  Verb verb = Verb::Draw;
  int target = 0;         // the merchant's sea number N of `@N`; 0 when none
  int target_owner = -1;  // `Anna.m5`: the owner and value, resolved when played
  int target_value = 0;
  std::optional<Card> card;      // the card played, or drawn (an unseen draw names none)
  std::optional<Colour> colour;  // `captain @1 blue`
};

using qm::Violation;  // games/violation.h

// What a record says about the deal.
struct Setup {
  std::vector<std::string> player_names;  // in turn order
  std::vector<std::string> side_names;    // players, or team names
  std::vector<int> side_of;               // player -> side
  std::vector<CardCounts> dealt;          // the known dealt cards of each player (at most 6)
  std::vector<Card> deck;                 // the whole draw pile, top first, when known
  bool deck_known = false;
};

// A card played at a merchant at sea.
struct Play {
  Card card{};
  int player = -1;
  int move = 0;      // 1-based move number
  int merchant = 0;  // the sea number of the merchant it was played at
};

struct SeaMerchant {
  int number = 0;  // N of @N
  Card card{};
  int owner = 0;
  int move = 0;                                              // the move that put it to sea
  std::array<int8_t, kColours> colour_side{-1, -1, -1, -1};  // the side using each colour
  std::array<uint8_t, kColours> strength{};                  // skulls per colour
  std::array<uint16_t, kColours> ship_players{};             // players who played ships, per colour
  int special_side = -1;  // the side of the last captain or admiral, -1 when none
  Play special;           // that card
  uint16_t touched = 0;   // sides that played a card here since their last capture check
  // The cards played here are in State::sea_plays() (kept there, not here, so that a
  // SeaMerchant is a plain value: moving one into the captures allocates nothing).
};

enum class LeadReason : uint8_t { None, Unopposed, Strength, LastSpecial };

struct Lead {
  int side = -1;  // -1: nobody (a tie for the highest strength)
  LeadReason reason = LeadReason::None;
  int strength = 0, runner_up = 0;  // LeadReason::Strength (runner_up 0 when alone)
  Play special;                     // LeadReason::LastSpecial
};

struct Capture {
  int move = 0;  // the move before which it happened; 0 for the end of the game
  SeaMerchant merchant;
  int side = 0;  // who captured
  Lead lead;
};

// Final scores when hands may be partly unknown.
struct Scores {
  std::vector<int> captured;  // per side: gold captured
  std::vector<int> min, max;  // per side: the score range
  bool complete = true;       // min == max for every side
};

class State {
 public:
  State(const Options& options, Setup setup);

  // Starts the turn: runs the capture checks owed before the next move (none once the game
  // is over). play() does it first; after it, check() sees what play() would.
  void begin_turn();
  // Runs the pending capture checks, then checks and applies `move`. Returns the first
  // rule it breaks (and changes nothing else) or nullopt.
  std::optional<Violation> play(const Move& move);
  // The referee's ruling "stands" on `move`, which play() refused for `rule`: applies it
  // as played where the table can hold it, checking every other rule (stand.cc). Returns
  // nullopt when applied, else a plain sentence why not (the table is then unchanged).
  std::optional<std::string> stand(const Move& move, std::string_view rule);
  // The ruling "struck" on the move play() refused: only its number is spent.
  void strike() { ++moves_played_; }
  // The first rule `move` breaks in the current state, in the rule page's order. Call it after
  // begin_turn(): before, merchants about to be captured still look attackable.
  std::optional<Violation> check(const Move& move) const;
  // The hands revealed at the end (nullopt: not revealed) fit the record (hand-mismatch).
  std::optional<Violation> check_revealed_hands(
      const std::vector<std::optional<CardCounts>>& revealed) const;
  // Scores at this point: for a finished game with merchant penalties, else gold captured.
  Scores scores(const std::vector<std::optional<CardCounts>>& revealed) const;

  // Re-deals the hands of the players other than `seat` and the rest of the draw pile from
  // the cards among them, shuffled with `chance` (loot_hidden.cc); each hand keeps its
  // size. A full-information table only (every hand known, the pile given): throws
  // std::logic_error on another.
  void redeal_hidden(int seat, sim::Rng& chance);

  // The sea number of the only merchant `owner` has at sea with `value`; 0 when none,
  // -1 when several.
  int find_merchant(int owner, int value) const;

  // --- the table, read-only ---
  const Options& options() const { return options_; }
  const Setup& setup() const { return setup_; }
  int players() const { return int(setup_.player_names.size()); }
  int sides() const { return int(setup_.side_names.size()); }
  int moves_played() const { return moves_played_; }
  bool game_over() const { return over_; }
  int to_move() const { return to_move_; }
  int deck_count() const { return deck_count_; }
  // The top card of the draw pile when the record gives the pile, else nullopt.
  std::optional<Card> next_draw() const {
    if (!setup_.deck_known || deck_count_ == 0) return std::nullopt;
    return setup_.deck[deck_pos_];
  }
  const CardCounts& known_hand(int player) const { return known_[player]; }
  int unknown_cards(int player) const { return unknown_[player]; }
  int hand_size(int player) const { return known_[player].total + unknown_[player]; }
  const CardCounts& unseen() const { return unseen_; }
  const std::vector<SeaMerchant>& at_sea() const { return at_sea_; }
  // Every card played at a merchant (pirate ships, captains, the admiral), in the order
  // played; a merchant's own are those naming its number.
  const std::vector<Play>& sea_plays() const { return sea_plays_; }
  const std::vector<Capture>& captures() const { return captures_; }
  const std::vector<SeaMerchant>& discarded_at_end() const { return discarded_at_end_; }
  int captured_gold(int side) const { return captured_gold_[side]; }
  Lead leader(const SeaMerchant& m) const;
  // The sides whose captures are checked before the next move.
  const std::vector<int>& pending_checks() const { return pending_checks_; }
  // How often the checks of the play so far read each counted option (options.h), and how
  // often its other value would have given another outcome: a capture made or not, a
  // captain or admiral allowed or refused, a capture check due at a seat or not, a merchant
  // taken or discarded at the end. Moves refused are not counted.
  const OptionCounts<kCountedOptions>& option_counts() const { return option_counts_; }

 private:
  void run_capture_check(int side);
  void apply(const Move& move);
  void take_card(int player, Card card);
  void end_turn();
  bool end_reached() const;
  void finish_game();
  void count_move_options(const Move& move);
  void count_partnership(const Move& move, const SeaMerchant& m);
  std::optional<Violation> check_card_held(int player, Card card) const;
  std::optional<Violation> check_target(const Move& move, int number) const;
  int target_number(const Move& move) const;
  const SeaMerchant* merchant(int number) const;
  SeaMerchant* merchant(int number);
  // A player's name as messages quote it (record/excerpt.h).
  std::string name(int player) const { return excerpt(setup_.player_names[player]); }

  Options options_;
  OptionCounts<kCountedOptions> option_counts_;
  Setup setup_;
  Waiver waiver_;                // the rule a "stands" ruling leaves unchecked (stand.cc)
  std::vector<int> side_first_;  // side -> its first player in turn order
  int deck_count_ = 0;
  int deck_pos_ = 0;
  std::vector<CardCounts> known_;
  std::vector<int> unknown_;
  CardCounts unseen_;
  std::vector<SeaMerchant> at_sea_;
  std::vector<Play> sea_plays_;
  int next_sea_number_ = 1;
  std::vector<Capture> captures_;
  std::vector<SeaMerchant> discarded_at_end_;
  std::vector<int> captured_gold_;
  std::vector<int> pending_checks_;
  int to_move_ = 0;
  int moves_played_ = 0;
  bool over_ = false;
};

}  // namespace qm::loot
