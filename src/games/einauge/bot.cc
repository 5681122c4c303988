#include "games/einauge/bot.h"

#include <fmt/format.h>

#include <stdexcept>

namespace qm::einauge {

void must_play(State& s, const Move& m, std::string_view who) {
  if (std::optional<Violation> v = s.play(m))
    throw std::logic_error(fmt::format("{}: illegal {}: {}", who, v->rule, v->message));
}

namespace {

// A column for a vessel: one of the player's colour columns with room, or a new one.
int vessel_column(const State& s, int p, sim::Rng& rng) {
  std::vector<int> options = {kNewColumn};
  for (const Column& col : s.player(p).columns)
    if (col.colour >= 0 && col.cards.size() < size_t(kColumnMax)) options.push_back(col.colour);
  return options[size_t(rng.below(options.size()))];
}

std::vector<Card> own_island_cards(const State& s, int p) {
  std::vector<Card> cards;
  for (const Column& col : s.player(p).columns)
    for (Card c : col.cards)
      if (!is_vessel(c)) cards.push_back(c);
  return cards;
}

}  // namespace

std::vector<Card> buyable_cards(const State& s, int p) {
  const PlayerState& ps = s.player(p);
  const int assets = ps.ducats + 3 * ps.jewels + 5 * int(own_island_cards(s, p).size());
  std::vector<Card> buyable;
  for (Card c : s.display()) {
    bool placeable = is_vessel(c) || !s.check_place(p, c, -1);
    if (placeable && s.options().cards.cost(c) <= assets) buyable.push_back(c);
  }
  return buyable;
}

std::vector<Move> EinaugeBot::turn(const State& state) {
  State s = state;
  const int p = s.to_move();
  std::vector<Move> moves;
  auto play = [&](Move m) {
    m.player = p;
    must_play(s, m);
    moves.push_back(m);
  };
  const std::vector<Card> buyable = buyable_cards(s, p);
  if (buyable.empty()) return {};
  const Card target = buyable[size_t(rng_.below(buyable.size()))];
  const int cost = s.options().cards.cost(target);
  while (s.player(p).ducats < cost) {
    Move sell;
    sell.verb = Verb::Sell;
    sell.next_buy_cost = cost;
    if (s.player(p).jewels > 0) {
      sell.jewels = 1;
    } else {
      std::vector<Card> cards = own_island_cards(s, p);
      // Keep the colour of the card bought, so that its column stays.
      std::vector<Card> other;
      for (Card c : cards)
        if (is_vessel(target) || card_colour(c) != card_colour(target)) other.push_back(c);
      const std::vector<Card>& pool = other.empty() ? cards : other;
      sell.card = pool[size_t(rng_.below(pool.size()))];
    }
    play(sell);
  }
  Move buy;
  buy.verb = Verb::Buy;
  buy.card = target;
  if (is_vessel(target)) buy.column = vessel_column(s, p, rng_);
  play(buy);
  if (rng_.below(2) == 1) {
    std::vector<Card> stealable;
    for (Card c : s.desk())
      if (s.steal_cost(c) <= s.player(p).sabres && (is_vessel(c) || !s.check_place(p, c, -1)))
        stealable.push_back(c);
    if (!stealable.empty()) {
      Move steal;
      steal.verb = Verb::Steal;
      steal.card = stealable[size_t(rng_.below(stealable.size()))];
      if (is_vessel(steal.card)) steal.column = vessel_column(s, p, rng_);
      play(steal);
    }
  }
  if (s.desk().size() < size_t(kDeskPlaces) && !s.display().empty()) {
    Move move;
    move.verb = Verb::Move;
    move.card = s.display()[size_t(rng_.below(s.display().size()))];
    play(move);
  }
  return moves;
}

Move EinaugeBot::final_action(const State& s) {
  const int p = s.to_move();
  Move m;
  m.player = p;
  m.verb = Verb::Pass;
  std::vector<Card> stealable;
  for (Card c : s.desk())
    if (s.steal_cost(c) <= s.player(p).sabres && (is_vessel(c) || !s.check_place(p, c, -1)))
      stealable.push_back(c);
  if (!stealable.empty() && rng_.below(4) != 0) {
    m.verb = Verb::Steal;
    m.card = stealable[size_t(rng_.below(stealable.size()))];
    if (is_vessel(m.card)) m.column = vessel_column(s, p, rng_);
  }
  return m;
}

std::optional<EinaugeBotKind> parse_einauge_bot(std::string_view name) {
  if (name == "random") return EinaugeBotKind::Random;
  if (name == "greedy") return EinaugeBotKind::Greedy;
  return std::nullopt;
}

}  // namespace qm::einauge
