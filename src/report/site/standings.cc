#include "report/site/standings.h"

#include <algorithm>
#include <map>

namespace qm::report::site {

namespace {

// Rows being added up, by player.
using StandingTally = std::map<std::string, StandingRow>;

void tally_game(const GameRow& g, StandingTally& tally) {
  for (const SeatRow& seat : g.seats) {
    auto side = std::find_if(g.sides.begin(), g.sides.end(),
                             [&](const SideRow& s) { return s.name == seat.side; });
    if (side == g.sides.end()) continue;
    StandingRow& row = tally[seat.player];
    row.player = seat.player;
    ++row.games;
    if (side->winner) ++row.wins;
    row.score_sum += double(side->score);
  }
}

using RatingByPlayer = std::map<std::string, math::SkillRating>;

Standings ranked(std::string event, long long games, StandingTally& tally,
                 const RatingByPlayer& ratings) {
  Standings out;
  out.event = std::move(event);
  out.games = games;
  for (auto& [name, row] : tally) {
    if (auto r = ratings.find(name); r != ratings.end()) row.rating = r->second;
    out.rows.push_back(std::move(row));
  }
  std::sort(out.rows.begin(), out.rows.end(), [](const StandingRow& a, const StandingRow& b) {
    if (a.wins != b.wins) return a.wins > b.wins;
    if (a.win_rate() != b.win_rate()) return a.win_rate() > b.win_rate();
    if (a.mean_score() != b.mean_score()) return a.mean_score() > b.mean_score();
    return a.player < b.player;
  });
  return out;
}

}  // namespace

std::vector<GameStandings> compute_standings(const LeagueData& league) {
  struct Tallies {
    StandingTally overall;
    long long games = 0;
    std::map<std::string, std::pair<StandingTally, long long>> events;
  };
  std::map<std::string, Tallies> by_game;
  for (const GameRow& g : league.games) {
    if (!league.counts_in_standings(g)) continue;
    Tallies& t = by_game[g.game];
    tally_game(g, t.overall);
    ++t.games;
    if (g.event.empty()) continue;
    auto& [event_tally, event_games] = t.events[g.event];
    tally_game(g, event_tally);
    ++event_games;
  }
  std::vector<GameStandings> out;
  for (auto& [game, t] : by_game) {
    RatingByPlayer ratings;
    if (auto rated = league.ratings.find(game); rated != league.ratings.end())
      for (const store::PlayerRating& r : rated->second.players) ratings[r.player] = r.rating;
    GameStandings g;
    g.game = game;
    g.overall = ranked("", t.games, t.overall, ratings);
    for (auto& [event, tally] : t.events)
      g.events.push_back(ranked(event, tally.second, tally.first, ratings));
    out.push_back(std::move(g));
  }
  return out;
}

}  // namespace qm::report::site
