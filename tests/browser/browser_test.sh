#!/usr/bin/env bash
# The pages qm writes, opened in headless Chromium (check_pages.py): a report of a disputed
# Loot game, an Einauge game, a Pirates game with its table drawn, an unreadable record, a
# record whose names and event are markup, and a record with a referee's ruling (both
# outcomes); then the league site of records/ imported into
# a store. Each page must load with no console error and no request leaving its folder,
# show its verdict, marked line and charts with their data points, and not be blank.
#
#   tests/browser/browser_test.sh QM [SCREENSHOT_DIR]
#
# With SCREENSHOT_DIR, the screenshots the README shows are written there (docs/images).
set -euo pipefail
qm=$1
shots=${2:-}
[ -z "$shots" ] || mkdir -p "$shots"
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shot() { [ -n "$shots" ] && echo "\"screenshot\": \"$shots/$1\"," || true; }

# A player named as markup, an event that closes the title: shown as text, never run.
hostile='<img/src=x/onerror=alert(1)>'
sed -e "s|Anna|$hostile|g" \
    -e 's|^event: .*|event: "</title><script>alert(1)</script>"|' \
    -e "s|^id: .*|id: hostile-names|" \
    "$root/records/loot/tnll-2026-03-r4-t2.yaml" > "$work/hostile.yaml"

mkdir -p "$work/pages"
status=0
"$qm" report "$root/records/loot/tnll-2026-03-r4-t5.yaml" --out "$work/pages/loot.html" || status=$?
[ "$status" -eq 1 ] || { echo "qm report on an illegal record exited $status, not 1"; exit 1; }
"$qm" report "$root/records/einauge" "$root/records/pirates/harbour-lane-2026-10-03-d6.yaml" \
  "$work/hostile.yaml" --out "$work/pages/batch.html" || true
"$qm" report "$root/tests/bad_input/loot" --out "$work/pages/unreadable.html" || true
# A record that carries the referee's ruling: the ruling and both outcomes.
"$qm" report "$root/tests/rulings/loot-ruling.yaml" --out "$work/pages/ruled.html"

"$qm" import --db "$work/league.db" "$root/records" "$work/hostile.yaml" > /dev/null || true
"$qm" report --db "$work/league.db" --out "$work/site" > /dev/null

# One page of each kind (league_site_test checks every page's links and markup without a
# browser): the page of the first disputed game the disputes page links to.
disputed=$(grep -o 'href="games/[^"]*\.html"' "$work/site/disputes.html" | head -1 | cut -d'"' -f2)

cat > "$work/spec.json" <<JSON
{"pages": [
  {"path": "$work/pages/loot.html", $(shot report-record.png)
   "expect": {"p.verdict.illegal": "==1", "tr.offending": "==1", "#offending-1": "==1",
              "svg.chart .point": ">=10", "pre.audit": "==1", "script": "==0"},
   "text": ["attack-colour-taken"]},
  {"path": "$work/pages/batch.html",
   "expect": {"section.record": ">=15", "svg.table-picture": ">=1", "img": "==0",
              "script": "==0", "svg.chart .point": ">=30"},
   "text": ["$hostile", "</title><script>alert(1)</script>"]},
  {"path": "$work/pages/unreadable.html",
   "expect": {"p.verdict.unreadable": ">=1", "script": "==0"}},
  {"path": "$work/pages/ruled.html",
   "expect": {"p.verdict.valid": "==1", "div.rulings": "==1", "pre.adjudication": "==1",
              "script": "==0"},
   "text": ["If it stands", "If it is struck", "on the table at the end"]},
  {"path": "$work/site/index.html", $(shot site-index.png)
   "expect": {"table.standings": ">=2", "a[href^='players/']": ">=10", "script": "==0"}},
  {"path": "$work/site/players/anna.html", $(shot site-player.png)
   "expect": {"svg.line-chart .point": ">=2", "script": "==0"}},
  {"path": "$work/site/rulesets/loot-standard.html", $(shot site-ruleset.png)
   "expect": {"svg.interval-chart .point": ">=2", "svg.bar-chart .point": ">=2"}},
  {"path": "$work/site/disputes.html", $(shot site-disputes.png)
   "expect": {"a[href^='games/']": ">=10"}, "text": ["attack-colour-taken"]}
,
  {"path": "$work/site/games.html"},
  {"path": "$work/site/$disputed", $(shot site-game.png)
   "expect": {".verdict": "==1", ".violation": "==1", ".offending": "==1", "script": "==0"},
   "text": ["illegal"]}
 ]}
JSON
/usr/bin/python3 "$root/tests/browser/check_pages.py" "$work/spec.json"
