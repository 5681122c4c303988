#!/usr/bin/env python3
"""Writes the man page qm(1) from the built binary's --help, so its text has one source.

    make_manpage.py QM_BINARY OUT.1 [OUT.1.gz]

`qm --help` gives NAME (its first line), SYNOPSIS (its usage and each command's), DESCRIPTION
and the sections of its footer: each "Heading:" paragraph becomes a section (Exit status:
becomes EXIT STATUS), each "  NAME  text" line under it an item (a line indented deeper
goes on with the item above it). Each `qm COMMAND --help` becomes a subsection of COMMANDS
with its positionals and options. The EXAMPLES section, the one part not in --help, is the
list EXAMPLES below: a club's, a league's and a designer's everyday commands
(tests/install/manpage_test.sh checks that each names a command and options it has). The
date is $SOURCE_DATE_EPOCH's when set (reproducible builds), else none. The .gz is made as
Debian makes its own (gzip -9n: no name, no time stamp).
"""
import gzip
import os
import re
import subprocess
import sys
import time

COLUMN = 30  # where CLI11's formatter starts an option's description

# The EXAMPLES section: (command line, what it does). Record names are the user's; rulesets
# are shipped ones.
EXAMPLES = [
    ("qm replay game.yaml",
     "The record's verdict: valid, illegal (the move, its line, the player and the rule id) "
     "or unreadable (file:line:column of each problem). Exit status 0, 1 or 3."),
    ("qm replay game.yaml --format json",
     "The same as one JSON object per record, for tools."),
    ("qm validate records/",
     "Every record under a folder, one line each, then how many are valid, illegal and "
     "unreadable."),
    ("qm audit game.yaml --format markdown",
     "Where every point came from, beside the result claimed at the table, ready for a "
     "club's page."),
    ("qm state game.yaml --at 12",
     "The table after move 12: hands, ships at sea, columns or fleets."),
    ("qm state dispute.yaml --at 0 --format svg > table.svg",
     "A picture of a Pirates table to scale, as the record's position states it."),
    ("qm adjudicate game.yaml",
     "The first illegal move replayed both ways, standing and struck, and what differs."),
    ("qm replay game.yaml --ruling 26=struck",
     "The record judged with the referee's ruling that move 26 is void."),
    ("qm report game.yaml --out ruling.html",
     "One self-contained page of the dispute to hand to a club: verdict, marked line, "
     "table, audit and score chart."),
    ("qm import --db league.db records/",
     "Replay every record under a folder and keep it, with its verdict, in a record store."),
    ("qm stats --db league.db --game loot",
     "Who wins how often, by player, seat and ruleset, with intervals."),
    ("qm report --db league.db --out site/",
     "A static site for the league: standings, players, rulesets, disputes, every record."),
    ("qm compare --ruleset loot/standard --ruleset loot/house-end-captures loot-games/",
     "Which records a house rule changes, and where each parts from the standard rules."),
    ("qm compare --ruleset einauge/standard --ruleset einauge/colours --simulate 400 "
     "--players 3 --bot greedy",
     "Both rulesets on the same 400 simulated deals, with the differences that are "
     "significant marked."),
    ("qm simulate --ruleset pirates/standard --players 2 --games 100 --out games/",
     "A hundred games between bots, each written as a record that replays as valid."),
]


def run_help(qm, *command):
    out = subprocess.run([qm, *command, "--help"], check=True, capture_output=True, text=True)
    return out.stdout


def escape(text):
    """Roff text: backslashes, dashes as minus signs, no control character at line start."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def parse_help(text):
    """CLI11's help: description, usage, sections of entries, and the footer paragraphs."""
    lines = text.rstrip("\n").split("\n")
    description, usage, sections, footer = [], "", [], []
    i = 0
    while i < len(lines) and not lines[i].startswith("Usage: "):
        if lines[i].strip():
            description.append(lines[i].strip())
        i += 1
    usage = lines[i][len("Usage: "):].strip()
    i += 1
    section = None
    rest = lines[i:]
    for k, line in enumerate(rest):
        if not line.strip():
            section = None
            footer.append("")
            continue
        if section is None and re.fullmatch(r"(Positionals|Options|Subcommands):", line):
            section = (line[:-1], [])
            sections.append(section)
        elif section is not None and line.startswith(" " * COLUMN):
            name, desc = section[1][-1]
            section[1][-1] = (name, (desc + " " + line.strip()).strip())
        elif section is not None and line.startswith("  "):
            # CLI11 pads the name to COLUMN; a longer one has its description on the next
            # line (descriptions here are one line each).
            next_line = rest[k + 1] if k + 1 < len(rest) else ""
            alone = next_line.startswith(" " * COLUMN) or len(line) <= COLUMN
            if not alone and line[COLUMN - 1] == " ":
                section[1].append((line[:COLUMN].strip(), line[COLUMN:].strip()))
            else:
                section[1].append((line.strip(), ""))
        else:
            footer.append(line)
    return description, usage, sections, footer


def option_term(name):
    """`-j,--jobs INT:INT in [0 - 1024]` -> the names in bold, the rest as it is."""
    head, _, rest = name.partition(" ")
    names = ", ".join("\\fB" + escape(n) + "\\fR" for n in head.split(","))
    return names + (" " + escape(rest) if rest else "")


def footer_sections(footer):
    """Paragraphs of the footer: ("", lines) for plain text, (HEADING, items) after "Heading:"."""
    paragraphs, current, item_indent = [], None, 0
    for line in footer + [""]:
        if not line.strip():
            current = None
        elif current is None and re.fullmatch(r"[A-Z][A-Za-z ]*:", line):
            current = (line[:-1].upper(), [])
            paragraphs.append(current)
        elif current is None or not current[0]:
            if current is None:
                current = ("", [])
                paragraphs.append(current)
            current[1].append(line.strip())
        elif current[1] and indent_of(line) > item_indent:
            # A wrapped item: its next line is indented deeper than the items and goes on
            # with the item's text (`2  a usage error: ... or one that names` / `nothing`).
            term, text = current[1][-1]
            current[1][-1] = (term, (text + " " + line.strip()).strip())
        else:
            item_indent = indent_of(line)
            term, _, text = line.strip().partition("  ")
            current[1].append((term, text.strip()))
    return paragraphs


def indent_of(line):
    return len(line) - len(line.lstrip(" "))


def roff_entries(out, entries, bold_terms):
    for term, text in entries:
        out.append(".TP")
        out.append(option_term(term) if bold_terms else escape(term))
        if text:
            out.append(escape(text))


def synopsis_lines(usage, command):
    """`qm replay [OPTIONS] [records...]`: the command in bold, its arguments in italics."""
    program = "qm " + command if command else "qm"
    rest = usage[len(program):].strip() if usage.startswith(program) else usage
    return [".B " + escape(program)] + ([".I " + escape(rest)] if rest else [])


def command_section(out, qm, names, parsed):
    """A subsection of COMMANDS for `qm NAMES...`, then one for each of its own commands
    (`qm players list`)."""
    name = " ".join(names)
    cdescription, cusage, csections, cfooter = parsed
    out += [".SS " + escape(name)] + synopsis_lines(cusage, name)
    out += [".PP"] + [escape(line) for line in cdescription]
    for title, entries in csections:
        out += [".PP", ".I " + title]
        roff_entries(out, [e for e in entries if not e[0].startswith("-h,--help")], True)
    for heading, items in footer_sections(cfooter):
        if heading:
            out += [".PP", ".I " + escape(heading.capitalize())]
            roff_entries(out, items, bold_terms=False)
        else:
            out += [".PP"] + [escape(line) for line in items]
    for title, entries in csections:
        if title == "Subcommands":
            for sub, _ in entries:
                command_section(out, qm, names + [sub], parse_help(run_help(qm, *names, sub)))


def manpage(qm, version, date):
    description, usage, sections, footer = parse_help(run_help(qm))
    commands = next((entries for title, entries in sections if title == "Subcommands"), [])
    out = [
        '.TH QM 1 "{}" "quartermaster {}" "User Commands"'.format(date, version),
        ".SH NAME",
        "qm \\- " + escape(description[0].split(": ", 1)[-1]),
        ".SH SYNOPSIS",
    ]
    helps = {name: parse_help(run_help(qm, name)) for name, _ in commands}
    for k, synopsis in enumerate([usage] + [helps[name][1] for name, _ in commands]):
        out.append(".br" if k else "")
        out += synopsis_lines(synopsis, commands[k - 1][0] if k else "")
    out.append(".SH DESCRIPTION")
    out += [escape(line) for line in description]
    headed = []
    for heading, items in footer_sections(footer):
        if heading:
            headed.append((heading, items))
        else:
            out += [".PP"] + [escape(line) for line in items]
    for title, entries in sections:
        if title != "Subcommands":
            out.append(".SH " + title.upper())
            roff_entries(out, entries, bold_terms=True)
    out.append(".SH COMMANDS")
    for name, _ in commands:
        command_section(out, qm, [name], helps[name])
    for heading, items in headed:
        out.append(".SH " + escape(heading))
        roff_entries(out, items, bold_terms=False)
    out.append(".SH EXAMPLES")
    for command, text in EXAMPLES:
        out += [".TP", "\\fB" + escape(command) + "\\fR", escape(text)]
    return "\n".join(line for line in out if line != "") + "\n"


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    qm, out_path = sys.argv[1], sys.argv[2]
    version = subprocess.run([qm, "--version"], check=True, capture_output=True,
                             text=True).stdout.split()[-1]
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    date = time.strftime("%Y-%m-%d", time.gmtime(int(epoch))) if epoch else ""
    text = manpage(qm, version, date)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)
    if len(sys.argv) == 4:
        with open(sys.argv[3], "wb") as raw:
            with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as z:
                z.write(text.encode("utf-8"))


if __name__ == "__main__":
    main()
