#include "games/loot/greedy_bot.h"

#include <fmt/format.h>

#include <stdexcept>

namespace qm::loot {

namespace {

const SeaMerchant* find_at_sea(const State& state, int number) {
  for (const SeaMerchant& m : state.at_sea())
    if (m.number == number) return &m;
  return nullptr;
}

// Who leads `m` once `side` adds `card` (a pirate) there; -1 when nobody (a tie). Mirrors
// State::leader(): the last captain or admiral wins, else the strictly strongest side.
int leader_after_attack(const State& state, const SeaMerchant& m, int side, Card card) {
  if (m.special_side >= 0) return m.special_side;
  std::array<int, kColours> strength{};
  std::array<int, kColours> owner{-1, -1, -1, -1};
  for (int c = 0; c < kColours; ++c) {
    owner[c] = m.colour_side[c];
    strength[c] = m.strength[c];
  }
  const int colour = int(card_colour(card));
  owner[colour] = side;
  strength[colour] += pirate_strength(card);
  int best = -1, best_strength = -1;
  bool tie = false;
  for (int c = 0; c < kColours; ++c) {
    if (owner[c] < 0) continue;
    if (strength[c] > best_strength) {
      best = owner[c];
      best_strength = strength[c];
      tie = false;
    } else if (strength[c] == best_strength) {
      tie = true;
    }
  }
  if (best < 0) return state.setup().side_of[m.owner];
  return tie ? -1 : best;
}

}  // namespace

int GreedyBot::score(const State& state, const Move& move) {
  const int side = state.setup().side_of[move.player];
  const SeaMerchant* m = move.target ? find_at_sea(state, move.target) : nullptr;
  const int value = m ? merchant_value(m->card) : 0;
  const bool ours = m && state.setup().side_of[m->owner] == side;
  const int leader = m ? state.leader(*m).side : -1;
  switch (move.verb) {
    case Verb::Draw:
      return 20;
    case Verb::Merchant:
      return 40 + merchant_value(*move.card);
    case Verb::Attack: {
      const int strength = pirate_strength(*move.card);
      if (!m || leader == side || leader_after_attack(state, *m, side, *move.card) != side)
        return -50 - strength;
      return (ours ? 200 : 100) + 10 * value - strength;
    }
    case Verb::Captain:
      if (!m || leader == side) return -60;
      return value >= 4 || state.deck_count() == 0 ? 80 + 10 * value : -10;
    case Verb::Admiral:
      if (!m || leader == side) return -60;
      return 150 + 10 * value;
    case Verb::Discard:
      return is_pirate(*move.card) ? 10 - pirate_strength(*move.card) : 0;
    case Verb::Pass:
      break;
  }
  return -1000;
}

Move GreedyBot::pick(const State& state, const std::vector<Move>& legal) {
  if (legal.empty()) throw std::logic_error("GreedyBot: no legal move");
  int best = 0;
  std::vector<size_t> ties;
  for (size_t i = 0; i < legal.size(); ++i) {
    const int s = score(state, legal[i]);
    if (ties.empty() || s > best) {
      best = s;
      ties.assign(1, i);
    } else if (s == best) {
      ties.push_back(i);
    }
  }
  return legal[ties.size() == 1 ? ties[0] : ties[size_t(rng_.below(ties.size()))]];
}

std::optional<Violation> LootGreedyBot::play_own(LootGameState& state, Chance& chance,
                                                 std::string* written) {
  state.begin_turn();
  legal_moves(state.state(), legal_);
  if (legal_.empty())
    throw std::logic_error(fmt::format("no legal move for player {} after move {}", state.to_move(),
                                       state.state().moves_played()));
  GreedyBot greedy(chance);
  Move move = greedy.pick(state.state(), legal_);
  if (move.verb == Verb::Draw) move.card = state.state().next_draw();
  return state.play(move, written);
}

}  // namespace qm::loot
