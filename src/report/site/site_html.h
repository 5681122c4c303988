// What every page of the league site shares: the data the pages are made from, the page
// frame (the navigation between the site's pages, the heading, where the figures come
// from), links to the other pages (relative), and how numbers and results are written.
// Everything a record brings is escaped (report/html.h).
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "report/site/league_data.h"
#include "report/site/page_names.h"
#include "report/site/player_data.h"

namespace qm::report::site {

struct SiteContext {
  const LeagueData& league;
  const PageNames& names;
  const std::map<std::string, PlayerData>& players;
  std::string title;  // the league's: from the database's file name
};

// The whole page `page` (its path in the site, which the links are relative to): the
// navigation, an <h1> of `heading`, `body_html`, and a footer naming the database.
std::string site_page(const SiteContext& site, const std::string& page, std::string_view heading,
                      std::string_view body_html);

// Links from the page `from` (text escaped).
std::string player_link(const SiteContext& site, const std::string& from,
                        const std::string& player);
std::string game_link(const SiteContext& site, const std::string& from, const GameRow& game);
std::string ruleset_link(const SiteContext& site, const std::string& from, const std::string& game,
                         const std::string& ruleset);

// "12.5" (`decimals` after the point), "41.7%", "[30.2, 55.1]%".
std::string site_number(double value, int decimals = 1);
std::string site_percent(double rate);
std::string site_interval(double low, double high);

// A record's verdict in words: "valid", "valid (result only)", "illegal: RULE", "unreadable".
std::string verdict_words(const GameRow& game);

// The move that broke the rule: "7", or "after the last move" (the checks at the end).
std::string violation_move_words(const GameRow& game);

// What `player` got in `game`: "won, 23 gold", "shared win, ...", "3rd of 4, 12 gold"
// (ranked by score), "unfinished", "illegal: RULE", "unreadable".
std::string result_words(const SiteContext& site, const GameRow& game, const std::string& player);

// The date, or a dash when the record has none.
inline std::string date_or_dash(const std::string& date) { return date.empty() ? "–" : date; }

}  // namespace qm::report::site
