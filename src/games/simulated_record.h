// The record of a simulated game (format v1, one YAML document), written in one place: the
// header every record has (`format`, `game`, `ruleset`, `id`, `event`, `players`), the
// game's own fields (GameState::record_fields), the moves as applied, and `result`. The id
// and the event text of a simulated record are made here, and the record store tells a
// simulated record by its event here too.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/game_type.h"
#include "games/play.h"

namespace qm {

// What a simulated record says about the run that wrote it.
struct SimulatedRun {
  std::string ruleset;            // as asked for: "loot/standard" or a path
  std::vector<std::string> bots;  // the bot at each seat (games/seat_bots.h), seat 1 first
  uint64_t seed = 0;              // the game's seed
  // What the deal added to the table (`qm simulate --table`, SimSpec::table): the id ends
  // with them ("-terrain-forts"), the event says "with terrain, forts".
  std::vector<std::string> table;
};

// "sim-einauge-standard-3p-00ab...-random": the ruleset, the players, the game's seed in 16
// hex digits, and `label`: by default the bot (when the seats play different bots, the
// seats' bots in seat order joined by '+'; a ':' of `ismcts:N` written '-'), or "full" for a
// game whose records are named by their visibility (GameType::RecordNaming); a writer of a
// record that shows less names its visibility ("some").
std::string simulated_id(const GameType& type, const SimulatedRun& run, int players,
                         std::string_view label = {});
// "qm simulation, seed 7, random bots", or "..., full visibility"; when the seats play
// different bots, followed by ", bots greedy (seat 1), ismcts:1000 (seat 2)" (", bots ..."
// after "full visibility").
std::string simulated_event(const GameType& type, const SimulatedRun& run,
                            std::string_view label = {});
// Whether a record's event is one simulated_event wrote: a record `qm simulate` wrote.
bool is_simulated_event(std::string_view event);

// The whole record of `played`; it replays as valid with the end's outcome.
std::string write_simulated_record(const GameType& type, const PlayedGame& played,
                                   const SimulatedRun& run);

// A ruleset name or id as the record writes it (GameType::RecordNaming).
std::string header_scalar(const GameType& type, const std::string& text);

}  // namespace qm
