#include "loot_sim_support.h"

#include <fmt/format.h>

#include <stdexcept>

#include "games/loot/bot.h"
#include "games/loot/greedy_bot.h"
#include "games/loot/loot_game_state.h"

namespace qmtest {

namespace {

using qm::loot::LootGameState;
using qm::loot::Move;

// A seat's bot that shows the observer the table, the listed legal moves and its choice
// before it plays: the random bot picks from the list (games/loot/bot.h RandomBot), the
// greedy one as always.
class ObservedBot : public qm::BotOf<LootGameState> {
 public:
  ObservedBot(LootBotKind kind, const LootTurnObserver& observe) : kind_(kind), observe_(observe) {}
  std::optional<qm::Violation> play_own(LootGameState& state, qm::Chance& chance,
                                        std::string* written) override {
    state.begin_turn();
    qm::loot::legal_moves(state.state(), legal_);
    if (legal_.empty()) throw std::logic_error("no legal move");
    Move move;
    if (kind_ == LootBotKind::Greedy) {
      qm::loot::GreedyBot greedy(chance);
      move = greedy.pick(state.state(), legal_);
    } else {
      qm::loot::RandomBot random(chance);
      move = random.choose(state.state(), legal_);
    }
    if (move.verb == qm::loot::Verb::Draw) move.card = state.state().next_draw();
    observe_(state.state(), legal_, move);
    return state.play(move, written);
  }

 private:
  LootBotKind kind_;
  const LootTurnObserver& observe_;
  std::vector<Move> legal_;
};

}  // namespace

LootSimGame simulate_loot_game(const qm::loot::Options& options,
                               const std::vector<std::string>& players, uint64_t seed,
                               const LootTurnObserver& observe) {
  return simulate_loot_game(options, players, seed, LootSimSettings{}, observe);
}

LootSimGame simulate_loot_game(const qm::loot::Options& options,
                               const std::vector<std::string>& players, uint64_t seed,
                               const LootSimSettings& settings, const LootTurnObserver& observe) {
  const int n = int(players.size());
  if (settings.bots.size() > 1 && settings.bots.size() != size_t(n))
    throw std::invalid_argument(
        fmt::format("{} bots for {} players: give one, or one per seat", settings.bots.size(), n));
  qm::Chance chance(seed);
  auto start = std::make_unique<LootGameState>(options, n, chance);
  LootSimGame g{options,
                seed,
                start->state().setup(),
                start->deal()->hands,
                start->deal()->deck,
                {},
                start->state(),
                {},
                {}};
  qm::RandomMoveBot random;
  qm::loot::LootGreedyBot greedy;
  std::vector<std::unique_ptr<ObservedBot>> observed;
  std::vector<qm::Bot*> bots;
  for (int p = 0; p < n; ++p) {
    const LootBotKind kind = settings.bots.empty()
                                 ? LootBotKind::Random
                                 : settings.bots[settings.bots.size() == 1 ? 0 : size_t(p)];
    if (observe) {
      observed.push_back(std::make_unique<ObservedBot>(kind, observe));
      bots.push_back(observed.back().get());
    } else {
      bots.push_back(kind == LootBotKind::Greedy ? static_cast<qm::Bot*>(&greedy) : &random);
    }
  }
  qm::PlayOptions play;
  play.check_invariants = settings.check_invariants;
  play.seed = seed;
  play.after_move = [&](const qm::GameState& s) {
    g.moves.push_back(static_cast<const LootGameState&>(s).last_move());
  };
  g.played = qm::play_game(std::move(start), bots, chance, play);
  const auto& end = static_cast<const LootGameState&>(*g.played.end);
  g.final_state = end.state();
  for (long long s : end.outcome().scores) g.scores.push_back(int(s));
  return g;
}

std::string loot_record(const LootSimGame& game, const std::string& ruleset,
                        qm::loot::Visibility v) {
  return qm::loot::write_loot_record(game.played, ruleset, game.seed, v);
}

}  // namespace qmtest
