// The game registry (games/registry.h): the folders' games registered once each, in their
// listed order, and everything a command asks of a game found through it: the `--bot`
// choices and the simulators (sim/simulator.h).
#include <catch2/catch.hpp>

#include <stdexcept>

#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "sim/simulator.h"

namespace {

// A game that can only be listed: enough to test the registry's order and names.
class ListedGame : public qm::Game {
 public:
  explicit ListedGame(std::string name) { type_.name = std::move(name); }
  const qm::GameType& type() const override { return type_; }
  const qm::RulesSpec& rules_spec() const override { return spec_; }
  std::unique_ptr<qm::GameState> open(const qm::Record&, const qm::Ruleset&) const override {
    throw std::logic_error("a listed game has no records");
  }
  std::unique_ptr<qm::GameState> new_game(const qm::Ruleset&, int, qm::sim::Rng&) const override {
    throw std::logic_error("a listed game has no games");
  }

 private:
  qm::GameType type_;
  qm::RulesSpec spec_;
};

std::string names(const qm::GameRegistry& registry) {
  std::string s;
  for (const qm::Game* g : registry.games()) s += std::string(g->name()) + " ";
  return s;
}

}  // namespace

TEST_CASE("every folder's game is registered once, Loot listed first") {
  CHECK(qm::known_games().rfind("loot, einauge", 0) == 0);
  REQUIRE(qm::find_game("loot") != nullptr);
  CHECK(qm::find_game("loot")->name() == "loot");
  CHECK(qm::find_game("einauge")->name() == "einauge");
  CHECK(qm::find_game("chess") == nullptr);
  CHECK(qm::game_option_specs("einauge") == &qm::find_game("einauge")->rules_spec());
}

TEST_CASE("a registry lists games by place, then in the order added, each name once") {
  const ListedGame d("d");  // outlives the registry
  qm::GameRegistry registry;
  registry.add(std::make_unique<ListedGame>("c"));
  registry.add(std::make_unique<ListedGame>("b"), 2);
  registry.add(std::make_unique<ListedGame>("a"), 1);
  registry.add(d);
  CHECK(names(registry) == "a b c d ");
  CHECK(registry.find("d") == &d);
  CHECK(registry.find("c")->name() == "c");
  CHECK(registry.find("e") == nullptr);
  CHECK_THROWS_AS(registry.add(std::make_unique<ListedGame>("b")), std::logic_error);
  CHECK_THROWS_AS(registry.add(d), std::logic_error);
  CHECK(names(registry) == "a b c d ");
}

TEST_CASE("the bots and simulators come from the games' registrations") {
  CHECK(qm::sim::simulator_bots("loot") == std::vector<std::string>{"random", "greedy", "ismcts"});
  CHECK(qm::sim::simulator_bots("einauge") ==
        std::vector<std::string>{"random", "greedy", "ismcts"});
  CHECK(qm::sim::simulator_bots("pirates") ==
        std::vector<std::string>{"random", "greedy", "ismcts"});
  CHECK(qm::sim::simulator_bots("chess").empty());
  CHECK(qm::sim::all_simulator_bots() == std::vector<std::string>{"random", "greedy", "ismcts"});

  qm::RulesetLibrary library(&qm::game_option_specs);
  const qm::sim::SimSpec spec{*library.get("loot/standard"), 3, "clever", false, {}};
  try {
    qm::sim::make_simulator("chess", spec);
    FAIL("no exception");
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()) ==
          "no simulator for the game 'chess' yet (simulators: loot, einauge, pirates)");
  }
  try {
    qm::sim::make_simulator("loot", spec);
    FAIL("no exception");
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()) == "unknown bot 'clever' (bots: random, greedy, ismcts)");
  }
  qm::sim::SimSpec greedy = spec;
  greedy.bot = "greedy";
  CHECK(qm::sim::make_simulator("loot", greedy) != nullptr);
}
