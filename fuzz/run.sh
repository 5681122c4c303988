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
[ ${#targets[@]} -gt 0 ] || targets=(record store ruleset database site)
jobs=${FUZZ_JOBS:-$(nproc)}
out=${FUZZ_OUT:-$build/fuzz-run}
rm -rf "$out"
mkdir -p "$out"

# Largest input tried: every sample record fits, and so does a ruleset and a small store.
max_len_of() { case $1 in ruleset) echo 4096 ;; database) echo 65536 ;; *) echo 12288 ;; esac; }

# The seeds of `database`: a small store made by qm itself from a record of each game, its
# pages shrunk to 512 bytes (python3's sqlite3, when there is one), and the same store with
# its players table replaced by a recursive view (what qm must refuse).
database_seeds() {
  local dir=$1
  "$build/qm" import --db "$dir/league.db" "$root/records/loot/harbour-lane-2026-03-07-g1.yaml" \
    "$root/records/loot/clb-2026-02-12-coppie-t1.yaml" \
    "$root/records/einauge/kraken-2026-01-10-g1.yaml" >/dev/null 2>&1 || true
  command -v python3 >/dev/null || return 0
  python3 - "$dir" <<'PY' || true
import shutil, sqlite3, sys
folder = sys.argv[1]
db = sqlite3.connect(folder + "/league.db")
db.execute("PRAGMA journal_mode = DELETE")
db.execute("PRAGMA page_size = 512")
db.execute("VACUUM")
db.close()
shutil.copy(folder + "/league.db", folder + "/recursive-view.db")
db = sqlite3.connect(folder + "/recursive-view.db")
db.executescript("""
PRAGMA foreign_keys = OFF;
ALTER TABLE players RENAME TO players_kept;
CREATE VIEW players AS WITH RECURSIVE n(player_id, name) AS
  (SELECT 1, 'x' UNION ALL SELECT player_id + 1, name || 'x' FROM n) SELECT * FROM n;
""")
db.close()
PY
}

# The seed files of a target, copied with their folders (libFuzzer reads a corpus
# directory recursively).
collect_seeds() {
  local target=$1 dir=$out/seeds/$target
  mkdir -p "$dir"
  local where=(records tests fuzz/regressions/record fuzz/regressions/store)
  [ "$target" = ruleset ] && where=(rulesets tests/rulesets fuzz/regressions/ruleset)
  # A site is written twice per input: the sample records only, not every test's file.
  [ "$target" = site ] && where=(records fuzz/regressions/site)
  if [ "$target" = database ]; then
    database_seeds "$dir"
    where=(fuzz/regressions/database)
  fi
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
