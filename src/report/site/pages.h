// The league site's pages, each a function of the site's data returning the whole page.
#pragma once

#include <string>
#include <vector>

#include "report/site/site_html.h"

namespace qm::report::site {

// index.html: the records counted, the standings of each game over every event and per
// event (with the ratings; LeagueData::standings), the rulesets, the players.
std::string index_page(const SiteContext& site);

// games.html: every stored record, newest first.
std::string games_page(const SiteContext& site);

// disputes.html: every illegal record, grouped by the rule it broke.
std::string disputes_page(const SiteContext& site);

// players/NAME.html.
std::string player_page(const SiteContext& site, const PlayerData& player);

// rulesets/NAME.html.
std::string ruleset_page(const SiteContext& site, const RulesetData& ruleset);

// games/ID.html; `rulings_html` is the section with the referee's rulings, or "" (report/
// site/ruling_sections.h); `picture_html` the section with the picture of its table, or ""
// (report/site/table_pictures.h).
std::string game_page(const SiteContext& site, const GameRow& game,
                      const std::string& rulings_html = "", const std::string& picture_html = "");

}  // namespace qm::report::site
