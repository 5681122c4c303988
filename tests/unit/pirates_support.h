// Helpers for the Pirates rule tests: one fixed two-player set-up written inline (the
// islands of the format's example, two Spanish ships for Anna and two English ones for
// Bruno), small edits of it, and positions (`start:`) over it for the disputes measured
// at the table. Figures of the table: rulers S 57.5 and L 83.8 mm, ship_radius 20,
// tolerance 2 (docs/rules-pirates.md), so
//   a ship touches an island of r 50 at <= 72 mm between centres, overlaps it below 68;
//   a ship touches a ship at <= 42, overlaps it below 38;
//   an S segment is at most 59.5 mm, an L one 85.8;
//   an S cannon reaches a ship whose centre is <= 79.5 mm away, an L cannon <= 105.8;
//   a line of fire is blocked within 48 mm of an island's centre, 18 of a ship's.
#pragma once

#include <map>
#include <string>

#include "games/game_state.h"

namespace qm {
struct Replay;
}

namespace qmtest {

// The header of the fixed set-up, up to (not including) `moves:`:
//   I1 (200,200) Anna's home, I2 (560,200) [3,2,1,2], I3 (920,200) Bruno's home,
//   I4 (200,560) [1,2,2,3], I5 (560,560) [2,1,2,1], I6 (920,560) [3,2,2,1]; r 50 each.
//   Anna (Spain, 27 points, brought [1,1,1,2,2,2,3,3]):
//     A1 Fortuna 9 pts, masts [3S, 2L], cargo 4, L+L, at (270,200), crew A1a captain 3 pts;
//     A2 Santa Ana 12 pts, masts [3S, 3S, 4L], cargo 5, S+L, helmsman, at (200,270),
//        crew A2a cannoneer 3 pts.
//   Bruno (England, 20 points, brought [1,1,2,2,2,2,2,3]):
//     B1 Sea Hawk 10 pts, masts [3L, 3L], cargo 3, L+L, at (850,200), crew B1a captain 2 pts;
//     B2 Raven 8 pts, masts [2S, 3S], cargo 4, S+S, at (920,270), no crew.
extern const char* const kPiratesHeader;

// Anna's turn marker, the first move of most test records.
inline const std::string kAnna = "  - Anna turn\n";

// `header` (default kPiratesHeader) followed by `moves:` and `moves` (lines "  - ...\n").
std::string pirates_record(const std::string& moves, const std::string& header = kPiratesHeader);

// A record starting from a position: `start:` with `player` to move and every ship of
// the set-up where `ships` says (id -> the flow map after "ID: "); the ships not named
// stay docked at their home island where they started. `rest` is the rest of `start:`
// (default: every wild island with its set-up coins, nothing at home yet).
std::string pirates_position(const std::map<std::string, std::string>& ships,
                             const std::string& moves, const std::string& player = "Anna",
                             const std::string& rest = "",
                             const std::string& header = kPiratesHeader);

// The rest of `start:` by default: the wild islands' coins and the gold at home.
extern const char* const kStartIslands;
// A start position's islands and home gold for the fort tests: I2 explored with one coin of
// 2 left, the other wild islands as dealt; at home Anna 3, 2, 1 and Bruno 2, 2.
extern const char* const kFortRest;

// `text` with the one occurrence of `from` replaced by `to`; throws when `from` is not
// found once (a test edit that no longer applies must fail, not pass quietly).
std::string edit(const std::string& text, const std::string& from, const std::string& to);

// `text` with "  # <-" appended to the line that contains `needle` (the first).
std::string mark(const std::string& text, const std::string& needle);

// The entry with id `id` of the table's list `list` ("ships", "islands") after the replay;
// fails the test when there is none.
qm::Json table_entry(const qm::Replay& r, const std::string& list, const std::string& id);

// The record is illegal by `rule` at `move`, on the line marked `# <-`.
void pirates_illegal(const std::string& yaml, const char* rule, int move);

// Ship `ship`'s masts as the table shows them after the replay: "up fire lost", in mast order.
std::string mast_states(const qm::Replay& r, const std::string& ship);

// `header` with `list` added to ship `ship`'s own `abilities: [...]` (written when it has none).
std::string with_ship_abilities(std::string header, const std::string& ship,
                                const std::string& list);

}  // namespace qmtest
