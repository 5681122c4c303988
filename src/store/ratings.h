// `qm ratings`: every player's Weng-Lin rating (math/weng_lin.h) over the games of a store,
// one rating table per game (skill at one game says little about another), the history of
// one player and the record between two.
//
// Which games count: valid, finished records whose ranking is settled. Each side (a player,
// or a team in partnership games) ranks 1 + the number of sides that scored more; sides
// with the same score tie. When hidden cards leave scores open (score_min..score_max), a
// side is ahead of another only when its lowest possible score beats the other's highest;
// a game in which two sides' order is not settled that way is left out and counted as
// `unsettled`. A game of one side beats nobody and is left out too (`single_side`).
// Simulated records (games.source, qm simulate's) are left out and counted (`simulated`)
// unless RatingsFilter::include_simulated: the bots' Anna and Bruno are not the club's.
//
// Order: games are rated one after the other by date (undated games after the dated ones),
// then in the order they were stored (games.game_id), so that importing a season in any
// order gives the same ratings as long as the records are dated. Partners in a team share
// their team's rank, and each moves by their own share of the team's uncertainty.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "math/weng_lin.h"
#include "store/record_filter.h"
#include "store/sqlite.h"

namespace qm::store {

struct RatingsFilter {
  std::string game;                   // "" for every game
  std::vector<std::string> rulesets;  // empty for every ruleset
  std::optional<int> players;         // a player count, or every one
  bool include_simulated = false;     // rate simulated records (qm simulate's) too
  // On the records themselves, as `qm stats` matches them (store/record_filter.h).
  std::string event;     // "" for every event
  std::string from, to;  // days YYYY-MM-DD, inclusive; "" for no bound
};

// The records a filter chooses, as conditions over `main.games` named `g` (" AND ..."), with
// their parameters bound in order from 1 (ratings and standings choose records alike).
struct RecordsWhere {
  std::string sql;
  std::vector<std::string> texts;
  std::optional<int> players;
  RecordConditions records;

  explicit RecordsWhere(const RatingsFilter& filter);
  void bind(Statement& s) const;
};

struct PlayerRating {
  std::string player;
  math::SkillRating rating;
  long long games = 0;    // rated games played
  long long firsts = 0;   // games in which their side ranked first (alone or tied)
  std::string last_date;  // of the last rated game ("" when undated)
};

// One rated game in a player's history.
struct RatingStep {
  std::string record_id, date, ruleset;  // date "" when undated
  int sides = 0;                         // how many sides took part
  int rank = 0;                          // their side's rank (1 first; ties share)
  std::string side;                      // their side: themselves, or their team
  math::SkillRating before, after;
};

// One game that two players both played.
struct Meeting {
  std::string record_id, date;
  int rank_a = 0, rank_b = 0;
  bool partners = false;  // on the same side
};

struct HeadToHead {
  std::string a, b;
  long long games = 0;  // games both played, partners or not
  long long a_ahead = 0, b_ahead = 0, draws = 0, partners = 0;
  std::vector<Meeting> meetings;  // in the order rated
};

struct GameRatings {
  std::string game;
  long long rated = 0;                // games that changed the ratings
  long long unsettled = 0;            // finished games whose ranking hidden cards leave open
  long long single_side = 0;          // finished games of one side
  long long simulated = 0;            // finished simulated games left out (not asked for)
  std::vector<PlayerRating> players;  // best first: ordinal, then mu, then name
  std::vector<RatingStep> history;    // of RatingsRequest::history_player, in order
  // Every player's history, in order (RatingsRequest::every_history): the league site.
  std::map<std::string, std::vector<RatingStep>> histories;
  std::optional<HeadToHead> head_to_head;
};

struct RatingsRequest {
  RatingsFilter filter;
  math::WengLinParams params;
  std::string history_player;  // "": no history
  bool every_history = false;  // fill GameRatings::histories, one pass for every player
  std::optional<std::pair<std::string, std::string>> pair;  // head-to-head
};

struct Ratings {
  std::vector<GameRatings> games;  // by game name
};

Ratings compute_ratings(Database& db, const RatingsRequest& request);

}  // namespace qm::store
