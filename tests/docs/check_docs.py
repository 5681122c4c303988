#!/usr/bin/env python3
"""Checks of the documentation (README.md and docs/) against the repository and the code.

    check_docs.py links ROOT          every link resolves inside the repository
    check_docs.py rules ROOT          rule ids and ruleset names agree with the code
    check_docs.py figures ROOT QM     the README's figures are what QM says
    check_docs.py schema ROOT         every record the pages show fits the JSON Schema

links: every relative link of README.md and docs/**/*.md (images included) names a file
that exists and that the package installs with the documentation (README.md, docs/*.md,
docs/*.png: cmake/install.cmake), and every #anchor a heading of its page, slugged as GitHub
does; nothing points outside the repository but absolute http(s) URLs (not fetched), and no
page names a path that climbs with ../ to something the repository does not have (a folder
beside it), which a clone or an installed package does not have either. The README stays
under 12,000 bytes (the front door: docs/ holds the rest).

rules: each game's rules page (docs/rules-GAME.md, for every folder of src/games: a new
game needs one) has a "Rule ids" table; every rule id the game's code builds a violation
with (src/games/GAME/, and the shared src/games/*.cc) is in it, and every id in it is a
string of that code. A ruleset name written in the docs (`loot/standard`) is a shipped
ruleset (rulesets/GAME/NAME.yaml).

figures: the README's and docs/records.md's counts of the sample records (games per game,
files, illegal) are those of `QM validate records`.

schema: every whole record in a ```yaml block of the pages (a line `format: 1`) is valid
under schema/record-v1.schema.json (tests/schema/check_schema.py), so that the schema and
the format pages say the same. (Whether each replays as its page says is
tests/unit/docs_examples_test.cc's.)

Prints one line per problem, then a summary; exit status 1 when there is a problem.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

SAMPLE_GAMES = ("loot", "einauge", "pirates")  # the games the sample-record figures name
README_LIMIT = 12000

LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^()\s]*(?:\([^()]*\))?[^()\s]*)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def pages(root):
    """README.md and every page under docs/, as paths relative to ROOT, sorted."""
    found = ["README.md"]
    for base, dirs, names in os.walk(os.path.join(root, "docs")):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(".md"):
                found.append(os.path.relpath(os.path.join(base, name), root))
    return found


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        return f.read()


def prose_lines(text):
    """(line number, line) of the text outside fenced code blocks, inline code blanked."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, re.sub(r"`[^`]*`", lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """The anchor GitHub gives a heading: its text lower-cased, without punctuation (letters,
    marks, digits, '_', '-' and spaces are kept), spaces made '-'."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    kept = []
    for c in text.lower():
        category = unicodedata.category(c)
        if c in " -" or category[0] in "LMN" or category == "Pc":
            kept.append(c)
    return "".join(kept).replace(" ", "-")


def anchors(text):
    """Every anchor of a page: its headings' slugs, the second of a name getting -1, ..."""
    seen = {}
    result = set()
    fenced = False
    for line in text.split("\n"):
        if FENCE.match(line):
            fenced = not fenced
            continue
        m = HEADING.match(line) if not fenced else None
        if not m:
            continue
        base = slug(m.group(2))
        name = base if base not in seen else "{}-{}".format(base, seen[base])
        seen[base] = seen.get(base, 0) + 1
        result.add(name)
    return result


def installed(path):
    """Whether the package installs PATH (relative to the repository) with the docs."""
    if path == "README.md":
        return True
    return path.startswith("docs/") and path.endswith((".md", ".png"))


# A path written in a page that climbs with "../" to a name (in a link, the text or an
# example).
CLIMB = re.compile(r"((?:\.\./)+)([\w.-]+)")


def climbs_to_repository(root, page, path, name):
    """Whether PATH, written in PAGE, names something of the repository: from the page's
    folder, or from a folder of the repository as deep as it climbs (an example written for
    a record in records/GAME/ names ../../schema); NAME is the first name after the climb."""
    from_page = os.path.normpath(os.path.join(os.path.dirname(page), path))
    if not from_page.startswith("..") and os.path.exists(os.path.join(root, from_page)):
        return True
    return os.path.exists(os.path.join(root, name))


def check_links(root):
    problems = []
    for page in pages(root):
        text = read(root, page)
        for number, line in enumerate(text.split("\n"), 1):
            for climb in CLIMB.finditer(line):
                if not climbs_to_repository(root, page, climb.group(0), climb.group(2)):
                    problems.append("{}:{}: names '{}', which is not in the repository: a clone "
                                    "or an installed package does not have it".format(
                                        page, number, climb.group(0)))
        for number, line in prose_lines(text):
            for m in LINK.finditer(line):
                target = m.group(2)
                where = "{}:{}: link '{}'".format(page, number, target)
                if re.match(r"https?://", target):
                    continue
                if re.match(r"[a-zA-Z][a-zA-Z0-9+.-]*:", target) or target.startswith("//"):
                    problems.append(where + " leaves the repository (only http(s) URLs may)")
                    continue
                path, _, anchor = target.partition("#")
                if path:
                    resolved = os.path.normpath(os.path.join(os.path.dirname(page), path))
                    if resolved.startswith("..") or os.path.isabs(path):
                        problems.append(where + " points outside the repository")
                        continue
                    if not os.path.exists(os.path.join(root, resolved)):
                        problems.append(where + ": no file " + resolved)
                        continue
                    if not installed(resolved):
                        problems.append(where + ": the package does not install " + resolved +
                                        " (README.md and docs/ only): name it in backticks")
                        continue
                else:
                    resolved = page
                if anchor:
                    if not resolved.endswith(".md"):
                        problems.append(where + ": an anchor into a file that is not a page")
                    elif anchor not in anchors(read(root, resolved)):
                        problems.append(where + ": {} has no heading '#{}'".format(resolved, anchor))
    size = os.path.getsize(os.path.join(root, "README.md"))
    if size >= README_LIMIT:
        problems.append("README.md is {} bytes; the front door stays under {}: move the rest "
                        "to docs/".format(size, README_LIMIT))
    return problems


def rule_table(root, game):
    """The rule ids of docs/rules-GAME.md's "Rule ids" table, in order."""
    path = os.path.join(root, "docs", "rules-{}.md".format(game))
    if not os.path.exists(path):
        return []
    text = read(root, path)
    m = re.search(r"^## Rule ids\n(.*?)(?=^## )", text, re.M | re.S)
    if not m:
        return []
    return re.findall(r"^\| `([a-z0-9-]+)` \|", m.group(1), re.M)


def sources(root, game):
    """The text of the game's sources and of the shared files beside them, whitespace run
    together, so that a statement spread over lines reads as one."""
    texts = []
    for folder in (os.path.join(root, "src/games", game), os.path.join(root, "src/games")):
        for name in sorted(os.listdir(folder)):
            if name.endswith((".cc", ".h")):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    texts.append(f.read())
    return re.sub(r"\s+", " ", "\n".join(texts))


RULE_ID = r'"([a-z]+(?:-[a-z]+)+)"'


def reported_ids(code):
    """The rule ids a game's code builds a violation with: the string literals of a
    violation's first member (`Violation{"turn-order", ...}`, `Violation{x ? "a" : "b", ...}`),
    of `enforced("...")` and of a rule handed on with its place (`return at(pos, "fleet-points",
    ...)`)."""
    ids = set()
    for m in re.finditer(r"Violation ?\{ ?([^{},]*),", code):
        ids.update(re.findall(RULE_ID, m.group(1)))
    ids.update(re.findall(r"enforced\(" + RULE_ID + r"\)", code))
    ids.update(re.findall(r"\breturn at\([^;]*?, " + RULE_ID, code))
    return ids


def games_of(root):
    """The games the code has: the folders of src/games."""
    folder = os.path.join(root, "src/games")
    return sorted(n for n in os.listdir(folder) if os.path.isdir(os.path.join(folder, n)))


def check_rules(root):
    problems = []
    for game in games_of(root):
        page = "docs/rules-{}.md".format(game)
        table = rule_table(root, game)
        if not table:
            problems.append("{}: no '## Rule ids' table (rows '| `rule-id` | ... |')".format(page))
            continue
        code = sources(root, game)
        found = reported_ids(code)
        if len(found) < 10:
            problems.append("src/games/{}: only {} rule ids found; has the way violations are "
                            "written changed? Update reported_ids() in {}".format(
                                game, len(found), os.path.relpath(__file__, root)))
        for rule in sorted(found - set(table)):
            problems.append("{}: the code reports '{}', which its Rule ids table lacks".format(
                page, rule))
        for rule in table:
            if '"{}"'.format(rule) not in code:
                problems.append("{}: '{}' is in the Rule ids table but no string of "
                                "src/games/{}".format(page, rule, game))
        if len(set(table)) != len(table):
            problems.append(page + ": a rule id is listed twice")
    names = re.compile(r"(?<![\w/.-])(" + "|".join(games_of(root)) + r")/([a-z0-9][a-z0-9-]*)(?![\w/-])")
    for page in pages(root):
        for number, line in enumerate(read(root, page).split("\n"), 1):
            for m in names.finditer(line):
                if line[m.end():m.end() + 5] in (".yaml", ".md") or line[m.end():m.end() + 1] == ".":
                    continue  # a path, not a ruleset name
                path = os.path.join(root, "rulesets", m.group(1), m.group(2) + ".yaml")
                if not os.path.exists(path):
                    problems.append("{}:{}: '{}' is not a shipped ruleset (rulesets/{}/)".format(
                        page, number, m.group(0), m.group(1)))
    return problems


def validate(qm, root, path):
    """`qm validate PATH --format json`: the number of records, and of illegal ones."""
    out = subprocess.run([qm, "validate", path, "--format", "json"], cwd=root,
                         capture_output=True, text=True).stdout.strip().split("\n")
    summary = json.loads(out[-1])["summary"]
    return sum(summary.values()), summary["illegal"]


def check_figures(root, qm):
    problems = []
    games = {}
    for game in SAMPLE_GAMES:
        folder = os.path.join("records", game)
        files = len([n for n in os.listdir(os.path.join(root, folder)) if n.endswith((".yaml", ".yml"))])
        games[game] = (files,) + validate(qm, root, folder)
    total, illegal = validate(qm, root, "records")
    said = {
        "README.md": re.compile(
            r"reports (\d+) of the (\d+) sample games \((\d+) of Loot, (\d+) of Einauge, "
            r"(\d+) of\s+Pirates\) illegal"),
        "docs/records.md": re.compile(
            r"sample records: (\d+) games\s+\((\d+) of Loot in (\d+)\s+files, (\d+) of Einauge, "
            r"(\d+) of Pirates\)\. `qm validate records` reports (\d+) of\s+them illegal"),
    }
    truth = {
        "README.md": (illegal, total, games["loot"][1], games["einauge"][1], games["pirates"][1]),
        "docs/records.md": (total, games["loot"][1], games["loot"][0], games["einauge"][1],
                            games["pirates"][1], illegal),
    }
    for page, pattern in said.items():
        m = pattern.search(read(root, page))
        if not m:
            problems.append("{}: the sentence with the sample records' figures is not found "
                            "(update {})".format(page, os.path.relpath(__file__, root)))
            continue
        written = tuple(int(g) for g in m.groups())
        if written != truth[page]:
            problems.append("{}: says {}, `qm validate records` gives {}".format(
                page, written, truth[page]))
    return problems


def record_blocks(text):
    """The ```yaml blocks of a page that are whole records (a line `format: 1`)."""
    blocks = re.findall(r"^```yaml\n(.*?)^```", text, re.M | re.S)
    return [b for b in blocks if re.search(r"^format: 1$", b, re.M)]


def check_schema(root):
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        count = 0
        for page in pages(root):
            for k, block in enumerate(record_blocks(read(root, page)), 1):
                name = "{}-{}.yaml".format(page.replace("/", "_")[:-3], k)
                with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                    f.write(block)
                count += 1
        if count == 0:
            return ["no page shows a whole record"]
        run = subprocess.run([sys.executable, os.path.join(root, "tests/schema/check_schema.py"),
                              os.path.join(root, "schema/record-v1.schema.json"), folder],
                             capture_output=True, text=True)
        if run.returncode != 0:
            problems += [line.replace(folder + os.sep, "") for line in
                         (run.stdout + run.stderr).strip().split("\n")
                         if not re.match(r"\d+ passed", line)]
    return problems


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("links", "rules", "figures", "schema") or \
            (sys.argv[1] == "figures") != (len(sys.argv) == 4):
        sys.exit(__doc__)
    root = os.path.abspath(sys.argv[2])
    if sys.argv[1] == "links":
        problems = check_links(root)
    elif sys.argv[1] == "rules":
        problems = check_rules(root)
    elif sys.argv[1] == "schema":
        problems = check_schema(root)
    else:
        problems = check_figures(root, os.path.abspath(sys.argv[3]))
    for p in problems:
        print(p)
    print("{}: {}".format(sys.argv[1], "{} problem(s)".format(len(problems)) if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
