#include "store/standings.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "store/seat_sides.h"

namespace qm::store {

std::string_view criterion_name(StandingsCriterion c) {
  switch (c) {
    case StandingsCriterion::WinRate:
      return "win-rate";
    case StandingsCriterion::Points:
      return "points";
    case StandingsCriterion::Rating:
      return "rating";
    case StandingsCriterion::Wins:
      return "wins";
  }
  return "?";
}

std::optional<StandingsCriterion> parse_criterion(std::string_view name) {
  for (StandingsCriterion c : {StandingsCriterion::WinRate, StandingsCriterion::Points,
                               StandingsCriterion::Rating, StandingsCriterion::Wins})
    if (criterion_name(c) == name) return c;
  return std::nullopt;
}

std::string ranking_sentence(const StandingsRequest& r) {
  switch (r.criterion) {
    case StandingsCriterion::WinRate:
      return fmt::format(
          "Ranked by win rate (a shared win counts for each winner) among the players with at "
          "least {} game{}{}, then by games and mean score; the others follow, unranked.",
          r.min_games, r.min_games == 1 ? "" : "s",
          r.by_event && r.min_games > 1 ? " (in an event's table, every player)" : "");
    case StandingsCriterion::Points:
      return "Ranked by points (in each game, 1 for every opposing side that finished behind, "
             "½ for every one level), then by win rate.";
    case StandingsCriterion::Rating:
      return "Ranked by rating (qm ratings' conservative μ − 3σ), then by μ; players without a "
             "rated game follow, unranked.";
    case StandingsCriterion::Wins:
      return "Ranked by wins (a shared win counts for each winner), then by win rate and mean "
             "score.";
  }
  return "";
}

namespace {

// One counted game, as the standings need it.
struct CountedGame {
  long long game_id = 0;
  std::string game, event;
  bool simulated = false, result_only = false;
  struct Side {
    std::string name;
    long long score = 0;
    bool winner = false;
  };
  std::vector<Side> sides;
  std::vector<std::pair<std::string, std::string>> seats;  // (player, side)
};

using Tally = std::map<std::string, StandingRow>;  // by player

void tally_game(const CountedGame& g, Tally& tally) {
  for (const auto& seat : g.seats) {
    const std::string& player = seat.first;
    const std::string& side_name = seat.second;  // a lambda cannot capture a binding in Clang 14
    auto side = std::find_if(g.sides.begin(), g.sides.end(),
                             [&](const CountedGame::Side& s) { return s.name == side_name; });
    if (side == g.sides.end()) continue;
    StandingRow& row = tally[player];
    row.player = player;
    ++row.games;
    if (side->winner) ++row.wins;
    row.score_sum += double(side->score);
    for (const CountedGame::Side& other : g.sides) {
      if (&other == &*side) continue;
      if (other.score < side->score) row.points += 1;
      if (other.score == side->score) row.points += 0.5;
    }
  }
}

// Whether the criterion ranks the row at all.
bool ranked_by(const StandingsRequest& r, const StandingRow& row) {
  if (r.criterion == StandingsCriterion::WinRate) return row.games >= r.min_games;
  if (r.criterion == StandingsCriterion::Rating) return row.rating.has_value();
  return true;
}

// The criterion's keys, most significant first (larger is better).
std::vector<double> keys_of(const StandingsRequest& r, const StandingRow& row) {
  switch (r.criterion) {
    case StandingsCriterion::WinRate:
      return {row.win_rate(), double(row.games), row.mean_score()};
    case StandingsCriterion::Points:
      return {row.points, row.win_rate()};
    case StandingsCriterion::Rating:
      return row.rating ? std::vector<double>{row.rating->ordinal(), row.rating->mu}
                        : std::vector<double>{};
    case StandingsCriterion::Wins:
      return {double(row.wins), row.win_rate(), row.mean_score()};
  }
  return {};
}

Standings ranked(const StandingsRequest& request, Standings out, Tally& tally,
                 const std::map<std::string, math::SkillRating>& ratings) {
  struct Keyed {
    bool ranked;
    std::vector<double> keys;
    StandingRow row;
  };
  std::vector<Keyed> rows;
  for (auto& [name, row] : tally) {
    if (auto r = ratings.find(name); r != ratings.end()) row.rating = r->second;
    const bool is_ranked = ranked_by(request, row);
    rows.push_back(Keyed{is_ranked, keys_of(request, row), std::move(row)});
  }
  std::stable_sort(rows.begin(), rows.end(), [](const Keyed& a, const Keyed& b) {
    if (a.ranked != b.ranked) return a.ranked;
    if (a.keys != b.keys) return a.keys > b.keys;
    return a.row.player < b.row.player;
  });
  int place = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    if (!rows[i].ranked) break;
    // Equal by the criterion: the same place.
    if (i == 0 || rows[i].keys != rows[i - 1].keys) place = int(i) + 1;
    rows[i].row.place = place;
  }
  for (Keyed& k : rows) out.rows.push_back(std::move(k.row));
  return out;
}

std::vector<CountedGame> counted_games(Database& db, const StandingsRequest& request,
                                       std::map<std::string, long long>& simulated_left_out) {
  const RecordsWhere where(request.filter);
  Statement select = db.prepare(fmt::format(
      "SELECT g.game_id, g.game, g.event, g.source, g.result_only FROM games g WHERE g.status "
      "= 'valid' AND g.finished = 1 AND g.stored_as = 'tables'{} ORDER BY g.game_id",
      where.sql));
  where.bind(select);
  std::vector<CountedGame> games;
  while (select.step()) {
    const bool simulated = select.text(3) == "simulated";
    if (simulated && !request.filter.include_simulated) {
      ++simulated_left_out[select.text(1)];
      continue;
    }
    CountedGame g;
    g.game_id = select.integer(0);
    g.game = select.text(1);
    g.event = select.optional_text(2).value_or("");
    g.simulated = simulated;
    g.result_only = select.integer(4) != 0;
    games.push_back(std::move(g));
  }
  // The other tables once each, in game_id order, joined here (as store/ratings.cc does).
  auto find = [&](long long game_id) { return row_of_game(games, game_id); };
  for (Statement s =
           db.prepare("SELECT game_id, side, score, winner FROM scores ORDER BY game_id, side_no");
       s.step();)
    if (CountedGame* g = find(s.integer(0)))
      g->sides.push_back(CountedGame::Side{s.text(1), s.integer(2), s.integer(3) != 0});
  for_each_seat_side(db, [&](const SeatSide& seat) {
    if (CountedGame* g = find(seat.game_id)) g->seats.emplace_back(seat.player, seat.side);
  });
  return games;
}

}  // namespace

std::vector<GameStandings> compute_standings(Database& db, const StandingsRequest& request) {
  // One snapshot (or the caller's): the ratings and the tallies see the same records.
  ReadTransaction snapshot(db);
  std::map<std::string, long long> simulated_left_out;
  const std::vector<CountedGame> games = counted_games(db, request, simulated_left_out);

  struct Tallies {
    Tally overall;
    long long games = 0, result_only = 0;
    std::map<std::string, std::pair<Tally, long long>> events;
    std::pair<Tally, long long> simulated;
  };
  std::map<std::string, Tallies> by_game;
  for (const auto& [game, n] : simulated_left_out) by_game[game];
  for (const CountedGame& g : games) {
    Tallies& t = by_game[g.game];
    tally_game(g, t.overall);
    ++t.games;
    t.result_only += g.result_only;
    if (!request.by_event) continue;
    // Each simulated game has an event of its own (its seed): they are one table.
    if (g.simulated) {
      tally_game(g, t.simulated.first);
      ++t.simulated.second;
    } else if (!g.event.empty()) {
      auto& [tally, n] = t.events[g.event];
      tally_game(g, tally);
      ++n;
    }
  }

  RatingsRequest ratings_request;
  ratings_request.filter = request.filter;
  std::map<std::string, std::map<std::string, math::SkillRating>> ratings;  // game, player
  for (const GameRatings& g : compute_ratings(db, ratings_request).games)
    for (const PlayerRating& p : g.players) ratings[g.game][p.player] = p.rating;

  std::vector<GameStandings> out;
  for (auto& [game, t] : by_game) {
    const auto& rated = ratings[game];
    GameStandings g;
    g.game = game;
    g.result_only = t.result_only;
    if (auto left = simulated_left_out.find(game); left != simulated_left_out.end())
      g.simulated_left_out = left->second;
    Standings overall;
    overall.games = t.games;
    g.overall = ranked(request, std::move(overall), t.overall, rated);
    // An event (an evening, a round) is a few games each: its table ranks every player.
    StandingsRequest in_event = request;
    in_event.min_games = 1;
    for (auto& [event, tally] : t.events) {
      Standings e;
      e.event = event;
      e.games = tally.second;
      g.events.push_back(ranked(in_event, std::move(e), tally.first, rated));
    }
    if (t.simulated.second > 0) {
      Standings e;
      e.simulated = true;
      e.games = t.simulated.second;
      g.events.push_back(ranked(in_event, std::move(e), t.simulated.first, rated));
    }
    out.push_back(std::move(g));
  }
  return out;
}

}  // namespace qm::store
