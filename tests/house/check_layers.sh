#!/usr/bin/env bash
# The house rules of src/ (docs/architecture.md), checked on every test run:
# - the arrow of dependencies goes one way: cli → report/compare/sim/store → replay → games →
#   rules/record → math (a layer includes headers of its own layer and those below it only);
# - a game is one folder: no file outside src/games/<game>/ includes a header from inside
#   it (the registry finds games through the generated list of folders);
# - shared layers name no game and no game word.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 2
status=0
fail() {
  echo "$1"
  status=1
}

# The layers each layer may include from (besides the standard and third-party headers).
declare -A allowed=(
  [math]="math"
  [record]="record math"
  [rules]="rules record math"
  [games]="games rules record math"
  [replay]="replay games rules record math"
  [sim]="sim replay games rules record math"
  [store]="store replay games rules record math"
  [compare]="compare sim store replay games rules record math"
  [report]="report store replay games rules record math"
  [cli]="cli report compare sim store replay games rules record math"
)
while IFS= read -r line; do
  file=${line%%:*}
  included=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"${line#*:}")
  layer=$(cut -d/ -f2 <<<"$file")
  target=$(cut -d/ -f1 <<<"$included")
  [[ " ${allowed[$layer]:-} " == *" $target "* ]] ||
    fail "$file includes $included: the $layer layer may include only from ${allowed[$layer]:-?}"
  # A game's own headers are included from inside its folder only.
  if [[ $included == games/*/* ]]; then
    game_dir=$(cut -d/ -f1-2 <<<"$included")
    [[ $file == src/$game_dir/* ]] || fail "$file includes $included from outside src/$game_dir/"
  fi
done < <(grep -rnE '^#include "' src --include='*.cc' --include='*.h' | sed -E 's/^([^:]+):[0-9]+:/\1:/')

words=$(grep -rniE 'loot|einauge|pirates|merchant|jewel' src --include='*.cc' --include='*.h' \
  --include='*.sql' | grep -v '^src/games/')
[ -z "$words" ] || fail "shared layers name a game or a game word:
$words"

[ $status -eq 0 ] && echo "house: layers, game folders and shared words all in order"
exit $status
