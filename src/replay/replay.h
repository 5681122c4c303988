// Replays one record against its game's engine and gives the verdict: valid, illegal (the
// first rule broken, with its move and line) or unreadable (the place and what was
// expected). The Match is kept, so that `qm state` and `qm audit` can read the table.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "games/game.h"
#include "record/record.h"
#include "record/yaml_tree.h"
#include "rules/ruleset.h"

namespace qm {

enum class Status { Valid, Illegal, Unreadable };
std::string_view status_name(Status status);

struct ViolationAt {
  int move = 0;  // 1-based; 0 for checks after the last move (hand-mismatch, result-mismatch)
  int line = 0;  // 0 when unknown
  RuleViolation violation;
  bool before_moves = false;  // found in the header, before the first move (move is 0)
};

struct ReadError {
  std::string file;  // the file the position is in (a ruleset file, or the record's)
  SourcePos pos;
  std::string message;
};

struct Replay {
  std::string source;  // the record's file
  int document = 1;
  std::string game;  // as the document names it, even when its header is unreadable
  Status status = Status::Unreadable;
  std::optional<Record> record;
  std::shared_ptr<const Ruleset> ruleset;
  std::unique_ptr<Match> match;
  int moves_played = 0;
  std::optional<ViolationAt> violation;
  std::optional<ReadError> error;  // the first unreadable problem
  // Every unreadable problem, as a compiler lists them: the header's fields each, and the
  // moves after the first unreadable one, read without playing them; at most
  // kMaxReadErrors, the others only counted in errors_left_off. errors[0] is `error`.
  std::vector<ReadError> errors;
  int errors_left_off = 0;
};

// How many unreadable problems of one record are listed (compilers' -fmax-errors).
constexpr std::size_t kMaxReadErrors = 20;

// Adds an unreadable problem to `replay` (status unreadable): the first becomes its `error`;
// kMaxReadErrors are listed in `errors`, the rest counted.
void add_read_error(Replay& replay, ReadError error);

class ReplayObserver;

struct ReplayOptions {
  int stop_after = -1;           // play only this many moves (qm state --at N); -1: all
  std::string ruleset_override;  // replay under this ruleset instead of the record's
  // The record's ruleset, already loaded (a record store keeps it): used instead of resolving
  // the name the record gives, unless ruleset_override is set.
  std::shared_ptr<const Ruleset> ruleset;
  ReplayObserver* observer = nullptr;  // sees the replay as it runs (replay/observer.h)
};

class Replayer {
 public:
  Replayer();
  explicit Replayer(std::shared_ptr<RulesetLibrary> rulesets);

  Replay replay(const YamlDocument& doc, const std::string& source,
                const ReplayOptions& options = {});
  Replay replay(Record record, const ReplayOptions& options = {});

  RulesetLibrary& rulesets() { return *rulesets_; }

 private:
  void run(Replay& r, const ReplayOptions& options);
  void play(Replay& r, const ReplayOptions& options, int& observed);
  std::shared_ptr<RulesetLibrary> rulesets_;
};

// The object `qm replay --format json` prints for a record (format/record-v1.md).
Json report_json(const Replay& replay);
// Its "violation": move, line, player, rule, message.
Json violation_json(const ViolationAt& violation);
// Its "error", and each of "errors": file, line, column, message.
Json read_error_json(const ReadError& error);

// The exit status for a set of verdicts: 0 all valid, 1 some illegal, 3 some unreadable.
int exit_status(bool any_illegal, bool any_unreadable);

}  // namespace qm
