// The one state of each game (games/game_state.h) and the one simulation loop on it
// (games/play.h): checking the games' invariants after every move changes nothing of a game
// (the same records, byte for byte, and the same outcomes), also for a ruleset given as a
// path; the random-bot and greedy games of the regression corpus come out byte for byte
// (the games the games' own simulators wrote before there was one loop); a copy of a state
// plays on alone.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <regex>
#include <sstream>

#include "games/game.h"
#include "games/game_state.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"
#include "sim/simulation.h"
#include "sim/simulator.h"
#include "test_support.h"

namespace {

// The same game of `seed` from the simulation with and without its invariants checked.
void require_same_games(const std::string& ruleset_name, int players, int games,
                        const std::string& bot = "random") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::shared_ptr<const qm::Ruleset> ruleset = library.get(ruleset_name);
  const qm::sim::SimSpec spec{*ruleset, players, bot, false, {}};
  const std::unique_ptr<qm::sim::Simulator> own = qm::sim::make_simulator(ruleset->game, spec);
  qm::sim::SimSpec checked = spec;
  checked.check_invariants = true;  // the same games, checked after every move
  const qm::sim::Simulator generic(*qm::find_game(ruleset->game), checked);
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = qm::sim::game_seed(11, uint64_t(i));
    INFO(ruleset_name << ", " << players << " players, game " << i);
    std::string own_record, generic_record;
    const qm::sim::SimOutcome a = own->play(seed, &own_record);
    const qm::sim::SimOutcome b = generic.play(seed, &generic_record);
    REQUIRE(generic_record == own_record);
    CHECK(b.moves == a.moves);
    CHECK(b.side_of_seat == a.side_of_seat);
    CHECK(b.scores == a.scores);
    CHECK(b.winners == a.winners);
    REQUIRE(b.figures.size() == a.figures.size());
    for (size_t f = 0; f < a.figures.size(); ++f) {
      CHECK(b.figures[f].name == a.figures[f].name);
      CHECK(b.figures[f].value == a.figures[f].value);
      CHECK(b.figures[f].share == a.figures[f].share);
      CHECK(b.figures[f].pooled == a.figures[f].pooled);
      CHECK(b.figures[f].of == a.figures[f].of);
    }
  }
}

}  // namespace

TEST_CASE("Loot's simulated games are the same with their invariants checked, byte for byte") {
  for (int players = 2; players <= 5; ++players) require_same_games("loot/standard", players, 12);
  for (int players : {4, 6, 8}) require_same_games("loot/partnership", players, 8);
  require_same_games("loot/house-end-captures", 3, 8);
  require_same_games(qmtest::source_path("rulesets/loot/standard-ja.yaml"), 4, 4);
  require_same_games("loot/standard", 3, 6, "greedy");
}

TEST_CASE("Einauge's simulated games are the same with their invariants checked, byte for byte") {
  for (int players = 2; players <= 5; ++players) {
    require_same_games("einauge/standard", players, 12);
    require_same_games("einauge/colours", players, 6);
  }
  require_same_games(qmtest::source_path("rulesets/einauge/colours.yaml"), 3, 4);
  require_same_games("einauge/standard", 3, 6, "greedy");
}

TEST_CASE("the simulation stops at an Einauge dead end, and its record says so") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::shared_ptr<const qm::Ruleset> ruleset =
      library.get(qmtest::source_path("tests/rulesets/einauge-no-income.yaml"));
  const qm::sim::SimSpec spec{*ruleset, 5, "random", false, {}};
  const std::unique_ptr<qm::sim::Simulator> own = qm::sim::make_simulator("einauge", spec);
  qm::sim::SimSpec checked = spec;
  checked.check_invariants = true;
  const qm::sim::Simulator generic(*qm::find_game("einauge"), checked);
  int dead_ends = 0;
  for (uint64_t i = 0; i < 5000 && dead_ends < 3; ++i) {
    const uint64_t seed = qm::sim::game_seed(1, i);
    if (own->play(seed, nullptr).figures.back().value != 1.0) continue;  // "dead ends"
    INFO("game " << i);
    std::string own_record, generic_record;
    own->play(seed, &own_record);
    const qm::sim::SimOutcome out = generic.play(seed, &generic_record);
    CHECK(out.figures.back().value == 1.0);
    REQUIRE(generic_record.rfind("# dead end: ", 0) == 0);
    CHECK(generic_record == own_record);
    ++dead_ends;
  }
  CHECK(dead_ends == 3);
}

TEST_CASE("the simulation writes the games of the regression corpus, byte for byte") {
  // The `sim` lines of tests/regression/update.sh (as sim_reproducible_test.cc reads them),
  // random and greedy: `sim "$loot" loot/standard 3 20 1 random`.
  std::istringstream script(qmtest::file_text(qmtest::source_path("tests/regression/update.sh")));
  const std::regex corpus_line(R"(^(\w+)=(tests/regression/\S+)$)");
  const std::regex sim_line(R"re(^\s*sim "\$(\w+)" (\S+) (\d+) (\d+) (\d+) (\w+)\s*$)re");
  std::map<std::string, std::string> corpora;
  qm::RulesetLibrary library(&qm::game_option_specs);
  int runs = 0;
  std::smatch m;
  for (std::string line; std::getline(script, line);) {
    if (std::regex_match(line, m, corpus_line)) corpora[m[1]] = m[2];
    if (!std::regex_match(line, m, sim_line)) continue;
    const std::string ruleset_name = m[2];
    const int players = std::stoi(m[3]);
    const uint64_t games = std::stoull(m[4]), seed = std::stoull(m[5]);
    const std::string bot = m[6];
    const std::filesystem::path dir = qmtest::source_path(
        fmt::format("{}/sim/{}-{}p-{}", corpora.at(m[1]),
                    ruleset_name.substr(ruleset_name.find('/') + 1), players, bot));
    const std::shared_ptr<const qm::Ruleset> ruleset = library.get(ruleset_name);
    const qm::sim::Simulator generic(*qm::find_game(ruleset->game),
                                     {*ruleset, players, bot, false, {}});
    qm::sim::simulate_records(generic, seed, {0, games}, 2, [&](uint64_t i, std::string& record) {
      const std::filesystem::path file = dir / fmt::format("{:05}.yaml", i);
      INFO(file.string());
      CHECK(record == qmtest::file_text(file));
    });
    ++runs;
  }
  CHECK(runs >= 10);
}

TEST_CASE("a state's copy plays on alone; a refused move leaves the state as it was") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  for (const char* name : {"loot/standard", "einauge/standard"}) {
    INFO(name);
    const std::shared_ptr<const qm::Ruleset> ruleset = library.get(name);
    const qm::Game& game = *qm::find_game(ruleset->game);
    qm::Chance chance(5);
    std::unique_ptr<qm::GameState> state = game.new_game(*ruleset, 3, chance);
    REQUIRE(state);
    // A few moves, then a copy: the two go on independently to the same end when given the
    // same moves, and the original is untouched by the copy's moves.
    for (int i = 0; i < 6 && !state->is_terminal(); ++i) {
      const std::string move = state->to_move() == qm::GameState::kChance
                                   ? state->chance_move(chance)
                                   : state->random_legal_move(chance);
      REQUIRE_FALSE(state->apply(move));
    }
    std::unique_ptr<qm::GameState> copy = state->clone();
    const std::vector<long long> before = state->outcome().scores;
    const int seat = state->to_move();
    qm::Chance copy_chance = chance;
    for (int i = 0; i < 40 && !copy->is_terminal(); ++i) {
      const std::string move = copy->to_move() == qm::GameState::kChance
                                   ? copy->chance_move(copy_chance)
                                   : copy->random_legal_move(copy_chance);
      REQUIRE_FALSE(copy->apply(move));
    }
    CHECK(state->to_move() == seat);
    CHECK(state->outcome().scores == before);
    // A move of a player who is not to move is refused, and the state stays.
    if (state->to_move() >= 0) {
      const std::string other = state->players()[size_t((state->to_move() + 1) % 3)];
      const std::optional<qm::Violation> v =
          state->apply(other + (ruleset->game == "loot" ? " draw" : " pass"));
      REQUIRE(v);
      CHECK(state->to_move() == seat);
    }
  }
}

TEST_CASE("Loot's legal moves are listed; the random pick is one of them") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::shared_ptr<const qm::Ruleset> ruleset = library.get("loot/standard");
  qm::Chance chance(9);
  std::unique_ptr<qm::GameState> state = qm::find_game("loot")->new_game(*ruleset, 4, chance);
  REQUIRE(qm::find_game("loot")->type().lists_moves);
  int moves = 0;
  while (!state->is_terminal()) {
    const std::vector<std::string> legal = state->legal_moves();
    REQUIRE_FALSE(legal.empty());
    qm::Chance probe = chance;  // the default pick: one below(n) over the list
    const std::string expected = legal[size_t(probe.below(legal.size()))];
    const std::string move = state->random_legal_move(chance);
    REQUIRE(move == expected);
    CHECK(chance.state() == probe.state());
    REQUIRE_FALSE(state->apply(move));
    ++moves;
  }
  CHECK(state->legal_moves().empty());
  CHECK(moves > 20);
}
