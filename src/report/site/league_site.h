// `qm report --db FILE --out DIR`: a static site for a league, made from a record store.
//
//   index.html         the records counted; per game, the standings over every event and per
//                      event (played, valid, finished games: simulated ones only when asked,
//                      then in one table of their own), ranked by the criterion asked for
//                      (store/standings.h), with the ratings; the rulesets; the players
//   games.html         every stored record, newest first
//   disputes.html      every illegal record, grouped by the rule it broke
//   players/*.html     a page per player: results per game, rating history chart,
//                      head-to-head, every record they sat in
//   rulesets/*.html    a page per ruleset: win rate by seat with 95% intervals (chart),
//                      game length (histogram), where the points come from, disputes
//   games/*.html       a page per record: verdict, the illegal move (rule, sentence, the
//                      moves with it marked), players, scores and their parts
//
// Every page stands alone (the stylesheet inline, charts as inline SVG, no script: the
// Content-Security-Policy forbids them) and links to the others with relative links, so
// the folder can be copied to any web server or opened from disk. Everything a record
// brings is escaped. The folder is written as report/site/site_folder.h says.
#pragma once

#include <string>

#include "store/sqlite.h"
#include "store/standings.h"

namespace qm::report::site {

// What one site holds (issue 24): a store past either is refused with a sentence, so that
// a site takes bounded time, memory and disk.
constexpr long long kMaxSiteRecords = 10'000;
constexpr long long kMaxSitePlayers = 10'000;

struct SiteSummary {
  size_t pages = 0, records = 0, players = 0, rulesets = 0;
};

struct SiteOptions {
  // Simulated records count in the standings, ratings and head-to-head
  // (report/site/league_data.h).
  bool include_simulated = false;
  // How the standings are ranked (store/standings.h): the criterion and, for the win rate,
  // the games a player needs to be ranked.
  store::StandingsCriterion criterion = store::kDefaultCriterion;
  long long min_games = store::kDefaultMinGames;
};

// Writes the site of `db` into `out_dir`. Throws SiteError (report/site/site_folder.h) when
// the store is past kMaxSiteRecords or kMaxSitePlayers, or the folder may not or cannot be
// written, StoreError when the store cannot be read.
SiteSummary write_league_site(store::Database& db, const std::string& out_dir,
                              const SiteOptions& options);
inline SiteSummary write_league_site(store::Database& db, const std::string& out_dir,
                                     bool include_simulated = false) {
  SiteOptions options;
  options.include_simulated = include_simulated;
  return write_league_site(db, out_dir, options);
}

}  // namespace qm::report::site
