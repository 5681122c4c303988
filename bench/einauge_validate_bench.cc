// `qm validate` over 10,000 simulated Einauge records, against yaml-cpp alone (the bound
// Loot meets: `qm validate -j 1 DIR` within 1.5x the time yaml-cpp needs to read and
// YAML::LoadAll the same files). The corpus is split evenly over 16 kinds of game, both
// shipped rulesets x 2-5 players x the random and greedy bots (einauge/standard-3p-greedy/
// ...); bench/simulated_validate_bench.h says how it is written and what is measured.
// QM_BENCH_RECORDS overrides the corpus size for quick trials.
#include "bench/simulated_validate_bench.h"

int main(int argc, char** argv) {
  return qm::bench::run_simulated_validate_bench(
      argc, argv,
      {.game = "einauge",
       .title = "Einauge",
       .rulesets = {"einauge/standard", "einauge/colours"},
       .min_players = 2,
       .max_players = 5,
       .program = "einauge_validate_bench",
       .qm_binary = QM_BINARY});
}
