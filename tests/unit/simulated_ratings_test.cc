// Simulated records stay out of the players' ratings unless asked for (issue 13): a store with
// one game played at a table between Anna and Bruno and three of qm simulate's games, whose
// bots are named Anna and Bruno too.
//   - `qm ratings` (table, --history, --head-to-head; text, JSON, CSV) rates the played game
//     only and says how many simulated games it left out; --include-simulated rates them all;
//   - `qm stats --ratings` follows stats' own --include-simulated;
//   - the league site's standings, rating charts and head-to-head leave them out, unless
//     `qm report --db ... --include-simulated` (which needs --db).
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <regex>

#include "games/registry.h"
#include "report/site/league_site.h"
#include "report/site/site_html.h"
#include "store/import.h"
#include "store/open.h"
#include "store/ratings.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;

namespace {

constexpr int kBotGames = 3;

// The store, in a directory of its own: the played game first (dated), then the bots'.
struct BotsAndClub {
  TempDir dir;
  std::string db;

  BotsAndClub() {
    const std::string sim = (dir.path() / "sim").string();
    const RunResult made =
        run_qm({"simulate", "--ruleset", "loot/standard", "--players", "2", "--games",
                std::to_string(kBotGames), "--seed", "7", "--out", sim});
    REQUIRE(made.exit_code == 0);
    // The club's game: one of the bots' deals, played at a table by people of the same names.
    std::string text = file_text(dir.path() / "sim" / "00000.yaml");
    text = std::regex_replace(text, std::regex("\nid: [^\n]*"), "\nid: club-night-1");
    text = std::regex_replace(text, std::regex("\nevent: [^\n]*"),
                              "\nevent: Club night\ndate: 2026-05-01");
    const std::string played = dir.write("played/club-night-1.yaml", text);
    db = (dir.path() / "league.db").string();
    store::Database d = store::open_store(db, store::OpenMode::Create);
    qm::Replayer replayer;
    store::ImportOptions options;
    options.keep_duplicates = true;  // the club's game is a bot's deal and moves, on purpose
    store::import_records(d, replayer, {played, sim}, options);
  }
};

qm::Json simrate_json(const std::vector<std::string>& args) {
  const RunResult r = run_qm(args);
  REQUIRE(r.exit_code == 0);
  return qm::Json::parse(r.out);
}

long long simrate_games_of(const qm::Json& players, const std::string& name) {
  for (const qm::Json& p : players)
    if (p["player"] == name) return p["games"].get<long long>();
  FAIL("no rating for " << name);
  return -1;
}

}  // namespace

TEST_CASE("qm ratings rates played games only, unless --include-simulated", "[ratings][league]") {
  const BotsAndClub store;
  {
    store::Database d = store::open_store(store.db, store::OpenMode::Read);
    store::RatingsRequest request;
    const store::Ratings played = store::compute_ratings(d, request);
    REQUIRE(played.games.size() == 1);
    CHECK(played.games[0].rated == 1);
    CHECK(played.games[0].simulated == kBotGames);
    request.filter.include_simulated = true;
    const store::Ratings all = store::compute_ratings(d, request);
    REQUIRE(all.games.size() == 1);
    CHECK(all.games[0].rated == 1 + kBotGames);
    CHECK(all.games[0].simulated == 0);
  }

  const qm::Json played = simrate_json({"ratings", "--db", store.db, "--format", "json"});
  CHECK(played["games"][0]["rated"] == 1);
  CHECK(played["games"][0]["left_out"]["simulated"] == kBotGames);
  CHECK(played["games"][0]["left_out"]["unsettled"] == 0);  // the keys there before stay
  CHECK(simrate_games_of(played["games"][0]["players"], "Anna") == 1);
  CHECK(simrate_games_of(played["games"][0]["players"], "Bruno") == 1);
  CHECK_FALSE(played["filter"].contains("include_simulated"));

  const qm::Json all =
      simrate_json({"ratings", "--db", store.db, "--include-simulated", "--format", "json"});
  CHECK(all["games"][0]["rated"] == 1 + kBotGames);
  CHECK_FALSE(all["games"][0]["left_out"].contains("simulated"));  // none left out
  CHECK(simrate_games_of(all["games"][0]["players"], "Anna") == 1 + kBotGames);
  CHECK(all["filter"]["include_simulated"] == true);

  const RunResult text = run_qm({"ratings", "--db", store.db});
  REQUIRE(text.exit_code == 0);
  CHECK(text.out.find(fmt::format("loot: 1 game rated; left out: {} simulated\n", kBotGames)) == 0);

  // A history and a head-to-head record follow the same rule, and say what they left out.
  const RunResult history = run_qm({"ratings", "--db", store.db, "--history", "Anna"});
  REQUIRE(history.exit_code == 0);
  CHECK(history.out.find("loot: 1 rated games of Anna\n") == 0);
  CHECK(history.out.find(fmt::format("{} simulated games (qm simulate's) left out", kBotGames)) !=
        std::string::npos);
  const qm::Json all_history = simrate_json({"ratings", "--db", store.db, "--history", "Anna",
                                             "--include-simulated", "--format", "json"});
  CHECK(all_history["games"][0]["history"].size() == 1 + kBotGames);
  const qm::Json h2h = simrate_json(
      {"ratings", "--db", store.db, "--head-to-head", "Anna", "Bruno", "--format", "json"});
  CHECK(h2h["games"][0]["head_to_head"]["games"] == 1);
  const qm::Json all_h2h = simrate_json({"ratings", "--db", store.db, "--head-to-head", "Anna",
                                         "Bruno", "--include-simulated", "--format", "json"});
  CHECK(all_h2h["games"][0]["head_to_head"]["games"] == 1 + kBotGames);

  // CSV stays one table; the games left out are said on stderr.
  const RunResult csv = run_qm({"ratings", "--db", store.db, "--format", "csv"});
  REQUIRE(csv.exit_code == 0);
  // game,rank,player,rating,mu,sigma,games,firsts
  CHECK(std::regex_search(csv.out, std::regex("\nloot,\\d,Anna,[^,]*,[^,]*,[^,]*,1,")));
  CHECK(csv.err.find(fmt::format("{} simulated games", kBotGames)) != std::string::npos);
  CHECK(run_qm({"ratings", "--db", store.db, "--format", "csv", "--include-simulated"}).err == "");
}

TEST_CASE("qm stats --ratings follows stats' --include-simulated", "[ratings][league][stats]") {
  const BotsAndClub store;
  const qm::Json played =
      simrate_json({"stats", "--db", store.db, "--ratings", "--format", "json"});
  const qm::Json& section = played["games"][0]["ratings"];
  CHECK(section["rated"] == 1);
  CHECK(section["left_out"]["simulated"] == kBotGames);
  CHECK(simrate_games_of(section["players"], "Anna") == 1);
  const qm::Json all = simrate_json(
      {"stats", "--db", store.db, "--ratings", "--include-simulated", "--format", "json"});
  CHECK(all["games"][0]["ratings"]["rated"] == 1 + kBotGames);
  CHECK(simrate_games_of(all["games"][0]["ratings"]["players"], "Anna") == 1 + kBotGames);
  const RunResult text = run_qm({"stats", "--db", store.db, "--ratings"});
  CHECK(text.out.find(fmt::format("over 1 game, {} simulated left out;", kBotGames)) !=
        std::string::npos);
}

TEST_CASE("league site: standings, ratings and head-to-head leave simulated records out",
          "[site][league]") {
  const BotsAndClub store;
  store::Database d = store::open_store(store.db, store::OpenMode::Read);
  const std::string site = (store.dir.path() / "site").string();
  qm::report::site::write_league_site(d, site);
  const std::string anna = file_text(store.dir.path() / "site" / "players" / "anna.html");
  CHECK(anna.find("After 1 rated game:") != std::string::npos);
  CHECK(anna.find("After 4 rated games") == std::string::npos);
  // The standings show the rating of the played game alone.
  const store::Ratings played = store::compute_ratings(d, {});
  const qm::math::SkillRating& rating = played.games[0].players[0].rating;
  const std::string index = file_text(store.dir.path() / "site" / "index.html");
  CHECK(index.find(qm::report::site::site_number(rating.ordinal())) != std::string::npos);
  CHECK(index.find(fmt::format("count the 1 valid, finished games played at a table ({} "
                               "simulated records left out)",
                               kBotGames)) != std::string::npos);

  const std::string all_site = (store.dir.path() / "all").string();
  qm::report::site::write_league_site(d, all_site, true);
  const std::string all_anna = file_text(store.dir.path() / "all" / "players" / "anna.html");
  CHECK(all_anna.find(fmt::format("After {} rated games:", 1 + kBotGames)) != std::string::npos);
  const std::string all_index = file_text(store.dir.path() / "all" / "index.html");
  CHECK(all_index.find(fmt::format("count the {} valid, finished games, the {} simulated",
                                   1 + kBotGames, kBotGames)) != std::string::npos);
  // The head-to-head table: games, ahead, behind, level, partners after the opponent.
  const std::regex bruno_row("Bruno</a></td><td[^>]*>(\\d+)</td>");
  std::smatch m;
  REQUIRE(std::regex_search(anna, m, bruno_row));
  CHECK(m[1] == "1");
  REQUIRE(std::regex_search(all_anna, m, bruno_row));
  CHECK(m[1] == std::to_string(1 + kBotGames));
}

TEST_CASE("qm report --include-simulated needs --db", "[site][league][cli]") {
  const BotsAndClub store;
  const std::string out = (store.dir.path() / "page.html").string();
  const RunResult without_db =
      run_qm({"report", "records/loot", "--out", out, "--include-simulated"});
  CHECK(without_db.exit_code == 2);
  CHECK(without_db.err.find("--db") != std::string::npos);
  const RunResult with_db = run_qm({"report", "--db", store.db, "--out",
                                    (store.dir.path() / "site").string(), "--include-simulated"});
  CHECK(with_db.exit_code == 0);
  CHECK(file_text(store.dir.path() / "site" / "index.html").find("simulated records included") !=
        std::string::npos);
}

TEST_CASE("qm ratings --event, --from and --to rate only the records that pass",
          "[ratings][league]") {
  // records/ holds several dated events: each filter rates the games the same filter of
  // `qm stats` counts (its rulesets' games, played records only in both), and `qm stats
  // --ratings` rates them too.
  TempDir dir;
  const std::string db = (dir.path() / "records.db").string();
  REQUIRE(run_qm({"import", "--db", db, "records"}).exit_code != 2);
  const std::vector<std::vector<std::string>> filters = {
      {"--event", "Thursday Night Loot League, pairs night"},
      {"--from", "2026-02-01", "--to", "2026-03-31"},
      {"--from", "2026-04-01"}};
  for (const auto& filter : filters) {
    INFO(filter[0] << " " << filter[1]);
    std::vector<std::string> ratings_args = {"ratings", "--db", db, "--format", "json"};
    std::vector<std::string> stats_args = {"stats", "--db", db, "--ratings", "--format", "json"};
    ratings_args.insert(ratings_args.end(), filter.begin(), filter.end());
    stats_args.insert(stats_args.end(), filter.begin(), filter.end());
    const qm::Json rated = simrate_json(ratings_args);
    const qm::Json counted = simrate_json(stats_args);
    for (size_t k = 0; k + 1 < filter.size(); k += 2)  // the filter as given, echoed
      CHECK(rated["filter"][filter[k].substr(2)] == filter[k + 1]);
    long long rated_games = 0, settled_out = 0, finished = 0;
    for (const qm::Json& g : rated["games"]) {
      rated_games += g["rated"].get<long long>();
      settled_out += g["left_out"]["unsettled"].get<long long>() +
                     g["left_out"]["single_side"].get<long long>();
    }
    long long stats_rated = 0;  // stats --ratings rates under the same filter
    for (const qm::Json& g : counted["games"]) {
      finished += g["records"]["finished"].get<long long>();
      stats_rated += g["ratings"]["rated"].get<long long>();
    }
    CHECK(rated_games > 0);
    CHECK(stats_rated == rated_games);
    CHECK(rated_games + settled_out == finished);
    const qm::Json all = simrate_json({"ratings", "--db", db, "--format", "json"});
    long long all_games = 0;
    for (const qm::Json& g : all["games"]) all_games += g["rated"].get<long long>();
    CHECK(rated_games < all_games);
  }
  const RunResult unknown = run_qm({"ratings", "--db", db, "--event", "No such night"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("Thursday Night Loot League") != std::string::npos);  // the known ones
  CHECK(run_qm({"ratings", "--db", db, "--from", "1 May"}).exit_code == 2);
}
