// Pirates simulation: the set-up generator (games/pirates/deal.h) deals legal games; random
// and treasure-bot games (2-4 players, pirates/standard and pirates/half-of-total) replay
// as valid with their simulated scores and winners; the same seed gives the same bytes;
// with their invariants checked, the same games byte for byte; a random game stops
// unfinished after kMaxRounds rounds and says so; the treasure bot brings gold home.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "games/game.h"
#include "games/pirates/deal.h"
#include "games/pirates/pirates_game_state.h"
#include "games/pirates/setup_checks.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"
#include "sim/simulator.h"
#include "test_support.h"

namespace {

using namespace qm::pirates;

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr int kGames = 3;
#else
constexpr int kGames = 25;
#endif

std::shared_ptr<const qm::Ruleset> ruleset(const std::string& name) {
  static qm::RulesetLibrary library(&qm::game_option_specs);
  return library.get(name);
}

std::unique_ptr<qm::sim::Simulator> simulator(const std::string& rules, int players,
                                              const std::string& bot) {
  const qm::sim::SimSpec spec{*ruleset(rules), players, bot, true, {}};
  return qm::sim::make_simulator("pirates", spec);
}

}  // namespace

TEST_CASE("pirates deal: a legal 40-point set-up for 2 to 4 players, the same for a seed") {
  const Options o = Options::from(*ruleset("pirates/standard"));
  for (int players = 2; players <= 4; ++players)
    for (uint64_t seed = 0; seed < 40; ++seed) {
      INFO(players << " players, seed " << seed);
      qm::sim::Rng rng(seed), again(seed);
      const Pieces p = deal_pieces(o, players, rng);
      const Pieces q = deal_pieces(o, players, again);
      CHECK(rng.state() == again.state());
      REQUIRE(p.islands.size() == size_t(3 * players));
      REQUIRE(p.players.size() == size_t(players));
      for (int k = 0; k < players; ++k) {
        int points = 0, ships = 0, gold = 0;
        for (const ShipSpec& s : p.ships)
          if (s.owner == k) {
            points += s.points;
            ++ships;
          }
        for (const CrewSpec& c : p.crew)
          if (c.owner == k) points += c.points;
        for (int c : p.fleets[size_t(k)].treasure) gold += c;
        CHECK(points <= 40);
        CHECK(points >= 20);
        CHECK(ships >= 2);
        CHECK(ships <= 4);
        CHECK(p.fleets[size_t(k)].treasure.size() == 8);
        CHECK(gold == 15);
      }
      // Each island's nearest other island, edge to edge, within [3L, 6L].
      for (size_t i = 0; i < p.islands.size(); ++i) {
        double nearest = std::numeric_limits<double>::infinity();
        for (size_t j = 0; j < p.islands.size(); ++j)
          if (i != j)
            nearest = std::min(nearest, distance(p.islands[i].centre, p.islands[j].centre) -
                                            p.islands[i].r - p.islands[j].r);
        CHECK(nearest >= 3 * o.ruler_L);
        CHECK(nearest <= 6 * o.ruler_L);
      }
      // The engine's own fleet and set-up checks find nothing.
      const State state(std::make_shared<const Pieces>(p), o);
      const std::optional<qm::Violation> v = check_setup(state);
      CHECK_FALSE(v.has_value());
      if (v) INFO(v->rule << ": " << v->message);
      // The same seed, the same set-up.
      REQUIRE(q.ships.size() == p.ships.size());
      for (size_t s = 0; s < p.ships.size(); ++s) {
        CHECK(q.ships[s].start.x == p.ships[s].start.x);
        CHECK(q.ships[s].points == p.ships[s].points);
      }
    }
}

TEST_CASE("pirates deal: player counts and options without a legal set-up are refused") {
  const Options o = Options::from(*ruleset("pirates/standard"));
  qm::sim::Rng rng(1);
  CHECK_THROWS_AS(deal_pieces(o, 1, rng), std::invalid_argument);
  CHECK_THROWS_AS(deal_pieces(o, 5, rng), std::invalid_argument);
  Options odd = o;
  odd.treasures_per_island = 3;  // 4 wild islands of 3 coins cannot hold 16 coins
  CHECK_THROWS_AS(deal_pieces(odd, 2, rng), std::invalid_argument);
  CHECK_THROWS_AS(simulator("pirates/standard", 5, "random"), std::invalid_argument);
  CHECK_THROWS_AS(simulator("pirates/standard", 2, "clever"), std::invalid_argument);
}

TEST_CASE("pirates simulate: random and treasure-bot games replay as valid with their scores") {
  for (const char* bot : {"random", "greedy"})
    for (const char* rules : {"pirates/standard", "pirates/half-of-total"})
      for (int players = 2; players <= 4; ++players) {
        const auto sim = simulator(rules, players, bot);
        for (int i = 0; i < kGames; ++i) {
          INFO(bot << ", " << rules << ", " << players << " players, game " << i);
          std::string record;
          const qm::sim::SimOutcome out = sim->play(qm::sim::game_seed(21, uint64_t(i)), &record);
          const qm::Replay r = qmtest::replay_yaml(record);
          INFO(qmtest::describe(r) << "\n" << record);
          REQUIRE(r.status == qm::Status::Valid);
          const qm::Outcome o = r.state->outcome();
          CHECK(o.scores == out.scores);
          CHECK(int(r.record->moves.size()) == out.moves);
          std::vector<std::string> winners;
          for (int w : out.winners) winners.push_back(fmt::format("P{}", w + 1));
          CHECK(o.winners == winners);
          CHECK(o.finished == (record.rfind("# unfinished", 0) != 0));
        }
      }
}

TEST_CASE("pirates simulate: the same seed gives the same bytes") {
  for (const char* bot : {"random", "greedy"}) {
    const auto a = simulator("pirates/standard", 3, bot);
    const auto b = simulator("pirates/standard", 3, bot);
    std::string first, second, other;
    a->play(77, &first);
    b->play(77, &second);
    a->play(78, &other);
    CHECK(first == second);
    CHECK(first != other);
    // Without a record, the same game.
    CHECK(a->play(77, nullptr).scores == b->play(77, &second).scores);
    CHECK(a->play(77, nullptr).moves == b->play(77, nullptr).moves);
  }
}

TEST_CASE("pirates simulate: checking the invariants changes no game, byte for byte") {
  for (int players = 2; players <= 4; ++players) {
    const qm::sim::SimSpec spec{*ruleset("pirates/standard"), players, "random", false, {}};
    const auto own = qm::sim::make_simulator("pirates", spec);
    qm::sim::SimSpec checked = spec;
    checked.check_invariants = true;
    const qm::sim::Simulator generic(*qm::find_game("pirates"), checked);
    for (int i = 0; i < 4; ++i) {
      const uint64_t seed = qm::sim::game_seed(5, uint64_t(i));
      std::string a, b;
      const qm::sim::SimOutcome x = own->play(seed, &a);
      const qm::sim::SimOutcome y = generic.play(seed, &b);
      REQUIRE(a == b);
      CHECK(x.scores == y.scores);
      CHECK(x.winners == y.winners);
      CHECK(x.moves == y.moves);
    }
  }
}

TEST_CASE("pirates simulate: a game that does not end stops after kMaxRounds rounds") {
  qm::sim::Rng chance(qm::sim::game_seed(1, 0));
  PiratesGameState game(Options::from(*ruleset("pirates/standard")), 2, chance);
  CHECK(game.to_move() == 0);
  CHECK_FALSE(qm::find_game("pirates")->type().lists_moves);
  int lines = 0;
  while (!game.is_terminal()) {
    REQUIRE_FALSE(game.apply_random_move(chance, nullptr).has_value());
    REQUIRE(++lines < 100000);
    REQUIRE(game.broken_invariant().empty());
  }
  if (game.unfinished()) {
    CHECK(game.state().turn_number() == kMaxRounds * 2);
    CHECK(game.record_fields().comment.rfind("# unfinished", 0) == 0);
  } else {
    CHECK(game.record_fields().comment.empty());
  }
  CHECK_THROWS_AS(game.random_legal_move(chance), std::logic_error);
}

TEST_CASE("pirates simulate: a line applied from outside is played, an illegal one refused") {
  qm::sim::Rng chance(3);
  PiratesGameState game(Options::from(*ruleset("pirates/standard")), 2, chance);
  CHECK(game.random_legal_move(chance) == "P1 turn");
  const std::optional<qm::Violation> wrong = game.apply("P2 turn");
  REQUIRE(wrong.has_value());
  CHECK(wrong->rule == "turn-order");
  CHECK_FALSE(game.apply("P1 turn").has_value());
  CHECK_THROWS_AS(game.apply("P1 fly A1"), qm::RecordError);
  // A1 starts docked at home: it cannot repair a mast it has not lost.
  const std::optional<qm::Violation> repair = game.apply("P1 repair A1");
  REQUIRE(repair.has_value());
  CHECK(repair->rule == "repair-nothing");
  // The bot goes on from there, legally, to the end.
  const std::unique_ptr<qm::GameState> copy = game.clone();
  while (!copy->is_terminal()) REQUIRE_FALSE(copy->apply_random_move(chance, nullptr).has_value());
  CHECK_FALSE(game.is_terminal());
}

TEST_CASE("pirates simulate: the treasure bot brings gold home and beats the random bot's gold") {
  double greedy_gold = 0, random_gold = 0;
  int finished = 0;
  const auto greedy = simulator("pirates/standard", 2, "greedy");
  const auto random = simulator("pirates/standard", 2, "random");
  for (int i = 0; i < 40; ++i) {
    const qm::sim::SimOutcome g = greedy->play(qm::sim::game_seed(9, uint64_t(i)), nullptr);
    const qm::sim::SimOutcome r = random->play(qm::sim::game_seed(9, uint64_t(i)), nullptr);
    for (long long s : g.scores) greedy_gold += double(s);
    for (long long s : r.scores) random_gold += double(s);
    for (const qm::GameFigure& f : g.figures)
      if (f.name == "games ended by the rules") finished += f.value == 1.0;
  }
  CHECK(finished == 40);
  CHECK(greedy_gold > 40 * 8);  // a winner's home gold is above half of 15
  CHECK(greedy_gold > random_gold);
}

TEST_CASE(
    "pirates simulate: the search bot's policy plays the whole game, ending it by the rules") {
  // Every seat playing apply_policy_move (playout_bot.h), the search bot's candidates and
  // play-outs: its games end by the rules, and they sail, dock, explore, shoot, ram, board,
  // repair, tow and scuttle. Its lines are legal (a refused one fails here); a ship tries
  // to scuttle at most once a turn (one roll of the die).
  // Tows and scuttles are rare (a ship must lose every mast first): as many games in every
  // build, so that the sanitizers' build sees them too (about 10 s there).
  constexpr int kPolicyGames = 25;
  int finished = 0, games = 0;
  std::map<std::string, int> verbs;
  for (int players = 2; players <= 3; ++players)
    for (int i = 0; i < kPolicyGames; ++i, ++games) {
      qm::sim::Rng chance(qm::sim::game_seed(27, uint64_t(i)));
      PiratesGameState game(Options::from(*ruleset("pirates/standard")), players, chance);
      std::string line;
      std::set<std::string> scuttled;  // this turn
      while (!game.is_terminal()) {
        REQUIRE_FALSE(game.apply_policy_move(chance, chance, &line).has_value());
        const size_t verb = line.find(' ');
        const size_t verb_end = line.find(' ', verb + 1);
        const std::string word = line.substr(verb + 1, verb_end - verb - 1);
        ++verbs[word];
        if (word == "turn") scuttled.clear();
        if (word == "scuttle") {
          INFO(line);
          CHECK(scuttled
                    .insert(line.substr(verb_end + 1, line.find(' ', verb_end + 1) - verb_end - 1))
                    .second);
        }
      }
      REQUIRE(game.broken_invariant().empty());
      finished += !game.unfinished();
    }
  INFO(finished << " of " << games << " games ended by the rules");
  CHECK(finished >= games * 95 / 100);
  for (const char* verb :
       {"move", "dock", "explore", "shoot", "ram", "board", "repair", "tow", "scuttle"}) {
    INFO(verb);
    CHECK(verbs[verb] > 0);
  }
}

TEST_CASE("pirates simulate: a policy line keeps its choice and takes its dice from the dice") {
  // The same choice generator with other dice: the same lines but for the dice (the search
  // plays a candidate again in another world with other dice, never keeps it for its roll).
  int differ = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    qm::sim::Rng chance(seed);
    PiratesGameState game(Options::from(*ruleset("pirates/standard")), 2, chance);
    while (!game.is_terminal()) {
      const std::unique_ptr<qm::GameState> a = game.clone(), b = game.clone();
      std::string first, second;
      const uint64_t choice_seed = chance.next();
      qm::sim::Rng c1(choice_seed), c2(choice_seed), d1(1), d2(2);
      REQUIRE_FALSE(a->apply_policy_move(c1, d1, &first));
      REQUIRE_FALSE(b->apply_policy_move(c2, d2, &second));
      CHECK(c1.state() == c2.state());  // the choice drew the same
      const size_t verb = first.find(' ');
      CHECK(first.substr(0, first.find(' ', verb + 1)) ==
            second.substr(0, second.find(' ', verb + 1)));
      differ += first != second;
      REQUIRE_FALSE(game.apply_policy_move(chance, chance, nullptr));
    }
  }
  CHECK(differ > 0);  // some lines hold dice
}
