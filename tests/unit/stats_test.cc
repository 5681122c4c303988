// `qm stats` and the statistics views (schema/store-v2.sql, src/store/stats.h):
//   - the interval and spread formulas against values computed by hand;
//   - every section over records/loot against the same figures counted here from the
//     replays themselves (no SQL), with and without filters;
//   - a store written at version 1 and migrated gives the same statistics as a new one;
//   - the CLI: text and JSON output, a missing database.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "replay/corpus.h"
#include "store/import.h"
#include "store/open.h"
#include "store/stats.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;

namespace {

const std::string kLootRecords = std::string(QM_SOURCE_DIR) + "/records/loot";

// The figures of records/loot counted from the replays: what the views must give.
struct Expected {
  long long records = 0, valid = 0, illegal = 0, finished = 0;
  std::map<std::string, std::pair<long long, long long>> player_games_wins;
  std::map<std::string, long long> player_score_sum;
  std::map<std::pair<int, int>, std::pair<long long, long long>> seat_games_wins;
  std::map<std::string, long long> rule_records;
  std::map<long long, std::pair<long long, long long>> captures_by_owner_attackers;
  std::vector<long long> lengths;
};

Expected count_records(std::optional<int> players_filter) {
  Expected e;
  qm::Replayer replayer;
  for (const std::string& file : qm::list_record_files({kLootRecords}))
    qm::replay_file(replayer, file, {}, [&](qm::Replay& r) {
      REQUIRE(r.record);
      const int players = int(r.record->players.size());
      if (players_filter && players != *players_filter) return;
      ++e.records;
      if (r.status == qm::Status::Illegal) {
        ++e.illegal;
        ++e.rule_records[r.violation->violation.rule];
      }
      if (r.status != qm::Status::Valid) return;
      ++e.valid;
      const qm::Json report = qm::report_json(r);
      if (!report["finished"].get<bool>()) return;
      ++e.finished;
      e.lengths.push_back(r.moves_played);
      std::map<std::string, std::string> side_of;
      for (const std::string& p : r.record->players) side_of[p] = p;
      for (const qm::Team& t : r.record->teams)
        for (const std::string& m : t.members) side_of[m] = t.name;
      std::set<std::string> winners;
      for (const auto& w : report["winners"]) winners.insert(w.get<std::string>());
      for (int seat = 0; seat < players; ++seat) {
        const std::string& player = r.record->players[size_t(seat)];
        const bool won = winners.count(side_of[player]) > 0;
        auto& pw = e.player_games_wins[player];
        ++pw.first;
        pw.second += won;
        e.player_score_sum[player] += report["scores"][side_of[player]].get<long long>();
        auto& sw = e.seat_games_wins[{players, seat}];
        ++sw.first;
        sw.second += won;
      }
      for (const auto& c : report["captures"]) {
        auto& oa = e.captures_by_owner_attackers[c["value"].get<long long>()];
        const bool by_owner = side_of[c["owner"].get<std::string>()] == c["by"].get<std::string>();
        (by_owner ? oa.first : oa.second) += 1;
      }
    });
  return e;
}

void require_matches(const store::GameStats& g, const Expected& e) {
  CHECK(g.game == "loot");
  CHECK(g.records == e.records);
  CHECK(g.valid == e.valid);
  CHECK(g.illegal == e.illegal);
  CHECK(g.finished == e.finished);
  REQUIRE(g.players.size() == e.player_games_wins.size());
  for (const store::PlayerStats& p : g.players) {
    INFO(p.player);
    CHECK(p.wins.total == e.player_games_wins.at(p.player).first);
    CHECK(p.wins.hits == e.player_games_wins.at(p.player).second);
    CHECK(p.score.mean * double(p.score.count) == Approx(double(e.player_score_sum.at(p.player))));
  }
  REQUIRE(g.seats.size() == e.seat_games_wins.size());
  for (const store::SeatStats& s : g.seats) {
    INFO(s.players << " players, seat " << s.seat);
    CHECK(s.wins.total == e.seat_games_wins.at({s.players, s.seat}).first);
    CHECK(s.wins.hits == e.seat_games_wins.at({s.players, s.seat}).second);
  }
  REQUIRE(g.disputes.size() == e.rule_records.size());
  for (const store::RuleCount& r : g.disputes) CHECK(r.records == e.rule_records.at(r.rule));
  REQUIRE(g.captures.size() == e.captures_by_owner_attackers.size());
  for (const store::CaptureStats& c : g.captures) {
    INFO("value " << c.value);
    CHECK(c.by_owner == e.captures_by_owner_attackers.at(c.value).first);
    CHECK(c.by_attackers == e.captures_by_owner_attackers.at(c.value).second);
    CHECK(c.gold_by_owner + c.gold_by_attackers == c.value * c.captured);
  }
  std::vector<long long> lengths = e.lengths;
  std::sort(lengths.begin(), lengths.end());
  REQUIRE(!lengths.empty());
  CHECK(g.length.min == lengths.front());
  CHECK(g.length.max == lengths.back());
  CHECK(g.length.median == lengths[(lengths.size() + 1) / 2 - 1]);  // nearest rank
  long long total = 0;
  for (long long l : lengths) total += l;
  CHECK(g.length.moves.mean == Approx(double(total) / double(lengths.size())));
}

std::string import_loot(const TempDir& dir, int version) {
  const std::string path = (dir.path() / fmt::format("v{}.db", version)).string();
  store::Database db(path, true);
  store::apply_schema_steps(db, 0, version);
  qm::Replayer replayer;
  store::import_records(db, replayer, {kLootRecords});
  return path;
}

}  // namespace

TEST_CASE("wilson_rate and spread_of give the textbook values", "[stats]") {
  // Wilson (1927) 95% intervals, computed by hand with z = 1.96.
  store::Rate half = store::wilson_rate(5, 10);
  CHECK(half.rate == 0.5);
  CHECK(half.low == Approx(0.2366).margin(1e-4));
  CHECK(half.high == Approx(0.7634).margin(1e-4));
  store::Rate none = store::wilson_rate(0, 1);
  CHECK(none.low == 0.0);
  CHECK(none.high == Approx(0.7935).margin(1e-4));
  store::Rate all = store::wilson_rate(20, 20);
  CHECK(all.high == 1.0);
  CHECK(all.low == Approx(0.8389).margin(1e-4));
  store::Rate empty = store::wilson_rate(0, 0);
  CHECK(empty.total == 0);
  CHECK(empty.rate == 0.0);

  store::Spread s = store::spread_of(4, 2 + 4 + 4 + 6, 4 + 16 + 16 + 36);  // 2, 4, 4, 6
  CHECK(s.mean == 4.0);
  CHECK(s.sd == Approx(std::sqrt(8.0 / 3.0)));
  CHECK(store::spread_of(1, 7, 49).sd == 0.0);
}

TEST_CASE("stats over records/loot agree with the replays, with and without filters", "[stats]") {
  TempDir dir;
  store::Database db =
      store::open_store(import_loot(dir, store::current_version()), store::OpenMode::Existing);
  SECTION("every record") {
    store::Stats stats = store::compute_stats(db, {});
    REQUIRE(stats.games.size() == 1);
    require_matches(stats.games[0], count_records(std::nullopt));
  }
  SECTION("four players") {
    store::StatsFilter filter;
    filter.players = 4;
    store::Stats stats = store::compute_stats(db, filter);
    REQUIRE(stats.games.size() == 1);
    require_matches(stats.games[0], count_records(4));
    for (const store::SeatStats& s : stats.games[0].seats) CHECK(s.players == 4);
  }
  SECTION("a ruleset and a game that match nothing") {
    store::StatsFilter filter;
    filter.rulesets = {"loot/no-such-ruleset"};
    CHECK(store::compute_stats(db, filter).games.empty());
    filter = {};
    filter.game = "pirates";
    CHECK(store::compute_stats(db, filter).games.empty());
  }
  SECTION("two rulesets add up") {
    store::StatsFilter a, b, both;
    a.rulesets = {"loot/standard"};
    b.rulesets = {"loot/partnership"};
    both.rulesets = {"loot/standard", "loot/partnership"};
    const long long finished_a = store::compute_stats(db, a).games.at(0).finished;
    const long long finished_b = store::compute_stats(db, b).games.at(0).finished;
    CHECK(finished_a > 0);
    CHECK(finished_b > 0);
    CHECK(store::compute_stats(db, both).games.at(0).finished == finished_a + finished_b);
  }
}

TEST_CASE("a store written at version 1 and migrated gives the same statistics", "[stats]") {
  TempDir dir;
  const std::string new_path = import_loot(dir, store::current_version());
  // The version 1 store: the same rows, in the columns version 1 has.
  const std::string old_path = (dir.path() / "v1.db").string();
  {
    store::Database old(old_path, true);
    store::apply_schema_steps(old, 0, 1);
    old.exec(fmt::format("ATTACH '{}' AS current", new_path));
    for (const char* table : {"players", "games", "seats", "teams", "team_members", "moves",
                              "claims", "scores", "captures"}) {
      std::string columns;
      store::Statement info =
          old.prepare(fmt::format("SELECT name FROM main.pragma_table_info('{}')", table));
      while (info.step()) columns += fmt::format("{}{}", columns.empty() ? "" : ", ", info.text(0));
      old.exec(
          fmt::format("INSERT INTO main.{0} ({1}) SELECT {1} FROM current.{0}", table, columns));
    }
    old.exec("DETACH current");
    REQUIRE(old.query_integer("SELECT count(*) FROM games") > 0);
  }
  store::Database migrated = store::open_store(old_path, store::OpenMode::Existing);
  store::Database fresh = store::open_store(new_path, store::OpenMode::Existing);
  CHECK(migrated.query_integer("PRAGMA user_version") == store::current_version());
  store::Stats a = store::compute_stats(migrated, {}), b = store::compute_stats(fresh, {});
  REQUIRE(a.games.size() == 1);
  REQUIRE(b.games.size() == 1);
  require_matches(a.games[0], count_records(std::nullopt));
  CHECK(a.games[0].finished == b.games[0].finished);
  CHECK(a.games[0].players.size() == b.games[0].players.size());
}

TEST_CASE("qm stats prints text and JSON; a missing database is an error", "[stats][cli]") {
  TempDir dir;
  const std::string db = import_loot(dir, store::current_version());
  RunResult text = run_qm({"stats", "--db", db, "--players", "3"});
  CHECK(text.exit_code == 0);
  CHECK(text.out.find("Win rate by seat") != std::string::npos);
  CHECK(text.out.find("95% interval") != std::string::npos);
  CHECK(text.out.find("Disputes:") != std::string::npos);
  RunResult json = run_qm({"stats", "--db", db, "--format", "json", "--ruleset", "loot/standard"});
  REQUIRE(json.exit_code == 0);
  qm::Json j = qm::Json::parse(json.out);
  CHECK(j["filter"]["rulesets"][0] == "loot/standard");
  REQUIRE(j["games"].size() == 1);
  CHECK(j["games"][0]["seats"].size() > 0);
  CHECK(j["games"][0]["players"][0]["wins"]["ci95"].size() == 2);

  RunResult missing = run_qm({"stats", "--db", (dir.path() / "none.db").string()});
  CHECK(missing.exit_code == 3);
  CHECK(contains_nocase(missing.err, "none.db"));
}
