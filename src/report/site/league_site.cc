#include "report/site/league_site.h"

#include <fmt/format.h>

#include <filesystem>

#include "report/site/league_data.h"
#include "report/site/page_names.h"
#include "report/site/pages.h"
#include "report/site/player_data.h"
#include "report/site/ruling_sections.h"
#include "report/site/site_folder.h"
#include "report/site/table_pictures.h"

namespace qm::report::site {

namespace {

// A store past what one site holds is refused before anything is written: a page per
// record and per player of 100,000 records took 22 s and 2.4 GB of pages.
void check_site_size(store::Database& db) {
  const long long records = db.query_integer("SELECT count(*) FROM games");
  const long long players = db.query_integer("SELECT count(DISTINCT player_id) FROM seats");
  if (records <= kMaxSiteRecords && players <= kMaxSitePlayers) return;
  throw SiteError(fmt::format(
      "the store holds {} records and {} players; a site holds at most {} records and {} "
      "players (a page for each): make the site of a store of one season or one event "
      "(qm import their files into a new store)",
      records, players, kMaxSiteRecords, kMaxSitePlayers));
}

}  // namespace

SiteSummary write_league_site(store::Database& db, const std::string& out_dir,
                              const SiteOptions& options) {
  check_site_size(db);
  // The folder is checked before anything is read: a refused folder costs nothing.
  SiteFolder folder(out_dir);
  store::StandingsRequest standings;
  standings.filter.include_simulated = options.include_simulated;
  standings.criterion = options.criterion;
  standings.min_games = options.min_games;
  standings.by_event = true;
  const LeagueData league = load_league(db, standings);
  const std::map<std::string, PlayerData> players = gather_players(league);

  // Page names are given in a fixed order, so that the same store gives the same files.
  PageNames names;
  for (const auto& [name, p] : players) names.add_player(name);
  for (const RulesetData& r : league.rulesets) names.add_ruleset(r.game, r.ruleset);
  for (const GameRow& g : league.games) names.add_game(g.id);

  std::string title = std::filesystem::path(league.database).stem().string();
  const SiteContext site{league, names, players, title.empty() ? "League" : "League: " + title};

  RulingSections rulings(db);
  TablePictures pictures(db);
  for (const GameRow& g : league.games)
    folder.write(names.game(g.id), game_page(site, g, rulings.section(g), pictures.section(g)));
  for (const auto& [name, p] : players) folder.write(names.player(name), player_page(site, p));
  for (const RulesetData& r : league.rulesets)
    folder.write(names.ruleset(r.game, r.ruleset), ruleset_page(site, r));
  folder.write(PageNames::kGames, games_page(site));
  folder.write(PageNames::kDisputes, disputes_page(site));
  // The index last, once the pages it links to are on disk: until then the old one (if
  // any) still links to pages that are there.
  folder.sync_to_disk();
  folder.write(PageNames::kIndex, index_page(site));
  folder.finish();
  return SiteSummary{folder.pages_written(), league.games.size(), players.size(),
                     league.rulesets.size()};
}

}  // namespace qm::report::site
