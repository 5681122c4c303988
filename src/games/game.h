// A game, as the shared layers know it: what it is (its GameType, declared once), the
// options its rulesets may set, the two ways to a state of it (games/game_state.h): a
// record opened for replay, or a new game dealt for a simulation; its own bots; and what
// the record store, the messages and the presenters need of it. Everything game-specific
// (notation, rules, scoring, the table and the audit) stays in its folder, behind this and
// its state. The defaults are in game.cc; Nim (tests/unit/nim_game.cc) is the smallest game.
#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game_type.h"

namespace qm::sim {
class Rng;  // games/random.h: the seeded generator of chance events
}

namespace qm {

using Json = nlohmann::ordered_json;

class Bot;        // games/bot.h
class CardList;   // games/card_list.h
class GameState;  // games/game_state.h
struct MoveWords;
struct RawMove;
struct Record;
struct ReplaySummary;
struct RulesSpec;
struct Ruleset;
struct StatsSection;
enum class TextStyle;

class Game {
 public:
  virtual ~Game() = default;
  // What the game is (games/game_type.h): its name, players, score unit and capabilities.
  virtual const GameType& type() const = 0;
  std::string_view name() const { return type().name; }
  std::string_view score_unit() const { return type().score_unit; }
  // The options and data tables its rulesets may set.
  virtual const RulesSpec& rules_spec() const = 0;

  // A record replayed: reads the game's part of the header under the resolved ruleset (its
  // options and data tables) and sets up the table. Throws RecordError.
  virtual std::unique_ptr<GameState> open(const Record& record, const Ruleset& ruleset) const = 0;
  // A new game under the resolved `ruleset` for `players` players, dealt with `chance`
  // (the seeded generator every later chance event draws on too). Throws
  // std::invalid_argument for a player count the ruleset does not allow.
  virtual std::unique_ptr<GameState> new_game(const Ruleset& ruleset, int players,
                                              sim::Rng& chance) const = 0;
  // A new game whose deal also puts `table` on it (words of GameType::table_words, each
  // once, in that order: `qm simulate --table`). By default new_game, and the game has no
  // such words: a word throws std::invalid_argument.
  virtual std::unique_ptr<GameState> new_game_with(const Ruleset& ruleset, int players,
                                                   const std::vector<std::string>& table,
                                                   sim::Rng& chance) const;
  // The bot `name` (one of GameType::bots, `ismcts:N` for ismcts with a budget of N) for its
  // states: by default "random", the state's random legal move (games/bot.h RandomMoveBot),
  // and "ismcts[:N]", the search bot (games/ismcts.h). Throws std::invalid_argument for a
  // name it does not know.
  virtual std::unique_ptr<Bot> make_bot(std::string_view name) const;

  // Text for people, in the game's folder (<game>_text.cc, helpers in games/), read from
  // the typed views of its own state (<game>_views.h; the state is one this game made, see
  // own_state in game_state.h): the table (`qm state`) and the scoring audit (`qm audit`).
  // A game that has none shows the JSON of GameState::table() and audit().
  virtual std::string table_text(const ReplaySummary& replay, const GameState& state) const;
  virtual std::string audit_text(const ReplaySummary& replay, const GameState& state,
                                 TextStyle style) const;
  // A picture of the table (`qm state --format svg`): SVG text, drawn to scale; nullopt when
  // the game draws no picture (GameType::draws_table).
  virtual std::optional<std::string> table_svg(const ReplaySummary& replay,
                                               const GameState& state) const;
  // One entry of a list in the report fields or the table, in a sentence (`qm compare`
  // names the first entry that differs); compact JSON unless the game says. The entry is
  // JSON, as compare has it: a game reads it back into its typed view (games/view_json.h)
  // and shows anything it cannot read as compact JSON.
  virtual std::string entry_text(const Json& entry) const;

  // For the record store: a move read without playing it (one the replay did not reach),
  // nullopt when it cannot be read; the sections the game adds to `qm stats` (from the
  // totals of its GameType::event_kinds).
  virtual std::optional<MoveWords> move_words(const RawMove& move,
                                              const std::vector<std::string>& players) const;
  virtual std::vector<StatsSection> stats_sections() const;

  // Reads a move without a table (the header or the ruleset could not be read), for the
  // same report as GameState::read_move: throws RecordError where it cannot be read.
  // `record` gives what its header says of itself (the players, the format). By default
  // nothing is checked.
  virtual void read_move(const RawMove& move, const Record& record) const;
  // What the game adds when an unreadable move line has a comment after it (`#` starts a
  // comment, so `Jürgen attack #1 green-3` lost its last words): a hint in its own
  // notation, such as how it writes what the comment looks like; "" when it has none.
  virtual std::string comment_hint(std::string_view comment) const;
  // The reader of the list of the game's printed cards that players keep (`qm cards`,
  // games/card_list.h); nullptr (the default) when the game has none.
  virtual const CardList* card_list() const;
};

// Throws RecordError at the record's `format:` when the game does not define that format
// (GameType::max_format): the replay calls it before Game::open.
void require_format(const Game& game, const Record& record);

// Throws std::invalid_argument unless `word` is one of the game's table_words.
void check_table_word(const GameType& type, std::string_view word);

}  // namespace qm
