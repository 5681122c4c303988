#include "store/ratings.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_map>

#include "store/record_filter.h"
#include "store/seat_sides.h"

namespace qm::store {

namespace {

// One side of a stored game: its score (or the range hidden cards leave) and its players.
struct Side {
  std::string name;
  long long low = 0, high = 0;
  std::vector<size_t> players;  // indices into GameTable::players
};

struct Game {
  long long game_id = -1;
  std::string game, record_id, date, ruleset;
  std::vector<Side> sides;  // in side_no order
};

// The ratings of one game being built, game after game.
struct GameTable {
  GameRatings out;
  std::unordered_map<std::string, size_t> index;

  size_t player(const std::string& name, const math::WengLinParams& params) {
    if (auto known = index.find(name); known != index.end()) return known->second;
    auto [it, added] = index.emplace(name, out.players.size());
    if (added) {
      out.players.emplace_back();
      out.players.back().player = name;
      out.players.back().rating = math::initial_rating(params);
    }
    return it->second;
  }
};

// Each side's rank (1 + the sides surely ahead of it), or nullopt when two sides' order is
// not settled: their score ranges overlap and are not the same exact score.
std::optional<std::vector<int>> settled_ranks(const std::vector<Side>& sides) {
  std::vector<int> ranks(sides.size(), 1);
  for (size_t s = 0; s < sides.size(); ++s)
    for (size_t t = 0; t < sides.size(); ++t) {
      if (s == t) continue;
      const Side& a = sides[s];
      const Side& b = sides[t];
      if (b.low > a.high)
        ++ranks[s];
      else if (!(a.low > b.high) && !(a.low == a.high && b.low == b.high && a.low == b.low))
        return std::nullopt;
    }
  return ranks;
}

HeadToHead empty_record(const std::string& a, const std::string& b) {
  HeadToHead h;
  h.a = a;
  h.b = b;
  return h;
}

class Rater {
 public:
  explicit Rater(const RatingsRequest& request) : request_(request) {}

  void rate(Game& g, GameTable& table) {
    // A side no seat plays for (none is stored so) cannot be rated.
    std::erase_if(g.sides, [](const Side& s) { return s.players.empty(); });
    if (g.sides.size() < 2) {
      ++table.out.single_side;
      return;
    }
    const std::optional<std::vector<int>> ranks = settled_ranks(g.sides);
    if (!ranks) {
      ++table.out.unsettled;
      return;
    }
    ++table.out.rated;
    // The buffers are kept from game to game: 100,000 games are rated in one go.
    teams_.resize(g.sides.size());
    rank_values_.clear();
    for (size_t s = 0; s < g.sides.size(); ++s) {
      teams_[s].clear();
      for (size_t p : g.sides[s].players) teams_[s].push_back(table.out.players[p].rating);
      rank_values_.push_back((*ranks)[s]);
    }
    const auto updated = math::plackett_luce_update(teams_, rank_values_, request_.params);
    for (size_t s = 0; s < g.sides.size(); ++s)
      for (size_t m = 0; m < g.sides[s].players.size(); ++m) {
        PlayerRating& p = table.out.players[g.sides[s].players[m]];
        const bool asked = p.player == request_.history_player;
        if (asked || request_.every_history) {
          RatingStep step{g.record_id, g.date,          g.ruleset, int(g.sides.size()),
                          (*ranks)[s], g.sides[s].name, p.rating,  updated[s][m]};
          if (request_.every_history) table.out.histories[p.player].push_back(step);
          if (asked) table.out.history.push_back(std::move(step));
        }
        p.rating = updated[s][m];
        ++p.games;
        if ((*ranks)[s] == 1) ++p.firsts;
        p.last_date = g.date;
      }
    if (request_.pair) meet(g, *ranks, table);
  }

 private:
  // Adds the game to the head-to-head record when both players of the pair played it.
  void meet(const Game& g, const std::vector<int>& ranks, GameTable& table) {
    const auto& [a, b] = *request_.pair;
    std::optional<size_t> side_a, side_b;
    for (size_t s = 0; s < g.sides.size(); ++s)
      for (size_t p : g.sides[s].players) {
        if (table.out.players[p].player == a) side_a = s;
        if (table.out.players[p].player == b) side_b = s;
      }
    if (!table.out.head_to_head) table.out.head_to_head = empty_record(a, b);
    if (!side_a || !side_b) return;
    HeadToHead& h = *table.out.head_to_head;
    Meeting m{g.record_id, g.date, ranks[*side_a], ranks[*side_b], *side_a == *side_b};
    ++h.games;
    if (m.partners)
      ++h.partners;
    else if (m.rank_a < m.rank_b)
      ++h.a_ahead;
    else if (m.rank_b < m.rank_a)
      ++h.b_ahead;
    else
      ++h.draws;
    h.meetings.push_back(std::move(m));
  }

  const RatingsRequest& request_;
  std::vector<std::vector<math::SkillRating>> teams_;
  std::vector<double> rank_values_;
};

}  // namespace

RecordsWhere::RecordsWhere(const RatingsFilter& f)
    : players(f.players), records(record_conditions(f.event, f.from, f.to, "")) {
  if (!f.game.empty()) {
    sql += " AND g.game = ?";
    texts.push_back(f.game);
  }
  if (!f.rulesets.empty()) {
    sql += " AND g.ruleset IN (";
    for (size_t i = 0; i < f.rulesets.size(); ++i) sql += i ? ", ?" : "?";
    sql += ")";
    texts.insert(texts.end(), f.rulesets.begin(), f.rulesets.end());
  }
  if (players) sql += " AND g.player_count = ?";
  sql += records.sql;
}

void RecordsWhere::bind(Statement& s) const {
  int i = 1;
  for (const std::string& t : texts) s.bind(i++, t);
  if (players) s.bind(i++, *players);
  records.bind(s, i);
}

Ratings compute_ratings(Database& db, const RatingsRequest& request) {
  // Each table is read once, in its own key order, and joined here by game_id: joining in
  // SQL and sorting the seats of 100,000 games took several times longer.
  ReadTransaction snapshot(db);
  const RecordsWhere where(request.filter);
  Statement select = db.prepare(
      fmt::format("SELECT g.game_id, g.game, g.id, g.date, g.ruleset, g.source FROM games g "
                  "WHERE g.status = 'valid' AND g.finished = 1 AND g.stored_as = 'tables'{} "
                  "ORDER BY g.game_id",
                  where.sql));
  where.bind(select);
  std::vector<Game> games;
  std::map<std::string, long long> simulated;  // left out, by game
  while (select.step()) {
    if (!request.filter.include_simulated && select.text(5) == "simulated") {
      ++simulated[select.text(1)];
      continue;
    }
    Game g;
    g.game_id = select.integer(0);
    g.game = select.text(1);
    g.record_id = select.text(2);
    g.date = select.optional_text(3).value_or("");
    g.ruleset = select.text(4);
    games.push_back(std::move(g));
  }
  auto find = [&](long long game_id) { return row_of_game(games, game_id); };

  for (Statement s =
           db.prepare("SELECT game_id, side_no, side, score, score_min, score_max FROM scores "
                      "ORDER BY game_id, side_no");
       s.step();) {
    Game* g = find(s.integer(0));
    if (!g) continue;
    if (g->sides.empty()) g->sides.reserve(4);
    Side side;
    side.name = s.text(2);
    side.low = s.optional_integer(4).value_or(s.integer(3));
    side.high = s.optional_integer(5).value_or(s.integer(3));
    g->sides.push_back(std::move(side));
  }

  std::map<std::string, GameTable> tables;
  std::vector<GameTable*> table_of(games.size());
  for (size_t i = 0; i < games.size(); ++i) {
    GameTable& t = tables[games[i].game];
    t.out.game = games[i].game;
    table_of[i] = &t;
  }
  for (const auto& [game, count] : simulated) {
    GameTable& t = tables[game];
    t.out.game = game;
    t.out.simulated = count;
  }
  for_each_seat_side(db, [&](const SeatSide& seat) {
    Game* g = find(seat.game_id);
    if (!g) return;
    for (Side& side : g->sides)
      if (side.name == seat.side) {
        side.players.push_back(
            table_of[size_t(g - games.data())]->player(seat.player, request.params));
        break;
      }
  });

  // Rated by date (undated games last), then in the order stored.
  std::vector<size_t> order(games.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
    const std::string& a = games[x].date;
    const std::string& b = games[y].date;
    if (a.empty() != b.empty()) return b.empty();
    return a < b;
  });
  Rater rater(request);
  for (size_t i : order) rater.rate(games[i], *table_of[i]);

  Ratings result;
  for (auto& [name, t] : tables) {
    // Players seen only in games left out have no rating to show.
    std::erase_if(t.out.players, [](const PlayerRating& p) { return p.games == 0; });
    std::sort(t.out.players.begin(), t.out.players.end(),
              [](const PlayerRating& x, const PlayerRating& y) {
                if (x.rating.ordinal() != y.rating.ordinal())
                  return x.rating.ordinal() > y.rating.ordinal();
                if (x.rating.mu != y.rating.mu) return x.rating.mu > y.rating.mu;
                return x.player < y.player;
              });
    if (request.pair && !t.out.head_to_head)
      t.out.head_to_head = empty_record(request.pair->first, request.pair->second);
    result.games.push_back(std::move(t.out));
  }
  return result;
}

}  // namespace qm::store
