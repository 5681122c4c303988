// The league site (`qm report --db FILE --out DIR`, report/site/league_site.h), built from
// the sample records plus two records with a hostile player name, id and event:
//   - the index lists the players and the standings;
//   - every relative link of every page finds a file of the site (and an anchor its id);
//     no page refers to anything outside the folder (no http(s), no absolute path), no
//     page has a script;
//   - the hostile name is escaped on every page it appears on, never written raw;
//   - every chart is an SVG with its data points;
//   - the folder: a non-empty folder qm report did not make is refused, writing again
//     removes the pages of records deleted since;
//   - page names are safe file names, unique.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "report/file_names.h"
#include "report/site/league_site.h"
#include "report/site/page_names.h"
#include "report/site/site_folder.h"
#include "store/delete.h"
#include "store/import.h"
#include "store/open.h"
#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;
namespace site = qm::report::site;
namespace store = qm::store;

namespace {

const std::string kHostile = "<img/src=x/onerror=alert(1)>";
const std::string kHostileEscaped = "&lt;img/src=x/onerror=alert(1)&gt;";

// A sample record with one player renamed `kHostile`, and a hostile id and event.
std::string hostile_copy(const std::string& sample, const std::string& player,
                         const std::string& id) {
  std::string text = file_text(source_path(sample));
  for (size_t at = 0; (at = text.find(player, at)) != std::string::npos; at += kHostile.size())
    text.replace(at, player.size(), kHostile);
  text = std::regex_replace(text, std::regex("\nid: [^\n]*"), "\nid: \"" + id + "\"");
  text = std::regex_replace(text, std::regex("\nevent: [^\n]*"),
                            "\nevent: \"<script>alert('event')</script>\"");
  return text;
}

// records/ and the two hostile records (one valid, one illegal) in a store under `dir`.
std::string site_test_store(const TempDir& dir) {
  dir.write("hostile/valid.yaml", hostile_copy("records/loot/harbour-lane-2026-03-07-g1.yaml",
                                               "Oskar", "../../etc/<b>passwd</b>"));
  // Quentin is named in this one's rule sentence.
  dir.write("hostile/illegal.yaml",
            hostile_copy("records/loot/harbour-lane-2026-03-14-g2.yaml", "Quentin", "CON"));
  const std::string path = (dir.path() / "league.db").string();
  store::Database db = store::open_store(path, store::OpenMode::Create);
  qm::Replayer replayer;
  store::import_records(db, replayer, {source_path("records"), (dir.path() / "hostile").string()});
  return path;
}

// Every page of the site: path relative to the folder → text.
std::map<std::string, std::string> site_pages(const fs::path& root) {
  std::map<std::string, std::string> pages;
  for (const auto& entry : fs::recursive_directory_iterator(root))
    if (entry.path().extension() == ".html")
      pages[fs::relative(entry.path(), root).generic_string()] = file_text(entry.path());
  return pages;
}

std::vector<std::string> attribute_values(const std::string& html, const std::string& name) {
  std::vector<std::string> values;
  const std::regex pattern("\\s" + name + "=\"([^\"]*)\"");
  for (std::sregex_iterator it(html.begin(), html.end(), pattern), end; it != end; ++it)
    values.push_back((*it)[1]);
  return values;
}

// An href as written in HTML, its character references undone (&amp; only: the site
// writes no other in a link).
std::string unescaped(const std::string& href) {
  std::string out;
  for (size_t i = 0; i < href.size(); ++i) {
    out += href[i];
    if (href.compare(i, 5, "&amp;") == 0) i += 4;
  }
  return out;
}

struct BuiltSite {
  TempDir dir;
  fs::path out;
  std::string db_path;
  site::SiteSummary summary;
  std::map<std::string, std::string> pages;

  BuiltSite() {
    out = dir.path() / "site";
    db_path = site_test_store(dir);
    store::Database db = store::open_store(db_path, store::OpenMode::Read);
    summary = site::write_league_site(db, out.string());
    pages = site_pages(out);
  }
};

const BuiltSite& built_site() {
  static const BuiltSite built;
  return built;
}

}  // namespace

TEST_CASE("league site: the index lists the standings and links every player", "[site]") {
  const BuiltSite& s = built_site();
  REQUIRE(s.pages.count("index.html"));
  REQUIRE(s.pages.count("games.html"));
  REQUIRE(s.pages.count("disputes.html"));
  CHECK(s.summary.pages == s.pages.size());
  const std::string& index = s.pages.at("index.html");
  CHECK(index.find("class=\"standings\"") != std::string::npos);
  for (const char* game : {"loot", "einauge", "pirates"})
    CHECK(index.find(fmt::format("id=\"game-{}\"", game)) != std::string::npos);
  // A player of the samples, with a link to their page and a row in the standings.
  const std::regex priya("<a href=\"(players/[a-z0-9-]+\\.html)\">Priya</a>");
  std::smatch link;
  REQUIRE(std::regex_search(index, link, priya));
  CHECK(s.pages.count(link[1]));
  // Every player's page is linked from the index.
  for (const auto& [page, text] : s.pages)
    if (page.rfind("players/", 0) == 0)
      CHECK(index.find(fmt::format("href=\"{}\"", page)) != std::string::npos);
  CHECK(s.summary.players > 10);
  CHECK(s.summary.rulesets >= 9);
}

TEST_CASE("league site: every link resolves inside the folder; nothing from outside", "[site]") {
  const BuiltSite& s = built_site();
  size_t links = 0;
  for (const auto& [page, html] : s.pages) {
    INFO(page);
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("Content-Security-Policy") != std::string::npos);
    std::vector<std::string> refs = attribute_values(html, "href");
    for (const std::string& src : attribute_values(html, "src")) refs.push_back(src);
    for (const std::string& raw : refs) {
      const std::string ref = unescaped(raw);
      INFO(ref);
      CHECK(ref.find("://") == std::string::npos);
      CHECK(ref.rfind("//", 0) != 0);
      CHECK(ref.rfind("/", 0) != 0);
      const size_t hash = ref.find('#');
      const std::string file = ref.substr(0, hash);
      if (file.empty()) {  // an anchor in the page itself
        CHECK(html.find(fmt::format("id=\"{}\"", ref.substr(1))) != std::string::npos);
        continue;
      }
      const fs::path target = (s.out / fs::path(page).parent_path() / file).lexically_normal();
      CHECK(fs::relative(target, s.out).generic_string().rfind("..", 0) != 0);
      CHECK(fs::is_regular_file(target));
      ++links;
    }
  }
  CHECK(links > 500);
}

TEST_CASE("league site: a hostile name, id and event are escaped on every page", "[site]") {
  const BuiltSite& s = built_site();
  std::set<std::string> shown_on;
  for (const auto& [page, html] : s.pages) {
    INFO(page);
    CHECK(html.find(kHostile) == std::string::npos);
    CHECK(html.find("<script>alert") == std::string::npos);
    CHECK(html.find("<b>passwd") == std::string::npos);
    if (html.find(kHostileEscaped) != std::string::npos) shown_on.insert(page);
  }
  // The index, the list of records, the disputes, their player page and both game pages.
  CHECK(shown_on.count("index.html"));
  CHECK(shown_on.count("games.html"));
  CHECK(shown_on.count("disputes.html"));
  CHECK(std::count_if(shown_on.begin(), shown_on.end(),
                      [](const std::string& p) { return p.rfind("games/", 0) == 0; }) >= 2);
  CHECK(std::count_if(shown_on.begin(), shown_on.end(), [](const std::string& p) {
          return p.rfind("players/", 0) == 0;
        }) >= 3);  // theirs, and the pages of those who played them
  // The hostile ids became safe file names inside games/.
  for (const auto& [page, html] : s.pages) {
    CHECK(page.find("..") == std::string::npos);
    CHECK(page.find('<') == std::string::npos);
    CHECK(fs::path(page).filename().string() != "con.html");
  }
}

TEST_CASE("league site: every chart is an SVG with its data points", "[site]") {
  const BuiltSite& s = built_site();
  size_t charts = 0;
  std::set<std::string> kinds;
  const std::regex point("class=\"point[^\"]*\"[^>]*data-x=\"[^\"]+\"[^>]*data-y=\"[^\"]+\"");
  for (const auto& [page, html] : s.pages)
    for (size_t at = 0; (at = html.find("<svg", at)) != std::string::npos; ++at) {
      const size_t end = html.find("</svg>", at);
      REQUIRE(end != std::string::npos);
      const std::string svg = html.substr(at, end - at);
      INFO(page << ": " << svg.substr(0, 200));
      // A game's picture of its table (Pirates) is a drawing, not a chart: its own test.
      // So is the inset inside it, which draws its disputed part magnified.
      if (svg.rfind("<svg class=\"table-picture\"", 0) == 0 ||
          svg.rfind("<svg class=\"inset\"", 0) == 0)
        continue;
      CHECK(svg.find("class=\"chart") != std::string::npos);
      CHECK(std::regex_search(svg, point));
      ++charts;
      if (page.rfind("players/", 0) == 0) kinds.insert("rating history");
      if (svg.find("id=\"seats-") != std::string::npos) kinds.insert("seats");
      if (svg.find("id=\"lengths\"") != std::string::npos) kinds.insert("lengths");
    }
  CHECK(kinds == std::set<std::string>{"rating history", "seats", "lengths"});
  CHECK(charts > 20);
}

TEST_CASE("league site: a disputed game's page shows the rule, the sentence, the move marked",
          "[site]") {
  const BuiltSite& s = built_site();
  const std::string& disputes = s.pages.at("disputes.html");
  const std::regex game_link("<a href=\"(games/[a-z0-9-]+\\.html)\">");
  std::smatch m;
  REQUIRE(std::regex_search(disputes, m, game_link));
  const std::string& game = s.pages.at(m[1]);
  CHECK(game.find("class=\"verdict\">illegal: ") != std::string::npos);
  CHECK(game.find("class=\"violation\"") != std::string::npos);
  CHECK(game.find("<tr class=\"offending\">") != std::string::npos);
}

TEST_CASE("league site: the folder is refused unless new, empty or made by qm report", "[site]") {
  TempDir dir;
  store::Database db = store::open_store(site_test_store(dir), store::OpenMode::Existing);
  const fs::path out = dir.path() / "out";
  dir.write("out/notes.txt", "mine");
  REQUIRE_THROWS_AS(site::write_league_site(db, out.string()), site::SiteError);
  CHECK(file_text(out / "notes.txt") == "mine");
  CHECK(!fs::exists(out / "index.html"));

  REQUIRE_THROWS_AS(site::write_league_site(db, (out / "notes.txt").string()), site::SiteError);

  // An empty folder is taken; writing again over its own site is allowed, and a deleted
  // record's page goes away with it.
  const fs::path fresh = dir.path() / "fresh";
  fs::create_directory(fresh);
  const site::SiteSummary first = site::write_league_site(db, fresh.string());
  const size_t pages_before = site_pages(fresh).size();
  CHECK(pages_before == first.pages);
  store::delete_records(db, {"harbour-lane-2026-03-07-g1"});
  const site::SiteSummary second = site::write_league_site(db, fresh.string());
  CHECK(second.records + 1 == first.records);
  CHECK(site_pages(fresh).size() == second.pages);
  CHECK(second.pages + 1 == pages_before);
  for (const auto& entry : fs::recursive_directory_iterator(fresh))
    CHECK(entry.path().filename().string().find(".tmp-") == std::string::npos);
}

TEST_CASE("league site: qm report --db FILE --out DIR and its exit statuses", "[site]") {
  const BuiltSite& s = built_site();
  TempDir dir;
  const std::string out = (dir.path() / "site").string();
  RunResult r = run_qm({"report", "--db", s.db_path, "--out", out});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find(fmt::format("{} pages written to {}", s.summary.pages, out)) !=
        std::string::npos);
  CHECK(site_pages(out).size() == s.summary.pages);
  // Again over its own site: allowed.
  CHECK(run_qm({"report", "--db", s.db_path, "--out", out}).exit_code == 0);
  // A folder of something else: refused with a sentence, exit 3, nothing written.
  dir.write("other/notes.txt", "mine");
  r = run_qm({"report", "--db", s.db_path, "--out", (dir.path() / "other").string()});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("is not empty and was not written by qm report") != std::string::npos);
  CHECK(!fs::exists(dir.path() / "other" / "index.html"));
  // A store that is not there: 3; --db with record files, or without --out: usage, 2.
  CHECK(run_qm({"report", "--db", (dir.path() / "none.db").string(), "--out", out}).exit_code == 3);
  CHECK(run_qm({"report", "--db", s.db_path, "records/", "--out", out}).exit_code == 2);
  CHECK(run_qm({"report", "--db", s.db_path}).exit_code == 2);
}

TEST_CASE("league site: page names are safe and unique", "[site]") {
  using qm::report::file_stem;
  CHECK(file_stem("anna") == "anna");
  CHECK(file_stem("Anna") == "anna");
  CHECK(file_stem("loot/standard") == "loot-standard");
  CHECK(file_stem("../../etc/passwd") == "etc-passwd");
  for (const std::string& name :
       std::vector<std::string>{"../../etc/passwd", "a/b\\c", "..", "", "con", "NUL", "com1",
                                "\xc3\xa9l\xc3\xa8ve", kHostile}) {
    INFO(name);
    const std::string stem = file_stem(name);
    CHECK(!stem.empty());
    CHECK(stem.find_first_of("/\\.<>:\"|?* ") == std::string::npos);
    CHECK(stem != "con");
    CHECK(stem != "nul");
    CHECK(stem != "com1");
  }
  site::PageNames names;
  names.add_player("Anna");
  names.add_player("anna");
  names.add_player("ANNA");
  names.add_game("x/y");
  names.add_game("x-y");
  names.add_ruleset("loot", "loot/standard");
  names.add_ruleset("einauge", "standard");
  // The first keeps the slug; the others, the same ignoring case, get their hash.
  CHECK(names.player("Anna") == "players/anna.html");
  CHECK(names.player("anna").rfind("players/anna-", 0) == 0);
  CHECK(names.player("ANNA").rfind("players/anna-", 0) == 0);
  CHECK(names.player("anna") != names.player("ANNA"));
  CHECK(names.game("x/y") == "games/x-y.html");
  CHECK(names.game("x-y") != names.game("x/y"));
  CHECK(names.ruleset("loot", "loot/standard") == "rulesets/loot-standard.html");
  CHECK(names.ruleset("einauge", "standard") == "rulesets/einauge-standard.html");
  CHECK(site::relative_link("players/anna.html", "index.html") == "../index.html");
  CHECK(site::relative_link("index.html", "players/anna.html") == "players/anna.html");
}
