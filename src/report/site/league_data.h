// What the league site (`qm report --db FILE --out DIR`) shows, read from a record store in
// one pass per table: every stored game with its seats, sides, scores and score parts (and
// the moves of the disputed ones), the `qm stats` figures of every ruleset, the
// distribution of game lengths, and every player's rating history (store/ratings.h).
// Simulated records are listed with the others, but the standings, ratings and head-to-head
// leave them out unless asked (LeagueData::include_simulated): the bots' Anna and Bruno are
// not the club's Anna and Bruno.
//
// Nothing here is HTML: the pages (report/site/*_page.cc) are made from this data.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "store/ratings.h"
#include "store/sqlite.h"
#include "store/standings.h"
#include "store/stats.h"

namespace qm::report::site {

struct SeatRow {
  int seat = 0;  // 1 moves first (as the store numbers seats)
  std::string player;
  std::string side;  // the player, or their team
};

struct SideRow {
  std::string name;
  long long score = 0;                 // the upper end when hidden cards leave it open
  std::optional<long long> low, high;  // the range, when hidden cards leave it open
  bool winner = false;
  std::vector<std::pair<std::string, long long>> parts;  // in the order the game lists them
};

// One move of a disputed game, as written.
struct MoveRow {
  long long ply = 0;
  std::string text;  // the one-line form, or the map form as JSON
  std::optional<long long> line;
};

// One stored record.
struct GameRow {
  long long game_id = 0;
  std::string id;             // the record's key
  std::string game, ruleset;  // "" when the header could not even be read
  std::string date, event;    // "" when the record does not say
  std::string status;         // valid, illegal or unreadable
  bool simulated = false;     // games.source
  long long move_count = 0;
  bool finished = false, complete = false;
  bool result_only = false;  // the result only, no moves (replay/result_only.h)
  // The violation (status illegal): move 0 for the checks after the last move.
  std::optional<long long> violation_move, violation_line;
  std::string violation_player, violation_rule, violation_message;
  // The error (status unreadable).
  std::optional<long long> error_line, error_column;
  std::string error_message;
  std::vector<SeatRow> seats;  // in seat order
  std::vector<SideRow> sides;  // in the order the game lists them
  std::vector<MoveRow> moves;  // disputed games only
};

// One ruleset of one game: the `qm stats` figures of its records (stats filtered to it) and
// how many finished games had each length.
struct RulesetData {
  std::string game, ruleset;
  store::GameStats stats;
  std::vector<std::pair<long long, long long>> lengths;  // (moves, games), by moves
};

struct LeagueData {
  std::string database;               // the store's path, as given
  bool include_simulated = false;     // simulated records count in the standings and ratings
  std::vector<GameRow> games;         // in the order stored (game_id)
  std::vector<RulesetData> rulesets;  // by game, then ruleset
  std::map<std::string, store::GameRatings> ratings;  // by game, with every player's history
  std::map<std::string, std::string> score_units;     // by game: Game::score_unit
  store::StandingsRequest standings_request;          // how the standings are ranked
  std::vector<store::GameStandings> standings;        // by game (store/standings.h)

  const GameRow* find(long long game_id) const;
  // Whether the standings and the players' results count `g`: valid, finished and played at a
  // table (or simulated, when include_simulated), as `qm stats` counts players.
  bool counts_in_standings(const GameRow& g) const {
    return g.status == "valid" && g.finished && (include_simulated || !g.simulated);
  }
};

// Reads everything the site shows from `db`, in one read transaction, the standings as
// `standings` asks. Simulated records count in the standings, the ratings and the rulesets'
// players and seats only when `standings.filter.include_simulated` (qm report
// --include-simulated).
LeagueData load_league(store::Database& db, const store::StandingsRequest& standings);

}  // namespace qm::report::site
