// Loot's one state (games/game_state.h): a record replayed (LootGame::open: the deal it
// gives, hidden hands, what it claims at the end) or a new game dealt for a simulation
// (full information: the deal and the draw pile known, every draw naming its card), over
// the engine (state.h).
//
// The deal of a new game draws on the chance generator in this order: the 78 cards in card
// order (CardCounts::full_deck() expanded: m2 x5, m3 x6, ..., blue-1 x2, ..., gold-captain,
// admiral) shuffled with Rng::shuffle; player p (0-based, in turn order) is dealt cards
// [6p, 6p+6); the rest, in order, is the draw pile, top card first. Players are named
// Anna, Bruno, ... (kPlayerNames); in partnership play, players 2k and 2k+1 form team k,
// named kTeamNames[k].
//
// The legal moves are listed in the order of bot.h legal_moves(), a draw naming the card
// drawn (`Anna draw m4`). The random move is a uniform pick from them, made without listing
// them (move_index.h): one chance.below(n) per move.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/game_state.h"
#include "games/loot/loot_views.h"
#include "games/loot/state.h"
#include "record/record.h"

namespace qm::loot {

inline const std::vector<std::string> kPlayerNames = {"Anna",  "Bruno", "Carla", "Dario",
                                                      "Elena", "Felix", "Greta", "Hugo"};
inline const std::vector<std::string> kTeamNames = {"Sharks", "Gulls", "Krakens", "Corsairs"};

// The cards of a new game as dealt, each hand and the draw pile in the order dealt.
struct Deal {
  std::vector<std::vector<Card>> hands;  // per player
  std::vector<Card> deck;                // top card first
};

class LootGameState : public GameState {
 public:
  // A record's table: its set-up (the deal as far as the record gives it), the result it
  // claims and the hands it reveals at the end (nullopt: not revealed).
  LootGameState(const Options& options, Setup setup, std::vector<Claim> claims,
                std::vector<std::optional<CardCounts>> revealed);
  // A new game of `players` dealt with `chance`; throws std::invalid_argument for a player
  // count `options` does not allow.
  LootGameState(const Options& options, int players, Chance& chance);

  int to_move() const override;
  std::vector<std::string> legal_moves() const override;
  std::string random_legal_move(Chance& chance) const override;
  // Without writing the move when `written` is null: no text formatted, none read back.
  std::optional<Violation> apply_random_move(Chance& chance, std::string* written) override;
  // A draw without the card it names (`Anna draw`): the card is chance's.
  std::string move_choice(const std::string& move) const override;
  // The typed path of the search: a move's fields packed in 64 bits (a draw without its
  // card), listed by LegalMoveIndex, without text. A table with cards nobody knows (a
  // record's) takes the default, built on the text.
  void legal_move_keys(std::vector<uint64_t>& keys) override;
  std::optional<Violation> apply_move_key(uint64_t key) override;
  std::optional<Violation> apply(const RawMove& move) override;
  using GameState::apply;  // a line of text too
  void read_move(const RawMove& move) const override;
  MoveWords last_move_words() const override;
  StandResult stand(const RawMove& move, const Violation& violation) override;
  void strike() override { state_.strike(); }
  // hand-mismatch (the revealed hands), result-mismatch (the claimed result).
  std::optional<Violation> close() override;
  std::unique_ptr<GameState> clone() const override;
  // The other players' hands and the order of the draw pile, re-dealt from the cards
  // `seat` has not seen (loot_hidden.cc).
  void resample_hidden(int seat, Chance& chance) override;
  std::string seat_view(int seat) const override;

  const std::vector<std::string>& players() const override;
  std::vector<int> side_of_seat() const override;
  Outcome outcome() const override;
  std::vector<std::vector<ScorePart>> score_parts() const override;
  // Each capture, as a capture by the merchant's owner's side or by attackers.
  std::vector<GameEvent> events() const override;
  // "merchants captured": the share of the 25 merchant ships in someone's captured pile.
  std::vector<GameFigure> figures() const override;
  std::vector<OptionUse> option_uses() const override;

  void add_report_fields(Json& report) const override;
  // The JSON of table_view() and audit_view() (loot_views_json.cc).
  Json table() const override;
  Json audit() const override;
  // The table and the scoring audit as typed values, what the presenters read (loot_views.cc).
  TableView table_view() const;
  AuditView audit_view() const;

  // The deal and the draw pile, and at the end every player's hand.
  RecordFields record_fields() const override;
  // The card and gold counts: the 78 cards and the 100 gold all somewhere.
  std::string broken_invariant() const override;

  // --- For the game's own bots and writers ---
  const State& state() const { return state_; }
  // Runs the capture checks owed before the next move, as the mover sees the table: a bot
  // chooses on the table after it.
  void begin_turn() { state_.begin_turn(); }
  // Plays `move` (a draw names its card), writing it into `written` when that is not null.
  std::optional<Violation> play(const Move& move, std::string* written = nullptr);
  // The move played or refused last (a draw naming its card when the record or the deal
  // says it).
  const Move& last_move() const { return last_move_; }
  // The deal of a new game; nullptr for a record's table.
  const Deal* deal() const { return deal_.get(); }

 private:
  struct Dealt;
  static Dealt deal_new_game(const Options& options, int players, Chance& chance);
  explicit LootGameState(Dealt dealt);
  // The scores at this point: with the hands the record reveals.
  Scores scores() const { return state_.scores(revealed_); }
  const CardCounts& hand_of(int player) const {
    return revealed_[size_t(player)] ? *revealed_[size_t(player)] : state_.known_hand(player);
  }

  std::shared_ptr<const Deal> deal_;  // shared by every copy
  State state_;
  CardCounts discarded_;  // every card discarded by a `discard` move so far
  std::vector<Claim> claims_;
  std::vector<std::optional<CardCounts>> revealed_;
  Move last_move_;  // the move played or refused last
};

}  // namespace qm::loot
