#!/usr/bin/env bash
# Rewrites the regression corpus and the expected `qm compare` reports (tests/regression/).
# Run it only after checking that a change of verdicts is intended, and review the diff:
# every line that changes names a record whose verdict, scores or divergence moved.
#
#   bash tests/regression/update.sh [QM_BINARY]      (default: build/qm)
#
# The corpus: simulated games of every shipped Loot ruleset (both bots), written by
# `qm simulate` (full information; they replay valid under their own ruleset and often
# not under another), plus a copy of the Loot sample records (records/loot/, taken as they
# were: hidden information, illegal and disputed games). The reports: `qm compare --list
# all --format json` for three pairs that together cover the five shipped rulesets.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
qm="$(realpath "${1:-$root/build/qm}")"
cd "$root"
corpus=tests/regression/corpus
if [ "${QM_REGRESSION_NEW_CORPUS:-0}" = 1 ] || [ ! -d "$corpus" ]; then
  rm -rf "$corpus"
  sim() { "$qm" simulate --ruleset "$1" --players "$2" --games "$3" --seed "$4" --bot "$5" \
    --out "$corpus/sim/${1#loot/}-$2p-$5"; }
  sim loot/standard 3 20 1 random
  sim loot/standard 4 15 2 greedy
  sim loot/standard-ja 2 10 3 random
  sim loot/house-end-captures 3 15 4 greedy
  sim loot/partnership 4 15 5 random
  sim loot/partnership-it 6 10 6 greedy
  mkdir -p "$corpus/samples"
  cp records/loot/*.yaml "$corpus/samples/"
fi
mkdir -p tests/regression/expected
for pair in "loot/standard loot/standard-ja" "loot/standard loot/house-end-captures" \
  "loot/partnership loot/partnership-it"; do
  set -- $pair
  out="tests/regression/expected/${1#loot/}--${2#loot/}.jsonl"
  "$qm" compare --ruleset "$1" --ruleset "$2" --list all --format json -j 2 "$corpus" > "$out" || true
  echo "$out: $(tail -1 "$out")"
done
