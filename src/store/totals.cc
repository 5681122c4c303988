#include "store/totals.h"

#include <fmt/format.h>
#include <limits>

namespace qm::store {

namespace {

// Each statement adds the rows of the records with game_id in [?1, ?2] to one totals table,
// (ruleset_stats and length_stats, which count moves, leave the result-only records out),
// times ?3: 1 to add them, -1 to take them away (the totals are sums, so that removing is
// subtracting; moves_min and moves_max, which are not, are set again from length_stats).
// The SELECT has a WHERE clause, as SQLite's upsert after INSERT ... SELECT with a join
// requires.
constexpr const char* kAddToTotals[] = {
    R"(INSERT INTO player_stats (game, ruleset, players, source, player, games, wins, score_sum,
                                 score_sq_sum)
       SELECT sg.game, sg.ruleset, sg.players, sg.source, ss.player, count(*) * ?3,
              sum(sc.winner) * ?3, sum(sc.score) * ?3, sum(sc.score * sc.score) * ?3
       FROM stat_games sg
       JOIN seat_sides ss ON ss.game_id = sg.game_id
       JOIN scores sc ON sc.game_id = sg.game_id AND sc.side = ss.side
       WHERE sg.game_id BETWEEN ?1 AND ?2
       GROUP BY 1, 2, 3, 4, 5
       ON CONFLICT DO UPDATE SET games = games + excluded.games, wins = wins + excluded.wins,
         score_sum = score_sum + excluded.score_sum,
         score_sq_sum = score_sq_sum + excluded.score_sq_sum)",

    R"(INSERT INTO seat_stats (game, ruleset, players, source, seat, games, wins)
       SELECT sg.game, sg.ruleset, sg.players, sg.source, ss.seat, count(*) * ?3,
              sum(sc.winner) * ?3
       FROM stat_games sg
       JOIN seat_sides ss ON ss.game_id = sg.game_id
       JOIN scores sc ON sc.game_id = sg.game_id AND sc.side = ss.side
       WHERE sg.game_id BETWEEN ?1 AND ?2
       GROUP BY 1, 2, 3, 4, 5
       ON CONFLICT DO UPDATE SET games = games + excluded.games, wins = wins + excluded.wins)",

    R"(INSERT INTO ruleset_stats (game, ruleset, players, games, ties, moves_sum, moves_sq_sum,
                                  moves_min, moves_max)
       SELECT game, ruleset, players, count(*) * ?3,
              sum((SELECT count(*) FROM scores s WHERE s.game_id = sg.game_id
                   AND s.winner = 1) > 1) * ?3,
              sum(move_count) * ?3, sum(move_count * move_count) * ?3, min(move_count),
              max(move_count)
       FROM stat_games sg
       WHERE game_id BETWEEN ?1 AND ?2 AND result_only = 0
       GROUP BY 1, 2, 3
       ON CONFLICT DO UPDATE SET games = games + excluded.games, ties = ties + excluded.ties,
         moves_sum = moves_sum + excluded.moves_sum,
         moves_sq_sum = moves_sq_sum + excluded.moves_sq_sum,
         moves_min = min(moves_min, excluded.moves_min),
         moves_max = max(moves_max, excluded.moves_max))",

    R"(INSERT INTO length_stats (game, ruleset, players, moves, games)
       SELECT game, ruleset, players, move_count, count(*) * ?3
       FROM stat_games
       WHERE game_id BETWEEN ?1 AND ?2 AND result_only = 0
       GROUP BY 1, 2, 3, 4
       ON CONFLICT DO UPDATE SET games = games + excluded.games)",

    R"(INSERT INTO event_stats (game, ruleset, players, kind, value, events, value_sum)
       SELECT sg.game, sg.ruleset, sg.players, e.kind, e.value, count(*) * ?3, sum(e.value) * ?3
       FROM stat_games sg
       JOIN events e ON e.game_id = sg.game_id
       WHERE sg.game_id BETWEEN ?1 AND ?2
       GROUP BY 1, 2, 3, 4, 5
       ON CONFLICT DO UPDATE SET events = events + excluded.events,
         value_sum = value_sum + excluded.value_sum)",

    R"(INSERT INTO part_stats (game, ruleset, players, part, part_no, sides, value_sum,
                               value_sq_sum)
       SELECT sg.game, sg.ruleset, sg.players, sp.part, min(sp.part_no), count(*) * ?3,
              sum(sp.value) * ?3, sum(sp.value * sp.value) * ?3
       FROM stat_games sg
       JOIN score_parts sp ON sp.game_id = sg.game_id
       WHERE sg.game_id BETWEEN ?1 AND ?2
       GROUP BY 1, 2, 3, 4
       ON CONFLICT DO UPDATE SET part_no = min(part_no, excluded.part_no),
         sides = sides + excluded.sides, value_sum = value_sum + excluded.value_sum,
         value_sq_sum = value_sq_sum + excluded.value_sq_sum)",
};

constexpr const char* kTotalsTables[] = {"player_stats", "seat_stats", "ruleset_stats",
                                         "length_stats", "part_stats", "event_stats"};

void apply_to_totals(Database& db, long long first, long long last, int sign) {
  for (const char* sql : kAddToTotals) {
    Statement s = db.prepare(sql);
    s.bind(1, first).bind(2, last).bind(3, sign);
    s.run();
  }
}

}  // namespace

void add_to_totals(Database& db, long long first_game_id) {
  apply_to_totals(db, first_game_id, std::numeric_limits<long long>::max(), 1);
}

void remove_from_totals(Database& db, long long game_id) {
  apply_to_totals(db, game_id, game_id, -1);
}

void tidy_totals(Database& db) {
  db.exec(R"(DELETE FROM player_stats WHERE games = 0;
             DELETE FROM seat_stats WHERE games = 0;
             DELETE FROM ruleset_stats WHERE games = 0;
             DELETE FROM length_stats WHERE games = 0;
             DELETE FROM part_stats WHERE sides = 0;
             DELETE FROM event_stats WHERE events = 0;
             UPDATE ruleset_stats SET
               moves_min = (SELECT min(moves) FROM length_stats l WHERE l.game = ruleset_stats.game
                            AND l.ruleset = ruleset_stats.ruleset
                            AND l.players = ruleset_stats.players),
               moves_max = (SELECT max(moves) FROM length_stats l WHERE l.game = ruleset_stats.game
                            AND l.ruleset = ruleset_stats.ruleset
                            AND l.players = ruleset_stats.players))");
}

void rebuild_totals(Database& db) {
  for (const char* table : kTotalsTables) db.exec(std::string("DELETE FROM ") + table);
  add_to_totals(db, 0);
}

const std::vector<std::string>& totals_tables() {
  static const std::vector<std::string> tables(std::begin(kTotalsTables), std::end(kTotalsTables));
  return tables;
}

std::vector<TotalsDifference> totals_differences(Database& db) {
  // Each totals table again as a temporary table of the same definition: the unqualified
  // names of kAddToTotals then name the temporary ones, and the rebuild writes there.
  for (const char* table : kTotalsTables) {
    Statement s =
        db.prepare("SELECT sql FROM main.sqlite_schema WHERE type = 'table' AND name = ?1");
    s.bind(1, table);
    if (!s.step()) throw StoreError(fmt::format("'{}' has no table {}", db.path(), table));
    std::string sql = s.text(0);
    const std::string head = "CREATE TABLE ";
    if (sql.rfind(head, 0) != 0)
      throw StoreError(fmt::format("'{}': table {} is not as this qm makes it", db.path(), table));
    db.exec("CREATE TEMP TABLE " + sql.substr(head.size()));
  }
  std::vector<TotalsDifference> differences;
  try {
    add_to_totals(db, 0);
    for (const char* table : kTotalsTables) {
      const long long n = db.query_integer(
          fmt::format("SELECT (SELECT count(*) FROM (SELECT * FROM temp.{0} EXCEPT SELECT * FROM "
                      "main.{0})) + (SELECT count(*) FROM (SELECT * FROM main.{0} EXCEPT SELECT * "
                      "FROM temp.{0}))",
                      table));
      if (n > 0) differences.push_back({table, n});
    }
  } catch (...) {
    for (const char* table : kTotalsTables)
      db.exec(fmt::format("DROP TABLE IF EXISTS temp.{}", table));
    throw;
  }
  for (const char* table : kTotalsTables) db.exec(fmt::format("DROP TABLE temp.{}", table));
  return differences;
}

}  // namespace qm::store
