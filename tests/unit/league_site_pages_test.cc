// The league site's pages (qm report --db FILE --out DIR) against what a league organiser
// reads on them (issue 23): seats numbered from 1 as `qm stats` numbers them, no winner
// announced for an unfinished game.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>

#include "report/site/league_data.h"
#include "report/site/league_site.h"
#include "report/site/ruling_sections.h"
#include "store/import.h"
#include "store/open.h"
#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;
namespace site = qm::report::site;
namespace store = qm::store;

namespace {

// The site of the records under `paths` (relative to the repository), written into `dir`.
struct SmallSite {
  TempDir dir;
  fs::path out;
  std::string db_path;

  explicit SmallSite(const std::vector<std::string>& paths, bool include_simulated = false) {
    out = dir.path() / "site";
    db_path = (dir.path() / "league.db").string();
    store::Database db = store::open_store(db_path, store::OpenMode::Create);
    qm::Replayer replayer;
    std::vector<std::string> sources;
    for (const std::string& p : paths)
      sources.push_back(fs::path(p).is_absolute() ? p : source_path(p));
    store::import_records(db, replayer, sources);
    site::write_league_site(db, out.string(), include_simulated);
  }
  std::string page(const std::string& name) const { return file_text(out / name); }
};

// The cells of the first column of every body row of the table whose class is `table_class`.
std::vector<std::string> first_cells(const std::string& html, const std::string& table_class) {
  std::vector<std::string> cells;
  for (size_t at = 0;
       (at = html.find("<table class=\"" + table_class + "\"", at)) != std::string::npos; ++at) {
    const size_t end = html.find("</table>", at);
    const std::string table = html.substr(at, end - at);
    const std::regex row("<tr><td[^>]*>([^<]*)</td>");
    for (std::sregex_iterator it(table.begin(), table.end(), row), stop; it != stop; ++it)
      cells.push_back((*it)[1]);
  }
  return cells;
}

}  // namespace

TEST_CASE("league site: seats are numbered from 1 on record and ruleset pages", "[site]") {
  // Three players: Giulia, Marco, Paola (valid, finished).
  const SmallSite s({"records/loot/clb-2026-01-15-serata.yaml"});
  const std::string game = s.page("games/clb-2026-01-15-p1.html");
  CHECK(first_cells(game, "seats") == std::vector<std::string>{"1", "2", "3"});
  const std::string ruleset = s.page("rulesets/loot-standard.html");
  const std::vector<std::string> seats = first_cells(ruleset, "seats");
  REQUIRE(!seats.empty());
  CHECK(seats.front() == "1");
  CHECK(std::find(seats.begin(), seats.end(), "0") == seats.end());
  CHECK(ruleset.find(">seat 1<") != std::string::npos);
  CHECK(ruleset.find(">seat 4<") == std::string::npos);
}

TEST_CASE("league site: an unfinished game's page names no winner", "[site]") {
  // Stopped by an illegal move at move 48: the scores so far, no winner.
  const SmallSite s({"records/loot/clb-2025-12-04-t2.yaml"});
  const std::string game = s.page("games/clb-2025-12-04-t2.html");
  const size_t scores = game.find("<table class=\"scores\"");
  REQUIRE(scores != std::string::npos);
  const std::string table = game.substr(scores, game.find("</table>", scores) - scores);
  CHECK(table.find(">yes<") == std::string::npos);
  CHECK(table.find("so far") != std::string::npos);
  CHECK(game.find("No winner: the game is unfinished") != std::string::npos);
}

TEST_CASE("league site: a Pirates record's page draws its table, as the one-record page does",
          "[site]") {
  const SmallSite s({"records/pirates/harbour-lane-2026-10-03-d6.yaml",
                     "records/loot/clb-2026-01-15-serata.yaml"});
  const std::string pirates = s.page("games/harbour-lane-2026-10-03-d6.html");
  REQUIRE(!pirates.empty());
  CHECK(pirates.find("<svg class=\"table-picture\"") != std::string::npos);
  CHECK(pirates.find("xmlns=") == std::string::npos);  // no address in the page
  // A game that draws no table has none.
  CHECK(s.page("games/clb-2026-01-15-p1.html").find("<svg class=\"table-picture\"") ==
        std::string::npos);
}

TEST_CASE("league site: simulated games make one table in the index, not one each", "[site]") {
  TempDir sim;
  const std::string out = (sim.path() / "sim").string();
  REQUIRE(run_qm({"simulate", "--ruleset", "loot/standard", "--players", "3", "--games", "12",
                  "--out", out})
              .exit_code == 0);
  const SmallSite s({"records/loot/clb-2026-01-15-serata.yaml", out}, true);
  const std::string index = s.page("index.html");
  CHECK(index.find("<h3>qm simulation") == std::string::npos);
  size_t tables = 0;
  for (size_t at = 0;
       (at = index.find("Simulated games (qm simulate), together", at)) != std::string::npos; ++at)
    ++tables;
  CHECK(tables == 1);
  CHECK(index.find("Simulated games (qm simulate), together (12 games)") != std::string::npos);
}

TEST_CASE("league site: the standings say how they are ranked; a result-only game says so",
          "[site]") {
  TempDir dir;
  dir.write("r/a.yaml",
            "format: 1\ngame: loot\nruleset: loot/standard\nid: ro-1\ndate: 2026-04-11\n"
            "players: [Zoë, 小林, Anna]\nresult: {Zoë: 20, 小林: 12, Anna: 7}\n");
  const SmallSite s({(dir.path() / "r").string(), "records/loot/clb-2026-01-15-serata.yaml"});
  const std::string index = s.page("index.html");
  CHECK(index.find("Ranked by win rate (a shared win counts for each winner) among the players "
                   "with at least 3 games") != std::string::npos);
  CHECK(index.find("1 of the result only") != std::string::npos);
  const std::string game = s.page("games/ro-1.html");
  CHECK(game.find("valid (result only)") != std::string::npos);
  CHECK(game.find("a record of the result only") != std::string::npos);
  CHECK(first_cells(game, "seats") == std::vector<std::string>{"1", "2", "3"});
  // Another criterion, said.
  TempDir other;
  store::Database db = store::open_store(s.db_path, store::OpenMode::Read);
  site::SiteOptions options;
  options.criterion = store::StandingsCriterion::Points;
  site::write_league_site(db, (other.path() / "site").string(), options);
  CHECK(file_text(other.path() / "site" / "index.html").find("Ranked by points") !=
        std::string::npos);
}

TEST_CASE("league site: the replays for rulings are bounded for the whole site, said on the page",
          "[site][rulings]") {
  // Each page bounds its own replays (record_section.h); the site bounds them all together
  // (ruling_sections.h), so that 10,000 ruled records are not each replayed up to 61 times.
  TempDir dir;
  store::Database db =
      store::open_store((dir.path() / "ruled.db").string(), store::OpenMode::Create);
  qm::Replayer replayer;
  store::import_records(db, replayer, {source_path("tests/rulings/loot-ruling.yaml")});
  const site::LeagueData league = site::load_league(db, store::StandingsRequest{});
  REQUIRE(league.games.size() == 1);
  const site::GameRow& g = league.games[0];
  // What record_section.h counts: a replay is its moves, its rulings and one.
  const size_t replay = size_t(g.move_count) + 1 + 1;
  auto section = [&](size_t budget) { return site::RulingSections(db, budget).section(g); };

  const std::string whole = section(4 * replay);  // its replay and one outcome's three
  CHECK(whole.find("id=\"adjudication-1-4\"") != std::string::npos);
  CHECK(whole.find("not shown here") == std::string::npos);

  const std::string no_outcome = section(replay + 3 * replay - 1);
  CHECK(no_outcome.find("noticed two turns later") != std::string::npos);  // as applied
  CHECK(no_outcome.find("id=\"adjudication-1-4\"") == std::string::npos);
  CHECK(no_outcome.find("The outcomes of 1 more rulings are not shown here (the site replays "
                        "its records a bounded number of times)") != std::string::npos);

  const std::string none = section(replay - 1);
  CHECK(none.find("<h2>The referee&#39;s rulings</h2>") != std::string::npos);
  CHECK(none.find("noticed two turns later") == std::string::npos);
  CHECK(none.find("The store keeps 1 ruling of the referee for this record; it is not shown "
                  "here (the site replays its records a bounded number of times)") !=
        std::string::npos);
}

TEST_CASE("league site: a ruled record's page shows the referee's rulings and both outcomes",
          "[site][rulings]") {
  // Bruno's second colour at move 4, ruled to stand: valid under the ruling.
  const SmallSite s({"tests/rulings/loot-ruling.yaml", "records/loot/clb-2026-01-15-serata.yaml"});
  const std::string game = s.page("games/harbour-lane-2026-11-21-ruling.html");
  CHECK(game.find("<h2>The referee&#39;s rulings</h2>") != std::string::npos);
  CHECK(game.find("<div class=\"rulings\" id=\"rulings-1\">") != std::string::npos);
  CHECK(game.find("noticed two turns later: too late to undo") != std::string::npos);
  CHECK(game.find("attack-second-colour") != std::string::npos);
  // Both outcomes of the ruling, as qm adjudicate --move 4 says them.
  const size_t both = game.find("<pre class=\"adjudication\" id=\"adjudication-1-4\">");
  REQUIRE(both != std::string::npos);
  const std::string text = game.substr(both, game.find("</pre>", both) - both);
  CHECK(text.find("stands") != std::string::npos);
  CHECK(text.find("struck") != std::string::npos);
  // A record without rulings has no such section.
  CHECK(s.page("games/clb-2026-01-15-p1.html").find("rulings") == std::string::npos);
}
