#!/usr/bin/env bash
# The picture of the table (`qm state --format svg`) of every Pirates record of records/pirates
# and of the format page's example is well-formed XML (xmllint), has a scale bar and a
# legend, and is the same bytes twice: at move 0, at a middle move and at the end (for an
# illegal record, the end is the table before the move that breaks a rule).
#
#   tests/pirates/svg_check.sh QM_BINARY
# Exit 77 (skipped) when xmllint is not installed.
set -uo pipefail
qm=$(realpath "$1")
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root" || exit 2
command -v xmllint >/dev/null || {
  echo "svg_check: xmllint not found (libxml2-utils)"
  exit 77
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
checked=0
fail() {
  echo "svg_check: $*"
  failures=$((failures + 1))
}
records=(tests/pirates/format-example.yaml)
shopt -s nullglob
records+=(records/pirates/*.yaml)
for rec in "${records[@]}"; do
  moves=$("$qm" replay --format json "$rec" | python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["moves"])')
  [ -n "$moves" ] || { fail "$rec: no replay report"; continue; }
  for at in 0 $((moves / 2)) end; do
    args=(state "$rec" --format svg)
    [ "$at" = end ] || args+=(--at "$at")
    "$qm" "${args[@]}" >"$tmp/a.svg" 2>"$tmp/err"
    status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
      fail "$rec at $at: exit $status: $(head -c 300 "$tmp/err")"
      continue
    fi
    xmllint --noout "$tmp/a.svg" 2>"$tmp/lint" || fail "$rec at $at: not well-formed: $(head -c 300 "$tmp/lint")"
    grep -q '<g class="scale">' "$tmp/a.svg" || fail "$rec at $at: no scale bar"
    grep -q '<g class="legend">' "$tmp/a.svg" || fail "$rec at $at: no legend"
    grep -q '<title>' "$tmp/a.svg" || fail "$rec at $at: no title"
    "$qm" "${args[@]}" >"$tmp/b.svg" 2>/dev/null
    cmp -s "$tmp/a.svg" "$tmp/b.svg" || fail "$rec at $at: two runs differ"
    checked=$((checked + 1))
  done
done
echo "svg_check: $checked pictures of ${#records[@]} records checked, $failures failures"
[ "$failures" -eq 0 ]
