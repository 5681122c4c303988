// The bot ladder of docs/bots.md: how strong the search bot is, and what a move of it costs.
//
//   bot_ladder [--games G] [--first-game F] [--progress P] [--seed S]
//              [--game loot|einauge|pirates ...] [--bot ismcts:100 ...] [--against random ...]
//              [--move-games M] [--no-ladder] [--text-moves]
//
// 1. Milliseconds per move: M games (default 2) of loot/standard with 4 players, every seat
//    ismcts:1000, each bot move timed in this thread's CPU time (one core); the mean, the
//    median and the slowest move. Target: at most 20 ms a move (issue 27). --text-moves
//    times the search on the text functions (IsmctsOptions::typed_moves false, the
//    reference path; the same games), for a before and after on one machine.
// 2. The ladder: for each game (its standard ruleset, 2 players), each search bot (default
//    ismcts:100 and ismcts:1000) against each opponent (default random and greedy), G games
//    (default 100), the search bot at seat 1 in even games and seat 2 in odd ones (game i
//    from game_seed(S, i), the same deals for every pair); its win share (a shared win
//    counts 1/k) with the Wilson 95% interval, the games ended by the rules, the CPU time of
//    the pair and the search bot's milliseconds a move (CPU time of its moves, one core).
//    --first-game F plays games F to F+G-1 only (a chunk: chunks of the same seed add up to
//    the whole run, their games and wins summed); --progress P prints the running figures
//    every P games, so that a long run that is stopped still gives the games it played.
// Both print the load average before and after: the machine is shared, so figures taken
// under load are slower, never faster (the win rates do not depend on it).
#include <fmt/format.h>
#include <time.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "games/bot.h"
#include "games/game.h"
#include "games/ismcts.h"
#include "games/play.h"
#include "games/registry.h"
#include "math/stats.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"

using namespace qm;

namespace {

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five, fifteen;
  in >> one >> five >> fifteen;
  return fmt::format("{} {} {}", one, five, fifteen);
}

// A bot that times the moves of another.
class TimedBot : public Bot {
 public:
  explicit TimedBot(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
  std::optional<Violation> play(GameState& state, Chance& chance, std::string* written) override {
    const double start = cpu_seconds();
    std::optional<Violation> v = bot_->play(state, chance, written);
    seconds.push_back(cpu_seconds() - start);
    return v;
  }
  std::vector<double> seconds;

 private:
  std::unique_ptr<Bot> bot_;
};

struct Table {
  const Game* game;
  std::shared_ptr<const Ruleset> ruleset;
};

Table table_of(RulesetLibrary& library, const std::string& name) {
  std::shared_ptr<const Ruleset> r = library.get(name);
  return {find_game(r->game), r};
}

void time_moves(RulesetLibrary& library, int games, bool text_moves) {
  const Table t = table_of(library, "loot/standard");
  IsmctsOptions text_options;
  text_options.typed_moves = false;
  auto searcher = [&]() -> std::unique_ptr<Bot> {
    if (text_moves) return std::make_unique<IsmctsBot>(text_options);
    return t.game->make_bot("ismcts:1000");
  };
  std::vector<double> all;
  for (int g = 0; g < games; ++g) {
    std::vector<std::unique_ptr<TimedBot>> bots;
    std::vector<Bot*> seats;
    for (int seat = 0; seat < 4; ++seat)
      seats.push_back(bots.emplace_back(std::make_unique<TimedBot>(searcher())).get());
    const uint64_t seed = sim::game_seed(1, uint64_t(g));
    Chance chance(seed);
    play_game(t.game->new_game(*t.ruleset, 4, chance), seats, chance, {false, false, seed, {}, {}});
    for (const auto& bot : bots) all.insert(all.end(), bot->seconds.begin(), bot->seconds.end());
  }
  std::sort(all.begin(), all.end());
  double sum = 0;
  for (double s : all) sum += s;
  fmt::print(
      "loot/standard, 4 players, ismcts:1000 at every seat{}, {} games, {} moves: {:.1f} ms a "
      "move (mean), {:.1f} (median), {:.1f} (slowest), CPU time of one core\n",
      text_moves ? " (moves as text)" : "", games, all.size(), 1000 * sum / double(all.size()),
      1000 * all[all.size() / 2], 1000 * all.back());
}

double win_share(const GameState& end, int seat) {
  const Outcome o = end.outcome();
  const std::string& side = o.sides[size_t(end.side_of_seat()[size_t(seat)])];
  for (const std::string& w : o.winners)
    if (w == side) return 1.0 / double(o.winners.size());
  return 0;
}

struct LadderRun {
  int games = 100, first_game = 0, progress = 0;
  uint64_t seed = 1;
};

// The running figures of a pair after `played` games.
void print_pair(const std::string& bot, const std::string& against, int played, double won,
                int finished, double seconds, const TimedBot& searcher, const char* what) {
  const math::Interval ci = math::wilson_interval(won, played);
  double move_seconds = 0;
  for (double s : searcher.seconds) move_seconds += s;
  fmt::print(
      "  {:<12} vs {:<7} {:>5} games{}  {:5.1f}% [{:5.1f}, {:5.1f}]  won {:g}  {} finished  "
      "{:.1f} s  {:.1f} ms a move ({} moves)\n",
      bot, against, played, what, 100 * won / played, 100 * ci.low, 100 * ci.high, won, finished,
      seconds,
      searcher.seconds.empty() ? 0.0 : 1000 * move_seconds / double(searcher.seconds.size()),
      searcher.seconds.size());
  std::fflush(stdout);
}

void ladder_pair(const Table& t, const std::string& bot, const std::string& against,
                 const LadderRun& run) {
  TimedBot searcher(t.game->make_bot(bot));
  const std::unique_ptr<Bot> other = t.game->make_bot(against);
  double won = 0, seconds = 0;
  int finished = 0, played_games = 0;
  for (int g = run.first_game; g < run.first_game + run.games; ++g) {
    const int seat = g % 2;
    std::vector<Bot*> seats = {other.get(), other.get()};
    seats[size_t(seat)] = &searcher;
    const uint64_t game_seed = sim::game_seed(run.seed, uint64_t(g));
    Chance chance(game_seed);
    const double start = cpu_seconds();
    const PlayedGame played = play_game(t.game->new_game(*t.ruleset, 2, chance), seats, chance,
                                        {false, false, game_seed, {}, {}});
    seconds += cpu_seconds() - start;
    won += win_share(*played.end, seat);
    finished += played.end->outcome().finished;
    ++played_games;
    if (run.progress > 0 && played_games % run.progress == 0 && played_games < run.games)
      print_pair(bot, against, played_games, won, finished, seconds, searcher, " so far");
  }
  print_pair(bot, against, played_games, won, finished, seconds, searcher, "");
}

}  // namespace

int main(int argc, char** argv) {
  LadderRun run;
  int move_games = 2;
  bool ladder = true, text_moves = false;
  std::vector<std::string> game_names, bots, opponents;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        fmt::print(stderr, "bot_ladder: {} needs a value\n", arg);
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--games")
      run.games = std::atoi(value().c_str());
    else if (arg == "--first-game")
      run.first_game = std::atoi(value().c_str());
    else if (arg == "--progress")
      run.progress = std::atoi(value().c_str());
    else if (arg == "--move-games")
      move_games = std::atoi(value().c_str());
    else if (arg == "--seed")
      run.seed = std::strtoull(value().c_str(), nullptr, 10);
    else if (arg == "--game")
      game_names.push_back(value());
    else if (arg == "--bot")
      bots.push_back(value());
    else if (arg == "--against")
      opponents.push_back(value());
    else if (arg == "--no-ladder")
      ladder = false;
    else if (arg == "--text-moves")
      text_moves = true;
    else {
      fmt::print(stderr, "bot_ladder: unknown argument {} (see bench/bot_ladder.cc)\n", arg);
      return 2;
    }
  }
  if (run.games < 1 || run.first_game < 0 || run.progress < 0) {
    fmt::print(stderr,
               "bot_ladder: --games must be at least 1, --first-game and --progress 0 or more\n");
    return 2;
  }
  if (game_names.empty()) game_names = {"loot", "einauge", "pirates"};
  if (bots.empty()) bots = {"ismcts:100", "ismcts:1000"};
  if (opponents.empty()) opponents = {"random", "greedy"};
  RulesetLibrary library(&game_option_specs);
  fmt::print("load average before: {}\n", load_average());
  if (move_games > 0) time_moves(library, move_games, text_moves);
  if (ladder)
    for (const std::string& name : game_names) {
      const Table t = table_of(library, name + "/standard");
      fmt::print("{}/standard, 2 players, seats swapped, seed {}, games {} to {}:\n", name,
                 run.seed, run.first_game, run.first_game + run.games - 1);
      for (const std::string& bot : bots)
        for (const std::string& against : opponents) ladder_pair(t, bot, against, run);
    }
  fmt::print("load average after: {}\n", load_average());
  return 0;
}
