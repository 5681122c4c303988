// The search bot (games/ismcts.h) and the bots by seat (games/seat_bots.h): the same seed
// gives the same move and the same game; its move does not change when what its seat cannot
// see is re-dealt (it never peeks); it plays legal moves to the end of every game, whose
// records replay as valid; it beats the random bot heads-up; `--bot` by seat is read, named
// in the records, and refused with a sentence when it cannot be read.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "games/bot.h"
#include "games/game.h"
#include "games/game_state.h"
#include "games/ismcts.h"
#include "games/play.h"
#include "games/registry.h"
#include "games/seat_bots.h"
#include "nim_game.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"
#include "sim/simulator.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// Games of the strength test per game, and the search's budget in the tests (Debug and
// sanitizer builds are about 12 times slower: fewer games there).
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr int kDuelGames = 2;
constexpr int kBudgetScale = 4;
#else
constexpr int kDuelGames = 10;
constexpr int kBudgetScale = 1;
#endif

struct SearchTable {
  const qm::Game* game;
  std::shared_ptr<const qm::Ruleset> ruleset;
};

SearchTable table_of(const std::string& ruleset) {
  register_nim();
  static qm::RulesetLibrary library(&qm::game_option_specs);
  std::shared_ptr<const qm::Ruleset> r = library.get(ruleset);
  return {qm::find_game(r->game), r};
}

// A game of `seed` played by `bots` (one per seat), moves kept.
qm::PlayedGame played(const SearchTable& t, int players, const std::vector<std::string>& bots,
                      uint64_t seed) {
  qm::Chance chance(seed);
  std::vector<std::unique_ptr<qm::Bot>> owned;
  std::vector<qm::Bot*> seats;
  for (const std::string& bot : bots)
    seats.push_back(owned.emplace_back(t.game->make_bot(bot)).get());
  qm::PlayOptions options;
  options.check_invariants = true;
  options.seed = seed;
  return qm::play_game(t.game->new_game(*t.ruleset, players, chance), seats, chance, options);
}

// Whether seat `seat`'s side is among the winners of a finished game.
double win_share(const qm::GameState& end, int seat) {
  const qm::Outcome o = end.outcome();
  const std::string& side = o.sides[size_t(end.side_of_seat()[size_t(seat)])];
  for (const std::string& w : o.winners)
    if (w == side) return 1.0 / double(o.winners.size());
  return 0;
}

}  // namespace

TEST_CASE("ismcts: the same seed gives the same move and the same game", "[ismcts]") {
  for (const char* name : {"loot/standard", "einauge/standard", "nim/standard"}) {
    INFO(name);
    const SearchTable t = table_of(name);
    const std::vector<std::string> bots = {"ismcts:40", "random"};
    const qm::PlayedGame a = played(t, 2, bots, 11);
    const qm::PlayedGame b = played(t, 2, bots, 11);
    CHECK(a.moves == b.moves);
    CHECK(a.moves != played(t, 2, bots, 12).moves);
  }
  // One move, asked twice of a copy of the same table with the same generator.
  const SearchTable t = table_of("loot/standard");
  qm::Chance deal(3);
  std::unique_ptr<qm::GameState> state = t.game->new_game(*t.ruleset, 4, deal);
  std::unique_ptr<qm::Bot> bot = t.game->make_bot("ismcts:200");
  std::string first, second;
  std::unique_ptr<qm::GameState> copy = state->clone();
  qm::Chance c1(5), c2(5);
  REQUIRE_FALSE(bot->play(*state, c1, &first));
  REQUIRE_FALSE(bot->play(*copy, c2, &second));
  CHECK(first == second);
  CHECK(c1.state() == c2.state());
}

TEST_CASE("ismcts: the typed moves play the games the text moves play", "[ismcts]") {
  // The search lists and plays a game's moves as typed keys (Loot's own, without text); the
  // default keys built on legal_moves() and move_choice() are the reference: the same seed
  // gives the same game, move for move, for every player count and the partnership rules.
  struct Case {
    const char* ruleset;
    int players;
  };
  for (const Case& c :
       {Case{"loot/standard", 2}, Case{"loot/standard", 3}, Case{"loot/standard", 4},
        Case{"loot/standard", 5}, Case{"loot/partnership", 4}, Case{"nim/standard", 3}}) {
    INFO(c.ruleset << ", " << c.players << " players");
    const SearchTable t = table_of(c.ruleset);
    for (uint64_t seed : {1, 2}) {
      std::vector<qm::PlayedGame> games;
      for (bool typed : {true, false}) {
        qm::IsmctsOptions options;
        options.iterations = 40 / kBudgetScale;
        options.typed_moves = typed;
        qm::IsmctsBot bot(options);
        const std::vector<qm::Bot*> seats(size_t(c.players), &bot);
        qm::Chance chance(seed);
        qm::PlayOptions play;
        play.seed = seed;
        games.push_back(
            qm::play_game(t.game->new_game(*t.ruleset, c.players, chance), seats, chance, play));
      }
      CHECK(games[0].moves.size() > 4);
      CHECK(games[0].moves == games[1].moves);
      CHECK(games[0].end->table() == games[1].end->table());
    }
  }
}

TEST_CASE("Loot's move keys: one per legal move, equal for equal choices, played as the text",
          "[ismcts][loot]") {
  const SearchTable t = table_of("loot/standard");
  int positions = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    qm::Chance chance(seed);
    std::unique_ptr<qm::GameState> state = t.game->new_game(*t.ruleset, 2 + int(seed % 4), chance);
    while (!state->is_terminal()) {
      const std::vector<std::string> legal = state->legal_moves();
      std::vector<uint64_t> keys;
      std::unique_ptr<qm::GameState> keyed = state->clone();
      keyed->legal_move_keys(keys);
      REQUIRE(keys.size() == legal.size());
      for (size_t i = 0; i < legal.size(); ++i) {
        for (size_t j = 0; j < legal.size(); ++j)
          CHECK((keys[i] == keys[j]) ==
                (state->move_choice(legal[i]) == state->move_choice(legal[j])));
        std::unique_ptr<qm::GameState> by_text = state->clone(), by_key = keyed->clone();
        REQUIRE_FALSE(by_text->apply(legal[i]));
        REQUIRE_FALSE(by_key->apply_move_key(keys[i]));
        CHECK(by_text->table() == by_key->table());
      }
      ++positions;
      REQUIRE_FALSE(state->apply_random_move(chance, nullptr));
    }
  }
  CHECK(positions > 500);
}

TEST_CASE("ismcts: its move is the same when what its seat cannot see is re-dealt", "[ismcts]") {
  // Loot hides the other hands and the pile: at 40 positions of random games, the bot's
  // choice on the table as dealt and on the table re-dealt from its seat's view is the same
  // (a draw's card is chance's, not the bot's: its choice is compared, move_choice).
  const SearchTable t = table_of("loot/standard");
  REQUIRE(t.game->type().hidden_information);
  std::unique_ptr<qm::Bot> bot = t.game->make_bot("ismcts:60");
  int positions = 0, hidden_differs = 0;
  for (uint64_t seed = 1; positions < 40 / kBudgetScale; ++seed) {
    qm::Chance chance(seed);
    std::unique_ptr<qm::GameState> state = t.game->new_game(*t.ruleset, 3, chance);
    for (int i = 0; i < int(seed % 30) && !state->is_terminal(); ++i)
      REQUIRE_FALSE(state->apply_random_move(chance, nullptr));
    if (state->is_terminal()) continue;
    const int seat = state->to_move();
    std::unique_ptr<qm::GameState> redealt = state->clone();
    qm::Chance redeal(seed * 7919);
    redealt->resample_hidden(seat, redeal);
    REQUIRE(redealt->seat_view(seat) == state->seat_view(seat));
    hidden_differs += redealt->table() != state->table();
    std::string move, move_redealt;
    qm::Chance c1(seed + 100), c2(seed + 100);
    REQUIRE_FALSE(bot->play(*state, c1, &move));
    REQUIRE_FALSE(bot->play(*redealt, c2, &move_redealt));
    INFO("seed " << seed << ": " << move << " / " << move_redealt);
    CHECK(state->move_choice(move) == redealt->move_choice(move_redealt));
    ++positions;
  }
  CHECK(hidden_differs >= positions * 3 / 4);  // the re-deal did change what it cannot see
}

TEST_CASE("ismcts: it plays legal moves to the end of every game", "[ismcts]") {
  // Every seat searching, invariants checked after every move; the record replays as valid.
  struct Case {
    const char* ruleset;
    int players;
    const char* bot;
  };
  for (const Case& c :
       {Case{"loot/standard", 4, "ismcts:20"}, Case{"loot/partnership", 4, "ismcts:10"},
        Case{"einauge/standard", 3, "ismcts:20"}, Case{"pirates/standard", 2, "ismcts:4"},
        Case{"nim/standard", 3, "ismcts:20"}}) {
    INFO(c.ruleset);
    const SearchTable t = table_of(c.ruleset);
    const qm::sim::SimSpec spec{*t.ruleset, c.players, c.bot, true, {}};
    const std::unique_ptr<qm::sim::Simulator> simulator =
        qm::sim::make_simulator(t.ruleset->game, spec);
    std::string record;
    const qm::sim::SimOutcome outcome = simulator->play(qm::sim::game_seed(1, 0), &record);
    CHECK(outcome.moves > 0);
    require_valid(replay_yaml(record));
  }
}

TEST_CASE("ismcts: it beats the random bot heads-up", "[ismcts]") {
  // Seats swapped every game; a share of the games it wins that random play would not reach.
  // Pirates' search plays out with its sensible policy (pirates/playout_bot.h).
  struct Case {
    const char* ruleset;
    const char* bot;
    double at_least;  // of the win shares
  };
  for (const Case& c :
       {Case{"loot/standard", "ismcts:100", 0.7}, Case{"einauge/standard", "ismcts:60", 0.7},
        Case{"nim/standard", "ismcts:100", 0.7}, Case{"pirates/standard", "ismcts:20", 0.7}}) {
    INFO(c.ruleset);
    const SearchTable t = table_of(c.ruleset);
    double won = 0;
    for (int g = 0; g < kDuelGames; ++g) {
      const int seat = g % 2;
      std::vector<std::string> bots = {"random", "random"};
      bots[size_t(seat)] = c.bot;
      const qm::PlayedGame game = played(t, 2, bots, qm::sim::game_seed(27, uint64_t(g)));
      won += win_share(*game.end, seat);
    }
    INFO(won << " of " << kDuelGames);
    CHECK(won >= c.at_least * kDuelGames);
  }
}

TEST_CASE("ismcts: its budget is read from ismcts:N", "[ismcts]") {
  const qm::Game& loot = *table_of("loot/standard").game;
  CHECK(loot.make_bot("ismcts") != nullptr);
  CHECK(loot.make_bot("ismcts:1") != nullptr);
  for (const char* bad : {"ismcts:0", "ismcts:", "ismcts:x", "ismcts:1000001", "ismcts:-5"}) {
    INFO(bad);
    CHECK_THROWS_WITH(loot.make_bot(bad), Catch::Contains("a whole number from 1 to 1000000"));
  }
  CHECK_THROWS_WITH(loot.make_bot("ismctsx"), Catch::Contains("unknown bot 'ismctsx'"));
  CHECK_THROWS_WITH(loot.make_bot("random:3"), Catch::Contains("unknown bot 'random:3'"));
}

TEST_CASE("bots by seat: --bot 1=ismcts:1000,2=greedy is read", "[ismcts]") {
  using V = std::vector<std::string>;
  CHECK(qm::seat_bots("greedy", 3, "random") == V{"greedy", "greedy", "greedy"});
  CHECK(qm::seat_bots("1=ismcts:1000,2=greedy", 3, "random") ==
        V{"ismcts:1000", "greedy", "random"});
  CHECK(qm::seat_bots("greedy,3=ismcts", 3, "random") == V{"greedy", "greedy", "ismcts"});
  CHECK(qm::seat_bots("2=ismcts:5", 2, "random") == V{"random", "ismcts:5"});
  CHECK_THROWS_WITH(qm::seat_bots("", 2, "random"), "no bot given (e.g. --bot greedy)");
  CHECK_THROWS_WITH(qm::seat_bots("0=greedy", 2, "random"),
                    "'0=greedy': a seat is a whole number from 1 (1=ismcts:1000,2=greedy)");
  CHECK_THROWS_WITH(qm::seat_bots("x=greedy", 2, "random"),
                    Catch::Contains("a seat is a whole number"));
  CHECK_THROWS_WITH(qm::seat_bots("1=greedy,1=random", 2, "random"),
                    "'1=greedy,1=random': seat 1 is given two bots");
  CHECK_THROWS_WITH(qm::seat_bots("greedy,random", 2, "random"),
                    Catch::Contains("two bots for the seats not named"));
  CHECK_THROWS_WITH(qm::seat_bots("1=greedy,", 2, "random"),
                    Catch::Contains("an entry names no bot"));
  CHECK_THROWS_WITH(qm::seat_bots("3=greedy", 2, "random"),
                    "'3=greedy': seat 3 of a game of 2 players");
  // Checked against the game once the ruleset is read.
  const SearchTable t = table_of("einauge/standard");
  qm::sim::SimSpec spec{*t.ruleset, 2, "1=clever", false, {}};
  CHECK_THROWS_WITH(qm::sim::make_simulator("einauge", spec),
                    "unknown bot 'clever' (bots: random, greedy, ismcts)");
  spec.bot = "2=ismcts:0";
  CHECK_THROWS_WITH(qm::sim::make_simulator("einauge", spec), Catch::Contains("ismcts:N"));
}

TEST_CASE("bots by seat: the record names them; one bot keeps the names it always had",
          "[ismcts]") {
  const SearchTable einauge = table_of("einauge/standard");
  auto record_of = [](const SearchTable& t, const std::string& bots) {
    const qm::sim::SimSpec spec{*t.ruleset, 2, bots, false, {}};
    std::string record;
    qm::sim::make_simulator(t.ruleset->game, spec)->play(7, &record);
    return record;
  };
  const std::string mixed = record_of(einauge, "1=greedy,2=ismcts:5");
  CHECK_THAT(mixed,
             Catch::Contains("id: sim-einauge-standard-2p-0000000000000007-greedy+ismcts-5\n"));
  CHECK_THAT(mixed, Catch::Contains(
                        "event: qm simulation, seed 7, bots greedy (seat 1), ismcts:5 (seat 2)\n"));
  require_valid(replay_yaml(mixed));
  const std::string one = record_of(einauge, "greedy");
  CHECK_THAT(one, Catch::Contains("id: sim-einauge-standard-2p-0000000000000007-greedy\n"));
  CHECK_THAT(one, Catch::Contains("event: qm simulation, seed 7, greedy bots\n"));
  // Every seat named with the same bot is one bot.
  CHECK(record_of(einauge, "1=greedy,2=greedy") == one);
  const std::string searched = record_of(einauge, "ismcts:5");
  CHECK_THAT(searched, Catch::Contains("-0000000000000007-ismcts-5\n"));
  CHECK_THAT(searched, Catch::Contains("event: qm simulation, seed 7, ismcts:5 bots\n"));
  // Loot's records are named by their visibility; bots by seat are added to the event.
  const SearchTable loot = table_of("loot/standard");
  const std::string loot_mixed = record_of(loot, "2=greedy");
  CHECK_THAT(loot_mixed, Catch::Contains("-0000000000000007-full\n"));
  CHECK_THAT(loot_mixed, Catch::Contains("event: qm simulation, seed 7, full visibility, bots "
                                         "random (seat 1), greedy (seat 2)\n"));
  CHECK_THAT(record_of(loot, "greedy"),
             Catch::Contains("event: qm simulation, seed 7, full visibility\n"));
}

TEST_CASE("bots by seat: a spec that cannot be read is a usage error", "[ismcts][cli]") {
  auto simulate = [](const std::string& bots) {
    return run_qm({"simulate", "--ruleset", "loot/standard", "--players", "2", "--games", "1",
                   "--bot", bots});
  };
  const std::pair<const char*, const char*> usage_errors[] = {
      {"1=greedy,1=random", "seat 1 is given two bots"},
      {"3=greedy", "seat 3 of a game of 2 players"},
      {"ismcts:zero", "a whole number from 1 to 1000000"},
      {"2=clever", "unknown bot 'clever'"}};
  for (const auto& [bots, message] : usage_errors) {
    INFO(bots);
    const RunResult bad = simulate(bots);
    CHECK(bad.exit_code == 2);
    CHECK_THAT(bad.err, Catch::Contains(message));
  }
  const RunResult ok = simulate("1=ismcts:20");
  CHECK(ok.exit_code == 0);
  CHECK_THAT(ok.out, Catch::Contains("bots ismcts:20 (seat 1), random (seat 2)"));
}
