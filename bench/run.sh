#!/usr/bin/env bash
# Builds the benchmarks in Release (configuring the build directory if needed) and runs them:
#   engine_bench    the Loot engine alone (loot::State::play), moves per second;
#   validate_bench  `qm validate` -j 1 and -j 2 on 10,000 simulated records against yaml-cpp
#                   alone, and max RSS on 1,000 vs 10,000 records;
#   store_bench     `qm import` against yaml-cpp, replay from the database, `qm stats` and
#                   `qm ratings` on 100,000 games;
#   sim_bench       simulated Loot games per second, with and without writing records;
#   compare_bench   `qm compare` against `qm validate` on the same 10,000 records;
#   compare_sim_bench       `qm compare --simulate 1000` with greedy bots, for each game;
#   einauge_bench   the Einauge engine alone (einauge::State::play), steps per second;
#   einauge_sim_bench       simulated Einauge games per second (random and greedy bots);
#   einauge_validate_bench  `qm validate -j 1` on 10,000 simulated Einauge records against
#                           yaml-cpp alone;
#   pirates_bench   the Pirates engine alone (pirates::State::play), actions per second;
#   pirates_sim_bench       simulated Pirates games per second (random and treasure bots);
#   pirates_validate_bench  `qm validate -j 1` on 10,000 simulated Pirates records against
#                           yaml-cpp alone;
#   pirates_table_validate_bench  the same on 10,000 simulated format 2 Pirates records
#                           (`qm simulate --table terrain,forts,creatures`);
#   report_bench    `qm report` writing one page for 100 sample records;
#   site_bench      `qm report --db` (the league site) on a store of 10,000 games.
# QM_BENCH_ONLY="store_bench sim_bench" runs only those programs.
# Then prints each program's summary with the command that produced it, ready to paste into
# the README's performance section. Full outputs go to BUILD/bench-results/. About 2-4
# minutes on the 2-core development machine (longer when other work is running on it: the
# load average is printed with the figures; timings taken under load are not comparable).
#
#   bash bench/run.sh                        build directory build-bench/ beside bench/
#   QM_BUILD_DIR=/tmp/b bash bench/run.sh    another build directory
#   QM_BENCH_CORPUS=/tmp/c bash bench/run.sh keep the corpus there and reuse it next time
#                                            (else it is written to a temporary directory)
#   QM_BENCH_NO_BUILD=1 bash bench/run.sh    run the programs already built (say, while the
#                                            sources are half-way through a change)
# Extra arguments are passed to every program, e.g. --benchmark_filter=j1.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$(realpath -m "${QM_BUILD_DIR:-$root/build-bench}")"
results="$build/bench-results"

if [ "${QM_BENCH_NO_BUILD:-0}" != 1 ]; then
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DQM_TESTS=OFF \
      -DQM_BENCHMARKS=ON -DQM_SANITIZE=OFF
  fi
  build_type="$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")"
  if [ "$build_type" != "Release" ]; then
    echo "run.sh: $build is a '$build_type' build; benchmarks need Release" >&2
    exit 2
  fi
  ninja -C "$build" qm bench/qm_make_corpus bench/engine_bench bench/validate_bench \
    bench/store_bench bench/sim_bench bench/compare_bench bench/compare_sim_bench bench/einauge_bench \
    bench/einauge_sim_bench bench/einauge_validate_bench bench/pirates_bench \
    bench/pirates_sim_bench bench/pirates_validate_bench bench/pirates_table_validate_bench \
    bench/report_bench bench/site_bench
fi
mkdir -p "$results"

# The build directory as the commands are shown: relative to the top of the tree if inside it.
rel="${build#"$root"/}"

programs=(${QM_BENCH_ONLY:-engine_bench validate_bench store_bench sim_bench compare_bench compare_sim_bench einauge_bench
  einauge_sim_bench einauge_validate_bench pirates_bench pirates_sim_bench pirates_validate_bench
  pirates_table_validate_bench report_bench site_bench})

# Repetitions run in random order across benchmarks, so that a change in the machine's load
# during the run falls on every benchmark alike rather than on the ones running at the time:
# the ratios in the summaries compare medians taken over the same stretch of time.
cd "$root"
for program in "${programs[@]}"; do
  cmd=("$rel/bench/$program" --benchmark_repetitions=5 --benchmark_min_time=0.5
    --benchmark_enable_random_interleaving=true "$@")
  echo "== ${cmd[*]}"
  "${cmd[@]}" | tee "$results/$program.txt"
  echo
done

# The summaries, with what they were measured on.
summary() { sed -n '/^Summary/,$p' "$1"; }
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')"
[ -z "$(git -C "$root" status --porcelain 2>/dev/null)" ] || commit="$commit + uncommitted changes"
[ "${QM_BENCH_NO_BUILD:-0}" != 1 ] || commit="$commit (programs built earlier: QM_BENCH_NO_BUILD=1)"
cat <<REPORT

================ for the README, performance section ================
Measured $(date -u +%Y-%m-%d) on $(nproc) cores ($cpu), commit $commit, with
\`bash bench/run.sh\` (Release build). Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg).

$(for program in "${programs[@]}"; do
  echo '```'
  echo "\$ $rel/bench/$program --benchmark_repetitions=5 --benchmark_min_time=0.5 --benchmark_enable_random_interleaving=true $*"
  summary "$results/$program.txt"
  echo '```'
done)
REPORT
