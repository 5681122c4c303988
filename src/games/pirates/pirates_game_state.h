// Pirates' one state (games/game_state.h): a record replayed (PiratesGame::open: the pieces
// and set-up its header gives, what it claims at the end) or a new game dealt for a
// simulation (deal.h), over the engine (state.h).
//
// A record's state keeps what the table shows of the replay: the last line played, and for
// a line that breaks a rule, the geometry that decided it (the table is then the one
// before that line). A new game keeps none of the engine's facts (the events of the
// record store), and its lines are played without their text unless a record is written.
//
// Positions are continuous, so the moves are not listed (GameType::lists_moves is false):
// a random legal move is the random bot's next line (bot.h), dice drawn from the chance it
// is given. A bot plays each turn ship by ship in fleet order: after every line the state
// works out, without chance, which ship of the player to move still has a line to play
// (the cursor); when none has, the next player's `turn` line is due. The game ends when the
// engine says so (scoring.h), or unfinished when a turn would begin after kMaxRounds
// rounds: the record then stops there, valid and unfinished, and a comment says so (as
// Einauge's dead ends do). A turn whose ship the bot found no line for after all (a move
// with no room) still ends with a `turn` line: past the cap, that one line ends the game.
//
// On a format 2 table (deal.h TableExtras) the lines the table owes come before any ship's
// (the iceberg roll and drifts, the terrain lines a move owes: table_lines.h), and a fort's
// `build` after the player's ships, ending the turn.
//
// Moves applied from outside (apply() of any legal line) are played; the cursor then goes
// on from the ship that line named, so the bot never plays a ship the turn has passed.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/bot.h"
#include "games/game_state.h"
#include "games/pirates/bot.h"
#include "games/pirates/deal.h"
#include "games/pirates/pirates_views.h"
#include "games/pirates/state.h"
#include "record/record.h"

namespace qm::pirates {

// Rounds (every player's turn once) after which a simulated game stops unfinished: the
// treasure bot's games under pirates/standard end by themselves well before (the longest
// of 900, 17 rounds; under pirates/half-of-total, which ends later, 1 to 3 in 100 reach
// it); the random bot's hardly ever do.
constexpr int kMaxRounds = 30;

enum class BotKind { Random, Greedy, Playout };

class PiratesGameState : public GameState {
 public:
  // A record's table: its pieces and set-up (checked: the fleet and set-up rules), and the
  // result it claims.
  PiratesGameState(const Options& options, Pieces pieces, std::vector<Claim> claims);
  // A new game dealt with `chance` (deal.h; throws std::invalid_argument for a player
  // count outside 2..4).
  PiratesGameState(const Options& options, int players, Chance& chance,
                   const TableExtras& extras = {});

  int to_move() const override;
  std::string random_legal_move(Chance& chance) const override;
  // The random bot's line, played without formatting it when `written` is null.
  std::optional<Violation> apply_random_move(Chance& chance, std::string* written) override;
  // The search bot's policy (playout_bot.h): sensible lines, their dice on `dice`.
  std::optional<Violation> apply_policy_move(Chance& choice, Chance& dice,
                                             std::string* written) override;
  std::optional<Violation> apply(const RawMove& move) override;
  using GameState::apply;  // a line of text too
  void read_move(const RawMove& move) const override;
  MoveWords last_move_words() const override;
  StandResult stand(const RawMove& move, const Violation& violation) override;
  // The line is void: the table shows no fault for it (its number stays spent).
  void strike() override { violation_.reset(); }
  // The fleet and set-up checks (setup_checks.h).
  std::optional<Violation> setup_violation() const override { return setup_; }
  std::optional<Violation> close() override;
  std::unique_ptr<GameState> clone() const override;
  void measure_margins() override;
  std::vector<Margin> margins() const override;
  // The coins on the islands nobody has explored, re-dealt among them (pirates_hidden.cc):
  // they lie face down.
  void resample_hidden(int seat, Chance& chance) override;
  std::string seat_view(int seat) const override;

  const std::vector<std::string>& players() const override;
  // Most gold, then more pieces still in play (scoring.h winners).
  Outcome outcome() const override;
  std::vector<std::vector<ScorePart>> score_parts() const override;
  std::vector<GameEvent> events() const override;
  // Per game: gold home per player (the mean over players), shots per game, hit rate
  // (hits of shots, pooled over games), ships sunk per game, the share of games that ended by
  // themselves.
  std::vector<GameFigure> figures() const override;
  std::vector<OptionUse> option_uses() const override;
  void keep_events() override { state_.keep_facts(true); }
  std::vector<std::string> caveats() const override;

  void add_report_fields(Json& report) const override;
  // The JSON of table_view() and audit_view() (pirates_views_json.cc).
  Json table() const override;
  Json audit() const override;
  // The table and the scoring audit as typed values, what the presenters read
  // (pirates_views.cc).
  TableView table_view() const;
  AuditView audit_view() const;

  // The set-up (record_writer.h); an unfinished game's comment.
  RecordFields record_fields() const override;
  // The gold is conserved: on islands, aboard, at home, in forts and out of the game add up to the
  // gold brought.
  std::string broken_invariant() const override;

  // --- For the game's own bots ---
  const State& state() const { return state_; }
  bool unfinished() const;  // stopped by kMaxRounds
  // Plays the next line of `kind`'s bot (a `turn` line when the player to move has none
  // left), writing it into `written` when that is not null.
  std::optional<Violation> apply_bot_line(BotKind kind, Chance& chance, std::string* written);

 private:
  // The bot's line (its choices on `choice`, its dice on `dice`), or the next `turn`.
  Action next_action(Chance& choice, Chance& dice) const;
  // Plays `a`; `restore`: leave the table as it was on a violation (a shoot line applies
  // shot by shot, so that costs a copy; the bots' own lines are legal, and a violation of
  // one is a bug the caller throws on), keeping what the table shows of it.
  std::optional<Violation> play(const Action& a, bool restore);
  void advance();  // finds the cursor after a line
  void use_bot(BotKind kind);
  std::optional<LastLineView> last_view() const;
  std::optional<FaultView> fault_view() const;

  State state_;
  std::vector<Claim> claims_;
  std::optional<Violation> setup_;  // check_setup: a rule the header or set-up breaks
  // The bots' turn: which bot finds the cursor, and where it is.
  BotKind bot_kind_ = BotKind::Random;
  std::shared_ptr<const PiratesBot> bot_;
  TurnMemory memory_;
  int cursor_ = 0;            // the ship whose line is due, when pending_
  bool pending_ = false;      // the player to move has another line this turn
  int shots_ = 0, hits_ = 0;  // for figures() (a new game keeps no facts)
  // What the table shows of the replay.
  int played_ = 0;           // lines read
  Action last_;              // the line apply() read or a bot played last
  bool last_read_ = false;   // last_ is a line (the one read last)
  bool last_legal_ = false;  // a line has been played
  Action shown_;             // the last line played (the table's `last`)
  LastLine last_effects_;
  // The line that broke a rule, and the geometry that decided it.
  std::optional<Violation> violation_;
  Fault fault_;
  Point fault_from_;  // the acting ship's position before that line
  // The `ruling` lines applied (format 2), and the lines an unmodelled ability could change,
  // listed as unchecked.
  std::vector<UncheckedView> unchecked_;
  // The abilities that worked on the legal lines read (ability_uses.h).
  std::vector<AbilityUseView> ability_uses_;
  // `qm replay --margins` (margins.h): the notes of the line read last, kept when it was
  // legal; null unless asked for (a clone does not share them).
  std::shared_ptr<MarginNotes> margin_notes_;
  // The mysterious islands' rolls played (format 2), for the audit.
  std::vector<MysteryView> mysteries_;
  // The mysterious effects rolled before the last line: those its own roll adds do not
  // involve it (pirates_unmodelled.cc).
  size_t rolled_before_ = SIZE_MAX;
  void note_mystery(const RawMove& raw, uint16_t lost_before);
  // The `reveal` lines played (format 2), per event, for the audit; note_reveal adds the line
  // read last, whose target's crew before it were `aboard` (boarding order).
  std::vector<std::vector<RevealView>> reveals_;
  void note_reveal(const RawMove& raw, const std::vector<int>& aboard);
  // For a `mystery` line read last (last_) that names a ship: its masts lost before the line
  // is played, which note_mystery compares with those after it.
  std::optional<uint16_t> mystery_masts_before() const;
  void note_unchecked(const RawMove& raw);
  // Slice h41-fortshots (shot_readings.cc): a legal shoot line's shots the rules leave open.
  void note_readings(const RawMove& raw);
  // Unmodelled abilities (pirates_unmodelled.cc): those line `a` involves; after a line, its
  // unchecked entries or its violation's "unless"; the same for the set-up's violation; the
  // caveats they add.
  std::vector<const UnmodelledAbility*> unmodelled_on(const Action& a) const;
  void note_unmodelled(const RawMove& raw, std::optional<Violation>& v);
  void qualify_setup_violation();
  void unmodelled_caveats(std::vector<std::string>& caveats) const;
};

// `qm simulate --bot greedy`: the treasure bot's lines (greedy_bot.h).
class PiratesGreedyBot : public BotOf<PiratesGameState> {
 public:
  std::optional<Violation> play_own(PiratesGameState& state, Chance& chance,
                                    std::string* written) override {
    return state.apply_bot_line(BotKind::Greedy, chance, written);
  }
};

}  // namespace qm::pirates
