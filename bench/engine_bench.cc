// The Loot rules engine alone: moves per second through loot::State::play (every rule
// checked, then the move applied, capture checks included), on moves already parsed.
// Requirement: at least 5 million moves per second on one core.
//
// Up front (not timed), 20 games are simulated for every (shipped Loot ruleset, allowed
// player count) pair (bench/corpus.h), 360 games of some 45,000 moves in all, and each is
// replayed once to check that the engine accepts every move. Each iteration then replays
// every game through a fresh loot::State (its construction is timed too, as it is part of
// replaying a record). items_per_second is moves per second of this thread's CPU time
// (Google Benchmark's default), which is what "on one core" means and what other work on
// the machine disturbs least; the summary also gives the rate in wall-clock time.
//
//   engine/play          the full deal and draw pile known, each draw naming its card;
//   engine/play_hidden   nothing known about the deal or the pile and every draw unnamed,
//                        as in a record with visibility `none` (the engine then tracks
//                        unknown hand cards and unseen copies);
//   engine/parse_play    as engine/play, but starting from each move's text (a RawMove
//                        as the record reader gives it): loot::parse_move, then play.
//                        The difference from engine/play is the cost of the notation.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <stdexcept>
#include <vector>

#include "bench/corpus.h"
#include "bench/summary_reporter.h"
#include "games/loot/notation.h"
#include "games/loot/state.h"
#include "loot_sim_support.h"
#include "record/record.h"

namespace {

using namespace qm;

constexpr int kGamesPerConfig = 20;
constexpr double kRequiredMovesPerSecond = 5e6;

struct BenchGame {
  loot::Options options;
  std::vector<std::string> players;
  loot::Setup setup, hidden_setup;
  std::vector<loot::Move> moves, hidden_moves;
  std::vector<RawMove> raw_moves;
};

struct Games {
  std::vector<BenchGame> games;
  int64_t moves = 0;
};

// Replays `moves` from `setup`; throws if the engine refuses one (it must not: the games
// were played by the simulation against the same engine).
void check_replay(const BenchGame& g, const loot::Setup& setup,
                  const std::vector<loot::Move>& moves) {
  loot::State state(g.options, setup);
  for (size_t i = 0; i < moves.size(); ++i)
    if (auto v = state.play(moves[i]))
      throw std::logic_error(fmt::format("move {} ({}) refused: {}: {}", i + 1,
                                         loot::format_move(moves[i], g.players), v->rule,
                                         v->message));
}

const Games& games() {
  static const Games all = [] {
    Games out;
    uint64_t seed = 1;
    for (const bench::SimConfig& config : bench::sim_configs()) {
      for (int k = 0; k < kGamesPerConfig; ++k) {
        BenchGame g;
        g.options = config.options;
        g.players = bench::player_names(config.players);
        qmtest::LootSimGame sim = qmtest::simulate_loot_game(config.options, g.players, seed++);
        g.setup = sim.setup;
        g.moves = sim.moves;
        // Visibility `none`: no deal, no pile, unnamed draws.
        g.hidden_setup = sim.setup;
        g.hidden_setup.dealt.assign(g.players.size(), loot::CardCounts{});
        g.hidden_setup.deck.clear();
        g.hidden_setup.deck_known = false;
        g.hidden_moves = sim.moves;
        for (loot::Move& m : g.hidden_moves)
          if (m.verb == loot::Verb::Draw) m.card.reset();
        for (size_t i = 0; i < g.moves.size(); ++i) {
          RawMove raw;
          raw.pos = {int(i) + 10, 5};  // as if listed under `moves:`
          raw.text = loot::format_move(g.moves[i], g.players);
          g.raw_moves.push_back(std::move(raw));
        }
        check_replay(g, g.setup, g.moves);
        check_replay(g, g.hidden_setup, g.hidden_moves);
        out.moves += int64_t(g.moves.size());
        out.games.push_back(std::move(g));
      }
    }
    return out;
  }();
  return all;
}

void set_counters(benchmark::State& state, const Games& all) {
  state.SetItemsProcessed(state.iterations() * all.moves);
  state.counters["games_per_second"] = benchmark::Counter(
      double(state.iterations() * int64_t(all.games.size())), benchmark::Counter::kIsRate);
  state.counters["moves_per_iteration"] = double(all.moves);
}

void BM_Play(benchmark::State& state) {
  const Games& all = games();
  int refused = 0;
  for (auto _ : state) {
    for (const BenchGame& g : all.games) {
      loot::State table(g.options, g.setup);
      for (const loot::Move& m : g.moves) refused += table.play(m).has_value();
      benchmark::DoNotOptimize(table.moves_played());
    }
  }
  if (refused) state.SkipWithError("the engine refused a simulated move");
  set_counters(state, all);
}

void BM_PlayHidden(benchmark::State& state) {
  const Games& all = games();
  int refused = 0;
  for (auto _ : state) {
    for (const BenchGame& g : all.games) {
      loot::State table(g.options, g.hidden_setup);
      for (const loot::Move& m : g.hidden_moves) refused += table.play(m).has_value();
      benchmark::DoNotOptimize(table.moves_played());
    }
  }
  if (refused) state.SkipWithError("the engine refused a simulated move");
  set_counters(state, all);
}

void BM_ParsePlay(benchmark::State& state) {
  const Games& all = games();
  int refused = 0;
  for (auto _ : state) {
    for (const BenchGame& g : all.games) {
      loot::State table(g.options, g.setup);
      for (const RawMove& raw : g.raw_moves)
        refused += table.play(loot::parse_move(raw, g.players)).has_value();
      benchmark::DoNotOptimize(table.moves_played());
    }
  }
  if (refused) state.SkipWithError("the engine refused a simulated move");
  set_counters(state, all);
}

BENCHMARK(BM_Play)->Name("engine/play");
BENCHMARK(BM_PlayHidden)->Name("engine/play_hidden");
BENCHMARK(BM_ParsePlay)->Name("engine/parse_play");

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const std::string load_before = bench::load_average();
  fmt::print("Simulating {} games per (ruleset, player count)...\n", kGamesPerConfig);
  const Games& all = games();
  fmt::print("{} games, {} moves; load average {}\n\n", all.games.size(), all.moves, load_before);

  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  fmt::print(
      "\nSummary (medians of the repetitions, per CPU second of one thread; load average before "
      "{}, after {}):\n",
      load_before, load_after);
  const struct {
    const char* name;
    const char* what;
    bool required;  // the requirement is on play() alone
  } rows[] = {
      {"engine/play", "play(), full information", true},
      {"engine/play_hidden", "play(), hidden deal and pile", true},
      {"engine/parse_play", "parse_move() + play()", false},
  };
  for (const auto& row : rows) {
    auto f = reporter.figure(row.name);
    if (!f) continue;
    const double rate = f->counter("items_per_second");
    const double wall_rate = double(all.moves) / f->real_s;
    fmt::print("  {:<30} {:6.2f} M moves/s  ({:.0f} ns/move; wall clock {:.2f} M/s; {} runs){}\n",
               row.what, rate / 1e6, 1e9 / rate, wall_rate / 1e6, f->runs,
               !row.required
                   ? ""
                   : fmt::format("  requirement >= {:.0f} M: {}", kRequiredMovesPerSecond / 1e6,
                                 rate >= kRequiredMovesPerSecond ? "met" : "NOT met"));
  }
  if (auto play = reporter.figure("engine/play"), parse = reporter.figure("engine/parse_play");
      play && parse)
    fmt::print("  notation cost: {:.0f} ns/move (parse_play less play)\n",
               1e9 / parse->counter("items_per_second") - 1e9 / play->counter("items_per_second"));
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}
