// The league's tables, from the stored games: per game (scores of two different
// games do not compare), the standings over every event and per event. Played games only:
// valid, finished, not simulated (as `qm stats` counts players). A shared win counts for
// each winner. Ranked by wins, then win rate, then mean score, then name.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "math/weng_lin.h"
#include "report/site/league_data.h"

namespace qm::report::site {

struct StandingRow {
  std::string player;
  long long games = 0, wins = 0;
  double score_sum = 0;
  std::optional<math::SkillRating> rating;  // in the game's ratings, when rated

  double win_rate() const { return games ? double(wins) / double(games) : 0; }
  double mean_score() const { return games ? score_sum / double(games) : 0; }
};

struct Standings {
  std::string event;  // "" for every event together
  long long games = 0;
  std::vector<StandingRow> rows;  // best first
};

struct GameStandings {
  std::string game;
  Standings overall;
  std::vector<Standings> events;  // by event name; records without an event are left out
};

// By game name.
std::vector<GameStandings> compute_standings(const LeagueData& league);

}  // namespace qm::report::site
