// Replays one record under two rulesets and says whether the results differ, and where
// the two replays part: `qm compare --ruleset A --ruleset B CORPUS...`.
//
// The record is read once; both replays start from the same Record. Outcomes are compared
// first (status, the violation's move and rule, scores, winners); only a record whose
// outcomes differ is replayed again move by move, under both rulesets side by side, to find
// the first move after which the two tables differ (a move legal under one ruleset only, an
// event of the game's report under one only, ...) or, failing that, what differs at the end;
// a record whose play is identical under both, only scored differently, says so.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "record/yaml_tree.h"
#include "replay/replay.h"

namespace qm::compare {

// Where two replays of a record first differ. At::Scoring: nowhere in play (every move
// has the same verdict and leaves the same table under both); only the scoring differs, and
// `why` gives each side's score under both with its parts.
struct Divergence {
  enum class At { Setup, Move, End, Scoring };
  At at = At::End;
  int move = 0;  // At::Move: 1-based; At::End, At::Scoring: the last move played
  int line = 0;  // At::Move: the move's line in its file; 0 when unknown
  std::string why;
};

// What `qm compare` compares of one replay, taken from its typed results (Replay, Outcome,
// Violation); JSON is made of it only for output (outcome_json).
struct ComparedReplay {
  struct SideScore {
    std::string side;
    long long score = 0;
    bool operator==(const SideScore&) const = default;
  };
  Status status = Status::Unreadable;
  std::optional<Violation> violation;  // the rule broken, as `qm replay` reports it
  std::optional<ReadError> error;      // what could not be read, as `qm replay` reports it
  std::vector<ReadError> errors;       // every unreadable problem (Replay::errors)
  int errors_left_off = 0;
  bool finished = false;
  // Without a match (its game could not be opened): none.
  std::optional<std::vector<SideScore>> scores;  // in the order of the sides
  std::optional<std::vector<std::string>> winners;
};
bool operator==(const ComparedReplay& x, const ComparedReplay& y);

ComparedReplay compared_replay(const Replay& replay);
// A file or stored record (`source`) that holds no readable document: unreadable, for
// `message`.
ComparedReplay unreadable_replay(const std::string& source, const std::string& message);

// The same status, rule broken (its move and id) and unreadable problems.
bool same_verdict(const ComparedReplay& x, const ComparedReplay& y);

struct RecordComparison {
  std::string label;  // file (and #document) or DB#ID
  std::string id;
  ComparedReplay a, b;            // each replay's outcome
  std::vector<std::string> what;  // what differs: "verdict", "winners", "scores"; empty: same
  std::optional<Divergence> divergence;  // when `what` is not empty
  bool unreadable = false;               // unreadable under both (the same error)
  // Not compared: a record of another game than the rulesets' (its game's name), a ruleset
  // file kept beside the records (what it is: "a ruleset for GAME"), or a record its own
  // ruleset replays but neither of these can, for the same problem of its header (its own
  // ruleset's name; the problem is `a`'s error), such as a partnership game under two
  // rulesets of individual play.
  std::string other_game, ruleset_file, unfit;
  bool skipped() const { return !other_game.empty() || !ruleset_file.empty() || !unfit.empty(); }
  bool differs() const { return !what.empty(); }
};

// Compares the replays of one YAML document under rulesets `a` and `b` (names or paths).
// A record of another game than theirs is not compared (`other_game`); when `a` and `b`
// are rulesets of two games, RulesetGameMismatch is thrown (the caller's mistake).
RecordComparison compare_document(Replayer& replayer, const YamlDocument& doc,
                                  const std::string& source, const std::string& a,
                                  const std::string& b);

// The part of a replay compared, as the JSON report prints it: status, violation and error
// in the shapes of `qm replay`'s report (violation_json, error_json, and `errors` when
// there are several problems), finished, scores, winners.
Json outcome_json(const ComparedReplay& replay);

// The comparison as one JSON object (format: see cmd_compare.cc).
Json comparison_json(const RecordComparison& c, const std::string& a, const std::string& b);
// A record unreadable under both rulesets alike (`unreadable`, not `differs()`), as `qm
// replay` lists its problems: "FILE: unreadable under both: FILE:LINE:COLUMN: MESSAGE",
// then each other problem on an indented line of its own.
std::string unreadable_text(const RecordComparison& c);
// A record skipped (another game, a ruleset file, a record neither ruleset can replay):
// "FILE: skipped: a record of GAME, not of GAME2 (the rulesets' game)" (one line), or
// {"record", "id", "skipped": {"why", "game" (another game's), "ruleset" (the record's own,
// when neither ruleset can replay it), "error" (then: the problem, as `qm replay` says it)}}.
std::string skipped_text(const RecordComparison& c, const std::string& game);
Json skipped_json(const RecordComparison& c, const std::string& game);
// The comparison as a few lines of text.
std::string comparison_text(const RecordComparison& c, const std::string& a, const std::string& b);

}  // namespace qm::compare
