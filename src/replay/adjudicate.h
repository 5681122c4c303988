// `qm adjudicate`: what a referee's ruling on an illegal move changes. The record is
// replayed twice, with the move ruled "stands" (applied as played, where the table can hold
// it) and "struck" (void; play goes on with the next move), and the two ends are compared:
// whether the rest of the record replays, the scores and winners, the score parts and the
// game's report fields (the captures a game lists, say) that differ. Names no game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "replay/replay.h"

namespace qm {

// One thing that ends differently: a side's score or score part, the winners, the verdict,
// an entry of a game's report field found under one ruling only, or something on the table
// at the end (replay/table_differences.h).
struct RulingDifference {
  std::string field;  // "status", "finished", "scores", "winners", "score_parts", "table",
                      // or a game's report field ("captures")
  std::string side;   // the side, key or table entry it concerns ("B1"); "" when none
  std::string part;   // for score_parts: the part's name; for the table: where in it, as
                      // keys and entry names joined by '/' ("ships/B1/masts")
  std::optional<Json> stands, struck;  // the value under each ruling; an entry: only one
  std::string text;                    // the difference in a sentence
};

struct Adjudication {
  // The replay as the record stands (with the record's own rulings on other moves).
  Replay as_recorded;
  // The move ruled on: 0 when there is none (the record has no illegal move, or the move
  // asked for broke no rule); then `why_none` says why and the replays below are empty.
  int move = 0;
  int line = 0;
  Violation violation;
  std::string why_none;
  Replay stands, struck;
  std::vector<RulingDifference> differences;
};

// Adjudicates the first illegal move of `record` (or `move`, 1-based, when it is not 0).
Adjudication adjudicate(Replayer& replayer, const Record& record, int move,
                        const ReplayOptions& options = {});

// The differences between the two ends (used by adjudicate()).
std::vector<RulingDifference> ruling_differences(const Replay& stands, const Replay& struck);

// {"record", "document", "id", "game", "move", "line", "player", "rule", "message",
//  "why_none", "stands": <replay report>, "struck": <replay report>, "differences": [...]}
Json adjudication_json(const Adjudication& a);
// For people: the move, then each ruling's end, then what differs.
std::string adjudication_text(const Adjudication& a);

}  // namespace qm
