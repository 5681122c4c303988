#include "games/einauge/deal.h"

#include <fmt/format.h>

namespace qm::einauge {

Setup deal_einauge(int players, sim::Rng& rng) {
  Setup setup;
  for (int p = 0; p < players; ++p) setup.player_names.push_back(fmt::format("P{}", p + 1));
  std::vector<int> colours = {0, 1, 2, 3, 4, 5, 6, 7};
  rng.shuffle(colours);
  const int remove = players <= 2 ? 3 : 5 - players;
  for (int i = 0; i < remove; ++i) setup.removed[size_t(colours[size_t(i)])] = true;
  std::vector<Card> pile;
  for (int c = 0; c < kIslandCards; ++c)
    if (!setup.removed[size_t(card_colour(Card(c)))]) pile.push_back(Card(c));
  rng.shuffle(pile);
  setup.display.assign(pile.begin(), pile.begin() + kDisplaySize);
  setup.desk.assign(pile.begin() + kDisplaySize, pile.begin() + kDisplaySize + 1);
  setup.deck.assign(pile.begin() + kDisplaySize + 1, pile.end());
  setup.deck_known = true;
  return setup;
}

}  // namespace qm::einauge
