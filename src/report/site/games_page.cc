#include <fmt/format.h>

#include <algorithm>

#include "report/html.h"
#include "report/site/pages.h"

namespace qm::report::site {

namespace {

std::string players_of_record(const SiteContext& site, const std::string& from, const GameRow& g) {
  std::string out;
  for (const SeatRow& seat : g.seats) {
    if (!out.empty()) out += ", ";
    out += player_link(site, from, seat.player);
  }
  return out;
}

}  // namespace

std::string games_page(const SiteContext& site) {
  std::vector<const GameRow*> games;
  for (const GameRow& g : site.league.games) games.push_back(&g);
  // Newest first; undated records last, each group in the order stored.
  std::stable_sort(games.begin(), games.end(), [](const GameRow* a, const GameRow* b) {
    if (a->date.empty() != b->date.empty()) return b->date.empty();
    return a->date > b->date;
  });
  std::vector<std::vector<std::string>> rows;
  rows.reserve(games.size());
  for (const GameRow* g : games)
    rows.push_back({escape(date_or_dash(g->date)), escape(g->event), escape(g->game),
                    g->game.empty() || g->ruleset.empty()
                        ? escape(g->ruleset)
                        : ruleset_link(site, PageNames::kGames, g->game, g->ruleset),
                    game_link(site, PageNames::kGames, *g), escape(verdict_words(*g)),
                    players_of_record(site, PageNames::kGames, *g)});
  std::string body = element("p", "", fmt::format("{} records, newest first.", games.size()));
  body += table_html({"date", "event", "game", "ruleset", "record", "verdict", "players"}, rows,
                     attribute("class", "games"));
  return site_page(site, PageNames::kGames, "All records", body);
}

std::string disputes_page(const SiteContext& site) {
  // (game, rule) → the records that broke it, in the order stored.
  std::map<std::pair<std::string, std::string>, std::vector<const GameRow*>> by_rule;
  for (const GameRow& g : site.league.games)
    if (g.status == "illegal") by_rule[{g.game, g.violation_rule}].push_back(&g);
  std::string body;
  if (by_rule.empty()) body += element("p", "", "No stored record breaks a rule.");
  std::string contents;
  for (const auto& [key, games] : by_rule)
    contents += element_html("li", "",
                             link(fmt::format("#{}", slug(key.first + " " + key.second)),
                                  fmt::format("{}: {} ({})", key.first, key.second, games.size())));
  if (!contents.empty()) body += element_html("ul", attribute("class", "rules"), contents);
  for (const auto& [key, games] : by_rule) {
    body += element("h2", attribute("id", slug(key.first + " " + key.second)),
                    fmt::format("{}: {} — {} record{}", key.first, key.second, games.size(),
                                games.size() == 1 ? "" : "s"));
    std::vector<std::vector<std::string>> rows;
    for (const GameRow* g : games)
      rows.push_back({game_link(site, PageNames::kDisputes, *g), escape(date_or_dash(g->date)),
                      escape(g->event), escape(violation_move_words(*g)),
                      escape(g->violation_line ? std::to_string(*g->violation_line) : "–"),
                      escape(g->violation_player), escape(g->violation_message)});
    body += table_html({"record", "date", "event", "move", "line", "player", "what happened"}, rows,
                       attribute("class", "disputes"), {3, 4});
  }
  return site_page(site, PageNames::kDisputes, "Disputes by rule", body);
}

}  // namespace qm::report::site
