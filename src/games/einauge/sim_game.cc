#include "games/einauge/sim_game.h"

#include <fmt/format.h>

#include <memory>
#include <stdexcept>

#include "games/einauge/deal.h"
#include "games/einauge/greedy_bot.h"
#include "games/einauge/invariants.h"

namespace qm::einauge {

EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed) {
  return simulate_einauge(options, players, seed, EinaugeSimSettings{});
}

EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed,
                                const EinaugeSimSettings& settings) {
  sim::Rng rng(seed);
  EinaugeSimGame g;
  g.seed = seed;
  g.setup = deal_einauge(players, rng);

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

}  // namespace qm::einauge
