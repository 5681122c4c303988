#!/usr/bin/env bash
# The pages qm writes, opened in headless Chromium (check_pages.py): a report of a disputed
# Loot game, an Einauge game, a Pirates game with its table drawn, an unreadable record, a
# record whose names and event are markup, a record with a referee's ruling (both outcomes)
# and a record of the result only; then the league site of records/ imported into a store
# (its index, a player, a ruleset, the disputes, the list of records, a disputed game, a
# Pirates game with its table drawn, the result-only game), and a site counting simulated
# games (one table for them all, ranked by points). Each page must load with no console
# error and no request leaving its folder, show its verdict, marked line and charts with
# their data points, and not be blank; in the pictures of Pirates tables no label may cover
# another.
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
# A dispute on a large Pirates table: the picture's inset magnifies what broke the rule.
"$qm" report "$root/records/pirates/kraken-2026-10-10-d1.yaml" --out "$work/pages/inset.html" || true
# A crowded Pirates table (three shots' notes among ships and their gold): no label may
# cover another.
"$qm" report "$root/records/pirates/porto-ludico-2026-10-17-d2.yaml" \
  --out "$work/pages/crowded.html" || true

# A game of a league written down by its result only (docs/records.md), players of three
# scripts.
cat > "$work/result-only.yaml" <<'YAML'
format: 1
game: loot
ruleset: loot/standard
id: spring-result-only
date: 2026-04-11
event: Spring league
players: [Zoë, 小林, Anna]
result: {Zoë: 20, 小林: 12, Anna: 7}
YAML
"$qm" report "$work/result-only.yaml" --out "$work/pages/result-only.html"

"$qm" import --db "$work/league.db" "$root/records" "$work/hostile.yaml" "$work/result-only.yaml" \
  "$root/tests/rulings/loot-ruling.yaml" > /dev/null 2>&1 || true
"$qm" report --db "$work/league.db" --out "$work/site" > /dev/null

# Simulated games counted (--include-simulated): one table for all of them in the index.
"$qm" simulate --ruleset loot/standard --players 3 --games 20 --db "$work/sim.db" > /dev/null
"$qm" import --db "$work/sim.db" "$root/records/loot" > /dev/null 2>&1 || true
"$qm" report --db "$work/sim.db" --out "$work/sim-site" --include-simulated --rank-by points \
  > /dev/null

# One page of each kind (league_site_test checks every page's links and markup without a
# browser): the page of the first disputed game the disputes page links to. `sed -n 1p`, not
# `head -1`: head leaves early, and grep then writing its next block dies of SIGPIPE, which
# pipefail makes this script's silent exit once the list outgrows a block.
disputed=$(grep -o 'href="games/[^"]*\.html"' "$work/site/disputes.html" | sed -n 1p | cut -d'"' -f2)
# A Pirates record's page (its table drawn) and the result-only game's.
pirates_game=$(grep -l 'class="table-picture"' "$work"/site/games/*.html | sed -n 1p)
result_only_game=$(grep -l 'valid (result only)' "$work"/site/games/*.html | sed -n 1p)

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
   "expect": {"svg.interval-chart .point": ">=2", "svg.bar-chart .point": ">=2"},
   "text": ["seat 1"]},
  {"path": "$work/pages/result-only.html",
   "expect": {"p.verdict.valid": "==1", "pre.audit": "==1", "svg.chart": "==0", "script": "==0"},
   "text": ["A record of the result only", "小林"]},
  {"path": "$work/pages/inset.html", $(shot report-inset.png)
   "expect": {"svg.table-picture": "==1", "svg.table-picture svg.inset": "==1",
              "svg.table-picture .inset-mark": "==1",
              "svg.inset g.fault[data-rule='move-through-obstacle']": "==1", "script": "==0"},
   "apart": "svg.table-picture text.label",
   "text": ["Inset: the marked region around what broke the rule"]},
  {"path": "$work/pages/crowded.html",
   "expect": {"svg.table-picture": "==1", "g.last .shot": "==3", "script": "==0"},
   "apart": "svg.table-picture text.label"},
  {"path": "$pirates_game",
   "expect": {"svg.table-picture": "==1", ".verdict": "==1", "script": "==0"},
   "apart": "svg.table-picture text.label"},
  {"path": "$work/site/games/harbour-lane-2026-11-21-ruling.html",
   "expect": {".verdict": "==1", "div.rulings": "==1", "pre.adjudication": "==1",
              "script": "==0"},
   "text": ["The referee's rulings", "If it stands", "If it is struck"]},
  {"path": "$result_only_game",
   "expect": {".verdict": "==1", "table.seats": "==1", "script": "==0"},
   "text": ["valid (result only)", "小林"]},
  {"path": "$work/sim-site/index.html",
   "expect": {"table.standings": ">=2", "script": "==0"},
   "text": ["Simulated games (qm simulate), together (20 games)", "Ranked by points"]},
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
