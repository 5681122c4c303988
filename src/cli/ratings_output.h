// The rating table of one game (store/ratings.h) as JSON and text: shared by `qm ratings`
// and the "Ratings" section of `qm stats`.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "games/game.h"
#include "store/ratings.h"

namespace qm::cli {

// The model and its parameters, as `qm ratings --format json` names them.
Json ratings_model_json(const math::WengLinParams& params);

// The finished games left out of the ratings, and why: {unsettled, single_side, simulated};
// `simulated` only when some were left out (the shape before simulated records were).
Json ratings_left_out_json(const store::GameRatings& g);

// The best `top` players (0: all) as a JSON array of {rank, player, rating, mu, sigma,
// games, firsts}; rating is the ordinal mu - 3 sigma, the figure they are ranked by.
Json rating_table_json(const store::GameRatings& g, size_t top);

// The same as a text table, indented by two spaces, a header line first.
std::string rating_table_text(const store::GameRatings& g, size_t top);

// How many players the "Ratings" section of `qm stats` shows.
inline constexpr size_t kStatsRatingsTop = 10;

// The "ratings" section of one game in `qm stats --format json`: {model, rated, players}, and
// left_out (ratings_left_out_json) when simulated games were left out.
// (the best kStatsRatingsTop players); an empty table for a game without rated games.
Json stats_ratings_json(const store::Ratings& ratings, const std::string& game);

// The same as text: a heading and the table ("" for a game without rated games).
std::string stats_ratings_text(const store::Ratings& ratings, const std::string& game);

}  // namespace qm::cli
