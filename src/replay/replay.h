// Replays one record against its game's engine and gives the verdict: valid, illegal (the
// first rule broken, with its move and line) or unreadable (the place and what was
// expected). The GameState is kept, so that `qm state` and `qm audit` can read the table.
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "games/game_state.h"
#include "record/record.h"
#include "record/yaml_tree.h"
#include "rules/ruleset.h"

namespace qm {

enum class Status { Valid, Illegal, Unreadable };
std::string_view status_name(Status status);

struct ReadError {
  std::string file;  // the file the position is in (a ruleset file, or the record's)
  SourcePos pos;
  std::string message;
};

// A referee's ruling as the replay met it (docs/adjudication.md): the record's `rulings:`
// entry or a `--ruling` option, what the move broke, and whether it was applied.
struct RulingOutcome {
  Ruling ruling;
  bool from_command_line = false;
  std::string rule;             // the rule the move broke; "" when it broke none or was not reached
  std::string player, message;  // whose move it was, and the rule's sentence
  bool applied = false;         // struck, or stood: play went on after it
  std::string why_not;          // when not applied, in a sentence
};

// The margins of one legal move's measured checks (ReplayOptions::margins).
struct MoveMargins {
  int move = 0;  // 1-based
  int line = 0;  // in the record
  std::vector<Margin> checks;
};

struct Replay {
  std::string source;  // the record's file
  int document = 1;
  std::string game;  // as the document names it, even when its header is unreadable
  Status status = Status::Unreadable;
  std::optional<Record> record;
  std::shared_ptr<const Ruleset> ruleset;
  std::unique_ptr<GameState> state;
  int moves_played = 0;
  std::optional<Violation> violation;
  std::optional<ReadError> error;  // the first unreadable problem
  // Every unreadable problem, as a compiler lists them: the header's fields each, and the
  // moves after the first unreadable one, read without playing them; at most
  // kMaxReadErrors, the others only counted in errors_left_off. errors[0] is `error`.
  std::vector<ReadError> errors;
  int errors_left_off = 0;
  std::vector<RulingOutcome> rulings;  // in move order; empty when none was given
  // A result-only record (Record::result_only), valid: the outcome its result gives, taken
  // as the table wrote it (nothing was replayed: there is no match).
  std::optional<Outcome> result_only;
  // With ReplayOptions::margins: each legal move that had measured checks, in order.
  std::vector<MoveMargins> margins;
};

// The outcome of a replay: the match's, or the one a result-only record gives; nullopt for
// a record that could not be replayed.
std::optional<Outcome> replay_outcome(const Replay& replay);

// How many unreadable problems of one record are listed (compilers' -fmax-errors).
constexpr std::size_t kMaxReadErrors = 20;

// Adds an unreadable problem to `replay` (status unreadable): the first becomes its `error`;
// kMaxReadErrors are listed in `errors`, the rest counted.
void add_read_error(Replay& replay, ReadError error);

class ReplayObserver;

// The ruleset given instead of the record's (ReplayOptions::ruleset_override, `--ruleset` on
// the command line) is for another game than the record's. That is the caller's mistake, not
// the record's: it is thrown, not reported as the record's error, and the commands make it a
// usage error (exit 2) that names the option.
struct RulesetGameMismatch : std::runtime_error {
  RulesetGameMismatch(std::string ruleset, std::string ruleset_game, std::string record_game,
                      std::string source);
  std::string ruleset, ruleset_game, record_game, source;
};

struct ReplayOptions {
  int stop_after = -1;           // play only this many moves (qm state --at N); -1: all
  std::string ruleset_override;  // replay under this ruleset instead of the record's
  // The record's ruleset, already loaded (a record store keeps it): used instead of resolving
  // the name the record gives, unless ruleset_override is set.
  std::shared_ptr<const Ruleset> ruleset;
  ReplayObserver* observer = nullptr;  // sees the replay as it runs (replay/observer.h)
  // Rulings on illegal moves (`qm replay --ruling N=stands|struck`); each overrides the
  // record's `rulings:` entry for the same move.
  std::vector<Ruling> rulings;
  bool ignore_record_rulings = false;  // qm adjudicate tries its own on a move
  // Note how near each measured check of a legal move came to failing (`qm replay
  // --margins`): Replay::margins.
  bool margins = false;
};

class Replayer {
 public:
  Replayer();
  explicit Replayer(std::shared_ptr<RulesetLibrary> rulesets);

  Replay replay(const YamlDocument& doc, const std::string& source,
                const ReplayOptions& options = {});
  // The same, dropping `doc`'s tree (root and layouts) once the record is read from it:
  // the import, so that a record of a million moves is not held as a tree and a record at
  // once while it is replayed.
  Replay replay_dropping_tree(YamlDocument& doc, const std::string& source,
                              const ReplayOptions& options = {});
  Replay replay(Record record, const ReplayOptions& options = {});

  RulesetLibrary& rulesets() { return *rulesets_; }

 private:
  Replay replay_document(const YamlDocument& doc, const std::string& source,
                         const ReplayOptions& options, YamlDocument* drop);
  void run(Replay& r, const ReplayOptions& options);
  std::shared_ptr<RulesetLibrary> rulesets_;
};

// The object `qm replay --format json` prints for a record (docs/format.md).
Json report_json(const Replay& replay);
// Its "margins" (only with ReplayOptions::margins, when a move had measured checks):
// [{move, line, checks: [{rule, spare, unit, text}]}].
Json margins_json(const std::vector<MoveMargins>& margins);
// Its "violation": move, line, player, rule, message.
Json violation_json(const Violation& violation);
// Its "rulings" (only when rulings were given): [{move, ruling, rule, applied, why_not,
// note, from}] (replay/rulings.cc).
Json rulings_json(const std::vector<RulingOutcome>& rulings);
// The rulings to apply: the record's (unless ignored) with the options' over them, by move.
std::vector<RulingOutcome> rulings_to_apply(const Record& record, const ReplayOptions& options);
// The ruling on move `move` among `rulings` (rulings_to_apply's, in move order); nullptr
// when none: a binary search, so that a record ruled on every move replays in n log n.
RulingOutcome* find_ruling(std::vector<RulingOutcome>& rulings, int move);
// Applies `ruling` to `move`, which broke `violation` (struck: nothing to do; stands:
// GameState::stand). True when play goes on after it.
bool apply_ruling(GameState& state, RulingOutcome& ruling, const RawMove& move,
                  const Violation& violation);

// The exit status for a set of verdicts: 0 all valid, 1 some illegal, 3 some unreadable.
int exit_status(bool any_illegal, bool any_unreadable);

}  // namespace qm
