#include <fmt/format.h>

#include "report/html.h"
#include "report/site/pages.h"
#include "report/svg_chart.h"

namespace qm::report::site {

namespace {

std::string summary_table(const SiteContext& site, const PlayerData& p) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& [game, s] : p.by_game) {
    auto unit = site.league.score_units.find(game);
    rows.push_back(
        {escape(game), std::to_string(s.stored), std::to_string(s.counted), std::to_string(s.wins),
         s.counted ? site_percent(double(s.wins) / double(s.counted)) : "–",
         s.counted ? escape(site_number(s.score_sum / double(s.counted)) + " " +
                            (unit != site.league.score_units.end() ? unit->second : "points"))
                   : "–",
         std::to_string(s.disputed), std::to_string(s.broke)});
  }
  return table_html({"game", "records", "counted", "wins", "win rate", "mean score", "disputed",
                     "their move illegal"},
                    rows, attribute("class", "summary"), {1, 2, 3, 4, 6, 7});
}

// The rating game by game (store/ratings.h): μ and the conservative μ − 3σ after each rated
// game, as a line chart, then the rating now.
std::string rating_section(const SiteContext& site, const PlayerData& p) {
  std::string out;
  for (const auto& [game, ratings] : site.league.ratings) {
    auto history = ratings.histories.find(p.name);
    if (history == ratings.histories.end() || history->second.empty()) continue;
    const std::vector<store::RatingStep>& steps = history->second;
    LineChart chart;
    chart.labels = {fmt::format("rating-{}", slug(game)),
                    fmt::format("{}: rating after each rated game", game), "rated game", "rating"};
    chart.integer_x = true;
    Series mu{"μ (skill)", {}}, ordinal{"μ − 3σ (conservative rating)", {}};
    mu.points.emplace_back(0, steps.front().before.mu);
    ordinal.points.emplace_back(0, steps.front().before.ordinal());
    for (size_t i = 0; i < steps.size(); ++i) {
      mu.points.emplace_back(double(i + 1), steps[i].after.mu);
      ordinal.points.emplace_back(double(i + 1), steps[i].after.ordinal());
    }
    chart.series = {std::move(mu), std::move(ordinal)};
    const math::SkillRating& now = steps.back().after;
    out += element("h3", "", game);
    out += element("p", "",
                   fmt::format("After {} rated game{}: μ {}, σ {}, rating μ − 3σ {}.", steps.size(),
                               steps.size() == 1 ? "" : "s", site_number(now.mu, 2),
                               site_number(now.sigma, 2), site_number(now.ordinal(), 2)));
    out += line_chart_svg(chart);
  }
  if (out.empty()) return element("p", "", "No rated game yet.");
  return out;
}

std::string head_to_head_table(const SiteContext& site, const std::string& page,
                               const PlayerData& p) {
  if (p.opponents.empty()) return element("p", "", "No rated game with another player yet.");
  std::vector<std::vector<std::string>> rows;
  for (const Opponent& o : p.opponents)
    rows.push_back({escape(o.game), player_link(site, page, o.opponent), std::to_string(o.games),
                    std::to_string(o.ahead), std::to_string(o.behind), std::to_string(o.draws),
                    std::to_string(o.partners)});
  return element("p", "",
                 "Over the rated games (as qm ratings --head-to-head): who finished ahead of "
                 "whom, the draws, and the games played as partners.") +
         table_html({"game", "opponent", "games", "ahead", "behind", "level", "partners"}, rows,
                    attribute("class", "head-to-head"), {2, 3, 4, 5, 6});
}

std::string games_table(const SiteContext& site, const std::string& page, const PlayerData& p) {
  std::vector<std::vector<std::string>> rows;
  rows.reserve(p.games.size());
  for (const GameRow* g : p.games)
    rows.push_back({escape(date_or_dash(g->date)), escape(g->event), escape(g->game),
                    g->game.empty() || g->ruleset.empty()
                        ? escape(g->ruleset)
                        : ruleset_link(site, page, g->game, g->ruleset),
                    game_link(site, page, *g),
                    escape(result_words(site, *g, p.name) + (g->simulated ? " (simulated)" : "") +
                           (g->result_only ? " (result only)" : ""))});
  return table_html({"date", "event", "game", "ruleset", "record", "result"}, rows,
                    attribute("class", "games"));
}

}  // namespace

std::string player_page(const SiteContext& site, const PlayerData& p) {
  const std::string& page = site.names.player(p.name);
  std::string body = element("h2", "", "Results");
  body += element("p", "",
                  site.league.include_simulated
                      ? "Counted: the valid, finished games, simulated ones included, as in the "
                        "standings."
                      : "Counted: the valid, finished games played at a table, as in the "
                        "standings.");
  body += summary_table(site, p);
  body += element("h2", "", "Rating");
  body += rating_section(site, p);
  body += element("h2", "", "Head-to-head");
  body += head_to_head_table(site, page, p);
  body += element("h2", "", fmt::format("Records ({})", p.games.size()));
  body += games_table(site, page, p);
  return site_page(site, page, p.name, body);
}

}  // namespace qm::report::site
