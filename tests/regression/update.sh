#!/usr/bin/env bash
# Rewrites the regression corpus and the expected `qm compare` reports (tests/regression/).
# Run it only after checking that a change of verdicts is intended, and review the diff:
# every line that changes names a record whose verdict, scores or divergence moved.
#
#   bash tests/regression/update.sh [QM_BINARY]      (default: build/qm)
#
# Two corpora, each of simulated games written by `qm simulate` (full information; they
# replay valid under their own ruleset and often not under another) plus a copy of the
# game's sample records (taken as they were: hidden information, illegal and disputed
# games): tests/regression/corpus for Loot (every shipped ruleset, both bots; records/loot)
# and tests/regression/corpus-einauge (both rulesets, both bots, 2-5 players;
# records/einauge). A corpus is written only when missing (or QM_REGRESSION_NEW_CORPUS=1):
# tests/unit/sim_reproducible_test.cc checks that the `sim` lines below still give its
# simulated games byte for byte. The reports: `qm compare --list all --format json` for the
# pairs at the end, which together cover every shipped ruleset.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
qm="$(realpath "${1:-$root/build/qm}")"
cd "$root"
loot=tests/regression/corpus
einauge=tests/regression/corpus-einauge

# sim CORPUS RULESET PLAYERS GAMES SEED BOT: the games into CORPUS/sim/<name>-<N>p-<bot>/.
sim() { "$qm" simulate --ruleset "$2" --players "$3" --games "$4" --seed "$5" --bot "$6" \
  --out "$1/sim/${2#*/}-$3p-$6"; }
# new_corpus CORPUS SAMPLES: true when CORPUS is to be (re)written; then it is emptied and
# the sample records are copied into CORPUS/samples.
new_corpus() {
  if [ "${QM_REGRESSION_NEW_CORPUS:-0}" != 1 ] && [ -d "$1" ]; then return 1; fi
  rm -rf "$1"
  mkdir -p "$1/samples"
  cp "$2"/*.yaml "$1/samples/"
}

if new_corpus "$loot" records/loot; then
  sim "$loot" loot/standard 3 20 1 random
  sim "$loot" loot/standard 4 15 2 greedy
  sim "$loot" loot/standard-ja 2 10 3 random
  sim "$loot" loot/house-end-captures 3 15 4 greedy
  sim "$loot" loot/partnership 4 15 5 random
  sim "$loot" loot/partnership-it 6 10 6 greedy
fi
if new_corpus "$einauge" records/einauge; then
  sim "$einauge" einauge/standard 2 10 11 random
  sim "$einauge" einauge/standard 3 15 12 greedy
  sim "$einauge" einauge/colours 4 15 13 random
  sim "$einauge" einauge/colours 5 10 14 greedy
fi

mkdir -p tests/regression/expected
# compare A B CORPUS: the report into tests/regression/expected/<A>--<B>.jsonl (each
# ruleset named without its game for Loot, with it for the other games).
compare() {
  local name="${1#loot/}--${2#loot/}"
  local out="tests/regression/expected/${name//\//-}.jsonl"
  "$qm" compare --ruleset "$1" --ruleset "$2" --list all --format json -j 2 "$3" > "$out" || true
  echo "$out: $(tail -1 "$out")"
}
compare loot/standard loot/standard-ja "$loot"
compare loot/standard loot/house-end-captures "$loot"
compare loot/partnership loot/partnership-it "$loot"
compare einauge/standard einauge/colours "$einauge"
