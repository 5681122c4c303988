// `qm validate` over 10,000 simulated format 2 Pirates records (`qm simulate --table
// terrain,forts,creatures`: terrain, forts to build, sea creatures, and every line the table
// owes), against yaml-cpp
// alone: `qm validate -j 1 DIR` within 1.5x the time yaml-cpp needs to read and
// YAML::LoadAll the same files (issue 25). The corpus is split evenly over 12 kinds of game,
// both shipped rulesets pirates/standard and pirates/half-of-total x 2-4 players x the
// random and greedy bots; bench/simulated_validate_bench.h says how it is written and what
// is measured. QM_BENCH_RECORDS overrides the corpus size for quick trials.
#include "bench/simulated_validate_bench.h"

int main(int argc, char** argv) {
  return qm::bench::run_simulated_validate_bench(
      argc, argv,
      {.game = "pirates",
       .title = "Pirates format 2",
       .rulesets = {"pirates/standard", "pirates/half-of-total"},
       .min_players = 2,
       .max_players = 4,
       .program = "pirates_table_validate_bench",
       .qm_binary = QM_BINARY,
       .table = {"terrain", "forts", "creatures"}});
}
