#include "compare/paired_games.h"

#include <algorithm>
#include <utility>

#include "compare/simulated_play.h"
#include "games/game.h"
#include "games/game_facts.h"
#include "games/game_state.h"
#include "replay/ordered_parallel.h"
#include "sim/simulator.h"

namespace qm::compare {

namespace {

using VerbCounts = std::vector<std::pair<std::string, int>>;  // in order of first use

// One pair as a worker thread leaves it: the verbs by name (the run numbers them in order).
struct PlayedPair {
  sim::SimOutcome a, b;
  VerbCounts verbs_a, verbs_b;
  std::vector<int> events_a, events_b;
  std::vector<OptionUse> options_a, options_b;
  int first_difference = 0;
};

VerbCounts count_verbs(const std::vector<std::string>& verbs) {
  VerbCounts counts;
  for (const std::string& verb : verbs) {
    if (verb.empty()) continue;
    auto it =
        std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == verb; });
    if (it == counts.end())
      counts.emplace_back(verb, 1);
    else
      ++it->second;
  }
  return counts;
}

// The events of each of `kinds` the game reports at its end.
std::vector<int> count_events(const GameState& end, const std::vector<std::string>& kinds) {
  std::vector<int> counts(kinds.size());
  for (const GameEvent& e : end.events()) {
    const size_t index = size_t(std::find(kinds.begin(), kinds.end(), e.kind) - kinds.begin());
    if (index < kinds.size()) ++counts[index];
  }
  return counts;
}

// The counts numbered by the run's verbs, adding the verbs it meets for the first time.
std::vector<int> numbered(const VerbCounts& counts, std::vector<std::string>& verbs) {
  std::vector<int> out(verbs.size());
  for (const auto& [verb, count] : counts) {
    const size_t index = size_t(std::find(verbs.begin(), verbs.end(), verb) - verbs.begin());
    if (index == verbs.size()) verbs.push_back(verb);
    out.resize(verbs.size());
    out[index] = count;
  }
  return out;
}

}  // namespace

PairedRun play_paired(const Game& game, const sim::Simulator& a, const sim::Simulator& b,
                      uint64_t seed, uint64_t count, int threads, const sim::Progress& progress) {
  PairedRun run;
  run.games.reserve(size_t(count));
  for (const EventKind& kind : game.type().event_kinds) run.event_kinds.push_back(kind.name);
  ordered_parallel_run(
      size_t(count), threads,
      [&](size_t i) {
        const uint64_t game_seed = sim::game_seed(seed, i);
        const PlayedGame played_a = a.play_game(game_seed), played_b = b.play_game(game_seed);
        PlayedPair pair;
        pair.a = sim::outcome_of(played_a);
        pair.b = sim::outcome_of(played_b);
        const SimulatedPlay play_a{played_a.end->players(), played_a.moves};
        const SimulatedPlay play_b{played_b.end->players(), played_b.moves};
        pair.verbs_a = count_verbs(move_verbs(game, play_a));
        pair.verbs_b = count_verbs(move_verbs(game, play_b));
        pair.first_difference = first_difference(play_a, play_b);
        pair.events_a = count_events(*played_a.end, run.event_kinds);
        pair.events_b = count_events(*played_b.end, run.event_kinds);
        pair.options_a = played_a.end->option_uses();
        pair.options_b = played_b.end->option_uses();
        return pair;
      },
      [&](PlayedPair& pair) {
        PairedGame g{std::move(pair.a),
                     std::move(pair.b),
                     numbered(pair.verbs_a, run.verbs),
                     numbered(pair.verbs_b, run.verbs),
                     std::move(pair.events_a),
                     std::move(pair.events_b),
                     std::move(pair.options_a),
                     std::move(pair.options_b),
                     pair.first_difference};
        run.games.push_back(std::move(g));
        if (progress && (run.games.size() % 256 == 0 || run.games.size() == count))
          progress(run.games.size(), size_t(count));
      });
  return run;
}

}  // namespace qm::compare
