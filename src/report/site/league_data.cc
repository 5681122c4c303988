#include "report/site/league_data.h"

#include <fmt/format.h>

#include <map>

#include "games/game.h"
#include "games/registry.h"
#include "store/seat_sides.h"

namespace qm::report::site {

namespace {

// The moves a disputed record's page shows around its offending one.
constexpr int kMovesBefore = 50, kMovesAfter = 10;

std::string league_text(const store::Statement& s, int column) {
  return s.optional_text(column).value_or("");
}

void load_games(store::Database& db, LeagueData& out) {
  store::Statement s = db.prepare(
      "SELECT game_id, id, game, ruleset, date, event, status, source, move_count, finished, "
      "complete, violation_move, violation_line, violation_player, violation_rule, "
      "violation_message, error_line, error_column, error_message, result_only FROM games "
      "ORDER BY game_id");
  while (s.step()) {
    GameRow g;
    g.game_id = s.integer(0);
    g.id = s.text(1);
    g.game = league_text(s, 2);
    g.ruleset = league_text(s, 3);
    g.date = league_text(s, 4);
    g.event = league_text(s, 5);
    g.status = s.text(6);
    g.simulated = s.text(7) == "simulated";
    g.move_count = s.integer(8);
    g.finished = s.integer(9) != 0;
    g.complete = s.integer(10) != 0;
    g.violation_move = s.optional_integer(11);
    g.violation_line = s.optional_integer(12);
    g.violation_player = league_text(s, 13);
    g.violation_rule = league_text(s, 14);
    g.violation_message = league_text(s, 15);
    g.error_line = s.optional_integer(16);
    g.error_column = s.optional_integer(17);
    g.error_message = league_text(s, 18);
    g.result_only = s.integer(19) != 0;
    out.games.push_back(std::move(g));
  }
}

// The seats with their players' names and sides (the team, in partnership games).
void load_seats(store::Database& db, LeagueData& out) {
  GameRow* g = nullptr;
  store::for_each_seat_side(db, [&](const store::SeatSide& seat) {
    if (!g || g->game_id != seat.game_id) g = store::row_of_game(out.games, seat.game_id);
    if (g) g->seats.push_back(SeatRow{seat.seat, seat.player, seat.side});
  });
}

void load_scores(store::Database& db, LeagueData& out) {
  GameRow* g = nullptr;
  for (store::Statement s =
           db.prepare("SELECT game_id, side, score, score_min, score_max, winner FROM scores "
                      "ORDER BY game_id, side_no");
       s.step();) {
    if (!g || g->game_id != s.integer(0)) g = store::row_of_game(out.games, s.integer(0));
    if (!g) continue;
    SideRow side;
    side.name = s.text(1);
    side.score = s.integer(2);
    side.low = s.optional_integer(3);
    side.high = s.optional_integer(4);
    side.winner = s.integer(5) != 0;
    g->sides.push_back(std::move(side));
  }
  g = nullptr;
  for (store::Statement s = db.prepare(
           "SELECT game_id, side_no, part, value FROM score_parts ORDER BY game_id, side_no, "
           "part_no");
       s.step();) {
    if (!g || g->game_id != s.integer(0)) g = store::row_of_game(out.games, s.integer(0));
    const size_t side_no = size_t(s.integer(1));
    if (!g || side_no >= g->sides.size()) continue;
    g->sides[side_no].parts.emplace_back(s.text(2), s.integer(3));
  }
}

// The moves of the disputed records around the offending one (kMovesBefore before it,
// kMovesAfter after; the last ones for a check after the last move): a record of a million
// moves is not a page of a million rows.
void load_disputed_moves(store::Database& db, LeagueData& out) {
  GameRow* g = nullptr;
  for (store::Statement s = db.prepare(fmt::format(
           "SELECT m.game_id, m.ply, coalesce(m.notation, m.fields), m.source_line FROM moves m "
           "JOIN games g ON g.game_id = m.game_id WHERE g.status = 'illegal' AND m.ply BETWEEN "
           "coalesce(nullif(g.violation_move, 0), g.move_count) - {} AND "
           "coalesce(nullif(g.violation_move, 0), g.move_count) + {} "
           "ORDER BY m.game_id, m.ply",
           kMovesBefore, kMovesAfter));
       s.step();) {
    if (!g || g->game_id != s.integer(0)) g = store::row_of_game(out.games, s.integer(0));
    if (!g) continue;
    g->moves.push_back(MoveRow{s.integer(1), s.text(2), s.optional_integer(3)});
  }
}

// Every ruleset's `qm stats` figures, and the histogram of its game lengths (over every
// player count, as length_stats keeps them).
void load_rulesets(store::Database& db, LeagueData& out) {
  store::Statement s = db.prepare(
      "SELECT game, ruleset, moves, sum(games) FROM length_stats GROUP BY game, ruleset, moves "
      "ORDER BY game, ruleset, moves");
  std::map<std::pair<std::string, std::string>, std::vector<std::pair<long long, long long>>>
      lengths;
  // The histogram holds a value per game: a count no store of these records can have (a
  // totals table changed by another program) would ask for gigabytes.
  const long long records = db.query_integer("SELECT count(*) FROM games");
  while (s.step()) {
    if (s.integer(3) < 0 || s.integer(3) > records)
      throw store::StoreError(fmt::format(
          "'{}': its totals count more games than it holds (the file was changed by another "
          "program, or is damaged); run 'qm check --db {}'",
          db.path(), db.path()));
    lengths[{s.text(0), s.text(1)}].emplace_back(s.integer(2), s.integer(3));
  }

  std::map<std::pair<std::string, std::string>, bool> seen;
  for (const GameRow& g : out.games)
    if (!g.game.empty() && !g.ruleset.empty()) seen[{g.game, g.ruleset}] = true;
  for (const auto& [key, unused] : seen) {
    RulesetData r;
    r.game = key.first;
    r.ruleset = key.second;
    store::StatsFilter filter;
    filter.game = r.game;
    filter.rulesets = {r.ruleset};
    filter.include_simulated = out.include_simulated;
    store::Stats stats = store::compute_stats(db, filter);
    if (!stats.games.empty()) r.stats = std::move(stats.games.front());
    r.stats.game = r.game;
    if (auto it = lengths.find(key); it != lengths.end()) r.lengths = it->second;
    out.rulesets.push_back(std::move(r));
  }
}

void load_ratings(store::Database& db, LeagueData& out) {
  store::RatingsRequest request;
  request.every_history = true;
  request.filter.include_simulated = out.include_simulated;
  for (store::GameRatings& g : store::compute_ratings(db, request).games)
    out.ratings.emplace(g.game, std::move(g));
}

}  // namespace

const GameRow* LeagueData::find(long long game_id) const {
  return store::row_of_game(games, game_id);
}

LeagueData load_league(store::Database& db, const store::StandingsRequest& standings) {
  LeagueData out;
  out.database = db.path();
  out.include_simulated = standings.filter.include_simulated;
  out.standings_request = standings;
  // One snapshot: every page shows the same records, even while an import runs.
  store::ReadTransaction snapshot(db);
  load_games(db, out);
  load_seats(db, out);
  load_scores(db, out);
  load_disputed_moves(db, out);
  load_rulesets(db, out);
  load_ratings(db, out);
  out.standings = store::compute_standings(db, standings);
  for (const GameRow& g : out.games)
    if (!g.game.empty() && !out.score_units.count(g.game)) {
      const Game* game = find_game(g.game);
      out.score_units[g.game] = game ? std::string(game->score_unit()) : "points";
    }
  return out;
}

}  // namespace qm::report::site
