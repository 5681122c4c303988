// Text for people: verdict lines, the table at a move, and the scoring audit, in plain text
// or Markdown. The table and the audit are the game's own (Game::table_text, audit_text).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/replay_summary.h"
#include "replay/replay.h"

namespace qm {

// "records/x/a.yaml", or "records/x/a.yaml#2" for a file's later documents.
std::string record_label(const Replay& replay);
// `file:line:column` of an unreadable problem, as compilers and editors write it; `label`
// (the record's) when the problem has no place (a record from a database).
std::string error_place(const ReadError& error, const std::string& label);
// The problems after the first, one `{indent}file:line:column: message` line each, and how
// many were left off (Replay::errors, errors_left_off); "" when there is one.
std::string later_errors_text(const std::vector<ReadError>& errors, int left_off,
                              const std::string& label, std::string_view indent);
// One line: where, status, and the gist (validate); then the caveats unless the caller
// shows them itself (the report page).
enum class CaveatsOnLine { Shown, Omitted };
std::string verdict_line(const Replay& replay, CaveatsOnLine caveats = CaveatsOnLine::Shown);
// What the verdict rests on that the record leaves open (GameState::caveats); none without a
// match.
std::vector<std::string> replay_caveats(const Replay& replay);
// A few lines: the verdict, the violation or error in full, scores and winners (replay).
std::string verdict_text(const Replay& replay);
// Its margins (`qm replay --margins`): per legal move with measured checks, each check's
// sentence; "" without any.
std::string margins_text(const Replay& replay);
// "game finished; scores: Anna 5, Bruno 0; winner Anna" (adjudicate).
std::string outcome_text(const Outcome& outcome);
// "move 7, Bruno: turn-order: it is Anna's turn, not Bruno's" (adjudicate).
std::string violation_text(const Violation& violation);
// The table after the moves played (state).
std::string table_text(const Replay& replay);
// A picture of the table after the moves played (state --format svg); nullopt when the
// record's game draws none.
std::optional<std::string> table_svg(const Replay& replay);
// The rulings the replay met, one line each ("ruling on move 5 (turn-order): struck,
// applied"); "" when none was given.
std::string rulings_text(const Replay& replay, std::string_view indent);
// The scoring audit (audit).
std::string audit_text(const Replay& replay, TextStyle style);

}  // namespace qm
