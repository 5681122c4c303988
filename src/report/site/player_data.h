// What a player's page shows, gathered for every player in one pass over the league: the
// stored records they sat in, a summary per game, and their record against each opponent.
//
// Head-to-head is over the rated games (store/ratings.h: valid, finished, ranking settled),
// as `qm ratings --head-to-head` counts it: who finished ahead, draws, and the games played
// as partners.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "report/site/league_data.h"

namespace qm::report::site {

struct PlayerSummary {
  std::string game;
  long long stored = 0;    // records they sat in, whatever the verdict
  long long counted = 0;   // of them, valid, finished and played (the standings' games)
  long long wins = 0;      // among the counted
  double score_sum = 0;    // over the counted
  long long disputed = 0;  // illegal records they sat in
  long long broke = 0;     // of them, those in which their own move broke the rule
};

struct Opponent {
  std::string game, opponent;
  long long games = 0, ahead = 0, behind = 0, draws = 0, partners = 0;
};

struct PlayerData {
  std::string name;
  std::vector<const GameRow*> games;             // in the order stored
  std::map<std::string, PlayerSummary> by_game;  // by game name
  std::vector<Opponent> opponents;               // by game, then opponent
};

// Every player who sat in a stored record, by name.
std::map<std::string, PlayerData> gather_players(const LeagueData& league);

}  // namespace qm::report::site
