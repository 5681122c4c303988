// What Pirates adds to the record store and `qm stats`: the facts of a replay (state.h
// facts()) and its end, reported as events of the kinds below, and four sections of
// `qm stats` made from their totals (by kind, then value):
//   "fleet_points" — win rate by the fleet's points spent, in buckets of 5 points;
//   "gold_sources" — gold by where it came from or went (explored, boarded, unloaded,
//                    shared, lost with sunk ships, out of the game), per fleet;
//   "shots"        — shots and hits by cannon rank and ruler, against the dice's odds;
//   "game_ends"    — games by the end condition that ended them, and their rounds;
//   "terrain"      — format 2: rolls on terrain and mysterious islands, and masts lost;
//   "forts"        — format 2: forts built and destroyed, and their gold.
// Seat win rates, mean gold (the score) and lengths in moves are the generic sections'.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "games/game_facts.h"
#include "games/outcome.h"
#include "games/pirates/state.h"

namespace qm::pirates {

// Kinds of events. A shot's kind says its cannon's ruler and whether it hit; its value is
// the cannon's rank.
inline constexpr const char* kShotHitS = "shot S hit";
inline constexpr const char* kShotMissS = "shot S miss";
inline constexpr const char* kShotHitL = "shot L hit";
inline constexpr const char* kShotMissL = "shot L miss";
inline constexpr const char* kExploredEvent = "gold explored";
inline constexpr const char* kBoardedEvent = "gold boarded";
inline constexpr const char* kUnloadedEvent = "gold unloaded";
inline constexpr const char* kSharedEvent = "gold shared";
inline constexpr const char* kSunkEvent = "ship sunk";
inline constexpr const char* kOutOfGameEvent = "gold out of the game";
inline constexpr const char* kFleetEvent = "fleet";
inline constexpr const char* kFleetWonEvent = "fleet won";
inline constexpr const char* kEndHomeGold = "end home-gold";
inline constexpr const char* kEndCannotMove = "end cannot-move";
inline constexpr const char* kEndAllUnloaded = "end all-unloaded";
// Format 2: a terrain or mysterious roll (value: the masts lost), a fort built (value: the
// gold paid) or destroyed (value: the gold inside).
inline constexpr const char* kReefRoll = "reef roll";
inline constexpr const char* kSargassoRoll = "sargasso roll";
inline constexpr const char* kEscapeRoll = "escape roll";
inline constexpr const char* kWhirlpoolRoll = "whirlpool roll";
inline constexpr const char* kMysteryRoll = "mystery roll";
inline constexpr const char* kIcebergHit = "iceberg hit";
inline constexpr const char* kFortBuilt = "fort built";
inline constexpr const char* kFortDestroyed = "fort destroyed";

std::vector<EventKind> event_kinds();

// The points a player's fleet spent: its ships' and its crew's.
int fleet_points(const Pieces& pieces, int player);

// The events of a replay so far: the engine's facts in the order they happened (their
// move is the line they happened on), then, per player, the fleet (and, when the game has
// ended, the winners' fleets and the end condition) with move 0.
std::vector<GameEvent> events_of(const State& state, const Outcome& outcome);

// Per player, where the gold aboard their sunk ships went (the audit's ledger): shared out
// between the two players of a two-player game (sunk by a shot), or out of the game (more
// players, or scuttled).
struct SunkGold {
  int shared_out = 0, out_of_game = 0;
};
std::vector<SunkGold> sunk_gold(const State& state);

// The rows of the sections, from the event totals.
struct FleetPointsRow {
  long long points_min = 0, points_max = 0;  // the bucket, inclusive
  long long fleets = 0, wins = 0, points_sum = 0;
};
std::vector<FleetPointsRow> fleet_points_rows(const std::vector<EventTotal>& totals);

struct GoldSourceRow {
  std::string source;  // the event kind
  long long events = 0, gold = 0;
};
// Every source, in a fixed order (explored, boarded, unloaded, shared, ships sunk, out of
// the game), rows with no event included; `fleets` receives the number of fleets counted.
std::vector<GoldSourceRow> gold_source_rows(const std::vector<EventTotal>& totals,
                                            long long& fleets);

struct ShotRow {
  long long rank = 0;
  char ruler = 'S';
  long long shots = 0, hits = 0;
};
std::vector<ShotRow> shot_rows(const std::vector<EventTotal>& totals);  // by rank, S first
// What the dice give a cannon of this rank: a d6 at or above it, never a 1.
double expected_hit_rate(long long rank);

// Format 2: the events of one kind (a roll, or a fort built or destroyed) and the sum of their
// values (masts lost, gold), the kinds in a fixed order, only those with events.
struct KindRow {
  std::string kind;
  long long events = 0, value_sum = 0;
};
std::vector<KindRow> kind_rows(const std::vector<EventTotal>& totals,
                               std::initializer_list<const char*> kinds);

struct GameEndRow {
  std::string condition;  // "home-gold", "cannot-move", "all-unloaded"
  long long games = 0, rounds_sum = 0, rounds_min = 0, rounds_max = 0;
};
std::vector<GameEndRow> game_end_rows(const std::vector<EventTotal>& totals);

std::vector<StatsSection> stats_sections();

}  // namespace qm::pirates
