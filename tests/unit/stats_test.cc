// `qm stats` and the statistics views (schema/store-v2.sql, src/store/stats.h):
//   - the interval and spread formulas against values computed by hand;
//   - every section over records/loot against the same figures counted here from the
//     replays themselves (no SQL), with and without filters;
//   - score parts (GameState::score_parts): they add up to the score for every record of
//     records/; the "Score parts" section over records/einauge and records/loot against the
//     same figures summed here from the replays;
//   - a store written at version 1 or 2 and migrated gives the same statistics as a new one
//     (version 3's score parts filled in by replaying the stored records);
//   - a store written at version 3 and migrated to version 4 (events and the moves' words
//     filled in by replaying the stored records), over records/ and 2,000 simulated games of
//     each game: `qm stats --format json` identical to a new import's, version 3's capture
//     figures kept, the replayed rows identical to the new import's;
//   - the CLI: text and JSON output, a missing database.
#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <tuple>

#include "games/loot/loot_stats.h"
#include "replay/corpus.h"
#include "store/check.h"
#include "store/import.h"
#include "store/open.h"
#include "store/stats.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;

namespace {

const std::string kRecords = std::string(QM_SOURCE_DIR) + "/records";
const std::string kLootRecords = kRecords + "/loot";
const std::string kEinaugeRecords = kRecords + "/einauge";

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
        ++e.rule_records[r.violation->rule];
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
        auto& sw = e.seat_games_wins[{players, seat + 1}];  // seats count from 1
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
  // Loot's section of the statistics, made from its events' totals (games/loot/loot_stats.h).
  const std::vector<qm::loot::CaptureRow> captures = qm::loot::capture_rows(g.events);
  REQUIRE(captures.size() == e.captures_by_owner_attackers.size());
  for (const qm::loot::CaptureRow& c : captures) {
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

// A new store of the records under `records`.
std::string import_store(const TempDir& dir, const std::string& records,
                         const std::string& name = "new.db") {
  const std::string path = (dir.path() / name).string();
  store::Database db = store::open_store(path, store::OpenMode::Create);
  qm::Replayer replayer;
  store::import_records(db, replayer, {records});
  return path;
}

std::string import_loot(const TempDir& dir) { return import_store(dir, kLootRecords); }

// The store at `path` as a store of `version` would hold it: its record rows copied into
// the tables that version has, in the columns both have (the totals are left to the
// migration, which rebuilds them). Versions 1 to 3 kept Loot's captures in a table of their
// own, where version 4 has events; their moves' target and card columns are left empty
// (no figure reads them; the migration replaces them with the rest of the line).
std::string older_store(const TempDir& dir, const std::string& path, int version) {
  const std::string old_path = (dir.path() / fmt::format("v{}.db", version)).string();
  store::Database old(old_path, true);
  store::apply_schema_steps(old, 0, version);
  old.exec(fmt::format("ATTACH '{}' AS current", path));
  for (const char* table : {"rulesets", "players", "games", "seats", "teams", "team_members",
                            "moves", "claims", "scores", "score_parts", "events"}) {
    if (old.query_integer(fmt::format(
            "SELECT count(*) FROM main.sqlite_schema WHERE type = 'table' AND name = '{}'",
            table)) == 0)
      continue;  // not in this version
    std::string columns;
    store::Statement info = old.prepare(fmt::format(
        "SELECT name FROM pragma_table_info('{0}', 'main') WHERE name IN (SELECT name FROM "
        "pragma_table_info('{0}', 'current'))",
        table));
    std::string selected;  // the same columns; seats as the version counted them
    while (info.step()) {
      const std::string column = info.text(0);
      const bool from_zero = column == "seat" && version < 6;  // seats counted from 1 since 6
      columns += fmt::format("{}{}", columns.empty() ? "" : ", ", column);
      selected +=
          fmt::format("{}{}", selected.empty() ? "" : ", ", from_zero ? "seat - 1" : column);
    }
    old.exec(fmt::format("INSERT INTO main.{0} ({1}) SELECT {2} FROM current.{0}", table, columns,
                         selected));
  }
  if (version < 4) {
    old.exec(
        "INSERT INTO main.captures (game_id, seq, move, merchant, value, owner, by_side) "
        "SELECT game_id, row_number() OVER (PARTITION BY game_id ORDER BY seq) - 1, move, "
        "json_extract(detail, '$.merchant'), value, json_extract(detail, '$.owner'), side "
        "FROM current.events WHERE kind LIKE 'capture %'");
  }
  old.exec("DETACH current");
  REQUIRE(old.query_integer("SELECT count(*) FROM games") > 0);
  return old_path;
}

// Every row of a query of `columns` columns as text, one line per row.
std::string rows_of(const store::Database& db, const std::string& sql, int columns) {
  store::Statement s = db.prepare(sql);
  std::string out;
  while (s.step())
    for (int i = 0; i < columns; ++i)
      out += fmt::format("{}{}", s.text(i), i + 1 < columns ? "|" : "\n");
  return out;
}

// What the "Score parts" section must give, summed from the replays' GameState::score_parts
// over the valid finished records: per game, ruleset and player count.
struct PartSums {
  long long sides = 0;
  double sum = 0, squares = 0;
};
struct GroupSums {
  std::vector<std::string> order;  // the parts as the game lists them
  std::map<std::string, PartSums> parts;
  long long sides = 0;
  double score_sum = 0;
};
using GroupKey = std::tuple<std::string, std::string, int>;  // game, ruleset, players

std::map<GroupKey, GroupSums> parts_from_replays(const std::vector<std::string>& paths,
                                                 std::optional<int> players_filter) {
  std::map<GroupKey, GroupSums> groups;
  qm::Replayer replayer;
  for (const std::string& file : qm::list_record_files(paths))
    qm::replay_file(replayer, file, {}, [&](qm::Replay& r) {
      if (r.status != qm::Status::Valid) return;
      const int players = int(r.record->players.size());
      if (players_filter && players != *players_filter) return;
      const qm::Outcome o = r.state->outcome();
      if (!o.finished) return;
      GroupSums& g = groups[{r.record->game, r.record->ruleset, players}];
      const auto parts = r.state->score_parts();
      for (size_t side = 0; side < parts.size(); ++side) {
        ++g.sides;
        g.score_sum += double(o.scores[side]);
        for (const qm::ScorePart& part : parts[side]) {
          if (std::find(g.order.begin(), g.order.end(), part.name) == g.order.end())
            g.order.push_back(part.name);
          PartSums& p = g.parts[part.name];
          ++p.sides;
          p.sum += double(part.value);
          p.squares += double(part.value) * double(part.value);
        }
      }
    });
  return groups;
}

void require_parts_match(const store::Stats& stats, const std::map<GroupKey, GroupSums>& expected) {
  size_t groups = 0;
  for (const store::GameStats& g : stats.games)
    for (const store::ScorePartStats& group : g.score_parts) {
      INFO(g.game << " " << group.ruleset << " " << group.players << " players");
      ++groups;
      const GroupSums& e = expected.at({g.game, group.ruleset, group.players});
      CHECK(group.sides == e.sides);
      CHECK(group.mean_score == Approx(e.score_sum / double(e.sides)));
      REQUIRE(group.parts.size() == e.order.size());
      double all = 0;
      for (const auto& [name, sums] : e.parts) all += sums.sum;
      double shares = 0, means = 0;
      for (size_t i = 0; i < group.parts.size(); ++i) {
        const store::PartStats& part = group.parts[i];
        INFO(part.part);
        CHECK(part.part == e.order[i]);
        // Over every side of the group: a part a game does not have counts 0 there.
        const PartSums& p = e.parts.at(part.part);
        const store::Spread spread = store::spread_of(e.sides, p.sum, p.squares);
        CHECK(part.value.count == e.sides);
        CHECK(part.value.mean == Approx(spread.mean));
        CHECK(part.value.sd == Approx(spread.sd));
        CHECK(part.share == Approx(p.sum / all));
        shares += part.share;
        means += part.value.mean;
      }
      CHECK(shares == Approx(1.0));
      CHECK(means == Approx(group.mean_score));  // the parts add up to the score
    }
  CHECK(groups == expected.size());
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
  store::Database db = store::open_store(import_loot(dir), store::OpenMode::Existing);
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
  const std::string new_path = import_loot(dir);
  const std::string old_path = older_store(dir, new_path, 1);
  store::Database migrated = store::open_store(old_path, store::OpenMode::Existing);
  store::Database fresh = store::open_store(new_path, store::OpenMode::Existing);
  CHECK(migrated.query_integer("PRAGMA user_version") == store::current_version());
  store::Stats a = store::compute_stats(migrated, {}), b = store::compute_stats(fresh, {});
  REQUIRE(a.games.size() == 1);
  REQUIRE(b.games.size() == 1);
  require_matches(a.games[0], count_records(std::nullopt));
  require_parts_match(a, parts_from_replays({kLootRecords}, std::nullopt));
  CHECK(a.games[0].finished == b.games[0].finished);
  CHECK(a.games[0].players.size() == b.games[0].players.size());
}

TEST_CASE("a version 5 store migrated to version 6 numbers its seats from 1",
          "[stats][migration]") {
  TempDir dir;
  const std::string new_path = import_loot(dir);
  const std::string old_path = older_store(dir, new_path, 5);
  {
    store::Database old(old_path, false);
    CHECK(old.query_integer("SELECT min(seat) FROM seats") == 0);
    REQUIRE(old.query_integer("SELECT count(*) FROM team_members") > 0);  // partnership records
  }
  // Opening it migrates it: seats, partners and the seat totals count from 1, as in a new
  // import, and the statistics and the records read back are the same.
  {
    store::Database migrated = store::open_store(old_path, store::OpenMode::Existing);
    store::Database fresh = store::open_store(new_path, store::OpenMode::Existing);
    const char* const seats =
        "SELECT g.id, s.seat, s.player_id FROM seats s JOIN games g USING "
        "(game_id) ORDER BY g.id, s.seat";
    const char* const members =
        "SELECT g.id, m.team_no, m.member_no, m.seat FROM team_members m "
        "JOIN games g USING (game_id) ORDER BY 1, 2, 3";
    const char* const totals =
        "SELECT game, ruleset, players, source, seat, games, wins FROM "
        "seat_stats ORDER BY 1, 2, 3, 4, 5";
    CHECK(rows_of(migrated, seats, 3) == rows_of(fresh, seats, 3));
    CHECK(rows_of(migrated, members, 4) == rows_of(fresh, members, 4));
    CHECK(rows_of(migrated, totals, 7) == rows_of(fresh, totals, 7));
    CHECK(migrated.query_integer("SELECT min(seat) FROM seats") == 1);
    CHECK(migrated.query_integer("SELECT min(seat) FROM seat_stats") == 1);
  }
  CHECK(store::check_store(old_path).problems.empty());
  RunResult ja = run_qm({"stats", "--db", old_path, "--format", "json"});
  RunResult jb = run_qm({"stats", "--db", new_path, "--format", "json"});
  REQUIRE(ja.exit_code == 0);
  qm::Json a = qm::Json::parse(ja.out), b = qm::Json::parse(jb.out);
  a.erase("database");
  b.erase("database");
  CHECK(a == b);
  CHECK(a["games"][0]["seats"][0]["seat"] == 1);  // seat 1 moves first, in JSON as in text
  CHECK(run_qm({"export", "--db", old_path}).out == run_qm({"export", "--db", new_path}).out);
}

TEST_CASE("qm check finds seats not numbered from 1", "[stats][migration]") {
  TempDir dir;
  const std::string path = import_loot(dir);
  CHECK(store::check_store(path).problems.empty());
  {
    store::Database w(path, false);
    w.exec(
        "PRAGMA defer_foreign_keys = ON; BEGIN; UPDATE team_members SET seat = seat + 1000; "
        "UPDATE seats SET seat = seat + 1000; UPDATE seats SET seat = seat - 1001; UPDATE "
        "team_members SET seat = seat - 1001; COMMIT");
  }
  // The seat totals no longer match the seats either; the numbering is named on its own.
  const store::CheckReport report = store::check_store(path);
  CHECK(std::any_of(report.problems.begin(), report.problems.end(), [](const std::string& p) {
    return p.find("seats out of number (seats not numbered 1..players") != std::string::npos;
  }));
}

TEST_CASE("score parts add up to the score of every side of every record", "[stats]") {
  qm::Replayer replayer;
  long long sides = 0;
  for (const std::string& file : qm::list_record_files({kRecords}))
    qm::replay_file(replayer, file, {}, [&](qm::Replay& r) {
      INFO(file);
      REQUIRE(r.state);
      const qm::Outcome o = r.state->outcome();
      const auto parts = r.state->score_parts();
      REQUIRE(parts.size() == o.sides.size());
      for (size_t side = 0; side < parts.size(); ++side) {
        INFO(o.sides[side]);
        REQUIRE(parts[side].size() == parts[0].size());
        long long total = 0;
        for (size_t i = 0; i < parts[side].size(); ++i) {
          CHECK(!parts[side][i].name.empty());
          CHECK(parts[side][i].name == parts[0][i].name);  // every side, the same parts
          total += parts[side][i].value;
        }
        CHECK(total == o.scores[side]);
        ++sides;
      }
      // The parts the statistics promise: Einauge's chests or colour bonus apart from the
      // treasure, Loot's penalty apart from the gold captured, Pirates' gold at home apart
      // from the gold aboard (and, in a format 2 record with forts, the gold in them).
      std::vector<std::string> names;
      for (const qm::ScorePart& part : parts.at(0)) names.push_back(part.name);
      if (r.record->game == "einauge")
        CHECK(names ==
              std::vector<std::string>{
                  "jewels held", "sabres and ducats",
                  r.record->ruleset == "einauge/colours" ? "colour bonus" : "chest majorities"});
      else if (r.record->game == "pirates" &&
               file_text(file).find("\n    forts:") != std::string::npos)
        CHECK(names == std::vector<std::string>{"gold at home", "gold aboard", "gold in forts"});
      else if (r.record->game == "pirates")
        CHECK(names == std::vector<std::string>{"gold at home", "gold aboard"});
      else
        CHECK(names == std::vector<std::string>{"gold captured", "merchants left in hand"});
    });
  CHECK(sides > 100);
}

TEST_CASE("the score parts section over records/ agrees with the replays", "[stats]") {
  TempDir dir;
  store::Database db = store::open_store(import_store(dir, kRecords), store::OpenMode::Existing);
  SECTION("every record") {
    const store::Stats stats = store::compute_stats(db, {});
    REQUIRE(stats.games.size() == 3);  // Loot, Einauge, Pirates
    require_parts_match(stats, parts_from_replays({kRecords}, std::nullopt));
    for (const store::GameStats& g : stats.games)
      CHECK(g.score_unit == (g.game == "einauge" ? "jewels" : "gold"));
  }
  SECTION("Einauge, three players") {
    store::StatsFilter filter;
    filter.game = "einauge";
    filter.players = 3;
    const store::Stats stats = store::compute_stats(db, filter);
    REQUIRE(stats.games.size() == 1);
    REQUIRE(!stats.games[0].score_parts.empty());
    require_parts_match(stats, parts_from_replays({kEinaugeRecords}, 3));
  }
  SECTION("one ruleset") {
    store::StatsFilter filter;
    filter.rulesets = {"einauge/colours"};
    const store::Stats stats = store::compute_stats(db, filter);
    REQUIRE(stats.games.size() == 1);
    for (const store::ScorePartStats& group : stats.games[0].score_parts) {
      CHECK(group.ruleset == "einauge/colours");
      CHECK(group.parts.back().part == "colour bonus");
    }
  }
}

TEST_CASE("a store written at version 2 and migrated gets its score parts by replay", "[stats]") {
  TempDir dir;
  const std::string new_path = import_store(dir, kRecords);
  const std::string old_path = older_store(dir, new_path, 2);
  {
    store::Database old(old_path, false);
    CHECK(old.query_integer("PRAGMA user_version") == 2);
    CHECK(old.query_integer(
              "SELECT count(*) FROM sqlite_schema WHERE name IN ('score_parts', 'part_stats')") ==
          0);
  }
  store::Database migrated = store::open_store(old_path, store::OpenMode::Existing);
  store::Database fresh = store::open_store(new_path, store::OpenMode::Existing);
  CHECK(migrated.query_integer("PRAGMA user_version") == store::current_version());
  const std::string parts_sql =
      "SELECT game_id, side_no, part_no, part, value FROM score_parts ORDER BY 1, 2, 3";
  CHECK(migrated.query_integer("SELECT count(*) FROM score_parts") > 0);
  CHECK(rows_of(migrated, parts_sql, 5) == rows_of(fresh, parts_sql, 5));
  const std::string totals_sql = "SELECT * FROM part_stats ORDER BY 1, 2, 3, 4";
  CHECK(rows_of(migrated, totals_sql, 8) == rows_of(fresh, totals_sql, 8));
  // `qm stats` gives the very same figures, but for the database's name.
  for (const std::vector<std::string>& filter :
       {std::vector<std::string>{}, {"--game", "einauge"}, {"--players", "4"}}) {
    std::vector<std::string> args = {"stats", "--format", "json", "--db"};
    std::vector<std::string> a = args, b = args;
    a.push_back(old_path);
    b.push_back(new_path);
    a.insert(a.end(), filter.begin(), filter.end());
    b.insert(b.end(), filter.begin(), filter.end());
    RunResult ra = run_qm(a), rb = run_qm(b);
    REQUIRE(ra.exit_code == 0);
    REQUIRE(rb.exit_code == 0);
    qm::Json ja = qm::Json::parse(ra.out), jb = qm::Json::parse(rb.out);
    ja.erase("database");
    jb.erase("database");
    CHECK(ja == jb);
  }
}

TEST_CASE("a record whose replay no longer gives its stored scores gets no score parts",
          "[stats]") {
  TempDir dir;
  const std::string old_path = older_store(dir, import_store(dir, kEinaugeRecords), 2);
  long long tampered = 0;
  {
    store::Database old(old_path, false);
    tampered =
        old.query_integer("SELECT min(game_id) FROM games WHERE status = 'valid' AND finished = 1");
    old.exec(fmt::format("UPDATE scores SET score = score + 1 WHERE game_id = {}", tampered));
  }
  store::Database migrated = store::open_store(old_path, store::OpenMode::Existing);
  CHECK(migrated.query_integer(
            fmt::format("SELECT count(*) FROM score_parts WHERE game_id = {}", tampered)) == 0);
  CHECK(migrated.query_integer(
            fmt::format("SELECT count(*) FROM score_parts WHERE game_id <> {}", tampered)) > 0);
  // Every part stored adds up to its side's stored score.
  CHECK(migrated.query_integer(
            "SELECT count(*) FROM scores sc WHERE EXISTS (SELECT 1 FROM score_parts sp WHERE "
            "sp.game_id = sc.game_id) AND sc.score <> (SELECT sum(value) FROM score_parts sp "
            "WHERE sp.game_id = sc.game_id AND sp.side_no = sc.side_no)") == 0);
}

TEST_CASE("qm stats prints text and JSON; a missing database is an error", "[stats][cli]") {
  TempDir dir;
  const std::string db = import_loot(dir);
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
  // One interval shape (math/interval_json.h): {count, of, value, low, high, level}.
  const qm::Json& wins = j["games"][0]["players"][0]["wins"];
  CHECK(wins["count"].is_number_integer());
  CHECK(wins["of"].is_number_integer());
  CHECK(wins["low"] <= wins["value"]);
  CHECK(wins["value"] <= wins["high"]);
  CHECK(wins["level"] == 0.95);
  CHECK_FALSE(wins.contains("ci95"));

  RunResult missing = run_qm({"stats", "--db", (dir.path() / "none.db").string()});
  CHECK(missing.exit_code == 3);
  CHECK(contains_nocase(missing.err, "none.db"));
}

TEST_CASE("qm stats shows Einauge's jewels by where they came from, text and JSON",
          "[stats][cli]") {
  TempDir dir;
  const std::string db = import_store(dir, kEinaugeRecords);
  RunResult text = run_qm({"stats", "--db", db, "--game", "einauge"});
  REQUIRE(text.exit_code == 0);
  INFO(text.out);
  CHECK(text.out.find("mean jewels") != std::string::npos);
  CHECK(text.out.find("Score parts: jewels per side") != std::string::npos);
  for (const char* part : {"jewels held", "sabres and ducats", "chest majorities", "colour bonus"})
    CHECK(text.out.find(part) != std::string::npos);

  RunResult json = run_qm({"stats", "--db", db, "--game", "einauge", "--ruleset",
                           "einauge/standard", "--format", "json"});
  REQUIRE(json.exit_code == 0);
  const qm::Json j = qm::Json::parse(json.out);
  REQUIRE(j["games"].size() == 1);
  const qm::Json& g = j["games"][0];
  CHECK(g["score_unit"] == "jewels");
  REQUIRE(!g["score_parts"].empty());
  const auto expected = parts_from_replays({kEinaugeRecords}, std::nullopt);
  for (const qm::Json& group : g["score_parts"]) {
    CHECK(group["ruleset"] == "einauge/standard");
    const GroupSums& e = expected.at({"einauge", "einauge/standard", group["players"].get<int>()});
    CHECK(group["sides"] == e.sides);
    CHECK(group["mean_score"].get<double>() == Approx(e.score_sum / double(e.sides)));
    REQUIRE(group["parts"].size() == 3);
    CHECK(group["parts"][2]["part"] == "chest majorities");
    double shares = 0;
    for (const qm::Json& part : group["parts"]) {
      const PartSums& p = e.parts.at(part["part"].get<std::string>());
      CHECK(part["per_side"]["mean"].get<double>() == Approx(p.sum / double(p.sides)));
      CHECK(part["per_side"].contains("sd"));
      shares += part["share"].get<double>();
    }
    CHECK(shares == Approx(1.0));
  }
}

TEST_CASE("a store of version 3 migrated to version 4 gives the statistics of a new import",
          "[stats][migration]") {
  // records/ and simulated games of each game; fewer where the build is 12 times slower.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
  const int games = 200;
#else
  const int games = 2000;
#endif
  TempDir dir;
  std::vector<std::string> paths = {kRecords};
  for (const char* ruleset : {"loot/standard", "einauge/standard"}) {
    std::string out = (dir.path() / "sim" / ruleset).string();
    RunResult sim = run_qm({"simulate", "--ruleset", ruleset, "--players", "3", "--games",
                            std::to_string(games), "--out", out});
    REQUIRE(sim.exit_code == 0);
    paths.push_back(out);
  }
  const std::string new_path = (dir.path() / "new.db").string();
  {
    store::Database db = store::open_store(new_path, store::OpenMode::Create);
    qm::Replayer replayer;
    store::import_records(db, replayer, paths);
  }
  const std::string old_path = older_store(dir, new_path, 3);
  // Version 3's figures of Loot's captures, as its totals table added them up.
  std::string v3_captures;
  {
    store::Database old(old_path, false);
    REQUIRE(old.query_integer("PRAGMA user_version") == 3);
    CHECK(old.query_integer("SELECT count(*) FROM games") >= 2 * games);
    REQUIRE(old.query_integer("SELECT count(*) FROM captures") > 0);
    v3_captures = rows_of(old,
                          "SELECT c.value, count(*), sum(c.by_side = os.side), "
                          "sum(c.by_side <> os.side), "
                          "sum(CASE WHEN c.by_side = os.side THEN c.value ELSE 0 END), "
                          "sum(CASE WHEN c.by_side <> os.side THEN c.value ELSE 0 END) "
                          "FROM stat_games sg JOIN captures c ON c.game_id = sg.game_id "
                          "JOIN seat_sides os ON os.game_id = sg.game_id AND os.player = c.owner "
                          "GROUP BY c.value ORDER BY c.value",
                          6);
  }
  // `qm stats` on the version 3 store (which migrates it) and on the new one: the same
  // figures, but for the database's name.
  for (const std::vector<std::string>& filter :
       {std::vector<std::string>{}, {"--game", "loot"}, {"--players", "3"}}) {
    std::vector<std::string> a = {"stats", "--format", "json", "--db", old_path};
    std::vector<std::string> b = {"stats", "--format", "json", "--db", new_path};
    a.insert(a.end(), filter.begin(), filter.end());
    b.insert(b.end(), filter.begin(), filter.end());
    RunResult ra = run_qm(a), rb = run_qm(b);
    REQUIRE(ra.exit_code == 0);
    REQUIRE(rb.exit_code == 0);
    qm::Json ja = qm::Json::parse(ra.out), jb = qm::Json::parse(rb.out);
    ja.erase("database");
    jb.erase("database");
    CHECK(ja == jb);
    if (!filter.empty()) continue;
    std::string v4_captures;
    for (const qm::Json& g : ja["games"])
      if (g["game"] == "loot")
        for (const qm::Json& c : g["captures"])
          v4_captures += fmt::format(
              "{}|{}|{}|{}|{}|{}\n", c["value"].get<long long>(), c["captured"].get<long long>(),
              c["by_owner"].get<long long>(), c["by_attackers"].get<long long>(),
              c["gold_by_owner"].get<long long>(), c["gold_by_attackers"].get<long long>());
    CHECK(v4_captures == v3_captures);
    // Einauge has no section of its own: the key of Loot's is there, empty.
    for (const qm::Json& g : ja["games"])
      if (g["game"] == "einauge") CHECK(g["captures"] == qm::Json::array());
  }
  // The rows the replay fills in are those of a new import.
  store::Database migrated = store::open_store(old_path, store::OpenMode::Existing);
  store::Database fresh = store::open_store(new_path, store::OpenMode::Existing);
  CHECK(migrated.query_integer("PRAGMA user_version") == store::current_version());
  for (const auto& [sql, columns] : std::vector<std::pair<std::string, int>>{
           {"SELECT game_id, seq, coalesce(move, ''), side, kind, value, detail FROM events "
            "ORDER BY 1, 2",
            7},
           {"SELECT game_id, ply, coalesce(player, '-'), coalesce(verb, '-'), "
            "coalesce(rest, '-') FROM moves ORDER BY 1, 2",
            5},
           {"SELECT * FROM event_stats ORDER BY 1, 2, 3, 4, 5", 7}}) {
    INFO(sql);
    CHECK(rows_of(migrated, sql, columns) == rows_of(fresh, sql, columns));
  }
  CHECK(migrated.query_integer("SELECT count(*) FROM events") > 0);
}
