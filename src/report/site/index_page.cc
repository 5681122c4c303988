#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "report/html.h"
#include "report/site/pages.h"

namespace qm::report::site {

namespace {

std::string standings_table(const SiteContext& site, const store::Standings& standings,
                            const std::string& unit) {
  std::vector<std::vector<std::string>> rows;
  for (const store::StandingRow& r : standings.rows)
    rows.push_back({r.place ? std::to_string(r.place) : "–",
                    player_link(site, PageNames::kIndex, r.player), std::to_string(r.games),
                    std::to_string(r.wins), site_percent(r.win_rate()),
                    site_number(r.points, std::floor(r.points) == r.points ? 0 : 1),
                    site_number(r.mean_score()), r.rating ? site_number(r.rating->ordinal()) : "–",
                    r.rating ? site_number(r.rating->mu) : "–"});
  return table_html(
      {"#", "player", "games", "wins", "win rate", "points", "mean " + unit, "rating μ−3σ", "μ"},
      rows, attribute("class", "standings"), {0, 2, 3, 4, 5, 6, 7, 8});
}

std::string record_counts(const LeagueData& league) {
  long long valid = 0, illegal = 0, unreadable = 0, counted = 0, simulated = 0;
  for (const GameRow& g : league.games) {
    if (g.status == "valid") ++valid;
    if (g.status == "illegal") ++illegal;
    if (g.status == "unreadable") ++unreadable;
    if (league.counts_in_standings(g)) ++counted;
    if (g.simulated) ++simulated;
  }
  if (league.include_simulated)
    return element(
        "p", "",
        fmt::format("{} records stored: {} valid, {} illegal, {} unreadable. The "
                    "standings and ratings count the {} valid, finished games, the "
                    "{} simulated records included (--include-simulated).",
                    league.games.size(), valid, illegal, unreadable, counted, simulated));
  return element(
      "p", "",
      fmt::format("{} records stored: {} valid, {} illegal, {} unreadable. The "
                  "standings count the {} valid, finished games played at a table{}.",
                  league.games.size(), valid, illegal, unreadable, counted,
                  simulated ? fmt::format(" ({} simulated records left out)", simulated) : ""));
}

std::string game_section(const SiteContext& site, const store::GameStandings& g) {
  auto unit_it = site.league.score_units.find(g.game);
  const std::string unit = unit_it != site.league.score_units.end() ? unit_it->second : "points";
  std::string out = element("h2", attribute("id", "game-" + g.game), g.game);
  out += element(
      "p", attribute("class", "ranking"),
      fmt::format("Overall: {} game{}{}. {} Points: in each game, 1 for every opposing side that "
                  "finished behind, ½ for every one level. The rating is qm ratings' "
                  "conservative μ − 3σ.",
                  g.overall.games, g.overall.games == 1 ? "" : "s",
                  g.result_only ? fmt::format(" ({} of the result only)", g.result_only) : "",
                  store::ranking_sentence(site.league.standings_request)));
  out += standings_table(site, g.overall, unit);
  for (const store::Standings& e : g.events) {
    const std::string title = e.simulated ? "Simulated games (qm simulate), together" : e.event;
    out +=
        element("h3", "", fmt::format("{} ({} game{})", title, e.games, e.games == 1 ? "" : "s"));
    out += standings_table(site, e, unit);
  }
  return out;
}

std::string rulesets_list(const SiteContext& site) {
  std::string items;
  for (const RulesetData& r : site.league.rulesets)
    items += element_html(
        "li", "", escape(r.game + ": ") + ruleset_link(site, PageNames::kIndex, r.game, r.ruleset));
  return element("h2", "", "Rulesets") + element_html("ul", "", items);
}

std::string players_list(const SiteContext& site) {
  std::string items;
  for (const auto& [name, p] : site.players)
    items += element_html("li", "", player_link(site, PageNames::kIndex, name));
  return element("h2", "", "Players") + element_html("ul", attribute("class", "players"), items);
}

}  // namespace

std::string index_page(const SiteContext& site) {
  const std::vector<store::GameStandings>& standings = site.league.standings;
  std::string body = record_counts(site.league);
  long long disputed = 0;
  for (const GameRow& g : site.league.games) disputed += g.status == "illegal";
  body += element_html(
      "p", "",
      link(PageNames::kGames, "Every record") + " · " +
          link(PageNames::kDisputes, fmt::format("Disputes by rule ({} records)", disputed)));
  if (std::none_of(standings.begin(), standings.end(),
                   [](const store::GameStandings& g) { return g.overall.games > 0; }))
    body += element("p", "",
                    site.league.include_simulated
                        ? "No valid, finished game is stored yet."
                        : "No valid, finished game played at a table is stored yet.");
  for (const store::GameStandings& g : standings)
    if (g.overall.games > 0) body += game_section(site, g);
  body += rulesets_list(site);
  body += players_list(site);
  return site_page(site, PageNames::kIndex, site.title, body);
}

}  // namespace qm::report::site
