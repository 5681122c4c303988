#include "games/loot/sim_game.h"

#include <fmt/format.h>

#include <stdexcept>

#include "games/loot/bot.h"
#include "games/loot/greedy_bot.h"
#include "games/loot/move_index.h"
#include "games/random.h"

namespace qm::loot {

namespace {

Setup make_setup(const Options& options, const std::vector<std::string>& players) {
  const int n = int(players.size());
  if (!options.allows_player_count(n))
    throw std::invalid_argument(
        fmt::format("{} players: this ruleset allows {}", n, options.player_counts()));
  Setup setup;
  setup.player_names = players;
  for (int p = 0; p < n; ++p) {
    if (options.partnership) {
      if (p % 2 == 0) setup.side_names.push_back(kTeamNames[p / 2]);
      setup.side_of.push_back(p / 2);
    } else {
      setup.side_names.push_back(players[p]);
      setup.side_of.push_back(p);
    }
  }
  return setup;
}

// Each side's score: the gold it captured less the merchants its players hold.
std::vector<int> true_scores(const State& state) {
  std::vector<int> scores(state.sides(), 0);
  for (const Capture& c : state.captures()) scores[c.side] += merchant_value(c.merchant.card);
  for (int p = 0; p < state.players(); ++p)
    scores[state.setup().side_of[p]] -= state.known_hand(p).merchant_gold();
  return scores;
}

// `move` in the long notation (see SimGame::long_moves), on the table it is played on.
Move long_form(const State& state, Move move) {
  for (const SeaMerchant& m : state.at_sea()) {
    if (m.number != move.target) continue;
    if (move.verb == Verb::Captain)
      for (int c = 0; c < kColours; ++c)
        if (m.colour_side[c] == state.setup().side_of[move.player]) move.colour = Colour(c);
    const int value = merchant_value(m.card);
    if (state.find_merchant(m.owner, value) == m.number) {
      move.target_owner = m.owner;
      move.target_value = value;
      move.target = 0;
    }
  }
  return move;
}

}  // namespace

std::string check_invariants(const State& state, const CardCounts& discarded) {
  const Setup& setup = state.setup();
  CardCounts all = discarded;
  CardCounts deck;
  for (size_t i = setup.deck.size() - size_t(state.deck_count()); i < setup.deck.size(); ++i)
    deck.add(setup.deck[i]);
  for (int c = 0; c < kCardKinds; ++c) all.add(Card(c), deck.n[c]);
  int hand_gold = 0;
  for (int p = 0; p < state.players(); ++p) {
    if (state.unknown_cards(p) != 0)
      return fmt::format("player {} has {} unknown cards in a full-information game", p,
                         state.unknown_cards(p));
    const CardCounts& hand = state.known_hand(p);
    for (int c = 0; c < kCardKinds; ++c) all.add(Card(c), hand.n[c]);
    hand_gold += hand.merchant_gold();
  }
  for (const Play& play : state.sea_plays()) all.add(play.card);
  int sea_gold = 0, end_gold = 0;
  for (const SeaMerchant& m : state.at_sea()) {
    all.add(m.card);
    sea_gold += merchant_value(m.card);
  }
  std::vector<int> captured(state.sides(), 0);
  for (const Capture& c : state.captures()) {
    all.add(c.merchant.card);
    captured[c.side] += merchant_value(c.merchant.card);
  }
  for (const SeaMerchant& m : state.discarded_at_end()) {
    all.add(m.card);
    end_gold += merchant_value(m.card);
  }
  const CardCounts full = CardCounts::full_deck();
  if (all.n != full.n || all.total != kDeckSize)
    return fmt::format("cards not conserved after move {}: counted {} ({}), expected the 78",
                       state.moves_played(), all.total, describe_cards(all));
  int captured_gold = 0;
  for (int side = 0; side < state.sides(); ++side) {
    if (captured[side] != state.captured_gold(side))
      return fmt::format("side {} captured merchants worth {} but is credited {}", side,
                         captured[side], state.captured_gold(side));
    captured_gold += captured[side];
  }
  const int gold = captured_gold + sea_gold + hand_gold + deck.merchant_gold() + end_gold;
  if (gold != 100)
    return fmt::format(
        "gold not conserved after move {}: captured {} + at sea {} + hands {} + deck {} + "
        "discarded {} = {}",
        state.moves_played(), captured_gold, sea_gold, hand_gold, deck.merchant_gold(), end_gold,
        gold);
  return "";
}

std::string_view bot_name(BotKind bot) { return bot == BotKind::Greedy ? "greedy" : "random"; }

std::optional<BotKind> parse_bot(std::string_view name) {
  if (name == "random") return BotKind::Random;
  if (name == "greedy") return BotKind::Greedy;
  return std::nullopt;
}

SimDeal deal_sim_game(const Options& options, const std::vector<std::string>& players,
                      sim::Rng& rng) {
  SimDeal dealt{make_setup(options, players), {}, {}};
  const int n = int(players.size());
  std::vector<Card> cards;
  const CardCounts full = CardCounts::full_deck();
  for (int c = 0; c < kCardKinds; ++c) cards.insert(cards.end(), full.n[c], Card(c));
  rng.shuffle(cards);
  dealt.hands.resize(size_t(n));
  dealt.setup.dealt.resize(size_t(n));
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < kHandSize; ++i) {
      const Card c = cards[size_t(p * kHandSize + i)];
      dealt.hands[size_t(p)].push_back(c);
      dealt.setup.dealt[size_t(p)].add(c);
    }
  dealt.deck.assign(cards.begin() + n * kHandSize, cards.end());
  dealt.setup.deck = dealt.deck;
  dealt.setup.deck_known = true;
  return dealt;
}

SimGame simulate_loot_game(const Options& options, const std::vector<std::string>& players,
                           uint64_t seed, const TurnObserver& observe) {
  return simulate_loot_game(options, players, seed, SimSettings{}, observe);
}

SimGame simulate_loot_game(const Options& options, const std::vector<std::string>& players,
                           uint64_t seed, const SimSettings& settings,
                           const TurnObserver& observe) {
  const int n = int(players.size());
  sim::Rng rng(seed);
  SimDeal dealt = deal_sim_game(options, players, rng);
  Setup& setup = dealt.setup;
  std::vector<std::vector<Card>>& deal = dealt.hands;
  std::vector<Card>& deck = dealt.deck;

  State state(options, setup);
  if (settings.bots.size() > 1 && settings.bots.size() != size_t(n))
    throw std::invalid_argument(
        fmt::format("{} bots for {} players: give one, or one per seat", settings.bots.size(), n));
  RandomBot random_bot(rng);
  GreedyBot greedy_bot(rng);
  std::vector<LootBot*> bots(size_t(n), &random_bot);
  std::vector<bool> random(size_t(n), true);
  for (int p = 0; p < n && !settings.bots.empty(); ++p)
    if (settings.bots[settings.bots.size() == 1 ? 0 : size_t(p)] == BotKind::Greedy) {
      bots[size_t(p)] = &greedy_bot;
      random[size_t(p)] = false;
    }
  std::vector<Move> moves, long_moves;
  moves.reserve(2 * kDeckSize);
  CardCounts discarded;
  // Every move either draws or plays a card from a hand, so a game has fewer than
  // 2 x 78 moves; the bound only guards against an engine that never ends the game.
  const int max_moves = 2 * kDeckSize;
  std::vector<Move> legal;  // reused: no allocation per move
  while (!state.game_over()) {
    if (int(moves.size()) >= max_moves)
      throw std::logic_error(
          fmt::format("seed {}: the game did not end in {} moves", seed, max_moves));
    state.begin_turn();
    Move move;
    if (random[size_t(state.to_move())] && !observe && state.unknown_cards(state.to_move()) == 0) {
      // The fast path: the same choice as RandomBot over legal_moves(), without the list.
      const LegalMoveIndex index(state);
      if (index.size() == 0)
        throw std::logic_error(fmt::format("seed {}: no legal move for player {} after move {}",
                                           seed, state.to_move(), moves.size()));
      move = index.at(size_t(rng.below(index.size())));
    } else {
      legal_moves(state, legal);
      if (legal.empty())
        throw std::logic_error(fmt::format("seed {}: no legal move for player {} after move {}",
                                           seed, state.to_move(), moves.size()));
      move = bots[size_t(state.to_move())]->pick(state, legal);
    }
    if (move.verb == Verb::Draw) move.card = state.next_draw();
    if (observe) observe(state, legal, move);
    if (settings.long_moves) long_moves.push_back(long_form(state, move));
    if (std::optional<Violation> v = state.play(move))
      throw std::logic_error(fmt::format("seed {}: move {} offered as legal was refused: {}: {}",
                                         seed, moves.size() + 1, v->rule, v->message));
    if (move.verb == Verb::Discard) discarded.add(*move.card);
    moves.push_back(move);
    if (!settings.check_invariants) continue;
    if (std::string broken = check_invariants(state, discarded); !broken.empty())
      throw std::logic_error(fmt::format("seed {}: {}", seed, broken));
  }
  std::vector<int> scores = true_scores(state);
  return SimGame{.options = options,
                 .seed = seed,
                 .setup = std::move(setup),
                 .deal = std::move(deal),
                 .deck = std::move(deck),
                 .moves = std::move(moves),
                 .long_moves = std::move(long_moves),
                 .final_state = std::move(state),
                 .scores = std::move(scores)};
}

}  // namespace qm::loot
