#!/usr/bin/env bash
# Runs every fuzz target (or those named) for a fixed time, several at once, and fails on
# any crash, timeout or memory blow-up, printing the input at fault.
#
#   fuzz/run.sh BUILD_DIR [SECONDS [TARGET...]]
#
# BUILD_DIR is a build configured with -DQM_SANITIZE=ON -DQM_FUZZ=ON (Clang). SECONDS: per
# target (default 60). Environment: FUZZ_JOBS, targets run at once (default: nproc);
# FUZZ_OUT, where the corpora, logs and crashes go (default BUILD_DIR/fuzz-run, emptied
# first). The seed corpus is collected here from records/, tests/ and rulesets/, plus the
# inputs that once crashed (fuzz/regressions/); nothing is written into the repository.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:?usage: fuzz/run.sh BUILD_DIR [SECONDS [TARGET...]]}" && pwd)
seconds=${2:-60}
shift $(($# < 2 ? $# : 2))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(record store ruleset)
jobs=${FUZZ_JOBS:-$(nproc)}
out=${FUZZ_OUT:-$build/fuzz-run}
rm -rf "$out"
mkdir -p "$out"

# Largest input tried: every sample record fits, and so does a ruleset.
max_len_of() { case $1 in ruleset) echo 4096 ;; *) echo 12288 ;; esac; }

# The seed files of a target, copied with their folders (libFuzzer reads a corpus
# directory recursively).
collect_seeds() {
  local target=$1 dir=$out/seeds/$target
  mkdir -p "$dir"
  local where=(records tests fuzz/regressions/record fuzz/regressions/store)
  [ "$target" = ruleset ] && where=(rulesets tests/rulesets fuzz/regressions/ruleset)
  (cd "$root" && find "${where[@]}" -type f \( -path 'fuzz/*' -o -name '*.yaml' -o -name '*.yml' \) \
    -exec cp --parents -t "$dir" {} +) 2>/dev/null || true
}

run_target() {
  local target=$1 program=$build/fuzz/fuzz_$1
  mkdir -p "$out/corpus/$target" "$out/crashes/$target"
  # -timeout: an input that takes longer is a finding (hangs, quadratic growth).
  "$program" "$out/corpus/$target" "$out/seeds/$target" \
    -dict="$root/fuzz/yaml.dict" -max_len="$(max_len_of "$target")" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=20 \
    -artifact_prefix="$out/crashes/$target/" -print_final_stats=1 \
    >"$out/$target.log" 2>&1
}

for target in "${targets[@]}"; do
  [ -x "$build/fuzz/fuzz_$target" ] || {
    echo "fuzz: no $build/fuzz/fuzz_$target (configure with -DQM_SANITIZE=ON -DQM_FUZZ=ON and build it)" >&2
    exit 2
  }
  collect_seeds "$target"
done

# At most $jobs targets at once; each one's status in $out/<target>.status.
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  (
    status=0 start=$(date +%s)
    run_target "$target" || status=$?
    echo "$status $(($(date +%s) - start))" >"$out/$target.status"
  ) &
  running=$((running + 1))
done
wait

failed=0
for target in "${targets[@]}"; do
  read -r status elapsed <"$out/$target.status"
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$target.log" | tail -1)
  # Seeds are all run before -max_total_time is looked at: the time taken may be longer.
  echo "fuzz $target: ${runs:-?} runs in $elapsed s ($((${runs:-0} / (elapsed > 0 ? elapsed : 1))) runs/s), exit $status"
  if [ "$status" -ne 0 ]; then
    failed=1
    tail -n 60 "$out/$target.log" | sed "s/^/  $target: /"
    for input in "$out/crashes/$target"/*; do
      [ -e "$input" ] || continue
      echo "fuzz $target: the input at fault: $input"
      echo "  reproduce: $build/fuzz/fuzz_$target $input"
      echo "  keep it:   cp $input $root/fuzz/regressions/$target/"
    done
  fi
done
exit "$failed"
