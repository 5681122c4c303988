#include "games/einauge/bot.h"

#include <fmt/format.h>

#include <array>
#include <memory>
#include <stdexcept>

#include "games/einauge/greedy_bot.h"
#include "games/einauge/notation.h"
#include "games/einauge/scoring.h"
#include "record/yaml_scalar.h"

namespace qm::einauge {

namespace {

void must_play(State& s, const Move& m) {
  if (std::optional<Violation> v = s.play(m))
    throw std::logic_error(fmt::format("einauge bot: illegal {}: {}", v->rule, v->message));
}

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

std::string check_einauge_invariants(const State& s, int sold) {
  int islands = 0, vessels = 0, in_play = 0;
  std::array<bool, kIslandCards> on_table{};
  std::string twice;  // an island card found twice on the table, or on it and in the pile
  auto count = [&](const std::vector<Card>& cards) {
    for (Card c : cards) {
      if (is_vessel(c)) {
        ++vessels;
        continue;
      }
      ++islands;
      if (on_table[c] || s.unseen(c)) twice = card_name(c);
      on_table[c] = true;
    }
  };
  count(s.display());
  count(s.desk());
  for (int c = 0; c < kColours; ++c) in_play += s.setup().removed[size_t(c)] ? 0 : kCosts;
  for (int p = 0; p < s.players(); ++p) {
    const PlayerState& ps = s.player(p);
    if (ps.sabres < 0 || ps.ducats < 0 || ps.jewels < 0)
      return fmt::format("player {} has a negative count", p + 1);
    for (const Column& col : ps.columns) {
      count(col.cards);
      Treasure sum;
      for (Card c : col.cards) {
        const Treasure& t = s.options().cards.of(c);
        sum.sabres += t.sabres;
        sum.ducats += t.ducats;
        sum.jewels += t.jewels;
        sum.chests += t.chests;
      }
      if (col.cards.empty() || col.cards.size() > size_t(kColumnMax))
        return fmt::format("player {} has a column of {} cards", p + 1, col.cards.size());
      if (sum.sabres != col.sum.sabres || sum.ducats != col.sum.ducats ||
          sum.jewels != col.sum.jewels || sum.chests != col.sum.chests)
        return fmt::format("player {}'s column does not pay the sum of its cards", p + 1);
    }
  }
  if (!twice.empty()) return fmt::format("{} is in two places", twice);
  if (islands + sold + s.pile_islands() != in_play)
    return fmt::format("{} island cards on the table, {} sold, {} in the pile: {} in play", islands,
                       sold, s.pile_islands(), in_play);
  if (vessels + s.pile_vessels() != kVessels)
    return fmt::format("{} vessels on the table, {} in the pile", vessels, s.pile_vessels());
  return "";
}

EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed) {
  return simulate_einauge(options, players, seed, EinaugeSimSettings{});
}

EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed,
                                const EinaugeSimSettings& settings) {
  sim::Rng rng(seed);
  EinaugeSimGame g;
  g.seed = seed;
  for (int p = 0; p < players; ++p) g.setup.player_names.push_back(fmt::format("P{}", p + 1));
  std::vector<int> colours = {0, 1, 2, 3, 4, 5, 6, 7};
  rng.shuffle(colours);
  const int remove = players <= 2 ? 3 : 5 - players;
  for (int i = 0; i < remove; ++i) g.setup.removed[size_t(colours[size_t(i)])] = true;
  std::vector<Card> pile;
  for (int c = 0; c < kIslandCards; ++c)
    if (!g.setup.removed[size_t(card_colour(Card(c)))]) pile.push_back(Card(c));
  rng.shuffle(pile);
  g.setup.display.assign(pile.begin(), pile.begin() + kDisplaySize);
  g.setup.desk.assign(pile.begin() + kDisplaySize, pile.begin() + kDisplaySize + 1);
  g.setup.deck.assign(pile.begin() + kDisplaySize + 1, pile.end());
  g.setup.deck_known = true;

  // One bot per seat, all drawing from the dealer's generator.
  std::vector<std::unique_ptr<EinaugePlayer>> bots;
  for (size_t p = 0; p < size_t(players); ++p) {
    if (settings.seats[p % settings.seats.size()] == EinaugeBotKind::Greedy)
      bots.push_back(std::make_unique<EinaugeGreedyBot>(rng));
    else
      bots.push_back(std::make_unique<EinaugeBot>(rng));
  }
  State s(options, g.setup);
  int sold = 0;
  auto play = [&](const Move& m) {
    must_play(s, m);
    g.moves.push_back(m);
    if (!settings.check_invariants) return;
    sold += m.verb == Verb::Sell && m.card != kNoCard;
    if (std::string broken = check_einauge_invariants(s, sold); !broken.empty())
      throw std::logic_error(fmt::format("einauge simulation, seed {}, after move {}: {}", seed,
                                         g.moves.size(), broken));
  };
  size_t next = 0;
  while (s.phase() == Phase::Turns) {
    std::vector<Move> turn = bots[size_t(s.to_move())]->turn(s);
    if (turn.empty()) {
      g.final_state = s;
      return g;
    }
    for (const Move& m : turn) play(m);
    Move reveal;
    reveal.verb = Verb::Reveal;
    for (int i = s.reveal_needed(); i > 0; --i) {
      Card c = kVessel;
      if (next < g.setup.deck.size()) c = g.setup.deck[next++];
      reveal.revealed[size_t(reveal.revealed_count++)] = c;
    }
    play(reveal);
  }
  while (s.phase() == Phase::FinalTurn) play(bots[size_t(s.to_move())]->final_action(s));
  g.completed = true;
  g.final_state = s;
  return g;
}

std::string write_einauge_record(const EinaugeSimGame& g, const Options& options,
                                 const EinaugeRecordInfo& info) {
  auto cards = [](const std::vector<Card>& list) {
    std::vector<std::string> names;
    for (Card c : list) names.push_back(card_name(c));
    return fmt::format("[{}]", fmt::join(names, ", "));
  };
  const std::vector<std::string>& players = g.setup.player_names;
  std::string out = "format: 1\ngame: einauge\n";
  out += fmt::format("ruleset: {}\n", yaml_scalar(info.ruleset));
  if (!info.id.empty()) out += fmt::format("id: {}\n", info.id);
  if (!info.date.empty()) out += fmt::format("date: {}\n", info.date);
  if (!info.event.empty()) out += fmt::format("event: {}\n", info.event);
  out += fmt::format("players: [{}]\n", fmt::join(players, ", "));
  std::vector<std::string> removed;
  for (int c = 0; c < kColours; ++c)
    if (g.setup.removed[size_t(c)]) removed.emplace_back(colour_name(c));
  out += fmt::format("removed: [{}]\n", fmt::join(removed, ", "));
  out += fmt::format("display: {}\ndesk: {}\n", cards(g.setup.display), cards(g.setup.desk));
  if (info.with_deck) out += fmt::format("deck: {}\n", cards(g.setup.deck));
  out += "moves:\n";
  for (const Move& m : g.moves) out += fmt::format("  - {}\n", format_move(m, players));
  if (info.with_result) {
    State s(options, g.setup);
    for (const Move& m : g.moves) must_play(s, m);
    Score score = einauge::score(s);
    std::vector<std::string> claims;
    for (size_t p = 0; p < players.size(); ++p)
      claims.push_back(fmt::format("{}: {}", players[p], score.players[p].total));
    out += fmt::format("result: {{{}}}\n", fmt::join(claims, ", "));
  }
  return out;
}

}  // namespace qm::einauge
