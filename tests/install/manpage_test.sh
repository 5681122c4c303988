#!/usr/bin/env bash
# The man page made from the built qm's --help (tools/make_manpage.py): groff renders it
# without a warning, and it has every command, every option of every command, the sections
# the footer of `qm --help` gives (EXIT STATUS, ENVIRONMENT, FILES), and EXAMPLES whose
# commands, options and rulesets all exist.
#   manpage_test.sh QM_BINARY MAKE_MANPAGE_PY
# Exit 77 (skipped) without groff.
set -uo pipefail
qm=$1
make_manpage=$2
command -v groff > /dev/null || { echo "groff is not installed"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 "$make_manpage" "$qm" "$work/qm.1" "$work/qm.1.gz" || { echo "FAIL: make_manpage.py"; exit 1; }
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

warnings=$(groff -man -Tutf8 -ww -z "$work/qm.1" 2>&1)
[[ -z $warnings ]] || fail "groff warns: $warnings"
cmp -s <(gzip -dc "$work/qm.1.gz") "$work/qm.1" || fail "qm.1.gz is not qm.1 gzipped"
# gzip -n: no file name and no time stamp in the header (bytes 4-7 are the time).
[[ $(od -An -tx1 -j3 -N5 "$work/qm.1.gz" | tr -d ' \n') == 0000000000 ]] ||
  fail "qm.1.gz has a name or time stamp"

page=$(groff -man -rHY=0 -Tutf8 -P-cbou "$work/qm.1" 2>/dev/null)
for section in NAME SYNOPSIS DESCRIPTION OPTIONS COMMANDS "EXIT STATUS" ENVIRONMENT FILES EXAMPLES; do
  grep -q "^$section\$" <<< "$page" || fail "no section $section"
done
grep -q "QM_RULESETS" <<< "$page" || fail "ENVIRONMENT does not name QM_RULESETS"
# EXIT STATUS tags exactly the codes 0-3: a wrapped line of an item stays in its paragraph.
tags=$(sed -n '/^\.SH EXIT STATUS$/,/^\.SH /p' "$work/qm.1" | awk 'tp { print; tp = 0 } /^\.TP$/ { tp = 1 }' |
  tr '\n' ' ')
[[ $tags == "0 1 2 3 " ]] || fail "EXIT STATUS tags '$tags', not '0 1 2 3'"
commands=$("$qm" --help | sed -n '/^Subcommands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
[[ -n $commands ]] || fail "no subcommands in qm --help"
for command in $commands; do
  grep -q "^   $command\$" <<< "$page" || fail "no subsection for $command"
  grep -q "qm $command \[OPTIONS\]" <<< "$page" || fail "no synopsis for $command"
  # Every long option of the command's --help is in the page.
  for option in $("$qm" "$command" --help | grep -oE '^  (-[a-z],)?--[a-z-]+' | sed 's/.*,//'); do
    grep -qe "$option" <<< "$page" || fail "$command: $option is missing"
  done
  # Its description too (first line of its --help).
  description=$("$qm" "$command" --help | head -1 | cut -c1-30)
  grep -qF "$description" <<< "$(tr -s ' \n' ' ' <<< "$page")" || fail "$command: no description"
done

# EXAMPLES: each example is a command of qm, with options that command has and shipped
# rulesets; at least one per everyday use (a record, a store, a comparison).
examples=$(sed -n '/^\.SH EXAMPLES$/,/^\.SH /p' "$work/qm.1" | awk 'tp { print; tp = 0 } /^\.TP$/ { tp = 1 }' |
  sed 's/\\fB//; s/\\fR//; s/\\-/-/g')
(($(grep -c '^qm ' <<< "$examples") >= 10)) || fail "EXAMPLES has fewer than 10 examples: $examples"
while read -r example; do
  [[ -z $example ]] && continue
  read -ra words <<< "$example"
  command=${words[1]}
  grep -qx "$command" <<< "$commands" || { fail "example '$example': no command $command"; continue; }
  help=$("$qm" "$command" --help)
  for word in "${words[@]:2}"; do
    if [[ $word == --* ]]; then
      grep -qe "^  \(-[a-z],\)\?$word\b" <<< "$help" || fail "example '$example': $command has no $word"
    fi
  done
  for ruleset in $(grep -oE -- '--ruleset [^ ]+' <<< "$example" | cut -d' ' -f2); do
    "$qm" rulesets "$ruleset" > /dev/null 2>&1 || fail "example '$example': no ruleset $ruleset"
  done
done <<< "$examples"

if ((failures)); then
  echo "$failures man page check(s) failed"
  exit 1
fi
echo "man page: all checks passed"
