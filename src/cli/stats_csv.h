// `qm stats --format csv`: the figures of the JSON report as one table, one figure a row,
// for spreadsheets (RFC 4180: fields with a comma, quote or line break are quoted, quotes
// doubled; lines end in CRLF). The columns:
//
//   section,game,ruleset,players,subject,measure,value,low,high
//
// `section` is the JSON key the figure is under (records, players, seats, rulesets, the
// game's own sections, score_parts, length, disputes); `ruleset` and `players` are filled
// where the figure is for one ruleset or player count; `subject` names what the figure is
// about within its section (`player=Anna`, `seat=1`, `part=gold captured`, `rule=...`),
// several joined by "; "; `measure` is the figure's JSON name (nested ones joined with
// "."); `low` and `high` are the 95% interval of a rate, empty for other figures.
#pragma once

#include <string>

#include "games/game.h"

namespace qm::cli {

// The header line.
std::string stats_csv_header();
// The rows of one game's JSON object (as `qm stats --format json` prints it in "games").
std::string stats_csv_rows(const Json& game);

}  // namespace qm::cli
