// The simulations' fast legal-move generator (games/loot/bot.h legal_moves) gives exactly
// the list State::check() accepts (legal_moves_checked), in the same order, on every
// position of many simulated games under every option that changes legality.
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include "games/game.h"
#include "games/loot/bot.h"
#include "games/loot/move_index.h"
#include "games/loot/options.h"
#include "games/loot/sim_game.h"
#include "games/registry.h"
#include "rules/ruleset.h"

namespace {

std::string describe(const std::vector<qm::loot::Move>& moves) {
  std::string s;
  for (const qm::loot::Move& m : moves)
    s += fmt::format("{}:{}@{}:{} ", int(m.verb), m.player, m.target, m.card ? int(*m.card) : -1);
  return s;
}

}  // namespace

TEST_CASE("fast legal moves equal the moves State::check() accepts") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  struct Config {
    const char* ruleset;
    int players;
    bool admiral_needs_attack, captain_on_partner_ship;
  };
  const Config configs[] = {
      {"loot/standard", 2, false, false},    {"loot/standard", 5, false, false},
      {"loot/partnership", 4, false, false}, {"loot/partnership", 6, true, false},
      {"loot/partnership", 4, true, true},   {"loot/house-end-captures", 3, true, false}};
  long positions = 0;
  for (const Config& config : configs)
    for (qm::loot::BotKind bot : {qm::loot::BotKind::Random, qm::loot::BotKind::Greedy}) {
      qm::loot::Options options = qm::loot::Options::from(library.get(config.ruleset)->options);
      options.admiral_needs_attack = config.admiral_needs_attack;
      options.captain_on_partner_ship = config.captain_on_partner_ship;
      std::vector<std::string> names(qm::loot::kPlayerNames.begin(),
                                     qm::loot::kPlayerNames.begin() + config.players);
      qm::loot::SimSettings settings;
      settings.bots = {bot};
      for (uint64_t seed = 0; seed < 40; ++seed)
        qm::loot::simulate_loot_game(
            options, names, seed, settings,
            [&](const qm::loot::State& state, const std::vector<qm::loot::Move>& legal,
                const qm::loot::Move&) {
              ++positions;
              const std::vector<qm::loot::Move> checked = qm::loot::legal_moves_checked(state);
              if (describe(legal) != describe(checked))
                FAIL(config.ruleset << " seed " << seed << " move " << state.moves_played() + 1
                                    << "\n fast:    " << describe(legal)
                                    << "\n checked: " << describe(checked));
              const qm::loot::LegalMoveIndex index(state);
              std::vector<qm::loot::Move> indexed;
              for (size_t k = 0; k < index.size(); ++k) indexed.push_back(index.at(k));
              if (describe(indexed) != describe(checked))
                FAIL(config.ruleset << " seed " << seed << " move " << state.moves_played() + 1
                                    << "\n index:   " << describe(indexed)
                                    << "\n checked: " << describe(checked));
            });
    }
  CHECK(positions > 50000);
}

TEST_CASE("the random bot's fast path plays the same games as the bot over the listed moves") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  for (const char* ruleset : {"loot/standard", "loot/partnership-it"}) {
    const qm::loot::Options options = qm::loot::Options::from(library.get(ruleset)->options);
    const int players = options.partnership ? 4 : 3;
    std::vector<std::string> names(qm::loot::kPlayerNames.begin(),
                                   qm::loot::kPlayerNames.begin() + players);
    for (uint64_t seed = 0; seed < 100; ++seed) {
      // An observer makes the simulation list the moves and ask RandomBot.
      const auto listed = qm::loot::simulate_loot_game(
          options, names, seed, qm::loot::SimSettings{},
          [](const qm::loot::State&, const std::vector<qm::loot::Move>&, const qm::loot::Move&) {});
      qm::loot::SimSettings fast;
      fast.check_invariants = false;
      const auto indexed = qm::loot::simulate_loot_game(options, names, seed, fast);
      REQUIRE(describe(listed.moves) == describe(indexed.moves));
    }
  }
}
