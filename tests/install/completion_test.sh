#!/usr/bin/env bash
# The bash completion script (tools/qm-completion.bash) with the built qm: what bash offers
# after `qm rep<TAB>` (replay, report), `qm replay --fo<TAB>`, an option's values, ruleset
# names, files.
#   completion_test.sh QM_BINARY COMPLETION_SCRIPT
set -uo pipefail
qm_dir=$(cd "$(dirname "$1")" && pwd)
script=$2
PATH="$qm_dir:$PATH"
source "$script"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" && touch game-1.yaml game-2.yaml

failures=0
# expect "WORDS..." "CANDIDATES": COMPREPLY, sorted and joined by spaces, for the last word.
expect() {
  local want=$1
  shift
  COMP_WORDS=("$@")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _qm
  local got
  got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | paste -sd' ')
  if [[ $got != "$want" ]]; then
    echo "FAIL: '${COMP_WORDS[*]}' gives '$got', expected '$want'"
    failures=$((failures + 1))
  fi
}

expect "replay report" qm rep
expect "replay" qm repl
expect "standings state stats" qm st
expect "--format" qm replay --fo
expect "json text" qm replay --format ""
expect "json" qm replay --format js
expect "json" qm replay --format = js         # --format=js, as bash splits it
expect "greedy ismcts random" qm simulate --bot ""
expect "loot/partnership loot/partnership-it" qm replay --ruleset loot/p
expect "game-1.yaml game-2.yaml" qm replay ga  # record files
expect "game-1.yaml game-2.yaml" qm validate --format text g
expect "" qm state --at ""                      # a number: nothing to offer
expect "adjudicate" qm adj
expect "--move" qm adjudicate --mo
expect "alias list merge rename" qm players ""     # a command's own commands
expect "--format" qm players list --fo
expect "points rating win-rate wins" qm standings --rank-by ""
expect "" qm replay --ruling ""                  # N=stands|struck: nothing to offer
expect "json text" qm adjudicate --format ""
expect "loot" qm stats --game lo                # a registered game
expect "--help --version" qm --
expect "" qm frobnicate --fo                    # no such command: its options are unknown
# Every subcommand --help lists, and nothing else (no hidden __complete).
all=$(qm --help | sed -n '/^Subcommands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }' | sort | paste -sd' ')
expect "$all" qm ""
[[ -n $all ]] || { echo "FAIL: no subcommands in qm --help"; failures=$((failures + 1)); }

if ((failures)); then
  echo "$failures completion check(s) failed"
  exit 1
fi
echo "completion: all checks passed"
