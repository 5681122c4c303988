// Running many simulated games (sim/simulator.h) on several threads: game i of a run of
// seed S is played from game_seed(S, i) (sim/game_seeds.h), so results depend only on S
// and the game indices, never on the number of threads or on sharding.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "sim/game_seeds.h"
#include "sim/simulator.h"

namespace qm::sim {

// Called now and then with the games done and the games in all.
using Progress = std::function<void(size_t done, size_t total)>;

// Plays the games of `range` and passes each one's record to `emit`, in index order, on
// the calling thread. `threads` <= 1: all on the calling thread.
void simulate_records(const Simulator& simulator, uint64_t seed, GameRange range, int threads,
                      const std::function<void(uint64_t index, std::string& record)>& emit,
                      const Progress& progress = {});

// Plays the games of `range` without writing records; the outcomes in index order.
std::vector<SimOutcome> simulate_outcomes(const Simulator& simulator, uint64_t seed,
                                          GameRange range, int threads,
                                          const Progress& progress = {});

}  // namespace qm::sim
