#include "games/einauge/greedy_bot.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "games/einauge/scoring.h"

namespace qm::einauge {

namespace {

constexpr int kUnwanted = std::numeric_limits<int>::min() / 2;  // a card a player cannot use

// One player's holdings, changed by what-if moves: the bot tries every option on a copy of
// these (cheaper than copying the whole State, which keeps every event), and plays only
// the one it chooses through State::play. The others' chests per colour are all the worth
// needs of them (the majorities).
struct Holdings {
  const Options* options = nullptr;
  const std::array<bool, kColours>* removed = nullptr;
  PlayerState me;
  std::vector<std::array<int, kColours>> rivals;  // each other player's chests per colour

  Holdings(const State& s, int p)
      : options(&s.options()), removed(&s.setup().removed), me(s.player(p)) {
    for (int q = 0; q < s.players(); ++q)
      if (q != p) rivals.push_back(chests(s.player(q)));
  }

  static std::array<int, kColours> chests(const PlayerState& ps) {
    std::array<int, kColours> out{};
    for (const Column& col : ps.columns)
      if (col.colour >= 0) out[size_t(col.colour)] = col.sum.chests;
    return out;
  }

  // The end bonus if the game ended now: chest majorities (as rank_chests: 7/4/1 by the
  // number of players with more chests), or the colour bonus.
  int bonus() const {
    if (options->scoring == Scoring::Colours) return kColourJewels[size_t(colours_owned(me))];
    const std::array<int, kColours> mine = chests(me);
    int jewels = 0;
    for (size_t colour = 0; colour < size_t(kColours); ++colour) {
      if ((*removed)[colour] || mine[colour] <= 0) continue;
      size_t more = 0;
      for (const auto& rival : rivals) more += rival[colour] > mine[colour];
      jewels += chest_jewels(int(more));
    }
    return jewels;
  }

  int worth() const { return 5 * (me.jewels + bonus()) + me.ducats + 3 * me.sabres; }

  void place(Card card, int column) { me.place(card, column, options->cards); }

  // A sale: a jewel (card kNoCard) for 3 ducats, or an island card for 5.
  void sell(Card card) {
    if (card == kNoCard)
      me.sell_jewels(1);
    else
      me.sell_card(card, options->cards);
  }
};

// The columns `card` can go on for `ps`: for an island card {-1} (its colour's column, or
// a new one) when there is room; for a vessel each colour column with room, and a new pile.
std::vector<int> places(const PlayerState& ps, Card card) {
  if (!is_vessel(card)) {
    const int index = ps.column_of[size_t(card_colour(card))];
    if (index >= 0 && ps.columns[size_t(index)].cards.size() >= size_t(kColumnMax)) return {};
    return {-1};
  }
  std::vector<int> out = {kNewColumn};
  for (const Column& col : ps.columns)
    if (col.colour >= 0 && col.cards.size() < size_t(kColumnMax)) out.push_back(col.colour);
  return out;
}

// A buy and the sales that pay for it, with the worth it leaves.
struct BuyPlan {
  std::vector<Move> sales;
  Move buy;
  int worth = 0;
};

// The plan for buying `card` onto `column`, or nothing when the player cannot pay even after
// selling every jewel and every island card outside that column.
std::optional<BuyPlan> plan_buy(Holdings h, int p, Card card, int column) {
  const int cost = h.options->cards.cost(card);
  const int kept = is_vessel(card) ? (column == kNewColumn ? -1 : column) : card_colour(card);
  int assets = h.me.ducats + 3 * h.me.jewels;
  for (const Column& col : h.me.columns)
    for (Card c : col.cards) assets += col.colour != kept && !is_vessel(c) ? 5 : 0;
  if (assets < cost) return std::nullopt;
  BuyPlan plan;
  while (h.me.ducats < cost) {
    // The sale that leaves the most worth: a jewel, or one island card.
    std::vector<Card> options;
    if (h.me.jewels > 0) options.push_back(kNoCard);
    for (const Column& col : h.me.columns)
      for (Card c : col.cards)
        if (col.colour != kept && !is_vessel(c)) options.push_back(c);
    Card best = options.front();
    int best_worth = kUnwanted;
    for (Card c : options) {
      Holdings after = h;
      after.sell(c);
      if (after.worth() > best_worth) {
        best = c;
        best_worth = after.worth();
      }
    }
    h.sell(best);
    Move sale;
    sale.player = p;
    sale.verb = Verb::Sell;
    sale.card = best;
    sale.jewels = best == kNoCard ? 1 : 0;
    sale.next_buy_cost = cost;
    plan.sales.push_back(sale);
  }
  h.me.ducats -= cost;
  h.place(card, column);
  plan.buy.player = p;
  plan.buy.verb = Verb::Buy;
  plan.buy.card = card;
  plan.buy.column = is_vessel(card) ? column : -1;
  plan.worth = h.worth();
  return plan;
}

// The steals `p` can pay for, each with the worth it leaves.
std::vector<std::pair<Move, int>> steals(const State& s, int p) {
  const Holdings h(s, p);
  std::vector<std::pair<Move, int>> out;
  std::vector<Card> seen;
  for (Card c : s.desk()) {
    if (std::find(seen.begin(), seen.end(), c) != seen.end()) continue;  // vessels repeat
    seen.push_back(c);
    if (s.steal_cost(c) > s.player(p).sabres) continue;
    for (int column : places(s.player(p), c)) {
      Holdings after = h;
      after.me.sabres -= s.steal_cost(c);
      after.place(c, column);
      Move m;
      m.player = p;
      m.verb = Verb::Steal;
      m.card = c;
      m.column = is_vessel(c) ? column : -1;
      out.emplace_back(m, after.worth());
    }
  }
  return out;
}

// The index of the highest score, ties broken by `rng`; -1 for none.
int best_index(const std::vector<int>& scores, sim::Rng& rng) {
  std::vector<int> best;
  for (size_t i = 0; i < scores.size(); ++i) {
    if (!best.empty() && scores[i] < scores[size_t(best.front())]) continue;
    if (!best.empty() && scores[i] > scores[size_t(best.front())]) best.clear();
    best.push_back(int(i));
  }
  if (best.empty()) return -1;
  return best.size() == 1 ? best.front() : best[size_t(rng.below(best.size()))];
}

// The steal that raises p's worth most, if any raises it.
std::optional<Move> best_steal(const State& s, int p, sim::Rng& rng) {
  const std::vector<std::pair<Move, int>> options = steals(s, p);
  std::vector<int> gains;
  for (const auto& [move, worth] : options) gains.push_back(worth);
  const int i = best_index(gains, rng);
  if (i < 0 || options[size_t(i)].second <= einauge_worth(s, p)) return std::nullopt;
  return options[size_t(i)].first;
}

// What player q would gain by buying `card` (at its best place, paid from their ducats
// alone), or kUnwanted when they cannot place it.
int gain_for(const State& s, int q, Card card) {
  const Holdings h(s, q);
  const int before = h.worth();
  int best = kUnwanted;
  for (int column : places(s.player(q), card)) {
    Holdings after = h;
    after.me.ducats -= s.options().cards.cost(card);
    after.place(card, column);
    best = std::max(best, after.worth() - before);
  }
  return best;
}

}  // namespace

int einauge_worth(const State& state, int p) { return Holdings(state, p).worth(); }

std::vector<Move> EinaugeGreedyBot::turn(const State& state) {
  State s = state;
  const int p = s.to_move();
  // 1. The buy (with its sales) that leaves the most worth.
  std::vector<BuyPlan> plans;
  std::vector<int> worths;
  std::vector<Card> seen;
  const Holdings h(s, p);
  for (Card c : s.display()) {
    if (std::find(seen.begin(), seen.end(), c) != seen.end()) continue;  // vessels repeat
    seen.push_back(c);
    for (int column : places(s.player(p), c))
      if (std::optional<BuyPlan> plan = plan_buy(h, p, c, column)) {
        worths.push_back(plan->worth);
        plans.push_back(std::move(*plan));
      }
  }
  const int chosen = best_index(worths, rng_);
  if (chosen < 0) return {};  // a dead end: nothing it can pay for
  std::vector<Move> moves = plans[size_t(chosen)].sales;
  moves.push_back(plans[size_t(chosen)].buy);
  for (const Move& m : moves) must_play(s, m, "einauge greedy bot");
  // 2. A steal, when one pays.
  if (std::optional<Move> steal = best_steal(s, p, rng_)) {
    must_play(s, *steal, "einauge greedy bot");
    moves.push_back(*steal);
  }
  // 3. The move to the desk: deny the next player the card they want most, unless they
  // could steal it back from the desk.
  if (s.desk().size() < size_t(kDeskPlaces) && !s.display().empty()) {
    const int next = (p + 1) % s.players();
    std::vector<int> scores;
    for (Card c : s.display()) {
      const int gain = gain_for(s, next, c);
      const bool stealable = gain != kUnwanted && s.player(next).sabres >= s.steal_cost(c);
      scores.push_back(stealable ? -gain : gain);
    }
    Move move;
    move.player = p;
    move.verb = Verb::Move;
    move.card = s.display()[size_t(best_index(scores, rng_))];
    must_play(s, move, "einauge greedy bot");
    moves.push_back(move);
  }
  return moves;
}

Move EinaugeGreedyBot::final_action(const State& s) {
  const int p = s.to_move();
  if (std::optional<Move> steal = best_steal(s, p, rng_)) return *steal;
  Move pass;
  pass.player = p;
  pass.verb = Verb::Pass;
  return pass;
}

}  // namespace qm::einauge
