#!/usr/bin/env bash
# Writes what `qm` shows of every sample record into OUT_DIR, one file per record and
# output: `replay --format json`, `audit` as text, Markdown and JSON, `state` (the last
# table, and the one after move 5) as text and JSON, and `stats` and `ratings`, as JSON
# and text, over an import of records/. The refactors that must not change behaviour are
# checked by comparing this against tests/golden/expected (golden_test.sh).
#
#   tests/golden/capture.sh QM_BINARY OUT_DIR
set -uo pipefail
qm=$(realpath "$1")
mkdir -p "$2"
out=$(realpath "$2")
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root" || exit 2
rm -rf "$out"
mkdir -p "$out"
# Every file and exit status goes into the capture: an exit status that changes is a
# change of behaviour too.
run() {
  local name=$1
  shift
  "$qm" "$@" >"$out/$name" 2>&1
  echo "exit $?" >>"$out/$name"
}
# One record's outputs; records are captured on every core at once (each writes only its
# own files), since under the sanitizers this is the longest test of the suite.
capture_record() {
  local rec=$1 key docs d
  key=${rec#records/}
  key=${key%.yaml}
  key=${key//\//__}
  docs=$(grep -c '^---' "$rec")
  [ "$docs" -ge 1 ] || docs=1
  run "$key.replay.json" replay --format json "$rec"
  for d in $(seq 1 "$docs"); do
    run "$key.$d.audit.txt" audit --document "$d" "$rec"
    run "$key.$d.audit.md" audit --document "$d" --format markdown "$rec"
    run "$key.$d.audit.json" audit --document "$d" --format json "$rec"
    run "$key.$d.state.txt" state --document "$d" "$rec"
    run "$key.$d.state.json" state --document "$d" --format json "$rec"
    run "$key.$d.state-5.txt" state --document "$d" --at 5 "$rec"
    run "$key.$d.state-5.json" state --document "$d" --at 5 --format json "$rec"
  done
}
cores=$(nproc 2>/dev/null || echo 2)
for rec in $(find records -name '*.yaml' | LC_ALL=C sort); do
  while [ "$(jobs -rp | wc -l)" -ge "$cores" ]; do wait -n; done
  capture_record "$rec" &
done
wait
# The database is named relative to the output, so that its name in the output is the same
# wherever the capture is written.
"$qm" import --db "$out/records.db" -j 1 records >/dev/null 2>&1
(cd "$out" && run stats.json stats --db records.db --ratings --format json && run stats.txt stats --db records.db --ratings)
(cd "$out" && run ratings.json ratings --db records.db --format json &&
  run ratings.txt ratings --db records.db)
rm -f "$out/records.db" "$out/records.db-wal" "$out/records.db-shm"
