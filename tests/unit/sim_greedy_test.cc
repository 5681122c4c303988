// The greedy Loot bot (games/loot/greedy_bot.h): it plays legal games that keep every
// invariant, makes the choices its header promises in simple positions, and beats random
// players by a margin no chance explains.
#include <catch2/catch.hpp>

#include <cmath>

#include "games/game.h"
#include "games/loot/greedy_bot.h"
#include "games/loot/options.h"
#include "games/loot/sim_game.h"
#include "games/registry.h"
#include "math/stats.h"
#include "rules/ruleset.h"

namespace {

using qm::loot::BotKind;
using qm::loot::SimSettings;

qm::loot::Options standard() {
  qm::RulesetLibrary library(&qm::game_option_specs);
  return qm::loot::Options::from(library.get("loot/standard")->options);
}

}  // namespace

TEST_CASE("greedy bot: one greedy seat against two random ones wins far above 1/3") {
  const qm::loot::Options options = standard();
  const int games = 600;
  double greedy_wins = 0;
  for (int i = 0; i < games; ++i) {
    SimSettings settings;
    settings.bots.assign(3, BotKind::Random);
    const int seat = i % 3;  // rotate the greedy seat: no seat advantage helps it
    settings.bots[size_t(seat)] = BotKind::Greedy;
    const qm::loot::SimGame g = qm::loot::simulate_loot_game(options, {"Anna", "Bruno", "Carla"},
                                                             uint64_t(1000 + i), settings);
    int best = *std::max_element(g.scores.begin(), g.scores.end());
    if (g.scores[size_t(seat)] == best) greedy_wins += 1;
  }
  const double rate = greedy_wins / games;
  // One-sample z-test of the win rate against 1/3 (the rate of an equal player).
  const double z = (rate - 1.0 / 3) / std::sqrt((1.0 / 3) * (2.0 / 3) / games);
  INFO("greedy win rate " << rate << ", z = " << z);
  CHECK(z > 5);  // p < 3e-7
}

TEST_CASE("greedy bot: all-greedy games are legal and keep the invariants") {
  const qm::loot::Options options = standard();
  SimSettings settings;
  settings.bots = {BotKind::Greedy};
  settings.check_invariants = true;
  for (int n = 2; n <= 5; ++n)
    for (uint64_t seed = 0; seed < 40; ++seed) {
      std::vector<std::string> names(qm::loot::kPlayerNames.begin(),
                                     qm::loot::kPlayerNames.begin() + n);
      REQUIRE_NOTHROW(qm::loot::simulate_loot_game(options, names, seed, settings));
    }
}

TEST_CASE("greedy bot: defends its merchant, attacks where it can win, keeps its captain") {
  using namespace qm::loot;
  // Anna's m5 is at sea, attacked by Bruno with blue-2: Anna should win it back with the
  // weakest pirate that leads (gold-3 beats blue-2; gold-1 does not), not draw.
  Setup setup;
  setup.player_names = {"Anna", "Bruno"};
  setup.side_names = {"Anna", "Bruno"};
  setup.side_of = {0, 1};
  CardCounts anna, bruno;
  for (Card c : {merchant_card(5), pirate_card(Colour::Gold, 1), pirate_card(Colour::Gold, 3),
                 pirate_card(Colour::Gold, 4), captain_card(Colour::Gold), merchant_card(2)})
    anna.add(c);
  for (Card c : {pirate_card(Colour::Blue, 2), merchant_card(6), pirate_card(Colour::Green, 1),
                 pirate_card(Colour::Green, 2), merchant_card(3), merchant_card(4)})
    bruno.add(c);
  setup.dealt = {anna, bruno};
  State state(standard(), setup);
  auto move = [](int player, Verb verb, int target, std::optional<Card> card) {
    Move m;
    m.player = player;
    m.verb = verb;
    m.target = target;
    m.card = card;
    return m;
  };
  REQUIRE(!state.play(move(0, Verb::Merchant, 0, merchant_card(5))));
  REQUIRE(!state.play(move(1, Verb::Attack, 1, pirate_card(Colour::Blue, 2))));
  state.begin_turn();
  using qm::loot::GreedyBot;
  const int defend =
      GreedyBot::score(state, move(0, Verb::Attack, 1, pirate_card(Colour::Gold, 3)));
  CHECK(defend > GreedyBot::score(state, move(0, Verb::Attack, 1, pirate_card(Colour::Gold, 4))));
  CHECK(defend > GreedyBot::score(state, move(0, Verb::Attack, 1, pirate_card(Colour::Gold, 1))));
  CHECK(defend > GreedyBot::score(state, move(0, Verb::Draw, 0, std::nullopt)));
  CHECK(defend > GreedyBot::score(state, move(0, Verb::Merchant, 0, merchant_card(2))));
  // Anna defends; Bruno puts his m6 to sea; Anna attacks it where she can win.
  REQUIRE(!state.play(move(0, Verb::Attack, 1, pirate_card(Colour::Gold, 3))));
  REQUIRE(!state.play(move(1, Verb::Merchant, 0, merchant_card(6))));
  state.begin_turn();
  const int attack =
      GreedyBot::score(state, move(0, Verb::Attack, 2, pirate_card(Colour::Gold, 1)));
  CHECK(attack > GreedyBot::score(state, move(0, Verb::Draw, 0, std::nullopt)));
  CHECK(attack > GreedyBot::score(state, move(0, Verb::Merchant, 0, merchant_card(2))));
  // Her captain is kept while she leads @2 (scored as Anna's move on the table after it).
  REQUIRE(!state.play(move(0, Verb::Attack, 2, pirate_card(Colour::Gold, 1))));
  const Move captain = move(0, Verb::Captain, 2, std::nullopt);
  CHECK(GreedyBot::score(state, captain) <
        GreedyBot::score(state, move(0, Verb::Draw, 0, std::nullopt)));
  // Bruno contests @2 (green-2 against gold-1): now the captain beats drawing, and a pirate
  // that wins outright (gold-4) beats the captain.
  REQUIRE(!state.play(move(1, Verb::Attack, 2, pirate_card(Colour::Green, 2))));
  state.begin_turn();
  REQUIRE(!state.check(captain));
  CHECK(GreedyBot::score(state, captain) >
        GreedyBot::score(state, move(0, Verb::Draw, 0, std::nullopt)));
  CHECK(GreedyBot::score(state, move(0, Verb::Attack, 2, pirate_card(Colour::Gold, 4))) >
        GreedyBot::score(state, captain));
}
