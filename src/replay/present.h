// Text for people: verdict lines, the table at a move, and the scoring audit, in plain text
// or Markdown. Each game's details are in <game>_text.cc; this file holds what they share.
#pragma once

#include <string>

#include "replay/replay.h"

namespace qm {

enum class TextStyle { Plain, Markdown };

// "records/loot/a.yaml" or "records/loot/a.yaml#2" for a file's later documents.
std::string record_label(const Replay& replay);
// One line: where, status, and the gist (validate).
std::string verdict_line(const Replay& replay);
// A few lines: the verdict, the violation or error in full, scores and winners (replay).
std::string verdict_text(const Replay& replay);
// The table after the moves played (state).
std::string table_text(const Replay& replay);
// The scoring audit (audit).
std::string audit_text(const Replay& replay, TextStyle style);

// The head every game's audit starts with: the title ("<game_title> scoring audit: ID"),
// event and date, record, ruleset (followed by ` (<ruleset_note>)` when there is one),
// players, and the verdict with the moves played and whether the game finished.
std::string audit_head(const Replay& replay, const Json& audit, std::string_view game_title,
                       const std::string& ruleset_note, TextStyle style);

// Per game (loot_text.cc, einauge_text.cc), found by present.cc's list of game texts.
std::string loot_table_text(const Replay& replay, const Json& table);
std::string loot_audit_text(const Replay& replay, const Json& audit, TextStyle style);
std::string einauge_table_text(const Replay& replay, const Json& table);
std::string einauge_audit_text(const Replay& replay, const Json& audit, TextStyle style);

}  // namespace qm
