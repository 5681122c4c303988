#include "store/filtered_totals.h"

#include <fmt/format.h>

#include "store/record_filter.h"
#include "store/totals.h"

namespace qm::store {

namespace {

constexpr const char* kShadowedTables[] = {"player_stats", "seat_stats", "ruleset_stats",
                                           "length_stats", "part_stats", "event_stats"};

}  // namespace

void make_filtered_totals(Database& db, const StatsFilter& f) {
  const RecordConditions where = record_conditions(f.event, f.from, f.to, f.player);
  db.exec("CREATE TEMP TABLE qm_filtered_games (game_id INTEGER PRIMARY KEY)");
  Statement pick = db.prepare(
      fmt::format("INSERT INTO temp.qm_filtered_games SELECT g.game_id FROM main.games g WHERE 1{}",
                  where.sql));
  where.bind(pick, 1);
  pick.run();
  db.exec(
      "CREATE TEMP VIEW stat_games AS SELECT * FROM main.stat_games WHERE game_id IN (SELECT "
      "game_id FROM temp.qm_filtered_games);"
      "CREATE TEMP VIEW dispute_stats AS SELECT game, ruleset, player_count AS players, status, "
      "violation_rule AS rule, count(*) AS records FROM main.games WHERE game_id IN (SELECT "
      "game_id FROM temp.qm_filtered_games) GROUP BY 1, 2, 3, 4, 5");
  for (const char* table : kShadowedTables) {
    const std::string sql = db.query_text(fmt::format(
        "SELECT sql FROM main.sqlite_schema WHERE type = 'table' AND name = '{}'", table));
    const std::string create = "CREATE TABLE ";
    if (sql.compare(0, create.size(), create) != 0)
      throw StoreError(fmt::format("the table {} is not as this qm made it", table));
    db.exec("CREATE TEMP TABLE " + sql.substr(create.size()));
  }
  add_to_totals(db, 0);
}

void drop_filtered_totals(Database& db) {
  for (const char* table : kShadowedTables) db.exec(fmt::format("DROP TABLE temp.{}", table));
  db.exec(
      "DROP VIEW temp.stat_games; DROP VIEW temp.dispute_stats; DROP TABLE "
      "temp.qm_filtered_games");
}

}  // namespace qm::store
