#include "report/site/player_data.h"

#include <map>
#include <unordered_map>

namespace qm::report::site {

namespace {

void summarise_game(const LeagueData& league, const GameRow& g, const SeatRow& seat,
                    PlayerData& p) {
  PlayerSummary& s = p.by_game[g.game];
  s.game = g.game;
  ++s.stored;
  if (g.status == "illegal") {
    ++s.disputed;
    if (g.violation_player == seat.player) ++s.broke;
  }
  if (!league.counts_in_standings(g)) return;
  for (const SideRow& side : g.sides)
    if (side.name == seat.side) {
      ++s.counted;
      if (side.winner) ++s.wins;
      s.score_sum += double(side.score);
    }
}

// One player's place in one rated game.
struct RatedPlace {
  const std::string* player;
  int rank;
  const std::string* side;
};

void add_meetings(const std::string& game, const store::GameRatings& ratings,
                  std::map<std::string, PlayerData>& players) {
  std::unordered_map<std::string, std::vector<RatedPlace>> by_record;
  for (const auto& [player, steps] : ratings.histories)
    for (const store::RatingStep& step : steps)
      by_record[step.record_id].push_back(RatedPlace{&player, step.rank, &step.side});
  std::map<std::pair<std::string, std::string>, Opponent> tally;
  for (const auto& [record, places] : by_record)
    for (const RatedPlace& a : places)
      for (const RatedPlace& b : places) {
        if (a.player == b.player) continue;
        Opponent& o = tally[{*a.player, *b.player}];
        ++o.games;
        if (*a.side == *b.side)
          ++o.partners;
        else if (a.rank < b.rank)
          ++o.ahead;
        else if (b.rank < a.rank)
          ++o.behind;
        else
          ++o.draws;
      }
  for (auto& [pair, o] : tally) {
    auto p = players.find(pair.first);
    if (p == players.end()) continue;
    o.game = game;
    o.opponent = pair.second;
    p->second.opponents.push_back(std::move(o));
  }
}

}  // namespace

std::map<std::string, PlayerData> gather_players(const LeagueData& league) {
  std::map<std::string, PlayerData> players;
  for (const GameRow& g : league.games)
    for (const SeatRow& seat : g.seats) {
      PlayerData& p = players[seat.player];
      p.name = seat.player;
      p.games.push_back(&g);
      summarise_game(league, g, seat, p);
    }
  for (const auto& [game, ratings] : league.ratings) add_meetings(game, ratings, players);
  return players;
}

}  // namespace qm::report::site
