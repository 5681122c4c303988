#include "games/loot/bot.h"

#include <fmt/format.h>

#include <stdexcept>

namespace qm::loot {

namespace {

// The candidates: every move of the player to move that uses a card in their hand (and the
// draw). State::check() decides which are legal.
std::vector<Move> candidates(const State& state) {
  const int p = state.to_move();
  const CardCounts& hand = state.known_hand(p);
  std::vector<Move> moves;
  auto add = [&](Verb verb, int target, std::optional<Card> card) {
    Move m;
    m.player = p;
    m.verb = verb;
    m.target = target;
    m.card = card;
    moves.push_back(m);
  };
  add(Verb::Draw, 0, std::nullopt);
  for (int c = 0; c < kCardKinds; ++c)
    if (hand.n[c] > 0 && is_merchant(Card(c))) add(Verb::Merchant, 0, Card(c));
  for (const SeaMerchant& m : state.at_sea())
    for (int c = 0; c < kCardKinds; ++c)
      if (hand.n[c] > 0 && is_pirate(Card(c))) add(Verb::Attack, m.number, Card(c));
  bool has_captain = false;
  for (int c = 0; c < kColours; ++c) has_captain |= hand[captain_card(Colour(c))];
  if (has_captain)
    for (const SeaMerchant& m : state.at_sea()) add(Verb::Captain, m.number, std::nullopt);
  if (hand[kAdmiral])
    for (const SeaMerchant& m : state.at_sea()) add(Verb::Admiral, m.number, std::nullopt);
  for (int c = 0; c < kCardKinds; ++c)
    if (hand.n[c] > 0) add(Verb::Discard, 0, Card(c));
  return moves;
}

}  // namespace

std::vector<Move> legal_moves_checked(const State& state) {
  if (state.game_over()) return {};
  if (!state.pending_checks().empty()) {
    State begun = state;
    begun.begin_turn();
    return legal_moves_checked(begun);
  }
  std::vector<Move> legal;
  for (const Move& m : candidates(state))
    if (!state.check(m)) legal.push_back(m);
  return legal;
}

std::vector<Move> legal_moves(const State& state) {
  std::vector<Move> legal;
  legal_moves(state, legal);
  return legal;
}

void legal_moves(const State& state, std::vector<Move>& out) {
  out.clear();
  if (state.game_over()) return;
  const int p = state.to_move();
  if (!state.pending_checks().empty() || state.unknown_cards(p) > 0) {
    out = legal_moves_checked(state);
    return;
  }
  // The rules of State::check() for a full-information hand, candidate by candidate in
  // the order of candidates().
  const int side = state.setup().side_of[p];
  const CardCounts& hand = state.known_hand(p);
  const bool pile = state.deck_count() > 0;
  auto add = [&](Verb verb, int target, std::optional<Card> card) {
    Move m;
    m.player = p;
    m.verb = verb;
    m.target = target;
    m.card = card;
    out.push_back(m);
  };
  if (pile) add(Verb::Draw, 0, std::nullopt);
  for (int c = 0; c < 7; ++c)
    if (hand.n[c] > 0) add(Verb::Merchant, 0, Card(c));
  for (const SeaMerchant& m : state.at_sea()) {
    int own = -1;  // the colour this side attacks m with
    for (int k = 0; k < kColours; ++k)
      if (m.colour_side[k] == side) own = k;
    for (int c = 7; c < 23; ++c) {
      if (hand.n[c] == 0) continue;
      const int colour = int(card_colour(Card(c)));
      const int user = m.colour_side[colour];
      if ((user >= 0 && user != side) || (own >= 0 && own != colour)) continue;
      add(Verb::Attack, m.number, Card(c));
    }
  }
  bool has_captain = false;
  for (int c = 0; c < kColours; ++c) has_captain |= hand[captain_card(Colour(c))];
  if (has_captain)
    for (const SeaMerchant& m : state.at_sea()) {
      int own = -1;
      for (int k = 0; k < kColours; ++k)
        if (m.colour_side[k] == side) own = k;
      if (own < 0 || !hand[captain_card(Colour(own))]) continue;
      if (!state.options().captain_on_partner_ship && !(m.ship_players[own] & (1u << p))) continue;
      add(Verb::Captain, m.number, std::nullopt);
    }
  if (hand[kAdmiral])
    for (const SeaMerchant& m : state.at_sea()) {
      if (state.setup().side_of[m.owner] != side) continue;
      if (state.options().admiral_needs_attack) {
        bool attacked = false;
        for (int k = 0; k < kColours; ++k)
          attacked |= m.colour_side[k] >= 0 && m.colour_side[k] != side;
        if (!attacked) continue;
      }
      add(Verb::Admiral, m.number, std::nullopt);
    }
  if (!pile)
    for (int c = 7; c < kCardKinds; ++c)
      if (hand.n[c] > 0) add(Verb::Discard, 0, Card(c));
}

Move RandomBot::choose(const State& state) { return choose(state, legal_moves(state)); }

Move RandomBot::choose(const State& state, const std::vector<Move>& legal) {
  if (legal.empty())
    throw std::logic_error(fmt::format("no legal move for player {} after move {}", state.to_move(),
                                       state.moves_played()));
  return legal[size_t(rng_.below(legal.size()))];
}

}  // namespace qm::loot
