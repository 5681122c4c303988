// The league site's pages (qm report --db FILE --out DIR) against what a league organiser
// reads on them (issue 23): seats numbered from 1 as `qm stats` numbers them, no winner
// announced for an unfinished game.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>

#include "report/site/league_site.h"
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
