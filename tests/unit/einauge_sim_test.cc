// Einauge simulation: `qm simulate` and `qm compare --simulate` for Einauge (byte-identical
// output for a seed, shards, records that replay as valid with the simulated scores), the
// greedy bot (legal, beats random bots, chooses as its header says), and `qm compare` on a
// rule that changes only the scoring (the play is identical; the scoring differs).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "einauge_support.h"
#include "games/einauge/einauge_game_state.h"
#include "games/einauge/greedy_bot.h"
#include "games/einauge/scoring.h"
#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"
#include "sim/simulator.h"
#include "test_support.h"

namespace {

using namespace qm::einauge;
using qm::einauge::EinaugeBotKind;
using qmtest::run_qm;

std::string simulate(const std::vector<std::string>& extra, const std::string& bot = "greedy",
                     const std::string& seed = "7") {
  std::vector<std::string> args = {"simulate",  "--ruleset", "einauge/standard",
                                   "--players", "3",         "--games",
                                   "20",        "--seed",    seed,
                                   "--bot",     bot};
  args.insert(args.end(), extra.begin(), extra.end());
  qmtest::RunResult r = run_qm(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

std::unique_ptr<qm::sim::Simulator> simulator(const std::string& ruleset, int players,
                                              const std::string& bot) {
  qm::RulesetLibrary library(&qm::game_option_specs);
  const qm::sim::SimSpec spec{*library.get(ruleset), players, bot, true, {}};
  return qm::sim::make_simulator("einauge", spec);
}

Card card(const char* name) { return *parse_card(name); }

// The two-player set-up of einauge_support.h: display [blue-5, green-3, purple-2, blue-8,
// red-4, green-6], desk [purple-4]; orange, black and white removed.
Setup two_player_setup() {
  Setup s;
  s.player_names = {"Anna", "Bruno"};
  for (const char* colour : {"orange", "black", "white"})
    s.removed[size_t(*parse_colour(colour))] = true;
  for (const char* c : {"blue-5", "green-3", "purple-2", "blue-8", "red-4", "green-6"})
    s.display.push_back(card(c));
  s.desk = {card("purple-4")};
  return s;
}

}  // namespace

TEST_CASE("einauge simulate: the same seed gives the same bytes, whatever the threads") {
  for (const char* bot : {"random", "greedy"}) {
    INFO(bot);
    const std::string one = simulate({"-j", "1"}, bot);
    CHECK(one == simulate({"-j", "1"}, bot));
    CHECK(one == simulate({"-j", "2"}, bot));
    CHECK(one.rfind("---\nformat: 1\ngame: einauge\nruleset: einauge/standard\n", 0) == 0);
    CHECK(one != simulate({"-j", "1"}, bot, "8"));
  }
}

TEST_CASE("einauge simulate: shards 1/N ... N/N concatenated are the unsharded output") {
  const std::string all = simulate({});
  for (int n : {2, 3, 7}) {
    std::string joined;
    for (int i = 1; i <= n; ++i)
      joined += simulate({"--shard", std::to_string(i) + "/" + std::to_string(n)});
    INFO("N = " << n);
    CHECK(joined == all);
  }
}

TEST_CASE("einauge simulate: every game replays as valid, with the simulated scores") {
  // Both bots, 2-5 players, both scoring rules; invariants checked after every move.
  int games = 0, dead_ends = 0;
  for (const char* ruleset : {"einauge/standard", "einauge/colours"})
    for (const char* bot : {"random", "greedy"})
      for (int players = 2; players <= 5; ++players) {
        const auto sim = simulator(ruleset, players, bot);
        for (uint64_t seed = 0; seed < 25; ++seed) {
          std::string record;
          const qm::sim::SimOutcome out = sim->play(qm::sim::game_seed(3, seed), &record);
          INFO(ruleset << ", " << bot << ", " << players << " players, game " << seed << ":\n"
                       << record);
          const qm::Replay r = qmtest::replay_yaml(record);
          qmtest::require_valid(r);
          REQUIRE(record.find("\ndeck: [") != std::string::npos);
          REQUIRE(record.find("\nresult: {") != std::string::npos);
          const qm::Outcome o = r.state->outcome();
          CHECK(std::vector<long long>(o.scores.begin(), o.scores.end()) == out.scores);
          CHECK(int(r.record->moves.size()) == out.moves);
          const bool dead_end = out.figures.back().value == 1.0;
          CHECK(o.finished == !dead_end);
          CHECK((record.rfind("# dead end: ", 0) == 0) == dead_end);
          dead_ends += dead_end;
          ++games;
        }
      }
  CHECK(games == 400);
  INFO(dead_ends << " dead ends");
  CHECK(dead_ends < games / 10);
}

TEST_CASE("einauge greedy bot: one greedy seat against random ones wins far above its share") {
  for (Scoring scoring : {Scoring::Chests, Scoring::Colours}) {
    const Options options = qmtest::einauge_options(scoring == Scoring::Chests ? "einauge/standard"
                                                                               : "einauge/colours");
    const int games = 300, players = 3;
    double wins = 0;
    for (int i = 0; i < games; ++i) {
      qmtest::EinaugeSimSettings settings;
      settings.seats.assign(players, EinaugeBotKind::Random);
      const int seat = i % players;  // rotated: no seat advantage helps it
      settings.seats[size_t(seat)] = EinaugeBotKind::Greedy;
      const qmtest::EinaugeSimGame g =
          qmtest::simulate_einauge(options, players, uint64_t(500 + i), settings);
      const std::vector<PlayerScore> scores = score(*g.final_state).players;
      int best = 0;
      for (const PlayerScore& x : scores) best = std::max(best, x.total);
      wins += scores[size_t(seat)].total == best;
    }
    const double rate = wins / games;
    // One-sample z-test of the win rate against 1/3 (the rate of an equal player).
    const double z = (rate - 1.0 / 3) / std::sqrt((1.0 / 3) * (2.0 / 3) / games);
    INFO("scoring " << int(scoring) << ": greedy win rate " << rate << ", z = " << z);
    CHECK(z > 5);  // p < 3e-7
  }
}

TEST_CASE("einauge greedy bot: a steal always raises its worth; the random bot's games unchanged") {
  const Options options = qmtest::einauge_options("einauge/standard");
  qmtest::EinaugeSimSettings greedy;
  greedy.seats = {EinaugeBotKind::Greedy};
  greedy.check_invariants = true;
  int steals = 0;
  for (int players = 2; players <= 5; ++players)
    for (uint64_t seed = 0; seed < 20; ++seed) {
      const qmtest::EinaugeSimGame g = qmtest::simulate_einauge(options, players, seed, greedy);
      State s(options, g.setup);
      for (const Move& m : g.moves) {
        const int before = m.verb == Verb::Steal ? qm::einauge::einauge_worth(s, m.player) : 0;
        REQUIRE_FALSE(s.play(m));
        if (m.verb != Verb::Steal) continue;
        ++steals;
        CHECK(qm::einauge::einauge_worth(s, m.player) > before);
      }
    }
  CHECK(steals > 20);
  // The settings overload with random seats plays the very game of the old call.
  for (uint64_t seed = 0; seed < 10; ++seed) {
    const qmtest::EinaugeSimGame a = qmtest::simulate_einauge(options, 4, seed);
    const qmtest::EinaugeSimGame b = qmtest::simulate_einauge(options, 4, seed, {});
    qm::einauge::EinaugeRecordInfo info;
    info.with_deck = true;
    CHECK(write_einauge_record(a.setup, a.moves, options, info) ==
          write_einauge_record(b.setup, b.moves, options, info));
  }
}

TEST_CASE("einauge greedy bot: its first turn in a known position") {
  // Under chests, a first card of a colour is a sole majority (7 jewels): it takes a sabre
  // card (blue-5 or red-4: the most worth for the cost), then moves to the desk the other
  // one, which the next player (2 sabres: no steal) would gain most from.
  qm::sim::Rng rng(1);
  qm::einauge::EinaugeGreedyBot bot(rng);
  {
    State s(qmtest::einauge_options("einauge/standard"), two_player_setup());
    const std::vector<Move> turn = bot.turn(s);
    REQUIRE(turn.size() == 2);
    CHECK(turn[0].verb == Verb::Buy);
    CHECK(turn[1].verb == Verb::Move);
    const Card bought = turn[0].card, moved = turn[1].card;
    CHECK(((bought == card("blue-5") && moved == card("red-4")) ||
           (bought == card("red-4") && moved == card("blue-5"))));
  }
  {
    // Under colours no bonus is in reach yet: the card that pays most for its cost, blue-8
    // (2 jewels for 8 ducats).
    State s(qmtest::einauge_options("einauge/colours"), two_player_setup());
    const std::vector<Move> turn = bot.turn(s);
    REQUIRE(!turn.empty());
    CHECK(turn[0].verb == Verb::Buy);
    CHECK(turn[0].card == card("blue-8"));
  }
}

TEST_CASE("qm simulate --out and --db for Einauge: records that qm validate finds valid") {
  qmtest::TempDir dir;
  for (const char* ruleset : {"einauge/standard", "einauge/colours"}) {
    const std::string out = (dir.path() / ruleset).string();
    qmtest::RunResult r =
        run_qm({"simulate", "--ruleset", ruleset, "--players", "4", "--games", "12", "--seed", "2",
                "--bot", "greedy", "--out", out, "--check-invariants"});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    qmtest::RunResult v = run_qm({"validate", out});
    INFO(v.out);
    CHECK(v.exit_code == 0);
    CHECK(v.out.find("12 valid, 0 illegal, 0 unreadable") != std::string::npos);
  }
  const std::string db = (dir.path() / "sim.db").string();
  qmtest::RunResult stored = run_qm({"simulate", "--ruleset", "einauge/colours", "--players", "3",
                                     "--games", "8", "--bot", "greedy", "--db", db});
  INFO(stored.err);
  CHECK(stored.exit_code == 0);
  CHECK(stored.out == "8 new, 0 already present, 0 illegal, 0 unreadable\n");
  qmtest::RunResult bad =
      run_qm({"simulate", "--ruleset", "einauge/standard", "--players", "6", "--games", "1"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("6 players") != std::string::npos);
}

TEST_CASE("qm simulate plays a ruleset file's own card table") {
  // A club's correction of the card table (8: three jewels, not two) reaches the bots and
  // the records, not only the replay: the same games score differently, and replay valid.
  qmtest::TempDir dir;
  const std::string ruleset = dir.write(
      "rich-eights.yaml", "game: einauge\nextends: einauge/standard\ncards:\n  8: {jewels: 3}\n");
  auto simulate_under = [&](const std::string& r, const std::string& out) {
    qmtest::RunResult run = run_qm({"simulate", "--ruleset", r, "--players", "3", "--games", "10",
                                    "--seed", "4", "--bot", "greedy", "--out", out});
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
  };
  const std::string standard = (dir.path() / "standard").string();
  const std::string rich = (dir.path() / "rich").string();
  simulate_under("einauge/standard", standard);
  simulate_under(ruleset, rich);
  qmtest::RunResult v = run_qm({"validate", rich});
  INFO(v.out);
  CHECK(v.out.find("10 valid, 0 illegal, 0 unreadable") != std::string::npos);
  int scored_differently = 0;
  for (const auto& entry : std::filesystem::directory_iterator(rich)) {
    const std::string text = qmtest::file_text(entry.path());
    const std::string ruleset_line = text.substr(text.find("\nruleset: "), ruleset.size() + 16);
    CHECK(ruleset_line.find(ruleset) != std::string::npos);  // as given (quoted or not)
    const auto result_of = [](const std::string& record) {
      return record.substr(record.find("\nresult:"));
    };
    const std::string same_seed =
        qmtest::file_text(std::filesystem::path(standard) / entry.path().filename());
    scored_differently += result_of(text) != result_of(same_seed);
  }
  CHECK(scored_differently > 0);
}

TEST_CASE("qm compare --simulate: einauge/standard against einauge/colours") {
  const std::vector<std::string> args = {"compare",
                                         "--ruleset",
                                         "einauge/standard",
                                         "--ruleset",
                                         "einauge/colours",
                                         "--simulate",
                                         "200",
                                         "--players",
                                         "3",
                                         "--seed",
                                         "5",
                                         "--bot",
                                         "greedy"};
  qmtest::RunResult text = run_qm(args);
  INFO(text.out << text.err);
  CHECK(text.exit_code == 1);  // the scoring rules differ in some figure
  for (const char* figure :
       {"jewels per player", "jewels from end bonus", "colours per player", "steals per game",
        "vessels bought per game", "dead ends", "win rate, seat 3"})
    CHECK(text.out.find(figure) != std::string::npos);
  CHECK(text.out.find("means (margin, length, jewels per player, colours per player, steals per "
                      "game, vessels bought per game, dead ends, moves and events per game) with "
                      "the paired t-test") != std::string::npos);
  // The scoring is read once, at the end of each game, and in some games the other scoring
  // would have named other winners (the greedy bots play for the scoring in force, so the
  // games differ under A and under B, and so do their counts).
  CHECK(text.out.find("  scoring (chests under A, colours under B): consulted 200 times under A "
                      "(1.00 a game, in 200 games) and 200 times under B (1.00 a game, in 200 "
                      "games); its other value would have changed a check's outcome ") !=
        std::string::npos);
  CHECK(text.out.find("Pooled rates (jewels from end bonus) are the run's counts over its "
                      "totals") != std::string::npos);
  std::vector<std::string> json_args = args;
  json_args.insert(json_args.end(), {"--format", "json", "-j", "1"});
  qmtest::RunResult json = run_qm(json_args);
  REQUIRE(json.exit_code == 1);
  const qm::Json j = qm::Json::parse(json.out);
  CHECK(j["rulesets"] == qm::Json({"einauge/standard", "einauge/colours"}));
  auto metric = [&](const std::string& name) {
    for (const qm::Json& m : j["metrics"])
      if (m["name"] == name) return m;
    FAIL("no metric " << name);
    return qm::Json();
  };
  // Colour scoring rewards spreading: more colours per player, significantly.
  const qm::Json colours = metric("colours per player");
  CHECK(colours["significant"] == true);
  CHECK(colours["b"]["value"].get<double>() > colours["a"]["value"].get<double>());
  // The end bonus's share of the jewels, pooled: the run's bonus jewels of all its jewels.
  const qm::Json bonus = metric("jewels from end bonus");
  CHECK(bonus["kind"] == "pooled rate");
  CHECK(bonus["a"]["value"].get<double>() > 0.2);
  CHECK(bonus["a"]["value"].get<double>() ==
        Catch::Detail::Approx(bonus["a"]["count"].get<double>() / bonus["a"]["of"].get<double>()));
  CHECK(metric("dead ends")["kind"] == "mean");
  for (const qm::Json& option : j["options"]) {
    if (option["option"] != "scoring") continue;
    CHECK(option["under_a"]["changed"].get<long long>() > 0);
    CHECK(option["under_b"]["changed"].get<long long>() > 0);
    CHECK(option["under_a"]["games_changed"] == option["under_a"]["changed"]);  // once a game
  }
}

TEST_CASE("qm compare: a scoring-only rule is no divergence of the play") {
  const std::string record = qmtest::source_path("records/einauge/kraken-2026-01-10-g1.yaml");
  qmtest::RunResult text =
      run_qm({"compare", "--ruleset", "einauge/standard", "--ruleset", "einauge/colours", record});
  INFO(text.out << text.err);
  CHECK(text.exit_code == 1);
  CHECK(text.out.find("first divergence") == std::string::npos);
  CHECK(text.out.find("  play identical under both (") != std::string::npos);
  CHECK(text.out.find("scoring differs: under einauge/standard, Alvilda 34 (jewels held ") !=
        std::string::npos);
  CHECK(text.out.find("chest majorities") != std::string::npos);
  CHECK(text.out.find("colour bonus") != std::string::npos);
  qmtest::RunResult json = run_qm({"compare", "--ruleset", "einauge/standard", "--ruleset",
                                   "einauge/colours", "--format", "json", record});
  const qm::Json j = qm::Json::parse(json.out.substr(0, json.out.find('\n')));
  CHECK(j["divergence"]["at"] == "scoring");
  CHECK(j["divergence"]["line"].is_null());

  // A rule that changes the play as well is still found at its move: colours scoring with
  // selling any time, on the record where a jewel is sold although the ducats covered the buy.
  qmtest::TempDir dir;
  const std::string ruleset =
      dir.write("colours-any-time.yaml",
                "game: einauge\nextends: einauge/colours\noptions:\n  selling: any-time\n");
  const std::string sold = qmtest::source_path("records/einauge/harbour-lane-2026-07-04-d3.yaml");
  qmtest::RunResult play = run_qm(
      {"compare", "--ruleset", "einauge/standard", "--ruleset", ruleset, "--format", "json", sold});
  INFO(play.out);
  const qm::Json p = qm::Json::parse(play.out.substr(0, play.out.find('\n')));
  CHECK(p["divergence"]["at"] == "move");
  CHECK(p["divergence"]["move"] == 24);
  CHECK(p["divergence"]["why"].get<std::string>().find("sell-not-needed") != std::string::npos);

  // Colours scoring with cheaper vessels: the scores part at once, the tables only at the
  // first vessel bought (its price), which is the divergence.
  const std::string cheap =
      dir.write("colours-cheap-vessels.yaml",
                "game: einauge\nextends: einauge/colours\noptions:\n  vessel_cost: 4\n");
  std::string game;
  for (uint64_t seed = 1; game.find(" buy vessel ") == std::string::npos; ++seed) {
    std::string record;
    simulator("einauge/standard", 4, "greedy")->play(seed, &record);
    game = record;
  }
  const std::string path = dir.write("vessel.yaml", game);
  qmtest::RunResult vessel = run_qm(
      {"compare", "--ruleset", "einauge/standard", "--ruleset", cheap, "--format", "json", path});
  INFO(vessel.out);
  const qm::Json v = qm::Json::parse(vessel.out.substr(0, vessel.out.find('\n')));
  CHECK(v["divergence"]["at"] == "move");
  CHECK(v["divergence"]["line"] == qmtest::line_of(game, " buy vessel "));
  // What differs on the table, in words: a player's ducats, not the player's table as JSON.
  const std::string why = v["divergence"]["why"].get<std::string>();
  CHECK(qmtest::contains_nocase(why, "'s ducats: "));
  CHECK(qmtest::contains_nocase(why, " under einauge/standard, "));
  CHECK(why.find('{') == std::string::npos);
}

TEST_CASE("einauge: the search bot's play-out policy plays greedy turns and beats the random bot") {
  // apply_policy_move (the search bot's candidates and play-outs, games/ismcts.h) plans one
  // turn in two with the greedy bot: heads-up against the random bot, seats swapped, it wins
  // far more than half of the games; its moves are legal and every game ends.
  const Options options = qmtest::einauge_options("einauge/standard");
  const int games = 100;
  double won = 0;
  for (int i = 0; i < games; ++i) {
    qm::sim::Rng chance(qm::sim::game_seed(27, uint64_t(i)));
    EinaugeGameState game(options, 2, chance);
    const int policy_seat = i % 2;
    while (!game.is_terminal()) {
      if (game.to_move() == qm::GameState::kChance)
        REQUIRE_FALSE(game.apply(game.chance_move(chance)));
      else if (game.to_move() == policy_seat)
        REQUIRE_FALSE(game.apply_policy_move(chance, chance, nullptr));
      else
        REQUIRE_FALSE(game.apply_random_move(chance, nullptr));
    }
    REQUIRE(game.broken_invariant().empty());
    const qm::Outcome outcome = game.outcome();
    const std::string& side = outcome.sides[size_t(game.side_of_seat()[size_t(policy_seat)])];
    for (const std::string& winner : outcome.winners)
      if (winner == side) won += 1.0 / double(outcome.winners.size());
  }
  INFO("the policy's win share against random: " << won / games);
  CHECK(won / games > 0.75);
}
