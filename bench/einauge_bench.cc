// The Einauge rules engine alone: steps per second through einauge::State::play (every
// rule checked, then the move applied), on moves already parsed. A step is one move of a
// record: a sale, buy, steal, move, pass or reveal. Requirement: at least 2 million steps
// per second on one core.
//
// Up front (not timed), 50 games are simulated by the random bots (games/einauge/bot.h) for
// every player count 2-5 under each shipped Einauge ruleset, and each is replayed once to
// check that the engine accepts every move. Each iteration replays every game through a
// fresh State (its construction is timed too, as it is part of replaying a record).
//   einauge/play        the whole deck known (each reveal checked against it);
//   einauge/play_open   no deck: each reveal checked against the unseen cards;
//   einauge/parse_play  from each move's text: einauge::parse_move, then play.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <stdexcept>
#include <vector>

#include "games/einauge/notation.h"
#include "games/einauge/options.h"
#include "games/einauge/sim_game.h"
#include "games/einauge/state.h"
#include "games/game.h"
#include "games/registry.h"
#include "record/record.h"
#include "rules/ruleset.h"

namespace {

using namespace qm;

constexpr int kGamesPerConfig = 50;

struct BenchGame {
  einauge::Options options;
  einauge::Setup setup, open_setup;
  std::vector<einauge::Move> moves;
  std::vector<RawMove> raw;
};

struct Games {
  std::vector<BenchGame> games;
  int64_t moves = 0;
};

const Games& games() {
  static const Games all = [] {
    Games out;
    RulesetLibrary library(&game_option_specs);
    uint64_t seed = 1;
    for (const char* name : {"einauge/standard", "einauge/colours"}) {
      einauge::Options options = einauge::Options::from(*library.get(name));
      for (int players = 2; players <= 5; ++players) {
        for (int k = 0; k < kGamesPerConfig;) {
          einauge::EinaugeSimGame sim = einauge::simulate_einauge(options, players, seed++);
          if (!sim.completed) continue;
          ++k;
          BenchGame g;
          g.options = options;
          g.setup = sim.setup;
          g.open_setup = sim.setup;
          g.open_setup.deck.clear();
          g.open_setup.deck_known = false;
          g.moves = sim.moves;
          for (const einauge::Move& m : sim.moves) {
            RawMove raw;
            raw.pos = {1, 5};
            raw.text = einauge::format_move(m, sim.setup.player_names);
            g.raw.push_back(std::move(raw));
          }
          einauge::State check(options, g.setup);
          for (const einauge::Move& m : g.moves)
            if (auto v = check.play(m)) throw std::logic_error(v->message);
          out.moves += int64_t(g.moves.size());
          out.games.push_back(std::move(g));
        }
      }
    }
    return out;
  }();
  return all;
}

void BM_play(benchmark::State& bm, bool open) {
  const Games& all = games();
  for (auto _ : bm) {
    for (const BenchGame& g : all.games) {
      einauge::State state(g.options, open ? g.open_setup : g.setup);
      for (const einauge::Move& m : g.moves) benchmark::DoNotOptimize(state.play(m));
      benchmark::DoNotOptimize(state.moves_played());
    }
  }
  bm.SetItemsProcessed(bm.iterations() * all.moves);
}

void BM_parse_play(benchmark::State& bm) {
  const Games& all = games();
  for (auto _ : bm) {
    for (const BenchGame& g : all.games) {
      einauge::State state(g.options, g.setup);
      for (const RawMove& raw : g.raw)
        benchmark::DoNotOptimize(state.play(einauge::parse_move(raw, g.setup.player_names)));
    }
  }
  bm.SetItemsProcessed(bm.iterations() * all.moves);
}

}  // namespace

BENCHMARK_CAPTURE(BM_play, play, false)->Name("einauge/play")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_play, play_open, true)
    ->Name("einauge/play_open")
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_parse_play)->Name("einauge/parse_play")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
