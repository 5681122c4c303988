// One game's state: the one that every tool drives (OpenSpiel's State is the model). The
// replay of a record (Game::open), a new game dealt for a simulation (Game::new_game), every
// bot (games/bot.h), the simulation loop (games/play.h), the conformance suite and the
// presenters all use it. A game implements it once, over its engine, in its folder; Nim
// (tests/unit/nim_game.cc) is the smallest example.
//
// - Whose turn: to_move(), a seat, kChance when the table moves (a reveal), kTerminal at
//   the end.
// - Moves: apply() reads a move in the game's notation (a record's line or map) and plays
//   it, returning the rule it breaks (the state is then unchanged) or throwing RecordError
//   when it cannot be read. legal_moves() lists the legal moves where the game can
//   (GameType::lists_moves); random_legal_move() draws one in any game;
//   apply_random_move() plays one without writing it when nobody reads it: the typed fast
//   path of simulations, which pays for no text.
// - Chance: every deal, shuffle and die roll draws on one seeded generator, the Chance
//   given to Game::new_game (the deal) and to every chance event (random_legal_move,
//   apply_random_move, chance_move, resample_hidden), in a fixed order, so that a game of a
//   seed is the same byte for byte on every machine. apply() draws nothing: a move as
//   written says what chance gave (a draw names its card, a reveal its cards).
// - A cheap copy (clone), the outcome and where each score came from, the events the
//   record store keeps, the figures `qm compare --simulate` compares and how often each
//   option of the ruleset came into play.
// - Hidden information: resample_hidden(seat) re-deals what `seat` cannot see (the other
//   hands, the draw pile, face-down coins) consistently with everything it has seen, so
//   that a bot can sample the worlds it might be in without peeking; seat_view(seat) is
//   everything the seat knows, which a re-deal leaves as it was.
// - Records: the referee's rulings (stand, strike), what a record claims at its end
//   (close), the table and the audit people read, and what a simulated game's record says
//   besides its moves (record_fields).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/game_facts.h"
#include "games/option_uses.h"
#include "games/outcome.h"
#include "games/random.h"
#include "games/violation.h"

namespace qm {

struct RawMove;  // record/record.h

// The seeded generator behind every chance event (games/random.h specifies it bit for bit).
using Chance = sim::Rng;

// A figure of one finished game for `qm compare --simulate`: a share (0..1, shown as a
// percentage) or a plain number; or, pooled, a count out of a total (hits of shots), whose
// rate over many games is the sum of the counts over the sum of the totals — every shot
// weighs the same, a game without shots none — not the mean of each game's rate.
struct GameFigure {
  std::string name;
  double value = 0;  // pooled: the count (hits)
  bool share = false;
  bool pooled = false;
  double of = 0;  // pooled: the total the count is out of (shots)
};

// How near one measured check of a legal move came to failing (`qm replay --margins`): the
// rule it would have broken, what it had to spare (in mm, or degrees for an angle), and the
// measurement in a sentence that says what would flip it ("... it would cross I2 if I2's r
// were more than 54.0 mm").
struct Margin {
  std::string rule;
  double spare = 0;
  std::string unit = "mm";
  std::string text;
};

// What a simulated game's record says besides the header every record has and the moves
// (games/simulated_record.h writes it): YAML lines, each ending in a newline.
struct RecordFields {
  int format = 1;       // the record format its header needs (`format: 2` for what only it has)
  std::string comment;  // `# ...` lines before the document (an unfinished game says why)
  std::string header;   // the deal: `deck: [...]`, ...
  std::string end;      // after the moves, before `result`: revealed hands
};

class GameState {
 public:
  // to_move() when nobody is to move: the game is over, or the table moves (chance).
  static constexpr int kTerminal = -1;
  static constexpr int kChance = -2;

  virtual ~GameState() = default;

  // --- Whose turn, and the moves ---
  virtual int to_move() const = 0;
  bool is_terminal() const { return to_move() == kTerminal; }
  // The legal moves of the seat to move in the game's notation, as a record writes them,
  // in a fixed order; empty at the end, at a chance node, and in a game that does not list
  // its moves (GameType::lists_moves).
  virtual std::vector<std::string> legal_moves() const;
  // A legal move of the seat to move, drawn with `chance`. By default a uniform pick from
  // legal_moves() with exactly one chance.below(n) call; a game may plan differently (its
  // random bot), as long as what it returns is legal here. Throws std::logic_error when
  // the seat has no legal move.
  virtual std::string random_legal_move(Chance& chance) const;
  // Plays random_legal_move(chance), drawing on `chance` exactly as it does, and writes
  // the move into `written` when that is not null. A game plays it without writing it when
  // nobody reads it (its typed fast path); the default writes it and applies it.
  virtual std::optional<Violation> apply_random_move(Chance& chance, std::string* written);
  // The search bot's line (games/ismcts.h): a move of the game's play-out policy, its
  // choice drawn on `choice` and what chance decides within it (a Pirates line's dice) on
  // `dice`, so that the search can play one choice again in another world with other dice;
  // written into `written` when that is not null. By default apply_random_move(choice,
  // written), `dice` unused: a game whose random move is its play-out and holds no dice.
  virtual std::optional<Violation> apply_policy_move(Chance& choice, Chance& dice,
                                                     std::string* written);
  // The table's move at a chance node (to_move() == kChance), drawn with `chance`.
  virtual std::string chance_move(Chance& chance) const;
  // What the seat to move chooses in `move` (one of its legal moves here), without what
  // chance fills in: Loot's `Anna draw m4` is the choice `Anna draw`. Two moves with the same
  // choice are one decision; the search bot (games/ismcts.h) keeps its statistics by it, so
  // that it never weighs, nor picks, a move by the card chance put under it. By default the
  // move itself (nothing in the move's text is chance's).
  virtual std::string move_choice(const std::string& move) const;
  // The search's typed path (games/ismcts.h): the seat's choices as 64-bit keys, listed and
  // played without text. legal_move_keys() writes into `keys` (cleared first) one key per
  // move of legal_moves(), in its order: two moves have the same key exactly when they have
  // the same move_choice(). apply_move_key() plays the legal move whose choice has `key`
  // (chance filling in what the choice leaves open, as apply() of that move would). Both
  // may first do what the next move would do first anyway (Loot's capture checks at the
  // start of a turn). By default both are built on the text functions (the reference the
  // typed path is tested against): the key is a 64-bit hash of the choice's text, and
  // apply_move_key() applies the first legal move whose choice hashes to it; a game
  // overrides them with its own numbering where the text costs (Loot).
  virtual void legal_move_keys(std::vector<uint64_t>& keys);
  virtual std::optional<Violation> apply_move_key(uint64_t key);
  // Reads and plays a move: a record's line or map. Returns the rule it breaks, with whose
  // move it was; the table is then as it was, so that playing the next move is the
  // referee's ruling "struck" (only what the next move would have done first anyway may
  // already have happened: Loot's capture checks at the start of a turn). Throws
  // RecordError when the move cannot be read.
  virtual std::optional<Violation> apply(const RawMove& move) = 0;
  std::optional<Violation> apply(const std::string& text);
  // Reads a move without playing it, with what the table knows (the pieces a record set
  // up), so that a replay stopped by an unreadable move still reports the unreadable moves
  // after it: throws RecordError where it cannot be read. By default nothing is checked.
  virtual void read_move(const RawMove& move) const;
  // The move apply() read last, whether or not it broke a rule, as words (the record
  // store's moves).
  virtual MoveWords last_move_words() const;

  // From now on, note the margins of every measured check of each legal move; margins()
  // gives those of the move apply() played last (none after an illegal or unmeasured one).
  // A game that measures nothing (no geometry on its table) keeps the defaults: none.
  virtual void measure_margins();
  virtual std::vector<Margin> margins() const;

  // --- A referee's rulings (docs/adjudication.md) ---
  // "Stands" on the move apply() has just refused with `violation`: applies it as played
  // where the table can hold it (play goes on after it), or says plainly why it cannot and
  // changes nothing. Each game decides per rule id in its folder's stand.cc; by default
  // none can stand.
  virtual StandResult stand(const RawMove& move, const Violation& violation);
  // "Struck" on the move apply() has just refused: nothing is applied, but its number is
  // spent, so that what the game numbers by move (captures, events) keeps the record's.
  virtual void strike();

  // --- Before the first move, after the last ---
  // A rule the header or the set-up breaks (phase Header or Setup, with the line of the
  // header entry at fault): the replay stops before the first move.
  virtual std::optional<Violation> setup_violation() const;
  // What the record claims about the end (revealed hands, the claimed result), checked
  // after its last move: the rule it breaks (phase End), or RecordError for a claim that
  // cannot be read.
  virtual std::optional<Violation> close();

  // --- Copies, and what a seat can see ---
  virtual std::unique_ptr<GameState> clone() const = 0;
  // Re-deals, with `chance`, everything `seat` cannot see, consistently with what it has
  // seen: the other hands, the order of the draw pile, face-down coins. seat_view(seat)
  // is the same after it, and the moves played so far could have been played in the
  // world it deals. The world dealt depends only on what the seat has seen and on
  // `chance`, never on how the hidden cards lay before (a bot that re-deals cannot peek
  // through it). By default (a game without hidden information) nothing changes.
  virtual void resample_hidden(int seat, Chance& chance);
  // Everything `seat` knows now, as text: equal for two states the seat cannot tell apart.
  virtual std::string seat_view(int seat) const;

  // --- Who plays, and how it stands ---
  // The players, in turn order, and each one's side (a team in partnership games; by
  // default each player is a side).
  virtual const std::vector<std::string>& players() const = 0;
  virtual std::vector<int> side_of_seat() const;
  // The sides, their scores (at the end, the final ones), the winners.
  virtual Outcome outcome() const = 0;
  // Where each side's score came from: per side of outcome(), in its order, the same parts
  // in the same order (they depend on the ruleset at most), adding up to the side's score.
  virtual std::vector<std::vector<ScorePart>> score_parts() const = 0;
  // The facts of the moves played so far (the kinds are GameType::event_kinds).
  virtual std::vector<GameEvent> events() const;
  // Asks for every event from now on: a new game dealt for a simulation may leave out, for
  // speed, the facts nobody reads (Pirates' shots and gold moved); `qm compare --simulate`
  // reads them. By default every event is kept.
  virtual void keep_events();
  // The game's own figures of a finished game, in a fixed order (compare --simulate).
  virtual std::vector<GameFigure> figures() const;
  // How often the engine read each option it counts in the checks it made so far, and how
  // often the option's other value would have changed a check's outcome
  // (games/option_uses.h), in a fixed order; an option not listed is not counted (compare
  // --simulate says so rather than "never"). By default none.
  virtual std::vector<OptionUse> option_uses() const;
  // What the verdict rests on that the record does not let qm decide (a Pirates `start:`
  // without every fleet's treasure: whether home gold has ended the game), one sentence
  // each; said beside every verdict, so that none is silently wrong. By default none.
  virtual std::vector<std::string> caveats() const;

  // --- What people read ---
  // Adds the game's own fields to a `qm replay` report (GameType::report_fields).
  virtual void add_report_fields(Json& report) const;
  // The table after the moves played so far (`qm state --format json`), and what the
  // scoring audit shows (`qm audit --format json`), as JSON for the generic readers
  // (compare, the JSON outputs, the conformance suite). A game with presenters declares
  // both as typed views in its folder (<game>_views.h) and makes this JSON from them, in
  // one place; its presenters read the views (Game::table_text).
  virtual Json table() const = 0;
  virtual Json audit() const = 0;

  // --- A simulated game's record, and its soundness ---
  // What a full-information record of the game says besides the moves and the result;
  // with the moves as applied it replays as valid with outcome()'s scores.
  virtual RecordFields record_fields() const;
  // What is wrong with the table after the last move ("" when nothing): the game's own
  // invariants (cards conserved, counts that add up), checked after every move when a
  // simulation asks for it (`qm simulate --check-invariants`).
  virtual std::string broken_invariant() const;
};

// A game's own state type S, from a state that game made (Game::open, Game::new_game): its
// presenters read S's typed views, as its bots play S (games/bot.h BotOf). Another game's
// state is a bug.
template <class S>
const S& own_state(const GameState& state) {
  const S* own = dynamic_cast<const S*>(&state);
  if (!own) throw std::logic_error("a game was given the state of another game");
  return *own;
}

}  // namespace qm
