// What a game's text presenters (Game::table_text, Game::audit_text) know of a replay
// besides the state's own JSON: the record, and how the replay labels and judges it. The
// replay layer fills it in (replay/present.cc), so that the games need not depend on it.
#pragma once

#include <string>

#include "record/record.h"

namespace qm {

enum class TextStyle { Plain, Markdown };

struct ReplaySummary {
  const Record& record;
  std::string label;    // "records/x/a.yaml", or "records/x/a.yaml#2" for a later document
  std::string ruleset;  // the ruleset replayed under (the record's, or the one asked for)
  // The verdict as the audit states it: "valid", or e.g.
  // "illegal at move 3 (line 12): RULE: MESSAGE" or "illegal after the last move: ...".
  std::string verdict;
};

}  // namespace qm
