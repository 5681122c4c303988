// Records of the result only (an addition to format 1, docs/records.md): players and
// `result:`, no `moves:`. A league writes most of its games down so. Nothing is replayed:
// the engine is not asked, so the game's own header fields (a deal, a set-up) have no
// place in such a record and the ruleset's player count is not checked; the result is
// taken as the table wrote it. The replay checks what it can without the engine: the
// result gives every side (each player, or each team of a partnership record) one score.
// The verdict is valid and finished, with the claimed scores and the winners they give;
// everything a record's moves would show (the table, the scoring audit, lengths, score
// parts, events) it has not, and every output says so.
#pragma once

#include <string>

#include "games/replay_summary.h"
#include "replay/replay.h"

namespace qm {

// The outcome the result of `record` (Record::result_only) gives: finished, complete, the
// sides in the record's order (its teams, else its players), their scores, the winners.
// Throws RecordError for a record that gives game fields, a side the result leaves out, or
// a player in no team.
Outcome result_only_outcome(const Record& record);

// What `qm audit` shows of a result-only replay: the header, the verdict, the result
// ranked, the winners; and the same as JSON (its "audit" object).
std::string result_only_audit_text(const Replay& replay, const ReplaySummary& summary,
                                   TextStyle style);
Json result_only_audit_json(const Replay& replay);

// The one sentence every text says of a result-only record.
inline constexpr const char* kResultOnlyWords =
    "result only: no moves were recorded, so nothing was replayed and the result is taken as "
    "the record gives it";

}  // namespace qm
