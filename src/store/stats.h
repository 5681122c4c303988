// `qm stats`: statistics over the records of a store, read from its totals tables
// (schema/store-v2.sql, store-v3.sql, store-v4.sql, store-v5.sql) with the user's filters,
// the views' rows added up again. Everything counted here is a query a user can also run in
// any SQLite client. Filters the totals do not keep (event, dates, player) make the same
// totals from the rows of the records that pass, in temporary tables that shadow them
// (store/filtered_totals.h). Simulated records are left out of the players' and seats'
// tables unless StatsFilter::include_simulated.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/game_facts.h"
#include "store/sqlite.h"

namespace qm::store {

struct StatsFilter {
  std::string game;                   // "" for every game
  std::vector<std::string> rulesets;  // empty for every ruleset
  std::optional<int> players;         // a player count, or every one
  // Filters on the records themselves, which the totals do not keep: with any of them the
  // figures are added up from the rows of the records that pass (slower), else read from
  // the totals.
  std::string event;               // "" for every event
  std::string from, to;            // dates YYYY-MM-DD, inclusive; "" for no bound
  std::string player;              // only the records this player played in
  bool include_simulated = false;  // count simulated records in the players and seats tables

  bool on_rows() const { return !event.empty() || !from.empty() || !to.empty() || !player.empty(); }
};

// Why the filter names something the store has no record of (a game, ruleset, event or
// player), listing what it has; "" when it names nothing unknown.
// The known names are quoted ('Kraken club, spring'), with the nearest one when a single
// one is close: `--game: no record of the game 'tenis' in 'q.db' (did you mean 'tennis'?); its
// games: 'tennis'`.
std::string unknown_in_filter(Database& db, const StatsFilter& filter);
// The same for one player named by `option` (--player, --history, --head-to-head): "" when
// `player` is "" or has played a stored record.
std::string unknown_player(Database& db, const std::string& option, const std::string& player);

// A proportion with its 95% Wilson score interval (good for small counts and rates near 0 or
// 1, where the normal approximation leaves [0, 1]); the formula is math/stats.h's.
struct Rate {
  long long hits = 0, total = 0;
  double rate = 0, low = 0, high = 0;
};
Rate wilson_rate(long long hits, long long total);

// A mean with its sample standard deviation, from a count, a sum and a sum of squares.
struct Spread {
  long long count = 0;
  double mean = 0, sd = 0;  // sd 0 for fewer than two values
};
Spread spread_of(long long count, double sum, double sum_of_squares);

struct PlayerStats {
  std::string player;
  Rate wins;  // a shared win counts for each winner
  Spread score;
};

struct SeatStats {
  int players = 0, seat = 0;  // seat 1 moves first
  Rate wins;
};

struct RulesetStats {
  std::string ruleset;
  int players = 0;
  long long games = 0;
  Rate ties;
  Spread moves;
  long long moves_min = 0, moves_max = 0;
};

// One part of the score (GameState::score_parts) over the sides of one ruleset and player count.
struct PartStats {
  std::string part;
  Spread value;      // per side
  double share = 0;  // of all the points the sides scored: the parts' shares add up to 1
};

// Where the points came from under one ruleset and player count (sides: players, or teams
// in partnership games).
struct ScorePartStats {
  std::string ruleset;
  int players = 0;
  long long sides = 0;
  double mean_score = 0;         // per side: the parts' means add up to it
  std::vector<PartStats> parts;  // in the order the game lists them
};

struct LengthStats {
  Spread moves;
  long long min = 0, p10 = 0, median = 0, p90 = 0, max = 0;
};

struct RuleCount {
  std::string rule;
  long long records = 0;
  double share = 0;  // of all records in the filter
};

// One game's statistics under the filter.
struct GameStats {
  std::string game;
  long long records = 0, valid = 0, illegal = 0, unreadable = 0;
  long long finished = 0;            // valid and finished: what the statistics below count
  long long result_only = 0;         // of them, of the result only: not in rulesets, lengths
  std::vector<PlayerStats> players;  // by player name
  std::vector<SeatStats> seats;      // by player count, then seat
  // Finished valid simulated games the players' and seats' tables leave out (0 with
  // StatsFilter::include_simulated).
  long long simulated_left_out = 0;
  std::vector<RulesetStats> rulesets;       // by ruleset, then player count
  std::vector<EventTotal> events;           // by kind, then value: for the game's own sections
  std::vector<ScorePartStats> score_parts;  // by ruleset, then player count
  std::string score_unit;                   // what scores count (Game::score_unit)
  LengthStats length;
  Rate disputed;                    // illegal records among the readable ones
  std::vector<RuleCount> disputes;  // by rule id, most often broken first
};

struct Stats {
  StatsFilter filter;
  long long unreadable_without_game = 0;  // records whose game could not even be read
  std::vector<GameStats> games;           // by game name
};

Stats compute_stats(Database& db, const StatsFilter& filter);

}  // namespace qm::store
