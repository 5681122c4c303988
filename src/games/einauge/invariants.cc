#include "games/einauge/invariants.h"

#include <fmt/format.h>

#include <array>
#include <span>

namespace qm::einauge {

std::string check_einauge_invariants(const State& s, int sold) {
  int islands = 0, vessels = 0, in_play = 0;
  std::array<bool, kIslandCards> on_table{};
  std::string twice;  // an island card found twice on the table, or on it and in the pile
  auto count = [&](std::span<const Card> cards) {
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

}  // namespace qm::einauge
