#!/usr/bin/env bash
# The GNU parallel recipe of docs/sharding.md on one machine: N shards simulated by
# `parallel` into their own databases, merged with `qm merge`; the merge must be sound
# (`qm check`) and give the `qm stats --format json` (without the database's name) and the
# `qm export` of one import of all the records. Exit 77 (skipped) when GNU parallel is not
# installed.
set -euo pipefail
qm=$1
command -v parallel >/dev/null || { echo "GNU parallel is not installed: skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

N=4
SIM="$qm simulate --ruleset loot/standard --players 4 --games 40 --seed 7"
# The recipe, as the page gives it (on one machine: no --sshlogin, --return, --cleanup).
parallel --will-cite --halt now,fail=1 \
  "$SIM --shard {}/$N --db shard-{}.db -j 1 > /dev/null" ::: $(seq 1 $N)
"$qm" merge sim.db $(seq -f 'shard-%g.db' 1 $N) > merge.out
"$qm" check --db sim.db > check.out

# One run of all the games, imported at once.
$SIM --out all -j 1 2> /dev/null
"$qm" import all --db one.db -j 1 > import.out

fail=0
grep -qx '40 new, 0 already present, 0 illegal, 0 unreadable' merge.out ||
  { echo "merge said: $(cat merge.out)"; fail=1; }
grep -q "is sound" check.out || { echo "check said: $(cat check.out)"; fail=1; }
"$qm" stats --db sim.db --format json | grep -v '"database"' > merged.json
"$qm" stats --db one.db --format json | grep -v '"database"' > one.json
cmp -s merged.json one.json || { echo "stats differ:"; diff merged.json one.json | head -20; fail=1; }
"$qm" export --db sim.db > merged.yaml
"$qm" export --db one.db > one.yaml
cmp -s merged.yaml one.yaml || { echo "exports differ"; fail=1; }
[ "$fail" -eq 0 ] && echo "parallel recipe: $N shards merged = one import"
exit "$fail"
