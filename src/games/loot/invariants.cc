#include "games/loot/invariants.h"

#include <fmt/format.h>

namespace qm::loot {

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

}  // namespace qm::loot
