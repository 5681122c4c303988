#!/usr/bin/env bash
# Fails when what `qm` shows of a sample record differs from tests/golden/expected.
# After a change of behaviour that is meant, refresh the baseline with
#   tests/golden/capture.sh build/qm tests/golden/expected
# and say why in the commit.
set -uo pipefail
qm=$1
here="$(cd "$(dirname "$0")" && pwd)"
got=$(mktemp -d)
trap 'rm -rf "$got"' EXIT
bash "$here/capture.sh" "$qm" "$got/out"
if ! diff -r "$here/expected" "$got/out" >"$got/diff"; then
  head -n 200 "$got/diff"
  echo "golden: outputs differ from tests/golden/expected (above, at most 200 lines)"
  exit 1
fi
echo "golden: $(ls "$got/out" | wc -l) outputs identical to tests/golden/expected"
