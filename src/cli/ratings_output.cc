#include "cli/ratings_output.h"
#include "games/game_facts.h"

#include <fmt/format.h>

#include <algorithm>

namespace qm::cli {

Json ratings_model_json(const math::WengLinParams& params) {
  return Json{{"name", "Weng-Lin, Plackett-Luce"},
              {"mu", params.mu},
              {"sigma", params.sigma},
              {"beta", params.beta},
              {"kappa", params.kappa},
              {"tau", params.tau},
              {"rating", "mu - 3 sigma"}};
}

Json ratings_left_out_json(const store::GameRatings& g) {
  Json j{{"unsettled", g.unsettled}, {"single_side", g.single_side}};
  if (g.simulated) j["simulated"] = g.simulated;  // only then: the shape stays as it was
  return j;
}

namespace {

size_t shown(const store::GameRatings& g, size_t top) {
  return top == 0 ? g.players.size() : std::min(top, g.players.size());
}

}  // namespace

Json rating_table_json(const store::GameRatings& g, size_t top) {
  Json players = Json::array();
  for (size_t i = 0; i < shown(g, top); ++i) {
    const store::PlayerRating& p = g.players[i];
    players.push_back({{"rank", i + 1},
                       {"player", p.player},
                       {"rating", p.rating.ordinal()},
                       {"mu", p.rating.mu},
                       {"sigma", p.rating.sigma},
                       {"games", p.games},
                       {"firsts", p.firsts}});
  }
  return players;
}

std::string rating_table_text(const store::GameRatings& g, size_t top) {
  std::string out = fmt::format("  {:>4}  {:<20} {:>8} {:>7} {:>6} {:>6} {:>6}\n", "rank", "player",
                                "rating", "mu", "sigma", "games", "firsts");
  for (size_t i = 0; i < shown(g, top); ++i) {
    const store::PlayerRating& p = g.players[i];
    out += fmt::format("  {:>4}  {:<20} {:>8.2f} {:>7.2f} {:>6.2f} {:>6} {:>6}\n", i + 1, p.player,
                       p.rating.ordinal(), p.rating.mu, p.rating.sigma, p.games, p.firsts);
  }
  return out;
}

namespace {

const store::GameRatings* ratings_of(const store::Ratings& ratings, const std::string& game) {
  for (const store::GameRatings& g : ratings.games)
    if (g.game == game) return &g;
  return nullptr;
}

}  // namespace

Json stats_ratings_json(const store::Ratings& ratings, const std::string& game) {
  const store::GameRatings* g = ratings_of(ratings, game);
  Json j{{"model", ratings_model_json(math::WengLinParams{})},
         {"rated", g ? g->rated : 0},
         {"players", g ? rating_table_json(*g, kStatsRatingsTop) : Json::array()}};
  if (g && g->simulated) j["left_out"] = ratings_left_out_json(*g);
  return j;
}

std::string stats_ratings_text(const store::Ratings& ratings, const std::string& game) {
  const store::GameRatings* g = ratings_of(ratings, game);
  if (!g || (g->players.empty() && g->simulated == 0)) return "";
  const std::string simulated =
      g->simulated ? fmt::format(", {} simulated left out", g->simulated) : "";
  if (g->players.empty())
    return fmt::format(
        "\nRatings: no game rated ({} simulated left out: --include-simulated rates them)\n",
        g->simulated);
  return fmt::format(
             "\nRatings (Weng-Lin, Plackett-Luce, over {} game{}{}; best {} by rating = mu - 3 "
             "sigma; all of them: qm ratings)\n",
             g->rated, g->rated == 1 ? "" : "s", simulated,
             std::min(kStatsRatingsTop, g->players.size())) +
         rating_table_text(*g, kStatsRatingsTop);
}

}  // namespace qm::cli
