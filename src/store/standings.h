// A league's standings: per game (scores of two games do not compare), each player's games,
// wins, points, win rate, mean score and rating, ranked by a criterion the user picks. `qm
// standings` prints them and the league site (`qm report --db`) shows them, both from here.
//
// Which games count: valid, finished records played at a table (simulated ones only when
// asked), as `qm stats` counts players; a result-only record counts like any other (only
// its result is needed). A shared win counts as a win for each winner. Points: in each game
// a player scores 1 for every opposing side that finished behind theirs and ½ for every one
// level with it (partners are not opponents): in a two-player game, 1 for a win and ½ for a
// draw. The rating is `qm ratings`' conservative μ − 3σ (store/ratings.h), over the games
// the same filter chooses.
//
// Criteria (StandingsCriterion): win rate among the players with at least `min_games`
// games (the default: a player's record, not their attendance, decides; the others are
// listed after, unranked; an event's table, a few games each, ranks every player), then
// more games, then mean score; points, then win rate; rating
// (unrated players unranked, after), then μ; wins, then win rate, then mean score (the order
// before issue 23). Players the criterion ranks equal share a place. Names break ties in
// the listing only.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "math/weng_lin.h"
#include "store/ratings.h"
#include "store/sqlite.h"

namespace qm::store {

enum class StandingsCriterion { WinRate, Points, Rating, Wins };

// "win-rate", "points", "rating", "wins" (as the options write them), and back.
std::string_view criterion_name(StandingsCriterion criterion);
std::optional<StandingsCriterion> parse_criterion(std::string_view name);
// The default: win rate among players with at least kDefaultMinGames games.
inline constexpr StandingsCriterion kDefaultCriterion = StandingsCriterion::WinRate;
inline constexpr long long kDefaultMinGames = 3;

struct StandingsRequest {
  RatingsFilter filter;  // game, rulesets, players, event, from, to, include_simulated
  StandingsCriterion criterion = kDefaultCriterion;
  long long min_games = kDefaultMinGames;  // for the win rate
  bool by_event = false;                   // a table per event too
};

struct StandingRow {
  std::string player;
  long long games = 0, wins = 0;
  double points = 0;
  double score_sum = 0;
  std::optional<math::SkillRating> rating;  // when rated
  int place = 0;                            // from 1; 0: not ranked by the criterion

  double win_rate() const { return games ? double(wins) / double(games) : 0; }
  double mean_score() const { return games ? score_sum / double(games) : 0; }
};

struct Standings {
  std::string event;       // "" for every event together
  bool simulated = false;  // the table of every simulated game (their events are each one's)
  long long games = 0;
  std::vector<StandingRow> rows;  // ranked first, by place; then the unranked
};

struct GameStandings {
  std::string game;
  Standings overall;
  // By event name, the simulated games (when counted) in one table of their own, last.
  // Records without an event are in the overall table only.
  std::vector<Standings> events;
  long long result_only = 0;         // counted games that give their result only
  long long simulated_left_out = 0;  // valid, finished simulated games not counted
};

std::vector<GameStandings> compute_standings(Database& db, const StandingsRequest& request);

// How the table is ranked, in a sentence: "Ranked by win rate (a shared win counts for each
// winner) among players with at least 3 games, then by games and mean score; the others
// follow, unranked."
std::string ranking_sentence(const StandingsRequest& request);

}  // namespace qm::store
