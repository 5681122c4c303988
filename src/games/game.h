// The interface between the replay and one game's engine. A Game reads its part of a
// record's header and opens a Match; the Match plays the record's moves one by one and
// reports the outcome. Everything game-specific (notation, rules, scoring, what the audit
// and the table show) stays behind these two classes; the data they return is plain JSON,
// which the game's text presenters turn into text for people.
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game_facts.h"
#include "games/game_type.h"
#include "games/replay_summary.h"
#include "games/simulator.h"
#include "games/violation.h"
#include "record/record.h"
#include "rules/ruleset.h"

namespace qm::sim {
class Rng;  // the seeded generator of chance events (games/game_state.h: Chance)
}

namespace qm {

class GameState;  // games/game_state.h

using Json = nlohmann::ordered_json;

// What a referee's "stands" ruling did to a move that broke a rule (Match::stand): applied
// as played, or refused with a plain sentence why the table cannot hold it.
struct StandResult {
  bool applied = false;
  std::string why_not;  // when not applied, e.g. "nobody could hold a third m8: ..."
};

struct Outcome {
  bool finished = false;
  bool complete = true;            // false: hidden cards leave some score open
  std::vector<std::string> sides;  // players, or teams in partnership games
  std::vector<long long> scores;
  std::vector<std::pair<long long, long long>> bounds;  // per side [min, max], when !complete
  std::vector<std::string> winners;
};

// One named share of a side's score, e.g. Einauge's "chest majorities" (jewels) or Loot's
// "merchants left in hand" (negative gold).
struct ScorePart {
  std::string name;
  long long value = 0;
};

class Match {
 public:
  virtual ~Match() = default;
  // Reads and plays the record's next move. Throws RecordError when the move cannot be
  // read; returns the rule it breaks (the replay stops there, unless a ruling goes on).
  // A move that breaks a rule changes nothing on the table: playing the next move after it
  // is the referee's ruling "struck" (the move is void). Only what the next move would
  // have done first anyway may already have happened (Loot's capture checks at the start
  // of a turn).
  virtual std::optional<Violation> play(const RawMove& move) = 0;
  // The referee's ruling "stands" on the move play() has just refused with `violation`:
  // applies it as played where the table can hold it (play goes on after it), or says
  // plainly why it cannot and changes nothing. Each game decides which of its rule ids can
  // stand (its folder's stand.cc); a game that decides none refuses every one.
  virtual StandResult stand(const RawMove& move, const Violation& violation);
  // The referee's ruling "struck" on the move play() has just refused: nothing is applied,
  // but its number is spent, so that what the game numbers by move (captures, events)
  // keeps the record's numbering.
  virtual void strike() {}
  // Before the first move: a rule the header or the set-up breaks (a game's fleet and
  // set-up checks), phase Header or Setup, with the line of the header entry at fault.
  virtual std::optional<Violation> setup_violation() const { return std::nullopt; }
  // After the last move: checks what the record claims about the end (revealed hands,
  // the claimed result).
  virtual std::optional<Violation> close() = 0;
  virtual Outcome outcome() const = 0;
  // Where each side's score came from: per side of outcome(), in its order, the same parts
  // in the same order (they depend on the ruleset at most), adding up to the side's score.
  virtual std::vector<std::vector<ScorePart>> score_parts() const = 0;
  // Adds the game's own fields to a `qm replay` report (Loot: "captures"); the names are
  // Game::report_fields().
  virtual void add_report_fields(Json& report) const = 0;
  // What the verdict rests on that the record does not let qm decide (a Pirates `start:`
  // without every fleet's treasure: whether home gold has ended the game), one sentence
  // each; said beside every verdict, so that none is silently wrong. By default none.
  virtual std::vector<std::string> caveats() const { return {}; }
  // The table after the moves played so far (`qm state`).
  virtual Json table() const = 0;
  // What the scoring audit shows (`qm audit`).
  virtual Json audit() const = 0;

  // For the replay's observers (replay/observer.h): the move play() read last, whether or
  // not it broke a rule, as words; and the facts of the moves played so far (the kinds are
  // Game::event_kinds()).
  virtual MoveWords last_move_words() const { return {}; }
  virtual std::vector<GameEvent> events() const { return {}; }

  // Reads a move without playing it, with what the table knows (the pieces a record set
  // up), so that a replay stopped by an unreadable move still reports the unreadable moves
  // after it: throws RecordError where it cannot be read. By default nothing is checked.
  virtual void read_move(const RawMove& /*move*/) const {}
};

class Game {
 public:
  virtual ~Game() = default;
  // What the game is (games/game_type.h): its name, players, score unit and capabilities,
  // declared once in its folder.
  virtual const GameType& type() const = 0;
  std::string_view name() const { return type().name; }
  std::string_view score_unit() const { return type().score_unit; }
  // The options and data tables its rulesets may set.
  virtual const RulesSpec& rules_spec() const = 0;
  // Reads the game's part of the header under the resolved ruleset (its options and data
  // tables) and sets up the table. Throws RecordError.
  virtual std::unique_ptr<Match> open(const Record& record, const Ruleset& ruleset) const = 0;

  // Text for people, in the game's folder (<game>_text.cc, helpers in games/): the
  // table of Match::table() (`qm state`) and the scoring audit of Match::audit()
  // (`qm audit`). A game that has none shows the JSON.
  virtual std::string table_text(const ReplaySummary& replay, const Json& table) const;
  virtual std::string audit_text(const ReplaySummary& replay, const Json& audit,
                                 TextStyle style) const;
  // A picture of the table of Match::table() (`qm state --format svg`): SVG text, drawn to
  // scale; nullopt when the game draws no picture (GameType::draws_table).
  virtual std::optional<std::string> table_svg(const ReplaySummary& replay,
                                               const Json& table) const;
  // One entry of a list in Match::add_report_fields() or Match::table(), in a sentence
  // (`qm compare` names the first entry that differs); compact JSON unless the game says.
  virtual std::string entry_text(const Json& entry) const;
  // Its own simulator under `spec`, whose bot is one of GameType::bots (sim/simulator.h
  // make_simulator checks); nullptr (the default): the generic loop on its state plays it.
  // Throws std::invalid_argument for a player count the ruleset does not allow.
  virtual std::unique_ptr<sim::GameSimulator> make_simulator(const sim::SimSpec& spec) const;

  // For the record store: a move read without playing it (one the replay did not reach),
  // nullopt when it cannot be read; the sections the game adds to `qm stats` (from the
  // totals of its GameType::event_kinds).
  virtual std::optional<MoveWords> move_words(const RawMove& move,
                                              const std::vector<std::string>& players) const;
  virtual std::vector<StatsSection> stats_sections() const;

  // Reads a move without a table (the header or the ruleset could not be read), for the
  // same report as Match::read_move: throws RecordError where it cannot be read. `players`
  // as the header names them. By default nothing is checked.
  virtual void read_move(const RawMove& move, const std::vector<std::string>& players) const;
  // What the game adds when an unreadable move line has a comment after it (`#` starts a
  // comment, so `Jürgen attack #1 green-3` lost its last words): a hint in its own
  // notation, such as how it writes what the comment looks like; "" when it has none.
  virtual std::string comment_hint(std::string_view comment) const;

  // --- Driving the engine (games/game_state.h) ---
  // Whether new_state() gives a state: the game can be played by the generic random bot
  // and simulation loop (sim/play_loop.h).
  virtual bool offers_state() const;
  // A new game under the resolved `ruleset` for `players` players, dealt with `chance`
  // (the seeded generator every later chance event draws on too); nullptr when the game
  // offers no state. Throws std::invalid_argument for a player count the ruleset does not
  // allow.
  virtual std::unique_ptr<GameState> new_state(const Ruleset& ruleset, int players,
                                               sim::Rng& chance) const;
};

// Winners from final scores: the highest score (shared on a tie); with score ranges, the
// sides sure to win whatever the hidden cards are (possibly none). Defined in
// games/result.cc, with the other rules every game shares (games/result.h).
std::vector<std::string> winners_of(const Outcome& outcome);

}  // namespace qm
