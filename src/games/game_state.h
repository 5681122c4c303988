// A game's engine as a generic tool drives it (OpenSpiel's State is the model): whose move
// it is, the legal moves in the game's notation where the game can list them (or a random
// legal move where listing is impractical), playing a move, the end and its scores, a cheap
// copy, and what a record of the game needs. On it, sim/random_bot.h and sim/play_loop.h
// play any game without a simulator of its own.
//
// Chance: every deal, shuffle and die roll draws on one seeded generator, the Chance passed
// to Game::new_state (the deal) and to every chance event (random_legal_move,
// apply_random_move, chance_move), in a fixed order, so that a game of a seed is the same byte for
// byte on every machine. apply() itself draws nothing: a move as written says what chance gave (a
// draw names its card, a reveal its cards), so that the record replays.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/random.h"

namespace qm {

// The seeded generator behind every chance event (games/random.h specifies it bit for bit).
using Chance = sim::Rng;

// A figure of one game for `qm compare --simulate`: the simulators' own (games/simulator.h).
using GameFigure = sim::SimFigure;

// What a record's header says about the run that wrote it.
struct RecordInfo {
  std::string ruleset;  // as asked for: "loot/standard" or a path
  std::string bot;      // the bot at every seat
  uint64_t seed = 0;    // the game's seed
};

class GameState {
 public:
  // to_move() when nobody is to move: the game is over, or the table moves (chance).
  static constexpr int kTerminal = -1;
  static constexpr int kChance = -2;

  virtual ~GameState() = default;

  // The seat to move (0-based, in turn order), kChance when the next move is the table's
  // (a reveal), kTerminal at the end.
  virtual int to_move() const = 0;
  bool is_terminal() const { return to_move() == kTerminal; }

  // Whether legal_moves() lists the moves; a game whose moves cannot be listed (continuous
  // positions) offers only random_legal_move().
  virtual bool lists_moves() const { return true; }
  // The legal moves of the seat to move in the game's notation, as a record writes them,
  // in a fixed order; empty at the end, at a chance node, and when !lists_moves().
  virtual std::vector<std::string> legal_moves() const = 0;
  // A legal move of the seat to move, drawn with `chance`. By default a uniform pick from
  // legal_moves() with exactly one chance.below(n) call; a game may plan differently (its
  // own random bot), as long as what it returns is legal here. Throws std::logic_error when
  // the seat has no legal move.
  virtual std::string random_legal_move(Chance& chance) const;
  // The table's move at a chance node (to_move() == kChance), drawn with `chance`.
  virtual std::string chance_move(Chance& chance) const;

  // Plays a move written in the game's notation. Returns the rule it breaks (the state is
  // then unchanged); throws RecordError when the move cannot be read.
  virtual std::optional<Violation> apply(const std::string& move) = 0;

  // Plays random_legal_move(chance), drawing on `chance` exactly as it does, and writes the
  // move into `written` when that is not null. A game may play it without writing it when
  // nobody reads it (simulations without records); the default writes it and applies it.
  virtual std::optional<Violation> apply_random_move(Chance& chance, std::string* written);

  virtual std::unique_ptr<GameState> clone() const = 0;

  // The players, in turn order, and each one's side (a team in partnership games).
  virtual const std::vector<std::string>& players() const = 0;
  virtual std::vector<int> side_of_seat() const = 0;
  // Each side's score, in side order: at the end, the final ones.
  virtual std::vector<long long> scores() const = 0;
  // The winning sides at the end, in side order: by default those with the highest score
  // (shared on a tie); a game with a tiebreak (Pirates: more pieces in play) says its own.
  virtual std::vector<int> winners() const;
  // The game's own figures of a finished game, in a fixed order (compare --simulate).
  virtual std::vector<GameFigure> figures() const { return {}; }

  // What a full-information record of the game says besides the moves (format v1); with the
  // moves as applied, it replays as valid with scores(). The writer (sim/play_loop.h) puts
  // `format`, `game`, `ruleset`, `id`, `event` and `players` first, then header_fields(),
  // the moves, and end_fields(); comment_lines() go before the document.
  // How the record writes the ruleset and the id (plain or quoted YAML); nullopt, the
  // default: as record/yaml_scalar.h yaml_scalar writes them.
  virtual std::optional<std::string> header_scalar(const std::string&) const {
    return std::nullopt;
  }
  virtual std::string record_id(const RecordInfo& info) const;
  virtual std::string record_event(const RecordInfo& info) const;
  // YAML lines, each ending in a newline: the deal (`deck: [...]`, ...).
  virtual std::string header_fields() const = 0;
  // YAML lines after the moves: revealed hands, `result`.
  virtual std::string end_fields() const = 0;
  virtual std::string comment_lines() const { return ""; }

  // What is wrong with the table after the last move ("" when nothing): the game's own
  // invariants (cards conserved, counts that add up), checked after every move when a
  // simulation asks for it (`qm simulate --check-invariants`).
  virtual std::string broken_invariant() const { return ""; }
};

}  // namespace qm
