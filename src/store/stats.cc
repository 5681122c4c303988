#include "store/stats.h"

#include <fmt/format.h>

#include "record/excerpt.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "games/game.h"
#include "games/registry.h"
#include "math/stats.h"
#include "record/suggest.h"
#include "store/filtered_totals.h"

namespace qm::store {

Rate wilson_rate(long long hits, long long total) {
  Rate r;
  r.hits = hits;
  r.total = total;
  const math::Interval i = math::wilson_interval(double(hits), double(total));
  r.rate = i.value;
  r.low = i.low;
  r.high = i.high;
  return r;
}

Spread spread_of(long long count, double sum, double sum_of_squares) {
  Spread s;
  s.count = count;
  if (count <= 0) return s;
  s.mean = sum / double(count);
  if (count > 1) {
    const double variance = (sum_of_squares - sum * s.mean) / double(count - 1);
    s.sd = std::sqrt(std::max(0.0, variance));  // rounding can make it a hair below 0
  }
  return s;
}

namespace {

// The WHERE clause of the filter over a view with game, ruleset and players columns, and
// its parameters (bound in order from 1).
struct Where {
  std::string sql;
  std::vector<std::string> texts;
  std::optional<int> players;

  bool include_simulated = false;

  explicit Where(const StatsFilter& f)
      : players(f.players), include_simulated(f.include_simulated) {
    sql = "WHERE 1";
    if (!f.game.empty()) {
      sql += " AND game = ?";
      texts.push_back(f.game);
    }
    if (!f.rulesets.empty()) {
      sql += " AND ruleset IN (";
      for (size_t i = 0; i < f.rulesets.size(); ++i) {
        sql += i ? ", ?" : "?";
        texts.push_back(f.rulesets[i]);
      }
      sql += ")";
    }
    if (players) sql += " AND players = ?";
  }

  // The same over a table with a source column: played records only, unless asked.
  Statement query_by_source(Database& db, std::string_view head, std::string_view tail) const {
    return query(db, head, tail, include_simulated ? "" : " AND source = 'played'");
  }

  // Prepares `select ... FROM view WHERE ... tail`, with the filter bound.
  Statement query(Database& db, std::string_view head, std::string_view tail,
                  std::string_view more = "") const {
    Statement s = db.prepare(fmt::format("{} {}{} {}", head, sql, more, tail));
    int i = 1;
    for (const std::string& t : texts) s.bind(i++, t);
    if (players) s.bind(i++, *players);
    return s;
  }
};

GameStats& game_entry(Stats& stats, std::map<std::string, size_t>& index, const std::string& game) {
  auto [it, added] = index.emplace(game, stats.games.size());
  if (added) {
    stats.games.emplace_back();
    stats.games.back().game = game;
  }
  return stats.games[it->second];
}

void read_verdicts(Database& db, const Where& where, Stats& stats,
                   std::map<std::string, size_t>& index) {
  Statement s =
      where.query(db, "SELECT game, status, rule, sum(records) FROM dispute_stats",
                  "GROUP BY game, status, rule ORDER BY game, status, sum(records) DESC, rule");
  while (s.step()) {
    if (s.is_null(0)) {
      stats.unreadable_without_game += s.integer(3);
      continue;
    }
    GameStats& g = game_entry(stats, index, s.text(0));
    const std::string status = s.text(1);
    const long long n = s.integer(3);
    g.records += n;
    if (status == "valid") g.valid += n;
    if (status == "unreadable") g.unreadable += n;
    if (status == "illegal") {
      g.illegal += n;
      g.disputes.push_back(RuleCount{s.text(2), n, 0});
    }
  }
  for (GameStats& g : stats.games) {
    for (RuleCount& r : g.disputes) r.share = double(r.records) / double(g.records);
    g.disputed = wilson_rate(g.illegal, g.valid + g.illegal);
  }
}

void read_players(Database& db, const Where& where, Stats& stats,
                  std::map<std::string, size_t>& index) {
  Statement s = where.query_by_source(
      db,
      "SELECT game, player, sum(games), sum(wins), sum(score_sum), sum(score_sq_sum) FROM "
      "player_stats",
      "GROUP BY game, player ORDER BY game, player");
  while (s.step()) {
    PlayerStats p;
    p.player = s.text(1);
    p.wins = wilson_rate(s.integer(3), s.integer(2));
    p.score = spread_of(s.integer(2), double(s.integer(4)), double(s.integer(5)));
    game_entry(stats, index, s.text(0)).players.push_back(p);
  }
}

void read_seats(Database& db, const Where& where, Stats& stats,
                std::map<std::string, size_t>& index) {
  Statement s = where.query_by_source(db,
                                      "SELECT game, players, seat, sum(games), sum(wins) FROM "
                                      "seat_stats",
                                      "GROUP BY game, players, seat ORDER BY game, players, seat");
  while (s.step()) {
    SeatStats seat;
    seat.players = int(s.integer(1));
    seat.seat = int(s.integer(2));
    seat.wins = wilson_rate(s.integer(4), s.integer(3));
    game_entry(stats, index, s.text(0)).seats.push_back(seat);
  }
}

// How many simulated games the players' and seats' tables leave out: each counted game has
// one seat 1.
void read_simulated_left_out(Database& db, const Where& where, Stats& stats,
                             std::map<std::string, size_t>& index) {
  if (where.include_simulated) return;
  Statement s =
      where.query(db, "SELECT game, sum(games) FROM seat_stats", "GROUP BY game ORDER BY game",
                  " AND source = 'simulated' AND seat = 1");
  while (s.step())
    if (s.integer(1) > 0) game_entry(stats, index, s.text(0)).simulated_left_out = s.integer(1);
}

void read_rulesets(Database& db, const Where& where, Stats& stats,
                   std::map<std::string, size_t>& index) {
  Statement s = where.query(db,
                            "SELECT game, ruleset, players, games, ties, moves_sum, moves_sq_sum, "
                            "moves_min, moves_max FROM ruleset_stats",
                            "ORDER BY game, ruleset, players");
  while (s.step()) {
    RulesetStats r;
    r.ruleset = s.text(1);
    r.players = int(s.integer(2));
    r.games = s.integer(3);
    r.ties = wilson_rate(s.integer(4), r.games);
    r.moves = spread_of(r.games, double(s.integer(5)), double(s.integer(6)));
    r.moves_min = s.integer(7);
    r.moves_max = s.integer(8);
    GameStats& g = game_entry(stats, index, s.text(0));
    g.rulesets.push_back(r);
    g.finished += r.games;
  }
}

// The finished games of the result only (no moves): counted among the finished games and
// the players', seats' totals, left out of the rulesets' lengths and the score parts.
void read_result_only(Database& db, const Where& where, Stats& stats,
                      std::map<std::string, size_t>& index) {
  Statement s = where.query(db, "SELECT game, count(*) FROM stat_games",
                            "GROUP BY game ORDER BY game", " AND result_only = 1");
  while (s.step()) {
    GameStats& g = game_entry(stats, index, s.text(0));
    g.result_only = s.integer(1);
    g.finished += g.result_only;
  }
}

// The totals of the game's events (Game::stats_sections makes its sections of them).
void read_events(Database& db, const Where& where, Stats& stats,
                 std::map<std::string, size_t>& index) {
  Statement s =
      where.query(db, "SELECT game, kind, value, sum(events), sum(value_sum) FROM event_stats",
                  "GROUP BY game, kind, value ORDER BY game, kind, value");
  while (s.step())
    game_entry(stats, index, s.text(0))
        .events.push_back(EventTotal{s.text(1), s.integer(2), s.integer(3), s.integer(4)});
}

// Each part's mean per side and share of the points, per game, ruleset and player count. A
// part some games of a group do not have (a piece only some tables hold) counts 0 for their
// sides, so that the parts' means add up to the mean score.
void read_score_parts(Database& db, const Where& where, Stats& stats,
                      std::map<std::string, size_t>& index) {
  Statement s = where.query(db,
                            "SELECT game, ruleset, players, part, sum(sides), sum(value_sum), "
                            "sum(value_sq_sum) FROM part_stats",
                            "GROUP BY game, ruleset, players, part ORDER BY game, ruleset, "
                            "players, min(part_no), part");
  std::string game;
  ScorePartStats group;
  std::vector<double> sums, squares;  // per part of the group
  auto close_group = [&] {
    if (group.parts.empty()) return;
    double all = 0;
    for (double sum : sums) all += sum;
    for (size_t i = 0; i < group.parts.size(); ++i) {
      group.parts[i].value = spread_of(group.sides, sums[i], squares[i]);
      group.parts[i].share = all != 0 ? sums[i] / all : 0;
      group.mean_score += group.parts[i].value.mean;
    }
    game_entry(stats, index, game).score_parts.push_back(std::move(group));
    group = {};
    sums.clear();
    squares.clear();
  };
  while (s.step()) {
    if (s.text(0) != game || s.text(1) != group.ruleset || s.integer(2) != group.players) {
      close_group();
      game = s.text(0);
      group.ruleset = s.text(1);
      group.players = int(s.integer(2));
    }
    group.sides = std::max(group.sides, s.integer(4));  // the sides of every game counted
    group.parts.push_back(PartStats{s.text(3), {}, 0});
    sums.push_back(double(s.integer(5)));
    squares.push_back(double(s.integer(6)));
  }
  close_group();
}

// Percentiles by the nearest-rank method over the histogram of lengths.
void read_lengths(Database& db, const Where& where, Stats& stats,
                  std::map<std::string, size_t>& index) {
  Statement s = where.query(db, "SELECT game, moves, sum(games) FROM length_stats",
                            "GROUP BY game, moves ORDER BY game, moves");
  std::map<std::string, std::vector<std::pair<long long, long long>>> histograms;
  while (s.step()) histograms[s.text(0)].emplace_back(s.integer(1), s.integer(2));
  for (const auto& entry : histograms) {
    // Not a structured binding: Clang before 16 cannot capture one in the lambda below.
    const std::string& game = entry.first;
    const auto& histogram = entry.second;
    long long count = 0;
    double sum = 0, squares = 0;
    for (auto [moves, games] : histogram) {
      count += games;
      sum += double(moves) * double(games);
      squares += double(moves) * double(moves) * double(games);
    }
    LengthStats& l = game_entry(stats, index, game).length;
    l.moves = spread_of(count, sum, squares);
    auto percentile = [&](int p) {
      const long long rank = std::max(1LL, (count * p + 99) / 100);
      long long seen = 0;
      for (auto [moves, games] : histogram)
        if ((seen += games) >= rank) return moves;
      return histogram.back().first;
    };
    l.min = histogram.front().first;
    l.p10 = percentile(10);
    l.median = percentile(50);
    l.p90 = percentile(90);
    l.max = histogram.back().first;
  }
}

}  // namespace

namespace {

// The distinct values of a query's first column.
std::vector<std::string> distinct_values(Database& db, const std::string& sql,
                                         const std::string& game) {
  Statement s = db.prepare(sql);
  if (!game.empty()) s.bind(1, game);
  std::vector<std::string> values;
  while (s.step()) values.push_back(s.text(0));
  return values;
}

// What `value` may have meant, then the known values, each quoted (names may hold commas and
// spaces): " (did you mean 'Anna'?); its players: 'Anna', 'Bruno'" (at most 20, then how many
// more).
std::string known_values(const std::string& value, const std::string& what,
                         const std::vector<std::string>& values) {
  std::string out = did_you_mean_unique(value, values) + "; its " + what + ": ";
  if (values.empty()) return out + "none";
  for (size_t i = 0; i < values.size() && i < 20; ++i)
    out += fmt::format("{}'{}'", i ? ", " : "", excerpt(values[i]));
  if (values.size() > 20) out += fmt::format(" and {} more", values.size() - 20);
  return out;
}

bool exists(Database& db, const std::string& sql, const std::string& value) {
  Statement s = db.prepare(sql);
  s.bind(1, value);
  return s.step();
}

}  // namespace

std::string unknown_player(Database& db, const std::string& option, const std::string& player) {
  if (player.empty() ||
      exists(db,
             "SELECT 1 FROM players p WHERE p.name = ?1 AND EXISTS (SELECT 1 FROM seats s WHERE "
             "s.player_id = p.player_id)",
             player))
    return "";
  return fmt::format("{}: no record with the player '{}' in '{}'{}", option, excerpt(player),
                     db.path(),
                     known_values(player, "players",
                                  distinct_values(db,
                                                  "SELECT DISTINCT p.name FROM players p JOIN "
                                                  "seats s ON s.player_id = p.player_id ORDER BY 1",
                                                  "")));
}

std::string unknown_in_filter(Database& db, const StatsFilter& f) {
  const std::string in_game = f.game.empty() ? "" : " AND game = ?1";
  if (!f.game.empty() && !exists(db, "SELECT 1 FROM games WHERE game = ?1", f.game))
    return fmt::format(
        "--game: no record of the game '{}' in '{}'{}", excerpt(f.game), db.path(),
        known_values(
            f.game, "games",
            distinct_values(db, "SELECT DISTINCT game FROM games WHERE game IS NOT NULL ORDER BY 1",
                            "")));
  for (const std::string& ruleset : f.rulesets) {
    Statement s = db.prepare("SELECT 1 FROM games WHERE ruleset = ?2" + in_game);
    if (!f.game.empty()) s.bind(1, f.game);
    s.bind(2, ruleset);
    if (!s.step())
      return fmt::format("--ruleset: no record {}of the ruleset '{}' in '{}'{}",
                         f.game.empty() ? "" : fmt::format("of {} ", excerpt(f.game)),
                         excerpt(ruleset), db.path(),
                         known_values(ruleset, "rulesets",
                                      distinct_values(db,
                                                      "SELECT DISTINCT ruleset FROM games WHERE "
                                                      "ruleset IS NOT NULL" +
                                                          in_game + " ORDER BY 1",
                                                      f.game)));
  }
  if (!f.event.empty() && !exists(db, "SELECT 1 FROM games WHERE event = ?1", f.event))
    return fmt::format("--event: no record of the event '{}' in '{}'{}", excerpt(f.event),
                       db.path(),
                       known_values(f.event, "events",
                                    distinct_values(db,
                                                    "SELECT DISTINCT event FROM games WHERE event "
                                                    "IS NOT NULL" +
                                                        in_game + " ORDER BY 1",
                                                    f.game)));
  return unknown_player(db, "--player", f.player);
}

Stats compute_stats(Database& db, const StatsFilter& filter) {
  Stats stats;
  stats.filter = filter;
  std::map<std::string, size_t> index;
  const Where where(filter);
  // One read transaction: every section sees the same records, even while an import runs.
  // Inside the caller's transaction (the league site's snapshot), that one.
  const bool own_transaction = !db.in_transaction();
  if (own_transaction) db.exec("BEGIN");
  try {
    if (filter.on_rows()) make_filtered_totals(db, filter);
    read_verdicts(db, where, stats, index);
    read_players(db, where, stats, index);
    read_seats(db, where, stats, index);
    read_simulated_left_out(db, where, stats, index);
    read_rulesets(db, where, stats, index);
    read_result_only(db, where, stats, index);
    read_events(db, where, stats, index);
    read_score_parts(db, where, stats, index);
    read_lengths(db, where, stats, index);
    if (filter.on_rows()) drop_filtered_totals(db);
  } catch (...) {
    if (own_transaction) db.exec("ROLLBACK");
    throw;
  }
  if (own_transaction) db.exec("COMMIT");
  std::sort(stats.games.begin(), stats.games.end(),
            [](const GameStats& a, const GameStats& b) { return a.game < b.game; });
  for (GameStats& g : stats.games) {
    const Game* game = find_game(g.game);
    g.score_unit = game ? std::string(game->score_unit()) : "points";
  }
  return stats;
}

}  // namespace qm::store
